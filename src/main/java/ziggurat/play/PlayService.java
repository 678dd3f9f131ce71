package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.util.RawValue;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.nio.charset.StandardCharsets;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers.CreatedGame;
import ziggurat.play.Answers.EventPage;
import ziggurat.play.Answers.EventView;
import ziggurat.play.Answers.GameList;
import ziggurat.play.Answers.GameListItem;
import ziggurat.play.Answers.GameView;
import ziggurat.play.Answers.LegalMoves;
import ziggurat.play.Answers.MoveAnswer;
import ziggurat.play.Answers.SeatInfo;
import ziggurat.play.Answers.SeatToken;
import ziggurat.store.AppendFeed;
import ziggurat.store.EventStore;
import ziggurat.store.GameCursor;
import ziggurat.store.GameSummary;
import ziggurat.store.GroupCommit;
import ziggurat.store.IdempotencyRecord;
import ziggurat.store.NewIdempotencyRecord;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;
import ziggurat.store.VersionCheck;
import ziggurat.store.VersionConflict;

/**
 * The one place that turns a request into a decision: load the game, authorise the seat, ask the ruleset,
 * append the events, answer. Stateless: the cache holds folded states keyed by game and version, and the
 * version check on append keeps it honest, so any instance can serve any request.
 */
@ApplicationScoped
public class PlayService {

    private static final Logger LOG = Logger.getLogger(PlayService.class);
    private static final int MAX_SEATS = 16;
    private static final int MAX_NAME = 100;
    private static final int MAX_SEED = 512;
    private static final int MAX_STACK = 2000;
    private static final int MAX_IDEMPOTENCY_KEY = 200;

    private final EventStore store;
    private final GroupCommit commits;
    private final VersionCheck versions;
    private final AppendFeed feed;
    private final Rulesets rulesets;
    private final MeterRegistry metrics;
    private final Snapshots snapshots;
    /**
     * Folded games, so a move needs no log read. Bounded to fit the documented heap (-Xmx160m holds 1,000
     * active games in under 300 MB resident); a game pushed out or idle for half an hour is rebuilt from
     * its log on its next request.
     */
    private final Cache<UUID, LoadedGame> cache = Caffeine.newBuilder().maximumSize(5_000)
            .expireAfterAccess(java.time.Duration.ofMinutes(30)).build();

    public PlayService(EventStore store, GroupCommit commits, VersionCheck versions, AppendFeed feed,
                       Rulesets rulesets, MeterRegistry metrics, Snapshots snapshots) {
        this.store = store;
        this.commits = commits;
        this.versions = versions;
        this.feed = feed;
        this.rulesets = rulesets;
        this.metrics = metrics;
        this.snapshots = snapshots;
    }

    // ---------------------------------------------------------------- create

