package ziggurat.games.attika;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Nullable;

/**
 * A component set [attika §1.2]: the buildings, map tiles and start layouts, which are data because the published
 * values are not available to the project (see {@link ComponentSets} for the shipped one and {@link SetValidation}
 * for the checks V1–V12). The record's JSON is the set's JSON, so {@code GameStarted} can embed it whole.
 */
public record ComponentSet(String id, int version, String name, boolean provisional, @Nullable String notice,
                           List<Building> buildings, List<MapTile> mapTiles, Map<String, Layout> layouts) {

    public ComponentSet {
        buildings = List.copyOf(buildings);
        mapTiles = List.copyOf(mapTiles);
        layouts = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(layouts));
    }

    /**
     * One building of the catalogue, the same for every colour [attika D2].
     *
     * @param cost printed cost: keys among {@code water forest hill mountain any}, a missing key meaning 0
     */
    public record Building(String id, String name, Group group, boolean main, Map<String, Integer> cost,
                           List<String> arrowsFrom, List<String> provisional) {

        public Building {
            cost = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(cost));
            arrowsFrom = List.copyOf(arrowsFrom);
            provisional = List.copyOf(provisional);
        }

        int cost(Resource r) {
            return cost.getOrDefault(r.toString(), 0);
        }

        int costAny() {
            return cost.getOrDefault("any", 0);
        }

        boolean costProvisional() {
            return provisional.contains("cost");
        }
    }

    /** A rosette of 7 hexes: index 0 is the centre, 1+i the neighbour in direction i at rotation 0; null is blank. */
    public record MapTile(String id, List<@Nullable Resource> hexes, List<String> provisional) {

        public MapTile {
            hexes = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(hexes));
            provisional = List.copyOf(provisional);
        }
    }

    /** The start layout for a player count: 2n rosette centres and n shrine hexes ({@code S1} … in order). */
    public record Layout(List<Hex> tiles, List<Hex> shrines, List<String> provisional) {

        public Layout {
            tiles = List.copyOf(tiles);
            shrines = List.copyOf(shrines);
            provisional = List.copyOf(provisional);
        }
    }

    Building building(String buildingId) {
        for (Building b : buildings) {
            if (b.id().equals(buildingId)) {
                return b;
            }
        }
        return null;
    }

    int indexOf(String buildingId) {
        for (int i = 0; i < buildings.size(); i++) {
            if (buildings.get(i).id().equals(buildingId)) {
                return i;
            }
        }
        return -1;
    }

    MapTile tile(String tileId) {
        for (MapTile t : mapTiles) {
            if (t.id().equals(tileId)) {
                return t;
            }
        }
        return null;
    }

    Layout layout(int players) {
        return layouts.get(String.valueOf(players));
    }
}
