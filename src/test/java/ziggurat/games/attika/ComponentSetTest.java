package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.ComponentSet.Building;
import ziggurat.games.attika.ComponentSet.MapTile;

/** [attika §1.3, §1.4, §1.5, §1.6, §9.12] the shipped set, its labelling, and the checks V1–V12. */
class ComponentSetTest {

    @SuppressWarnings("unchecked")
    static Map<String, Object> fresh() throws Exception {
        try (InputStream in = ComponentSets.class.getResourceAsStream("provisional.json")) {
            return (Map<String, Object>) Json.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> building(Map<String, Object> set, String id) {
        for (Object o : (List<Object>) set.get("buildings")) {
            Map<String, Object> b = (Map<String, Object>) o;
            if (b.get("id").equals(id)) {
                return b;
            }
        }
        throw new AssertionError(id);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> layout(Map<String, Object> set, String key) {
        return (Map<String, Object>) ((Map<String, Object>) set.get("layouts")).get(key);
    }

    static Map<String, Object> hex(int q, int r) {
        return new java.util.LinkedHashMap<>(Map.of("q", q, "r", r));
    }

    @SuppressWarnings("unchecked")
    static List<String> checks(Consumer<Map<String, Object>> change) throws Exception {
        Map<String, Object> set = fresh();
        change.accept(set);
        RuleViolation v = assertThrows(RuleViolation.class, () -> ComponentSets.caller(set));
        assertEquals(RuleViolation.Kind.INVALID_SETUP, v.kind());
        assertEquals("INVALID_COMPONENT_SET", v.code());
        List<Map<String, Object>> problems = (List<Map<String, Object>>) v.extensions().get("problems");
        assertFalse(problems.isEmpty());
        return problems.stream().map(p -> (String) p.get("check")).toList();
    }

    @Test
    @DisplayName("[attika §1.4, §1.6] the shipped set is valid and labelled provisional")
    void theShippedSetIsValidAndLabelledProvisional() {
        ComponentSet set = ComponentSets.PROVISIONAL.set();
        assertEquals("provisional", set.id());
        assertTrue(set.provisional());
        assertTrue(set.notice().startsWith("STAND-IN DATA"));
        assertEquals(30, set.buildings().size());
        assertEquals(22, set.mapTiles().size());
        assertEquals(64, ComponentSets.PROVISIONAL.sha256().length());
        assertEquals("shipped", ComponentSets.PROVISIONAL.source());
        assertTrue(set.buildings().stream().filter(b -> b.group() != Group.ROADS).allMatch(Building::costProvisional));
        assertTrue(set.mapTiles().stream().allMatch(t -> t.provisional().equals(List.of("hexes"))));
    }

    @Test
    @DisplayName("[attika §1.5, D6, D7] the stand-ins have the promised totals: 18 of each resource in the costs, 14 of each on the map")
    void theStandInsHaveThePromisedTotals() {
        // [attika D6] 72 symbols over the 26 non-road buildings, 18 of each resource
        Map<Resource, Integer> cost = new EnumMap<>(Resource.class);
        for (Building b : ComponentSets.PROVISIONAL.set().buildings()) {
            for (Resource r : Resource.values()) {
                cost.merge(r, b.cost(r), Integer::sum);
            }
        }
        cost.values().forEach(n -> assertEquals(18, n));
        // [attika D7] 56 map symbols, 14 of each
        Map<Resource, Integer> symbols = new EnumMap<>(Resource.class);
        for (MapTile t : ComponentSets.PROVISIONAL.set().mapTiles()) {
            t.hexes().stream().filter(java.util.Objects::nonNull).forEach(r -> symbols.merge(r, 1, Integer::sum));
        }
        symbols.values().forEach(n -> assertEquals(14, n));
    }

    @Test
    @DisplayName("[attika §1.5, D7, D8] the stand-in tiles and layouts are as described")
    void theStandInTilesAndLayoutsAreAsD7AndD8Describe() {
        ComponentSet set = ComponentSets.PROVISIONAL.set();
        int three = 0;
        int two = 0;
        Map<Resource, Integer> centres = new EnumMap<>(Resource.class);
        java.util.Set<List<Resource>> distinct = new java.util.HashSet<>();
        for (MapTile t : set.mapTiles()) {
            long n = t.hexes().stream().filter(java.util.Objects::nonNull).count();
            three += n == 3 ? 1 : 0;
            two += n == 2 ? 1 : 0;
            if (t.hexes().get(0) != null) {
                centres.merge(t.hexes().get(0), 1, Integer::sum);
            }
            distinct.add(t.hexes());
        }
        assertEquals(12, three);
        assertEquals(10, two);
        assertEquals(4, centres.size());
        centres.values().forEach(n -> assertEquals(2, n));
        assertEquals(22, distinct.size());
        // [attika D8] the closest pair of shrines
        assertEquals(9, minShrineDistance(set.layout(2)));
        assertEquals(9, minShrineDistance(set.layout(3)));
        assertEquals(7, minShrineDistance(set.layout(4)));
    }

    static int minShrineDistance(ComponentSet.Layout l) {
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < l.shrines().size(); i++) {
            for (int j = i + 1; j < l.shrines().size(); j++) {
                min = Math.min(min, l.shrines().get(i).distance(l.shrines().get(j)));
            }
        }
        return min;
    }

    @Test
    @DisplayName("[attika §1.4] the sha256 is taken over the set in canonical JSON")
    void theSha256IsTakenOverCanonicalJson() throws Exception {
        assertEquals(Json.sha256(fresh()), ComponentSets.PROVISIONAL.sha256());
        assertEquals("{\"a\":[1,null,true],\"b\":\"x\\ny\"}", Json.canonical(Json.parse("{ \"b\": \"x\\ny\", \"a\": [1, null, true] }")));
    }

    @Test
    @DisplayName("[attika §1.3, D5] a copy of the shipped set is accepted as a caller's set")
    void aCopyOfTheShippedSetIsAcceptedAsACallerSet() throws Exception {
        ComponentSets.Loaded l = ComponentSets.caller(fresh());
        assertEquals("caller", l.source());
        assertEquals(ComponentSets.PROVISIONAL.set(), l.set());
        assertEquals(ComponentSets.PROVISIONAL.sha256(), l.sha256());
    }

    @Test
    @DisplayName("[attika V7] an arrow to a main building")
    void anArrowToAMainBuilding() throws Exception {
        assertTrue(checks(s -> building(s, "cty-agora").put("arrowsFrom", new ArrayList<>(List.of("cty-temple")))).contains("V7"));
    }

    @Test
    @DisplayName("[attika V4] two main buildings in city")
    void twoMainBuildingsInCity() throws Exception {
        assertTrue(checks(s -> building(s, "cty-temple").put("main", true)).contains("V4"));
    }

    @Test
    @DisplayName("[attika §9.12, D3] a road that costs four fails V5")
    void aRoadThatCostsFour() throws Exception {
        assertTrue(checks(s -> building(s, "rd-road-2").put("cost", Map.of("any", 4))).contains("V5"));
    }

    @Test
    @DisplayName("[attika V6] an arrow from another group")
    void anArrowFromAnotherGroup() throws Exception {
        assertTrue(checks(s -> building(s, "def-tower-1").put("arrowsFrom", List.of("sup-well"))).contains("V6"));
    }

    @Test
    @SuppressWarnings("unchecked")
    @DisplayName("[attika V9] only 21 map tiles")
    void only21MapTiles() throws Exception {
        assertTrue(checks(s -> ((List<Object>) s.get("mapTiles")).remove(21)).contains("V9"));
    }

    @Test
    @SuppressWarnings("unchecked")
    @DisplayName("[attika V10] a centre off the lattice")
    void aCentreOffTheLattice() throws Exception {
        assertTrue(checks(s -> ((List<Object>) layout(s, "2").get("tiles")).set(1, hex(1, 0))).contains("V10"));
    }

    @Test
    @SuppressWarnings("unchecked")
    @DisplayName("[attika V11] a shrine on the start map")
    void aShrineOnTheStartMap() throws Exception {
        assertTrue(checks(s -> ((List<Object>) layout(s, "2").get("shrines")).set(0, hex(0, 1))).contains("V11"));
    }

    @Test
    @SuppressWarnings("unchecked")
    @DisplayName("[attika V11] two shrines too close")
    void twoShrinesTooClose() throws Exception {
        assertTrue(checks(s -> ((List<Object>) layout(s, "2").get("shrines")).set(1, hex(1, -2))).contains("V11"));
    }

    @Test
    @DisplayName("[attika V12] a provisional entry in a set that says it is not")
    void aProvisionalEntryInASetThatSaysItIsNot() throws Exception {
        assertTrue(checks(s -> s.put("provisional", false)).contains("V12"));
    }

    @Test
    @DisplayName("[attika V1] unknown and missing fields and every problem is listed")
    void unknownAndMissingFieldsAndEveryProblemIsListed() throws Exception {
        List<String> found = checks(s -> {
            s.put("colour", "red");
            s.remove("name");
            building(s, "cty-temple").put("main", true);
            building(s, "rd-road-2").put("cost", Map.of("any", 4));
        });
        assertTrue(found.contains("V1"));
        assertTrue(found.contains("V4"));
        assertTrue(found.contains("V5"));
    }
}
