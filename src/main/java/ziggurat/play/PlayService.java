package ziggurat.play;

import com.fasterxml.jackson.databind.util.RawValue;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers.CreatedGame;
import ziggurat.play.Answers.EventPage;
import ziggurat.play.Answers.EventView;
import ziggurat.play.Answers.GameList;
import ziggurat.play.Answers.GameListItem;
import ziggurat.play.Answers.LegalMoves;
import ziggurat.play.Answers.MoveAnswer;
import ziggurat.play.Answers.SeatToken;
import ziggurat.store.AppendFeed;
import ziggurat.store.EventStore;
import ziggurat.store.GameCursor;
import ziggurat.store.GameStatus;
import ziggurat.store.GameSummary;
import ziggurat.store.GroupCommit;
import ziggurat.store.IdempotencyRecord;
import ziggurat.store.NewIdempotencyRecord;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;
import ziggurat.store.VersionConflict;

/**
 * The one place that turns a request into a decision: load the game, authorise the seat, ask the ruleset,
 * append the events, answer. Stateless: the cache holds folded states keyed by game and version, and the
 * version check on append keeps it honest, so any instance can serve any request.
 */
@ApplicationScoped
public class PlayService {

    private static final Logger LOG = Logger.getLogger(PlayService.class);
    private static final int MAX_IDEMPOTENCY_KEY = 200;

    private final EventStore store;
    private final GroupCommit commits;
    private final AppendFeed feed;
    private final Rulesets rulesets;
    private final MeterRegistry metrics;
    private final Snapshots snapshots;
    private final LoadedGames games;
    private final WrittenViews views;
    private final Seating seating;

    public PlayService(EventStore store, GroupCommit commits, AppendFeed feed, Rulesets rulesets,
                       MeterRegistry metrics, Snapshots snapshots, LoadedGames games, ClockWatch clockWatch,
                       WrittenViews views, Seating seating) {
        this.seating = seating;
        clockWatch.onDeadline(id -> onTime(games.load(id)));
        this.store = store;
        this.commits = commits;
        this.feed = feed;
        this.rulesets = rulesets;
        this.metrics = metrics;
        this.snapshots = snapshots;
        this.games = games;
        this.views = views;
    }

    // ---------------------------------------------------------------- create

