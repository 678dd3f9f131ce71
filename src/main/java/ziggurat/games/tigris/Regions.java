package ziggurat.games.tigris;

import java.util.Arrays;

/**
 * The board cut into regions: maximal groups of connectors (tiles of either face and leaders) joined by
 * adjacency (§1.4, D6). A region with a leader is a kingdom. Labelled once, then every question about a
 * square is answered in constant time.
 *
 * <p>A labelling may leave out one square ({@code blocked}: the uniting tile when war sides are wanted) and one
 * lifted leader (D8: a moving leader is judged on the board without itself).
 */
final class Regions {

    /** Per square: its region, or -1 for squares that hold no connector. */
    final int[] id = new int[Board.SIZE];
    /** Per region: bit {@code seat * 4 + colour} set for each leader in it. */
    int[] leaders = new int[32];
    int count;

    private static final int[] NONE = new int[0];

    static Regions of(TigrisState s) {
        return of(s, -1, -1);
    }

    static Regions of(TigrisState s, int blocked, int lifted) {
        Regions r = new Regions();
        r.label(s, blocked, lifted);
        return r;
    }

    private void label(TigrisState s, int blocked, int lifted) {
        byte[] cell = s.cell;
        byte[] leaderOn = s.leaderOn;
        int[] stack = new int[Board.SIZE];
        Arrays.fill(id, -1);
        int[] nb = Board.NEIGHBOURS;
        for (int start = 0; start < Board.SIZE; start++) {
            if (id[start] >= 0 || !connects(cell, leaderOn, start, blocked, lifted)) {
                continue;
            }
            int region = count++;
            if (region == leaders.length) {
                leaders = Arrays.copyOf(leaders, region * 2);
            }
            int mask = 0;
            int top = 0;
            stack[top++] = start;
            id[start] = region;
            while (top > 0) {
                int sq = stack[--top];
                int l = leaderOn[sq];
                if (l != 0 && sq != lifted) {
                    mask |= 1 << (l - 1);
                }
                for (int k = sq * 4, end = k + 4; k < end; k++) {
                    int n = nb[k];
                    if (n >= 0 && id[n] < 0 && connects(cell, leaderOn, n, blocked, lifted)) {
                        id[n] = region;
                        stack[top++] = n;
                    }
                }
            }
            leaders[region] = mask;
        }
    }

    private static boolean connects(byte[] cell, byte[] leaderOn, int sq, int blocked, int lifted) {
        if (sq == blocked) {
            return false;
        }
        int k = cell[sq] & TigrisState.KIND;
        if (k >= 1 && k <= 8) {
            return true;
        }
        return leaderOn[sq] != 0 && sq != lifted;
    }

    /** The kingdom (region with a leader) containing the square, or -1. */
    int kingdomAt(int sq) {
        int r = id[sq];
        return r >= 0 && leaders[r] != 0 ? r : -1;
    }

    /** How many different kingdoms touch the square (the square itself not counted). */
    int kingdomsAround(int sq) {
        int a = -1, b = -1, c = -1, n = 0;
        for (int k = sq * 4, end = k + 4; k < end; k++) {
            int nbr = Board.NEIGHBOURS[k];
            if (nbr < 0) {
                continue;
            }
            int r = id[nbr];
            if (r < 0 || leaders[r] == 0 || r == a || r == b || r == c) {
                continue;
            }
            if (n == 0) a = r; else if (n == 1) b = r; else c = r;
            n++;
        }
        return n;
    }

    /** The different kingdoms touching the square, in the order met. */
    int[] kingdomsAroundList(int sq) {
        int[] found = new int[4];
        int n = 0;
        outer:
        for (int k = sq * 4, end = k + 4; k < end; k++) {
            int nbr = Board.NEIGHBOURS[k];
            if (nbr < 0) {
                continue;
            }
            int r = id[nbr];
            if (r < 0 || leaders[r] == 0) {
                continue;
            }
            for (int i = 0; i < n; i++) {
                if (found[i] == r) {
                    continue outer;
                }
            }
            found[n++] = r;
        }
        return n == 0 ? NONE : Arrays.copyOf(found, n);
    }

    /** The seat owning the region's leader of that colour, or -1; the lowest seat if there are two. */
    int leaderSeat(int region, Colour c) {
        int m = leaders[region] & (0x1111 << c.ordinal());
        return m == 0 ? -1 : Integer.numberOfTrailingZeros(m) >> 2;
    }

    /** Colours with two leaders in the region: the open wars of a united kingdom. */
    int openWars(int region) {
        int m = leaders[region];
        int wars = 0;
        for (int c = 0; c < 4; c++) {
            if (Integer.bitCount(m & (0x1111 << c)) >= 2) {
                wars |= 1 << c;
            }
        }
        return wars;
    }
}
