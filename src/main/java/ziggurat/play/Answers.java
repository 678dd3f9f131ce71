package ziggurat.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Nullable;
import ziggurat.engine.Outcome;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.Viewer;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/**
 * The shapes the play service answers with, and how a game becomes them; the API writes them as JSON unchanged. The parts a ruleset
 * supplies (options, pending decisions, views, outcomes, event data) are its own objects, written straight
 * to the response by a mapper configured like {@link GameJson#MAPPER}: no intermediate tree.
 */
public final class Answers {

    private Answers() {
    }

    /**
     * A seat, and whether it still plays: {@code playing}, {@code resigned} or {@code timedOut}; {@code open} while
     * no player has claimed it yet (its name is null then).
     */
    public record SeatInfo(int seat, String name, String status, boolean open) {
        public SeatInfo(int seat, String name, String status) {
            this(seat, name, status, false);
        }
    }

    /**
     * A seat as its creation answers it: a filled seat's name and token, or an open seat's one-time invitation and
     * the viewer link that carries it. Shown this once.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record SeatToken(int seat, String name, String token, Boolean open, String invitation,
                            String invitationUrl) {
        public SeatToken(int seat, String name, String token) {
            this(seat, name, token, null, null, null);
        }
    }

    /**
     * A game as one viewer may see it at one version. {@code you} is the viewer's seat (null for
     * spectators); {@code seed} and {@code salt} appear once the game has ended. {@code warnings} are the
     * ruleset's warnings at creation, as stored with the game: {@code [{code, detail}]}, empty when none.
     */
    public record GameView(UUID id, String ruleset, long version, GameStatus status, List<SeatInfo> seats, Integer you,
                           boolean stacked, boolean creatorSeeded, String seedCommitment, Object options,
                           Object warnings, Object pending,
                           // left out before the game has begun: nothing is dealt until its last seat is claimed
                           @JsonInclude(JsonInclude.Include.NON_NULL) Object state,
                           Object outcome, String seed, String salt,
                           Instant createdAt, long movesPlayed, boolean abortable, Clocks.View clocks) {
    }

    /**
     * The answer to creating a game: each seat's token, shown this once, what the ruleset warns about the game
     * (as the view shows it too), and the public view.
     */
    public record CreatedGame(UUID id, String ruleset, long version, List<SeatToken> seats,
                              List<SetupWarning> warnings, GameView game,
                              @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable String creatorToken) {
    }

    /**
     * One event as a viewer may see it. {@code redacted} is true when private fields were removed, and
     * {@code data} is null when the viewer may only know that an event of this type happened.
     */
    public record EventView(long seq, String type, int schemaVersion, Integer actingSeat, Instant time, String hash,
                            boolean redacted, Object data) {
    }

    /**
     * The answer to an accepted move: the new version, what happened as this seat may see it, its view (left out
     * when the client prefers a minimal answer, RFC 7240), and its legal moves when it is still the one to decide,
     * so a seat taking several actions in a row needs one request per action.
     */
    public record MoveAnswer(long version, List<EventView> events,
                             @JsonInclude(JsonInclude.Include.NON_NULL) @Nullable GameView game,
                             @Nullable LegalMoves legalMoves) {
    }

    /**
     * A move answer's JSON with its view and its legal moves already written as {@code viewJson} and
     * {@code legalMovesJson} (each null when it has none): the same bytes {@link GameJson#write} would give, with
     * those parts' bytes at hand for {@link WrittenViews}.
     */
    static String write(MoveAnswer answer, String viewJson, String legalMovesJson) {
        return GameJson.write(new WrittenMoveAnswer(answer.version(), answer.events(),
                viewJson == null ? null : new RawValue(viewJson),
                legalMovesJson == null ? null : new RawValue(legalMovesJson)));
    }

    /** {@link MoveAnswer} with its view and legal moves as written JSON; the components in the same order, so the same bytes. */
    private record WrittenMoveAnswer(long version, List<EventView> events,
                                     @JsonInclude(JsonInclude.Include.NON_NULL) RawValue game, RawValue legalMoves) {
    }

    /** A page of a game's log; {@code next} is the cursor to ask for after. */
    public record EventPage(UUID gameId, long version, GameStatus status, List<EventView> events, long next) {
    }

