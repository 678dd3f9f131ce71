package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;

/** How villages affect the game [qin §5.6]: one module. */
public interface VillageRules {

    /** Whether the first placement next to a village founds it with a pagoda (Base). */
    boolean founds();

    /** Whether {@code seat} may cover the bare village {@code index} with a tile (Soft obstacle). */
    boolean coverable(QinState s, int seat, int index);

    /** Whether a pagoda is inert: owned by nobody, no power, never used (in a Trash-bin village). */
    boolean inert(QinState s, Pagoda p);

    /** The colours that own a pagoda in the bare village {@code index}. */
    List<TileColour> villageOwners(QinState s, int index);

    /** Whether a pagoda may be moved into a bare village [qin D40]: only under Trash bin. */
    default boolean takesMovedPagodas() {
        return false;
    }

    /**
     * [qin §5.6.1, D49] {@code ku}: the first placement next to a village builds a pagoda there, of the placer's
     * choice, owned (without Player colours) by the colours with the most cells beside the village.
     */
    record Base() implements VillageRules {
        public boolean founds() {
            return true;
        }

        public boolean coverable(QinState s, int seat, int index) {
            return false;
        }

        public boolean inert(QinState s, Pagoda p) {
            return false;
        }

        public List<TileColour> villageOwners(QinState s, int index) {
            int[] count = new int[TileColour.values().length];
            for (int n : s.board().neighbours(index)) {
                TileColour c = s.cellColour(n);
                if (c != null) {
                    count[c.ordinal()]++;
                }
            }
            int most = java.util.Arrays.stream(count).max().orElse(0);
            List<TileColour> out = new ArrayList<>();
            for (TileColour c : TileColour.values()) {
                if (most > 0 && count[c.ordinal()] == most) {
                    out.add(c);
                }
            }
            return out;
        }
    }

    /**
     * [qin §5.6.2, D50] {@code ko}: villages are never founded nor covered; a pagoda moved into one is inert. (Only the
     * movement modules move pagodas; without them villages are simply obstacles.)
     */
    record TrashBin() implements VillageRules {
        public boolean founds() {
            return false;
        }

        public boolean coverable(QinState s, int seat, int index) {
            return false;
        }

        public boolean inert(QinState s, Pagoda p) {
            int at = s.board().index(p.row(), p.col());
            return s.board().village(at);
        }

        public List<TileColour> villageOwners(QinState s, int index) {
            return List.of();
        }

        @Override
        public boolean takesMovedPagodas() {
            return true;
        }
    }

    /**
     * [qin §5.6.3, D51] {@code ke}: a village is an obstacle, except for a player whose own colour holds at least two
     * of its four neighbours: for them it is grass. A covered village is a coloured cell and conquered.
     */
    record SoftObstacle() implements VillageRules {
        public boolean founds() {
            return false;
        }

        public boolean coverable(QinState s, int seat, int index) {
            int own = 0;
            for (int n : s.board().neighbours(index)) {
                own += s.cellColour(n) == s.colourOf(seat) ? 1 : 0;
            }
            return own >= 2;
        }

        public boolean inert(QinState s, Pagoda p) {
            return false;
        }

        public List<TileColour> villageOwners(QinState s, int index) {
            return List.of();
        }
    }
}
