package ziggurat.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.UUID;
import ziggurat.store.EventStore;
import ziggurat.store.IdempotencyRecord;
import ziggurat.store.NewIdempotencyRecord;

/**
 * What an Idempotency-Key promises, in one place: a key is checked once, a move sent again under it gets its first
 * answer byte for byte (acceptance or refusal), and another body under the same key is refused, never applied.
 */
@ApplicationScoped
public class Idempotency {

    /** The longest key taken, in characters, as the contract says. */
    static final int MAX_KEY = 200;

    private final EventStore store;

    public Idempotency(EventStore store) {
        this.store = store;
    }

    /** A seat's key and the fingerprint of the request sent under it. */
    record Key(int seat, String key, String requestHash) {

        /** The record that remembers {@code answerJson}, given with {@code status}, as this key's first answer. */
        NewIdempotencyRecord remembering(int status, String answerJson) {
            return new NewIdempotencyRecord(seat, key, new IdempotencyRecord(requestHash, status, answerJson));
        }
    }

    /**
     * The key a move was sent with, checked, with the request's fingerprint; empty for a move sent without one (only
     * a keyed move is remembered, so only a keyed move needs its fingerprint).
     */
    static Optional<Key> of(int seat, Optional<String> header, MoveRequest request) {
        if (header.isEmpty()) {
            return Optional.empty();
        }
        String key = header.get();
        if (key.isEmpty() || JsonFields.characters(key) > MAX_KEY) {
            throw Problem.malformed("The Idempotency-Key must be 1 to " + MAX_KEY + " characters.");
        }
        return Optional.of(new Key(seat, key, request.fingerprint()));
    }

    /** The key's first answer, if it has one; a key first used with another body is refused as reused. */
    Optional<MoveOutcome> firstAnswer(UUID game, Optional<Key> key) {
        if (key.isEmpty()) {
            return Optional.empty();
        }
        Optional<IdempotencyRecord> record = store.findIdempotency(game, key.get().seat(), key.get().key());
        if (record.isEmpty()) {
            return Optional.empty();
        }
        if (!record.get().requestHash().equals(key.get().requestHash())) {
            throw Problem.of(422, "idempotency-key-reused", "Idempotency key reused",
                    "This Idempotency-Key was already used by this seat with a different request body.")
                    .with("code", "IDEMPOTENCY_KEY_REUSED");
        }
        return Optional.of(MoveOutcome.replayed(record.get().status(), record.get().responseJson()));
    }

    /**
     * Remembers a keyed move's refusal as its key's first answer, so a retry gets the same refusal and another
     * body under the key is refused as a reuse, never applied. When another request with the key answered first,
     * that answer is the key's: it is returned (or, for another body, the reuse is refused).
     */
    Optional<MoveOutcome> rememberRefusal(UUID game, Key key, Problem refusal) {
        if (store.rememberRefusal(game, key.remembering(refusal.status(), GameJson.write(refusal.body())))) {
            return Optional.empty();
        }
        return firstAnswer(game, Optional.of(key));
    }
}