    /**
     * Each move as {@link TypedMove} writes it, already written (see {@link GameJson#typedMove}). {@code details}
     * runs beside {@code moves}, entry for entry, so a listed move can be posted as it is: null when no move has
     * details, else the details of each move (null for a move without).
     */
    public record LegalMoves(UUID gameId, long version, Integer seat, List<RawValue> moves, List<Object> details) {
    }

    /** A move as clients send it: its {@code type} first, then its own fields. */
    public record TypedMove(String type, @JsonUnwrapped Object move) {
    }

    public record GameListItem(UUID id, String ruleset, GameStatus status, long version, int seats, Instant createdAt,
                               Instant updatedAt) {
    }

    public record GameList(List<?> games, String next) {
    }

    /** A line of the lobby: a listed game waiting for players, and its seats, filled ({@code name}) or open. */
    public record LobbyItem(UUID id, String ruleset, Object options, List<LobbySeat> seats, int openSeats,
                            Instant createdAt) {
    }

    public record LobbySeat(int seat, String name, boolean open) {
    }

    /** The game as {@code viewer} may see it; {@code you} is the caller's seat, if the caller holds one. */
    static GameView gameView(LoadedGame game, Viewer viewer, Integer you) {
        StoredGame m = game.meta();
        List<SeatInfo> seats = m.seats().stream()
                .map(s -> new SeatInfo(s.seat(), s.name(), game.table().status(game.state(), s.seat()), s.open()))
                .toList();
        Outcome outcome = game.ruleset().outcome(game.state());
        boolean revealed = game.finished();
        // before its players are seated a game has no state of its own: nothing is dealt until the last claim
        boolean started = game.table().started(game.state());
        return new GameView(m.id(), m.ruleset(), game.version(), GameStatus.of(game.finished(), game.waiting()), seats,
                you, m.stacked(), m.creatorSeeded(), m.commitment(), GameJson.readTree(m.optionsJson()),
                GameJson.readTree(m.warningsJson()),
                game.ruleset().pending(game.state(), viewer), started ? game.ruleset().view(game.state(), viewer) : null,
                outcome instanceof Outcome.Finished f ? f : null,
                revealed ? m.seed() : null, revealed ? m.salt() : null, m.createdAt(), game.moves(), game.abortable(),
                game.clocks() == null ? null : game.clocks().view());
    }

    /**
     * An event as {@code viewer} may see it, in today's shape: an event stored in an older shape has been read
     * through the ruleset's upcasters, so it carries the schema version it is shown in. (The audit shows the
     * stored data as stored, which is what the chain hash covers.)
     */
    public static EventView eventView(Ruleset<Object, Move, Event> ruleset, StoredEvent stored, Event event, Viewer viewer) {
        int shape = ruleset.upcasters().currentVersion(stored.type());
        if (viewer instanceof Viewer.Everyone) {
            return new EventView(stored.seq(), stored.type(), shape, stored.actingSeat(), stored.occurredAt(),
                    stored.hash(), false, event);
        }
        Optional<Event> shown = ruleset.redact(event, viewer);
        Event data = shown.orElse(null);
        boolean redacted = shown.isEmpty() || !shown.get().equals(event);
        return new EventView(stored.seq(), stored.type(), shape, stored.actingSeat(), stored.occurredAt(),
                stored.hash(), redacted, data);
    }

    /** Who the game waits for, as {@code viewer} may see it: what a refusal carries so the client can go on. */
    static JsonNode pending(LoadedGame game, Viewer viewer) {
        return GameJson.tree(game.ruleset().pending(game.state(), viewer));
    }

    /** A ruleset's refusal as a problem; with {@code game} (null at creation) it carries where the game stands. */
    static Problem refusal(RuleViolation v, LoadedGame game, Viewer viewer) {
        Problem p = switch (v.kind()) {
            case MALFORMED_MOVE -> Problem.malformed(v.detail());
            case ILLEGAL_MOVE -> Problem.illegalMove(v.code(), v.detail());
            case INVALID_SETUP -> Problem.of(422, v.problemType() != null ? v.problemType() : "invalid-game",
                    "Invalid game", v.detail()).with("code", v.code());
        };
        if (v.kind() == RuleViolation.Kind.MALFORMED_MOVE && v.code() != null) {
            p.with("code", v.code());
        }
        v.extensions().forEach((k, val) -> p.with(k, GameJson.tree(val)));
        if (game != null) {
            p.with("currentVersion", game.version());
            p.with("pending", pending(game, viewer));
        }
        return p;
    }
}
