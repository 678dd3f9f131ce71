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
class RefusalsTest {

    static Hex h(int q, int r) {
        return new Hex(q, r);
    }

    static AttikaTable table() {
        return AttikaTable.given().hand(0, 5, 5, 5, 5);
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
    void resolveDrawnFirst() {
        for (AttikaMove m : List.of(new EndTurn(), new UseAmphora(), new DrawBuilding(StackName.B),
                new Build("sup-well", h(0, 0), Payment.NONE), new PlaceMapTile(h(3, -2), 0))) {
            drawn().amphorae(0, 1).refuses(m, "RESOLVE_DRAWN_FIRST");
        }
    }

    @Test
    @DisplayName("[attika §8.3, D14] a map tile waiting must be placed: every other move is refused")
    void placeMapTileFirst() {
        for (AttikaMove m : List.of(new EndTurn(), new UseAmphora(), new DrawBuilding(StackName.A),
                new BuildDrawn(h(0, 0), Payment.NONE), new StoreDrawn())) {
            tileWaiting().refuses(m, "PLACE_MAP_TILE_FIRST");
        }
    }

    @Test
    @DisplayName("[attika §8.3] nothing drawn, no map tile waiting: NOTHING_DRAWN and NO_MAP_TILE")
    void nothingDrawnAndNoMapTile() {
        table().refuses(new StoreDrawn(), "NOTHING_DRAWN");
        table().refuses(new BuildDrawn(h(0, 0), Payment.NONE), "NOTHING_DRAWN");
        table().refuses(new PlaceMapTile(h(3, -2), 0), "NO_MAP_TILE");
    }

    @Test
    @DisplayName("[attika §4.2, §8.3, D18] the modes never mix: MODE_IS_DRAW before any other code, and MODE_IS_BUILD")
    void modesNeverMix() {
        AttikaTable t = table();
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        String onBoard = t.state.board(0).get(0);
        t.refuses(new Build(onBoard, h(0, 3), Payment.NONE), "MODE_IS_DRAW");
        // MODE_IS_DRAW comes before UNKNOWN_BUILDING and NOT_A_MAP_HEX
        t.refuses(new Build("nope", h(-2, 2), Payment.NONE), "MODE_IS_DRAW");

        AttikaTable u = table().clearBoard(0).toBoard(0, "def-quarry");
        u.play(new Build("def-quarry", h(-1, 2), pay(0, 1, 0, 1)));
        u.refuses(new DrawBuilding(StackName.A), "MODE_IS_BUILD");
    }

    @Test
    @DisplayName("[attika §4.1, §4.5, §8.3] with the mode's actions spent a draw or a build is NO_ACTIONS_LEFT")
    void noActionsLeft() {
        AttikaTable t = table().amphorae(0, 1);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        assertEquals(0, t.state.turnSeat(), "an amphora keeps the turn open");
        t.refuses(new DrawBuilding(StackName.A), "NO_ACTIONS_LEFT");

        AttikaTable u = table().amphorae(0, 1).clearBoard(0).toBoard(0, "rd-road-1", "rd-road-2", "rd-road-3",
                "rd-road-4");
        u.play(new Build("rd-road-1", h(0, 3), pay(0, 0, 1, 0)));
        u.play(new Build("rd-road-2", h(0, 4), Payment.NONE));
        u.play(new Build("rd-road-3", h(0, 2), Payment.NONE));
        u.refuses(new Build("rd-road-4", h(1, 2), Payment.NONE), "NO_ACTIONS_LEFT");
        // NO_ACTIONS_LEFT comes before NOT_ON_BOARD
        u.refuses(new Build("sup-well", h(1, 2), Payment.NONE), "NO_ACTIONS_LEFT");
    }

    @Test
    @DisplayName("[attika §4.3, §8.3] no draw from an empty stack: STACK_EMPTY")
    void stackEmpty() {
        table().stack(0, StackName.C).refuses(new DrawBuilding(StackName.C), "STACK_EMPTY");
    }

    @Test
    @DisplayName("[attika §8.3] a building not in the set is UNKNOWN_BUILDING; one in a stack or on another"
            + " board NOT_ON_BOARD")
    void unknownBuildingAndNotOnBoard() {
        AttikaTable t = table();
        t.refuses(new Build("def-castle", h(-2, 2), Payment.NONE), "UNKNOWN_BUILDING");
        String inStack = t.state.stack(0, StackName.A).get(0);
        t.refuses(new Build(inStack, h(-2, 2), Payment.NONE), "NOT_ON_BOARD");
        // another seat's board does not count either
        String yellows = t.state.board(1).get(0);
        if (!t.state.board(0).contains(yellows)) {
            t.refuses(new Build(yellows, h(0, 0), Payment.NONE), "NOT_ON_BOARD");
        }
    }

    @Test
    @DisplayName("[attika §5.1, D13] holes and shrine hexes are not map hexes; an occupied hex")
    void notAMapHexAndHexOccupied() {
        AttikaTable t = table().clearBoard(0).toBoard(0, "def-quarry").put(1, "sup-well", 0, 0);
        t.refuses(new Build("def-quarry", h(-2, 2), Payment.NONE), "NOT_A_MAP_HEX"); // a hole
        t.refuses(new Build("def-quarry", h(-1, -1), Payment.NONE), "NOT_A_MAP_HEX"); // a shrine hex
        // HEX_OCCUPIED comes before CARDS_NOT_IN_HAND
        t.refuses(new Build("def-quarry", h(0, 0), pay(9, 0, 0, 0)), "HEX_OCCUPIED");
        AttikaTable d = drawn();
        d.refuses(new BuildDrawn(h(3, 2), Payment.NONE), "NOT_A_MAP_HEX");
    }

    @Test
    @DisplayName("[attika §5.6, D27] cards not in hand, and a mismatch that states the cheapest payment")
    void cardsNotInHandAndPaymentMismatch() {
        AttikaTable t = table().clearBoard(0).toBoard(0, "def-quarry").hand(0, 3, 1, 1, 0);
        t.refuses(new Build("def-quarry", h(-1, 2), pay(0, 1, 0, 1)), "CARDS_NOT_IN_HAND");
        RuleViolation v = t.refuses(new Build("def-quarry", h(-1, 2), pay(3, 0, 0, 0)), "PAYMENT_MISMATCH");
        assertEquals(pay(2, 1, 0, 0), v.extensions().get("cheapest"));
        assertTrue(v.detail().contains("surcharge 0"), v.detail());
    }

    @Test
    @DisplayName("[attika §4.5, §8.3] useAmphora without an amphora: NO_AMPHORA")
    void noAmphora() {
        table().refuses(new UseAmphora(), "NO_AMPHORA");
    }

    @Test
    @DisplayName("[attika §2.5, D10, D13] the site codes in order: off the lattice, occupied, covering a shrine, not touching")
    void siteCodesInOrder() {
        AttikaTable t = tileWaiting();
        t.refuses(new PlaceMapTile(h(4, -1), 0), "NOT_A_SITE");
        t.refuses(new PlaceMapTile(h(0, 0), 3), "SITE_OCCUPIED");
        t.refuses(new PlaceMapTile(h(3, 5), 0), "SITE_COVERS_SHRINE");
        t.refuses(new PlaceMapTile(h(7, -7), 0), "SITE_NOT_TOUCHING");
    }

    @Test
    @DisplayName("[attika §8.3] a seat that is not pending is refused with NOT_YOUR_DECISION and has no legal move")
    void aSeatThatIsNotPendingAndAFinishedGame() {
        AttikaTable t = table();
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> AttikaTable.RULES.decide(t.state, 1, new EndTurn(), Rng.of("x", "y")));
        assertEquals("NOT_YOUR_DECISION", v.code());
        assertTrue(AttikaTable.RULES.legalMoves(t.state, 1).isEmpty());
    }

    @Test
    @DisplayName("[attika §8.3] malformed shapes are refused by the move records")
    void malformedShapesAreRefusedByTheRecords() {
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
    @DisplayName("[attika §8.3] a refused move changes nothing anyone sees")
    void aRefusedMoveChangesNothing() {
        AttikaTable t = table();
        String before = ziggurat.play.GameJson.canonical(AttikaTable.RULES.view(t.state, ziggurat.engine.Viewer.EVERYONE));
        t.refuses(new UseAmphora(), "NO_AMPHORA");
        t.refuses(new Build("def-castle", h(0, 0), Payment.NONE), "UNKNOWN_BUILDING");
        assertEquals(before, ziggurat.play.GameJson.canonical(AttikaTable.RULES.view(t.state, ziggurat.engine.Viewer.EVERYONE)));
    }
}
