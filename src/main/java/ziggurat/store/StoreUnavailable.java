package ziggurat.store;

/** The database could not be reached or failed; the request changed nothing and may be retried. */
public final class StoreUnavailable extends RuntimeException {

    public StoreUnavailable(String message, Throwable cause) {
        super(message, cause);
    }
}
