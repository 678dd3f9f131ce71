package ziggurat.engine.kit;

/**
 * A square of a rectangular board, zero-based, row 0 at the top. Negative coordinates are a malformed
 * move, not a rule violation; squares past the board's edge are the game's to refuse.
 */
public record Square(int row, int col) implements Comparable<Square> {

    public Square {
        if (row < 0 || col < 0) {
            throw new IllegalArgumentException("row and col are zero-based and never negative, got (" + row + "," + col + ")");
        }
    }

    /** Row-major order: by row, then column. */
    @Override
    public int compareTo(Square o) {
        return row != o.row ? Integer.compare(row, o.row) : Integer.compare(col, o.col);
    }

    @Override
    public String toString() {
        return "(" + row + "," + col + ")";
    }
}
