package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.SetupWarning;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaMove.*;

/** [attika §3, §8.5, D15, D16, D17, D33, D34] setup, options, the stack override, and the labelling of [attika §1.4]. */
class SetupTest {

    static final AttikaRuleset RULES = AttikaTable.RULES;

    static List<String> names(int n) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add("p" + i);
        }
        return out;
    }

    static AttikaTable game(int seats, AttikaOptions options, Map<String, Object> stack) {
        return AttikaTable.started(names(seats), options, stack, "setup-test");
    }

    static RuleViolation refused(int seats, AttikaOptions options, Map<String, Object> stack) {
        return assertThrows(RuleViolation.class, () -> RULES.start(
                new GameSetup(names(seats), options, Optional.ofNullable(stack), "c"), Rng.of("s", "setup")));
    }

    @Test
    @DisplayName("[attika §3, D16, D17] four seats: colours by seat, the deal from the start seat, the stacks")
    void fourSeatsDeal4567FromTheStartSeatAndFormTheStacks() {
        AttikaTable t = game(4, new AttikaOptions("provisional", null, 2), null);
        AttikaState s = t.state;
        assertEquals(2, s.turnSeat());
        assertEquals(4, s.handSize(2));
        assertEquals(5, s.handSize(3));
        assertEquals(6, s.handSize(0));
        assertEquals(7, s.handSize(1));
        assertEquals(60 - 22, s.deckSize());
        assertEquals(14, s.mapStackSize());
        assertEquals(56, s.map.size());
        assertEquals(4, s.shrines().size());
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(List.of(5, 7, 7, 7), List.of(s.stack(seat, StackName.MAIN).size(), s.stack(seat, StackName.A).size(),
                    s.stack(seat, StackName.B).size(), s.stack(seat, StackName.C).size()));
            assertEquals(4, s.board(seat).size());
            assertTrue(s.componentSet().building(s.board(seat).get(0)).main(), "the first reveal is from main");
            assertEquals(AttikaState.COLOURS.get(seat), t.sees(seat).players().get(seat).colour());
        }
        assertEquals(15, s.amphoraSupply());
    }

    @Test
    @DisplayName("[attika §3, D15] the layout defaults to the seats and may be chosen, shown as layout")
    void mapStacksByLayoutAndTheLayoutOption() {
        assertEquals(18, game(2, AttikaOptions.DEFAULT, null).state.mapStackSize());
        assertEquals(16, game(3, AttikaOptions.DEFAULT, null).state.mapStackSize());
        AttikaTable t = game(3, new AttikaOptions("provisional", 4, null), null);
        assertEquals(14, t.state.mapStackSize());
        assertEquals(4, t.sees(0).layout());
        assertEquals(4, t.state.shrines().size());
    }

    @Test
    @DisplayName("[attika §3, D17] the start seat is drawn from the seed when not given")
    void theStartSeatIsDrawnFromTheSeedWhenNotGiven() {
        List<AttikaEvent> a = RULES.start(new GameSetup(names(3), AttikaOptions.DEFAULT, Optional.empty(), "c"),
                Rng.of("same", "setup"));
        List<AttikaEvent> b = RULES.start(new GameSetup(names(3), AttikaOptions.DEFAULT, Optional.empty(), "c"),
                Rng.of("same", "setup"));
        assertEquals(a, b, "setup is deterministic");
        java.util.Set<Integer> starts = new java.util.HashSet<>();
        for (int i = 0; i < 20; i++) {
            starts.add(((GameStarted) RULES.start(new GameSetup(names(3), AttikaOptions.DEFAULT, Optional.empty(), "c"),
                    Rng.of("seed" + i, "setup")).get(0)).startSeat());
        }
        assertEquals(3, starts.size());
    }

    @Test
    @DisplayName("[attika §1.4, §7.3] GameStarted embeds the full set and its labelling; a provisional set warns")
    void gameStartedEmbedsTheFullSetAndItsLabelling() {
        AttikaTable t = game(2, AttikaOptions.DEFAULT, null);
        GameStarted g = (GameStarted) t.log.get(0);
        assertEquals(ComponentSets.PROVISIONAL.set(), g.componentSet());
        assertEquals(ComponentSets.PROVISIONAL.sha256(), g.sha256());
        assertEquals("shipped", g.componentSetSource());
        assertEquals("c0ffee", g.seedHash());
        assertTrue(t.log.get(t.log.size() - 1) instanceof TurnStarted);
        List<SetupWarning> w = RULES.warnings(new GameSetup(names(2), AttikaOptions.DEFAULT, Optional.empty(), "c"));
        assertEquals("provisionalComponentSet", w.get(0).code());
        assertEquals(ComponentSets.PROVISIONAL.set().notice(), w.get(0).detail());
    }

    @Test
    @DisplayName("[attika §1.4, D5] a caller set is validated and shown as the caller's")
    void aCallerSetIsValidatedAndShownAsTheCallers() throws Exception {
        Map<String, Object> set = ComponentSetTest.fresh();
        AttikaTable t = game(2, new AttikaOptions(set, null, null), null);
        assertEquals("caller", t.sees(0).componentSet().source());
        assertEquals("caller", ((GameStarted) t.log.get(0)).options().componentSet());
        Map<String, Object> bad = ComponentSetTest.fresh();
        ComponentSetTest.building(bad, "cty-agora").put("arrowsFrom", List.of("cty-temple"));
        RuleViolation v = refused(2, new AttikaOptions(bad, null, null), null);
        assertEquals("INVALID_COMPONENT_SET", v.code());
        assertEquals("INVALID_OPTIONS", refused(2, new AttikaOptions("published", null, null), null).code());
    }

    @Test
    @DisplayName("[attika §8.3] options out of range are INVALID_OPTIONS, five seats INVALID_SEATS")
    void optionsOutOfRange() {
        assertEquals("INVALID_OPTIONS", refused(2, new AttikaOptions("provisional", 5, null), null).code());
        assertEquals("INVALID_OPTIONS", refused(2, new AttikaOptions("provisional", null, 2), null).code());
        assertEquals("INVALID_SEATS", refused(5, AttikaOptions.DEFAULT, null).code());
    }

    @Test
    @DisplayName("[attika §1.4] the catalogue lists the shipped sets as provisional")
    void theCatalogueListsTheShippedSetsAsProvisional() {
        Map<String, Object> c = RULES.catalogue();
        assertTrue(((String) c.get("description")).contains("PROVISIONAL"));
        @SuppressWarnings("unchecked")
        Map<String, Object> entry = ((List<Map<String, Object>>) c.get("componentSets")).get(0);
        assertEquals(true, entry.get("provisional"));
        assertNotNull(entry.get("notice"));
        assertEquals(ComponentSets.PROVISIONAL.sha256(), entry.get("sha256"));
        assertNull(entry.get("data"));
        @SuppressWarnings("unchecked")
        Map<String, Object> detail = ((List<Map<String, Object>>) RULES.catalogueDetail().get("componentSets")).get(0);
        assertEquals(ComponentSets.PROVISIONAL.sha256(), detail.get("sha256"));
        assertNotNull(detail.get("data"));
    }

    // ---- the stack override [attika D33] ------------------------------------------------------------------------------

    @Test
    @DisplayName("[attika §8.5, D33] a stack fixes each named pile completely")
    void aStackFixesEachNamedPileCompletely() {
        Map<String, Object> stack = AttikaTable.stackOf(
                "mapTiles", List.of("T01", "T09", "T05", "T12", "T07"),
                "cards", List.of("water", "hill", "hill", "forest", "water", "forest", "forest", "mountain", "hill"),
                "buildings", List.of(Map.of("main", List.of("def-quarry"), "A", List.of("def-fortress", "def-tower-1"),
                        "B", List.of(), "C", List.of()), Map.of()));
        AttikaTable t = game(2, new AttikaOptions("provisional", null, 0), stack);
        AttikaState s = t.state;
        assertEquals(1, s.mapStackSize());
        assertEquals(0, s.deckSize());
        assertEquals(List.of("def-quarry", "def-fortress"), s.board(0));
        assertEquals(List.of("def-tower-1"), s.stack(0, StackName.A));
        assertEquals(4, s.board(1).size());
        assertTrue(t.sees(0).stacked());
        assertTrue(((GameStarted) t.log.get(0)).stacked());
        // Red got the first 4 cards: water, hill, hill, forest
        assertEquals(List.of(1, 1, 2, 0), java.util.Arrays.stream(s.hand(0)).boxed().toList());
    }

    @Test
    @DisplayName("[attika §8.5, D34] all built means all the seat's buildings in the game")
    void allBuiltMeansAllInTheGame() {
        Map<String, Object> stack = AttikaTable.stackOf("mapTiles", AttikaTable.TEST_MAP,
                "buildings", List.of(Map.of("main", List.of("def-quarry"), "A", List.of("def-fortress"),
                        "B", List.of(), "C", List.of()), Map.of()));
        AttikaTable t = game(2, new AttikaOptions("provisional", null, 0), stack).hand(0, 5, 5, 5, 5);
        t.play(new Build("def-quarry", new Hex(-1, 2), new Payment(0, 1, 0, 1)));
        t.play(new Build("def-fortress", new Hex(-1, 3), Payment.NONE));
        assertEquals(new GameEnded(0, WinReason.ALL_BUILT, List.of()), t.lastOne(GameEnded.class));
    }

    @Test
    @DisplayName("[attika §3, §6.3] an empty stack never triggers map growth at setup")
    void anEmptyStackNeverTriggersGrowthAtSetup() {
        Map<String, Object> stack = AttikaTable.stackOf("buildings", List.of(
                Map.of("main", List.of("def-quarry"), "A", List.of(), "B", List.of(), "C", List.of()), Map.of()));
        AttikaTable t = game(2, new AttikaOptions("provisional", null, 0), stack);
        assertTrue(t.log.stream().noneMatch(e -> e instanceof MapTileDrawn));
        assertEquals("action", t.sees(0).turn().pending());
    }

    @Test
    @DisplayName("[attika §8.5] a stack that fails the checks is INVALID_STACK")
    void invalidStacks() {
        AttikaOptions o = AttikaOptions.DEFAULT;
        List<Map<String, Object>> bad = List.of(
                AttikaTable.stackOf("mapTiles", List.of("T01", "T02", "T03", "T99")),
                AttikaTable.stackOf("mapTiles", List.of("T01", "T02", "T03", "T03")),
                AttikaTable.stackOf("mapTiles", List.of("T01", "T02", "T03")),
                AttikaTable.stackOf("cards", List.of("water", "water", "water", "water", "water", "water", "water",
                        "water", "water", "water", "water", "water", "water", "water", "water", "water")),
                AttikaTable.stackOf("cards", List.of("water", "hill")),
                AttikaTable.stackOf("cards", List.of("water", "gold", "hill", "hill", "hill", "hill", "hill", "hill", "hill")),
                AttikaTable.stackOf("buildings", List.of(Map.of())),
                AttikaTable.stackOf("buildings", List.of(Map.of("main", List.of("def-fortress"), "A", List.of(),
                        "B", List.of(), "C", List.of()), Map.of())),
                AttikaTable.stackOf("buildings", List.of(Map.of("main", List.of(), "A", List.of("def-quarry"),
                        "B", List.of(), "C", List.of()), Map.of())),
                AttikaTable.stackOf("buildings", List.of(Map.of("main", List.of(), "A", List.of("def-fortress"),
                        "B", List.of("def-fortress"), "C", List.of()), Map.of())),
                AttikaTable.stackOf("buildings", List.of(Map.of("main", List.of(), "A", List.of()), Map.of())));
        for (Map<String, Object> stack : bad) {
            RuleViolation v = refused(2, o, stack);
            assertEquals("INVALID_STACK", v.code(), stack.toString());
        }
        RuleViolation shape = refused(2, o, AttikaTable.stackOf("mapTiles", "T01"));
        assertEquals(RuleViolation.Kind.MALFORMED_MOVE, shape.kind());
        assertEquals("INVALID_STACK", shape.code());
        assertEquals("INVALID_STACK", refused(2, o, AttikaTable.stackOf("tiles", List.of())).code());
    }
}
