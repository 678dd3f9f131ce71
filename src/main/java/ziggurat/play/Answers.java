package ziggurat.play;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.util.RawValue;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * The shapes the play service answers with; the API writes them as JSON unchanged. The parts a ruleset
 * supplies (options, pending decisions, views, outcomes, event data) are its own objects, written straight
 * to the response by a mapper configured like {@link GameJson#MAPPER}: no intermediate tree.
 */
public final class Answers {

    private Answers() {
    }

    public record SeatInfo(int seat, String name) {
    }

    public record SeatToken(int seat, String name, String token) {
    }

    /**
     * A game as one viewer may see it at one version. {@code you} is the viewer's seat (null for
     * spectators); {@code seed} and {@code salt} appear once the game has ended.
     */
    public record GameView(UUID id, String ruleset, long version, String status, List<SeatInfo> seats, Integer you,
                           boolean stacked, boolean creatorSeeded, String seedCommitment, Object options,
                           Object pending, Object state, Object outcome, String seed, String salt,
                           Instant createdAt) {
    }

    /** The answer to creating a game: each seat's token, shown this once, and the public view. */
    public record CreatedGame(UUID id, String ruleset, long version, List<SeatToken> seats, GameView game) {
    }

    /**
     * One event as a viewer may see it. {@code redacted} is true when private fields were removed, and
     * {@code data} is null when the viewer may only know that an event of this type happened.
     */
    public record EventView(long seq, String type, int schemaVersion, Integer actingSeat, Instant time, String hash,
                            boolean redacted, Object data) {
    }

    /** The answer to an accepted move: the new version, what happened as this seat may see it, and its view. */
    public record MoveAnswer(long version, List<EventView> events, GameView game) {
    }

    /** A page of a game's log; {@code next} is the cursor to ask for after. */
    public record EventPage(UUID gameId, long version, String status, List<EventView> events, long next) {
    }

    /** Each move as {@link TypedMove} writes it, already written (see {@link GameJson#typedMove}). */
    public record LegalMoves(UUID gameId, long version, Integer seat, List<RawValue> moves) {
    }

    /** A move as clients send it: its {@code type} first, then its own fields. */
    public record TypedMove(String type, @JsonUnwrapped Object move) {
    }

    public record GameListItem(UUID id, String ruleset, String status, long version, int seats, Instant createdAt,
                               Instant updatedAt) {
    }

    public record GameList(List<GameListItem> games, String next) {
    }
}
