package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.attika.AttikaTable.pay;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Rng;
import ziggurat.games.attika.AttikaMove.*;

/** Every rule code of [attika §8.3], the first-code-in-table-order rule, and malformed move shapes. */
class RejectionsTest {

    static Hex h(int q, int r) {
        return new Hex(q, r);
    }

    static String code(AttikaTable t, AttikaMove move) {
        RuleViolation v = t.refused(move);
        assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind());
        assertTrue(v.detail() != null && !v.detail().isBlank(), "a plain sentence");
        return v.code();
    }

    static AttikaTable table() {
        return AttikaTable.fixture().hand(0, 5, 5, 5, 5);
    }

    static AttikaTable drawn() {
        AttikaTable t = table();
        t.play(new DrawBuilding(StackName.A));
        return t;
    }

    static AttikaTable tileWaiting() {
        AttikaTable t = table().stack(0, StackName.B, "sup-mill");
        t.play(new DrawBuilding(StackName.B));
        t.play(new StoreDrawn());
        return t;
    }

    @Test
    @DisplayName("[attika §8.3, D19] a drawn building waiting refuses every other move, amphora and endTurn too")
    void resolve_drawn_first() {
        for (AttikaMove m : List.of(new EndTurn(), new UseAmphora(), new DrawBuilding(StackName.B),
                new Build("sup-well", h(0, 0), Payment.NONE), new PlaceMapTile(h(3, -2), 0))) {
            assertEquals("RESOLVE_DRAWN_FIRST", code(drawn().amphorae(0, 1), m), m.toString());
        }
    }

    @Test
    @DisplayName("[attika §8.3, D14] a map tile waiting must be placed: every other move is refused")
    void place_map_tile_first() {
        for (AttikaMove m : List.of(new EndTurn(), new UseAmphora(), new DrawBuilding(StackName.A),
                new BuildDrawn(h(0, 0), Payment.NONE), new StoreDrawn())) {
            assertEquals("PLACE_MAP_TILE_FIRST", code(tileWaiting(), m), m.toString());
        }
    }

    @Test
    void nothing_drawn_and_no_map_tile() {
        assertEquals("NOTHING_DRAWN", code(table(), new StoreDrawn()));
        assertEquals("NOTHING_DRAWN", code(table(), new BuildDrawn(h(0, 0), Payment.NONE)));
        assertEquals("NO_MAP_TILE", code(table(), new PlaceMapTile(h(3, -2), 0)));
    }

    @Test
    void modes_never_mix() {
        AttikaTable t = table();
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        String onBoard = t.state.board(0).get(0);
        assertEquals("MODE_IS_DRAW", code(t, new Build(onBoard, h(0, 3), Payment.NONE)));
        // MODE_IS_DRAW comes before UNKNOWN_BUILDING and NOT_A_MAP_HEX
        assertEquals("MODE_IS_DRAW", code(t, new Build("nope", h(-2, 2), Payment.NONE)));

        AttikaTable u = table().clearBoard(0).toBoard(0, "def-quarry");
        u.play(new Build("def-quarry", h(-1, 2), pay(0, 1, 0, 1)));
        assertEquals("MODE_IS_BUILD", code(u, new DrawBuilding(StackName.A)));
    }

    @Test
    void no_actions_left() {
        AttikaTable t = table().amphorae(0, 1);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        assertEquals(0, t.state.turnSeat(), "an amphora keeps the turn open");
        assertEquals("NO_ACTIONS_LEFT", code(t, new DrawBuilding(StackName.A)));

        AttikaTable u = table().amphorae(0, 1).clearBoard(0).toBoard(0, "rd-road-1", "rd-road-2", "rd-road-3",
                "rd-road-4");
        u.play(new Build("rd-road-1", h(0, 3), pay(0, 0, 1, 0)));
        u.play(new Build("rd-road-2", h(0, 4), Payment.NONE));
        u.play(new Build("rd-road-3", h(0, 2), Payment.NONE));
        assertEquals("NO_ACTIONS_LEFT", code(u, new Build("rd-road-4", h(1, 2), Payment.NONE)));
        // NO_ACTIONS_LEFT comes before NOT_ON_BOARD
        assertEquals("NO_ACTIONS_LEFT", code(u, new Build("sup-well", h(1, 2), Payment.NONE)));
    }

    @Test
    void stack_empty() {
        assertEquals("STACK_EMPTY", code(table().stack(0, StackName.C), new DrawBuilding(StackName.C)));
    }

    @Test
    void unknown_building_and_not_on_board() {
        AttikaTable t = table();
        assertEquals("UNKNOWN_BUILDING", code(t, new Build("def-castle", h(-2, 2), Payment.NONE)));
        String inStack = t.state.stack(0, StackName.A).get(0);
        assertEquals("NOT_ON_BOARD", code(t, new Build(inStack, h(-2, 2), Payment.NONE)));
        // another seat's board does not count either
        String yellows = t.state.board(1).get(0);
        if (!t.state.board(0).contains(yellows)) {
            assertEquals("NOT_ON_BOARD", code(t, new Build(yellows, h(0, 0), Payment.NONE)));
        }
    }

    @Test
    @DisplayName("[attika §5.1, D13] holes and shrine hexes are not map hexes; an occupied hex")
    void not_a_map_hex_and_hex_occupied() {
        AttikaTable t = table().clearBoard(0).toBoard(0, "def-quarry").put(1, "sup-well", 0, 0);
        assertEquals("NOT_A_MAP_HEX", code(t, new Build("def-quarry", h(-2, 2), Payment.NONE)), "a hole");
        assertEquals("NOT_A_MAP_HEX", code(t, new Build("def-quarry", h(-1, -1), Payment.NONE)), "a shrine hex");
        assertEquals("HEX_OCCUPIED", code(t, new Build("def-quarry", h(0, 0), pay(9, 0, 0, 0))),
                "HEX_OCCUPIED comes before CARDS_NOT_IN_HAND");
        AttikaTable d = drawn();
        assertEquals("NOT_A_MAP_HEX", code(d, new BuildDrawn(h(3, 2), Payment.NONE)));
    }

    @Test
    @DisplayName("[attika §5.6, D27] cards not in hand, and a mismatch that states the cheapest payment")
    void cards_not_in_hand_and_payment_mismatch() {
        AttikaTable t = table().clearBoard(0).toBoard(0, "def-quarry").hand(0, 3, 1, 1, 0);
        assertEquals("CARDS_NOT_IN_HAND", code(t, new Build("def-quarry", h(-1, 2), pay(0, 1, 0, 1))));
        RuleViolation v = t.refused(new Build("def-quarry", h(-1, 2), pay(3, 0, 0, 0)));
        assertEquals("PAYMENT_MISMATCH", v.code());
        assertEquals(pay(2, 1, 0, 0), v.extensions().get("cheapest"));
        assertTrue(v.detail().contains("surcharge 0"), v.detail());
    }

    @Test
    void no_amphora() {
        assertEquals("NO_AMPHORA", code(table(), new UseAmphora()));
    }

    @Test
    @DisplayName("[attika §2.5, D10, D13] the site codes in order: off the lattice, occupied, covering a shrine, not touching")
    void site_codes_in_order() {
        AttikaTable t = tileWaiting();
        assertEquals("NOT_A_SITE", code(t, new PlaceMapTile(h(4, -1), 0)));
        assertEquals("SITE_OCCUPIED", code(t, new PlaceMapTile(h(0, 0), 3)));
        assertEquals("SITE_COVERS_SHRINE", code(t, new PlaceMapTile(h(3, 5), 0)));
        assertEquals("SITE_NOT_TOUCHING", code(t, new PlaceMapTile(h(7, -7), 0)));
    }

    @Test
    void a_seat_that_is_not_pending_and_a_finished_game() {
        AttikaTable t = table();
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> AttikaTable.RULES.decide(t.state, 1, new EndTurn(), Rng.of("x", "y")));
        assertEquals("NOT_YOUR_DECISION", v.code());
        assertTrue(AttikaTable.RULES.legalMoves(t.state, 1).isEmpty());
    }

    @Test
    void malformed_shapes_are_refused_by_the_records() {
        assertThrows(IllegalArgumentException.class, () -> new DrawBuilding(null));
        assertThrows(IllegalArgumentException.class, () -> new Build(null, h(0, 0), null));
        assertThrows(IllegalArgumentException.class, () -> new Build("sup-well", null, null));
        assertThrows(IllegalArgumentException.class, () -> new BuildDrawn(null, null));
        assertThrows(IllegalArgumentException.class, () -> new PlaceMapTile(h(0, 0), 6));
        assertThrows(IllegalArgumentException.class, () -> new PlaceMapTile(h(0, 0), -1));
        assertThrows(IllegalArgumentException.class, () -> new Payment(-1, 0, 0, 0));
        assertEquals(Payment.NONE, new Payment(null, null, null, null));
        assertEquals(Payment.NONE, new Build("sup-well", h(0, 0), null).payment());
    }

    @Test
    void a_refused_move_changes_nothing() {
        AttikaTable t = table();
        String before = ziggurat.play.GameJson.canonical(AttikaTable.RULES.view(t.state, ziggurat.engine.Viewer.EVERYONE));
        t.refused(new UseAmphora());
        t.refused(new Build("def-castle", h(0, 0), Payment.NONE));
        assertEquals(before, ziggurat.play.GameJson.canonical(AttikaTable.RULES.view(t.state, ziggurat.engine.Viewer.EVERYONE)));
    }
}
