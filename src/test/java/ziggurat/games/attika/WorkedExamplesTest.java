package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.attika.AttikaTable.pay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.games.attika.AttikaState.Mode;

/** Every worked example of [attika §9], on the two-player test map of [attika §9.0]. */
class WorkedExamplesTest {

    static Hex h(int q, int r) {
        return new Hex(q, r);
    }

    static int[] cards(int w, int f, int hl, int m) {
        return new int[] {w, f, hl, m};
    }

    // ---- 9.0 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.0, D11, D16, D17] the fixture: start tiles at rotation 0, red and yellow, Red starts")
    void theFixture() {
        AttikaTable t = AttikaTable.given();
        AttikaState s = t.state;
        assertEquals(0, s.turnSeat());
        assertEquals(4, s.handSize(0));
        assertEquals(5, s.handSize(1));
        assertEquals(18, s.mapStackSize());
        assertEquals("red", t.sees(0).players().get(0).colour());
        assertEquals("yellow", t.sees(0).players().get(1).colour());
        assertEquals(List.of(new ShrineAt("S1", h(-1, -1)), new ShrineAt("S2", h(2, 5))), s.shrines());
        // the table of [attika §9.0]
        assertEquals(Resource.WATER, s.resourceAt(h(0, 0)));
        assertEquals(Resource.FOREST, s.resourceAt(h(1, -1)));
        assertEquals(Resource.HILL, s.resourceAt(h(-1, 1)));
        assertEquals(Resource.WATER, s.resourceAt(h(3, 1)));
        assertEquals(Resource.WATER, s.resourceAt(h(3, 0)));
        assertEquals(Resource.FOREST, s.resourceAt(h(1, 2)));
        assertEquals(Resource.HILL, s.resourceAt(h(-1, 3)));
        assertEquals(Resource.MOUNTAIN, s.resourceAt(h(-1, 2)));
        assertEquals(Resource.WATER, s.resourceAt(h(-1, 4)));
        assertEquals(Resource.MOUNTAIN, s.resourceAt(h(1, 4)));
        assertEquals(Resource.WATER, s.resourceAt(h(1, 3)));
        assertEquals(Resource.MOUNTAIN, s.resourceAt(h(0, 5)));
        assertTrue(s.isMapHex(h(1, 0)) && s.resourceAt(h(1, 0)) == null);
        for (Hex hole : List.of(h(-2, 2), h(-1, 5), h(-3, 4), h(-3, 5), h(-2, 5), h(3, 2))) {
            assertFalse(s.isMapHex(hole), hole + " is a hole");
        }
        assertEquals(28, t.sees(0).map().hexes().size());
        AttikaView v = t.sees(0);
        assertEquals(Map.of("draw", 2, "build", 3), v.turn().actionsLeft());
        assertTrue(v.componentSet().provisional());
        assertEquals("shipped", v.componentSet().source());
    }

    // ---- 9.1 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.1, D24] 1a: cost with map discounts")
    void costWithMapDiscounts() {
        AttikaTable t = AttikaTable.given();
        Pricing.Quote q = t.quote(0, "shp-harbour", 2, 1);
        assertArrayEquals(cards(2, 1, 0, 0), q.symbols());
        assertArrayEquals(cards(0, 0, 0, 1), q.remainder());
        assertEquals(0, q.surcharge());
        for (Payment p : List.of(pay(0, 0, 0, 1), pay(0, 0, 2, 0), pay(1, 1, 0, 0))) {
            AttikaTable u = harbourTable();
            u.play(new Build("shp-harbour", h(2, 1), p));
            assertEquals(p, u.lastOne(BuildingBuilt.class).payment());
        }
        harbourTable().refuses(new Build("shp-harbour", h(2, 1), Payment.NONE), "PAYMENT_MISMATCH");
    }

    private static AttikaTable harbourTable() {
        return AttikaTable.given().toBoard(0, "shp-harbour").hand(0, 2, 1, 2, 1);
    }

