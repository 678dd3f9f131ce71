package ziggurat.games.attika;

import java.util.Comparator;
import java.util.List;

/**
 * A hex in axial coordinates [attika §2.1, D9]: pointy-topped, r is the row and each row sits half a hex to the
 * right of the row above.
 */
public record Hex(int q, int r) {

    /** The six directions 0..5: east, north-east, north-west, west, south-west, south-east (counter-clockwise). */
    static final int[][] OFFSETS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

    /** Legal-move order: by r, then q [attika §8.4]. */
    static final Comparator<Hex> ORDER = Comparator.comparingInt(Hex::r).thenComparingInt(Hex::q);

    Hex neighbour(int direction) {
        int[] o = OFFSETS[Math.floorMod(direction, 6)];
        return new Hex(q + o[0], r + o[1]);
    }

    List<Hex> neighbours() {
        return List.of(neighbour(0), neighbour(1), neighbour(2), neighbour(3), neighbour(4), neighbour(5));
    }

    Hex plus(int dq, int dr) {
        return new Hex(q + dq, r + dr);
    }

    int distance(Hex o) {
        int dq = q - o.q;
        int dr = r - o.r;
        return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    }

    boolean adjacent(Hex o) {
        return distance(o) == 1;
    }

    @Override
    public String toString() {
        return "(" + q + "," + r + ")";
    }
}
