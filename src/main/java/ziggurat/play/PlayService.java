package ziggurat.play;

import com.fasterxml.jackson.databind.util.RawValue;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
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
import ziggurat.play.Answers.SeatToken;
import ziggurat.store.AppendFeed;
import ziggurat.store.EventStore;
import ziggurat.store.GameCursor;
import ziggurat.store.GameStatus;
import ziggurat.store.GameSummary;
import ziggurat.store.GroupCommit;
import ziggurat.store.NewIdempotencyRecord;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;
import ziggurat.store.VersionConflict;

/**
 * The one place that turns a request into a decision: load the game, authorise the seat, ask the ruleset,
 * append the events, answer. Stateless: the cache holds folded states keyed by game and version, and the
 * version check on append keeps it honest, so any instance can serve any request.
 *
 * <p>Its shape: creating a game; reading one (views, legal moves, events, the list); and the ways a game moves
 * on, each of which only says what it decides and how it may be tried again (a {@link Step}): a seat's move,
 * resigning, aborting, a timeout. All of them then go through {@link #play}, which seals, answers, appends and
 * remembers in one place. What a request's Idempotency-Key promises is {@link Idempotency}'s; the game list's
 * cursor is {@link ListCursor}'s; the bounds of a request's numbers are checked where the API reads them. A move
 * served on the event loop ({@link #moveWithoutBlocking}) takes the same steps, {@link #seal} and {@link #settle},
 * with only the wait for its append handed to the group commit.
 *
 * <p>Why this file is longer than 600 lines: the steps of that one path (decide, seal, append, settle, and after a
 * lost race decide again) are private to it, and every way a game moves on, on a worker or on the event loop, is
 * written in terms of them here; moved apart, they would have to be opened to other classes, and a second path
 * could grow beside the first.
 */
@ApplicationScoped
public class PlayService {

    private static final Logger LOG = Logger.getLogger(PlayService.class);

    private final EventStore store;
    private final GroupCommit commits;
    private final AppendFeed feed;
    private final Rulesets rulesets;
    private final MeterRegistry metrics;
    /** The meters each move counts itself in, looked up once. */
    private final MoveMeters meters;
    private final Snapshots snapshots;
    private final LoadedGames games;
    private final WrittenViews views;
    private final Idempotency idempotency;
    private final Seating seating;

    public PlayService(EventStore store, GroupCommit commits, AppendFeed feed, Rulesets rulesets,
                       MeterRegistry metrics, Snapshots snapshots, LoadedGames games, ClockWatch clockWatch,
                       WrittenViews views, Idempotency idempotency, Seating seating) {
        this.seating = seating;
        clockWatch.onDeadline(id -> onTime(games.load(id)));
        this.store = store;
        this.commits = commits;
        this.feed = feed;
        this.rulesets = rulesets;
        this.metrics = metrics;
        this.meters = new MoveMeters(metrics);
        this.snapshots = snapshots;
        this.games = games;
        this.views = views;
        this.idempotency = idempotency;
    }

    // ---------------------------------------------------------------- create

    public CreatedGame create(byte[] body) {
        return create(body, Optional.empty());
    }

    /**
     * The cap on games waiting for players a client may hold: {@code clientKey} names the client (the hash of its
     * address, never the address), {@code cap} is how many of its games may wait at once.
     */
    public record WaitingQuota(byte[] clientKey, int cap) {
    }

    /** A game with open seats refused: its client holds as many games waiting for players as it may. */
    public static final class WaitingCapReached extends RuntimeException {
        private static final long serialVersionUID = 1L;

        WaitingCapReached() {
            super(null, null, false, false);
        }
    }

