package ziggurat.games.contest;

import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Range;

/**
 * Where a leader stands or a catastrophe strikes: {@code {"col": c, "row": r}} (row 0 is the head) or
 * {@code {"gap": g}}. Exactly one of the two shapes; coordinates are never negative. Whether the place exists
 * on the display now is the rules' question ({@code NO_SUCH_POSITION}); past the display's fixed size (8
 * columns of at most 8 cards under the head, 7 gaps) it is a malformed move, as the published schema says.
 */
@OneShapeOf({"col row", "gap"})
public record Position(@Range(max = ContestState.COLUMNS - 1) Integer col, @Range(max = ContestState.MAX_ROW) Integer row,
                       @Range(max = ContestState.GAPS - 1) Integer gap) {

    private static final Position[][] CELLS = new Position[ContestState.COLUMNS][ContestState.MAX_ROW + 1];
    private static final Position[] GAPS = new Position[ContestState.GAPS];

    static {
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            for (int r = 0; r <= ContestState.MAX_ROW; r++) {
                CELLS[c][r] = new Position(c, r, null);
            }
        }
        for (int g = 0; g < ContestState.GAPS; g++) {
            GAPS[g] = new Position(null, null, g);
        }
    }

    public Position {
        if (gap != null) {
            if (col != null || row != null) {
                throw new IllegalArgumentException("A position is either a column and row or a gap, not both.");
            }
            if (gap < 0) {
                throw new IllegalArgumentException("A gap number is never negative.");
            }
        } else {
            if (col == null || row == null) {
                throw new IllegalArgumentException("A position needs both col and row, or a gap.");
            }
            if (col < 0 || row < 0) {
                throw new IllegalArgumentException("Column and row numbers are never negative.");
            }
        }
    }

    public static Position cell(int col, int row) {
        if (col >= 0 && col < ContestState.COLUMNS && row >= 0 && row <= ContestState.MAX_ROW) {
            return CELLS[col][row];
        }
        return new Position(col, row, null);
    }

    public static Position gap(int gap) {
        if (gap >= 0 && gap < ContestState.GAPS) {
            return GAPS[gap];
        }
        return new Position(null, null, gap);
    }

    public boolean onGap() {
        return gap != null;
    }

    @Override
    public String toString() {
        return onGap() ? "{gap " + gap + "}" : "{col " + col + ", row " + row + "}";
    }
}
