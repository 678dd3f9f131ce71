package ziggurat.store;

/** The first answer to a move sent with an Idempotency-Key, replayed for every retry with the same key. */
public record IdempotencyRecord(String requestHash, int status, String responseJson) {
}
