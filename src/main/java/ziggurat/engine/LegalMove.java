package ziggurat.engine;

import java.util.Objects;

/**
 * A legal move and what a player wants to know beside it (a price, a card count) that is not part of the
 * move: a client posts {@code move} as it is. {@code details} is a record of the game's own, or null.
 */
public record LegalMove<M extends Move>(M move, Object details) {

    public LegalMove {
        Objects.requireNonNull(move, "move");
    }

    /** A move with nothing beside it. */
    public static <M extends Move> LegalMove<M> of(M move) {
        return new LegalMove<>(move, null);
    }
}
