package ziggurat.play;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.store.EventStore;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.VersionCheck;

/**
 * Games folded from their logs, and the cache that keeps them folded so a move needs no log read. The cache
 * is only ever behind, never wrong: every append is a compare-and-set on the version it was decided on.
 */
@ApplicationScoped
public class LoadedGames {

    private final EventStore store;
    private final VersionCheck versions;
    private final Rulesets rulesets;
    private final Snapshots snapshots;
    /**
     * Bounded to fit the documented heap (-Xmx160m holds 1,000 active games in under 300 MB resident); a game
     * pushed out or idle for half an hour is rebuilt from its log on its next request.
     */
    private final Cache<UUID, LoadedGame> cache = Caffeine.newBuilder().maximumSize(5_000)
            .expireAfterAccess(Duration.ofMinutes(30))
            // maintained on the calling thread: nothing listens for a game let go, and handing the bookkeeping to
            // the common pool on every move woke its threads for less work than the hand-off
            .executor(Runnable::run).build();

    private final ClockWatch clockWatch;

    public LoadedGames(EventStore store, VersionCheck versions, Rulesets rulesets, Snapshots snapshots,
                       ClockWatch clockWatch) {
        this.clockWatch = clockWatch;
        this.store = store;
        this.versions = versions;
        this.rulesets = rulesets;
        this.snapshots = snapshots;
    }

    /**
     * The cached game without asking the database, for moves: a move names the version it was decided on,
     * and the append is a compare-and-set on that version, so a stale cache can only turn into a refused
     * append (answered with the real version), never into a wrong one. Only a client ahead of the cache
     * makes the move path read the log's tail.
     */
    LoadedGame cachedOrLoad(UUID id) {
        LoadedGame cached = cache.getIfPresent(id);
        return cached != null ? cached : load(id);
    }

    /** The cached game, or null when it is not cached: nothing is asked of the database. */
    LoadedGame cachedOnly(UUID id) {
        return cache.getIfPresent(id);
    }

    /**
     * The game's version in the log now, asked without waiting (the check {@link #load} makes of a cached game);
     * completes on the version check's own thread.
     */
    CompletableFuture<Long> currentVersion(UUID id) {
        return versions.currentAsync(id);
    }

    /** The game as the log has it now: cached when the cache is current, caught up from the log's tail if not. */
    LoadedGame load(UUID id) {
        LoadedGame cached = cache.getIfPresent(id);
        if (cached == null) {
            StoredGame meta = store.findGame(id)
                    .orElseThrow(() -> Problem.notFound("There is no game " + id + "."));
            Ruleset<Object, Move, Event> ruleset = rulesets.find(meta.ruleset()).orElseThrow(
                    () -> Problem.unavailable("This instance does not have the ruleset " + meta.ruleset() + "."));
            LoadedGame loaded = Seating.withClaimedSeats(replay(meta, ruleset, Long.MAX_VALUE), store);
            cache.put(id, loaded);
            clockWatch.watch(loaded);
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
        LoadedGame caught = Seating.withClaimedSeats(fold(cached, tail), store);
        remember(caught);
        return caught;
    }

    /**
     * The game rebuilt from its log up to {@code upTo}: from its latest snapshot at or before {@code upTo} that
     * the log confirms, and the events after it; from the first event when there is none.
     */
    LoadedGame replay(StoredGame meta, Ruleset<Object, Move, Event> ruleset, long upTo) {
        Optional<Clocks.Setting> clock = GameJson.readClock(GameJson.readTree(meta.optionsJson()));
        // a game's clocks are read from its whole log (the times of its appends), which a snapshot does not hold
        LoadedGame from = (clock.isPresent() ? Optional.<LoadedGame>empty() : snapshots.latest(meta, ruleset, upTo))
                .orElseGet(() -> new LoadedGame(meta, ruleset, ruleset.initial(), 0, meta.commitment(), false, 0,
                        clock.map(c -> Clocks.start(c, meta.seats().size(), Set.of(), meta.createdAt())).orElse(null)));
        return fold(from, store.readEvents(meta.id(), from.version(), upTo, Integer.MAX_VALUE));
    }

    /** Keeps {@code game} unless the cache already holds a later version of it (another request's). */
    void remember(LoadedGame game) {
        LoadedGame kept = cache.asMap().merge(game.meta().id(), game,
                (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
        if (kept == game) {
            clockWatch.watch(game);
        }
    }

    /** Forgets every folded game, so the next request for each loads it cold (tests). */
    void forgetAll() {
        cache.invalidateAll();
    }

    private static LoadedGame fold(LoadedGame from, List<StoredEvent> events) {
        Ruleset<Object, Move, Event> ruleset = from.ruleset();
        Object state = from.state();
        long version = from.version();
        String lastHash = from.lastHash();
        Clocks clocks = from.clocks();
        for (int i = 0; i < events.size(); i++) {
            StoredEvent e = events.get(i);
            state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson(),
                    GameJson.creation(from.meta())));
            version = e.seq();
            lastHash = e.hash();
            if (clocks != null) {
                clocks = clocks.afterStored(events, i, ruleset, state);
            }
        }
        boolean finished = ruleset.outcome(state).finished();
        return new LoadedGame(atVersion(from.meta(), version, finished), ruleset, state, version, lastHash, finished,
                from.moves() + MovesPlayed.in(events), clocks);
    }

    /** The row as it reads once the log reaches {@code version}. */
    static StoredGame atVersion(StoredGame m, long version, boolean finished) {
        return new StoredGame(m.id(), m.ruleset(), m.optionsJson(), GameStatus.of(finished), version,
                m.stacked(), m.creatorSeeded(), m.seed(), m.salt(), m.commitment(), m.stackJson(), m.warningsJson(), m.createdAt(),
                m.updatedAt(), m.seats(), m.listed(), m.creatorTokenHash());
    }
}
