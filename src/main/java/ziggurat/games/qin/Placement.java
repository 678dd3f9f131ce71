package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;

/**
 * The placement rule shared by every module [qin §4], with the changes of the black power and Soft obstacle, and the
 * villages a placement founds under Base [qin §5.6.1].
 */
final class Placement {

    private Placement() {
    }

    /** Why a placement is refused: a code of [qin §4] and a sentence. */
    record Refusal(String code, String message) {
    }

    /**
     * Null when {@code seat} may place {@code tile} on cells {@code a} and {@code b} (in that orientation), else why
     * not. The rule's parts are checked in the order of [qin §4]; hand and village-pagoda choices are the caller's.
     */
    static Refusal check(QinState s, int seat, int ra, int ca, int rb, int cb) {
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
        for (int at : new int[] {a, b}) {
            String where = "(" + at / board.cols() + "," + at % board.cols() + ")";
            if (board.water(at)) {
                return new Refusal("waterCell", where + " is water: no tile is ever placed there.");
            }
            if (board.village(at) && !s.tileCell(at) && !s.rules().villages().coverable(s, seat, at)) {
                return new Refusal("villageCell", where + " is a village: tiles do not cover villages here.");
            }
            if (board.startSquare(at) != null) {
                return new Refusal("startSquare", where + " is a start square: no tile ever covers one.");
            }
            if (s.pagodasOn(at) > 0) {
                return new Refusal("pagodaOnCell", where + " holds a pagoda: no tile covers a pagoda.");
            }
            if (s.coloured(at)) {
                String code = s.rules().pagodas().coverOldTile(s, seat, at);
                if (code != null) {
                    return new Refusal(code, switch (code) {
                        case "noBlackPower" -> where + " is already coloured, and no black pagoda of yours reaches it.";
                        case "whiteProtected" -> where + " lies in a white pagoda's area: nobody covers old tiles there.";
                        default -> where + " is already coloured: a tile covers only uncoloured cells.";
                    });
                }
            }
        }
        if (!touches(s, a, a, b) && !touches(s, b, a, b)) {
            return new Refusal("notTouchingColour", "The tile must share an edge with a coloured cell it does not"
                    + " cover; diagonal contact and villages do not count.");
        }
        return null;
    }

    private static boolean touches(QinState s, int cell, int a, int b) {
        for (int n : s.board().neighbours(cell)) {
            if (n != a && n != b && s.coloured(n)) {
                return true;
            }
        }
        return false;
    }

    /** The unfounded villages a placement on {@code a} and {@code b} founds under Base, row-major [qin D49]. */
    static List<Integer> villagesFounded(QinState s, int a, int b) {
        List<Integer> out = new ArrayList<>();
        if (!s.rules().villages().founds()) {
            return out;
        }
        for (int cell : new int[] {a, b}) {
            for (int n : s.board().neighbours(cell)) {
                if (s.board().village(n) && !s.founded(n) && !s.tileCell(n) && !out.contains(n)) {
                    out.add(n);
                }
            }
        }
        out.sort(null);
        return out;
    }

    /** Every pair of cells sharing an edge, each once, first cell first in row-major order. */
    static List<int[]> pairs(Board board) {
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