    public CreatedGame create(byte[] body) {
        CreateRequest request = CreateRequest.read(body);
        Ruleset<Object, Move, Event> ruleset = rulesets.find(request.ruleset()).orElseThrow(
                () -> Problem.notFound("There is no ruleset '" + request.ruleset() + "'; see GET /v1/rulesets."));
        List<String> names = request.seatNames();
        Optional<Object> stack = request.stack();
        if (stack.isPresent() && ruleset.stackShape().isEmpty()) {
            throw Problem.malformed(ruleset.info().name() + " takes no stack.").with("code", "INVALID_STACK");
        }
        boolean creatorSeeded = request.seed().isPresent();
        String seed = request.seed().orElseGet(Seal::newSeed);
        String salt = Seal.newSalt();
        String commitment = Seal.commitment(salt, seed);
        if (request.shuffleSeats()) {
            // the seat order is drawn from the game's own seed, so the audit can confirm it too
            names = new ArrayList<>(names);
            Rng.of(seed, "seats").shuffle(names);
        }

        Record options = GameJson.readOptions(ruleset, request.options());
        Optional<Clocks.Setting> clock = GameJson.readClock(request.options());
        // with open seats, the setup is tried now and dealt at the last claim (Seating)
        boolean waiting = request.hasOpenSeats();
        GameSetup setup = new GameSetup(Seating.namesToTry(names), options, stack, commitment);
        List<Event> setupEvents;
        try {
            setupEvents = ruleset.start(setup, Rng.of(seed, "setup"));
        } catch (RuleViolation v) {
            throw Answers.refusal(v, null, Viewer.SPECTATOR);
        }
        List<SetupWarning> warnings = List.copyOf(ruleset.warnings(setup));

        UUID id = UUID.randomUUID();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        Seating.NewSeats newSeats = Seating.newSeats(id, names);
        List<StoredSeat> seats = newSeats.stored();
        List<SeatToken> tokens = newSeats.answered();
        String creatorToken = waiting ? Seal.newToken() : null;
        StoredGame meta = new StoredGame(id, ruleset.info().id(), GameJson.write(request.options()), GameStatus.RUNNING, 0,
                stack.isPresent(), creatorSeeded, seed, salt, commitment,
                stack.map(GameJson::write).orElse(null), GameJson.write(warnings), now, now, seats, request.listed(),
                waiting ? Seal.tokenHash(creatorToken) : null);
        Ledger.Sealed folded = Ledger.seal(salt, ruleset, ruleset.initial(), 0, commitment,
                waiting ? List.of() : setupEvents, null, now);
        StoredGame stored = LoadedGames.atVersion(meta, folded.version(), folded.finished());
        store.createGame(stored, folded.stored());
        feed.appended(id, folded.version());
        Clocks clocks = clock.map(c -> Clocks.start(c, seats.size(), Set.of(), now)
                .after(now, null, LoadedGame.waitingFor(ruleset, folded.state()))).orElse(null);
        LoadedGame game = new LoadedGame(stored, ruleset, folded.state(), folded.version(), folded.lastHash(), folded.finished(),
                0, clocks);
        games.remember(game);
        snapshots.appended(game, 0);
        metrics.counter("ziggurat.games.created", "ruleset", ruleset.info().id()).increment();
        LOG.infof("game %s created: %s, %d seats%s", id, ruleset.info().id(), names.size(),
                creatorSeeded ? ", creator-seeded" : "");
        return new CreatedGame(id, ruleset.info().id(), game.version(), tokens, warnings,
                Answers.gameView(game, Viewer.SPECTATOR, null), creatorToken);
    }

    // ---------------------------------------------------------------- read

    /**
     * The game as the holder of {@code token} may see it, now or at {@code atVersion}, already written: a view read
     * again at the same version by the same viewer is served from {@link WrittenViews}, and an earlier version
     * found there is not rebuilt from the log.
     */
    public WrittenView view(UUID id, Optional<String> token, OptionalLong atVersion) {
        LoadedGame game = onTime(games.load(id));
        Integer you = game.seatOf(token).orElse(null);
        // as the game is now: once it has ended, every version of it is shown whole
        Viewer viewer = game.finished() ? Viewer.EVERYONE : you == null ? Viewer.SPECTATOR : Viewer.seat(you);
        if (atVersion.isPresent()) {
            long v = atVersion.getAsLong();
            if (v < 1 || v > game.version()) {
                throw Problem.notFound("Version " + v + " does not exist; the game is at version "
                        + game.version() + ".").with("currentVersion", game.version());
            }
            if (v != game.version()) {
                byte[] written = views.cached(id, v, viewer, you);
                if (written != null) {
                    return new WrittenView(v, you, written);
                }
                game = games.replay(game.meta(), game.ruleset(), v);
            }
        }
        return new WrittenView(game.version(), you, views.of(game, viewer, you));
    }

    /** A view as JSON, its version and the seat it was written for ({@code you}; null for a spectator). */
    public record WrittenView(long version, Integer you, byte[] json) {
    }

    /**
     * The legal moves of the holder of {@code token}, already written: read again at the same version by the same
     * seat, or listed by the seat's last move answer, they are served from {@link WrittenViews}. A caller without a
     * seat has none.
     */
    public byte[] legalMoves(UUID id, Optional<String> token) {
        LoadedGame game = onTime(games.load(id));
        Optional<Integer> seat = game.seatOf(token);
        if (seat.isEmpty()) {
            return GameJson.writeBytes(new LegalMoves(id, game.version(), null, List.of(), null));
        }
        return views.legalMoves(game, seat.get(), () -> GameJson.writeBytes(legalMoves(game, seat.get())));
    }

