package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;

import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.*;

/** The monument step after a tile placement [tigris §4.2] and the monument VPs at the end of a turn [tigris §4.3]. */
final class Monuments {

    private Monuments() {
    }

    /**
     * The 2×2 squares of one colour completed by the tile just placed, and the monuments that could stand on
     * them; null when there is nothing to offer (the step then ends silently).
     */
    static Waiting choice(TigrisState s) {
        int p = s.monumentTile;
        int k = s.kind(p);
        if (k < 1 || k > 4) {
            return null;
        }
        Colour colour = Colour.ALL[k - 1];
        List<Monument> available = new ArrayList<>(3);
        for (Monument m : Monument.ALL) {
            if (s.monumentSq[m.ordinal()] < 0 && m.has(colour)) {
                available.add(m);
            }
        }
        if (available.isEmpty()) {
            return null;
        }
        List<Square> squares = candidates(s, p, k);
        if (squares.isEmpty()) {
            return null;
        }
        return new Waiting(Waiting.Kind.MONUMENT, s.active, colour.ordinal(), squares, available);
    }

    /**
     * The candidate squares: top-left corners of the blocks containing {@code p} whose four tiles are face up
     * and of kind {@code k}, none of them declined [tigris §4.2, D17].
     */
    static List<Square> candidates(TigrisState s, int p, int k) {
        List<Square> found = completed(s, p, k);
        found.removeIf(corner -> isDeclined(s, Board.index(corner)));
        return found;
    }

    /** Whether any tile of the block with this top-left corner is marked declined. */
    static boolean isDeclined(TigrisState s, int topLeft) {
        return s.isDeclined(topLeft) || s.isDeclined(topLeft + 1) || s.isDeclined(topLeft + Board.COLS)
                || s.isDeclined(topLeft + Board.COLS + 1);
    }

    /** Top-left corners of the blocks containing {@code p} whose four tiles are face up and of kind {@code k}. */
    static List<Square> completed(TigrisState s, int p, int k) {
        int row = p / Board.COLS;
        int col = p % Board.COLS;
        List<Square> found = new ArrayList<>(1);
        for (int r = row - 1; r <= row; r++) {
            for (int c = col - 1; c <= col; c++) {
                if (r < 0 || c < 0 || r + 1 >= Board.ROWS || c + 1 >= Board.COLS) {
                    continue;
                }
                int tl = Board.index(r, c);
                if (s.kind(tl) == k && s.kind(tl + 1) == k && s.kind(tl + Board.COLS) == k
                        && s.kind(tl + Board.COLS + 1) == k) {
                    found.add(Board.SQUARE[tl]);
                }
            }
        }
        return found;
    }

    static List<Square> block(int topLeft) {
        return List.of(Board.SQUARE[topLeft], Board.SQUARE[topLeft + 1], Board.SQUARE[topLeft + Board.COLS],
                Board.SQUARE[topLeft + Board.COLS + 1]);
    }

    /**
     * For each monument, each of its colours whose leader the active player has in the monument's kingdom
     * earns that player 1 VP of that colour.
     */
    static void score(Play play) {
        TigrisState s = play.s;
        Regions regions = null;
        for (Monument m : Monument.ALL) {
            int sq = s.monumentSq[m.ordinal()];
            if (sq < 0) {
                continue;
            }
            if (regions == null) {
                regions = s.regions();
            }
            int region = regions.id[sq];
            for (Colour c : new Colour[] {m.first(), m.second()}) {
                int leader = s.leaderAt(s.active, c);
                if (leader >= 0 && regions.id[leader] == region) {
                    play.emit(new PointsScored(s.active, c, 1, ScoreReason.MONUMENT));
                }
            }
        }
    }
}
