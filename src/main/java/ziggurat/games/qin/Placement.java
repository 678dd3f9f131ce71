package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;

/**
 * The placement rule shared by every module [qin §4], with the changes of the black power and Soft obstacle, and the
 * villages a placement founds under Base [qin §5.6.1].
 */
public final class Placement {

    private Placement() {
    }

    /** Why a placement is refused: a code of [qin §4] and a sentence. */
    public record Refusal(String code, String message) {
    }

    /**
     * Null when {@code seat} may place {@code tile} on cells {@code a} and {@code b} (in that orientation), else why
     * not. The rule's parts are checked in the order of [qin §4]; hand and village-pagoda choices are the caller's.
     */
    public static Refusal check(QinState s, int seat, int ra, int ca, int rb, int cb) {
        Board board = s.board();
        if (!board.on(ra, ca) || !board.on(rb, cb)) {
            return new Refusal("offBoard", "The cells must both be on the " + board.rows() + "×" + board.cols()
                    + " board.");
        }
        if (Math.abs(ra - rb) + Math.abs(ca - cb) != 1) {
            return new Refusal("cellsNotAdjacent", "A tile covers two cells that share an edge.");
        }
        int a = board.index(ra, ca);
        int b = board.index(rb, cb);
        for (int k = 0; k < 2; k++) {
            Refusal refusal = cellRefusal(s, seat, k == 0 ? a : b);
            if (refusal != null) {
                return refusal;
            }
        }
        if (!touches(s, a, a, b) && !touches(s, b, a, b)) {
            return new Refusal("notTouchingColour", "The tile must share an edge with a coloured cell it does not"
                    + " cover; diagonal contact and villages do not count.");
        }
        return null;
    }

    /** Null when {@code seat} may cover cell {@code at} with half a tile, else why not: the per-cell part of [qin §4]. */
    private static Refusal cellRefusal(QinState s, int seat, int at) {
        String code = cellCode(s, seat, at);
        if (code == null) {
            return null;
        }
        String where = where(s.board(), at);
        return new Refusal(code, switch (code) {
            case "waterCell" -> where + " is water: no tile is ever placed there.";
            case "villageCell" -> where + " is a village: tiles do not cover villages here.";
            case "startSquare" -> where + " is a start square: no tile ever covers one.";
            case "pagodaOnCell" -> where + " holds a pagoda: no tile covers a pagoda.";
            case "noBlackPower" -> where + " is already coloured, and no black pagoda of yours reaches it.";
            case "whiteProtected" -> where + " lies in a white pagoda's area: nobody covers old tiles there.";
            default -> where + " is already coloured: a tile covers only uncoloured cells.";
        });
    }

    /**
     * Null when {@code seat} may cover cell {@code at}, else the refusal's code, in the order of [qin §4]. Only the code:
     * a legal-move listing asks this of every cell and most cells are refused, so the sentence is written by
     * {@link #cellRefusal} only for a command that is refused.
     */
    private static String cellCode(QinState s, int seat, int at) {
        // what the board prints there, read once for the three checks that look at it
        char ground = s.board().at(at);
        if (ground == Board.WATER) {
            return "waterCell";
        }
        if (ground == Board.VILLAGE && !s.tileCell(at) && !s.rules().villages().coverable(s, seat, at)) {
            return "villageCell";
        }
        if (TileColour.ofLetter(ground) != null) {
            return "startSquare";
        }
        if (s.pagodasOn(at) > 0) {
            return "pagodaOnCell";
        }
        if (s.coloured(at)) {
            return s.rules().pagodas().coverOldTile(s, seat, at);
        }
        return null;
    }

    /**
     * Whether {@link #check} accepts a tile on the adjacent cells {@code a} and {@code b} (in either orientation: the
     * rule looks at each cell and at the pair's contact, not at which half goes where), for listing every legal
     * placement: {@code cells} remembers each cell's part of the check across the pairs of one listing (0 not yet
     * asked, 1 coverable, 2 not).
     */
    static boolean allowed(QinState s, int seat, int a, int b, byte[] cells) {
        for (int k = 0; k < 2; k++) {
            int at = k == 0 ? a : b;
            if (cells[at] == 0) {
                cells[at] = (byte) (cellCode(s, seat, at) == null ? 1 : 2);
            }
            if (cells[at] == 2) {
                return false;
            }
        }
        return touches(s, a, a, b) || touches(s, b, a, b);
    }

    /** A cell as a refusal names it; written only when a placement is refused, not for every cell checked. */
    private static String where(Board board, int at) {
        return "(" + at / board.cols() + "," + at % board.cols() + ")";
    }

    private static boolean touches(QinState s, int cell, int a, int b) {
        // the four orthogonal neighbours on the board, as Board.neighbours lists them, without allocating
        int cols = s.board().cols();
        int r = cell / cols;
        int c = cell % cols;
        return r > 0 && colouredOther(s, cell - cols, a, b)
                || c < cols - 1 && colouredOther(s, cell + 1, a, b)
                || r < s.board().rows() - 1 && colouredOther(s, cell + cols, a, b)
                || c > 0 && colouredOther(s, cell - 1, a, b);
    }

