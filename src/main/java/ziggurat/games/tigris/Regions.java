package ziggurat.games.tigris;

import java.util.Arrays;

/**
 * The board cut into regions: maximal groups of connectors (tiles of either face and leaders) joined by
 * adjacency [tigris §1.4, D6]. A region with a leader is a kingdom. Labelled once, then every question about a
 * square is answered in constant time.
 *
 * <p>A labelling may leave out one square ({@code blocked}: the uniting tile when war sides are wanted) and one
 * lifted leader ([tigris D8]: a moving leader is judged on the board without itself).
 */
final class Regions {

    /** Per square: its region, or a negative number for squares that hold no connector. */
    final int[] id;
    /** Per region: bit {@code seat * 4 + colour} set for each leader in it (0 for a number no longer used). */
    final int[] leaders;
    /** Region numbers in use are below this. */
    final int count;

    private static final int[] NONE = new int[0];
    private static final int UNSEEN = -1;
    private static final int NOT_CONNECTOR = -2;

    private Regions(int[] id, int[] leaders, int count) {
        this.id = id;
        this.leaders = leaders;
        this.count = count;
    }

    static Regions of(TigrisState s) {
        return of(s, -1, -1);
    }

    static Regions of(TigrisState s, int blocked, int lifted) {
        byte[] cell = s.cell;
        byte[] leaderOn = s.leaderOn;
        int[] id = new int[Board.SIZE];
        for (int sq = 0; sq < Board.SIZE; sq++) {
            int k = cell[sq] & TigrisState.KIND;
            id[sq] = (k >= 1 && k <= 8) || leaderOn[sq] != 0 ? UNSEEN : NOT_CONNECTOR;
        }
        if (blocked >= 0) {
            id[blocked] = NOT_CONNECTOR;
        }
        if (lifted >= 0) {
            id[lifted] = NOT_CONNECTOR;   // a leader stands on an otherwise empty square
        }
        int[] stack = new int[Board.SIZE];
        int[] leaders = new int[48];
        int count = 0;
        for (int start = 0; start < Board.SIZE; start++) {
            if (id[start] == UNSEEN) {
                if (count == leaders.length) {
                    leaders = Arrays.copyOf(leaders, count * 2);
                }
                leaders[count] = fill(id, start, count, leaderOn, stack);
                count++;
            }
        }
        return new Regions(id, leaders, count);
    }

    /** Gives every unseen connector joined to {@code start} the region's number; returns its leaders. */
    private static int fill(int[] id, int start, int region, byte[] leaderOn, int[] stack) {
        int mask = 0;
        int top = 0;
        stack[top++] = start;
        id[start] = region;
        while (top > 0) {
            int sq = stack[--top];
            int l = leaderOn[sq];
            if (l != 0) {
                mask |= 1 << (l - 1);
            }
            int col = sq & (Board.COLS - 1);
            if (sq >= Board.COLS && id[sq - Board.COLS] == UNSEEN) {
                id[sq - Board.COLS] = region;
                stack[top++] = sq - Board.COLS;
            }
            if (sq < Board.SIZE - Board.COLS && id[sq + Board.COLS] == UNSEEN) {
                id[sq + Board.COLS] = region;
                stack[top++] = sq + Board.COLS;
            }
            if (col > 0 && id[sq - 1] == UNSEEN) {
                id[sq - 1] = region;
                stack[top++] = sq - 1;
            }
            if (col < Board.COLS - 1 && id[sq + 1] == UNSEEN) {
                id[sq + 1] = region;
                stack[top++] = sq + 1;
            }
        }
        return mask;
    }

    /**
     * The same board with the leader on {@code from} lifted [tigris D8]. Only the lifted leader's own region can change,
     * so only that region is labelled again.
     */
    Regions lifted(TigrisState s, int from, int leaderBit) {
        int old = id[from];
        if (isLeaf(from)) {
            // With at most one neighbour in its region the square cannot hold the region together.
            int[] rid = id.clone();
            rid[from] = NOT_CONNECTOR;
            int[] rleaders = leaders.clone();
            rleaders[old] &= ~leaderBit;
            return new Regions(rid, rleaders, count);
        }
        int[] rid = id.clone();
        int[] rleaders = Arrays.copyOf(leaders, count + 4);
        int rcount = count;
        for (int sq = 0; sq < Board.SIZE; sq++) {
            if (rid[sq] == old) {
                rid[sq] = UNSEEN;
            }
        }
        rid[from] = NOT_CONNECTOR;
        rleaders[old] = 0;
        int[] stack = new int[Board.SIZE];
        boolean first = true;
        for (int start = 0; start < Board.SIZE; start++) {
            if (rid[start] == UNSEEN) {
                // Removing one square splits its region into at most four pieces.
                int region = first ? old : rcount++;
                first = false;
                rleaders[region] = fill(rid, start, region, s.leaderOn, stack);
            }
        }
        return new Regions(rid, rleaders, rcount);
    }

    /** True when the square has at most one connector next to it, so removing it splits nothing. */
    boolean isLeaf(int sq) {
        int n = 0;
        for (int k = sq * 4, end = k + 4; k < end; k++) {
            int nbr = Board.NEIGHBOURS[k];
            if (nbr >= 0 && id[nbr] >= 0) {
                n++;
            }
        }
        return n <= 1;
    }

    /**
     * The same board with one more connector on the empty square {@code sq} (a tile, or a leader with bit
     * {@code leaderBit}): the regions it touches merge. Adding never splits, so no flood is needed.
     */
    Regions plus(int sq, int leaderBit) {
        int[] rid = id.clone();
        int[] rleaders = Arrays.copyOf(leaders, count + 1);
        int target = -1;
        int mask = leaderBit;
        int merged0 = -1, merged1 = -1, merged2 = -1;
        for (int k = sq * 4, end = k + 4; k < end; k++) {
            int nbr = Board.NEIGHBOURS[k];
            if (nbr < 0 || rid[nbr] < 0) {
                continue;
            }
            int r = rid[nbr];
            if (r == target || r == merged0 || r == merged1 || r == merged2) {
                continue;
            }
            mask |= rleaders[r];
            if (target < 0) {
                target = r;
            } else if (merged0 < 0) {
                merged0 = r;
            } else if (merged1 < 0) {
                merged1 = r;
            } else {
                merged2 = r;
            }
        }
        int rcount = count;
        if (target < 0) {
            target = rcount++;
        }
        if (merged0 >= 0) {
            for (int i = 0; i < Board.SIZE; i++) {
                int r = rid[i];
                if (r == merged0 || r == merged1 || r == merged2) {
                    rid[i] = target;
                }
            }
            rleaders[merged0] = 0;
            if (merged1 >= 0) {
                rleaders[merged1] = 0;
            }
            if (merged2 >= 0) {
                rleaders[merged2] = 0;
            }
        }
        rid[sq] = target;
        rleaders[target] = mask;
        return new Regions(rid, rleaders, rcount);
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

    /**
     * How many different kingdoms touch the square, not counting region {@code ignored}: used for a leader that
     * is the only leader of its region, whose lifting [tigris D8] leaves that whole region leaderless.
     */
    int kingdomsAround(int sq, int ignored) {
        int a = -1, b = -1, n = 0;
        for (int k = sq * 4, end = k + 4; k < end; k++) {
            int nbr = Board.NEIGHBOURS[k];
            if (nbr < 0) {
                continue;
            }
            int r = id[nbr];
            if (r < 0 || r == ignored || leaders[r] == 0 || r == a || r == b) {
                continue;
            }
            if (n == 0) a = r; else b = r;
            if (++n >= 2) {
                return n;
            }
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
