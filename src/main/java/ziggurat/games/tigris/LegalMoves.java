package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import ziggurat.games.tigris.TigrisMove.*;

/**
 * Every legal move of the pending seat (§8.2, last paragraph). Regions are labelled once (plus once per leader
 * on the board, judged lifted, D8); each candidate square is then tested in constant time.
 */
final class LegalMoves {

    private static final Pass PASS = new Pass();
    private static final DeclineMonument DECLINE = new DeclineMonument();

    private LegalMoves() {
    }

    static List<TigrisMove> of(TigrisState s, int seat) {
        Waiting w = Turn.waiting(s);
        if (w.kind() == Waiting.Kind.NOTHING || w.seat() != seat) {
            return List.of();
        }
        Listing moves = new Listing(SCRATCH.get());
        switch (w.kind()) {
            case ACTION -> actions(s, seat, moves);
            case COMMIT_SUPPORT -> {
                int max = s.handOf(seat, s.conflict.supportColour());
                for (int n = 0; n <= max; n++) {
                    moves.add(commit(n));
                }
            }
            case CHOOSE_WAR -> {
                for (Colour c : Colour.listOf(w.colour())) {
                    moves.add(new ChooseWar(c));
                }
            }
            case MONUMENT -> {
                for (Monument m : w.monuments()) {
                    for (var sq : w.squares()) {
                        moves.add(new BuildMonument(m, sq));
                    }
                }
                moves.add(DECLINE);
            }
            case TAKE_TREASURE -> {
                for (var sq : w.squares()) {
                    moves.add(new TakeTreasure(sq));
                }
            }
            case NOTHING -> {
            }
        }
        return moves.done();
    }

    /** More than any position can list: 4 × 176 leader squares, 3 × 176 tiles, 176 catastrophes, 35 swaps… */
    private static final int MOST_MOVES = 2048;
    private static final ThreadLocal<TigrisMove[]> SCRATCH = ThreadLocal.withInitial(() -> new TigrisMove[MOST_MOVES]);

    /** Moves gathered in a reused buffer, handed out as an exact-size unmodifiable list. */
    private static final class Listing {
        private final TigrisMove[] buffer;
        private int size;

        Listing(TigrisMove[] buffer) {
            this.buffer = buffer;
        }

        void add(TigrisMove m) {
            buffer[size++] = m;
        }

        List<TigrisMove> done() {
            return Collections.unmodifiableList(Arrays.asList(Arrays.copyOf(buffer, size)));
        }
    }

    // Moves are immutable records, so every possible one is made once and shared: listing ~1,000 legal moves
    // then costs references, not allocations.
    private static final PlaceLeader[] PLACE_LEADER = new PlaceLeader[4 * Board.SIZE];
    private static final PlaceTile[] PLACE_TILE = new PlaceTile[4 * Board.SIZE];
    private static final PlaceCatastrophe[] PLACE_CATASTROPHE = new PlaceCatastrophe[Board.SIZE];
    private static final WithdrawLeader[] WITHDRAW = new WithdrawLeader[4];
    private static final CommitSupport[] COMMIT = new CommitSupport[TigrisState.HAND_SIZE + 1];
    /** Per hand of at most 6 tiles (counts of black, red, blue, green), the swaps it allows; filled once. */
    private static final SwapTiles[][] SWAPS = new SwapTiles[7 * 7 * 7 * 7][];

    static {
        for (Colour c : Colour.ALL) {
            for (int sq = 0; sq < Board.SIZE; sq++) {
                PLACE_LEADER[c.ordinal() * Board.SIZE + sq] = new PlaceLeader(c, Board.SQUARE[sq]);
                PLACE_TILE[c.ordinal() * Board.SIZE + sq] = new PlaceTile(c, Board.SQUARE[sq]);
            }
            WITHDRAW[c.ordinal()] = new WithdrawLeader(c);
        }
        for (int sq = 0; sq < Board.SIZE; sq++) {
            PLACE_CATASTROPHE[sq] = new PlaceCatastrophe(Board.SQUARE[sq]);
        }
        for (int n = 0; n < COMMIT.length; n++) {
            COMMIT[n] = new CommitSupport(n);
        }
        for (int h0 = 0; h0 <= 6; h0++) {
            for (int h1 = 0; h0 + h1 <= 6; h1++) {
                for (int h2 = 0; h0 + h1 + h2 <= 6; h2++) {
                    for (int h3 = 0; h0 + h1 + h2 + h3 <= 6; h3++) {
                        SWAPS[((h0 * 7 + h1) * 7 + h2) * 7 + h3] = makeSwaps(h0, h1, h2, h3);
                    }
                }
            }
        }
    }

    static CommitSupport commit(int n) {
        return n < COMMIT.length ? COMMIT[n] : new CommitSupport(n);
    }

