package ziggurat.games.qin;

import java.util.Map;

/**
 * When the game ends [qin §5.2]: one or more modules, any one of which ends it, checked only at the end of a complete
 * turn [qin D21]. The universal ends ({@code noTilesInAnyHand}, {@code stalled}) are the ruleset's, not modules.
 */
public interface EndRule {

    /** The module's JSON id, as {@code endReasons} names it. */
    String id();

    boolean holds(QinState s);

    /** [qin §5.2.1, D23] {@code les}: the supply (the pile) is empty. */
    record SupplyEmpty() implements EndRule {
        public String id() {
            return "supplyEmpty";
        }

        public boolean holds(QinState s) {
            return s.supplySize() == 0;   // [qin D23] the display too
        }
    }

    /**
     * [qin §5.2.2, D24] {@code la}: tile cells on at least three edges, and, when the board has a starting edge, on the
     * edge opposite it. Start squares do not count; a corner touches two edges.
     */
    record BoardEdges() implements EndRule {
        static final Map<String, String> OPPOSITE = Map.of("N", "S", "S", "N", "E", "W", "W", "E");

        public String id() {
            return "boardEdges";
        }

        public boolean holds(QinState s) {
            Board b = s.board();
            java.util.Set<String> touched = new java.util.TreeSet<>();
            for (int i = 0; i < b.size(); i++) {
                if (!s.tileCell(i)) {
                    continue;
                }
                int r = i / b.cols();
                int c = i % b.cols();
                if (r == 0) touched.add("N");
                if (r == b.rows() - 1) touched.add("S");
                if (c == 0) touched.add("W");
                if (c == b.cols() - 1) touched.add("E");
            }
            String start = b.startingEdge();
            return touched.size() >= 3 && ("none".equals(start) || touched.contains(OPPOSITE.get(start)));
        }
    }

    /** [qin §5.2.3] {@code lo}: some seat owns 7 or more pagodas of one colour. */
    record SevenPagodasOneColour() implements EndRule {
        public String id() {
            return "sevenPagodasOneColour";
        }

        public boolean holds(QinState s) {
            for (int seat = 0; seat < s.seats(); seat++) {
                int[] byColour = new int[PagodaColour.values().length];
                for (Pagoda p : s.pagodas()) {
                    if (s.owners(p).contains(seat) && ++byColour[p.colour().ordinal()] >= 7) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    /** [qin §5.2.4] {@code le}: some seat has no tile in hand. */
    record HandEmpty() implements EndRule {
        public String id() {
            return "handEmpty";
        }

        public boolean holds(QinState s) {
            for (int seat = 0; seat < s.seats(); seat++) {
                if (s.handSize(seat) == 0) {
                    return true;
                }
            }
            return false;
        }
    }

    /** [qin §5.2.5, D25] {@code lu}: at least 7 villages conquered. */
    record SevenVillages() implements EndRule {
        public String id() {
            return "sevenVillages";
        }

        public boolean holds(QinState s) {
            return s.conqueredVillages() >= 7;
        }
    }
}
