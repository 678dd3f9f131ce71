package ziggurat.store;

import java.time.Instant;
import java.util.UUID;

/** Where a page of the game list ends: the last game's creation time and id. */
public record GameCursor(Instant createdAt, UUID id) {
}
