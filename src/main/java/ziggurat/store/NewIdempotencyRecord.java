package ziggurat.store;

/** An idempotency record to write together with the events of the move it answered. */
public record NewIdempotencyRecord(int seat, String key, IdempotencyRecord record) {
}