    /**
     * Creates a game; one with open seats only while its client, under {@code quota}, holds fewer games waiting for
     * players than its cap (else {@link WaitingCapReached}, and nothing is written).
     */
    public CreatedGame create(byte[] body, Optional<WaitingQuota> quota) {
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
        GameSetup setup = new GameSetup(Seating.namesToTry(names), options, stack, commitment, creatorSeeded);
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
        Ledger.Sealed folded = Ledger.seal(meta, ruleset, ruleset.initial(), 0, commitment,
                waiting ? List.of() : setupEvents, null, now);
        StoredGame stored = LoadedGames.atVersion(meta, folded.version(), folded.finished());
        if (waiting && quota.isPresent()) {
            if (!store.createGame(stored, folded.stored(), quota.get().clientKey(), quota.get().cap())) {
                throw new WaitingCapReached();
            }
        } else {
            store.createGame(stored, folded.stored());
        }
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
                Written written = views.cached(id, v, viewer, you);
                if (written != null) {
                    return new WrittenView(v, you, written);
                }
                game = games.replay(game.meta(), game.ruleset(), v);
            }
        }
        return new WrittenView(game.version(), you, views.of(game, viewer, you));
    }

    /** A view as JSON, its version and the seat it was written for ({@code you}; null for a spectator). */
    public record WrittenView(long version, Integer you, Written written) {

        /** The view's JSON, UTF-8, as written. */
        public byte[] json() {
            return written.plain();
        }
    }

    /**
     * The legal moves of the holder of {@code token}, already written: read again at the same version by the same
     * seat, or listed by the seat's last move answer, they are served from {@link WrittenViews}. A caller without a
     * seat has none.
     */
    public byte[] legalMoves(UUID id, Optional<String> token) {
        return writtenLegalMoves(id, token).plain();
    }

    /** {@link #legalMoves(UUID, Optional)}, with the gzip form kept beside the JSON for the seat's next reads. */
    public Written writtenLegalMoves(UUID id, Optional<String> token) {
        Written answer = legalMovesOf(onTime(games.load(id)), token);
        servedOn("legal-moves", WORKER);
        return answer;
    }

    /**
     * {@link #legalMoves}, answered without a blocking call when it can be: the game is cached, and either over or
     * (asked of the version check's lane, without waiting) still at the cached version, with no clock run out and a
     * token the cached game knows. The answer is then written on {@code loop}, the request's event loop. Anything
     * else is answered as {@link #legalMoves} answers it, on {@code blocking}; empty when that is known at once.
     */
    public Optional<CompletableFuture<Written>> legalMovesWithoutBlocking(UUID id, Optional<String> token,
                                                                         Executor loop, Executor blocking) {
        LoadedGame game = games.cachedOnly(id);
        if (game == null) {
            return Optional.empty();
        }
        if (game.finished()) {
            // a finished game never changes: load() asks the database nothing about it either
            try {
                Written answer = legalMovesOf(game, token);
                servedOn("legal-moves", EVENT_LOOP);
                return Optional.of(CompletableFuture.completedFuture(answer));
            } catch (Problem refusal) {
                return Optional.empty();
            }
        }
        CompletableFuture<Written> answer = new CompletableFuture<>();
        games.currentVersion(id).whenComplete((version, failure) -> {
            if (failure == null && version == game.version()) {
                loop.execute(() -> {
                    Written written = null;
                    try {
                        if (!clockRanOut(game)) {
                            written = legalMovesOf(game, token);
                        }
                    } catch (Problem refusal) {
                        // the blocking path gives it, after catching up with the log (a seat claimed elsewhere)
                    }
                    if (written != null) {
                        servedOn("legal-moves", EVENT_LOOP);
                        answer.complete(written);
                    } else {
                        blocking.execute(() -> complete(answer, () -> writtenLegalMoves(id, token)));
                    }
                });
            } else {
                // moved on through another instance, or the check failed: the blocking path reads the log's tail
                blocking.execute(() -> complete(answer, () -> writtenLegalMoves(id, token)));
            }
        });
        return Optional.of(answer);
    }

    private Written legalMovesOf(LoadedGame game, Optional<String> token) {
        Optional<Integer> seat = game.seatOf(token);
        if (seat.isEmpty()) {
            return new Written(
                    GameJson.writeBytes(new LegalMoves(game.meta().id(), game.version(), null, List.of(), null)));
        }
        return views.legalMoves(game, seat.get(), () -> GameJson.writeBytes(legalMoves(game, seat.get())));
    }

    /** Whether a seat's clock has run out: {@link #onTime} would record its timeout, an append, first. */
    private static boolean clockRanOut(LoadedGame game) {
        return game.clocks() != null && !game.finished() && game.clocks().outOfTime(Instant.now()).isPresent();
    }

    /** Where a request was answered, counted for operators and tests: on the event loop or on a worker. */
    private static final String EVENT_LOOP = "event-loop";
    private static final String WORKER = "worker";

    private void servedOn(String request, String thread) {
        meters.counter("ziggurat.requests.served.on", "request", request, "thread", thread).increment();
    }

    private static <T> void complete(CompletableFuture<T> answer, java.util.function.Supplier<T> work) {
        try {
            answer.complete(work.get());
        } catch (RuntimeException | Error e) {
            answer.completeExceptionally(e);
        }
    }

    private static Throwable unwrapped(Throwable failure) {
        return failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
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
        LoadedGame game = onTime(games.load(id));
        Viewer viewer = game.viewerOf(token);
        requireWithinLog(game, after, "after");
        List<EventView> events = new ArrayList<>();
        for (StoredEvent e : store.readEvents(id, after, game.version(), limit)) {
            events.add(Answers.eventView(game.ruleset(), e, GameJson.readEvent(game.ruleset(), e.type(), e.schemaVersion(), e.payloadJson(),
                    GameJson.creation(game.meta())), viewer));
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
        Optional<GameStatus> wanted = status.map(s -> GameStatus.fromWire(s)
                .orElseThrow(() -> Problem.malformed("'status' must be 'waiting', 'running' or 'finished'.")));
        if (ruleset.isPresent() && rulesets.find(ruleset.get()).isEmpty()) {
            throw Problem.notFound("There is no ruleset '" + ruleset.get() + "'.");
        }
        if (wanted.isPresent() && wanted.get() == GameStatus.WAITING) {
            return seating.lobby(ruleset, cursor, limit);
        }
        Optional<GameCursor> after = cursor.map(ListCursor::decode);
        List<GameSummary> page = store.listGames(ruleset, wanted, after, limit + 1);
        List<GameListItem> items = new ArrayList<>();
        for (GameSummary g : page.subList(0, Math.min(limit, page.size()))) {
            items.add(new GameListItem(g.id(), g.ruleset(), g.status(), g.version(), g.seatCount(), g.createdAt(),
                    g.updatedAt()));
        }
        String next = null;
        if (page.size() > limit) {
            GameListItem last = items.get(items.size() - 1);
            next = ListCursor.encode(new GameCursor(last.createdAt(), last.id()));
        }
        return new GameList(items, next);
    }

    // ---------------------------------------------------------------- a seat's move

    /** A move, answered in full: the version, the events, the seat's view and its next legal moves. */
    public MoveOutcome move(UUID id, Optional<String> token, OptionalLong ifMatch, Optional<String> idempotencyKey,
                            byte[] body) {
        return move(id, token, ifMatch, idempotencyKey, body, false);
    }

    /**
     * A move, answered in full or, when {@code minimal}, without the seat's view (RFC 7240 {@code return=minimal}):
     * the version, the events and the seat's next legal moves, which is all a bot needs. The answer carries the
     * status to send: 200, or the first answer's for a key sent again.
     */
    public MoveOutcome move(UUID id, Optional<String> token, OptionalLong ifMatch, Optional<String> idempotencyKey,
                            byte[] body, boolean minimal) {
        Timer.Sample timing = Timer.start(metrics);
        servedOn("move", WORKER);
        LoadedGame game = onTime(games.cachedOrLoad(id));
        int seat = game.seatOf(token).orElseThrow(
                () -> Problem.unauthorized("A move needs the seat's token: Authorization: Bearer <token>."));
        String rulesetId = game.ruleset().info().id();
        try {
            MoveRequest request = MoveRequest.read(body, ifMatch);
            Optional<Idempotency.Key> key = Idempotency.of(seat, idempotencyKey, request);
            Optional<MoveOutcome> first = idempotency.firstAnswer(id, key);
            if (first.isPresent()) {
                return first.get();
            }
            Move move;
            MoveOutcome outcome;
            try {
                // a move that does not read is a refusal like any other: remembered under the key too
                move = GameJson.readMove(game.ruleset(), request.move());
                outcome = play(id, caughtUp(game, request.expectedVersion()),
                        moveStep(seat, move, request.expectedVersion(), minimal, key));
            } catch (Problem refusal) {
                if (key.isPresent() && refusal.status() < 500) {
                    Optional<MoveOutcome> firstRefusal = idempotency.rememberRefusal(id, key.get(), refusal);
                    if (firstRefusal.isPresent()) {
                        return firstRefusal.get();
                    }
                }
                throw refusal;
            }
            if (!outcome.replayed()) {
                accepted(timing, game, move);
            }
            return outcome;
        } catch (Problem p) {
            rejected(timing, rulesetId, p);
            throw p;
        }
    }

    /**
     * {@link #move}, without a blocking call when it can be: the common case of a seat's move on a cached game,
     * decided on the version the game is cached at, with no Idempotency-Key, no clock run out and nothing to refuse.
     * It is then decided and sealed here, on the caller's thread (the request's event loop), the append handed to the
     * group commit without waiting, and the answer completed on {@code loop} once the append is durable. A lost race
     * goes on as {@link #move} goes on after one, on {@code blocking}. Empty for every other move, which
     * {@link #move} then serves as it always has: from the start, refusals included.
     *
     * <p>Nothing here orders moves of a game: as on the blocking path, the append's compare-and-set on the version
     * decided on does, so two moves decided on one version cannot both be appended.
     */
    public Optional<CompletableFuture<MoveOutcome>> moveWithoutBlocking(UUID id, Optional<String> token,
            OptionalLong ifMatch, Optional<String> idempotencyKey, byte[] body, boolean minimal, Executor loop,
            Executor blocking) {
        if (idempotencyKey.isPresent()) {
            return Optional.empty();
        }
        LoadedGame game = games.cachedOnly(id);
        if (game == null || game.finished() || clockRanOut(game)) {
            return Optional.empty();
        }
        Timer.Sample timing = Timer.start(metrics);
        Move move;
        Step step;
        SealedStep sealed;
        try {
            Optional<Integer> seated = game.seatOf(token);
            if (seated.isEmpty()) {
                return Optional.empty();
            }
            int seat = seated.get();
            MoveRequest request = MoveRequest.read(body, ifMatch);
            if (request.expectedVersion() != game.version()) {
                return Optional.empty();
            }
            move = GameJson.readMove(game.ruleset(), request.move());
            step = moveStep(seat, move, request.expectedVersion(), minimal, Optional.empty());
            sealed = seal(game, step);
        } catch (Problem refusal) {
            // every refusal is the blocking path's to give, counted as it counts them
            return Optional.empty();
        }
        servedOn("move", EVENT_LOOP);
        String rulesetId = game.ruleset().info().id();
        LoadedGame next = sealed.advanced().next();
        CompletableFuture<MoveOutcome> answer = new CompletableFuture<>();
        commits.appendAsync(id, game.version(), sealed.advanced().stored(), next.finished(), Optional.empty())
                .whenComplete((appended, failure) -> {
                    if (failure != null) {
                        // as on the blocking path: the append may or may not have been applied (503)
                        loop.execute(() -> answer.completeExceptionally(unwrapped(failure)));
                    } else if (appended) {
                        // durable: only now is the move answered
                        loop.execute(() -> complete(answer, () -> {
                            MoveOutcome outcome = settle(id, game, next, sealed, step);
                            accepted(timing, game, move);
                            return outcome;
                        }));
                    } else {
                        blocking.execute(() -> complete(answer, () -> {
                            try {
                                LostRace lost = lostRace(id, step, 1);
                                MoveOutcome outcome = lost.answer() != null ? lost.answer()
                                        : play(id, lost.current(), step, 2);
                                if (!outcome.replayed()) {
                                    accepted(timing, game, move);
                                }
                                return outcome;
                            } catch (Problem p) {
                                rejected(timing, rulesetId, p);
                                throw p;
                            }
                        }));
                    }
                });
        return Optional.of(answer);
    }

    /**
     * A seat's own move: decided on the game as it is, and decided again after a lost race while the seat is still
     * pending in a simultaneous step (see {@link SameStep}).
     */
    private Step moveStep(int seat, Move move, long expected, boolean minimal, Optional<Idempotency.Key> key) {
        return new Step(seat, true, minimal, key, g -> decideMove(g, seat, move, expected),
                (current, attempt) -> attempt < current.meta().seats().size() && !current.finished()
                        && SameStep.of(current.ruleset(), current.state(), seat).isPresent(),
                this::appendToLog);
    }

    private void accepted(Timer.Sample timing, LoadedGame game, Move move) {
        String rulesetId = game.ruleset().info().id();
        meters.counter("ziggurat.moves", "ruleset", rulesetId, "type", GameJson.typeName(game.ruleset(), move))
                .increment();
        timing.stop(meters.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "accepted"));
    }

    private void rejected(Timer.Sample timing, String rulesetId, Problem p) {
        String code = p.extensions().containsKey("code") ? String.valueOf(p.extensions().get("code")) : p.type();
        meters.counter("ziggurat.moves.rejected", "ruleset", rulesetId, "code", code).increment();
        timing.stop(meters.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "rejected"));
    }

    /** The game to judge a move decided on {@code expected} on: a version ahead of the cached one may be another instance's append. */
    private LoadedGame caughtUp(LoadedGame game, long expected) {
        return expected > game.version() && !game.finished() ? games.load(game.meta().id()) : game;
    }

    /** A seat's own move, judged on the game as it is: its version, whether the seat is still to decide, the rules. */
    private List<Event> decideMove(LoadedGame game, int seat, Move move, long expected) {
        Seating.refuseWhileWaiting(game);
        if (expected != game.version() && !stillGood(game, expected, seat)) {
            throw Problem.versionConflict(games.load(game.meta().id()).version());
        }
        requireSeated(game, seat);
        if (!game.pendingFor(seat)) {
            throw Problem.notYourDecision(game.version()).with("pending", Answers.pending(game, Viewer.seat(seat)));
        }
        try {
            return game.ruleset().decide(game.state(), seat, move, game.rng());
        } catch (RuleViolation v) {
            throw Answers.refusal(v, game, Viewer.seat(seat));
        }
    }

    // ---------------------------------------------------------------- claiming a seat

    /**
     * Claims an open seat (see {@link Seating}). Exactly one claim of a seat ever succeeds: the store writes it only
     * while the seat is still open and the game still at the version it was decided on (see
     * {@link EventStore#claimSeat}); a claim that lost to another claim of another seat is decided again. A wrong and
     * a used invitation get the same answer, which names no seat.
     */
    public Seating.Claimed claim(UUID id, byte[] body) {
        Seating.ClaimRequest request = Seating.ClaimRequest.read(body);
        LoadedGame game = games.load(id);
        // which seat the invitation opens is answered first, even for a game that is over: it tells nothing more
        int seat = Seating.seatClaimed(game, request);
        String token = Seal.newToken();
        byte[] tokenHash = Seal.tokenHash(token);
        Writer claiming = (before, advanced, remembered) -> {
            EventStore.Claim claimed = store.claimSeat(id, seat, request.name(), tokenHash, before.version(),
                    advanced.stored());
            if (claimed == EventStore.Claim.SEAT_TAKEN) {
                throw Seating.lost(request, seat, games.load(id).version());
            }
            if (claimed == EventStore.Claim.VERSION_MOVED) {
                // another seat was claimed (or the game called off) meanwhile
                throw new VersionConflict();
            }
            return Seating.withSeat(advanced.next(), seat, request.name(), tokenHash);
        };
        // the answer is the claimed seat's token, not a view: nothing but the version is read from the outcome
        MoveOutcome outcome = play(id, game, new Step(null, false, true, Optional.empty(),
                g -> Seating.claimEvents(g, request),
                (current, attempt) -> attempt < 2 * current.meta().seats().size() + 2, claiming));
        LoadedGame after = games.cachedOrLoad(id);
        LOG.infof("game %s: seat %d claimed at version %d%s", id, seat, outcome.version(),
                after.version() == outcome.version() && !after.waiting()
                        ? "; every seat is taken and the game begins" : "");
        return new Seating.Claimed(seat, request.name(), token, outcome.version());
    }

    // ---------------------------------------------------------------- leaving the table

    /**
     * The seat of {@code token} resigns: it ranks last, and from now on the game makes each of its decisions with
     * its default move. With one seat left, that seat wins. Needs no version: a seat may resign at any moment.
     */
    public MoveOutcome resign(UUID id, Optional<String> token) {
        return atTable(id, token, (game, seat) -> {
            Seating.refuseWhileWaiting(game);
            return game.table().resign(game.state(), seat, game.rng());
        });
    }

    /**
     * The seat of {@code token} aborts the game, which ends with no result; only while {@link LoadedGame#abortable}.
     * While the game waits for players, its creator's token calls it off too (see {@link Seating}).
     */
    public MoveOutcome abort(UUID id, Optional<String> token) {
        LoadedGame waiting = games.load(id);
        if (Seating.isCreator(waiting, token)) {
            // nobody acts for the creator, who has no seat: the answer shows the game as everyone sees it at its end
            MoveOutcome outcome = play(id, waiting, new Step(null, false, false, Optional.empty(),
                    Seating::abortByCreator, (current, attempt) -> attempt < 5, this::appendToLog));
            // no longer waiting: its creator's place under the cap on waiting games is free, and who it was forgotten
            store.forgetCreator(id);
            LOG.infof("game %s: called off by its creator at version %d", id, outcome.version());
            return outcome;
        }
        return atTable(id, token, (game, seat) -> {
            if (!game.abortable()) {
                long limit = (long) Table.ABORT_MOVES_PER_SEAT * game.meta().seats().size();
                throw Problem.tooLateToAbort(game.moves(), limit, game.version());
            }
            return game.table().abort(game.state(), seat);
        });
    }

    /** A seat's action at the table, decided on the game as it is and decided again when another append wins. */
    private MoveOutcome atTable(UUID id, Optional<String> token, TableAction action) {
        LoadedGame game = onTime(games.load(id));
        int seat = game.seatOf(token).orElseThrow(
                () -> Problem.unauthorized("Only a seat may do this: Authorization: Bearer <the seat's token>."));
        return play(id, game, atTable(seat, g -> action.events(g, requireSeated(g, seat))));
    }

    /** What a seat still at the table does there, on the game as it is. */
    private interface TableAction {
        List<Event> events(LoadedGame game, int seat);
    }

    /** {@code seat}, refused when it has already left the game. */
    private static int requireSeated(LoadedGame game, int seat) {
        if (game.table().hasLeft(game.state(), seat)) {
            throw Problem.seatHasLeft(seat, game.version());
        }
        return seat;
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
            int seat = out.get();
            try {
                play(game.meta().id(), game, atTable(seat, g -> {
                    if (g.clocks().outOfTime(Instant.now()).filter(s -> s == seat).isEmpty()) {
                        throw new ClockMoved();
                    }
                    return g.table().timeOut(g.state(), requireSeated(g, seat), g.rng());
                }));
            } catch (ClockMoved | Problem raced) {
                // another request or instance moved the game on first: look again at the game as it is now
            }
            game = games.load(game.meta().id());
        }
        return game;
    }

    /** The seat's clock no longer runs out now: someone else recorded its move or its timeout first. */
    private static final class ClockMoved extends RuntimeException {
        private static final long serialVersionUID = 1L;
        ClockMoved() {
            super(null, null, false, false);
        }
    }

    // ---------------------------------------------------------------- the one way a game moves on

    /** Judges the game as it is and decides the events of a step; a refusal is thrown as a {@link Problem}. */
    @FunctionalInterface
    private interface Decider {
        List<Event> decide(LoadedGame game);
    }

    /** Whether a step that lost the race to append, on its {@code attempt}th try, is decided again on {@code current}. */
    @FunctionalInterface
    private interface Retry {
        boolean again(LoadedGame current, int attempt);
    }

    /**
     * How a step's sealed events are written: with the compare-and-set on the version they were decided on, all or
     * nothing, and the answer remembered under the Idempotency-Key when there is one. Returns the game after them.
     */
    @FunctionalInterface
    private interface Writer {
        LoadedGame write(LoadedGame before, LoadedGame.Advanced advanced,
                         Optional<NewIdempotencyRecord> remembered) throws VersionConflict;
    }

    /**
     * One step of a game, in any of the ways it moves on. {@code seat}: the seat that acts, or null when nobody
     * does (a claim, the creator calling a waiting game off); {@code ownMove}: the seat made a move of its own (see
     * {@link LoadedGame#advance}); {@code minimal}: the answer leaves the view out; {@code key}: the answer is
     * remembered under the seat's Idempotency-Key, in the same transaction as the events; {@code writer}: how the
     * events are written (a claim writes its seat with them).
     */
    private record Step(Integer seat, boolean ownMove, boolean minimal, Optional<Idempotency.Key> key, Decider decider,
                        Retry retry, Writer writer) {
    }

    /**
     * Resigning, aborting and a timeout: nothing in them depends on the version they were decided on, so a lost
     * race is decided again on the game as it is now, a few times.
     */
    private Step atTable(int seat, Decider decider) {
        return new Step(seat, false, false, Optional.empty(), decider, (current, attempt) -> attempt < 5,
                this::appendToLog);
    }

    /** The ordinary write of a step: its events appended to the log, through the group commit. */
    private LoadedGame appendToLog(LoadedGame before, LoadedGame.Advanced advanced,
                                   Optional<NewIdempotencyRecord> remembered) throws VersionConflict {
        commits.append(before.meta().id(), before.version(), advanced.stored(), advanced.next().finished(),
                remembered);
        return advanced.next();
    }

    /**
     * The one path by which a game moves on after its creation, for every way it does: a seat's move (with the
     * default moves of seats that have left, which the table adds to its events), a resignation, an abort, a
     * timeout, a claim of an open seat (with the setup after the last), the creator calling off a waiting game.
     * Every event after the creation is sealed and appended here, so the one that ends a game is always followed
     * by the seed it reveals (see {@link Ledger#seal(StoredGame, Ruleset, Object, long, String, List, Integer,
     * Instant)}). Decides on the game
     * as it is, seals the events ({@link LoadedGame#advance}), writes the answer once (the first answer and every
     * replay of it are the same bytes, and its view and legal moves serve the seat's next reads of them), appends
     * with the compare-and-set on the version decided on, and after a lost race decides again while the step's
     * {@link Retry} allows.
     */
    private MoveOutcome play(UUID id, LoadedGame start, Step step) {
        return play(id, start, step, 1);
    }

    /** {@link #play(UUID, LoadedGame, Step)} from its {@code firstAttempt}th try on. */
    private MoveOutcome play(UUID id, LoadedGame start, Step step, int firstAttempt) {
        LoadedGame game = start;
        for (int attempt = firstAttempt; ; attempt++) {
            SealedStep sealed = seal(game, step);
            LoadedGame next;
            try {
                next = step.writer().write(game, sealed.advanced(),
                        step.key().map(k -> k.remembering(200, sealed.answerJson())));
            } catch (VersionConflict conflict) {
                LostRace lost = lostRace(id, step, attempt);
                if (lost.answer() != null) {
                    return lost.answer();
                }
                game = lost.current();
                continue;
            }
            return settle(id, game, next, sealed, step);
        }
    }

    /**
     * A step decided and sealed on {@code game}, with its answer written once (the first answer and every replay of
     * it are the same bytes, and its view and legal moves serve the seat's next reads of them). Nothing is written.
     */
    private record SealedStep(LoadedGame.Advanced advanced, Viewer viewer, String viewJson, String legalMovesJson,
                          String answerJson) {
    }

    private static SealedStep seal(LoadedGame game, Step step) {
        if (game.finished()) {
            throw Problem.gameOver(game.version());
        }
        Integer seat = step.seat();
        LoadedGame.Advanced advanced = game.advance(step.decider().decide(game), seat, step.ownMove(),
                Instant.now().truncatedTo(ChronoUnit.MICROS));
        LoadedGame next = advanced.next();
        Viewer viewer = seat != null ? next.viewerOf(seat) : next.finished() ? Viewer.EVERYONE : Viewer.SPECTATOR;
        List<EventView> shown = new ArrayList<>();
        for (int i = 0; i < advanced.events().size(); i++) {
            shown.add(Answers.eventView(game.ruleset(), advanced.stored().get(i), advanced.events().get(i), viewer));
        }
        String viewJson = step.minimal() ? null : GameJson.write(Answers.gameView(next, viewer, seat));
        String legalMovesJson = seat != null && next.pendingFor(seat) ? GameJson.write(legalMoves(next, seat)) : null;
        return new SealedStep(advanced, viewer, viewJson, legalMovesJson,
                Answers.write(next.version(), shown, viewJson, legalMovesJson));
    }

    /** After a lost race to append: the key's first answer if another request gave it, or the game to try again on. */
    private record LostRace(MoveOutcome answer, LoadedGame current) {
    }

    /**
     * The {@code attempt}th try of {@code step} lost the race to append (the cached state is behind, not wrong:
     * load() catches it up from the log's tail): the key's first answer when a request with the same key won, the
     * game as it is now when the step may be decided again, else the version conflict.
     */
    private LostRace lostRace(UUID id, Step step, int attempt) {
        Optional<MoveOutcome> raced = idempotency.firstAnswer(id, step.key());
        if (raced.isPresent()) {
            return new LostRace(raced.get(), null);
        }
        LoadedGame current = games.load(id);
        if (!step.retry().again(current, attempt)) {
            throw Problem.versionConflict(current.version());
        }
        return new LostRace(null, current);
    }

    /** A step's events are durable: the game, its answer's view and legal moves are remembered and followers woken. */
    private MoveOutcome settle(UUID id, LoadedGame before, LoadedGame next, SealedStep sealed, Step step) {
        Integer seat = step.seat();
        games.remember(next);
        if (sealed.viewJson() != null) {
            views.remember(next, sealed.viewer(), seat, sealed.viewJson());
        }
        if (sealed.legalMovesJson() != null) {
            views.rememberLegalMoves(next, seat, sealed.legalMovesJson());
        }
        feed.appended(id, next.version());
        snapshots.appended(next, before.version());
        if (seat != null && !step.ownMove()) {
            LOG.infof("game %s: seat %d %s at version %d", id, seat,
                    sealed.advanced().events().get(0) instanceof Table.GameAborted ? "aborted the game" : "left",
                    next.version());
        } else if (next.finished()) {
            LOG.infof("game %s ended at version %d", id, next.version());
        }
        return MoveOutcome.fresh(sealed.answerJson(), step.minimal(), next.version(), seat);
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

    /** Forgets every folded game, so the next request for each loads it cold (tests). */
    void forgetCachedGames() {
        games.forgetAll();
        views.forgetAll();
    }
}