    /** {@code seat}'s legal moves in {@code game}, each with its details; none once the game is over. */
    private static LegalMoves legalMoves(LoadedGame game, int seatNumber) {
        UUID id = game.meta().id();
        Optional<Integer> seat = Optional.of(seatNumber);
        List<RawValue> moves = new ArrayList<>();
        List<Object> details = new ArrayList<>();
        boolean anyDetails = false;
        if (seat.isPresent() && !game.finished()) {
            for (LegalMove<Move> m : game.ruleset().legalMovesWithDetails(game.state(), seat.get())) {
                // the move alone is cached: it is the same all game long, its details are not
                moves.add(GameJson.typedMove(game.ruleset(), m.move()));
                details.add(m.details());
                anyDetails |= m.details() != null;
            }
        }
        return new LegalMoves(id, game.version(), seat.orElse(null), moves, anyDetails ? details : null);
    }

    public EventPage events(UUID id, Optional<String> token, long after, int limit) {
        if (after < 0) {
            throw Problem.malformed("'after' must be 0 or more.");
        }
        if (limit < 1 || limit > 1000) {
            throw Problem.malformed("'limit' must be between 1 and 1000.");
        }
        LoadedGame game = onTime(games.load(id));
        Viewer viewer = game.viewerOf(token);
        requireWithinLog(game, after, "after");
        List<EventView> events = new ArrayList<>();
        for (StoredEvent e : store.readEvents(id, after, game.version(), limit)) {
            events.add(Answers.eventView(game.ruleset(), e, GameJson.readEvent(game.ruleset(), e.type(), e.schemaVersion(), e.payloadJson()),
                    viewer));
        }
        long next = events.isEmpty() ? after : events.get(events.size() - 1).seq();
        return new EventPage(id, game.version(), GameStatus.of(game.finished(), game.waiting()), events, next);
    }

    /**
     * Checks a stream's start before it opens: the token, and a cursor ({@code after} or Last-Event-ID) within
     * the log, since a refusal after the first byte of a stream can no longer be an answer of its own.
     */
    public void authoriseStream(UUID id, Optional<String> token, long after, String cursorName) {
        LoadedGame game = onTime(games.load(id));
        game.viewerOf(token);
        requireWithinLog(game, after, cursorName);
    }

    /** Echoing a cursor past the end back as 'next' would let a client following it skip every event up to there. */
    private static void requireWithinLog(LoadedGame game, long after, String cursorName) {
        if (after > game.version()) {
            throw Problem.malformed("'" + cursorName + "' (" + after + ") is past the end of the log: the game is at"
                    + " version " + game.version() + ".").with("currentVersion", game.version());
        }
    }

    public GameList list(Optional<String> ruleset, Optional<String> status, Optional<String> cursor, int limit) {
        if (limit < 1 || limit > 200) {
            throw Problem.malformed("'limit' must be between 1 and 200.");
        }
        Optional<GameStatus> wanted = status.map(s -> GameStatus.fromWire(s)
                .orElseThrow(() -> Problem.malformed("'status' must be 'waiting', 'running' or 'finished'.")));
        if (ruleset.isPresent() && rulesets.find(ruleset.get()).isEmpty()) {
            throw Problem.notFound("There is no ruleset '" + ruleset.get() + "'.");
        }
        if (wanted.isPresent() && wanted.get() == GameStatus.WAITING) {
            return seating.lobby(ruleset, cursor, limit);
        }
        Optional<GameCursor> after = cursor.map(PlayService::decodeCursor);
        List<GameSummary> page = store.listGames(ruleset, wanted, after, limit + 1);
        List<GameListItem> items = new ArrayList<>();
        for (GameSummary g : page.subList(0, Math.min(limit, page.size()))) {
            items.add(new GameListItem(g.id(), g.ruleset(), g.status(), g.version(), g.seatCount(), g.createdAt(),
                    g.updatedAt()));
        }
        String next = null;
        if (page.size() > limit) {
            GameListItem last = items.get(items.size() - 1);
            next = encodeCursor(new GameCursor(last.createdAt(), last.id()));
        }
        return new GameList(items, next);
    }