    private static boolean colouredOther(QinState s, int n, int a, int b) {
        return n != a && n != b && s.coloured(n);
    }

    /** The unfounded villages a placement on {@code a} and {@code b} founds under Base, row-major [qin D49]. */
    public static List<Integer> villagesFounded(QinState s, int a, int b) {
        if (!s.rules().villages().founds() || !touchesUnfounded(s, a) && !touchesUnfounded(s, b)) {
            // most placements found none: answer without building a list (asked for every legal pair of a listing)
            return List.of();
        }
        List<Integer> out = new ArrayList<>(2);
        unfoundedAround(s, a, out);
        unfoundedAround(s, b, out);
        out.sort(null);
        return out;
    }

    /** Adds to {@code out} each unfounded village not under a tile that shares an edge with {@code cell}, once. */
    private static void unfoundedAround(QinState s, int cell, List<Integer> out) {
        // the four orthogonal neighbours on the board, as touchesUnfounded walks them, without allocating
        int cols = s.board().cols();
        int r = cell / cols;
        int c = cell % cols;
        if (r > 0) {
            addUnfounded(s, cell - cols, out);
        }
        if (c < cols - 1) {
            addUnfounded(s, cell + 1, out);
        }
        if (r < s.board().rows() - 1) {
            addUnfounded(s, cell + cols, out);
        }
        if (c > 0) {
            addUnfounded(s, cell - 1, out);
        }
    }

    private static void addUnfounded(QinState s, int n, List<Integer> out) {
        if (unfounded(s, n) && !out.contains(n)) {
            out.add(n);
        }
    }

    /** Whether an unfounded village not under a tile shares an edge with {@code cell}, as {@link #villagesFounded} asks. */
    private static boolean touchesUnfounded(QinState s, int cell) {
        int cols = s.board().cols();
        int r = cell / cols;
        int c = cell % cols;
        return r > 0 && unfounded(s, cell - cols)
                || c < cols - 1 && unfounded(s, cell + 1)
                || r < s.board().rows() - 1 && unfounded(s, cell + cols)
                || c > 0 && unfounded(s, cell - 1);
    }

    private static boolean unfounded(QinState s, int n) {
        // a tile first: cells next to a placement are mostly under tiles, and that is an array read
        return !s.tileCell(n) && s.board().village(n) && !s.founded(n);
    }

    /** The pairs of the board asked last (games mostly share the Bird board): asked at every legal-move listing. */
    private static volatile BoardPairs lastPairs;

    /**
     * A board's pairs of adjacent cells, each pair's two cell indices ({@code cells[2 * i]}, {@code cells[2 * i + 1]}),
     * and per cell whether a village shares an edge with it (only such a placement can found one [qin D49]): all of
     * it fixed by the board, so worked out once rather than at every listing.
     */
    record BoardPairs(Board board, List<int[]> pairs, int[] cells, boolean[] byVillage) {
    }

    /** Every pair of cells sharing an edge, each once, first cell first in row-major order. Never change them. */
    static List<int[]> pairs(Board board) {
        return boardPairs(board).pairs();
    }

    /** The pairs of {@link #pairs} with what a listing asks of them. Never change its arrays. */
    static BoardPairs boardPairs(Board board) {
        BoardPairs last = lastPairs;
        if (last == null || last.board() != board && !last.board().equals(board)) {
            List<int[]> pairs = List.copyOf(computePairs(board));
            int[] cells = new int[2 * pairs.size()];
            for (int i = 0; i < pairs.size(); i++) {
                int[] p = pairs.get(i);
                cells[2 * i] = board.index(p[0], p[1]);
                cells[2 * i + 1] = board.index(p[2], p[3]);
            }
            boolean[] byVillage = new boolean[board.size()];
            for (int v : board.villages()) {
                for (int n : board.neighbours(v)) {
                    byVillage[n] = true;
                }
            }
            last = new BoardPairs(board, pairs, cells, byVillage);
            lastPairs = last;
        }
        return last;
    }

    private static List<int[]> computePairs(Board board) {
        List<int[]> out = new ArrayList<>();
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.cols(); c++) {
                if (c + 1 < board.cols()) {
                    out.add(new int[] {r, c, r, c + 1});
                }
                if (r + 1 < board.rows()) {
                    out.add(new int[] {r, c, r + 1, c});
                }
            }
        }
        return out;
    }

    /** Whether an empty board has a legal first placement [qin §3.1] {@code noOpeningMove}. */
    static boolean anyOpening(Board board) {
        for (int[] p : pairs(board)) {
            int a = board.index(p[0], p[1]);
            int b = board.index(p[2], p[3]);
            if (!free(board, a) || !free(board, b)) {
                continue;
            }
            for (int cell : new int[] {a, b}) {
                for (int n : board.neighbours(cell)) {
                    if (board.startSquare(n) != null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean free(Board board, int i) {
        return board.at(i) == Board.GRASS;
    }
}