    @Test
    @DisplayName("[attika §9.1, D24] 1b: an occupied neighbour gives nothing")
    void anOccupiedNeighbourGivesNothing() {
        AttikaTable t = AttikaTable.given().put(1, "shp-ship-1", 1, 2);
        Pricing.Quote q = t.quote(0, "shp-harbour", 2, 1);
        assertArrayEquals(cards(2, 0, 0, 0), q.symbols());
        assertArrayEquals(cards(0, 1, 0, 1), q.remainder());
    }

    @Test
    @DisplayName("[attika §9.1, D24] 1c: the target hex counts and a second hill is wasted")
    void theTargetHexCountsAndASecondHillIsWasted() {
        AttikaTable t = AttikaTable.given();
        Pricing.Quote q = t.quote(0, "def-quarry", -1, 2);
        assertArrayEquals(cards(0, 0, 2, 1), q.symbols());
        assertArrayEquals(cards(0, 1, 0, 1), q.remainder());
        assertEquals(0, q.remainderAny());
    }

    // ---- 9.2 ---------------------------------------------------------------------------------------------------

    private static AttikaTable quarryTable() {
        return AttikaTable.given().toBoard(0, "def-quarry").hand(0, 3, 1, 1, 0);
    }

    @Test
    @DisplayName("[attika §9.2, D27, D32] two-for-one, the payment checked matches first, and the cheapest payment offered")
    void twoForOneAndPaymentChecks() {
        for (Payment p : List.of(pay(2, 1, 0, 0), pay(1, 1, 1, 0), pay(3, 0, 1, 0))) {
            AttikaTable t = quarryTable();
            t.play(new Build("def-quarry", h(-1, 2), p));
            assertEquals(p, t.lastOne(BuildingBuilt.class).payment(), p.toString());
            assertArrayEquals(new int[] {3 - p.water(), 1 - p.forest(), 1 - p.hill(), 0}, t.state.hand(0));
        }
        quarryTable().refuses(new Build("def-quarry", h(-1, 2), pay(3, 0, 0, 0)), "PAYMENT_MISMATCH");
        quarryTable().refuses(new Build("def-quarry", h(-1, 2), pay(3, 1, 0, 0)), "PAYMENT_MISMATCH");
        quarryTable().refuses(new Build("def-quarry", h(-1, 2), pay(0, 1, 0, 1)), "CARDS_NOT_IN_HAND");
        quarryTable().refuses(new Build("def-quarry", h(-1, 2), Payment.NONE), "PAYMENT_MISMATCH");
        LegalMove<AttikaMove> offered = find(quarryTable().legal(), "def-quarry", h(-1, 2));
        assertEquals(new Build("def-quarry", h(-1, 2), pay(2, 1, 0, 0)), offered.move());
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) offered.details();
        assertEquals(3, price.cards());
        assertEquals(pay(0, 1, 0, 1), price.remainder());
        assertFalse(price.free());
        assertTrue(price.provisional());
    }

    static LegalMove<AttikaMove> find(List<LegalMove<AttikaMove>> legal, String building, Hex at) {
        for (LegalMove<AttikaMove> m : legal) {
            if (m.move() instanceof Build b && b.building().equals(building) && b.at().equals(at)) {
                return m;
            }
            if (m.move() instanceof BuildDrawn b && building == null && b.at().equals(at)) {
                return m;
            }
        }
        return null;
    }

    // ---- 9.3 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.3, D26] the surcharge counts the settlements at the moment of building")
    void newSettlementSurcharge() {
        AttikaTable t = AttikaTable.given().put(0, "sup-well", 0, 0).put(0, "def-quarry", -1, 2)
                .clearBoard(0).toBoard(0, "vin-vineyard", "sup-cornfield", "shp-harbour").hand(0, 2, 1, 2, 1);
        assertEquals(2, Settlements.count(t.state, 0));
        // 3a
        Pricing.Quote q = t.quote(0, "vin-vineyard", 0, 4);
        assertArrayEquals(cards(0, 1, 2, 0), q.remainder());
        assertEquals(2, q.surcharge());
        LegalMove<AttikaMove> offered = find(t.legal(), "vin-vineyard", h(0, 4));
        assertEquals(new Build("vin-vineyard", h(0, 4), pay(2, 1, 2, 0)), offered.move());
        assertEquals(5, ((LegalMoves.BuildPrice) offered.details()).cards());
        t.play(offered.move());
        BuildingBuilt a = t.lastOne(BuildingBuilt.class);
        assertTrue(a.newSettlement());
        assertEquals(3, a.settlements());
        assertEquals(2, a.price().surcharge());
        // 3b
        t.play(new Build("sup-cornfield", h(-1, 1), Payment.NONE));
        BuildingBuilt b = t.lastOne(BuildingBuilt.class);
        assertTrue(b.free());
        assertEquals(2, b.settlements());
        // 3c
        q = t.quote(0, "shp-harbour", 2, 1);
        assertArrayEquals(cards(0, 0, 0, 1), q.remainder());
        assertEquals(2, q.surcharge());
        assertArrayEquals(cards(0, 0, 0, 1), t.state.hand(0));
        assertNull(find(t.legal(), "shp-harbour", h(2, 1)), "Red cannot afford it");
        t.hand(0, 2, 0, 0, 1);
        assertEquals(new Build("shp-harbour", h(2, 1), pay(2, 0, 0, 1)), find(t.legal(), "shp-harbour", h(2, 1)).move());
        t.play(new Build("shp-harbour", h(2, 1), pay(2, 0, 0, 1)));
        assertEquals(2, t.lastOf(BuildingBuilt.class).get(0).price().surcharge());
    }

    // ---- 9.4 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.4] (a, b) free building along arrows")
    void freeBuildingAlongArrows() {
        AttikaTable t = AttikaTable.given().put(0, "def-quarry", -1, 2).toBoard(0, "def-fortress", "def-tower-1")
                .hand(0, 1, 1, 1, 1);
        t.refuses(new Build("def-fortress", h(-1, 3), pay(0, 0, 1, 0)), "PAYMENT_MISMATCH");
        t.play(new Build("def-fortress", h(-1, 3), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        t.play(new Build("def-tower-1", h(-2, 4), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
    }

    @Test
    @DisplayName("[attika §9.4] (c) wrong direction")
    void wrongDirection() {
        Pricing.Quote q = AttikaTable.given().put(0, "def-tower-1", -1, 3).quote(0, "def-fortress", -2, 4);
        assertFalse(q.free());
        assertArrayEquals(cards(1, 0, 0, 0), q.symbols());
        assertArrayEquals(cards(0, 1, 1, 1), q.remainder());
        assertEquals(0, q.surcharge());
        assertEquals(3, q.minimumCards());
    }

    @Test
    @DisplayName("[attika §9.4] (d) missing building")
    void missingBuilding() {
        Pricing.Quote q = AttikaTable.given().put(0, "def-quarry", -1, 2).quote(0, "def-tower-1", -1, 3);
        assertFalse(q.free());
        assertArrayEquals(cards(0, 0, 0, 1), q.remainder());
        assertEquals(0, q.surcharge());
    }

    @Test
    @DisplayName("[attika §9.4] (e) another seat's building")
    void anotherSeatsBuilding() {
        Pricing.Quote q = AttikaTable.given().put(0, "def-quarry", -1, 2).put(1, "def-fortress", -1, 3)
                .quote(0, "def-tower-1", -2, 4);
        assertFalse(q.free());
        assertArrayEquals(cards(1, 0, 0, 0), q.symbols());
        assertArrayEquals(cards(0, 0, 1, 1), q.remainder());
        assertEquals(1, q.surcharge());
        assertEquals(3, q.minimumCards());
    }

    @Test
    @DisplayName("[attika §9.4] (f) main building")
    void mainBuilding() {
        Pricing.Quote q = AttikaTable.given().put(0, "cty-temple", 2, 2).quote(0, "cty-agora", 2, 1);
        assertFalse(q.free());
        assertArrayEquals(cards(2, 1, 0, 0), q.symbols());
        assertArrayEquals(cards(0, 0, 1, 1), q.remainder());
        assertEquals(0, q.surcharge());
    }

    // ---- 9.5 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.5, D3, D25] road pricing: the map pays a first road, an own road next to it makes the next free")
    void roadPricing() {
        AttikaTable t = AttikaTable.given().clearBoard(0).toBoard(0, "rd-road-1", "rd-road-2", "rd-road-3")
                .hand(0, 2, 2, 2, 2);
        Pricing.Quote q = t.quote(0, "rd-road-1", 0, 3);
        assertEquals(0, q.remainderAny() - 1);
        assertEquals(0, q.surcharge());
        t.refuses(new Build("rd-road-1", h(0, 3), Payment.NONE), "PAYMENT_MISMATCH");
        t.refuses(new Build("rd-road-1", h(0, 3), pay(0, 0, 2, 0)), "PAYMENT_MISMATCH");
        t.play(new Build("rd-road-1", h(0, 3), pay(0, 0, 1, 0)));
        // 5b
        t.play(new Build("rd-road-2", h(0, 4), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        // 5c
        q = t.quote(0, "rd-road-3", 1, 0);
        assertFalse(q.free());
        assertEquals(3, q.remainderAny());
        assertEquals(1, q.surcharge());
        assertEquals(4, q.minimumCards());
        // 5d: Yellow's first road next to Red's road
        q = t.quote(1, "rd-road-1", 1, 3);
        assertFalse(q.free());
        assertArrayEquals(cards(1, 1, 0, 1), q.symbols());
        assertEquals(2, q.remainderAny());
        assertEquals(0, q.surcharge());
    }

    // ---- 9.6 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.6, D29] 6a: an amphora for a complete group, used in the same turn and back in the supply")
    void amphoraForACompleteGroup() {
        AttikaTable t = AttikaTable.given().clearBoard(0).toBoard(0, "vin-vineyard", "vin-vintner").hand(0, 0, 1, 2, 0);
        t.play(new Build("vin-vineyard", h(0, 4), pay(0, 1, 2, 0)));
        t.play(new Build("vin-vintner", h(0, 3), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        assertEquals(new AmphoraAwarded(0, Group.VINEYARD), t.lastOne(AmphoraAwarded.class));
        assertEquals(14, t.state.amphoraSupply());
        assertEquals(1, t.state.amphorae(0));
        assertEquals(1, t.sees(0).turn().actionsLeft());
        t.play(new UseAmphora());
        assertEquals(2, t.sees(0).turn().actionsLeft());
        assertEquals(15, t.state.amphoraSupply());
        assertEquals(0, t.state.amphorae(0));
    }

    private static AttikaTable mintTable() {
        return AttikaTable.given().put(0, "mnt-silvermine", 1, 3).put(0, "mnt-coinmint", 2, 1).clearBoard(0)
                .toBoard(0, "shp-ship-1");
    }

    @Test
    @DisplayName("[attika §9.6, D28, D29] 6b: a building of another group completes the mint")
    void aBuildingOfAnotherGroupCompletesTheMint() {
        AttikaTable t = mintTable();
        assertEquals(2, Settlements.count(t.state, 0));
        t.play(new Build("shp-ship-1", h(2, 2), Payment.NONE));
        BuildingBuilt b = t.lastOne(BuildingBuilt.class);
        assertFalse(b.free());
        assertEquals(Payment.NONE, b.payment());
        assertEquals(new AmphoraAwarded(0, Group.MINT), t.lastOne(AmphoraAwarded.class));
    }

    @Test
    @DisplayName("[attika §9.6, D29] 6c: an empty supply gives a card and the turn goes on")
    void anEmptySupplyGivesACard() {
        AttikaTable t = mintTable();
        t.state.amphoraSupply = 0;
        int before = t.state.handSize(0);
        t.play(new Build("shp-ship-1", h(2, 2), Payment.NONE));
        assertEquals(new AmphoraSubstituted(0, Group.MINT), t.lastOne(AmphoraSubstituted.class));
        CardsDrawn c = t.lastOne(CardsDrawn.class);
        assertEquals(0, c.seat());
        assertEquals(1, c.received());
        assertEquals(DrawReason.AMPHORA_SUBSTITUTE, c.reason());
        assertEquals(before + 1, t.state.handSize(0));
        assertEquals(0, t.state.turnSeat(), "the turn goes on");
        assertTrue(t.lastOf(AmphoraSubstituted.class).size() == 1 && t.lastOf(TurnEnded.class).isEmpty());
    }

    // ---- 9.7 ---------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.7, D10, D11, D14] map growth: the drawer places the tile on a lattice site, in any rotation")
    void mapGrowth() {
        AttikaTable t = AttikaTable.given().stack(0, StackName.B, "sup-mill");
        t.play(new DrawBuilding(StackName.B));
        BuildingDrawn d = t.lastOne(BuildingDrawn.class);
        assertEquals(new BuildingDrawn(0, StackName.B, "sup-mill", true), d);
        assertNull(((BuildingDrawn) Redaction.redact(d, Viewer.seat(1))).building());
        assertEquals("resolveDrawnBuilding", t.sees(0).turn().pending());
        t.play(new StoreDrawn());
        assertEquals(new BuildingStored(0, "sup-mill"), t.lastOne(BuildingStored.class));
        assertEquals(new MapTileDrawn(0, "T07"), t.lastOne(MapTileDrawn.class));
        assertEquals("placeMapTile", t.sees(1).turn().pending());
        assertEquals("T07", t.sees(1).turn().mapTile());
        // 3: the legal sites
        List<Hex> sites = List.of(h(3, -2), h(5, -1), h(4, 2), h(0, 7), h(-2, 6), h(-4, 5), h(-3, 2), h(1, -3));
        List<LegalMove<AttikaMove>> legal = t.legal();
        assertEquals(48, legal.size());
        List<Hex> listed = new ArrayList<>();
        legal.forEach(m -> {
            Hex at = ((PlaceMapTile) m.move()).at();
            if (!listed.contains(at)) {
                listed.add(at);
            }
        });
        assertEquals(new java.util.HashSet<>(sites), new java.util.HashSet<>(listed));
        // 5: refusals
        t.refuses(new PlaceMapTile(h(4, -1), 0), "NOT_A_SITE");
        t.refuses(new PlaceMapTile(h(1, 4), 0), "SITE_OCCUPIED");
        t.refuses(new PlaceMapTile(h(-2, -1), 0), "SITE_COVERS_SHRINE");
        t.refuses(new PlaceMapTile(h(6, 3), 0), "SITE_NOT_TOUCHING");
        // 4: rotation 2 on a copy, then rotation 0
        AttikaState before = t.state;
        t.play(new PlaceMapTile(h(3, -2), 2));
        assertEquals(Resource.FOREST, t.state.resourceAt(h(3, -2)));
        assertEquals(Resource.HILL, t.state.resourceAt(h(3, -3)));
        assertEquals(Resource.MOUNTAIN, t.state.resourceAt(h(3, -1)));
        t.state = before;
        t.play(new PlaceMapTile(h(3, -2), 0));
        MapTilePlaced placed = t.lastOne(MapTilePlaced.class);
        assertEquals(new MapTilePlaced(0, "T07", h(3, -2), 0), placed);
        assertEquals(Resource.FOREST, t.state.resourceAt(h(3, -2)));
        assertEquals(Resource.HILL, t.state.resourceAt(h(4, -2)));
        assertEquals(Resource.MOUNTAIN, t.state.resourceAt(h(2, -2)));
        for (Hex blank : List.of(h(4, -3), h(3, -3), h(2, -1), h(3, -1))) {
            assertTrue(t.state.isMapHex(blank) && t.state.resourceAt(blank) == null, blank.toString());
        }
        // 6: back to the draw turn, one action left
        AttikaView v = t.sees(0);
        assertEquals("action", v.turn().pending());
        assertEquals(Mode.DRAW, v.turn().mode());
        assertEquals(1, v.turn().actionsLeft());
        assertEquals(17, t.state.mapStackSize());
    }

    @Test
    @DisplayName("[attika §9.7] (b) an empty map stack")
    void anEmptyMapStack() {
        AttikaTable t = AttikaTable.started(List.of("Red", "Yellow"), new AttikaOptions("provisional", null, 0),
                Map.of("mapTiles", AttikaTable.TEST_MAP.subList(0, 4)), "fixture");
        t.stack(0, StackName.B, "sup-mill");
        t.play(new DrawBuilding(StackName.B));
        t.play(new StoreDrawn());
        assertEquals(new MapGrowthSkipped(0, "mapStackEmpty"), t.lastOne(MapGrowthSkipped.class));
        assertEquals("action", t.sees(0).turn().pending());
    }

    // ---- 9.8 ---------------------------------------------------------------------------------------------------

    private static AttikaTable shrineTable() {
        return AttikaTable.given().put(0, "sup-well", 0, -1).put(0, "sup-cornfield", 0, 0).put(0, "sup-mill", 0, 1)
                .put(0, "sup-village", 0, 2).put(0, "def-quarry", 1, 3).put(0, "def-fortress", 2, 3)
                .put(0, "def-tower-1", 2, 4).clearBoard(0).toBoard(0, "rd-road-1").hand(0, 1, 1, 0, 0);
    }

    @Test
    @DisplayName("[attika §9.8] winning by connecting two shrines")
    void winningByConnectingTwoShrines() {
        AttikaTable t = shrineTable();
        assertEquals(2, Settlements.count(t.state, 0));
        Pricing.Quote q = t.quote(0, "rd-road-1", 0, 3);
        assertEquals(2, q.remainderAny());
        assertEquals(0, q.surcharge());
        t.play(new Build("rd-road-1", h(0, 3), pay(1, 1, 0, 0)));
        assertEquals(new GameEnded(0, WinReason.SHRINES_CONNECTED, List.of("S1", "S2")), t.lastOne(GameEnded.class));
        assertTrue(t.lastOf(AmphoraAwarded.class).isEmpty(), "no amphora check follows");
        assertTrue(t.state.over());
        assertTrue(AttikaTable.RULES.legalMoves(t.state, 0).isEmpty());
        t.refuses(new EndTurn(), "GAME_OVER");
        assertTrue(AttikaTable.RULES.outcome(t.state).finished());
    }

    @Test
    @DisplayName("[attika §9.8, D30] the chain must be all the winner's own buildings")
    void counterCases() {
        AttikaTable t = shrineTable().put(1, "rd-road-1", 0, 3).hand(0, 5, 5, 5, 5);
        t.play(new Build("rd-road-1", h(1, 2), find(t.legal(), "rd-road-1", h(1, 2)).move() instanceof Build b
                ? b.payment() : null));
        assertEquals(WinReason.SHRINES_CONNECTED, t.lastOne(GameEnded.class).reason());

        AttikaTable u = shrineTable().clear(0, 2);
        u.put(1, "sup-village", 0, 2);
        u.play(new Build("rd-road-1", h(0, 3), pay(1, 1, 0, 0)));
        assertTrue(u.lastOf(GameEnded.class).isEmpty(), "every building in the chain must be Red's");
        assertFalse(u.state.over());
    }

    // ---- 9.9 ---------------------------------------------------------------------------------------------------

    private static AttikaTable allBuiltTable() {
        AttikaTable t = AttikaTable.given();
        t.fold(List.of(new MapTilePlaced(null, "T07", h(3, -2), 0), new MapTilePlaced(null, "T02", h(4, 2), 0)));
        List<Hex> free = new ArrayList<>();
        for (AttikaView.HexView hv : t.sees(0).map().hexes()) {
            Hex x = h(hv.q(), hv.r());
            boolean nearShrine = t.state.shrines().stream().anyMatch(s -> s.at().adjacent(x));
            if (!nearShrine && !x.equals(h(2, 3)) && !x.equals(h(2, 2))) {
                free.add(x);
            }
        }
        t.put(0, "cty-gymnasium", 2, 2);
        int i = 0;
        for (ComponentSet.Building b : t.state.componentSet().buildings()) {
            if (!b.id().equals("cty-gymnasium") && !b.id().equals("cty-baths")) {
                Hex x = free.get(i++);
                t.put(0, b.id(), x.q(), x.r());
            }
        }
        t.stack(0, StackName.MAIN).stack(0, StackName.A).stack(0, StackName.B).stack(0, StackName.C, "cty-baths");
        assertEquals(29, t.state.built(0));
        assertTrue(t.state.board(0).isEmpty());
        return t;
    }

    @Test
    @DisplayName("[attika §9.9] winning by building all 30")
    void winningByBuildingAll30() {
        AttikaTable t = allBuiltTable();
        t.play(new DrawBuilding(StackName.C));
        assertTrue(t.lastOne(BuildingDrawn.class).emptiedStack());
        t.play(new BuildDrawn(h(2, 3), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        assertEquals(new GameEnded(0, WinReason.ALL_BUILT, List.of()), t.lastOne(GameEnded.class));
        assertTrue(t.lastOf(AmphoraAwarded.class).isEmpty());
        assertTrue(t.lastOf(MapTileDrawn.class).isEmpty());
        assertEquals(30, t.sees(0).result().built().get(0));
    }

    @Test
    @DisplayName("[attika §9.9] variant storing grows the map")
    void variantStoringGrowsTheMap() {
        AttikaTable t = allBuiltTable();
        t.play(new DrawBuilding(StackName.C));
        t.play(new StoreDrawn());
        assertEquals(1, t.lastOf(MapTileDrawn.class).size());
    }

    // ---- 9.10 --------------------------------------------------------------------------------------------------

    private static AttikaTable turnTable(int amphorae) {
        AttikaTable t = AttikaTable.given().hand(0, 9, 9, 9, 9);
        t.state.deck = new ArrayList<>(t.state.deck);
        return t.amphorae(0, amphorae);
    }

    private static int cardsDrawn(List<AttikaEvent> events) {
        return events.stream().filter(e -> e instanceof CardsDrawn).mapToInt(e -> ((CardsDrawn) e).received()).sum();
    }

    private static List<AttikaEvent> buildAny(AttikaTable t) {
        for (LegalMove<AttikaMove> m : t.legal()) {
            if (m.move() instanceof Build) {
                return t.play(m.move());
            }
        }
        throw new AssertionError("no build");
    }

    private static TurnEnded ended(AttikaTable t) {
        return t.lastOne(TurnEnded.class);
    }

    @Test
    @DisplayName("[attika §9.10, D18, D20, D21, D22] turn structure and cards")
    void turnStructureAndCards() {
        AttikaTable t = turnTable(0);
        assertEquals(3, cardsDrawn(t.play(new EndTurn())));
        assertEquals(new TurnEnded(0, 3, false), ended(t));

        t = turnTable(0);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        assertEquals(1, cardsDrawn(t.play(new EndTurn())));

        t = turnTable(0);
        t.play(new DrawBuilding(StackName.A));
        t.play(firstBuildDrawn(t));
        t.play(new DrawBuilding(StackName.B));
        t.play(new StoreDrawn());
        assertEquals(new TurnEnded(0, 0, true), ended(t));
        assertEquals(0, cardsDrawn(t.last));

        t = turnTable(0);
        buildAny(t);
        assertEquals(2, cardsDrawn(t.play(new EndTurn())));

        t = turnTable(0);
        buildAny(t);
        buildAny(t);
        buildAny(t);
        assertEquals(new TurnEnded(0, 0, true), ended(t));

        t = turnTable(1);
        t.play(new UseAmphora());
        assertEquals(4, cardsDrawn(t.play(new EndTurn())));

        t = turnTable(1);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        t.play(new UseAmphora());
        assertEquals(2, cardsDrawn(t.play(new EndTurn())));

        t = turnTable(1);
        buildAny(t);
        buildAny(t);
        buildAny(t);
        assertTrue(t.lastOf(TurnEnded.class).isEmpty(), "waits for useAmphora or endTurn");
        assertEquals(0, t.state.turnSeat());
        t.play(new UseAmphora());
        buildAny(t);
        assertEquals(new TurnEnded(0, 0, true), ended(t));

        t = turnTable(0);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        String onBoard = t.state.board(0).get(0);
        t.refuses(new Build(onBoard, h(0, 3), Payment.NONE), "MODE_IS_DRAW");

        t = turnTable(0);
        buildAny(t);
        t.refuses(new DrawBuilding(StackName.A), "MODE_IS_BUILD");

        t = turnTable(0);
        t.play(new DrawBuilding(StackName.A));
        t.refuses(new EndTurn(), "RESOLVE_DRAWN_FIRST");

        t = turnTable(1);
        for (int i = 0; i < 3; i++) {
            t.play(new DrawBuilding(StackName.A));
            t.play(new StoreDrawn());
            if (i == 0) {
                t.play(new UseAmphora());
            }
        }
        assertEquals(new TurnEnded(0, 0, true), ended(t));
    }

    private static AttikaMove firstBuildDrawn(AttikaTable t) {
        for (LegalMove<AttikaMove> m : t.legal()) {
            if (m.move() instanceof BuildDrawn) {
                return m.move();
            }
        }
        throw new AssertionError("no buildDrawn");
    }

    @Test
    @DisplayName("[attika §9.10] draw and build")
    void drawAndBuild() {
        AttikaTable t = AttikaTable.given().put(0, "def-quarry", -1, 2).stack(0, StackName.A, "def-fortress",
                "def-tower-1", "sup-mill");
        t.play(new DrawBuilding(StackName.A));
        t.play(new BuildDrawn(h(-1, 3), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        t.play(new DrawBuilding(StackName.A));
        t.play(new BuildDrawn(h(-2, 4), Payment.NONE));
        assertTrue(t.lastOne(BuildingBuilt.class).free());
        assertEquals(new TurnEnded(0, 0, true), t.lastOne(TurnEnded.class));
    }

    // ---- 9.11 --------------------------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §9.11, D23] reshuffle, and no cards left")
    void reshuffle() {
        AttikaTable t = AttikaTable.given();
        t.state.deck = new ArrayList<>(List.of(Resource.HILL));
        t.state.discard = new int[] {4, 3, 2, 1};
        t.play(new EndTurn());
        List<AttikaEvent> e = t.last;
        CardsDrawn first = (CardsDrawn) e.get(0);
        assertEquals(1, first.requested());
        assertEquals(1, first.received());
        DeckShuffled shuffled = (DeckShuffled) e.get(1);
        assertEquals(ShuffleReason.RESHUFFLE, shuffled.reason());
        assertEquals(10, shuffled.size());
        assertNull(((DeckShuffled) Redaction.redact(shuffled, Viewer.seat(0))).order(), "the order is hidden");
        CardsDrawn second = (CardsDrawn) e.get(2);
        assertEquals(2, second.requested());
        assertEquals(2, second.received());
        assertEquals(8, t.state.deckSize());
        assertArrayEquals(new int[4], t.state.discard());

        AttikaTable u = AttikaTable.given();
        u.state.deck = new ArrayList<>();
        u.state.discard = new int[4];
        u.play(new EndTurn());
        CardsDrawn none = u.lastOne(CardsDrawn.class);
        assertEquals(3, none.requested());
        assertEquals(0, none.received());
    }
}
