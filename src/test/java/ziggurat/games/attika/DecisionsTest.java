package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.attika.AttikaTable.pay;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.games.attika.ComponentSet.Building;
import ziggurat.games.attika.ComponentSet.MapTile;

/**
 * The rule decisions of the Attika specification that no worked example of [attika §9] shows, each as a position,
 * the moves played and what the players then see. Most use the two-player test map of [attika §9.0].
 */
class DecisionsTest {

    static Hex h(int q, int r) {
        return new Hex(q, r);
    }

    static ComponentSet.Building building(String id) {
        return ComponentSets.PROVISIONAL.set().building(id);
    }

    static int symbols(Building b) {
        int n = b.costAny();
        for (Resource r : Resource.values()) {
            n += b.cost(r);
        }
        return n;
    }

    // ---- 1. components -----------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §1.1, D1] the card mix, the amphorae and the colours are the ruleset's: a set cannot carry "
            + "them, and a game on a caller's set has 60 cards, 15 amphorae and the four colours")
    void fixedCountsAreNotData() throws Exception {
        assertTrue(ComponentSetTest.checks(s -> s.put("amphorae", 20)).contains("V1"));
        assertTrue(ComponentSetTest.checks(s -> s.put("cards", Map.of("water", 20))).contains("V1"));
        assertTrue(ComponentSetTest.checks(s -> s.put("colours", List.of("purple", "orange"))).contains("V1"));

        AttikaTable t = AttikaTable.started(List.of("A", "B", "C"),
                new AttikaOptions(ComponentSetTest.fresh(), null, 0), null, "d1");
        AttikaView all = AttikaTable.RULES.view(t.state, Viewer.EVERYONE);
        Map<Resource, Integer> cards = new EnumMap<>(Resource.class);
        all.deckOrder().forEach(r -> cards.merge(r, 1, Integer::sum));
        for (AttikaView.PlayerView p : all.players()) {
            for (Resource r : Resource.values()) {
                cards.merge(r, p.hand().get(r), Integer::sum);
            }
        }
        assertEquals(Map.of(Resource.WATER, 15, Resource.FOREST, 15, Resource.HILL, 15, Resource.MOUNTAIN, 15), cards);
        assertEquals(15, all.amphoraSupply());
        assertEquals(List.of("red", "yellow", "green"), all.players().stream().map(AttikaView.PlayerView::colour).toList());
    }

    @Test
    @DisplayName("[attika §1.1, D2] both colours build from the one catalogue: the same id on the map twice, told "
            + "apart by the seat")
    void oneCatalogueForAllColours() {
        AttikaTable t = AttikaTable.given().hand(0, 5, 5, 5, 5).hand(1, 5, 5, 5, 5).toBoard(0, "def-quarry")
                .toBoard(1, "def-quarry");
        for (int seat = 0; seat < 2; seat++) {
            Set<String> pieces = new HashSet<>(t.state.board(seat));
            for (StackName s : StackName.values()) {
                pieces.addAll(t.state.stack(seat, s));
            }
            Set<String> catalogue = new HashSet<>();
            t.state.componentSet().buildings().forEach(b -> catalogue.add(b.id()));
            assertEquals(catalogue, pieces, "seat " + seat + " has the catalogue's 30 buildings");
        }
        t.play(WorkedExamplesTest.find(t.legal(), "def-quarry", h(-1, 2)).move());
        t.play(new EndTurn());
        t.play(WorkedExamplesTest.find(t.legal(), "def-quarry", h(2, 1)).move());
        Map<Hex, AttikaState.Occupant> buildings = new HashMap<>();
        for (AttikaView.HexView hv : t.sees(0).map().hexes()) {
            if (hv.building() != null) {
                buildings.put(h(hv.q(), hv.r()), hv.building());
            }
        }
        assertEquals(Map.of(h(-1, 2), new AttikaState.Occupant(0, "def-quarry"),
                h(2, 1), new AttikaState.Occupant(1, "def-quarry")), buildings);
    }

    @Test
    @DisplayName("[attika §1.2, D3] each road lists the other three in arrowsFrom and costs any 5; a set that breaks "
            + "the road rule fails V8")
    void theRoadRuleIsData() throws Exception {
        List<String> roads = List.of("rd-road-1", "rd-road-2", "rd-road-3", "rd-road-4");
        for (String road : roads) {
            Building b = building(road);
            assertEquals(Group.ROADS, b.group());
            assertEquals(Map.of("any", 5), b.cost());
            assertEquals(roads.stream().filter(r -> !r.equals(road)).toList(), b.arrowsFrom());
        }
        assertTrue(ComponentSetTest.checks(s -> ComponentSetTest.building(s, "rd-road-1")
                .put("arrowsFrom", List.of("rd-road-2", "rd-road-3"))).contains("V8"));
    }

    @Test
    @DisplayName("[attika §1.2, §8.4, D4, D32] the two towers have their own ids and the same values, and both are "
            + "listed, and built, separately")
    void duplicateBuildingsHaveTheirOwnIds() {
        Building one = building("def-tower-1");
        Building two = building("def-tower-2");
        assertEquals(List.of(one.name(), one.group(), one.main(), one.cost(), one.arrowsFrom(), one.provisional()),
                List.of(two.name(), two.group(), two.main(), two.cost(), two.arrowsFrom(), two.provisional()));

        AttikaTable t = AttikaTable.given().put(0, "def-quarry", -1, 2).put(0, "def-fortress", -1, 3).clearBoard(0)
                .toBoard(0, "def-tower-1", "def-tower-2").hand(0, 0, 0, 0, 0);
        LegalMove<AttikaMove> first = WorkedExamplesTest.find(t.legal(), "def-tower-1", h(-2, 4));
        LegalMove<AttikaMove> second = WorkedExamplesTest.find(t.legal(), "def-tower-2", h(-2, 4));
        assertNotNull(first);
        assertNotNull(second);
        assertTrue(((LegalMoves.BuildPrice) first.details()).free());
        assertTrue(((LegalMoves.BuildPrice) second.details()).free());
        t.play(first.move());
        t.play(new Build("def-tower-2", h(-1, 4), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        assertEquals(new AttikaState.Occupant(0, "def-tower-1"), t.state.buildingAt(h(-2, 4)));
        assertEquals(new AttikaState.Occupant(0, "def-tower-2"), t.state.buildingAt(h(-1, 4)));
    }

    @Test
    @DisplayName("[attika §1.4, D5] a caller's set that says it is not provisional is shown as the caller's, and the "
            + "service warns that it does not vouch for it")
    @SuppressWarnings("unchecked")
    void callerSetsAreNotVouchedFor() throws Exception {
        Map<String, Object> set = ComponentSetTest.fresh();
        set.put("provisional", false);
        set.remove("notice");
        for (String list : List.of("buildings", "mapTiles")) {
            ((List<Map<String, Object>>) set.get(list)).forEach(e -> e.put("provisional", List.of()));
        }
        ((Map<String, Map<String, Object>>) set.get("layouts")).values().forEach(l -> l.put("provisional", List.of()));
        AttikaOptions options = new AttikaOptions(set, null, 0);
        AttikaTable t = AttikaTable.started(List.of("A", "B"), options, null, "d5");
        AttikaView.ComponentSetView shown = t.sees(0).componentSet();
        assertFalse(shown.provisional());
        assertEquals("caller", shown.source());
        assertEquals(List.of("callerComponentSet"), AttikaTable.RULES.warnings(
                new GameSetup(List.of("A", "B"), options, Optional.empty(), "c")).stream().map(w -> w.code()).toList());
    }

    @Test
    @DisplayName("[attika §1.5, D6] the stand-in buildings: names, main flags, arrows, costs and what provisional marks")
    void standInBuildingData() {
        // names: the stand-ins are marked, the confirmed names are not
        Set<String> standInNames = Set.of("mnt-silvermine", "mnt-coinmint", "cty-agora", "cty-gymnasium", "cty-altar",
                "cty-odeon", "cty-stoa", "cty-palaestra", "cty-baths", "shp-ship-3");
        for (Building b : ComponentSets.PROVISIONAL.set().buildings()) {
            assertEquals(standInNames.contains(b.id()), b.provisional().contains("name"), b.id() + " name");
            // main flags: ours for mint and city only; the others rest on the research notes' inference
            assertEquals(b.group() == Group.MINT || b.group() == Group.CITY, b.provisional().contains("main"),
                    b.id() + " main");
            // costs: 4 symbols for a main building, 3 right after it (and the oracle), 2 otherwise; roads any 5
            Set<String> three = Set.of("def-fortress", "sup-cornfield", "mnt-coinmint", "vin-vintner", "cty-temple",
                    "cty-theatre", "cty-gymnasium", "cty-oracle");
            int expected = b.group() == Group.ROADS ? 5 : b.main() ? 4 : three.contains(b.id()) ? 3 : 2;
            assertEquals(expected, symbols(b), b.id() + " cost");
            assertEquals(b.group() != Group.ROADS, b.provisional().contains("cost"), b.id() + " cost provisional");
        }
        assertEquals(List.of("sup-well", "def-quarry", "shp-harbour", "mnt-silvermine", "vin-vineyard", "cty-agora"),
                ComponentSets.PROVISIONAL.set().buildings().stream().filter(Building::main).map(Building::id).toList());
        // arrows: confirmed (or single-source) arrows are not marked, the stand-in ones are
        Map<String, List<String>> confirmed = Map.of("def-fortress", List.of("def-quarry"),
                "def-tower-1", List.of("def-fortress"), "def-tower-2", List.of("def-fortress"),
                "vin-vintner", List.of("vin-vineyard"), "shp-ship-1", List.of("shp-harbour"),
                "shp-ship-2", List.of("shp-harbour"), "shp-ship-3", List.of("shp-harbour"),
                "sup-cornfield", List.of("sup-well"));
        Map<String, List<String>> standIn = Map.of("sup-mill", List.of("sup-cornfield"),
                "sup-village", List.of("sup-cornfield"), "mnt-coinmint", List.of("mnt-silvermine"),
                "cty-temple", List.of("cty-agora"), "cty-theatre", List.of("cty-agora"),
                "cty-gymnasium", List.of("cty-agora"), "cty-oracle", List.of("cty-temple"),
                "cty-altar", List.of("cty-temple"), "cty-odeon", List.of("cty-theatre"),
                "cty-stoa", List.of("cty-theatre"));
        Map<String, List<String>> standIn2 = Map.of("cty-palaestra", List.of("cty-gymnasium"),
                "cty-baths", List.of("cty-gymnasium"));
        confirmed.forEach((id, from) -> {
            assertEquals(from, building(id).arrowsFrom(), id);
            assertFalse(building(id).provisional().contains("arrowsFrom"), id);
        });
        for (Map<String, List<String>> m : List.of(standIn, standIn2)) {
            m.forEach((id, from) -> {
                assertEquals(from, building(id).arrowsFrom(), id);
                assertTrue(building(id).provisional().contains("arrowsFrom"), id);
            });
        }
        // costs lean on theme
        assertEquals(2, building("def-quarry").cost(Resource.MOUNTAIN));
        assertEquals(2, building("mnt-silvermine").cost(Resource.MOUNTAIN));
        assertEquals(2, building("sup-well").cost(Resource.WATER));
        assertEquals(2, building("shp-harbour").cost(Resource.WATER));
    }

    @Test
    @DisplayName("[attika §1.5, D7] the stand-in map tiles: every three-resource combination twice, four pairs plus "
            + "one, every pair on a two-symbol tile, symbols in all six directions")
    void standInMapTiles() {
        Map<Set<Resource>, Integer> threeDifferent = new HashMap<>();
        int pairPlusOne = 0;
        Set<Set<Resource>> pairs = new HashSet<>();
        Set<Integer> directions = new HashSet<>();
        int blank = 0;
        for (MapTile t : ComponentSets.PROVISIONAL.set().mapTiles()) {
            List<Resource> shown = t.hexes().stream().filter(java.util.Objects::nonNull).toList();
            blank += 7 - shown.size();
            Set<Resource> kinds = Set.copyOf(shown);
            if (shown.size() == 3 && kinds.size() == 3) {
                threeDifferent.merge(kinds, 1, Integer::sum);
            } else if (shown.size() == 3) {
                assertEquals(2, kinds.size(), t.id());
                pairPlusOne++;
            } else {
                assertEquals(2, shown.size(), t.id());
                pairs.add(kinds);
            }
            for (int i = 1; i < 7; i++) {
                if (t.hexes().get(i) != null) {
                    directions.add(i - 1);
                }
            }
        }
        assertEquals(98, blank, "98 of the 154 hexes are blank");
        assertEquals(4, threeDifferent.size());
        threeDifferent.values().forEach(n -> assertEquals(2, n));
        assertEquals(4, pairPlusOne);
        assertEquals(6, pairs.stream().filter(p -> p.size() == 2).count(), "every pair of resources: " + pairs);
        assertEquals(Set.of(0, 1, 2, 3, 4, 5), directions);
    }

    @Test
    @DisplayName("[attika §1.5, D8] the stand-in layouts: each shrine in a notch touching two start-map hexes, at "
            + "distances 9; 9, 9, 9; and 7 to 13")
    void standInLayouts() {
        ComponentSet set = ComponentSets.PROVISIONAL.set();
        for (int n = 2; n <= 4; n++) {
            ComponentSet.Layout l = set.layout(n);
            Set<Hex> map = new HashSet<>();
            l.tiles().forEach(c -> map.addAll(Lattice.rosette(c)));
            for (Hex shrine : l.shrines()) {
                assertEquals(2, shrine.neighbours().stream().filter(map::contains).count(), n + " players: " + shrine);
            }
            List<Integer> distances = new ArrayList<>();
            for (int i = 0; i < l.shrines().size(); i++) {
                for (int j = i + 1; j < l.shrines().size(); j++) {
                    distances.add(l.shrines().get(i).distance(l.shrines().get(j)));
                }
            }
            switch (n) {
                case 2 -> assertEquals(List.of(9), distances);
                case 3 -> assertEquals(List.of(9, 9, 9), distances);
                default -> {
                    assertEquals(7, distances.stream().mapToInt(Integer::intValue).min().orElseThrow());
                    assertEquals(13, distances.stream().mapToInt(Integer::intValue).max().orElseThrow());
                }
            }
        }
    }

    // ---- 2. geometry -------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §2.3, D12] buildings on touching tiles are one settlement; across a hole they never touch")
    void adjacencyIgnoresTileBorders() {
        // (2,2) lies on T09 and (2,3) on T12
        AttikaTable t = AttikaTable.given().put(0, "sup-well", 2, 2).put(0, "def-quarry", 2, 3);
        assertEquals(1, t.sees(0).players().get(0).settlements());
        // (3,1) and (2,3) are two apart, with the hole (3,2) between them
        AttikaTable u = AttikaTable.given().put(0, "sup-well", 3, 1).put(0, "def-quarry", 2, 3);
        assertFalse(u.state.isMapHex(h(3, 2)));
        assertEquals(2, u.sees(0).players().get(0).settlements());
    }

    @Test
    @DisplayName("[attika §2.4, D13] two buildings that touch the same shrine, and not each other, stay two "
            + "settlements: a shrine links nothing")
    void shrinesNeverLinkBuildings() {
        AttikaTable t = AttikaTable.given();
        // the map grows at (1,-3), so (0,-2) joins (0,-1) and (-1,0) beside S1 at (-1,-1)
        t.fold(List.of(new MapTilePlaced(null, "T07", h(1, -3), 0)));
        t.put(0, "sup-well", 0, -2).put(0, "def-quarry", -1, 0);
        assertEquals(2, t.sees(0).players().get(0).settlements());
        t.clearBoard(0).toBoard(0, "vin-vineyard").hand(0, 5, 5, 5, 5);
        LegalMove<AttikaMove> between = WorkedExamplesTest.find(t.legal(), "vin-vineyard", h(0, -1));
        assertEquals(0, ((LegalMoves.BuildPrice) between.details()).surcharge(), "it touches both own buildings");
        t.play(between.move());
        assertEquals(1, t.lastOne(BuildingBuilt.class).settlements(), "a building, not the shrine, joins them");
    }

    // ---- 3. setup ----------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §3, D17] turns run from the start seat through increasing seats, wrapping around")
    void turnOrderWrapsFromTheStartSeat() {
        AttikaTable t = AttikaTable.started(List.of("A", "B", "C"), new AttikaOptions("provisional", null, 2), null,
                "d17");
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            seats.add(t.state.turnSeat());
            t.play(new EndTurn());
        }
        assertEquals(List.of(2, 0, 1, 2), seats);
    }

    // ---- 4. the turn -------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §4.5, D20] an amphora adds an action of the turn's mode only: a draw turn still cannot "
            + "build, a build turn still cannot draw")
    void anAmphoraKeepsTheMode() {
        AttikaTable t = AttikaTable.given().hand(0, 9, 9, 9, 9).amphorae(0, 1);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        t.play(new UseAmphora());
        assertEquals(2, t.sees(0).turn().actionsLeft());
        assertTrue(t.legal().stream().noneMatch(m -> m.move() instanceof Build));
        assertTrue(t.legal().stream().anyMatch(m -> m.move() instanceof DrawBuilding));
        String onBoard = t.state.board(0).get(0);
        t.refuses(new Build(onBoard, h(0, 3), Payment.NONE), "MODE_IS_DRAW");

        AttikaTable u = AttikaTable.given().hand(0, 9, 9, 9, 9).amphorae(0, 1);
        u.play(new UseAmphora());
        u.play(WorkedExamplesTest.find(u.legal(), u.state.board(0).get(0), h(0, 3)).move());
        assertEquals(3, u.sees(0).turn().actionsLeft());
        assertTrue(u.legal().stream().noneMatch(m -> m.move() instanceof DrawBuilding));
        u.refuses(new DrawBuilding(StackName.A), "MODE_IS_BUILD");
    }

    @Test
    @DisplayName("[attika §4.6, D21] the cards for unused actions are always taken, and a hand has no limit")
    void noHandLimit() {
        AttikaTable t = AttikaTable.given().hand(0, 20, 20, 0, 0);
        int[] discard = t.state.discard();
        assertEquals(new LegalMoves.EndTurnCards(3), t.legal().get(t.legal().size() - 1).details());
        t.play(new EndTurn());
        assertEquals(43, t.sees(0).players().get(0).handSize());
        assertEquals(Payment.of(discard), t.sees(0).discard(), "nothing is discarded");
    }

    // ---- 5. building and paying --------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §5.2, §5.5, D24, D26] a symbol is not used up by the building next to it; the leftover "
            + "symbols never pay the surcharge, which is due even when the map covers the whole cost")
    void symbolsAreNotUsedUpAndNeverPayTheSurcharge() {
        AttikaTable t = AttikaTable.given().clearBoard(0).toBoard(0, "sup-village", "shp-ship-1").hand(0, 0, 0, 5, 0);
        // the village at (1,1) counts the forest on (1,2)
        t.play(new Build("sup-village", h(1, 1), pay(0, 0, 1, 0)));
        assertEquals(pay(0, 1, 0, 0), t.lastOne(BuildingBuilt.class).price().symbols());
        // the ship at (2,2) counts it again, with the waters on (3,1) and (1,3); one water is left over
        LegalMove<AttikaMove> ship = WorkedExamplesTest.find(t.legal(), "shp-ship-1", h(2, 2));
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) ship.details();
        assertEquals(Payment.NONE, price.remainder());
        assertEquals(0, price.remainderAny());
        assertEquals(1, price.surcharge(), "(2,2) does not touch the village: a second settlement");
        t.refuses(new Build("shp-ship-1", h(2, 2), Payment.NONE), "PAYMENT_MISMATCH");
        t.play(new Build("shp-ship-1", h(2, 2), pay(0, 0, 1, 0)));
        BuildingBuilt built = t.lastOne(BuildingBuilt.class);
        assertEquals(pay(2, 1, 0, 0), built.price().symbols());
        assertFalse(built.free());
        assertTrue(built.newSettlement());
    }

    @Test
    @DisplayName("[attika §5.2, D24] an own building's hex gives nothing, like anyone's")
    void anOwnBuildingGivesNothing() {
        AttikaTable t = AttikaTable.given().put(0, "sup-well", 1, 2).clearBoard(0).toBoard(0, "shp-ship-1")
                .hand(0, 5, 5, 5, 5);
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) WorkedExamplesTest.find(t.legal(), "shp-ship-1",
                h(2, 2)).details();
        assertEquals(pay(0, 1, 0, 0), price.remainder(), "the forest under the own well is covered");
        assertEquals(0, price.surcharge());
    }

    @Test
    @DisplayName("[attika §5.2, D24] a symbol covers a cost of its own resource before an 'any' unit")
    void aSymbolCoversItsOwnResourceFirst() throws Exception {
        Map<String, Object> set = ComponentSetTest.fresh();
        ComponentSetTest.building(set, "shp-ship-1").put("cost", Map.of("water", 1, "any", 1));
        AttikaTable t = AttikaTable.started(List.of("Red", "Yellow"), new AttikaOptions(set, null, 0),
                Map.of("mapTiles", AttikaTable.TEST_MAP), "fixture");
        t.clearBoard(0).toBoard(0, "shp-ship-1").hand(0, 0, 0, 5, 0);
        // (2,0) counts one water, on (3,0)
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) WorkedExamplesTest.find(t.legal(), "shp-ship-1",
                h(2, 0)).details();
        assertEquals(Payment.NONE, price.remainder());
        assertEquals(1, price.remainderAny());
        t.play(new Build("shp-ship-1", h(2, 0), pay(0, 0, 1, 0)));
        assertEquals(pay(1, 0, 0, 0), t.lastOne(BuildingBuilt.class).price().symbols());
    }

    @Test
    @DisplayName("[attika §5.4, D25] a first road is never free along an arrow, but the map may pay all five units: "
            + "then it costs no cards")
    @SuppressWarnings("unchecked")
    void theMapMayPayAWholeFirstRoad() throws Exception {
        Map<String, Object> set = ComponentSetTest.fresh();
        // a caller's set whose T01 shows water on all seven hexes
        for (Map<String, Object> tile : (List<Map<String, Object>>) set.get("mapTiles")) {
            if (tile.get("id").equals("T01")) {
                tile.put("hexes", java.util.Collections.nCopies(7, "water"));
            }
        }
        AttikaTable t = AttikaTable.started(List.of("Red", "Yellow"), new AttikaOptions(set, null, 0),
                Map.of("mapTiles", AttikaTable.TEST_MAP), "fixture");
        t.clearBoard(0).toBoard(0, "rd-road-1").hand(0, 0, 0, 0, 0);
        LegalMove<AttikaMove> offered = WorkedExamplesTest.find(t.legal(), "rd-road-1", h(0, 0));
        assertEquals(new Build("rd-road-1", h(0, 0), Payment.NONE), offered.move());
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) offered.details();
        assertFalse(price.free());
        assertEquals(0, price.remainderAny());
        assertEquals(0, price.cards());
        t.play(offered.move());
        BuildingBuilt b = t.lastOne(BuildingBuilt.class);
        assertFalse(b.free(), "no own road stands next to it: the map paid, not an arrow");
        assertEquals(pay(7, 0, 0, 0), b.price().symbols());
    }

    @Test
    @DisplayName("[attika §5.5, D26] a building next to a shrine but no own building founds a new settlement and pays "
            + "the surcharge")
    void aShrineIsNotASettlement() {
        AttikaTable t = AttikaTable.given().put(0, "sup-well", 2, 2).clearBoard(0).toBoard(0, "vin-vineyard")
                .hand(0, 5, 5, 5, 5);
        // (0,-1) touches S1 at (-1,-1); it counts water (0,0) and forest (1,-1)
        LegalMove<AttikaMove> offered = WorkedExamplesTest.find(t.legal(), "vin-vineyard", h(0, -1));
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) offered.details();
        assertEquals(pay(0, 0, 2, 0), price.remainder());
        assertEquals(1, price.surcharge());
        assertEquals(3, price.cards());
        t.play(offered.move());
        BuildingBuilt b = t.lastOne(BuildingBuilt.class);
        assertTrue(b.newSettlement());
        assertEquals(2, b.settlements());
    }

    // ---- 6. awards and the end ---------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §6.2, D29] one building completes two groups: the roads group counts, both earn an amphora "
            + "in group order (roads before mint), and neither earns a second")
    void twoGroupsAtOnceInOrderAndOnceEach() {
        // one settlement: silver mine (2,1), roads (3,1) and (3,0); another: coin mint (1,3), roads (2,3) and (2,4)
        AttikaTable t = AttikaTable.given().put(0, "mnt-silvermine", 2, 1).put(0, "rd-road-1", 3, 1)
                .put(0, "rd-road-2", 3, 0).put(0, "mnt-coinmint", 1, 3).put(0, "rd-road-3", 2, 3)
                .put(0, "rd-road-4", 2, 4).clearBoard(0).toBoard(0, "shp-ship-1", "shp-ship-2").hand(0, 2, 0, 0, 0);
        assertEquals(2, t.sees(0).players().get(0).settlements());
        t.play(new Build("shp-ship-1", h(2, 2), pay(1, 0, 0, 0)));
        assertEquals(List.of(new AmphoraAwarded(0, Group.ROADS), new AmphoraAwarded(0, Group.MINT)),
                t.lastOf(AmphoraAwarded.class));
        assertEquals(List.of(Group.ROADS, Group.MINT), t.sees(0).players().get(0).amphoraGroups());
        t.play(new Build("shp-ship-2", h(1, 2), pay(1, 0, 0, 0)));
        assertTrue(t.lastOf(AmphoraAwarded.class).isEmpty(), "each group earns one amphora at most");
        assertEquals(2, t.sees(0).players().get(0).amphorae());
    }

    @Test
    @DisplayName("[attika §6.2, §8.5, D34] a group with a building left out of a stacked game is never complete: "
            + "D34 counts only the buildings in the game for the allBuilt win, not for the amphorae")
    void aGroupWithABuildingLeftOutEarnsNoAmphora() {
        // Red's vintner is in no stack, so it is not in the game; Red's quarry waits in main
        AttikaTable t = AttikaTable.started(List.of("Red", "Yellow"), new AttikaOptions("provisional", null, 0),
                AttikaTable.stackOf("mapTiles", AttikaTable.TEST_MAP, "buildings", List.of(
                        Map.of("main", List.of("vin-vineyard", "def-quarry"), "A", List.of("sup-mill"), "B", List.of(),
                                "C", List.of()), Map.of())), "d34");
        t.hand(0, 5, 5, 5, 5);
        t.play(WorkedExamplesTest.find(t.legal(), "vin-vineyard", h(0, 4)).move());
        assertTrue(t.lastOf(GameEnded.class).isEmpty());
        assertTrue(t.lastOf(AmphoraAwarded.class).isEmpty(), "every building of the vineyard group is not on the map");
        assertEquals(0, t.sees(0).players().get(0).amphorae());
    }

    @Test
    @DisplayName("[attika §6.4, D31] no draw rule and no turn limit: after 300 turns without a building the game "
            + "still runs")
    void noStalemateRule() {
        AttikaTable t = AttikaTable.given();
        for (int i = 0; i < 300; i++) {
            t.play(new EndTurn());
        }
        assertEquals(Outcome.RUNNING, AttikaTable.RULES.outcome(t.state));
        assertEquals(301, t.sees(0).turn().number());
        assertFalse(t.legal().isEmpty());
    }
}
