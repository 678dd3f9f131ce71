package ziggurat.store;

/**
 * The first answer to a move sent with an Idempotency-Key, an acceptance or a refusal, replayed for every retry
 * with the same key.
 */
public record IdempotencyRecord(String requestHash, int status, String responseJson) {
}
