package ziggurat.games.qin;

import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Range;

/**
 * A pagoda named in a command [qin §3.5]: {@code {"id": "P12"}}, or {@code {"row": r, "col": c}} for the top pagoda
 * of a cell, or {@code {"row": r, "col": c, "level": l}} for one level of a stack. Whether it names a pagoda on the
 * board now is the rules' question ({@code noSuchPagoda}). The legal moves name pagodas by id.
 */
@OneShapeOf({"id", "row col", "row col level"})
public record PagodaRef(String id, @Range(max = 29) Integer row, @Range(max = 29) Integer col,
                        @Range(max = 95) Integer level) {

    public PagodaRef {
        if (id != null) {
            if (row != null || col != null || level != null) {
                throw new IllegalArgumentException("A pagoda is named by its 'id' or by 'row' and 'col' (and"
                        + " 'level'), not both.");
            }
        } else if (row == null || col == null) {
            throw new IllegalArgumentException("A pagoda is named by its 'id', or by 'row' and 'col'.");
        } else if (row < 0 || col < 0 || row > 29 || col > 29 || level != null && (level < 0 || level > 95)) {
            throw new IllegalArgumentException("'row' and 'col' are whole numbers from 0 to 29 and 'level' from 0 to"
                    + " 95.");
        }
    }

    public static PagodaRef id(String id) {
        return new PagodaRef(id, null, null, null);
    }

    public static PagodaRef at(int row, int col) {
        return new PagodaRef(null, row, col, null);
    }

    /** The pagoda it names on the board now, or null. */
    public Pagoda in(QinState s) {
        Pagoda top = null;
        for (Pagoda p : s.pagodas()) {
            if (id != null ? p.id().equals(id) : p.row() == row && p.col() == col
                    && (level == null ? top == null || p.level() > top.level() : p.level() == level)) {
                top = p;
            }
        }
        return top;
    }

    @Override
    public String toString() {
        return id != null ? id : "(" + row + "," + col + ")" + (level == null ? "" : " level " + level);
    }
}
