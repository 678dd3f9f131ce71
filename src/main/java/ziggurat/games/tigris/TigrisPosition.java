package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import ziggurat.games.tigris.TigrisEvent.SeatInfo;

/**
 * A test-support builder for positions [tigris §10.0]: the standard setup (10 starting temples with their
 * treasures) plus the pieces listed, at the start of the named seat's turn with 2 actions left.
 * Production code never uses it. It trusts its caller: a position should obey what play guarantees
 * between actions [tigris §1.5].
 *
 * <pre>
 * TigrisState s = TigrisPosition.standard(4)
 *         .tile(Colour.RED, 7, 9).leader(1, Colour.BLACK, 5, 8)
 *         .hand(3, RED, RED, BLACK, BLACK, GREEN, BLUE).bag(BLACK, GREEN)
 *         .turnOf(3).build();
 * </pre>
 *
 * Defaults: seat names {@code seat0..}, default dynasties, hands not given hold black, black, blue, blue,
 * green, green; the bag is empty unless given; VPs 0, no treasures taken, 2 catastrophes each; turn 1.
 */
public final class TigrisPosition {

    private final int seats;
    private final List<Runnable> steps = new ArrayList<>();
    private final int[][] hands;
    private final List<Colour> bag = new ArrayList<>();
    private int turnOf;
    private int turn = 1;
    private int actionsLeft = 2;
    private TigrisState state;

    private TigrisPosition(int seats) {
        if (seats < 2 || seats > 4) {
            throw new IllegalArgumentException("2 to 4 seats");
        }
        this.seats = seats;
        this.hands = new int[seats][];
    }

    public static TigrisPosition standard(int seats) {
        return new TigrisPosition(seats);
    }

    /** A face-up civilization tile. */
    public TigrisPosition tile(Colour c, int row, int col) {
        steps.add(() -> state.setTile(Board.index(row, col), TigrisState.faceUp(c)));
        return this;
    }

    /** Several face-up tiles of one colour: pairs of row, col. */
    public TigrisPosition tiles(Colour c, int... rowCols) {
        for (int i = 0; i + 1 < rowCols.length; i += 2) {
            tile(c, rowCols[i], rowCols[i + 1]);
        }
        return this;
    }

    /** Removes a square's piece (a starting temple, for instance). */
    public TigrisPosition empty(int row, int col) {
        steps.add(() -> state.setTile(Board.index(row, col), TigrisState.EMPTY));
        return this;
    }

    /** Takes the treasure off a square (it has left the board earlier in the game). */
    public TigrisPosition noTreasure(int row, int col) {
        steps.add(() -> {
            int sq = Board.index(row, col);
            state.setTile(sq, state.cell[sq] & ~TigrisState.TREASURE);
        });
        return this;
    }

    public TigrisPosition leader(int seat, Colour c, int row, int col) {
        steps.add(() -> state.putLeader(seat * 4 + c.ordinal(), Board.index(row, col)));
        return this;
    }

    public TigrisPosition catastrophe(int row, int col) {
        steps.add(() -> state.setTile(Board.index(row, col), TigrisState.CATASTROPHE));
        return this;
    }

    /** A built monument on the 2×2 block with this top-left corner: its four tiles are turned face down. */
    public TigrisPosition monument(Monument m, int row, int col) {
        steps.add(() -> {
            int tl = Board.index(row, col);
            for (int sq : new int[] {tl, tl + 1, tl + Board.COLS, tl + Board.COLS + 1}) {
                int k = state.kind(sq);
                if (k < 1 || k > 4) {
                    throw new IllegalStateException("a monument stands on four face-up tiles");
                }
                state.setTile(sq, state.cell[sq] + TigrisState.FACE_DOWN);
            }
            state.setMonument(m, tl);
        });
        return this;
    }

    public TigrisPosition hand(int seat, Colour... tiles) {
        int[] h = new int[4];
        for (Colour c : tiles) {
            h[c.ordinal()]++;
        }
        hands[seat] = h;
        return this;
    }

    public TigrisPosition bag(Colour... tiles) {
        bag.clear();
        bag.addAll(Arrays.asList(tiles));
        return this;
    }

    public TigrisPosition bag(List<Colour> tiles) {
        bag.clear();
        bag.addAll(tiles);
        return this;
    }

    public TigrisPosition points(int seat, int black, int red, int blue, int green) {
        steps.add(() -> {
            state.setPoints(seat, Colour.BLACK, black);
            state.setPoints(seat, Colour.RED, red);
            state.setPoints(seat, Colour.BLUE, blue);
            state.setPoints(seat, Colour.GREEN, green);
        });
        return this;
    }

    public TigrisPosition treasures(int seat, int n) {
        steps.add(() -> state.setTreasures(seat, n));
        return this;
    }

    public TigrisPosition catastrophesLeft(int seat, int n) {
        steps.add(() -> state.setCatastrophes(seat, n));
        return this;
    }

    public TigrisPosition turnOf(int seat) {
        this.turnOf = seat;
        return this;
    }

    public TigrisPosition turn(int n) {
        this.turn = n;
        return this;
    }

    /** Starts the position with one action left instead of two. */
    public TigrisPosition actionsLeft(int n) {
        this.actionsLeft = n;
        return this;
    }

    public TigrisState build() {
        List<SeatInfo> info = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            info.add(new SeatInfo(seat, "seat" + seat, Dynasty.values()[seat]));
        }
        byte[] bagBytes = new byte[bag.size()];
        for (int i = 0; i < bagBytes.length; i++) {
            bagBytes[i] = (byte) bag.get(i).ordinal();
        }
        state = new TigrisState(seats, info, false, null, bagBytes);
        for (int seat = 0; seat < seats; seat++) {
            int[] h = hands[seat] != null ? hands[seat] : new int[] {2, 0, 2, 2};
            for (Colour c : Colour.ALL) {
                state.setHand(seat, c, h[c.ordinal()]);
            }
        }
        for (Runnable step : steps) {
            step.run();
        }
        state.active = turnOf;
        state.turn = turn;
        state.actionsLeft = actionsLeft;
        TigrisState built = state.copy();
        state = null;
        return built;
    }
}
