package ziggurat.store;

/** An idempotency record to write: with the events of the move it answered, or alone for a refusal. */
public record NewIdempotencyRecord(int seat, String key, IdempotencyRecord record) {
}
