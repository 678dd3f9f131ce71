package ziggurat.store;

/**
 * The database could not be reached or failed. A read changed nothing; a move whose commit was under way when
 * the database failed may or may not have been applied, so it is retried with the same Idempotency-Key.
 */
public final class StoreUnavailable extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreUnavailable(String message, Throwable cause) {
        super(message, cause);
    }
}
