package ziggurat.games.tigris;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.RandomAccess;

import ziggurat.games.tigris.TigrisMove.*;

/**
 * Every legal move of the pending seat ([tigris §8.2], last paragraph). The board's regions come from the state's memo;
 * a leader already on the board is judged lifted [tigris D8], which relabels at most its own region; each candidate
 * square is then tested in constant time.
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
        return TigrisRuleset.MOVES.list(w.kind(), s, seat);
    }

    /** [tigris §2.2] the six actions. */
    static List<TigrisMove> actions(TigrisState s, int seat) {
        Listing moves = new Listing(SCRATCH.get());
        actions(s, seat, moves);
        return moves.done();
    }

    /** [tigris §3.1] no tile up to every tile of the support colour in hand. */
    static List<TigrisMove> supportCommitments(TigrisState s, int seat) {
        List<TigrisMove> moves = new ArrayList<>();
        int max = s.handOf(seat, s.conflict.supportColour());
        for (int n = 0; n <= max; n++) {
            moves.add(commit(n));
        }
        return Collections.unmodifiableList(moves);
    }

    /** [tigris §3.3] each open war, in colour order. */
    static List<TigrisMove> wars(TigrisState s, int seat) {
        List<TigrisMove> moves = new ArrayList<>();
        for (Colour c : Colour.listOf(Turn.waiting(s).colour())) {
            moves.add(new ChooseWar(c));
        }
        return Collections.unmodifiableList(moves);
    }

    /** [tigris §4.2] each monument on each completed block, then declining. */
    static List<TigrisMove> monuments(TigrisState s, int seat) {
        Waiting w = Turn.waiting(s);
        List<TigrisMove> moves = new ArrayList<>();
        for (Monument m : w.monuments()) {
            for (var sq : w.squares()) {
                moves.add(new BuildMonument(m, sq));
            }
        }
        moves.add(DECLINE);
        return Collections.unmodifiableList(moves);
    }

    /** [tigris §5.1] each treasure the seat may take. */
    static List<TigrisMove> treasures(TigrisState s, int seat) {
        List<TigrisMove> moves = new ArrayList<>();
        for (var sq : Turn.waiting(s).squares()) {
            moves.add(new TakeTreasure(sq));
        }
        return Collections.unmodifiableList(moves);
    }

    // Every possible action move is made once and given a number: a listing is then a few hundred ints, and
    // the list handed out looks each move up. (Storing hundreds of references per call into a reused buffer
    // costs a GC write barrier each; ints cost nothing.)
    private static final int LEADER = 0;                                        // + colour * 176 + square
    private static final int WITHDRAW = LEADER + Colour.COUNT * Board.SIZE;     // + colour
    private static final int TILE = WITHDRAW + Colour.COUNT;                    // + colour * 176 + square
    private static final int BLACK_TILE = TILE + Colour.BLACK.ordinal() * Board.SIZE;   // + square, and so on
    private static final int RED_TILE = TILE + Colour.RED.ordinal() * Board.SIZE;
    private static final int BLUE_TILE = TILE + Colour.BLUE.ordinal() * Board.SIZE;
    private static final int GREEN_TILE = TILE + Colour.GREEN.ordinal() * Board.SIZE;
    private static final int CATASTROPHE = TILE + Colour.COUNT * Board.SIZE;    // + square
    private static final int PASS_MOVE = CATASTROPHE + Board.SIZE;
    private static final int SWAP = PASS_MOVE + 1;                   // + the multiset's number
    /** Multisets of 1 to 6 tiles in 4 colours. */
    private static final int SWAP_KINDS = 209;
    private static final TigrisMove[] BY_NUMBER = new TigrisMove[SWAP + SWAP_KINDS];
    /** Counts of one colour a hand can hold: 0 to 6. */
    private static final int COUNTS = TigrisState.HAND_SIZE + 1;
    /** Per hand of at most 6 tiles (counts of black, red, blue, green), the numbers of the swaps it allows. */
    private static final int[][] SWAPS = new int[COUNTS * COUNTS * COUNTS * COUNTS][];
    private static final CommitSupport[] COMMIT = new CommitSupport[TigrisState.HAND_SIZE + 1];

    /** More than any position can list: 4 × 176 leader squares, 3 × 176 tiles, 176 catastrophes, 35 swaps… */
    private static final int MOST_MOVES = 2048;
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MOST_MOVES]);

    static {
        for (Colour c : Colour.ALL) {
            for (int sq = 0; sq < Board.SIZE; sq++) {
                BY_NUMBER[LEADER + c.ordinal() * Board.SIZE + sq] = new PlaceLeader(c, Board.SQUARE[sq]);
                BY_NUMBER[TILE + c.ordinal() * Board.SIZE + sq] = new PlaceTile(c, Board.SQUARE[sq]);
            }
            BY_NUMBER[WITHDRAW + c.ordinal()] = new WithdrawLeader(c);
        }
        for (int sq = 0; sq < Board.SIZE; sq++) {
            BY_NUMBER[CATASTROPHE + sq] = new PlaceCatastrophe(Board.SQUARE[sq]);
        }
        BY_NUMBER[PASS_MOVE] = PASS;
        for (int n = 0; n < COMMIT.length; n++) {
            COMMIT[n] = new CommitSupport(n);
        }
        int[] numberOf = new int[COUNTS * COUNTS * COUNTS * COUNTS];
        int kinds = 0;
        for (int a = 0; a <= TigrisState.HAND_SIZE; a++) {
            for (int b = 0; a + b <= TigrisState.HAND_SIZE; b++) {
                for (int c = 0; a + b + c <= TigrisState.HAND_SIZE; c++) {
                    for (int d = 0; a + b + c + d <= TigrisState.HAND_SIZE; d++) {
                        if (a + b + c + d == 0) {
                            continue;
                        }
                        List<Colour> tiles = new ArrayList<>();
                        tiles.addAll(Collections.nCopies(a, Colour.BLACK));
                        tiles.addAll(Collections.nCopies(b, Colour.RED));
                        tiles.addAll(Collections.nCopies(c, Colour.BLUE));
                        tiles.addAll(Collections.nCopies(d, Colour.GREEN));
                        numberOf[key(a, b, c, d)] = SWAP + kinds;
                        BY_NUMBER[SWAP + kinds++] = new SwapTiles(tiles);
                    }
                }
            }
        }
        if (kinds != SWAP_KINDS) {
            throw new IllegalStateException("expected " + SWAP_KINDS + " swaps, made " + kinds);
        }
        for (int h0 = 0; h0 <= TigrisState.HAND_SIZE; h0++) {
            for (int h1 = 0; h0 + h1 <= TigrisState.HAND_SIZE; h1++) {
                for (int h2 = 0; h0 + h1 + h2 <= TigrisState.HAND_SIZE; h2++) {
                    for (int h3 = 0; h0 + h1 + h2 + h3 <= TigrisState.HAND_SIZE; h3++) {
                        int[] list = new int[35];
                        int n = 0;
                        for (int a = 0; a <= h0; a++) {
                            for (int b = 0; b <= h1; b++) {
                                for (int c = 0; c <= h2; c++) {
                                    for (int d = 0; d <= h3; d++) {
                                        if (a + b + c + d > 0) {
                                            list[n++] = numberOf[key(a, b, c, d)];
                                        }
                                    }
                                }
                            }
                        }
                        SWAPS[key(h0, h1, h2, h3)] = Arrays.copyOf(list, n);
                    }
                }
            }
        }
    }

    private static int key(int a, int b, int c, int d) {
        return ((a * COUNTS + b) * COUNTS + c) * COUNTS + d;
    }

    static CommitSupport commit(int n) {
        return n < COMMIT.length ? COMMIT[n] : new CommitSupport(n);
    }

    /** Move numbers gathered in a reused buffer. */
    private static final class Listing {
        private final int[] buffer;
        private int size;

        Listing(int[] buffer) {
            this.buffer = buffer;
        }

        void add(int number) {
            buffer[size++] = number;
        }

        List<TigrisMove> done() {
            return new MoveList(Arrays.copyOf(buffer, size));
        }
    }

    /** An unmodifiable list of numbered moves. */
    private static final class MoveList extends AbstractList<TigrisMove> implements RandomAccess {
        private final int[] numbers;

        MoveList(int[] numbers) {
            this.numbers = numbers;
        }

        @Override
        public TigrisMove get(int index) {
            return BY_NUMBER[numbers[index]];
        }

        @Override
        public int size() {
            return numbers.length;
        }
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
            if (cell[sq] == TigrisState.EMPTY && leaderOn[sq] == 0) {
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
            int base = LEADER + c.ordinal() * Board.SIZE;
            if (from < 0) {
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    if (around[sq] < 2) {
                        moves.add(base + sq);
                    }
                }
                continue;
            }
            int region = regions.id[from];
            if (regions.leaders[region] == Leaders.bit(seat, c)) {
                // Lifted, its only leader gone, the leader's region is leaderless [tigris D8]: it can only lower a count.
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    int n = around[sq];
                    if (n < 2 || (n == 2 && regions.kingdomsAround(sq, region) < 2)) {
                        moves.add(base + sq);
                    }
                }
            } else {
                Regions judged = regions.lifted(s, from, Leaders.bit(seat, c));
                for (int i = 0; i < leaderSquareCount; i++) {
                    int sq = leaderSquares[i];
                    if (judged.kingdomsAround(sq) < 2) {
                        moves.add(base + sq);
                    }
                }
            }
            moves.add(WITHDRAW + c.ordinal());
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
                    moves.add(BLUE_TILE + sq);
                }
            } else if (land) {
                if (black) moves.add(BLACK_TILE + sq);
                if (red) moves.add(RED_TILE + sq);
                if (green) moves.add(GREEN_TILE + sq);
            }
        }
        if (s.catastrophes[seat] > 0) {
            for (int sq = 0; sq < Board.SIZE; sq++) {
                if (leaderOn[sq] == 0 && TigrisState.takesCatastrophe(cell[sq])) {
                    moves.add(CATASTROPHE + sq);
                }
            }
        }
        int h0 = Math.min(TigrisState.HAND_SIZE, s.handOf(seat, Colour.BLACK));
        int h1 = Math.min(TigrisState.HAND_SIZE, s.handOf(seat, Colour.RED));
        int h2 = Math.min(TigrisState.HAND_SIZE, s.handOf(seat, Colour.BLUE));
        int h3 = Math.min(TigrisState.HAND_SIZE, s.handOf(seat, Colour.GREEN));
        for (int swap : SWAPS[key(h0, h1, h2, h3)]) {
            moves.add(swap);
        }
        moves.add(PASS_MOVE);
    }
}
