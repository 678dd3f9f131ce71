package ziggurat.games.qin;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Nullable;
import ziggurat.games.qin.QinEvent.DrawReason;

/**
 * The extra rules [qin §5.7]: zero or more, each a hook into the moments of a turn it changes, and the moves it adds.
 * Every hook does nothing by default, so an extra overrides only the moments it is about.
 *
 * <p>An extra owns its moves in both kinds of turn order: the hooks of the first part are asked by a sequential turn
 * ({@code na}, {@code no}: {@link Play}), those of the second by the Simultaneous round ({@code niu}), whose windows
 * hold the extras' moves [qin D32]. Each move has one owner: the extra that lists it, decides it and says who owes it;
 * the turn orders only ask.
 */
public interface Extra {

    // ---------------------------------------------------------------- any turn order

    /** After {@code seat} built a pagoda (bought, village or pattern) [qin §5.7.2]. Nothing by default. */
    default void afterBuild(Play.Turn t, int seat) {
    }

    /** Once, after the deal and before the first turn [qin §3.7] step 5. Nothing by default. */
    default void setUp(Play.Turn t) {
    }

    /**
     * Whether this extra takes {@code count} tiles due to {@code seat} its own way (owed {@code takeTile}s under
     * {@code mas}); {@code count} is already capped at what the supply can still give. False by default: the tiles come
     * from the top of the pile at once.
     */
    default boolean draw(Play.Turn t, int seat, int count, DrawReason reason) {
        return false;
    }

    // ---------------------------------------------------------------- a sequential turn [qin §5.0]

    /** Whether the draw step stays open once its draws are taken, for this extra's moves [qin D16]. */
    default boolean keepsDrawStepOpen() {
        return false;
    }

    /**
     * The events of {@code move} by {@code seat}, emitted on {@code t}, when it is one of this extra's moves (refused
     * with the rules' code when it is not allowed now): true; false for any other move. Called for the active seat
     * once its owed draws are taken, and for a seat an extra waits for, when {@link QinRuleset#MOVES} names this extra
     * the move's owner.
     */
    default boolean decide(Play.Turn t, int seat, QinMove move) {
        return false;
    }

    /** This extra's legal moves for {@code seat} now, added to {@code out}. */
    default void legalMoves(QinState s, int seat, List<QinMove> out) {
    }

    /**
     * The seats that owe this extra an answer to another seat's command, each with what it owes (the target of an
     * offer, a destruction's victim) [qin §7.1]; while any does, the game waits for them, not for the active seat.
     */
    default void waitingFor(QinState s, Map<Integer, String> out) {
    }

    /** The most passive answer of a seat this extra waits for, or null when it waits for nothing of it. */
    default QinMove defaultMove(QinState s, int seat) {
        return null;
    }

    // ---------------------------------------------------------------- the Simultaneous round [qin §5.4.3, D32]

    /**
     * Phase D, before the draw: whether this extra opened a window of its own first (Draw-1's declarations under
     * {@code mai}).
     */
    default boolean opensBeforeDraw(Play.Turn t) {
        return false;
    }

    /** Draw-2: the tiles {@code seat} asks this round beyond its base (under {@code mai}, one per pair sold). */
    default int demand(QinState s, int seat) {
        return 0;
    }

    /**
     * Draw-4, once every seat's tiles are known ({@code base} and {@code got} per seat): what they cost (under
     * {@code mai}, the sales paid).
     */
    default void allocated(Play.Turn t, List<Integer> base, List<Integer> got) {
    }

    /**
     * Draw-5: whether this extra deals the round's tiles its own way (under {@code mas}, owed, picked from the
     * display), having dealt them; {@code got} per seat, {@code shortage} when the supply did not cover every demand.
     */
    default boolean deals(Play.Turn t, List<Integer> got, boolean shortage) {
        return false;
    }

    /** Whether this extra's moves are played in the extras window (Phase X) between the draw and the action phase. */
    default boolean actsInExtrasWindow() {
        return false;
    }

    /**
     * The seat that owes this extra a move before anything else of the round may happen (under {@code mas}, the seat
     * to pick from the display now), or -1.
     */
    default int holder(QinState s) {
        return -1;
    }

    /** What {@code seat} owes this extra in the round now (see {@link Owed}), or null. */
    default @Nullable Owed owed(QinState s, int seat) {
        return null;
    }

    /**
     * {@code seat}'s moves of this extra in the round now, added to {@code out}: in the window this extra acts in, or
     * while it holds the round; its answers, in the extras window.
     */
    default void roundMoves(QinState s, int seat, List<QinMove> out) {
    }

    /**
     * In the extras window, this extra's moves of {@code seat} that give up tile {@code give} towards {@code other}
     * (an offer to it, a destruction of one of its tiles). The window lists them per tile given and per other seat,
     * asking every extra in turn, so that the extras' moves interleave in the one order a listing has always had.
     */
    default void towards(QinState s, int seat, TileType give, int other, List<QinMove> out) {
    }

    /**
     * As {@link #decide}, for a move of the round: while this extra holds the round, or in its window. True when the
     * move is this extra's (decided, or refused with the rules' code); false for any other.
     */
    default boolean roundDecide(Play.Turn t, int seat, QinMove move) {
        return false;
    }

    /**
     * What a seat owes an extra in the round [qin §7.1]: the move it is pending with; with {@code first}, before any
     * other move ({@code code} and {@code why} refuse another), else before it may send {@code ready} ({@code code}
     * and {@code why} refuse that).
     */
    record Owed(String move, boolean first, String code, String why) {
    }
}
