package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.ComponentSet.Building;
import ziggurat.games.attika.ComponentSet.Layout;
import ziggurat.games.attika.ComponentSet.MapTile;

/**
 * [attika §1.3] the checks V1–V12 of a component set, read from plain JSON values (maps, lists, strings, numbers,
 * booleans). Every failed check is listed, each with its check id and the entry at fault; a set that fails is
 * refused with {@code INVALID_COMPONENT_SET}.
 *
 * <p>Why this file is about 600 lines: the twelve checks are read in the rules' order, side by side, as the rules
 * file lists them; each is a short method, and a reader checking one against [attika §1.3] finds them all here.
 */
final class SetValidation {

    private SetValidation() {
    }

    /** One failed check: {@code check} is V1..V12, {@code entry} names the entry at fault. */
    public record Problem(String check, String entry, String detail) {
    }

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");
    private static final Set<String> TOP = Set.of("id", "version", "name", "provisional", "notice", "buildings",
            "mapTiles", "layouts");
    private static final Set<String> BUILDING = Set.of("id", "name", "group", "main", "cost", "arrowsFrom", "provisional");
    private static final Set<String> TILE = Set.of("id", "hexes", "provisional");
    private static final Set<String> LAYOUT = Set.of("tiles", "shrines", "provisional");
    private static final Set<String> COST_KEYS = Set.of("water", "forest", "hill", "mountain", "any");

    /**
     * The JSON Schema of {@code options.componentSet} [attika §8.5], as plain JSON values: a shipped set's id, or a
     * whole set in the shape the per-entry checks of V1 (and V5's cost bounds, V9's seven hexes) read, so a client can
     * check a set's shape before sending it. The checks across entries (V2–V4, V6–V8, V10–V12) are the service's
     * alone; a set the schema accepts may still fail them, never the other way round.
     */
    static Map<String, Object> optionSchema(java.util.Collection<String> shippedIds) {
        Map<String, Object> id = ordered("type", "string", "pattern", "^" + ID.pattern() + "$");
        Map<String, Object> strings = ordered("type", "array", "items", ordered("type", "string"));
        Map<String, Object> hex = object(ordered("q", INTEGER, "r", INTEGER), List.of("q", "r"));
        Map<String, Object> hexes = ordered("type", "array", "items", hex);
        Map<String, Object> cost = new LinkedHashMap<>();
        for (String key : List.of("water", "forest", "hill", "mountain", "any")) {
            cost.put(key, ordered("type", "integer", "minimum", 0, "maximum", 9));
        }
        Map<String, Object> building = object(ordered(
                "id", id,
                "name", ordered("type", "string", "minLength", 1, "maxLength", 60),
                "group", ordered("type", "string", "enum", Group.WIRE.names()),
                "main", ordered("type", "boolean"),
                "cost", object(cost, List.of()),
                "arrowsFrom", strings,
                "provisional", provisional("name", "main", "cost", "arrowsFrom")), null);
        List<Object> hexOrBlank = new ArrayList<>(Resource.WIRE.names());
        hexOrBlank.add(null);
        Map<String, Object> tile = object(ordered(
                "id", ordered("type", "string"),
                "hexes", ordered("type", "array", "minItems", 7, "maxItems", 7,
                        "items", ordered("type", List.of("string", "null"), "enum", hexOrBlank)),
                "provisional", provisional("hexes")), null);
        Map<String, Object> layout = object(ordered("tiles", hexes, "shrines", hexes,
                "provisional", provisional("tiles", "shrines")), null);
        Map<String, Object> set = object(ordered(
                "id", id,
                "version", ordered("type", "integer", "minimum", 1, "maximum", Integer.MAX_VALUE),
                "name", ordered("type", "string", "minLength", 1, "maxLength", 80),
                "provisional", ordered("type", "boolean"),
                "notice", ordered("type", "string"),
                "buildings", ordered("type", "array", "items", building),
                "mapTiles", ordered("type", "array", "items", tile),
                "layouts", object(ordered("2", layout, "3", layout, "4", layout), List.of())),
                List.of("id", "version", "name", "provisional", "buildings", "mapTiles", "layouts"));
        set.put("description", "A whole component set of the caller's own [attika §1.3], checked at creation (V1–V12)"
                + " and refused with INVALID_COMPONENT_SET, every problem listed; a shipped set's data"
                + " (GET /v1/rulesets/attika) is one to start from.");
        Map<String, Object> shipped = new LinkedHashMap<>();
        shipped.put("type", "string");
        shipped.put("enum", List.copyOf(shippedIds));
        shipped.put("description", "The id of a shipped component set.");
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("oneOf", List.of(shipped, set));
        schema.put("example", ComponentSets.PROVISIONAL.set().id());
        return schema;
    }

