package ziggurat.play;

/**
 * The answer to a move, a resignation or an abort, as the JSON to send and what the response's headers need, so
 * the API never reads the JSON again: the status (200, or the first answer's for a key sent again), whether it is
 * the first answer replayed byte for byte, whether it leaves the view out ({@code minimal}, RFC 7240
 * {@code return=minimal}), and for a fresh answer with a view the version and seat its entity tag names.
 */
public record MoveOutcome(int status, String json, boolean replayed, boolean minimal, long version, Integer you) {

    /** A fresh answer, given by {@code seat} (null when nobody acted: the creator) at {@code version}. */
    static MoveOutcome fresh(String json, boolean minimal, long version, Integer seat) {
        return new MoveOutcome(200, json, false, minimal, version, seat);
    }

    /**
     * A key's first answer, as stored. The store keeps the answer, not how it was asked for: a stored acceptance
     * without a view was a minimal one (its top-level fields are read, the rest is skipped unread).
     */
    static MoveOutcome replayed(int status, String json) {
        return new MoveOutcome(status, json, true, status == 200 && !Answers.hasView(json), -1, null);
    }
}
