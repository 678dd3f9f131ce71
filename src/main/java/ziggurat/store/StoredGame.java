package ziggurat.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A game's row and its seats, as stored. {@code stackJson} is null unless the creator fixed the bag or deck;
 * {@code warningsJson} is the array of the ruleset's warnings at creation ({@code []} for none). {@code listed}
 * games show in the lobby while they wait for players; {@code creatorTokenHash} is the SHA-256 of the token that
 * lets the creator call off a game with open seats (null for a game created without any).
 * Everything but {@code version}, {@code status}, {@code updatedAt} and the open seats' claims never changes.
 */
public record StoredGame(UUID id, String ruleset, String optionsJson, GameStatus status, long version, boolean stacked,
                         boolean creatorSeeded, String seed, String salt, String commitment, String stackJson,
                         String warningsJson, Instant createdAt,
                         Instant updatedAt, List<StoredSeat> seats, boolean listed, byte[] creatorTokenHash) {

    public StoredGame {
        seats = List.copyOf(seats);
    }

    /** A game every seat of which was filled at creation. */
    public StoredGame(UUID id, String ruleset, String optionsJson, GameStatus status, long version, boolean stacked,
                      boolean creatorSeeded, String seed, String salt, String commitment, String stackJson,
                      String warningsJson, Instant createdAt, Instant updatedAt, List<StoredSeat> seats) {
        this(id, ruleset, optionsJson, status, version, stacked, creatorSeeded, seed, salt, commitment, stackJson,
                warningsJson, createdAt, updatedAt, seats, false, null);
    }

    public boolean finished() {
        return status == GameStatus.FINISHED;
    }

    /** The seats still open, none once every seat is claimed. */
    public long openSeats() {
        return seats.stream().filter(StoredSeat::open).count();
    }

    /** This row with {@code seats} in place of its own (after a claim). */
    public StoredGame withSeats(List<StoredSeat> claimed) {
        return new StoredGame(id, ruleset, optionsJson, status, version, stacked, creatorSeeded, seed, salt, commitment,
                stackJson, warningsJson, createdAt, updatedAt, claimed, listed, creatorTokenHash);
    }
}