    private static final Map<String, Object> INTEGER = ordered("type", "integer", "minimum", Integer.MIN_VALUE,
            "maximum", Integer.MAX_VALUE);

    /** An object of exactly these fields (unknown ones are V1's), {@code required} of them or else all. */
    private static Map<String, Object> object(Map<String, Object> properties, List<String> required) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "object");
        m.put("properties", properties);
        m.put("required", required == null ? List.copyOf(properties.keySet()) : required);
        m.put("additionalProperties", false);
        return m;
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    /** An entry's {@code provisional}: which of its values are stand-ins. */
    private static Map<String, Object> provisional(String... fields) {
        return ordered("type", "array", "items", ordered("type", "string", "enum", List.of(fields)));
    }

    /** The set, or a violation listing every problem. */
    static ComponentSet validated(Object raw) {
        List<Problem> problems = new ArrayList<>();
        ComponentSet set = read(raw, problems);
        if (!problems.isEmpty() || set == null) {
            List<Map<String, Object>> listed = new ArrayList<>();
            StringBuilder detail = new StringBuilder("The component set fails ").append(problems.size())
                    .append(problems.size() == 1 ? " check: " : " checks: ");
            for (int i = 0; i < problems.size(); i++) {
                Problem p = problems.get(i);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("check", p.check());
                m.put("entry", p.entry());
                m.put("detail", p.detail());
                listed.add(m);
                detail.append(i == 0 ? "" : "; ").append(p.check()).append(" (").append(p.entry()).append(") ")
                        .append(p.detail());
            }
            throw RuleViolation.invalidSetup("INVALID_COMPONENT_SET", detail.append('.').toString(), Map.of("problems", listed), null);
        }
        return set;
    }

    /** The problems of {@code raw}; empty when it is a valid set. */
    static List<Problem> problems(Object raw) {
        List<Problem> problems = new ArrayList<>();
        read(raw, problems);
        return problems;
    }

    private static ComponentSet read(Object raw, List<Problem> problems) {
        if (!(raw instanceof Map<?, ?> top)) {
            problems.add(new Problem("V1", "set", "must be a JSON object"));
            return null;
        }
        unknownFields(top, TOP, "set", problems);
        String id = string(top, "id", "set", problems);
        if (id != null && !ID.matcher(id).matches()) {
            problems.add(new Problem("V1", "id", "must match [a-z0-9][a-z0-9-]{0,39}"));
        }
        Integer version = integer(top, "version", "set", problems);
        if (version != null && version < 1) {
            problems.add(new Problem("V1", "version", "must be at least 1"));
        }
        String name = string(top, "name", "set", problems);
        if (name != null && (name.isEmpty() || name.length() > 80)) {
            problems.add(new Problem("V1", "name", "must have 1 to 80 characters"));
        }
        Boolean provisional = bool(top, "provisional", "set", problems);
        String notice = null;
        if (top.containsKey("notice")) {
            if (top.get("notice") instanceof String n) {
                notice = n;
            } else {
                problems.add(new Problem("V1", "notice", "must be a string"));
            }
        }

        List<Building> buildings = new ArrayList<>();
        Map<Building, String> buildingsAt = new java.util.IdentityHashMap<>();
        List<?> rawBuildings = list(top, "buildings", "set", problems);
        if (rawBuildings != null) {
            for (int i = 0; i < rawBuildings.size(); i++) {
                Building b = building(rawBuildings.get(i), i, problems);
                if (b != null) {
                    buildings.add(b);
                    buildingsAt.put(b, "buildings[" + i + "] " + b.id());
                }
            }
        }
        List<MapTile> tiles = new ArrayList<>();
        Map<MapTile, String> tilesAt = new java.util.IdentityHashMap<>();
        List<?> rawTiles = list(top, "mapTiles", "set", problems);
        if (rawTiles != null) {
            for (int i = 0; i < rawTiles.size(); i++) {
                MapTile t = tile(rawTiles.get(i), i, problems);
                if (t != null) {
                    tiles.add(t);
                    tilesAt.put(t, "mapTiles[" + i + "] " + t.id());
                }
            }
        }
        Map<String, Layout> layouts = new LinkedHashMap<>();
        Object rawLayouts = top.get("layouts");
        if (rawLayouts == null) {
            problems.add(new Problem("V1", "layouts", "is required"));
        } else if (!(rawLayouts instanceof Map<?, ?> lm)) {
            problems.add(new Problem("V1", "layouts", "must be an object"));
        } else {
            for (Map.Entry<?, ?> e : lm.entrySet()) {
                String key = String.valueOf(e.getKey());
                if (!Set.of("2", "3", "4").contains(key)) {
                    problems.add(new Problem("V1", "layouts." + key, "is not a layout key; use \"2\", \"3\" or \"4\""));
                    continue;
                }
                Layout l = layout(e.getValue(), key, problems);
                if (l != null) {
                    layouts.put(key, l);
                }
            }
        }

        checkBuildings(rawBuildings == null ? -1 : rawBuildings.size(), buildings, buildingsAt, problems);
        checkTiles(rawTiles == null ? -1 : rawTiles.size(), tiles, tilesAt, problems);
        checkLayouts(rawLayouts instanceof Map<?, ?> ? layouts : null, problems);

        // V12
        boolean anyProvisional = buildings.stream().anyMatch(b -> !b.provisional().isEmpty())
                || tiles.stream().anyMatch(t -> !t.provisional().isEmpty())
                || layouts.values().stream().anyMatch(l -> !l.provisional().isEmpty());
        if (anyProvisional && Boolean.FALSE.equals(provisional)) {
            problems.add(new Problem("V12", "provisional",
                    "an entry marks values as stand-ins, so the set's 'provisional' must be true"));
        }
        if (Boolean.TRUE.equals(provisional) && (notice == null || notice.isBlank())) {
            problems.add(new Problem("V12", "notice", "a provisional set needs a non-empty notice"));
        }
        if (!problems.isEmpty()) {
            return null;
        }
        return new ComponentSet(id, version, name, provisional, notice, buildings, tiles, layouts);
    }

    // ---- entries -----------------------------------------------------------------------------------------------

    private static Building building(Object raw, int index, List<Problem> problems) {
        String where = "buildings[" + index + "]";
        if (!(raw instanceof Map<?, ?> m)) {
            problems.add(new Problem("V1", where, "must be an object"));
            return null;
        }
        if (m.get("id") instanceof String s) {
            where = where + " " + s;
        }
        int before = problems.size();
        unknownFields(m, BUILDING, where, problems);
        String id = string(m, "id", where, problems);
        if (id != null && !ID.matcher(id).matches()) {
            problems.add(new Problem("V1", where, "'id' must match [a-z0-9][a-z0-9-]{0,39}"));
        }
        String name = string(m, "name", where, problems);
        if (name != null && (name.isEmpty() || name.length() > 60)) {
            problems.add(new Problem("V1", where, "'name' must have 1 to 60 characters"));
        }
        String groupName = string(m, "group", where, problems);
        Group group = null;
        if (groupName != null) {
            try {
                group = Group.WIRE.fromWire(groupName);
            } catch (IllegalArgumentException e) {
                problems.add(new Problem("V1", where, "'group' " + groupName + " is not a group"));
            }
        }
        Boolean main = bool(m, "main", where, problems);
        Map<String, Integer> cost = new LinkedHashMap<>();
        Object rawCost = m.get("cost");
        if (rawCost == null) {
            problems.add(new Problem("V1", where, "'cost' is required"));
        } else if (!(rawCost instanceof Map<?, ?> cm)) {
            problems.add(new Problem("V1", where, "'cost' must be an object"));
        } else {
            for (Map.Entry<?, ?> e : cm.entrySet()) {
                String key = String.valueOf(e.getKey());
                if (!COST_KEYS.contains(key)) {
                    problems.add(new Problem("V5", where, "cost key '" + key + "' is not water, forest, hill, mountain or any"));
                } else if (!(e.getValue() instanceof Integer n) || n < 0 || n > 9) {
                    problems.add(new Problem("V5", where, "cost '" + key + "' must be a whole number from 0 to 9"));
                } else {
                    cost.put(key, n);
                }
            }
        }
        List<String> arrows = strings(m, "arrowsFrom", where, problems);
        List<String> provisional = strings(m, "provisional", where, problems);
        if (provisional != null) {
            for (String p : provisional) {
                if (!Set.of("name", "main", "cost", "arrowsFrom").contains(p)) {
                    problems.add(new Problem("V1", where, "'provisional' may list only name, main, cost, arrowsFrom, not " + p));
                }
            }
        }
        if (problems.size() > before && (id == null || group == null || main == null || arrows == null
                || provisional == null || name == null)) {
            return null;
        }
        return new Building(id, name, group, main, cost, arrows, provisional);
    }

    private static MapTile tile(Object raw, int index, List<Problem> problems) {
        String where = "mapTiles[" + index + "]";
        if (!(raw instanceof Map<?, ?> m)) {
            problems.add(new Problem("V1", where, "must be an object"));
            return null;
        }
        if (m.get("id") instanceof String s) {
            where = where + " " + s;
        }
        unknownFields(m, TILE, where, problems);
        String id = string(m, "id", where, problems);
        List<?> rawHexes = list(m, "hexes", where, problems);
        List<String> provisional = strings(m, "provisional", where, problems);
        if (provisional != null) {
            for (String p : provisional) {
                if (!p.equals("hexes")) {
                    problems.add(new Problem("V1", where, "'provisional' may list only hexes, not " + p));
                }
            }
        }
        if (id == null || rawHexes == null || provisional == null) {
            return null;
        }
        List<Resource> hexes = new ArrayList<>();
        boolean ok = true;
        if (rawHexes.size() != 7) {
            problems.add(new Problem("V9", where, "has " + rawHexes.size() + " hexes, not 7"));
            ok = false;
        }
        for (Object h : rawHexes) {
            if (h == null) {
                hexes.add(null);
            } else if (h instanceof String s && Resource.WIRE.names().contains(s)) {
                hexes.add(Resource.WIRE.fromWire(s));
            } else {
                problems.add(new Problem("V9", where, "a hex entry is " + h + ", not null or a resource"));
                ok = false;
            }
        }
        return ok ? new MapTile(id, hexes, provisional) : null;
    }

    private static Layout layout(Object raw, String key, List<Problem> problems) {
        String where = "layouts." + key;
        if (!(raw instanceof Map<?, ?> m)) {
            problems.add(new Problem("V1", where, "must be an object"));
            return null;
        }
        unknownFields(m, LAYOUT, where, problems);
        List<Hex> tiles = hexes(m, "tiles", where, problems);
        List<Hex> shrines = hexes(m, "shrines", where, problems);
        List<String> provisional = strings(m, "provisional", where, problems);
        if (provisional != null) {
            for (String p : provisional) {
                if (!p.equals("tiles") && !p.equals("shrines")) {
                    problems.add(new Problem("V1", where, "'provisional' may list only tiles and shrines, not " + p));
                }
            }
        }
        if (tiles == null || shrines == null || provisional == null) {
            return null;
        }
        return new Layout(tiles, shrines, provisional);
    }

    // ---- the checks across entries ------------------------------------------------------------------------------

    /** The checks across buildings; {@code at} names each building as the per-entry checks do ({@code buildings[i] id}). */
    private static void checkBuildings(int count, List<Building> buildings, Map<Building, String> at,
                                       List<Problem> problems) {
        if (count >= 0 && count != 30) {
            problems.add(new Problem("V2", "buildings", "there are " + count + " buildings, not 30"));
        }
        Map<String, Building> byId = new HashMap<>();
        for (Building b : buildings) {
            if (byId.put(b.id(), b) != null) {
                problems.add(new Problem("V2", at.get(b), "the id is used twice"));
            }
        }
        Map<Group, Integer> sizes = new EnumMap<>(Group.class);
        Map<Group, Integer> mains = new EnumMap<>(Group.class);
        for (Building b : buildings) {
            sizes.merge(b.group(), 1, Integer::sum);
            if (b.main()) {
                mains.merge(b.group(), 1, Integer::sum);
            }
        }
        if (count >= 0) {
            for (Group g : Group.values()) {
                int n = sizes.getOrDefault(g, 0);
                if (n != g.size) {
                    problems.add(new Problem("V3", "group " + g, "has " + n + " buildings, not " + g.size));
                }
                int mn = mains.getOrDefault(g, 0);
                int want = g == Group.ROADS ? 0 : 1;
                if (mn != want) {
                    problems.add(new Problem("V4", "group " + g, "has " + mn + " main buildings, not " + want));
                }
            }
        }
        List<String> roads = buildings.stream().filter(b -> b.group() == Group.ROADS).map(Building::id).toList();
        for (Building b : buildings) {
            String where = at.get(b);
            Map<String, Integer> nonZero = new HashMap<>(b.cost());
            nonZero.values().removeIf(v -> v == 0);
            if (b.group() == Group.ROADS && !nonZero.equals(Map.of("any", 5))) {
                problems.add(new Problem("V5", where, "a road costs exactly {\"any\": 5}"));
            }
            Set<String> seen = new HashSet<>();
            for (String from : b.arrowsFrom()) {
                Building src = byId.get(from);
                if (src == null) {
                    problems.add(new Problem("V6", where, "arrowsFrom names " + from + ", which is not a building of the set"));
                } else if (src.group() != b.group()) {
                    problems.add(new Problem("V6", where, "arrowsFrom names " + from + ", of another group"));
                }
                if (from.equals(b.id())) {
                    problems.add(new Problem("V6", where, "arrowsFrom names the building itself"));
                }
                if (!seen.add(from)) {
                    problems.add(new Problem("V6", where, "arrowsFrom names " + from + " twice"));
                }
            }
            if (b.main() && !b.arrowsFrom().isEmpty()) {
                problems.add(new Problem("V7", where, "a main building has no arrows pointing at it, so arrowsFrom must be empty"));
            }
            if (b.group() == Group.ROADS) {
                Set<String> others = new HashSet<>(roads);
                others.remove(b.id());
                if (!(b.arrowsFrom().size() == others.size() && new HashSet<>(b.arrowsFrom()).equals(others))) {
                    problems.add(new Problem("V8", where, "a road's arrowsFrom lists exactly the other three roads"));
                }
            }
        }
    }

    private static void checkTiles(int count, List<MapTile> tiles, Map<MapTile, String> at, List<Problem> problems) {
        if (count >= 0 && count != 22) {
            problems.add(new Problem("V9", "mapTiles", "there are " + count + " map tiles, not 22"));
        }
        Set<String> ids = new HashSet<>();
        for (MapTile t : tiles) {
            if (!ids.add(t.id())) {
                problems.add(new Problem("V9", at.get(t), "the id is used twice"));
            }
        }
    }

    private static void checkLayouts(Map<String, Layout> layouts, List<Problem> problems) {
        if (layouts == null) {
            return;
        }
        for (int n = 2; n <= 4; n++) {
            String key = String.valueOf(n);
            String where = "layouts." + key;
            Layout l = layouts.get(key);
            if (l == null) {
                problems.add(new Problem("V10", where, "is missing"));
                continue;
            }
            Set<Hex> centres = new HashSet<>(l.tiles());
            if (l.tiles().size() != 2 * n || centres.size() != 2 * n) {
                problems.add(new Problem("V10", where, "needs exactly " + 2 * n + " distinct centres"));
            }
            boolean allCentres = true;
            for (Hex c : l.tiles()) {
                if (!Lattice.isCentre(c)) {
                    problems.add(new Problem("V10", where, c + " is not a lattice centre"));
                    allCentres = false;
                }
            }
            if (allCentres && !centres.isEmpty() && !connected(centres)) {
                problems.add(new Problem("V10", where, "the centres are not one connected group of sites"));
            }
            Set<Hex> mapHexes = new HashSet<>();
            for (Hex c : l.tiles()) {
                mapHexes.addAll(Lattice.rosette(c));
            }
            Set<Hex> shrines = new HashSet<>(l.shrines());
            if (l.shrines().size() != n || shrines.size() != n) {
                problems.add(new Problem("V11", where, "needs exactly " + n + " distinct shrine hexes"));
            }
            for (int i = 0; i < l.shrines().size(); i++) {
                Hex s = l.shrines().get(i);
                String sid = where + " S" + (i + 1);
                if (mapHexes.contains(s)) {
                    problems.add(new Problem("V11", sid, s + " is covered by a start tile"));
                }
                if (s.neighbours().stream().noneMatch(mapHexes::contains)) {
                    problems.add(new Problem("V11", sid, s + " touches no start-tile hex"));
                }
                for (int j = i + 1; j < l.shrines().size(); j++) {
                    Hex o = l.shrines().get(j);
                    if (s.distance(o) < 3) {
                        problems.add(new Problem("V11", sid, "is " + s.distance(o) + " from S" + (j + 1)
                                + "; shrines are at least 3 apart"));
                    }
                }
            }
        }
    }

    private static boolean connected(Set<Hex> centres) {
        Set<Hex> seen = new HashSet<>();
        List<Hex> todo = new ArrayList<>();
        Hex first = centres.iterator().next();
        todo.add(first);
        seen.add(first);
        while (!todo.isEmpty()) {
            Hex c = todo.remove(todo.size() - 1);
            for (Hex n : Lattice.neighbourSites(c)) {
                if (centres.contains(n) && seen.add(n)) {
                    todo.add(n);
                }
            }
        }
        return seen.size() == centres.size();
    }

    // ---- shapes (V1) ---------------------------------------------------------------------------------------------

    private static void unknownFields(Map<?, ?> m, Set<String> known, String where, List<Problem> problems) {
        for (Object k : m.keySet()) {
            if (!known.contains(String.valueOf(k))) {
                problems.add(new Problem("V1", where, "unknown field '" + k + "'"));
            }
        }
    }

    private static String string(Map<?, ?> m, String field, String where, List<Problem> problems) {
        Object v = m.get(field);
        if (v instanceof String s) {
            return s;
        }
        problems.add(new Problem("V1", where, "'" + field + "' " + (v == null ? "is required" : "must be a string")));
        return null;
    }

    private static Integer integer(Map<?, ?> m, String field, String where, List<Problem> problems) {
        Object v = m.get(field);
        if (v instanceof Integer i) {
            return i;
        }
        problems.add(new Problem("V1", where, "'" + field + "' " + (v == null ? "is required" : "must be a whole number")));
        return null;
    }

    private static Boolean bool(Map<?, ?> m, String field, String where, List<Problem> problems) {
        Object v = m.get(field);
        if (v instanceof Boolean b) {
            return b;
        }
        problems.add(new Problem("V1", where, "'" + field + "' " + (v == null ? "is required" : "must be true or false")));
        return null;
    }

    private static List<?> list(Map<?, ?> m, String field, String where, List<Problem> problems) {
        Object v = m.get(field);
        if (v instanceof List<?> l) {
            return l;
        }
        problems.add(new Problem("V1", where, "'" + field + "' " + (v == null ? "is required" : "must be an array")));
        return null;
    }

    private static List<String> strings(Map<?, ?> m, String field, String where, List<Problem> problems) {
        List<?> l = list(m, field, where, problems);
        if (l == null) {
            return null;
        }
        List<String> out = new ArrayList<>();
        for (Object o : l) {
            if (!(o instanceof String s)) {
                problems.add(new Problem("V1", where, "'" + field + "' must hold only strings"));
                return null;
            }
            out.add(s);
        }
        return out;
    }

    private static List<Hex> hexes(Map<?, ?> m, String field, String where, List<Problem> problems) {
        List<?> l = list(m, field, where, problems);
        if (l == null) {
            return null;
        }
        List<Hex> out = new ArrayList<>();
        for (Object o : l) {
            if (o instanceof Map<?, ?> h && h.size() == 2 && h.get("q") instanceof Integer q
                    && h.get("r") instanceof Integer r) {
                out.add(new Hex(q, r));
            } else {
                problems.add(new Problem("V1", where, "'" + field + "' entries must be {\"q\": int, \"r\": int}"));
                return null;
            }
        }
        return out;
    }
}
