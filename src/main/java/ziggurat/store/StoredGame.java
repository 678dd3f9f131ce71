package ziggurat.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A game's row and its seats, as stored. {@code stackJson} is null unless the creator fixed the bag or deck;
 * {@code warningsJson} is the array of the ruleset's warnings at creation ({@code []} for none).
 * Everything but {@code version}, {@code status} and {@code updatedAt} never changes.
 */
public record StoredGame(UUID id, String ruleset, String optionsJson, GameStatus status, long version, boolean stacked,
                         boolean creatorSeeded, String seed, String salt, String commitment, String stackJson,
                         String warningsJson, Instant createdAt,
                         Instant updatedAt, List<StoredSeat> seats) {

    public StoredGame {
        seats = List.copyOf(seats);
    }

    public boolean finished() {
        return status == GameStatus.FINISHED;
    }
}
