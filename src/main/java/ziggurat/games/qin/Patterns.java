package ziggurat.games.qin;

import java.util.List;

/** The pagoda patterns of [qin §6] in every orientation [qin D57], and the legal sites of [qin §5.5.1]. */
public final class Patterns {

    private Patterns() {
    }

    /** Per colour (ordinal), its orientations, each five (dr, dc) pairs with X at (0,0). */
    static final int[][][] ORIENTATIONS = {
            {{-1, 0, 0, -1, 0, 0, 0, 1, 1, 0}},
            {{-1, 0, -1, 1, 0, 0, 1, 0, 1, 1}, {0, -1, 0, 0, 0, 1, 1, -1, 1, 1},
                    {-1, -1, -1, 0, 0, 0, 1, -1, 1, 0}, {-1, -1, -1, 1, 0, -1, 0, 0, 0, 1}},
            {{0, -2, 0, -1, 0, 0, 0, 1, 0, 2}, {-2, 0, -1, 0, 0, 0, 1, 0, 2, 0}},
            {{-2, -1, -2, 0, -2, 1, -1, 0, 0, 0}, {-1, 2, 0, 1, 0, 2, 1, 2, 0, 0},
                    {1, 0, 2, -1, 2, 0, 2, 1, 0, 0}, {-1, -2, 0, -2, 0, -1, 1, -2, 0, 0}},
    };

    /** The tile colour of the first orientation of {@code colour}'s pattern that fits at X, or null. */
    static TileColour match(QinState s, int row, int col, PagodaColour colour) {
        Board b = s.board();
        int x = b.index(row, col);
        TileColour at = s.cellColour(x);
        if (at == null) {
            return null;   // [qin D37] X is one of the pattern's cells
        }
        for (int[] o : ORIENTATIONS[colour.ordinal()]) {
            boolean fits = true;
            for (int k = 0; k < 10 && fits; k += 2) {
                int r = row + o[k];
                int c = col + o[k + 1];
                fits = b.on(r, c) && s.cellColour(b.index(r, c)) == at;
            }
            if (fits) {
                return at;
            }
        }
        return null;
    }

    /** The colours in their order, without the copy {@code values()} makes at each call. */
    private static final PagodaColour[] COLOURS = PagodaColour.values();

    /** Whether (X, colour) is a legal site now [qin §5.5.1]. */
    static boolean site(QinState s, int row, int col, PagodaColour colour) {
        Board b = s.board();
        int x = b.index(row, col);
        if (!s.rules().pagodas().colours().contains(colour) || s.supply(colour) == 0) {
            return false;
        }
        if (b.village(x) && !s.tileCell(x)) {
            return false;
        }
        if (s.pagodasOn(x) > 0 && !s.rules().stacking()) {
            return false;
        }
        return match(s, row, col, colour) != null;
    }

    /** Every legal site now, row-major, then in colour order. */
    public static List<int[]> sites(QinState s) {
        if (s.sites == null) {
            s.sites = java.util.Collections.unmodifiableList(legalSites(s));
        }
        return s.sites;
    }

    private static List<int[]> legalSites(QinState s) {
        // the colours in play with supply left, asked once rather than per cell: a site of any other is never legal
        PagodaColour[] colours = new PagodaColour[COLOURS.length];
        int n = 0;
        for (PagodaColour colour : COLOURS) {
            if (s.rules().pagodas().colours().contains(colour) && s.supply(colour) > 0) {
                colours[n++] = colour;
            }
        }
        List<int[]> out = new java.util.ArrayList<>();
        if (n == 0) {
            return out;
        }
        Board b = s.board();
        boolean stacking = s.rules().stacking();
        for (int r = 0; r < b.rows(); r++) {
            for (int c = 0; c < b.cols(); c++) {
                int x = b.index(r, c);
                // what site() asks of X whatever the colour, asked once per cell: the pattern last
                if (!s.coloured(x) || b.village(x) && !s.tileCell(x) || s.pagodasOn(x) > 0 && !stacking) {
                    continue;
                }
                for (int k = 0; k < n; k++) {
                    if (match(s, r, c, colours[k]) != null) {
                        out.add(new int[] {r, c, colours[k].ordinal()});
                    }
                }
            }
        }
        return out;
    }
}
