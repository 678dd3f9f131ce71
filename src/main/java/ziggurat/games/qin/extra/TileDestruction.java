package ziggurat.games.qin.extra;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Nullable;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.TileDestroyed;
import ziggurat.games.qin.QinEvent.TileSurrendered;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.DestroyTile;
import ziggurat.games.qin.QinMove.DiscardTile;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TileType;
import ziggurat.games.qin.order.Round;

/**
 * [qin §5.7.4, D55] {@code muo}, Tile destruction: the owner of {@code destroyTile} and {@code discardTile} in both
 * turn orders. A seat discards a tile of its hand, and a victim holding a tile (partners too) must discard one of its
 * choice; both tiles go face up to the discard pile. In a sequential turn the active player destroys after the draw
 * step, one destruction at a time, and the game waits for the victim alone, with {@code discardTile} only [qin §7.1];
 * under {@code niu}, any seat destroys in the extras window, and a victim owes its discard before any other move there
 * [qin D32].
 */
public record TileDestruction() implements Extra {

    /** What a seat owes this extra in the round: one value, for every seat that owes it. */
    private static final Owed DISCARD = new Owed("discardTile", true, "pendingResponse",
            "A destruction waits for your discard first [qin D55].");

    /** A destruction waiting for its victim's discard [qin D55]. */
    public record Destruction(int by, int victim) {
    }

    // ---------------------------------------------------------------- the rule, in either turn order

    /**
     * [qin D55] {@code seat} gives up a tile of its hand, against another seat holding a tile beyond those the
     * destructions already on it will take.
     */
    private static void destroy(Play.Turn t, int seat, DestroyTile m) {
        QinState s = t.state();
        if (s.inHand(seat, m.tile()) == 0) {
            throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
        }
        if (m.victim() >= s.seats() || m.victim() == seat) {
            throw RuleViolation.illegal("notParticipant", "The victim is another seat of the game, not "
                    + m.victim() + ".");
        }
        if (!destructible(s, m.victim())) {
            throw RuleViolation.illegal("tilesNotInHand", "Seat " + m.victim() + " holds no tile to give up.");
        }
    }

    /** Whether {@code victim} holds a tile beyond those the destructions already on it will take. */
    private static boolean destructible(QinState s, int victim) {
        int owed = 0;   // a loop, not a stream: the window's listing asks it per tile and seat
        for (Destruction d : s.destructions()) {
            owed += d.victim() == victim ? 1 : 0;
        }
        return s.handSize(victim) > owed;
    }

    private static boolean victim(QinState s, int seat) {
        for (Destruction d : s.destructions()) {
            if (d.victim() == seat) {
                return true;
            }
        }
        return false;
    }

    /** The victim's discard: a tile of its choice [qin D55]. */
    private static void surrender(Play.Turn t, int seat, DiscardTile m) {
        QinState s = t.state();
        if (!victim(s, seat)) {
            throw RuleViolation.illegal("wrongStep", "No destruction waits for a discard of yours.");
        }
        if (s.inHand(seat, m.tile()) == 0) {
            throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
        }
        t.emit(new TileSurrendered(seat, m.tile()));
    }

    /** A victim's discards: each tile code of its hand, in code order. */
    private static void discards(QinState s, int seat, List<QinMove> out) {
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) > 0) {
                out.add(new DiscardTile(tile));
            }
        }
    }

    // ---------------------------------------------------------------- a sequential turn

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        if (move instanceof DestroyTile m) {
            Play.requireFree(t.state(), seat);   // so no destruction is open: one at a time
            destroy(t, seat, m);
            Play.closeDrawStep(t, seat);
            t.emit(new TileDestroyed(seat, m.tile(), m.victim()));
            return true;
        }
        if (move instanceof DiscardTile m) {
            surrender(t, seat, m);
            return true;
        }
        return false;
    }

    @Override
    public void waitingFor(QinState s, Map<Integer, String> out) {
        for (Destruction d : s.destructions()) {
            out.put(d.victim(), "discardTile");
        }
    }

    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (victim(s, seat)) {
            discards(s, seat, out);
            return;
        }
        if (s.active() != seat || s.step() == null || s.owed(seat) > 0 || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) == 0) {
                continue;
            }
            for (int victim = 0; victim < s.seats(); victim++) {
                if (victim != seat && destructible(s, victim)) {
                    out.add(new DestroyTile(tile, victim));
                }
            }
        }
    }

    /** [qin D55] the victim gives up its first tile in code order: it must give one, and none is more passive. */
    @Override
    public QinMove defaultMove(QinState s, int seat) {
        if (!victim(s, seat)) {
            return null;
        }
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) > 0) {
                return new DiscardTile(tile);
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- the extras window under niu

    @Override
    public boolean actsInExtrasWindow() {
        return true;
    }

    /** A victim owes its discard before any other move of the window. */
    @Override
    public @Nullable Owed owed(QinState s, int seat) {
        return !inWindow(s) || !victim(s, seat) ? null : DISCARD;
    }

    @Override
    public void roundMoves(QinState s, int seat, List<QinMove> out) {
        if (inWindow(s) && victim(s, seat)) {
            discards(s, seat, out);
        }
    }

    @Override
    public void towards(QinState s, int seat, TileType give, int other, List<QinMove> out) {
        if (destructible(s, other)) {
            out.add(new DestroyTile(give, other));
        }
    }

    @Override
    public boolean roundDecide(Play.Turn t, int seat, QinMove move) {
        if (!inWindow(t.state())) {
            return false;
        }
        if (move instanceof DestroyTile m) {
            destroy(t, seat, m);
            t.emit(new TileDestroyed(seat, m.tile(), m.victim()));
            return true;
        }
        if (move instanceof DiscardTile m) {
            surrender(t, seat, m);
            return true;
        }
        return false;
    }

    private static boolean inWindow(QinState s) {
        return s.round() != null && s.round().window() == Round.Window.EXTRAS;
    }
}
