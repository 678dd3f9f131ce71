package ziggurat.store;

import java.time.Instant;

/**
 * One row of a game's log.
 *
 * @param actingSeat the seat whose move caused it, or null for setup
 */
public record StoredEvent(long seq, String type, int schemaVersion, String payloadJson, Integer actingSeat,
                          Instant occurredAt, String hash, String stateHash) {
}