    // ---------------------------------------------------------------- move

    /** Applies one move; the answer carries the status to send (200, or the first answer's for a retried key). */
    public MoveOutcome move(UUID id, Optional<String> token, OptionalLong ifMatch, Optional<String> idempotencyKey,
                            byte[] body) {
        return move(id, token, ifMatch, idempotencyKey, body, false);
    }

    /**
     * A move, answered in full or, when {@code minimal}, without the seat's view (RFC 7240 {@code return=minimal}):
     * the version, the events and the seat's next legal moves, which is all a bot needs.
     */
    public MoveOutcome move(UUID id, Optional<String> token, OptionalLong ifMatch, Optional<String> idempotencyKey,
                            byte[] body, boolean minimal) {
        Timer.Sample timing = Timer.start(metrics);
        LoadedGame game = onTime(games.cachedOrLoad(id));
        int seat = game.seatOf(token).orElseThrow(
                () -> Problem.unauthorized("A move needs the seat's token: Authorization: Bearer <token>."));
        String rulesetId = game.ruleset().info().id();
        try {
            MoveRequest request = MoveRequest.read(body, ifMatch);
            if (idempotencyKey.isPresent()) {
                String key = idempotencyKey.get();
                if (key.isEmpty() || JsonFields.characters(key) > MAX_IDEMPOTENCY_KEY) {
                    throw Problem.malformed("The Idempotency-Key must be 1 to " + MAX_IDEMPOTENCY_KEY + " characters.");
                }
            }
            // only a keyed move is remembered, so only a keyed move needs its request's fingerprint
            String requestHash = idempotencyKey.isEmpty() ? null : request.fingerprint();
            Optional<MoveOutcome> replayed = replayIdempotent(id, seat, idempotencyKey, requestHash);
            if (replayed.isPresent()) {
                return replayed.get();
            }
            try {
                return apply(id, game, seat, request, idempotencyKey, requestHash, timing, minimal);
            } catch (Problem refusal) {
                if (idempotencyKey.isPresent() && refusal.status() < 500) {
                    Optional<MoveOutcome> first = rememberRefusal(id, seat, idempotencyKey.get(), requestHash, refusal);
                    if (first.isPresent()) {
                        return first.get();
                    }
                }
                throw refusal;
            }
        } catch (Problem p) {
            String code = p.extensions().containsKey("code") ? String.valueOf(p.extensions().get("code")) : p.type();
            metrics.counter("ziggurat.moves.rejected", "ruleset", rulesetId, "code", code).increment();
            timing.stop(metrics.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "rejected"));
            throw p;
        }
    }

    /** Judges a read move request against the game and appends what it produced; a refusal is thrown. */
    private MoveOutcome apply(UUID id, LoadedGame game, int seat, MoveRequest request, Optional<String> idempotencyKey,
                              String requestHash, Timer.Sample timing, boolean minimal) {
        long expected = request.expectedVersion();
        Move move = GameJson.readMove(game.ruleset(), request.move());
        if (expected > game.version() && !game.finished()) {
            // the cached state may be behind another instance's appends: catch up before judging
            game = games.load(id);
        }
        // each lost race is another seat's submission to the same step, so a seat loses fewer races than there are seats
        int attempts = game.meta().seats().size();
        for (int attempt = 1; ; attempt++) {
            if (game.finished()) {
                throw Problem.gameOver(game.version());
            }
            Seating.refuseWhileWaiting(game);
            if (expected != game.version() && !stillGood(game, expected, seat)) {
                throw Problem.versionConflict(games.load(id).version());
            }
            if (game.table().hasLeft(game.state(), seat)) {
                throw Problem.seatHasLeft(seat, game.version());
            }
            if (!game.pendingFor(seat)) {
                throw Problem.notYourDecision(game.version())
                        .with("pending", Answers.pending(game, Viewer.seat(seat)));
            }
            List<Event> events;
            try {
                events = game.ruleset().decide(game.state(), seat, move, moveRng(game));
            } catch (RuleViolation v) {
                throw Answers.refusal(v, game, Viewer.seat(seat));
            }
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Ledger.Sealed folded = Ledger.seal(game.meta().salt(), game.ruleset(), game.state(), game.version(), game.lastHash(), events,
                    seat, now);
            LoadedGame next = new LoadedGame(LoadedGames.atVersion(game.meta(), folded.version(), folded.finished()),
                    game.ruleset(),
                    folded.state(), folded.version(), folded.lastHash(), folded.finished(), game.moves() + 1,
                    game.clocksAfter(now, seat, folded.state(), folded.finished()));
            Viewer viewer = next.viewerOf(seat);
            List<EventView> shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                shown.add(Answers.eventView(game.ruleset(), folded.stored().get(i), events.get(i), viewer));
            }
            MoveAnswer answer = new MoveAnswer(next.version(), shown,
                    minimal ? null : Answers.gameView(next, viewer, seat),
                    next.pendingFor(seat) ? legalMoves(next, seat) : null);
            // the view and the legal moves are written once, for this answer and for the seat's next read of them
            String viewJson = minimal ? null : GameJson.write(answer.game());
            String legalMovesJson = answer.legalMoves() == null ? null : GameJson.write(answer.legalMoves());
            // written once: the first answer and every replay of it are the same bytes
            String answerJson = Answers.write(answer, viewJson, legalMovesJson);
            Optional<NewIdempotencyRecord> record = idempotencyKey.map(key -> new NewIdempotencyRecord(seat, key,
                    new IdempotencyRecord(requestHash, 200, answerJson)));
            try {
                // the compare-and-set is on the version decided on: a move appended meanwhile makes this one lose
                commits.append(id, game.version(), folded.stored(), folded.finished(), record);
            } catch (VersionConflict conflict) {
                // the cached state is behind, not wrong: load() catches it up from the log's tail
                Optional<MoveOutcome> raced = replayIdempotent(id, seat, idempotencyKey, requestHash);
                if (raced.isPresent()) {
                    return raced.get();
                }
                LoadedGame current = games.load(id);
                if (attempt >= attempts || current.finished()
                        || SameStep.of(current.ruleset(), current.state(), seat).isEmpty()) {
                    throw Problem.versionConflict(current.version());
                }
                // judged again from the top: only another seat's submission to the same step lets it through
                game = current;
                continue;
            }
            if (viewJson != null) {
                views.remember(next, viewer, seat, viewJson);
            }
            if (legalMovesJson != null) {
                views.rememberLegalMoves(next, seat, legalMovesJson);
            }
            return accepted(id, game, next, move, answer, answerJson, timing);
        }
    }

    // ---------------------------------------------------------------- leaving the table

    /**
     * The seat of {@code token} resigns: it ranks last, and from now on the game makes each of its decisions with
     * its default move. With one seat left, that seat wins. Needs no version: a seat may resign at any moment.
     */
    public MoveOutcome resign(UUID id, Optional<String> token) {
        return atTable(id, token, (game, seat) -> {
            Seating.refuseWhileWaiting(game);
            return game.table().resign(game.state(), seat, moveRng(game));
        });
    }

    /** The seat of {@code token} aborts the game, which ends with no result; only while {@link LoadedGame#abortable}. */
    public MoveOutcome abort(UUID id, Optional<String> token) {
        return atTable(id, token, (game, seat) -> {
            if (!game.abortable()) {
                long limit = (long) Table.ABORT_MOVES_PER_SEAT * game.meta().seats().size();
                throw Problem.tooLateToAbort(game.moves(), limit, game.version());
            }
            return game.table().abort(game.state(), seat);
        });
    }

    private interface TableAction {
        List<Event> events(LoadedGame game, int seat);
    }

    /** A seat's action at the table, decided on the game as it is and decided again when another append wins. */
    private MoveOutcome atTable(UUID id, Optional<String> token, TableAction action) {
        LoadedGame game = onTime(games.load(id));
        int seat = game.seatOf(token).orElseThrow(
                () -> Problem.unauthorized("Only a seat may do this: Authorization: Bearer <the seat's token>."));
        return atTable(id, game, seat, action);
    }

    /**
     * The game, after recording the timeout of each seat whose time has run out (as long as it still runs): every
     * request about a game with clocks judges it as it stands now, never as if a flag had not fallen.
     */
    LoadedGame onTime(LoadedGame game) {
        while (game.clocks() != null && !game.finished()) {
            Optional<Integer> out = game.clocks().outOfTime(Instant.now());
            if (out.isEmpty()) {
                return game;
            }
            try {
                atTable(game.meta().id(), game, out.get(), (g, seat) -> {
                    if (g.clocks().outOfTime(Instant.now()).filter(s -> s == seat).isEmpty()) {
                        throw new ClockMoved();
                    }
                    return g.table().timeOut(g.state(), seat, moveRng(g));
                });
            } catch (ClockMoved | Problem raced) {
                // another request or instance moved the game on first: look again at the game as it is now
            }
            game = games.load(game.meta().id());
        }
        return game;
    }

    /** The seat's clock no longer runs out now: someone else recorded its move or its timeout first. */
    private static final class ClockMoved extends RuntimeException {
        ClockMoved() {
            super(null, null, false, false);
        }
    }

    private MoveOutcome atTable(UUID id, LoadedGame start, int seat, TableAction action) {
        LoadedGame game = start;
        for (int attempt = 1; ; attempt++) {
            if (game.finished()) {
                throw Problem.gameOver(game.version());
            }
            if (game.table().hasLeft(game.state(), seat)) {
                throw Problem.seatHasLeft(seat, game.version());
            }
            List<Event> events = action.events(game, seat);
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Ledger.Sealed folded = Ledger.seal(game.meta().salt(), game.ruleset(), game.state(), game.version(),
                    game.lastHash(), events, seat, now);
            LoadedGame next = new LoadedGame(LoadedGames.atVersion(game.meta(), folded.version(), folded.finished()),
                    game.ruleset(), folded.state(), folded.version(), folded.lastHash(), folded.finished(), game.moves(),
                    game.clocksAfter(now, null, folded.state(), folded.finished()));
            Viewer viewer = next.viewerOf(seat);
            List<EventView> shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                shown.add(Answers.eventView(game.ruleset(), folded.stored().get(i), events.get(i), viewer));
            }
            MoveAnswer answer = new MoveAnswer(next.version(), shown, Answers.gameView(next, viewer, seat), null);
            String viewJson = GameJson.write(answer.game());
            String answerJson = Answers.write(answer, viewJson, null);
            try {
                commits.append(id, game.version(), folded.stored(), folded.finished(), Optional.empty());
            } catch (VersionConflict conflict) {
                // nothing here depends on the version it was decided on: decide again on the game as it is now
                if (attempt >= 5) {
                    throw Problem.versionConflict(games.load(id).version());
                }
                game = games.load(id);
                continue;
            }
            games.remember(next);
            views.remember(next, viewer, seat, viewJson);
            feed.appended(id, next.version());
            snapshots.appended(next, game.version());
            LOG.infof("game %s: seat %d %s at version %d", id, seat, events.get(0) instanceof Table.GameAborted
                    ? "aborted the game" : "left", next.version());
            return new MoveOutcome(200, answer, answerJson, false);
        }
    }

    private static Rng moveRng(LoadedGame game) {
        return Rng.of(game.meta().seed(), "move:" + (game.version() + 1));
    }

    /**
     * Remembers a keyed move's refusal as its key's first answer, so a retry gets the same refusal and another
     * body under the key is refused as a reuse, never applied. When another request with the key answered first,
     * that answer is the key's: it is returned (or, for another body, the reuse is refused).
     */
    private Optional<MoveOutcome> rememberRefusal(UUID id, int seat, String key, String requestHash, Problem refusal) {
        NewIdempotencyRecord record = new NewIdempotencyRecord(seat, key,
                new IdempotencyRecord(requestHash, refusal.status(), GameJson.write(refusal.body())));
        if (store.rememberRefusal(id, record)) {
            return Optional.empty();
        }
        return replayIdempotent(id, seat, Optional.of(key), requestHash);
    }

    private MoveOutcome accepted(UUID id, LoadedGame game, LoadedGame next, Move move, MoveAnswer answer,
                                 String answerJson, Timer.Sample timing) {
        String rulesetId = game.ruleset().info().id();
        games.remember(next);
        feed.appended(id, next.version());
        snapshots.appended(next, game.version());
        metrics.counter("ziggurat.moves", "ruleset", rulesetId, "type", GameJson.typeName(game.ruleset(), move))
                .increment();
        timing.stop(metrics.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "accepted"));
        if (next.finished()) {
            LOG.infof("game %s ended at version %d", id, next.version());
        }
        return new MoveOutcome(200, answer, answerJson, false);
    }

    /**
     * Whether a move decided on {@code expected}, older than {@code game}, may still be decided now: the seat is
     * pending in a simultaneous step, and every event since {@code expected} was another seat's submission to
     * that same step (see {@link SameStep}). A version ahead of the game never is.
     */
    private boolean stillGood(LoadedGame game, long expected, int seat) {
        if (expected > game.version()) {
            return false;
        }
        Optional<String> step = SameStep.of(game.ruleset(), game.state(), seat);
        if (step.isEmpty()) {
            return false;
        }
        LoadedGame seen = games.replay(game.meta(), game.ruleset(), expected);
        List<StoredEvent> since = store.readEvents(game.meta().id(), expected, game.version(), Integer.MAX_VALUE);
        return since.size() == game.version() - expected && SameStep.onlyOthersSubmitted(seen, since, seat, step.get());
    }

    /**
     * A move's answer as the JSON to send: either a fresh one ({@code answer} set), or the stored JSON of the first
     * answer to the same idempotency key ({@code replayed}), byte for byte.
     */
    public record MoveOutcome(int status, MoveAnswer answer, String json, boolean replayed) {
    }

    private Optional<MoveOutcome> replayIdempotent(UUID id, int seat, Optional<String> key, String requestHash) {
        if (key.isEmpty()) {
            return Optional.empty();
        }
        Optional<IdempotencyRecord> record = store.findIdempotency(id, seat, key.get());
        if (record.isEmpty()) {
            return Optional.empty();
        }
        if (!record.get().requestHash().equals(requestHash)) {
            throw Problem.of(422, "idempotency-key-reused", "Idempotency key reused",
                    "This Idempotency-Key was already used by this seat with a different request body.")
                    .with("code", "IDEMPOTENCY_KEY_REUSED");
        }
        return Optional.of(new MoveOutcome(record.get().status(), null, record.get().responseJson(), true));
    }

    /** Forgets every folded game, so the next request for each loads it cold (tests). */
    void forgetCachedGames() {
        games.forgetAll();
        views.forgetAll();
    }

    // ---------------------------------------------------------------- the game list's cursor

    private static String encodeCursor(GameCursor c) {
        String raw = c.createdAt().toString() + "|" + c.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static GameCursor decodeCursor(String cursor) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            int bar = raw.indexOf('|');
            return new GameCursor(Instant.parse(raw.substring(0, bar)), UUID.fromString(raw.substring(bar + 1)));
        } catch (RuntimeException e) {
            throw Problem.malformed("'cursor' is not a cursor this service gave out.");
        }
    }
}
