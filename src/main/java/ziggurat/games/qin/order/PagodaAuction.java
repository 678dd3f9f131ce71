package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ziggurat.engine.Nullable;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Choice;
import ziggurat.games.qin.Pagoda;
import ziggurat.games.qin.PagodaRef;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinRuleset;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TurnOrder;
import ziggurat.games.qin.QinMove.Bid;

/**
 * [qin §5.4.2, D31] {@code no}: before every turn, the seats bid their own pagodas in secret; the highest bid takes the
 * turn, ties going to the bidder first clockwise after the previous player (who comes last), and the winner's bid
 * pagodas go back to the supply. A seat that owns none bids 0 without a move; when nobody owns any, there is no
 * auction and the turn goes round as under In turn.
 */
public record PagodaAuction() implements TurnOrder {

    /**
     * The auction in progress: each seat's most bid, and its sealed bid once in (amount null until then).
     *
     * @param pagodas by seat, the ids its bid would pay with
     */
    public record Open(int turn, List<Integer> maxBids, List<Integer> amounts, List<List<String>> pagodas) {
        boolean waitsFor(int seat) {
            return maxBids.get(seat) > 0 && amounts.get(seat) == null;
        }

        Open with(int seat, int amount, List<String> ids) {
            List<Integer> a = new ArrayList<>(amounts);
            List<List<String>> p = new ArrayList<>(pagodas);
            a.set(seat, amount);
            p.set(seat, List.copyOf(ids));
            return new Open(turn, maxBids, java.util.Collections.unmodifiableList(a),
                    java.util.Collections.unmodifiableList(p));
        }
    }

    /** What a seat sees of the auction: every seat's most bid and whether it has bid; a bid's contents to its bidder. */
    public record AuctionView(int turn, List<BidderView> seats) {
    }

    /** @param amount the seat's bid, to the bidder alone (null to the others, and before it bids) */
    public record BidderView(int seat, int maxBid, boolean bid, @Nullable Integer amount,
                             @Nullable List<String> pagodas) {
    }

    public void next(Play.Turn t) {
        QinState s = t.state();
        List<Integer> max = new ArrayList<>();
        boolean any = false;
        for (int seat = 0; seat < s.seats(); seat++) {
            max.add(s.ownedPagodas(seat));
            any |= max.get(seat) > 0;
        }
        if (!any) {
            Play.startTurn(t, (previous(s) + 1) % s.seats());
            return;
        }
        t.emit(new AuctionOpened(s.turn() + 1, max));
    }

    /** The previous player; before the first turn, seat N−1, so that ties go to seat 0 first [qin D31]. */
    private static int previous(QinState s) {
        return s.lastActive() < 0 ? s.seats() - 1 : s.lastActive();
    }

    public int nextForTies(QinState s) {
        return (previous(s) + 1) % s.seats();
    }

