package ziggurat.games.qin.extra;

import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.DealOpened;
import ziggurat.games.qin.QinEvent.DisplayFilled;
import ziggurat.games.qin.QinEvent.DrawReason;
import ziggurat.games.qin.QinEvent.DrawsOwed;
import ziggurat.games.qin.QinEvent.TileTaken;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.TakeTile;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TileType;
import ziggurat.games.qin.order.Round;

/**
 * [qin §5.7.5, D56] {@code mas}, Tile selection: the owner of {@code takeTile} in both turn orders. N+1 tiles lie face
 * up after the deal; every later draw is an owed {@code takeTile} of a tile in this display, and the display is turned
 * up afresh the moment it is empty. While a seat owes draws it is pending with {@code takeTile} only [qin §7.1]; the
 * display and every pick are public. Under {@code niu} the round's tiles are picked round-robin in Draw-5, and the
 * reward draws of an APPLY in priority order, one pick at a time [qin D32, D35].
 */
public record TileSelection() implements Extra {

    /** What a seat owes this extra in the round: one value, for every seat that owes it. */
    private static final Owed PICK = new Owed("takeTile", true, "drawOwed",
            "You pick your tiles from the display first, one at a time [qin D32, D35].");

    @Override
    public void setUp(Play.Turn t) {
        refill(t);
    }

    /** N+1 tiles from the pile, or all that are left. */
    private static void refill(Play.Turn t) {
        QinState s = t.state();
        int n = Math.min(s.seats() + 1, s.pileSize());
        if (n > 0) {
            t.emit(new DisplayFilled(List.copyOf(s.pileOrder().subList(0, n))));
        }
    }

    /** [qin D53, D56] a turn's, a sale's or a reward's draws are owed, to be picked from the display. */
    @Override
    public boolean draw(Play.Turn t, int seat, int count, DrawReason reason) {
        t.emit(new DrawsOwed(seat, count, reason));
        return true;
    }

    /** One {@code takeTile} per tile code in the display, in code order. */
    private static void picks(QinState s, List<QinMove> out) {
        for (TileType tile : TileType.values()) {
            if (s.display().contains(tile)) {
                out.add(new TakeTile(tile));
            }
        }
    }

    // ---------------------------------------------------------------- a sequential turn

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        if (!(move instanceof TakeTile m)) {
            return false;
        }
        QinState s = t.state();
        if (s.owed(seat) == 0) {
            throw RuleViolation.illegal("wrongStep", "You owe no draw: tiles are taken only when drawn [qin D56].");
        }
        if (!s.display().contains(m.tile())) {
            throw RuleViolation.illegal("supplyEmpty", "The display holds no " + m.tile() + " tile; it shows "
                    + s.display() + ".");
        }
        t.emit(new TileTaken(seat, m.tile()));
        if (t.state().display().isEmpty()) {
            refill(t);
        }
        Play.drawsTaken(t, seat);
        return true;
    }

    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (s.owed(seat) == 0 || s.active() != seat || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        picks(s, out);
    }

    // ---------------------------------------------------------------- the Simultaneous round

    /** Draw-5 [qin D32]: the tiles each seat receives are owed, to be picked round-robin. */
    @Override
    public boolean deals(Play.Turn t, List<Integer> got, boolean shortage) {
        Round r = t.state().round();
        t.emit(new DealOpened(r.number(), got, shortage));
        for (int seat : r.priority()) {
            Play.draw(t, seat, got.get(seat), DrawReason.TURN);   // owed, each to be picked
        }
        return true;
    }

    /**
     * The seat to pick from the display now, or -1: in Draw-5 round-robin (the seat with the fewest picks among those
     * still owed tiles, first in priority order on a tie); otherwise, the reward draws of an APPLY [qin D35], the first
     * seat in priority order that owes any.
     */
    @Override
    public int holder(QinState s) {
        Round r = s.round();
        if (r == null) {
            return -1;
        }
        int best = -1;
        for (int seat : r.priority()) {
            if (s.owed(seat) == 0) {
                continue;
            }
            if (r.window() != Round.Window.DEAL) {
                return seat;
            }
            int picks = r.allotted().get(seat) - s.owed(seat);
            if (best < 0 || picks < r.allotted().get(best) - s.owed(best)) {
                best = seat;
            }
        }
        return best;
    }

    @Override
    public @Nullable Owed owed(QinState s, int seat) {
        return holder(s) != seat ? null : PICK;
    }

    @Override
    public void roundMoves(QinState s, int seat, List<QinMove> out) {
        if (holder(s) == seat) {
            picks(s, out);
        }
    }

    @Override
    public boolean roundDecide(Play.Turn t, int seat, QinMove move) {
        return holder(t.state()) == seat && decide(t, seat, move);
    }
}
