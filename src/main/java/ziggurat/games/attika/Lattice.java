package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed lattice of rosette sites [attika §2.2, D10]: a hex is a lattice centre when (q − 2r) mod 7 = 0; every hex
 * belongs to exactly one site; a tile at centre c with rotation k puts {@code hexes[1+i]} on c + offset((i + k) mod 6).
 */
final class Lattice {

    private Lattice() {
    }

    /** The six neighbouring sites of a centre. */
    static final int[][] SITE_OFFSETS = {{2, 1}, {-1, 3}, {-3, 2}, {-2, -1}, {1, -3}, {3, -2}};

    /** Direction j of the hex from its centre, by v = (q − 2r) mod 7 (index v; v = 0 is the centre). */
    private static final int[] DIRECTION_OF = {-1, 0, 2, 1, 4, 5, 3};

    static boolean isCentre(Hex h) {
        return Math.floorMod(h.q() - 2 * h.r(), 7) == 0;
    }

    /** The centre of the site that holds {@code h}. */
    static Hex siteOf(Hex h) {
        int v = Math.floorMod(h.q() - 2 * h.r(), 7);
        if (v == 0) {
            return h;
        }
        int[] o = Hex.OFFSETS[DIRECTION_OF[v]];
        return new Hex(h.q() - o[0], h.r() - o[1]);
    }

    /** The 7 hexes of the rosette at {@code centre}: the centre, then the neighbour in direction 0..5. */
    static List<Hex> rosette(Hex centre) {
        List<Hex> out = new ArrayList<>(7);
        out.add(centre);
        out.addAll(centre.neighbours());
        return out;
    }

    /** The hex that {@code hexes[index]} of a tile lands on, at {@code centre} and {@code rotation}. */
    static Hex hexOfTile(Hex centre, int index, int rotation) {
        return index == 0 ? centre : centre.neighbour(index - 1 + rotation);
    }

    static List<Hex> neighbourSites(Hex centre) {
        List<Hex> out = new ArrayList<>(6);
        for (int[] o : SITE_OFFSETS) {
            out.add(centre.plus(o[0], o[1]));
        }
        return out;
    }

    static boolean neighbourSites(Hex a, Hex b) {
        for (int[] o : SITE_OFFSETS) {
            if (a.plus(o[0], o[1]).equals(b)) {
                return true;
            }
        }
        return false;
    }
}