    public List<PendingDecision> pending(QinState s) {
        Open a = s.auction();
        if (a == null) {
            return List.of();
        }
        List<PendingDecision> out = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (a.waitsFor(seat)) {
                // one auction per turn, so its name never comes back
                out.add(PendingDecision.simultaneous(seat, "bid", null, "auction:turn-" + a.turn()));
            }
        }
        return out;
    }

    /**
     * Bid 0 first (the most passive bid), then each amount once, naming the first owned pagodas in board order: the
     * pagodas a bid pays with are any of the seat's, and listing every set would list 2ⁿ bids (a million at 20
     * pagodas). {@link #choice} tells beside each bid which pagodas it may name instead [qin D31].
     */
    public List<QinMove> legal(QinState s, int seat) {
        if (s.auction() == null || !s.auction().waitsFor(seat)) {
            return List.of();
        }
        List<String> owned = owned(s, seat);
        List<QinMove> out = new ArrayList<>();
        for (int amount = 0; amount <= owned.size(); amount++) {
            out.add(new Bid(amount, owned.subList(0, amount).stream().map(PagodaRef::id).toList()));
        }
        return out;
    }

    /** Beside a listed bid of {@code seat}: any {@code amount} of its own pagodas may pay, or null for a bid of 0. */
    public static Choice choice(QinState s, int seat, Bid bid) {
        return bid.amount() == 0 ? null : new Choice("pagodas", bid.amount(), owned(s, seat));
    }

    private static List<String> owned(QinState s, int seat) {
        List<String> out = new ArrayList<>();
        for (Pagoda p : s.pagodas()) {
            if (s.owners(p).contains(seat)) {
                out.add(p.id());
            }
        }
        return out;
    }

    public void decide(Play.Turn t, int seat, QinMove move) {
        if (!QinRuleset.MOVES.answers(QinRuleset.Decision.AUCTION, move)) {
            throw RuleViolation.illegal("wrongStep", "The auction for turn " + t.state().auction().turn() + " is open:"
                    + " only a 'bid' is taken until every bid is in.");
        }
        QinRuleset.MOVES.handle(new Play.Deciding(t, false), seat, move);
    }

    /** [qin D31] {@code seat}'s sealed bid: at most its own pagodas, each named once; the last one in reveals them. */
    public static void bid(Play.Turn t, int seat, Bid bid) {
        QinState s = t.state();
        int max = s.auction().maxBids().get(seat);
        if (bid.amount() > max) {
            throw RuleViolation.illegal("invalidBid", "You own " + max + " pagodas, so you may bid at most " + max
                    + ".");
        }
        if (bid.pagodas().size() != bid.amount()) {
            throw RuleViolation.illegal("invalidBid", "A bid of " + bid.amount() + " names exactly " + bid.amount()
                    + " of your pagodas to pay with, not " + bid.pagodas().size() + ".");
        }
        List<String> ids = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (PagodaRef ref : bid.pagodas()) {
            Pagoda p = ref.in(s);
            if (p == null) {
                throw RuleViolation.illegal("noSuchPagoda", "There is no pagoda " + ref + " on the board.");
            }
            if (!s.owners(p).contains(seat)) {
                throw RuleViolation.illegal("notOwner", "Pagoda " + p.id() + " is not yours to bid.");
            }
            if (!seen.add(p.id())) {
                throw RuleViolation.illegal("invalidBid", "Pagoda " + p.id() + " is named twice; a bid names "
                        + bid.amount() + " different pagodas.");
            }
            ids.add(p.id());
        }
        ids.sort(java.util.Comparator.comparingInt(id -> index(s, id)));
        t.emit(new BidSubmitted(seat, bid.amount(), ids));
        reveal(t);
    }

    private static int index(QinState s, String id) {
        for (int i = 0; i < s.pagodas().size(); i++) {
            if (s.pagodas().get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** Once every bid is in: the reveal, the winner's payment, and its turn. */
    private static void reveal(Play.Turn t) {
        QinState s = t.state();
        Open a = s.auction();
        List<Integer> amounts = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (a.waitsFor(seat)) {
                return;
            }
            amounts.add(a.amounts().get(seat) == null ? 0 : a.amounts().get(seat));
        }
        int winner = -1;
        for (int k = 1; k <= s.seats(); k++) {
            int seat = (previous(s) + k) % s.seats();
            if (winner < 0 || amounts.get(seat) > amounts.get(winner)) {
                winner = seat;
            }
        }
        List<List<String>> pagodas = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            pagodas.add(a.pagodas().get(seat) == null ? List.of() : a.pagodas().get(seat));
        }
        t.emit(new BidsRevealed(amounts, pagodas, winner));
        if (amounts.get(winner) > 0) {
            t.emit(new AuctionPaid(winner, pagodas.get(winner)));
        }
        Play.startTurn(t, winner);
    }

    /** The auction after {@code event}, one of its own. */
    public static Open fold(Open a, QinEvent event) {
        if (event instanceof AuctionOpened e) {
            List<Integer> none = new ArrayList<>();
            List<List<String>> nothing = new ArrayList<>();
            for (int seat = 0; seat < e.maxBids().size(); seat++) {
                none.add(null);
                nothing.add(null);
            }
            return new Open(e.turn(), e.maxBids(), java.util.Collections.unmodifiableList(none),
                    java.util.Collections.unmodifiableList(nothing));
        }
        if (event instanceof BidSubmitted e) {
            return a.with(e.seat(), e.amount(), e.pagodas());
        }
        return null;   // revealed: the auction is over
    }

    public static AuctionView view(Open a, ziggurat.engine.Viewer viewer, boolean all) {
        List<BidderView> seats = new ArrayList<>();
        for (int seat = 0; seat < a.maxBids().size(); seat++) {
            boolean mine = all || viewer.sees(seat);
            seats.add(new BidderView(seat, a.maxBids().get(seat), a.amounts().get(seat) != null,
                    mine ? a.amounts().get(seat) : null, mine ? a.pagodas().get(seat) : null));
        }
        return new AuctionView(a.turn(), seats);
    }
}
