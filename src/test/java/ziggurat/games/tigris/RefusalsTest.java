package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.TigrisTable.*;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisMove.*;

/** Every violation code of [tigris §8.2], and the order of checks where several fail at once [tigris D25]. */
class RefusalsTest {

    /** Archer to play: a kingdom around temple (2,5) with the archer king on (3,5); a blue tile on the river at (1,4). */
    private static TigrisTable table() {
        return TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, BLACK, 3, 5).tile(BLUE, 1, 4)
                .hand(0, BLACK, RED, RED, BLUE, GREEN, GREEN).turnOf(0));
    }

    @Test
    @DisplayName("[tigris §8.2, D8, D25] placeLeader: outside, its own square, occupied before river, river, no temple")
    void placeLeaderChecksInOrder() {
        TigrisTable t = table();
        t.refuses(0, placeLeader(RED, 11, 0), "OUTSIDE_BOARD");
        t.refuses(0, placeLeader(RED, 0, 16), "OUTSIDE_BOARD");
        t.refuses(0, placeLeader(BLACK, 3, 5), "LEADER_ALREADY_THERE");
        t.refuses(0, placeLeader(RED, 3, 5), "SQUARE_NOT_EMPTY");
        t.refuses(0, placeLeader(RED, 1, 4), "SQUARE_NOT_EMPTY"); // occupied river: occupied is checked first
        t.refuses(0, placeLeader(RED, 2, 4), "LEADER_ON_RIVER");   // river next to the temple (2,5)
        t.refuses(0, placeLeader(RED, 5, 5), "LEADER_NOT_NEXT_TO_TEMPLE");
    }

    @Test
    @DisplayName("[tigris §8.2, D25] a leader joining two kingdoms is refused only after the temple check")
    void leaderJoiningTwoKingdomsIsRefusedOnlyAfterTheTempleCheck() {
        // Two kingdoms: archer king (5,7) by temple (6,8)... and bull king on (7,8) sharing that temple is one kingdom,
        // so build two kingdoms apart: temple (6,8) with bull king (6,9); red (4,8) with lion king (4,9).
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(1, BLACK, 6, 9).tile(RED, 4, 8).leader(2, BLACK, 4, 9).turnOf(0));
        t.refuses(0, placeLeader(RED, 5, 8), "LEADER_JOINS_KINGDOMS");   // next to temples (4,8) and (6,8)
        t.refuses(0, placeLeader(RED, 5, 9), "LEADER_NOT_NEXT_TO_TEMPLE"); // touches both kings, no temple
    }

    @Test
    @DisplayName("[tigris §8.3] withdrawLeader needs the leader on the board")
    void withdrawLeaderNeedsTheLeaderOnTheBoard() {
        table().refuses(0, new WithdrawLeader(RED), "LEADER_NOT_ON_BOARD");
    }

    @Test
    @DisplayName("[tigris §8.2, D25] placeTile: the hand before the square, occupied before the terrain")
    void placeTileChecksInOrder() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, BLACK, 3, 5).tile(BLUE, 1, 4)
                .hand(0, BLACK, RED, BLUE, BLUE, GREEN, GREEN).turnOf(0));
        t.refuses(0, placeTile(RED, 20, 20), "OUTSIDE_BOARD");
        TigrisTable noRed = TigrisTable.given(TigrisPosition.standard(4).hand(0, BLACK, BLACK, BLUE, BLUE, GREEN, GREEN).turnOf(0));
        noRed.refuses(0, placeTile(RED, 20, 20), "TILE_NOT_IN_HAND");   // the hand is checked before the square
        t.refuses(0, placeTile(BLUE, 2, 5), "SQUARE_NOT_EMPTY");
        t.refuses(0, placeTile(BLUE, 3, 5), "SQUARE_NOT_EMPTY");
        t.refuses(0, placeTile(BLUE, 4, 4), "BLUE_TILE_NOT_ON_RIVER");
        t.refuses(0, placeTile(GREEN, 0, 4), "LAND_TILE_ON_RIVER");
        t.play(0, placeTile(RED, 4, 4));
        t.refuses(0, placeTile(BLUE, 4, 4), "SQUARE_NOT_EMPTY"); // occupied land: occupied is checked first
    }

    @Test
    @DisplayName("[tigris §8.2, D9, D25] placeCatastrophe: none left, outside, leader, catastrophe, monument before treasure")
    void placeCatastropheChecksInOrder() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, BLACK, 3, 5).catastrophe(5, 5)
                .tiles(BLACK, 4, 1, 4, 2, 5, 1, 5, 2).monument(Monument.BLACK_BLUE, 4, 1)
                .tiles(RED, 9, 6, 10, 5, 10, 6).monument(Monument.RED_GREEN, 9, 5)
                .catastrophesLeft(1, 0).turnOf(0));
        t.refuses(0, placeCatastrophe(11, 3), "OUTSIDE_BOARD");
        t.refuses(0, placeCatastrophe(3, 5), "CATASTROPHE_ON_LEADER");
        t.refuses(0, placeCatastrophe(5, 5), "CATASTROPHE_ON_CATASTROPHE");
        t.refuses(0, placeCatastrophe(4, 1), "CATASTROPHE_ON_MONUMENT");
        t.refuses(0, placeCatastrophe(9, 5), "CATASTROPHE_ON_MONUMENT"); // a face-down tile with a treasure
        t.refuses(0, placeCatastrophe(2, 5), "CATASTROPHE_ON_TREASURE");

        TigrisTable bull = TigrisTable.given(TigrisPosition.standard(4).catastrophesLeft(1, 0).turnOf(1));
        bull.refuses(1, placeCatastrophe(11, 3), "NO_CATASTROPHE_LEFT");
    }

    @Test
    @DisplayName("[tigris §8.2, D10] a swap lists one to six tiles of the hand")
    void swapChecksInOrder() {
        TigrisTable t = table();
        t.refuses(0, swap(), "SWAP_COUNT");
        t.refuses(0, swap(BLACK, BLACK, BLACK, BLACK, BLACK, BLACK, BLACK), "SWAP_COUNT");
        t.refuses(0, swap(BLUE, BLUE), "TILES_NOT_IN_HAND");
    }

    @Test
    @DisplayName("[tigris §8.3, §3.3] chooseWar must name an open war; nothing else is expected then")
    void chooseWarMustNameAnOpenWar() {
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionC().turnOf(2));
        t.play(2, placeTile(BLACK, 2, 8));
        t.refuses(2, chooseWar(RED), "WAR_NOT_OPEN");
        t.refuses(2, pass(), "MOVE_NOT_EXPECTED");
    }

    @Test
    @DisplayName("[tigris §8.3, §3.1] support is committed from the hand, and only when a conflict asks for it")
    void commitSupportAndMovesNotExpected() {
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionC().turnOf(2));
        t.refuses(2, commit(0), "MOVE_NOT_EXPECTED");
        t.refuses(2, new DeclineMonument(), "MOVE_NOT_EXPECTED");
        t.refuses(2, takeTreasure(2, 5), "MOVE_NOT_EXPECTED");
        t.play(2, placeTile(BLACK, 2, 8));
        t.play(2, chooseWar(GREEN));
        t.refuses(2, commit(5), "SUPPORT_NOT_IN_HAND");
        t.refuses(2, placeTile(GREEN, 4, 4), "MOVE_NOT_EXPECTED");
    }

    @Test
    @DisplayName("[tigris §8.2, D25] buildMonument: the square, then availability, then the colour")
    void monumentChecksInOrder() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tiles(RED, 9, 3, 9, 6, 9, 7, 10, 5)
                .leader(0, RED, 9, 4).leader(1, BLACK, 10, 7)
                .tiles(BLACK, 4, 1, 4, 2, 5, 1, 5, 2).monument(Monument.BLACK_BLUE, 4, 1)
                .tiles(RED, 4, 9, 4, 10, 5, 9, 5, 10).monument(Monument.BLACK_RED, 4, 9)
                .hand(1, RED, BLACK, BLACK, BLUE, GREEN, GREEN).turnOf(1));
        t.play(1, placeTile(RED, 10, 6));
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 5)), List.of(Monument.RED_BLUE, Monument.RED_GREEN)),
                t.pending().details());
        t.refuses(1, buildMonument(Monument.BLACK_RED, 9, 6), "NOT_A_MONUMENT_SQUARE");
        t.refuses(1, buildMonument(Monument.BLACK_RED, 12, 6), "NOT_A_MONUMENT_SQUARE");
        t.refuses(1, buildMonument(Monument.BLACK_RED, 9, 5), "MONUMENT_NOT_AVAILABLE");
        t.refuses(1, buildMonument(Monument.BLACK_BLUE, 9, 5), "MONUMENT_NOT_AVAILABLE"); // built and the wrong colour
        t.refuses(1, buildMonument(Monument.BLUE_GREEN, 9, 5), "MONUMENT_WRONG_COLOR");
        t.refuses(1, pass(), "MOVE_NOT_EXPECTED");
        assertEquals(List.of(new TigrisEvent.MonumentDeclined(1, List.of(sq(9, 5)))), t.play(1, new DeclineMonument()));
    }

    @Test
    @DisplayName("[tigris §8.3, §5.1] a treasure taken must be claimable")
    void treasureMustBeClaimable() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(2, GREEN, 9, 14).tiles(BLACK, 10, 12, 10, 13, 10, 14, 9, 6, 9, 7, 9, 8, 9, 9, 9, 10)
                .hand(1, GREEN, RED, RED, BLACK, BLUE, BLUE).turnOf(1));
        t.play(1, placeTile(GREEN, 10, 11));
        t.refuses(2, takeTreasure(8, 14), "TREASURE_NOT_CLAIMABLE"); // already taken
        t.refuses(2, takeTreasure(15, 15), "TREASURE_NOT_CLAIMABLE");
        t.refuses(2, pass(), "MOVE_NOT_EXPECTED");
    }

    @Test
    @DisplayName("[tigris §8.3] malformed moves are refused by their constructors")
    void malformedMovesAreRefusedByTheirConstructors() {
        assertThrows(IllegalArgumentException.class, () -> new PlaceLeader(null, sq(1, 1)));
        assertThrows(IllegalArgumentException.class, () -> new PlaceLeader(RED, null));
        assertThrows(IllegalArgumentException.class, () -> new WithdrawLeader(null));
        assertThrows(IllegalArgumentException.class, () -> new PlaceTile(null, sq(1, 1)));
        assertThrows(IllegalArgumentException.class, () -> new PlaceCatastrophe(null));
        assertThrows(IllegalArgumentException.class, () -> new SwapTiles(null));
        assertThrows(IllegalArgumentException.class, () -> new SwapTiles(java.util.Arrays.asList(RED, null)));
        assertThrows(IllegalArgumentException.class, () -> new CommitSupport(-1));
        assertThrows(IllegalArgumentException.class, () -> new ChooseWar(null));
        assertThrows(IllegalArgumentException.class, () -> new BuildMonument(null, sq(1, 1)));
        assertThrows(IllegalArgumentException.class, () -> new BuildMonument(Monument.RED_BLUE, null));
        assertThrows(IllegalArgumentException.class, () -> new TakeTreasure(null));
        assertThrows(IllegalArgumentException.class, () -> new Square(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> Colour.fromWire("purple"));
        assertThrows(IllegalArgumentException.class, () -> Monument.fromWire("red-red"));
        assertEquals(Monument.RED_BLUE, Monument.fromWire("red-blue"));
        assertEquals("red-blue", Monument.RED_BLUE.toString());
        assertEquals("noTemple", TigrisEvent.WithdrawReason.NO_TEMPLE.toString());
    }
}