    public CreatedGame create(byte[] body) {
        JsonNode request = GameJson.parse(body);
        requireObject(request, "The request body must be a JSON object.");
        allowOnly(request, "", "ruleset", "seats", "options", "seed", "stack", "shuffleSeats");
        String rulesetId = requiredText(request, "ruleset");
        Ruleset<Object, Move, Event> ruleset = rulesets.find(rulesetId)
                .orElseThrow(() -> Problem.notFound("There is no ruleset '" + rulesetId + "'; see GET /v1/rulesets."));
        List<String> names = seatNames(request.get("seats"));
        Map<String, Object> options = options(request.get("options"));
        Optional<List<String>> stack = stack(request.get("stack"));
        JsonNode seedNode = request.get("seed");
        if (seedNode != null && !seedNode.isNull() && (!seedNode.isTextual() || seedNode.asText().isEmpty()
                || seedNode.asText().length() > MAX_SEED)) {
            throw Problem.malformed("'seed' must be a non-empty string of at most " + MAX_SEED + " characters.");
        }
        boolean creatorSeeded = seedNode != null && !seedNode.isNull();
        JsonNode shuffleNode = request.get("shuffleSeats");
        if (shuffleNode != null && !shuffleNode.isNull() && !shuffleNode.isBoolean()) {
            throw Problem.malformed("'shuffleSeats' must be true or false.");
        }
        String seed = creatorSeeded ? seedNode.asText() : Seal.newSeed();
        String salt = Seal.newSalt();
        String commitment = Seal.commitment(salt, seed);
        if (shuffleNode != null && shuffleNode.asBoolean()) {
            // the seat order is drawn from the game's own seed, so the audit can confirm it too
            names = new ArrayList<>(names);
            Rng.of(seed, "seats").shuffle(names);
        }

        GameSetup setup = new GameSetup(names, options, stack, commitment);
        List<Event> setupEvents;
        try {
            setupEvents = ruleset.start(setup, Rng.of(seed, "setup"));
        } catch (RuleViolation v) {
            throw problemOf(v, ruleset, null, Viewer.SPECTATOR);
        }

        UUID id = UUID.randomUUID();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<StoredSeat> seats = new ArrayList<>();
        List<SeatToken> tokens = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String token = Seal.newToken();
            seats.add(new StoredSeat(i, names.get(i), Seal.tokenHash(token)));
            tokens.add(new SeatToken(i, names.get(i), token));
        }
        StoredGame meta = new StoredGame(id, ruleset.info().id(), GameJson.write(options), "running", 0,
                stack.isPresent(), creatorSeeded, seed, salt, commitment,
                stack.map(GameJson::write).orElse(null), now, now, seats);
        Ledger.Sealed folded = Ledger.seal(salt, ruleset, ruleset.initial(), 0, commitment, setupEvents, null, now);
        StoredGame stored = withVersion(meta, folded.version(), folded.finished());
        store.createGame(stored, folded.stored());
        feed.appended(id, folded.version());
        LoadedGame game = new LoadedGame(stored, ruleset, folded.state(), folded.version(), folded.lastHash(), folded.finished());
        cache.put(id, game);
        snapshots.appended(game, 0);
        metrics.counter("ziggurat.games.created", "ruleset", ruleset.info().id()).increment();
        LOG.infof("game %s created: %s, %d seats%s", id, ruleset.info().id(), names.size(),
                creatorSeeded ? ", creator-seeded" : "");
        return new CreatedGame(id, ruleset.info().id(), game.version(), tokens, view(game, Viewer.SPECTATOR, null));
    }

    // ---------------------------------------------------------------- read

    public GameView view(UUID id, Optional<String> token, OptionalLong atVersion) {
        LoadedGame game = load(id);
        Viewer viewer = viewerOf(game, token);
        if (atVersion.isPresent()) {
            long v = atVersion.getAsLong();
            if (v < 1 || v > game.version()) {
                throw Problem.notFound("Version " + v + " does not exist; the game is at version "
                        + game.version() + ".").with("currentVersion", game.version());
            }
            if (v != game.version()) {
                game = replay(game.meta(), game.ruleset(), v);
            }
        }
        return view(game, viewer, seatOf(game, token).orElse(null));
    }

    public LegalMoves legalMoves(UUID id, Optional<String> token) {
        LoadedGame game = load(id);
        Optional<Integer> seat = seatOf(game, token);
        List<RawValue> moves = new ArrayList<>();
        if (seat.isPresent() && !game.finished()) {
            for (Move m : game.ruleset().legalMoves(game.state(), seat.get())) {
                moves.add(GameJson.typedMove(game.ruleset(), m));
            }
        }
        return new LegalMoves(id, game.version(), seat.orElse(null), moves);
    }

    public EventPage events(UUID id, Optional<String> token, long after, int limit) {
        if (after < 0) {
            throw Problem.malformed("'after' must be 0 or more.");
        }
        if (limit < 1 || limit > 1000) {
            throw Problem.malformed("'limit' must be between 1 and 1000.");
        }
        LoadedGame game = load(id);
        Viewer viewer = viewerOf(game, token);
        List<EventView> events = new ArrayList<>();
        for (StoredEvent e : store.readEvents(id, after, game.version(), limit)) {
            events.add(eventView(game.ruleset(), e, GameJson.readEvent(game.ruleset(), e.type(), e.schemaVersion(), e.payloadJson()),
                    viewer));
        }
        long next = events.isEmpty() ? after : events.get(events.size() - 1).seq();
        return new EventPage(id, game.version(), game.finished() ? "finished" : "running", events, next);
    }

    /** Checks that the token, if any, belongs to the game: followers are refused before they wait. */
    public void authorise(UUID id, Optional<String> token) {
        viewerOf(load(id), token);
    }

    public GameList list(Optional<String> ruleset, Optional<String> status, Optional<String> cursor, int limit) {
        if (limit < 1 || limit > 200) {
            throw Problem.malformed("'limit' must be between 1 and 200.");
        }
        if (status.isPresent() && !status.get().equals("running") && !status.get().equals("finished")) {
            throw Problem.malformed("'status' must be 'running' or 'finished'.");
        }
        if (ruleset.isPresent() && rulesets.find(ruleset.get()).isEmpty()) {
            throw Problem.notFound("There is no ruleset '" + ruleset.get() + "'.");
        }
        Optional<GameCursor> after = cursor.map(PlayService::decodeCursor);
        List<GameSummary> page = store.listGames(ruleset, status, after, limit + 1);
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
    public MoveOutcome move(UUID id, Optional<String> token, Optional<String> ifMatch, Optional<String> idempotencyKey,
                            byte[] body) {
        Timer.Sample timing = Timer.start(metrics);
        LoadedGame game = cachedOrLoad(id);
        int seat = seatOf(game, token).orElseThrow(
                () -> Problem.unauthorized("A move needs the seat's token: Authorization: Bearer <token>."));
        String rulesetId = game.ruleset().info().id();
        try {
            JsonNode request = GameJson.parse(body);
            requireObject(request, "The request body must be a JSON object with 'expectedVersion' and 'move'.");
            allowOnly(request, "", "expectedVersion", "move");
            long expected = expectedVersion(request.get("expectedVersion"), ifMatch);
            if (idempotencyKey.isPresent()) {
                String key = idempotencyKey.get();
                if (key.isEmpty() || key.length() > MAX_IDEMPOTENCY_KEY) {
                    throw Problem.malformed("The Idempotency-Key must be 1 to " + MAX_IDEMPOTENCY_KEY + " characters.");
                }
            }
            // only a keyed move is remembered, so only a keyed move needs its request's fingerprint
            String requestHash = idempotencyKey.isEmpty() ? null
                    : Seal.sha256Hex(GameJson.canonical(request) + "|" + expected);
            Optional<MoveOutcome> replayed = replayIdempotent(id, seat, idempotencyKey, requestHash);
            if (replayed.isPresent()) {
                return replayed.get();
            }
            Move move = GameJson.readMove(game.ruleset(), request.get("move"));
            if (expected > game.version() && !game.finished()) {
                // the cached state may be behind another instance's appends: catch up before judging
                game = load(id);
            }
            if (game.finished()) {
                throw Problem.gameOver(game.version());
            }
            if (expected != game.version()) {
                throw Problem.versionConflict(load(id).version());
            }
            if (!game.ruleset().pending(game.state(), Viewer.EVERYONE).stream().anyMatch(p -> p.seat() == seat)) {
                throw Problem.notYourDecision(game.version())
                        .with("pending", pendingJson(game, Viewer.seat(seat)));
            }
            List<Event> events;
            try {
                events = game.ruleset().decide(game.state(), seat, move,
                        Rng.of(game.meta().seed(), "move:" + (game.version() + 1)));
            } catch (RuleViolation v) {
                throw problemOf(v, game.ruleset(), game, Viewer.seat(seat));
            }
            Ledger.Sealed folded = Ledger.seal(game.meta().salt(), game.ruleset(), game.state(), game.version(), game.lastHash(), events,
                    seat, Instant.now().truncatedTo(ChronoUnit.MICROS));
            LoadedGame next = new LoadedGame(withVersion(game.meta(), folded.version(), folded.finished()), game.ruleset(),
                    folded.state(), folded.version(), folded.lastHash(), folded.finished());
            Viewer viewer = next.finished() ? Viewer.EVERYONE : Viewer.seat(seat);
            List<EventView> shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                shown.add(eventView(game.ruleset(), folded.stored().get(i), events.get(i), viewer));
            }
            MoveAnswer answer = new MoveAnswer(next.version(), shown, view(next, seatViewer(next, seat), seat));
            // written once: the first answer and every replay of it are the same bytes
            String answerJson = GameJson.write(answer);
            Optional<NewIdempotencyRecord> record = idempotencyKey.map(key -> new NewIdempotencyRecord(seat, key,
                    new IdempotencyRecord(requestHash, 200, answerJson)));
            try {
                commits.append(id, game.version(), folded.stored(), folded.finished(), record);
            } catch (VersionConflict conflict) {
                // the cached state is behind, not wrong: load() catches it up from the log's tail
                Optional<MoveOutcome> raced = replayIdempotent(id, seat, idempotencyKey, requestHash);
                if (raced.isPresent()) {
                    return raced.get();
                }
                throw Problem.versionConflict(load(id).version());
            }
            cache.asMap().merge(id, next, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
            feed.appended(id, next.version());
            snapshots.appended(next, game.version());
            metrics.counter("ziggurat.moves", "ruleset", rulesetId, "type", GameJson.typeName(game.ruleset(), move))
                    .increment();
            timing.stop(metrics.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "accepted"));
            if (next.finished()) {
                LOG.infof("game %s ended at version %d", id, next.version());
            }
            return new MoveOutcome(200, answer, answerJson, false);
        } catch (Problem p) {
            String code = p.extensions().containsKey("code") ? String.valueOf(p.extensions().get("code")) : p.type();
            metrics.counter("ziggurat.moves.rejected", "ruleset", rulesetId, "code", code).increment();
            timing.stop(metrics.timer("ziggurat.move.latency", "ruleset", rulesetId, "outcome", "rejected"));
            throw p;
        }
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

    // ---------------------------------------------------------------- loading and folding

    /**
     * The cached game without asking the database, for moves: a move names the version it was decided on,
     * and the append is a compare-and-set on that version, so a stale cache can only turn into a refused
     * append (answered with the real version), never into a wrong one. Only a client ahead of the cache
     * makes the move path read the log's tail.
     */
    private LoadedGame cachedOrLoad(UUID id) {
        LoadedGame cached = cache.getIfPresent(id);
        return cached != null ? cached : load(id);
    }

    LoadedGame load(UUID id) {
        LoadedGame cached = cache.getIfPresent(id);
        if (cached == null) {
            StoredGame meta = store.findGame(id)
                    .orElseThrow(() -> Problem.notFound("There is no game " + id + "."));
            Ruleset<Object, Move, Event> ruleset = rulesets.find(meta.ruleset()).orElseThrow(
                    () -> Problem.unavailable("This instance does not have the ruleset " + meta.ruleset() + "."));
            LoadedGame loaded = replay(meta, ruleset, Long.MAX_VALUE);
            cache.put(id, loaded);
            return loaded;
        }
        // a finished game never changes; a running one may have moved on through another instance
        if (cached.finished() || versions.current(id) == cached.version()) {
            return cached;
        }
        List<StoredEvent> tail = store.readEvents(id, cached.version());
        if (tail.isEmpty()) {
            return cached;
        }
        LoadedGame caught = foldStored(cached, tail);
        cache.asMap().merge(id, caught, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
        return caught;
    }

    /**
     * The game rebuilt from its log up to {@code upTo}: from its latest snapshot at or before {@code upTo} that
     * the log confirms, and the events after it; from the first event when there is none.
     */
    LoadedGame replay(StoredGame meta, Ruleset<Object, Move, Event> ruleset, long upTo) {
        LoadedGame from = snapshots.latest(meta, ruleset, upTo)
                .orElseGet(() -> new LoadedGame(meta, ruleset, ruleset.initial(), 0, meta.commitment(), false));
        return foldStored(from, store.readEvents(meta.id(), from.version(), upTo, Integer.MAX_VALUE));
    }

    /** Forgets every folded game, so the next request for each loads it cold (tests). */
    void forgetCachedGames() {
        cache.invalidateAll();
    }

    private static LoadedGame foldStored(LoadedGame from, List<StoredEvent> events) {
        Ruleset<Object, Move, Event> ruleset = from.ruleset();
        Object state = from.state();
        long version = from.version();
        String lastHash = from.lastHash();
        for (StoredEvent e : events) {
            state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson()));
            version = e.seq();
            lastHash = e.hash();
        }
        boolean finished = ruleset.outcome(state).finished();
        return new LoadedGame(withVersion(from.meta(), version, finished), ruleset, state, version, lastHash, finished);
    }

    private static StoredGame withVersion(StoredGame m, long version, boolean finished) {
        return new StoredGame(m.id(), m.ruleset(), m.optionsJson(), finished ? "finished" : "running", version,
                m.stacked(), m.creatorSeeded(), m.seed(), m.salt(), m.commitment(), m.stackJson(), m.createdAt(),
                m.updatedAt(), m.seats());
    }

    // ---------------------------------------------------------------- who is looking

    private Viewer viewerOf(LoadedGame game, Optional<String> token) {
        Optional<Integer> seat = seatOf(game, token);
        if (game.finished()) {
            return Viewer.EVERYONE;
        }
        return seat.<Viewer>map(Viewer::seat).orElse(Viewer.SPECTATOR);
    }

    private static Viewer seatViewer(LoadedGame game, int seat) {
        return game.finished() ? Viewer.EVERYONE : Viewer.seat(seat);
    }

    /** The seat a bearer token opens, or empty without a token; a token that opens no seat is refused. */
    private static Optional<Integer> seatOf(LoadedGame game, Optional<String> token) {
        if (token.isEmpty()) {
            return Optional.empty();
        }
        byte[] hash = Seal.tokenHash(token.get());
        Integer found = null;
        // every seat is compared, so the time taken does not tell which seat (if any) came close
        for (StoredSeat s : game.meta().seats()) {
            if (Seal.sameHash(s.tokenHash(), hash)) {
                found = s.seat();
            }
        }
        if (found == null) {
            throw Problem.unauthorized("The token does not belong to a seat of this game.");
        }
        return Optional.of(found);
    }

    // ---------------------------------------------------------------- shaping answers

    /** The game as {@code viewer} may see it; {@code you} is the caller's seat, if the caller holds one. */
    GameView view(LoadedGame game, Viewer viewer, Integer you) {
        StoredGame m = game.meta();
        List<SeatInfo> seats = m.seats().stream().map(s -> new SeatInfo(s.seat(), s.name())).toList();
        Outcome outcome = game.ruleset().outcome(game.state());
        boolean revealed = game.finished();
        return new GameView(m.id(), m.ruleset(), game.version(), game.finished() ? "finished" : "running", seats, you,
                m.stacked(), m.creatorSeeded(), m.commitment(), GameJson.readTree(m.optionsJson()),
                game.ruleset().pending(game.state(), viewer), game.ruleset().view(game.state(), viewer),
                outcome instanceof Outcome.Finished f ? f : null,
                revealed ? m.seed() : null, revealed ? m.salt() : null, m.createdAt());
    }

    private static JsonNode pendingJson(LoadedGame game, Viewer viewer) {
        return GameJson.tree(game.ruleset().pending(game.state(), viewer));
    }

    /**
     * An event as {@code viewer} may see it, in today's shape: an event stored in an older shape has been read
     * through the ruleset's upcasters, so it carries the schema version it is shown in. (The audit shows the
     * stored data as stored, which is what the chain hash covers.)
     */
    static EventView eventView(Ruleset<Object, Move, Event> ruleset, StoredEvent stored, Event event, Viewer viewer) {
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

    private Problem problemOf(RuleViolation v, Ruleset<Object, Move, Event> ruleset, LoadedGame game, Viewer viewer) {
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
            p.with("pending", pendingJson(game, viewer));
        }
        return p;
    }

    // ---------------------------------------------------------------- request parts

    private static long expectedVersion(JsonNode field, Optional<String> ifMatch) {
        Long fromField = null;
        if (field != null && !field.isNull()) {
            if (!field.isIntegralNumber() || !field.canConvertToLong() || field.asLong() < 0) {
                throw Problem.malformed("'expectedVersion' must be a whole number, 0 or more.");
            }
            fromField = field.asLong();
        }
        Long fromHeader = null;
        if (ifMatch.isPresent()) {
            String tag = ifMatch.get().trim();
            if (tag.startsWith("W/")) {
                tag = tag.substring(2);
            }
            if (tag.length() >= 2 && tag.startsWith("\"") && tag.endsWith("\"")) {
                tag = tag.substring(1, tag.length() - 1);
            }
            try {
                fromHeader = Long.parseLong(tag);
            } catch (NumberFormatException e) {
                throw Problem.malformed("If-Match must be the game's version as an entity tag, such as \"17\".");
            }
            if (fromHeader < 0) {
                throw Problem.malformed("If-Match must be the game's version as an entity tag, such as \"17\".");
            }
        }
        if (fromField != null && fromHeader != null && !fromField.equals(fromHeader)) {
            throw Problem.malformed("'expectedVersion' (" + fromField + ") and If-Match (" + fromHeader + ") disagree.");
        }
        if (fromField == null && fromHeader == null) {
            throw Problem.malformed("'expectedVersion' (or an If-Match header) is required: the version you last saw.");
        }
        return fromField != null ? fromField : fromHeader;
    }

    private static List<String> seatNames(JsonNode seats) {
        if (seats == null || !seats.isArray() || seats.isEmpty()) {
            throw Problem.malformed("'seats' is required: an array of {\"name\": …}, one per seat, in seat order.");
        }
        if (seats.size() > MAX_SEATS) {
            throw Problem.malformed("'seats' may hold at most " + MAX_SEATS + " seats.");
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            JsonNode s = seats.get(i);
            requireObject(s, "'seats[" + i + "]' must be an object with a 'name'.");
            allowOnly(s, "seats[" + i + "].", "name");
            JsonNode name = s.get("name");
            if (name == null || !name.isTextual() || name.asText().isBlank() || name.asText().length() > MAX_NAME) {
                throw Problem.malformed("'seats[" + i + "].name' must be a non-blank string of at most "
                        + MAX_NAME + " characters.");
            }
            names.add(name.asText());
        }
        return names;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> options(JsonNode options) {
        if (options == null || options.isNull()) {
            return Map.of();
        }
        if (!options.isObject()) {
            throw Problem.malformed("'options' must be a JSON object.");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            if (option.getValue().isNull()) {
                // an option is a value; null would reach the ruleset as a missing entry (and the setup's
                // immutable copy refuses nulls)
                throw Problem.malformed("'options." + option.getKey() + "' must not be null; leave it out instead.");
            }
        }
        return GameJson.convert(options, Map.class);
    }

    private static Optional<List<String>> stack(JsonNode stack) {
        if (stack == null || stack.isNull()) {
            return Optional.empty();
        }
        if (!stack.isArray() || stack.size() > MAX_STACK) {
            throw Problem.malformed("'stack' must be an array of at most " + MAX_STACK
                    + " piece names, first drawn first.");
        }
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < stack.size(); i++) {
            if (!stack.get(i).isTextual()) {
                throw Problem.malformed("'stack[" + i + "]' must be a string naming a piece.");
            }
            pieces.add(stack.get(i).asText());
        }
        return Optional.of(pieces);
    }

    private static void requireObject(JsonNode node, String message) {
        if (node == null || !node.isObject()) {
            throw Problem.malformed(message);
        }
    }

    private static void allowOnly(JsonNode node, String prefix, String... allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!List.of(allowed).contains(f)) {
                throw Problem.malformed("Unknown field '" + prefix + f + "'; known fields: "
                        + String.join(", ", allowed) + ".");
            }
        }
    }

    private static String requiredText(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual() || v.asText().isEmpty()) {
            throw Problem.malformed("'" + field + "' is required and must be a string.");
        }
        return v.asText();
    }

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
