package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The map's hexes, numbered [attika §2.1]: number i is the i-th map hex in legal-move order (by r, then q
 * [attika §8.4]), with the resource it shows and the numbers of its six neighbours. Made anew each time a tile is
 * placed, a few times a game, so that pricing a hex [attika §5.2] reads arrays instead of hashing coordinates.
 * Immutable.
 */
final class MapHexes {

    /** The number of a hex that is not a map hex: a hole, a shrine hex or beyond the map. */
    static final int OFF = -1;
    /** The resource of a blank hex. */
    static final int BLANK = -1;

    static final MapHexes EMPTY = new MapHexes(Map.of());

    private final Hex[] hexes;
    private final int[] resources;
    /** {@code neighbours[6 * i + d]}: the number of hex i's neighbour in direction d, or {@link #OFF}. */
    private final int[] neighbours;
    private final Map<Hex, Integer> numbers;

    /** {@code resources}: each map hex with its resource's ordinal, or {@link #BLANK}. */
    private MapHexes(Map<Hex, Integer> resources) {
        List<Hex> ordered = new ArrayList<>(resources.keySet());
        ordered.sort(Hex.ORDER);
        int n = ordered.size();
        this.hexes = ordered.toArray(new Hex[0]);
        this.resources = new int[n];
        this.numbers = new HashMap<>(2 * n);
        for (int i = 0; i < n; i++) {
            this.resources[i] = resources.get(hexes[i]);
            numbers.put(hexes[i], i);
        }
        this.neighbours = new int[6 * n];
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < 6; d++) {
                neighbours[6 * i + d] = number(hexes[i].neighbour(d));
            }
        }
    }

    /** The map of these hexes, each with its resource's ordinal or {@link #BLANK}. */
    static MapHexes of(Map<Hex, Integer> resources) {
        return new MapHexes(resources);
    }

    /** This map with a tile's seven hexes added [attika §2.2]. */
    MapHexes with(ComponentSet.MapTile tile, Hex at, int rotation) {
        Map<Hex, Integer> all = new HashMap<>(resources());
        for (int i = 0; i < 7; i++) {
            Resource r = tile.hexes().get(i);
            all.put(Lattice.hexOfTile(at, i, rotation), r == null ? BLANK : r.ordinal());
        }
        return new MapHexes(all);
    }

    /** Each map hex with its resource's ordinal or {@link #BLANK}. */
    Map<Hex, Integer> resources() {
        Map<Hex, Integer> out = new HashMap<>(2 * hexes.length);
        for (int i = 0; i < hexes.length; i++) {
            out.put(hexes[i], resources[i]);
        }
        return out;
    }

    int size() {
        return hexes.length;
    }

    Hex hex(int number) {
        return hexes[number];
    }

    /** The hex's number, or {@link #OFF} when it is not a map hex. */
    int number(Hex h) {
        Integer n = numbers.get(h);
        return n == null ? OFF : n;
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
