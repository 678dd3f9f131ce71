package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.PagodaUsesTest.green;
import static ziggurat.games.qin.PagodaUsesTest.powers;
import static ziggurat.games.qin.TileType.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.Effect.Direction;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * When the game ends and who wins [qin §5.1, §5.2]: the tie-break, towers, provinces, the moment the end is checked,
 * the stall, the supply, the board edges and the villages, each as a position, the moves made, and the result the
 * players then see.
 */
class EndRulesTest {

    /** The result everyone sees: null while the game goes on. */
    static GameEnded result(QinTable t) {
        return t.sees(Viewer.SPECTATOR).result();
    }

    // ---------------------------------------------------------------- who wins

    @Test
    @DisplayName("[qin D17] a tie among equal lastTurns goes clockwise from the next seat: under niu the first of the"
            + " next round's priority, under no the seat after the last player")
    void turnLongestAgoFromTheNextSeat() {
        // each position is scored as given: no sequence of moves need lead to it
        QinState niu = f1("velesniu", 3);
        niu.turn = 5;
        niu.lastTurn = new int[] {5, 5, 5};
        GameEnded round5 = Play.result(niu, List.of("supplyEmpty"));
        assertEquals(2, round5.winner(), "round 5's priority is 1, 2, 0; round 6 would start at seat 2");
        assertEquals(List.of("pagodas tie between seats 0,1,2", "turnLongestAgo: seat 2"), round5.tieBreaks());

        QinState no = f1("velesno", 4);
        no.lastTurn = new int[] {0, 0, 7, 0};
        no.lastActive = 2;
        assertEquals(3, Play.result(no, List.of("supplyEmpty")).winner(),
                "seats 0, 1 and 3 never had a turn; counting from seat 3, after seat 2's");
    }

    /** F1 with red also at (6,4): a line of five red cells, (6,0) to (6,4), makes (6,2) a green site. */
    static QinState f1WithGreenSite(String variant) {
        List<String> tiles = new ArrayList<>(F1_TILES);
        tiles.set(6, "rrrRr..");
        return position(variant, F1_BOARD, 3, tiles);
    }

    /** Whether, once a pagoda stands on some site, a buy on top of it is listed. */
    static boolean stacks(String variant) {
        QinState s = f1WithGreenSite(variant);
        int[] site = Patterns.sites(s).get(0);
        s = acting(pagoda(s, PagodaColour.values()[site[2]], site[0], site[1]), 0, RR, YY, BB);
        Cell taken = new Cell(site[0], site[1]);
        return QinTable.given(s).legalMoves(0).stream().anyMatch(m -> m instanceof BuyPagoda b && b.cell().equals(taken));
    }

    @Test
    @DisplayName("[qin D19] pagodas stack exactly under ver with pei, pao, puo, pa or pu")
    void stacking() {
        List<String> stacking = new ArrayList<>();
        for (String pagodas : List.of("pei", "pam", "pum", "pai", "pui", "pao", "puo", "pa", "pu", "pi", "peus", "pes")) {
            assertFalse(stacks("veles" + pagodas), "not under ve: " + pagodas);
            if (stacks("verles" + pagodas)) {
                stacking.add(pagodas);
            }
        }
        assertEquals(List.of("pei", "pao", "puo", "pa", "pu"), stacking);
    }

    @Test
    @DisplayName("[qin D20] the second-largest province counts equal sizes separately, [4, 4] gives 4; one province"
            + " gives 0")
    void secondLargestProvince() {
        // the position is scored as given: no sequence of moves need lead to it
        Board open = new Board("open", 7, 7, "", true, "none", List.of(
                ".......", ".......", ".......", ".......", ".......", ".......", "R..Y..B"), true);
        QinState s = position("vuoles", open, 3, List.of(
                "rrrr...",
                ".......",
                "rrrr...",
                ".......",
                "yyyyy..",
                ".......",
                ".yy...."));
        GameEnded end = Play.result(s, List.of("supplyEmpty"));
        assertEquals(Map.of("0", 4, "1", 3, "2", 0), Map.of(
                "0", end.measures().get("0").get("secondLargestProvince"),
                "1", end.measures().get("1").get("secondLargestProvince"),
                "2", end.measures().get("2").get("secondLargestProvince")), "red [4, 4, 1], yellow [5, 3], blue [1]");
        assertEquals(0, end.winner());
    }

    // ---------------------------------------------------------------- when the game ends

    @Test
    @DisplayName("[qin D21] the end is checked only after endTurn: the last tile placed mid-turn ends nothing; at"
            + " endTurn the game ends once, with every reason that holds")
    void checkedAtTheEndOfTheTurn() {
        QinState s = acting(f1("velesle", 3), 0, RY);
        s.drawn = s.pile.size();   // the supply is empty already
        QinTable t = QinTable.given(s);
        t.play(0, place(RY, 0, 3, 0, 4));
        assertEquals(0, t.sees(Viewer.SPECTATOR).players().get(0).handSize());
        assertNull(result(t), "supply and hands are empty, but the turn is not over");
        assertEquals(List.of(new EndTurn()), t.legalMoves(0));
        t.play(0, new EndTurn());
        assertEquals(1, t.lastOf(GameEnded.class).size());
        assertEquals(List.of("supplyEmpty", "handEmpty", "noTilesInAnyHand"), result(t).endReasons());
    }

