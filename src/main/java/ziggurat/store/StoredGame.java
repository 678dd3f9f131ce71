package ziggurat.store;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A game's row and its seats, as stored. {@code stackJson} is null unless the creator fixed the bag or deck.
 * Everything but {@code version}, {@code status} and {@code updatedAt} never changes.
 */
public record StoredGame(UUID id, String ruleset, String optionsJson, GameStatus status, long version, boolean stacked,
                         boolean creatorSeeded, String seed, String salt, String commitment, String stackJson,
                         Instant createdAt,
                         Instant updatedAt, List<StoredSeat> seats) {

    public StoredGame {
        seats = List.copyOf(seats);
    }

    public boolean finished() {
        return status == GameStatus.FINISHED;
    }
}
