package ziggurat.games.attika;

import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.AttikaEvent.BuildingBuilt;
import ziggurat.games.attika.AttikaEvent.From;
import ziggurat.games.attika.AttikaState.Mode;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * [attika §5] building: where a building may go, its price and payment, and what follows a placement [attika §5.8]: the
 * win check, the amphora awards, map growth for a drawn building that emptied its stack, and the automatic end.
 */
final class Construction {

    private Construction() {
    }

    /** [attika §4.4] a build action from the own board. */
    static void build(Resolution r, int seat, AttikaMove.Build move) {
        AttikaState s = r.state();
        if (s.mode == Mode.DRAW) {
            throw RuleViolation.illegal("MODE_IS_DRAW",
                    "You drew this turn, so you cannot build from your board: the two modes never mix.");
        }
        if (s.capacity(Mode.BUILD) - s.used <= 0) {
            throw RuleViolation.illegal("NO_ACTIONS_LEFT", "You have no build action left this turn.");
        }
        Building b = s.set.building(move.building());
        if (b == null) {
            throw RuleViolation.illegal("UNKNOWN_BUILDING", "There is no building '" + move.building()
                    + "' in this game's component set.");
        }
        if (!s.seats.get(seat).board.contains(b.id())) {
            throw RuleViolation.illegal("NOT_ON_BOARD", "'" + b.id() + "' is not on your board.");
        }
        place(r, seat, b, move.at(), move.payment(), From.BOARD);
    }

    /** [attika §4.3] the drawn building, built at once. */
    static void buildDrawn(Resolution r, int seat, AttikaMove.BuildDrawn move) {
        AttikaState s = r.state();
        Building b = s.set.building(s.drawn);
        boolean emptied = s.drawnEmptied;
        place(r, seat, b, move.at(), move.payment(), From.DRAWN);
        if (r.state().over()) {
            return;
        }
        if (emptied) {
            MapGrowth.grow(r, seat);
        }
        Turn.autoEnd(r);
    }

    private static void place(Resolution r, int seat, Building b, Hex at, Payment payment, From from) {
        AttikaState s = r.state();
        checkHex(s, at);
        int settlements = Settlements.count(s, seat);
        Pricing.Quote q = Pricing.quote(s, seat, b, at, settlements);
        Pricing.check(q, s.seats.get(seat).hand, payment);
        int after = Settlements.countWith(s, seat, at);
        r.emit(new BuildingBuilt(seat, b.id(), at, from, q.free(), q.price(), payment, q.newSettlement(), after));
        if (Victory.check(r, seat, at)) {
            return;
        }
        Amphorae.award(r, seat);
        if (from == From.BOARD) {
            Turn.autoEnd(r);
        }
    }

    /** [attika §5.1] any empty map hex: not a hole, not a shrine hex, no building on it. */
    static void checkHex(AttikaState s, Hex at) {
        if (!s.isMapHex(at)) {
            throw RuleViolation.illegal("NOT_A_MAP_HEX", at + (s.isShrine(at) ? " is a shrine hex" : " is a hole")
                    + "; buildings go on empty map hexes.");
        }
        if (s.buildingAt(at) != null) {
            throw RuleViolation.illegal("HEX_OCCUPIED", at + " already holds a building.");
        }
    }
}
