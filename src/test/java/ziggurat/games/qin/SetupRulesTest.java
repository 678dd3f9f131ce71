package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;

/**
 * Creating a game [qin §3]: the name it is reported under, the boards a creator may ask for, the seats, and the
 * pagoda supply the table starts with, each as the creator or a player sees it.
 */
class SetupRulesTest {

    /** The game {@code options} create with {@code seats} seats, as a spectator sees it once it has started. */
    static QinView createdWith(QinOptions options, int seats) {
        return QinTable.started(options, seats).sees(Viewer.SPECTATOR);
    }

    /** Why creating the game is refused. */
    static RuleViolation refusedWith(QinOptions options, int seats) {
        return assertThrows(RuleViolation.class, () -> createdWith(options, seats));
    }

    static QinOptions board(Object board) {
        return new QinOptions("veles", null, board, null);
    }

    /** A supplied board of {@code rows} × {@code cols} grass, with the three start squares at the start of its middle row. */
    static Map<String, Object> grass(int rows, int cols) {
        List<String> grid = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            grid.add(r == rows / 2 ? ("RY.B" + ".".repeat(cols)).substring(0, cols) : ".".repeat(cols));
        }
        return boardOf(rows, cols, grid);
    }

    static Map<String, Object> boardOf(int rows, int cols, List<String> grid) {
        Map<String, Object> b = new LinkedHashMap<>();
        b.put("name", "supplied");
        b.put("rows", rows);
        b.put("cols", cols);
        b.put("grid", grid);
        return b;
    }

    @SuppressWarnings("unchecked")
    static List<String> problemCodes(RuleViolation v) {
        return ((List<Map<String, Object>>) v.extensions().get("problems")).stream()
                .map(p -> (String) p.get("code")).toList();
    }

    @Test
    @DisplayName("[qin D2] a game reports the name as its creator sent it beside the canonical name; a game made from"
            + " a module list is named by its canonical name")
    void theNameAGameIsReportedUnder() {
        QinView named = createdWith(QinOptions.variant("Qin-Velessa"), 2);
        assertEquals("Qin-Velessa", named.variant().name(), "exactly as sent");
        assertEquals("veles", named.variant().canonicalName(), "sa, na, pei and ku left out");
        QinView listed = createdWith(new QinOptions(null, List.of("mas", "NO", "les", "ve", "pei"), null, null), 2);
        assertEquals("velesnomas", listed.variant().name());
        assertEquals("velesnomas", listed.variant().canonicalName());
    }

    @Test
    @DisplayName("[qin D6] a supplied board has from 5 to 30 rows and columns")
    void boardDimensions() {
        assertEquals(5, createdWith(board(grass(5, 5)), 2).board().rows());
        assertEquals(30, createdWith(board(grass(30, 30)), 2).board().cols());
        for (int[] dims : new int[][] {{4, 5}, {5, 4}, {31, 5}, {5, 31}}) {
            RuleViolation v = refusedWith(board(grass(dims[0], dims[1])), 2);
            assertEquals("invalidBoard", v.code());
            assertEquals(List.of("badDimensions"), problemCodes(v), dims[0] + " × " + dims[1]);
        }
    }

    @Test
    @DisplayName("[qin §3.1, D6, D7] a supplied board's problems are reported together: a wrong dimension does not hide"
            + " a bad character or a missing start square")
    void everyBoardProblemTogether() {
        RuleViolation v = refusedWith(board(boardOf(3, 5, List.of("..R..", "..Y..", "..X.."))), 2);
        assertEquals(List.of("badDimensions", "badCharacter", "missingStartSquare"), problemCodes(v));
        RuleViolation text = refusedWith(board("name: t\nrows: 5\ncols: 40\ngrid:\nR.Y\n...\n...\n...\n...\n"), 2);
        assertEquals(List.of("badDimensions", "missingStartSquare"), problemCodes(text), "the text format alike");
    }

    @Test
    @DisplayName("[qin D7] a supplied board has each of the three start squares at least once; more than one is fine")
    void startSquares() {
        RuleViolation v = refusedWith(board(boardOf(5, 5, List.of(".....", ".....", "R.Y..", ".....", "....."))), 2);
        assertEquals(List.of("missingStartSquare"), problemCodes(v));
        @SuppressWarnings("unchecked")
        Map<String, Object> p = ((List<Map<String, Object>>) v.extensions().get("problems")).get(0);
        assertEquals("blue", p.get("colour"));
        QinView twoReds = createdWith(board(boardOf(5, 5, List.of("R....", ".....", "R.Y.B", ".....", "....."))), 2);
        assertEquals("R.Y.B", twoReds.cells().get(2));
        assertEquals('R', twoReds.cells().get(0).charAt(0));
    }

    @Test
    @DisplayName("[qin D8] the Lion side is refused as unavailable, saying why and that a custom board may be supplied")
    void lionBoard() {
        RuleViolation v = refusedWith(board("lion"), 2);
        assertEquals("boardUnavailable", v.code());
        assertTrue(v.detail().contains("No transcription of the Lion side exists"), v.detail());
        assertTrue(v.detail().contains("custom board"), v.detail());
    }

    @Test
    @DisplayName("[qin D9] the pagoda supply is 24 of each colour in play whatever the number of seats; the other"
            + " colours stay in the box")
    void pagodaSupply() {
        Map<PagodaColour, Integer> all = Map.of(PagodaColour.BLACK, 24, PagodaColour.WHITE, 24, PagodaColour.GREEN, 24,
                PagodaColour.VIOLET, 24);
        for (int seats : new int[] {2, 3, 4, 6}) {
            assertEquals(all, createdWith(QinOptions.variant("veles"), seats).pagodaSupply(), seats + " seats");
        }
        assertEquals(Map.of(PagodaColour.BLACK, 24, PagodaColour.WHITE, 24),
                createdWith(QinOptions.variant("velespa"), 6).pagodaSupply(), "pa: white and black only");
        assertEquals(Map.of(PagodaColour.GREEN, 24), createdWith(QinOptions.variant("velespi"), 2).pagodaSupply());
    }

    @Test
    @DisplayName("[qin D10] Qin is played by 2, 3, 4 or 6; five seats are refused")
    void seatCounts() {
        for (int seats : new int[] {2, 3, 4, 6}) {
            assertEquals(seats, createdWith(QinOptions.DEFAULT, seats).players().size());
        }
        assertEquals("unsupportedPlayerCount", refusedWith(QinOptions.DEFAULT, 5).code());
    }
}
