package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.engine.kit.Secrets;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.play.GameJson;

/**
 * Attika on the ruleset conformance kit, with what only this game can say: moves of every shape (holes, shrine
 * hexes, sites off the lattice, unknown buildings, odd payments) that decide must refuse unless listed, the codes
 * of [attika §8.3], and the table's invariants after every move (60 cards, 15 amphorae, 30 buildings a seat).
 */
class AttikaConformanceTest extends RulesetConformance<AttikaState, AttikaMove, AttikaEvent> {

    static final Set<String> CODES = Set.of("RESOLVE_DRAWN_FIRST", "PLACE_MAP_TILE_FIRST", "NOTHING_DRAWN",
            "NO_MAP_TILE", "MODE_IS_DRAW", "MODE_IS_BUILD", "NO_ACTIONS_LEFT", "STACK_EMPTY", "UNKNOWN_BUILDING",
            "NOT_ON_BOARD", "NOT_A_MAP_HEX", "HEX_OCCUPIED", "CARDS_NOT_IN_HAND", "PAYMENT_MISMATCH", "NO_AMPHORA",
            "NOT_A_SITE", "SITE_OCCUPIED", "SITE_COVERS_SHRINE", "SITE_NOT_TOUCHING");

    @Override
    protected Ruleset<AttikaState, AttikaMove, AttikaEvent> rules() {
        return AttikaTable.RULES;
    }

    @Override
    protected int games() {
        return 30;
    }

    @Override
    protected int moveCap() {
        return 6000;
    }

    /** [attika §7] hands to their owner; the orders of the stacks, the deck and the map stack to nobody. */
    @Override
    protected Secrets secrets() {
        return new Secrets(List.of("/mapStackOrder", "/deckOrder", "/players/*/stackOrder"),
                List.of("/players/*/hand"),
                Map.of("MapStackShuffled", List.of("order"), "DeckShuffled", List.of("order"),
                        "BuildingStacksFormed", List.of("main", "A", "B", "C")),
                Map.of("CardsDealt", List.of("cards"), "CardsDrawn", List.of("cards"),
                        "BuildingDrawn", List.of("building")),
                Set.of(), List.of());
    }

    /** A build listed with its cheapest payment means the same placement paid any other valid way [attika D32]. */
    @Override
    protected AttikaMove normal(AttikaMove move) {
        if (move instanceof Build b) {
            return new Build(b.building(), b.at(), Payment.NONE);
        }
        if (move instanceof BuildDrawn b) {
            return new BuildDrawn(b.at(), Payment.NONE);
        }
        return move;
    }

    @Override
    protected List<AttikaMove> candidates(AttikaState state, int seat, SplittableRandom random) {
        List<AttikaMove> all = new ArrayList<>();
        for (StackName s : StackName.values()) {
            all.add(new DrawBuilding(s));
        }
        all.add(new StoreDrawn());
        all.add(new UseAmphora());
        all.add(new EndTurn());
        List<ComponentSet.Building> buildings = state.componentSet().buildings();
        for (int i = 0; i < 12; i++) {
            Hex at = new Hex(random.nextInt(-5, 9), random.nextInt(-4, 10));
            Payment p = new Payment(random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextInt(3));
            all.add(new Build(buildings.get(random.nextInt(buildings.size())).id(), at, p));
            all.add(new BuildDrawn(at, p));
            all.add(new PlaceMapTile(at, random.nextInt(6)));
        }
        all.add(new Build("no-such-building", new Hex(0, 0), Payment.NONE));
        for (AttikaState.Seat p : List.of(state.seats.get(seat))) {
            for (String b : p.board) {
                all.add(new Build(b, new Hex(0, 0), Payment.NONE));
                all.add(new Build(b, new Hex(-1, -1), Payment.NONE));
            }
        }
        return all;
    }

    @Override
    protected void refused(AttikaState state, int seat, AttikaMove move, RuleViolation violation) {
        assertTrue(CODES.contains(violation.code()), violation.toString());
    }

