package ziggurat.games.qin;

import java.util.List;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.RuleViolation;

/**
 * How turns are given out [qin §5.4]: one module, in the manner of boardgame.io's turn orders; each is its own piece
 * in {@code order/} ({@code na}: {@code InTurn}, {@code no}: {@code PagodaAuction}, {@code niu}: {@code Simultaneous}),
 * and asks the extras ({@link Extra}) for their part. A module gives out the next turn itself (starting it at once,
 * or opening the decision that settles it: an auction); while such a decision of its own is open, the game waits for
 * the seats it names and only the module decides their moves.
 */
public interface TurnOrder {

    /** Gives out the first turn, after the deal, or the next one, after the end check found the game going on. */
    void next(Play.Turn t);

    /** The seat the "turn longest ago" tie-break counts clockwise from [qin D17]. */
    int nextForTies(QinState s);

    /**
     * [qin D22] How many turns in a row without progress end the game as {@code stalled}: 2N, every seat twice;
     * under {@code niu}, where a round is everybody's turn, two rounds.
     */
    default int stallLimit(int seats) {
        return 2 * seats;
    }

    /** The module's own decisions the game waits for now, in seat order; empty while a turn is being played. */
    default List<PendingDecision> pending(QinState s) {
        return List.of();
    }

    /** The legal moves of {@code seat} in the module's own open decision; empty if it is not pending in one. */
    default List<QinMove> legal(QinState s, int seat) {
        return List.of();
    }

    /** Decides a move of a seat pending in the module's own open decision. */
    default void decide(Play.Turn t, int seat, QinMove move) {
        throw RuleViolation.illegal("wrongStep", "The game is not waiting for a " + move.type() + ".");
    }
}
