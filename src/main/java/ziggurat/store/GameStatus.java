package ziggurat.store;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Optional;

/**
 * Whether a game still takes moves. Stored, listed and answered by its wire name; {@code waiting} (for players to
 * claim its open seats) is answered and listed but not stored: the row says {@code running} with open seats.
 */
public enum GameStatus {
    WAITING("waiting"),
    RUNNING("running"),
    FINISHED("finished");

    private final String wire;

    GameStatus(String wire) {
        this.wire = wire;
    }

    @JsonValue
    public String wire() {
        return wire;
    }

    public static GameStatus of(boolean finished) {
        return finished ? FINISHED : RUNNING;
    }

    /** As a view answers it: waiting while open seats remain in a game that has not ended. */
    public static GameStatus of(boolean finished, boolean waiting) {
        return finished ? FINISHED : waiting ? WAITING : RUNNING;
    }

    public static Optional<GameStatus> fromWire(String wire) {
        for (GameStatus s : values()) {
            if (s.wire.equals(wire)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wire;
    }
}
