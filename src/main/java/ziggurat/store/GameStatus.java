package ziggurat.store;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Optional;

/** Whether a game still takes moves. Stored, listed and answered by its wire name. */
public enum GameStatus {
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
