package ziggurat.games.attika;

import java.util.Arrays;
import java.util.Map;

/**
 * The map's hexes, numbered [attika §2.1]: number i is the i-th map hex in legal-move order (by r, then q
 * [attika §8.4]), with the resource it shows and the numbers of its six neighbours. Made anew each time a tile is
 * placed, a few times a game, so that pricing a hex [attika §5.2] reads arrays instead of hashing coordinates.
 * A hex's number is looked up in a grid over the map's bounding box (rows r, columns q), which also gives the
 * legal-move order by reading it row by row. Immutable.
 */
final class MapHexes {

    /** The number of a hex that is not a map hex: a hole, a shrine hex or beyond the map. */
    static final int OFF = -1;
    /** The resource of a blank hex. */
    static final int BLANK = -1;

    static final MapHexes EMPTY = new MapHexes(new Hex[0], new int[0]);

    private final Hex[] hexes;
    private final int[] resources;
    /** {@code neighbours[6 * i + d]}: the number of hex i's neighbour in direction d, or {@link #OFF}. */
    private final int[] neighbours;
    /** The bounding box's first column and row, and its width in columns. */
    private final int minQ;
    private final int minR;
    private final int width;
    /** {@code grid[(r - minR) * width + (q - minQ)]}: the number of hex (q, r), or {@link #OFF}. */
    private final int[] grid;

    /** {@code hexes} in any order, each with its resource's ordinal or {@link #BLANK} at the same index. */
    private MapHexes(Hex[] hexes, int[] resources) {
        int n = hexes.length;
        int minQ = Integer.MAX_VALUE, minR = Integer.MAX_VALUE, maxQ = Integer.MIN_VALUE, maxR = Integer.MIN_VALUE;
        for (Hex h : hexes) {
            minQ = Math.min(minQ, h.q());
            minR = Math.min(minR, h.r());
            maxQ = Math.max(maxQ, h.q());
            maxR = Math.max(maxR, h.r());
        }
        this.minQ = minQ;
        this.minR = minR;
        this.width = n == 0 ? 0 : maxQ - minQ + 1;
        int height = n == 0 ? 0 : maxR - minR + 1;
        // first each cell holds the index of its hex in the arguments, then its number
        this.grid = new int[width * height];
        Arrays.fill(grid, OFF);
        for (int i = 0; i < n; i++) {
            grid[cell(hexes[i].q(), hexes[i].r())] = i;
        }
        this.hexes = new Hex[n];
        this.resources = new int[n];
        int number = 0;
        for (int c = 0; c < grid.length; c++) { // row by row: by r, then q
            if (grid[c] != OFF) {
                this.hexes[number] = hexes[grid[c]];
                this.resources[number] = resources[grid[c]];
                grid[c] = number++;
            }
        }
        this.neighbours = new int[6 * n];
        for (int i = 0; i < n; i++) {
            Hex h = this.hexes[i];
            for (int d = 0; d < 6; d++) {
                neighbours[6 * i + d] = number(h.q() + Hex.OFFSETS[d][0], h.r() + Hex.OFFSETS[d][1]);
            }
        }
    }

    private int cell(int q, int r) {
        return (r - minR) * width + (q - minQ);
    }

    /** The map of these hexes, each with its resource's ordinal or {@link #BLANK}. */
    static MapHexes of(Map<Hex, Integer> resources) {
        Hex[] hexes = resources.keySet().toArray(new Hex[0]);
        int[] values = new int[hexes.length];
        for (int i = 0; i < hexes.length; i++) {
            values[i] = resources.get(hexes[i]);
        }
        return new MapHexes(hexes, values);
    }

    /** This map with a tile's seven hexes added [attika §2.2]. */
    MapHexes with(ComponentSet.MapTile tile, Hex at, int rotation) {
        int n = hexes.length;
        Hex[] all = Arrays.copyOf(hexes, n + 7);
        int[] values = Arrays.copyOf(resources, n + 7);
        for (int i = 0; i < 7; i++) {
            Resource r = tile.hexes().get(i);
            all[n + i] = Lattice.hexOfTile(at, i, rotation);
            values[n + i] = r == null ? BLANK : r.ordinal();
        }
        return new MapHexes(all, values);
    }

    int size() {
        return hexes.length;
    }

    Hex hex(int number) {
        return hexes[number];
    }

    /** The hex's number, or {@link #OFF} when it is not a map hex. */
    int number(Hex h) {
        return number(h.q(), h.r());
    }

    private int number(int q, int r) {
        int column = q - minQ;
        int row = r - minR;
        if (column < 0 || column >= width || row < 0 || width == 0 || row >= grid.length / width) {
            return OFF;
        }
        return grid[row * width + column];
    }

    /** The resource's ordinal shown on the hex, or {@link #BLANK}. */
    int resource(int number) {
        return resources[number];
    }

    /** The number of the neighbour in direction {@code d} (see {@link Hex#OFFSETS}), or {@link #OFF}. */
    int neighbour(int number, int d) {
        return neighbours[6 * number + d];
    }
}