    @Override
    protected void played(AttikaState before, AttikaMove move, List<AttikaEvent> events, AttikaState after) {
        String viewBefore = GameJson.canonical(AttikaTable.RULES.view(before, Viewer.EVERYONE));
        checkInvariants(after);
        assertEquals(viewBefore, GameJson.canonical(AttikaTable.RULES.view(before, Viewer.EVERYONE)),
                "states are never changed in place");
    }

    static void checkInvariants(AttikaState s) {
        int cards = s.deckSize() + Arrays.stream(s.discard()).sum();
        int amphorae = s.amphoraSupply();
        for (int seat = 0; seat < s.seatCount(); seat++) {
            cards += s.handSize(seat);
            amphorae += s.amphorae(seat);
            int buildings = s.board(seat).size() + s.built(seat) + (s.drawn() != null && s.turnSeat() == seat ? 1 : 0);
            for (StackName n : StackName.values()) {
                buildings += s.stack(seat, n).size();
            }
            assertEquals(30, buildings, "every building of seat " + seat + " is somewhere");
            for (int r = 0; r < 4; r++) {
                assertTrue(s.hand(seat)[r] >= 0);
            }
        }
        assertEquals(60, cards, "every card is somewhere");
        assertEquals(AttikaState.AMPHORAE, amphorae, "every amphora is somewhere");
        assertEquals(7 * s.tiles.size(), s.map.size(), "rosettes never overlap");
        assertEquals(22, s.tiles.size() + s.mapStackSize() + (s.mapTile() != null ? 1 : 0), "every map tile is somewhere");
    }

    /**
     * {@code AmphoraSubstituted} needs all 15 amphorae held at once ([attika D1] fixes the count), and random players win
     * or spend them long before (measured: the supply never fell below 12 in 54 random games of every seat count, with
     * the shipped set and with cheap caller sets); the worked example [attika §9.6] (c) proves it.
     */
    @Override
    protected Map<String, String> eventsOutOfRandomReach() {
        return Map.of("AmphoraSubstituted", "WorkedExamplesTest s9_6c_an_empty_supply_gives_a_card");
    }

    @Test
    @DisplayName("[attika §8.2] each move reads from the JSON the move table gives it")
    void movesReadTheSpecsJson() throws Exception {
        Map<String, Class<? extends AttikaMove>> types = AttikaTable.RULES.moveTypes();
        assertEquals(new DrawBuilding(StackName.B),
                GameJson.MAPPER.readValue("{\"stack\":\"B\"}", types.get("drawBuilding")));
        assertEquals(new BuildDrawn(new Hex(-1, 3), Payment.NONE),
                GameJson.MAPPER.readValue("{\"at\":{\"q\":-1,\"r\":3},\"payment\":{}}", types.get("buildDrawn")));
        assertEquals(new Build("def-quarry", new Hex(-1, 2), new Payment(2, 1, 0, 0)),
                GameJson.MAPPER.readValue("{\"building\":\"def-quarry\",\"at\":{\"q\":-1,\"r\":2},"
                        + "\"payment\":{\"forest\":1,\"water\":2}}", types.get("build")));
        assertEquals(new Build("def-quarry", new Hex(-1, 2), Payment.NONE),
                GameJson.MAPPER.readValue("{\"building\":\"def-quarry\",\"at\":{\"q\":-1,\"r\":2}}", types.get("build")));
        assertEquals(new PlaceMapTile(new Hex(3, -2), 2),
                GameJson.MAPPER.readValue("{\"at\":{\"q\":3,\"r\":-2},\"rotation\":2}", types.get("placeMapTile")));
        assertEquals(new PlaceMapTile(new Hex(3, -2), 0),
                GameJson.MAPPER.readValue("{\"at\":{\"q\":3,\"r\":-2}}", types.get("placeMapTile")));
        assertEquals(7, types.size());
    }
}
