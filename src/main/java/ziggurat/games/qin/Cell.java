package ziggurat.games.qin;

import ziggurat.engine.Nullable;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;

/**
 * A cell named in a command [qin §0, §3.4]: {@code {"row": r, "col": c}}, optionally with the colour the sender expects
 * it to get, which the service checks ({@code colourMismatch}).
 */
public record Cell(@Range(max = 29) int row, @Range(max = 29) int col, @OptionalField @Nullable TileColour colour) {

    public Cell {
        if (row < 0 || col < 0 || row > 29 || col > 29) {
            throw new IllegalArgumentException("'row' and 'col' are whole numbers from 0 to 29, got (" + row + ","
                    + col + ").");
        }
    }

    public Cell(int row, int col) {
        this(row, col, null);
    }

    /** The same cell without the expected colour. */
    public Cell plain() {
        return colour == null ? this : new Cell(row, col, null);
    }

    @Override
    public String toString() {
        return "(" + row + "," + col + ")";
    }
}
