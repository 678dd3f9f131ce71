package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import ziggurat.engine.LegalMove;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.games.attika.AttikaState.Mode;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * [attika §8.4, D32] every legal move of the pending seat, by move type in the order of [attika §8.2], then building id in
 * component-set order, then hex (r, then q). Each build lists one (building, hex) pair with the cheapest payment
 * and its price beside it; placements the player cannot afford are left out.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    /** What a build's entry shows beside the move: the price and the number of cards of the cheapest payment. */
    public record BuildPrice(boolean free, boolean provisional, Payment remainder, int remainderAny, int surcharge,
                             int cards) {
    }

    /** The cards {@code endTurn} would draw now. */
    public record EndTurnCards(int cards) {
    }

    static List<LegalMove<AttikaMove>> of(AttikaState s, int seat) {
        List<LegalMove<AttikaMove>> out = new ArrayList<>();
        if (s.over() || s.turnSeat != seat) {
            return out;
        }
        if (s.mapTile != null) {
            for (Hex site : MapGrowth.legalSites(s)) {
                for (int rot = 0; rot < 6; rot++) {
                    out.add(LegalMove.of(new PlaceMapTile(site, rot)));
                }
            }
            return out;
        }
        AttikaState.Seat p = s.seats.get(seat);
        if (s.drawn != null) {
            builds(s, seat, List.of(s.set.building(s.drawn)), true, out);
            out.add(LegalMove.of(new StoreDrawn()));
            return out;
        }
        // pending action
        if (s.mode != Mode.BUILD && s.capacity(Mode.DRAW) - s.used > 0) {
            for (StackName name : StackName.values()) {
                if (!p.stacks.get(name.ordinal()).isEmpty()) {
                    out.add(LegalMove.of(new DrawBuilding(name)));
                }
            }
        }
        if (s.mode != Mode.DRAW && s.capacity(Mode.BUILD) - s.used > 0) {
            List<Building> board = new ArrayList<>();
            for (String id : p.board) {
                board.add(s.set.building(id));
            }
            board.sort(Comparator.comparingInt(b -> s.set.indexOf(b.id())));
            builds(s, seat, board, false, out);
        }
        if (p.amphorae > 0) {
            out.add(LegalMove.of(new UseAmphora()));
        }
        out.add(new LegalMove<>(new EndTurn(), new EndTurnCards(Math.max(0, s.actionsLeft()))));
        return out;
    }

    private static void builds(AttikaState s, int seat, List<Building> buildings, boolean drawn,
                               List<LegalMove<AttikaMove>> out) {
        List<Hex> empty = new ArrayList<>();
        for (Hex h : s.hexes.keySet()) {
            if (!s.buildings.containsKey(h)) {
                empty.add(h);
            }
        }
        empty.sort(Hex.ORDER);
        int settlements = Settlements.count(s, seat);
        int[] hand = s.seats.get(seat).hand;
        for (Building b : buildings) {
            for (Hex h : empty) {
                Pricing.Quote q = Pricing.quote(s, seat, b, h, settlements);
                int[] pay = Pricing.cheapest(q, hand);
                if (pay == null) {
                    continue;
                }
                Payment payment = Payment.of(pay);
                AttikaMove move = drawn ? new BuildDrawn(h, payment) : new Build(b.id(), h, payment);
                out.add(new LegalMove<>(move, new BuildPrice(q.free(), b.costProvisional(), Payment.of(q.remainder()),
                        q.remainderAny(), q.surcharge(), payment.total())));
            }
        }
    }
}
