package ziggurat.store;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** One move's append: the game's events {@code expectedVersion + 1 …}, and its idempotency record if keyed. */
record Append(UUID game, long expectedVersion, List<StoredEvent> events, boolean finished,
              Optional<NewIdempotencyRecord> idempotency) {
}
