package ziggurat.games.qin.extra;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Nullable;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.TradeAccepted;
import ziggurat.games.qin.QinEvent.TradeLapsed;
import ziggurat.games.qin.QinEvent.TradeOffered;
import ziggurat.games.qin.QinEvent.TradeRefused;
import ziggurat.games.qin.QinEvent.TradeWithdrawn;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.OfferTrade;
import ziggurat.games.qin.QinMove.RespondTrade;
import ziggurat.games.qin.QinMove.WithdrawTrade;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TileType;
import ziggurat.games.qin.order.Round;

/**
 * [qin §5.7.3, D54] {@code mil}, Tile trading: the owner of {@code offerTrade}, {@code respondTrade} and
 * {@code withdrawTrade} in both turn orders. In a sequential turn, after the draw step the active player offers tiles
 * of its hand to another seat for tiles it names; the offer is public, and while it is open the game waits for both the
 * target ({@code respondTrade}) and the offerer ({@code withdrawTrade} only) [qin §7.1]. Under {@code niu}, every seat
 * offers in the extras window, one offer open per seat, and the target of an offer answers it before it may send
 * {@code ready} [qin D32, §5.4.3]. Accepting swaps the tiles at once.
 *
 * <p>The legal moves list the one-for-one offers (every tile of the hand for every tile code, to every other seat):
 * what may be asked for has no bound the table shows, so the larger offers decide accepts are not enumerated.
 */
public record TileTrading() implements Extra {

    /** What a seat owes this extra in the round: one value, for every seat that owes it. */
    private static final Owed ANSWER = new Owed("respondTrade", false, "pendingResponse",
            "An offer to you waits for your answer before you can send 'ready' [qin §5.4.3].");

    /** An open offer [qin D54]. */
    public record Offer(int from, int to, List<TileType> give, List<TileType> want) {
    }

    // ---------------------------------------------------------------- the rule, in either turn order

    /** [qin D54] an offer goes to another seat of the game, of tiles the offerer's hand holds. */
    private static void requireTarget(QinState s, int seat, OfferTrade m) {
        if (m.to() >= s.seats() || m.to() == seat) {
            throw RuleViolation.illegal("notParticipant", "Offers go to another seat of the game, not to " + m.to()
                    + ".");
        }
    }

    private static void requireHeld(QinState s, int seat, OfferTrade m) {
        if (!s.holds(seat, m.give())) {
            throw RuleViolation.illegal("tilesNotInHand", "Your hand does not hold " + m.give() + ".");
        }
    }

    /** {@code seat}'s open offer, or null: one at a time. */
    private static @Nullable Offer offerFrom(QinState s, int seat) {
        for (Offer o : s.offers()) {   // a loop, not a stream: the window's listing asks it per tile and seat
            if (o.from() == seat) {
                return o;
            }
        }
        return null;
    }

    /** The oldest open offer to {@code seat}, the one its {@code respondTrade} answers; null if none. */
    public static @Nullable Offer offerTo(QinState s, int seat) {
        for (Offer o : s.offers()) {
            if (o.to() == seat) {
                return o;
            }
        }
        return null;
    }

    /**
     * {@code seat}'s answer to the open offer to it from {@code m.from()}, or the oldest without it [qin §5.7.3]:
     * refused, or accepted and the tiles swap at once, or lapsed if the offerer no longer holds what it offered. Only
     * under {@code niu} can that happen (after another trade or a destruction in the extras window); in sequential
     * play the offerer cannot act while its offer is open.
     */
    private static void answer(Play.Turn t, int seat, RespondTrade m) {
        QinState s = t.state();
        Offer offer = m.from() == null ? offerTo(s, seat)
                : s.offers().stream().filter(o -> o.to() == seat && o.from() == m.from()).findFirst().orElse(null);
        if (offer == null) {
            throw RuleViolation.illegal("noOpenOffer", m.from() == null ? "No offer to you is open."
                    : "Seat " + m.from() + " has no open offer to you.");
        }
        if (!m.accept()) {
            t.emit(new TradeRefused(offer.from(), seat));
        } else if (!s.holds(seat, offer.want())) {
            throw RuleViolation.illegal("tilesNotInHand", "Your hand does not hold " + offer.want() + "; you can"
                    + " only refuse.");
        } else if (!s.holds(offer.from(), offer.give())) {
            t.emit(new TradeLapsed(offer.from(), seat));
        } else {
            t.emit(new TradeAccepted(offer.from(), seat, offer.give(), offer.want()));
        }
    }

