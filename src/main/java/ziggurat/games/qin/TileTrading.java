package ziggurat.games.qin;

import java.util.List;
import java.util.Map;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Nullable;
import ziggurat.games.qin.QinEvent.TradeAccepted;
import ziggurat.games.qin.QinEvent.TradeLapsed;
import ziggurat.games.qin.QinEvent.TradeOffered;
import ziggurat.games.qin.QinEvent.TradeRefused;
import ziggurat.games.qin.QinEvent.TradeWithdrawn;
import ziggurat.games.qin.QinMove.OfferTrade;
import ziggurat.games.qin.QinMove.RespondTrade;
import ziggurat.games.qin.QinMove.WithdrawTrade;
import ziggurat.games.qin.QinState.Offer;

/**
 * [qin §5.7.3, D54] {@code mil}, Tile trading: after the draw step the active player offers tiles of its hand to
 * another seat for tiles it names; the offer is public, and while it is open the game waits for both the target
 * ({@code respondTrade}) and the offerer ({@code withdrawTrade} only) [qin §7.1]. Accepting swaps the tiles at once.
 *
 * <p>The legal moves list the one-for-one offers (every tile of the hand for every tile code, to every other seat):
 * what may be asked for has no bound the table shows, so the larger offers decide accepts are not enumerated.
 */
record TileTrading() implements Extra {

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (move instanceof OfferTrade m) {
            Play.requireFree(s, seat);
            if (m.to() >= s.seats() || m.to() == seat) {
                throw RuleViolation.illegal("notParticipant", "Offers go to another seat of the game, not to " + m.to()
                        + ".");
            }
            if (!s.holds(seat, m.give())) {
                throw RuleViolation.illegal("tilesNotInHand", "Your hand does not hold " + m.give() + ".");
            }
            Play.closeDrawStep(t, seat);
            t.emit(new TradeOffered(seat, m.to(), m.give(), m.want()));
            return true;
        }
        if (move instanceof RespondTrade m) {
            answer(t, seat, m);
            return true;
        }
        if (move instanceof WithdrawTrade) {
            Offer offer = s.offers.stream().filter(o -> o.from() == seat).findFirst().orElse(null);
            if (offer == null) {
                throw RuleViolation.illegal("noOpenOffer", "You have no open offer to withdraw.");
            }
            t.emit(new TradeWithdrawn(seat, offer.to()));
            return true;
        }
        return false;
    }

    /** The oldest open offer to {@code seat}, the one its {@code respondTrade} answers; null if none. */
    static @Nullable Offer offerTo(QinState s, int seat) {
        return s.offers.stream().filter(o -> o.to() == seat).findFirst().orElse(null);
    }

    /**
     * {@code seat}'s answer to the open offer to it from {@code m.from()}, or the oldest without it [qin §5.7.3]: refused, or accepted and the tiles swap at
     * once, or lapsed if the offerer no longer holds what it offered. Only under {@code niu} can that happen (after
     * another trade or a destruction in the extras window); in sequential play the offerer cannot act while its
     * offer is open.
     */
    static void answer(Play.Turn t, int seat, RespondTrade m) {
        QinState s = t.state();
        Offer offer = m.from() == null ? offerTo(s, seat)
                : s.offers.stream().filter(o -> o.to() == seat && o.from() == m.from()).findFirst().orElse(null);
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

    @Override
    public void waitingFor(QinState s, Map<Integer, String> out) {
        for (Offer o : s.offers) {
            out.put(o.to(), "respondTrade");
            out.putIfAbsent(o.from(), "withdrawTrade");
        }
    }

    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (!s.offers.isEmpty()) {
            for (Offer o : s.offers) {
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
        for (Offer o : s.offers) {
            if (o.to() == seat) {
                return new RespondTrade(false);
            }
            if (o.from() == seat) {
                return new WithdrawTrade();
            }
        }
        return null;
    }
}
