package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestState.ShipOffer;

/**
 * Ships [contest §8]. Four cards of one colour directly above and including the card just played may become a ship:
 * blue builds any ship, another colour only the blue ship of that colour. Leaders on the four cards go home.
 * At the end of the active seat's turn each ship pays that seat once per matching leader in its kingdom.
 */
final class Ships {

    private Ships() {
    }

    static void build(Resolution r, int seat, Ship ship) {
        ContestState s = r.state();
        ShipOffer offer = s.shipOffer();
        if (!offer.ships().contains(ship)) {
            throw RuleViolation.illegal("SHIP_NOT_ALLOWED",
                    "The " + ship + " ship is not available for this run; allowed: " + offer.ships() + ".");
        }
        List<Integer> rows = rows(offer);
        for (int row : rows) {
            int occupant = s.occupant(ContestState.cellCode(offer.col(), row));
            if (occupant >= 0) {
                r.emit(new LeaderReturned(occupant / 4, Colour.of(occupant % 4), Position.cell(offer.col(), row),
                        ReturnReason.SHIP));
            }
        }
        r.emit(new ShipBuilt(seat, ship, offer.col(), rows));
    }

    static void decline(Resolution r, int seat) {
        ShipOffer offer = r.state().shipOffer();
        r.emit(new ShipDeclined(seat, offer.col(), rows(offer)));
    }

    static List<Integer> rows(ShipOffer offer) {
        return List.of(offer.firstRow(), offer.firstRow() + 1, offer.firstRow() + 2, offer.firstRow() + 3);
    }

    /** [contest §8.5] with [contest D16, D17]: ships in display order, blue first, once per ship. Only the active seat scores. */
    static void scoreForActiveSeat(Resolution r, int seat) {
        List<int[]> ships = new ArrayList<>(3);
        ContestState s = r.state();
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            for (int row = 1; row <= s.size(c); row++) {
                if (s.shipAt(c, row) != null) {
                    ships.add(new int[] {c, row});
                }
            }
        }
        for (int[] at : ships) {
            Ship ship = s.shipAt(at[0], at[1]);
            int lo = s.kingdomStart(at[0]);
            int hi = s.kingdomEnd(at[0]);
            for (Colour colour : new Colour[] {Colour.BLUE, ship.other()}) {
                if (ContestState.within(s.leaderCode(seat, colour), lo, hi)) {
                    Scoring.payFromHand(r, seat, colour, Reason.SHIP);
                }
            }
        }
    }
}