    private static void withdraw(Play.Turn t, int seat) {
        Offer offer = offerFrom(t.state(), seat);
        if (offer == null) {
            throw RuleViolation.illegal("noOpenOffer", "You have no open offer to withdraw.");
        }
        t.emit(new TradeWithdrawn(seat, offer.to()));
    }

    // ---------------------------------------------------------------- a sequential turn

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (move instanceof OfferTrade m) {
            Play.requireFree(s, seat);   // the open offer, if any, is waited for: one at a time
            requireTarget(s, seat, m);
            requireHeld(s, seat, m);
            Play.closeDrawStep(t, seat);
            t.emit(new TradeOffered(seat, m.to(), m.give(), m.want()));
            return true;
        }
        if (move instanceof RespondTrade m) {
            answer(t, seat, m);
            return true;
        }
        if (move instanceof WithdrawTrade) {
            withdraw(t, seat);
            return true;
        }
        return false;
    }

    @Override
    public void waitingFor(QinState s, Map<Integer, String> out) {
        for (Offer o : s.offers()) {
            out.put(o.to(), "respondTrade");
            out.putIfAbsent(o.from(), "withdrawTrade");
        }
    }

    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (!s.offers().isEmpty()) {
            for (Offer o : s.offers()) {
                if (o.to() == seat) {
                    out.add(new RespondTrade(false));
                    if (s.holds(seat, o.want())) {
                        out.add(new RespondTrade(true));
                    }
                }
                if (o.from() == seat) {
                    out.add(new WithdrawTrade());
                }
            }
            return;
        }
        if (s.active() != seat || s.step() == null || s.owed(seat) > 0 || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        for (int to = 0; to < s.seats(); to++) {
            if (to == seat) {
                continue;
            }
            for (TileType give : TileType.values()) {
                if (s.inHand(seat, give) == 0) {
                    continue;
                }
                for (TileType want : TileType.values()) {
                    out.add(new OfferTrade(to, List.of(give), List.of(want)));
                }
            }
        }
    }

    /** [qin D54] the passive answers: the target refuses, the offerer withdraws. */
    @Override
    public QinMove defaultMove(QinState s, int seat) {
        for (Offer o : s.offers()) {
            if (o.to() == seat) {
                return new RespondTrade(false);
            }
            if (o.from() == seat) {
                return new WithdrawTrade();
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- the extras window under niu

    @Override
    public boolean actsInExtrasWindow() {
        return true;
    }

    /** The target of an open offer answers it before it may send {@code ready} [qin §5.4.3]. */
    @Override
    public @Nullable Owed owed(QinState s, int seat) {
        return !inWindow(s) || offerTo(s, seat) == null ? null : ANSWER;
    }

    /**
     * The answers first: several seats may have offers open to this one, and each answer names the offer it answers,
     * oldest first; then withdrawing one's own.
     */
    @Override
    public void roundMoves(QinState s, int seat, List<QinMove> out) {
        if (!inWindow(s)) {
            return;
        }
        for (Offer o : s.offers()) {
            if (o.to() == seat) {
                out.add(new RespondTrade(false, o.from()));
                if (s.holds(seat, o.want())) {
                    out.add(new RespondTrade(true, o.from()));
                }
            }
        }
        if (offerFrom(s, seat) != null) {
            out.add(new WithdrawTrade());
        }
    }

    /** One tile for each tile code, while the seat has no offer open. */
    @Override
    public void towards(QinState s, int seat, TileType give, int other, List<QinMove> out) {
        if (offerFrom(s, seat) != null) {
            return;
        }
        for (TileType want : TileType.values()) {
            out.add(new OfferTrade(other, List.of(give), List.of(want)));
        }
    }

    @Override
    public boolean roundDecide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (!inWindow(s)) {
            return false;
        }
        if (move instanceof OfferTrade m) {
            requireTarget(s, seat, m);
            if (offerFrom(s, seat) != null) {
                throw RuleViolation.illegal("pendingResponse", "Your offer is still open: one offer at a time.");
            }
            requireHeld(s, seat, m);
            t.emit(new TradeOffered(seat, m.to(), m.give(), m.want()));
            return true;
        }
        if (move instanceof RespondTrade m) {
            answer(t, seat, m);
            return true;
        }
        if (move instanceof WithdrawTrade) {
            withdraw(t, seat);
            return true;
        }
        return false;
    }

    private static boolean inWindow(QinState s) {
        return s.round() != null && s.round().window() == Round.Window.EXTRAS;
    }
}