    private static void actions(TigrisState s, int seat, Listing moves) {
        Regions regions = s.regions();
        byte[] cell = s.cell;
        byte[] leaderOn = s.leaderOn;
        // Per empty square, the kingdoms around it on the board as it is: asked once, used by tiles and leaders.
        int[] around = new int[Board.SIZE];
        int[] empty = new int[Board.SIZE];
        int emptyCount = 0;
        int[] leaderSquares = new int[Board.SIZE];
        int leaderSquareCount = 0;
        for (int sq = 0; sq < Board.SIZE; sq++) {
            if (cell[sq] == 0 && leaderOn[sq] == 0) {
                empty[emptyCount++] = sq;
                around[sq] = regions.kingdomsAround(sq);
                // A leader may stand only on empty land next to a temple.
                if (!Board.RIVER[sq] && s.adjacentTemples(sq) > 0) {
                    leaderSquares[leaderSquareCount++] = sq;
                }
            }
        }
        for (Colour c : Colour.ALL) {
            int from = s.leaderAt(seat, c);
            int base = c.ordinal() * Board.SIZE;
            if (from < 0) {
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    if (around[sq] < 2) {
                        moves.add(PLACE_LEADER[base + sq]);
                    }
                }
                continue;
            }
            int region = regions.id[from];
            if (regions.leaders[region] == 1 << (seat * 4 + c.ordinal())) {
                // Lifted, its only leader gone, the leader's region is leaderless (D8): it can only lower a count.
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    int n = around[sq];
                    if (n < 2 || (n == 2 && regions.kingdomsAround(sq, region) < 2)) {
                        moves.add(PLACE_LEADER[base + sq]);
                    }
                }
            } else {
                Regions judged = regions.lifted(s, from, 1 << (seat * 4 + c.ordinal()));
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    if (judged.kingdomsAround(sq) < 2) {
                        moves.add(PLACE_LEADER[base + sq]);
                    }
                }
            }
            moves.add(WITHDRAW[c.ordinal()]);
        }
        boolean black = s.handOf(seat, Colour.BLACK) > 0;
        boolean red = s.handOf(seat, Colour.RED) > 0;
        boolean blue = s.handOf(seat, Colour.BLUE) > 0;
        boolean green = s.handOf(seat, Colour.GREEN) > 0;
        boolean land = black || red || green;
        for (int i = 0; i < emptyCount; i++) {
            int sq = empty[i];
            if (around[sq] >= 3) {
                continue;
            }
            if (Board.RIVER[sq]) {
                if (blue) {
                    moves.add(PLACE_TILE[2 * Board.SIZE + sq]);
                }
            } else if (land) {
                if (black) moves.add(PLACE_TILE[sq]);
                if (red) moves.add(PLACE_TILE[Board.SIZE + sq]);
                if (green) moves.add(PLACE_TILE[3 * Board.SIZE + sq]);
            }
        }
        if (s.catastrophes[seat] > 0) {
            for (int sq = 0; sq < Board.SIZE; sq++) {
                int k = cell[sq];   // a treasure bit makes the value exceed 4
                if (leaderOn[sq] == 0 && k <= 4) {
                    moves.add(PLACE_CATASTROPHE[sq]);
                }
            }
        }
        int h0 = Math.min(6, s.handOf(seat, Colour.BLACK)), h1 = Math.min(6, s.handOf(seat, Colour.RED));
        int h2 = Math.min(6, s.handOf(seat, Colour.BLUE)), h3 = Math.min(6, s.handOf(seat, Colour.GREEN));
        for (SwapTiles swap : swaps(h0, h1, h2, h3)) {
            moves.add(swap);
        }
        moves.add(PASS);
    }

    /** Each distinct multiset of 1 to 6 tiles from the hand, tiles in canonical order. */
    private static SwapTiles[] swaps(int h0, int h1, int h2, int h3) {
        SwapTiles[] known = SWAPS[((h0 * 7 + h1) * 7 + h2) * 7 + h3];
        return known != null ? known : makeSwaps(h0, h1, h2, h3);
    }

    private static SwapTiles[] makeSwaps(int h0, int h1, int h2, int h3) {
        List<SwapTiles> list = new ArrayList<>();
        for (int a = 0; a <= h0; a++) {
            for (int b = 0; b <= h1; b++) {
                for (int c = 0; c <= h2; c++) {
                    for (int d = 0; d <= h3; d++) {
                        int n = a + b + c + d;
                        if (n < 1 || n > TigrisState.HAND_SIZE) {
                            continue;
                        }
                        Colour[] tiles = new Colour[n];
                        int i = 0;
                        for (int k = 0; k < a; k++) tiles[i++] = Colour.BLACK;
                        for (int k = 0; k < b; k++) tiles[i++] = Colour.RED;
                        for (int k = 0; k < c; k++) tiles[i++] = Colour.BLUE;
                        for (int k = 0; k < d; k++) tiles[i++] = Colour.GREEN;
                        list.add(new SwapTiles(List.of(tiles)));
                    }
                }
            }
        }
        return list.toArray(new SwapTiles[0]);
    }
}
