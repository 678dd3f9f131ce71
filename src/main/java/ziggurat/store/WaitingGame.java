package ziggurat.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** A line of the lobby: a listed game waiting for players; {@code seatNames} has null for each open seat. */
public record WaitingGame(UUID id, String ruleset, String optionsJson, Instant createdAt, List<String> seatNames) {
}
