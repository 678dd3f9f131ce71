package ziggurat.games.qin;

import java.util.List;
import java.util.Map;
import ziggurat.games.qin.QinEvent.DrawReason;

/**
 * The extra rules [qin §5.7]: zero or more, each a hook into the moments of a turn it changes, and the moves it adds.
 * Every hook does nothing by default, so an extra overrides only the moments it is about.
 */
public interface Extra {

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

    /** Whether the draw step stays open once its draws are taken, for this extra's moves [qin D16]. */
    default boolean keepsDrawStepOpen() {
        return false;
    }

    /**
     * The events of {@code move} by {@code seat}, emitted on {@code t}, when it is one of this extra's moves (refused
     * with the rules' code when it is not allowed now): true; false for any other move. Called for the active seat
     * once its owed draws are taken, and for a seat an extra waits for.
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

    /** [qin §5.7.2, D53] {@code miau}: each pagoda a player builds draws them a tile at once, while the supply lasts. */
    record PagodaReward() implements Extra {
        @Override
        public void afterBuild(Play.Turn t, int seat) {
            Play.draw(t, seat, 1, DrawReason.REWARD);
        }
    }
}
