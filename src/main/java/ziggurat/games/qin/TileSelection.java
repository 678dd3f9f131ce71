package ziggurat.games.qin;

import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.QinEvent.DisplayFilled;
import ziggurat.games.qin.QinEvent.DrawReason;
import ziggurat.games.qin.QinEvent.DrawsOwed;
import ziggurat.games.qin.QinEvent.TileTaken;
import ziggurat.games.qin.QinMove.TakeTile;

/**
 * [qin §5.7.5, D56] {@code mas}, Tile selection: N+1 tiles lie face up after the deal; every later draw is an owed
 * {@code takeTile} of a tile in this display, and the display is turned up afresh the moment it is empty. While a seat
 * owes draws it is pending with {@code takeTile} only [qin §7.1]; the display and every pick are public.
 */
record TileSelection() implements Extra {

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

    /** One {@code takeTile} per tile code in the display, in code order. */
    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (s.owed(seat) == 0 || s.active() != seat || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        for (TileType tile : TileType.values()) {
            if (s.display().contains(tile)) {
                out.add(new TakeTile(tile));
            }
        }
    }
}
