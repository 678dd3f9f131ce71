package ziggurat.store;

import java.time.Instant;
import java.util.UUID;

/** A line of the game list. */
public record GameSummary(UUID id, String ruleset, GameStatus status, long version, int seatCount, Instant createdAt,
                          Instant updatedAt) {
}