    /** Seat 0's turn with nothing done yet, in a game idle for {@code idle} turns; seats 1 and 2 hold a tile. */
    static QinState idleTurn(QinState table, int idle, TileType... hand) {
        QinState s = acting(hand(hand(table, 1, RR), 2, YY), 0, hand);
        s.progress = false;   // the position's pagodas were put there, not built this turn
        s.idle = idle;
        return s;
    }

    @Test
    @DisplayName("[qin D22] a pagoda moved is no progress: a sixth such turn of three seats ends the game stalled; a"
            + " tile placed is progress")
    void aMoveIsNoProgress() {
        QinTable moving = QinTable.given(idleTurn(powers("velespam"), 5));
        moving.play(0, new Pass());
        moving.play(0, green("P1", "P3", Direction.S));
        moving.play(0, new EndTurn());
        assertEquals(List.of("stalled"), result(moving).endReasons());

        QinTable placing = QinTable.given(idleTurn(powers("velespam"), 5, RY));
        placing.play(0, place(RY, 0, 3, 0, 4));
        placing.play(0, green("P1", "P3", Direction.S));
        placing.play(0, new EndTurn());
        assertNull(result(placing));
        assertEquals(1, placing.sees(Viewer.SPECTATOR).turn().seat());
    }

    @Test
    @DisplayName("[qin D23] under mas the supply is the pile and the display: supplyEmpty waits for both")
    void supplyIncludesTheDisplay() {
        QinState table = f1("velesmas", 3).apply(new DisplayFilled(List.of(RR)));
        table.drawn = table.pile.size();   // the pile is empty; RR lies in the display
        QinTable turn = QinTable.given(idleTurn(table, 0));
        turn.play(0, new Pass());
        turn.play(0, new EndTurn());
        assertNull(result(turn), "the display still holds a tile");

        QinState empty = f1("velesmas", 3);
        empty.drawn = empty.pile.size();
        QinTable dry = QinTable.given(idleTurn(empty, 0));
        dry.play(0, new Pass());
        dry.play(0, new EndTurn());
        assertEquals(List.of("supplyEmpty"), result(dry).endReasons());
    }

    @Test
    @DisplayName("[qin D24] start squares on the edges touch nothing: only tile cells do")
    void startSquaresDoNotTouchEdges() {
        Board b = new Board("edges", 6, 6, "", true, "none", List.of(
                "R.....", "......", ".....Y", "......", "......", "B....."), true);
        EndRule la = new EndRule.BoardEdges();
        assertFalse(la.holds(position("vela", b, 2, List.of())), "N, W, E and S hold start squares only");
        assertFalse(la.holds(position("vela", b, 2, List.of("......", "......", "......", "......", "......",
                "..yy.."))), "a tile on S: one edge");
        assertTrue(la.holds(position("vela", b, 2, List.of(".r....", "......", "y.....", "......", "......",
                "..yy.."))), "tiles on N, W and S");
    }

    /** The Bird board with red tiles beside R(8,5) and a pagoda on each of {@code built} villages. */
    static QinState villages(int built) {
        QinState s = position("velu", Board.BIRD, 2, List.of("............", "............", "............",
                "............", "............", "............", "............", "............", "..rrr.......",
                "............", "............", "............"));
        int[][] at = {{0, 4}, {0, 5}, {0, 11}, {3, 1}, {3, 8}, {7, 1}};
        for (int i = 0; i < built; i++) {
            s = pagoda(s, PagodaColour.BLACK, at[i][0], at[i][1]);
        }
        return acting(hand(s, 1, RR), 0, RR);
    }

    @Test
    @DisplayName("[qin D25] a village is conquered when a pagoda comes to rest on it; the seventh conquest ends the"
            + " game at the end of the turn")
    void sevenVillagesConquered() {
        PlaceTile founding = place(RR, 9, 1, 9, 2, new VillagePagoda(8, 1, PagodaColour.WHITE));
        QinTable seventh = QinTable.given(villages(6));
        seventh.play(0, founding);
        assertEquals(7, seventh.sees(Viewer.SPECTATOR).villages().stream()
                .filter(QinView.VillageView::conquered).count());
        assertNull(result(seventh), "not before endTurn");
        seventh.play(0, new EndTurn());
        assertEquals(List.of("sevenVillages"), result(seventh).endReasons());

        QinTable sixth = QinTable.given(villages(5));
        sixth.play(0, founding);
        assertEquals(6, sixth.sees(Viewer.SPECTATOR).villages().stream()
                .filter(QinView.VillageView::conquered).count());
        sixth.play(0, new EndTurn());
        assertNull(result(sixth), "six are not enough");
    }
}
