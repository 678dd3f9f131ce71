package ziggurat.play;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Viewer;
import ziggurat.store.EventStore;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSnapshot;

/**
 * Snapshots of long games, so a cold load folds the events after the latest snapshot instead of the whole log.
 * Only a cache: nothing is decided from a snapshot the log does not confirm.
 *
 * <p><b>Writing.</b> When an append takes a game past a multiple of {@code ziggurat.snapshot-every} events (100
 * by default; 0 writes none), the state after the append is written by one background thread, off the request
 * path: a bounded queue, dropped when full, and a failed write is logged and forgotten. Before writing, the
 * snapshot is restored once and must hash like the state it was taken of.
 *
 * <p><b>Reading.</b> A restored state is hashed exactly as the seal hashes a state after an event
 * ({@link Ledger#seal}) and must equal the state hash the log recorded at the snapshot's version; if it
 * does not, or the snapshot cannot be read, a warning is logged and the caller replays the whole log. Each
 * snapshot is stored with its format (a fingerprint of the ruleset's codec) and only snapshots of the current
 * format are read, so an older codec's snapshots are ignored, never misread. The audit does not use them.
 *
 * <p>A snapshot holds every hidden thing (hands, the order of the bag or deck): it is as secret as the seed.
 * It is never part of an answer, and logs name only the game, the version and the kind of failure.
 */
@ApplicationScoped
public class Snapshots {

    private static final Logger LOG = Logger.getLogger(Snapshots.class);
    /** Writes waiting for the writer; one per 100 events, so a full queue means the database is far behind. */
    private static final int QUEUE = 64;

    private final EventStore store;
    private final MeterRegistry metrics;
    private final int every;
    private final ThreadPoolExecutor writer;
    private final Map<Class<?>, String> formats = new ConcurrentHashMap<>();

    public Snapshots(EventStore store, MeterRegistry metrics,
                     @ConfigProperty(name = "ziggurat.snapshot-every", defaultValue = "100") int every) {
        this.store = store;
        this.metrics = metrics;
        this.every = every;
        this.writer = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(QUEUE),
                task -> {
                    Thread t = new Thread(task, "ziggurat-snapshots");
                    t.setDaemon(true);
                    return t;
                },
                (task, pool) -> metrics.counter("ziggurat.snapshots.dropped").increment());
    }

    @PreDestroy
    void stop() {
        writer.shutdown();
        try {
            writer.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---------------------------------------------------------------- writing

    /**
     * An append that took {@code game} from version {@code from} to its version has committed: snapshot it if
     * that passed a multiple of the interval. Returns at once; the work is done by the writer thread.
     */
    void appended(LoadedGame game, long from) {
        if (!passesMultiple(from, game.version(), every)) {
            return;
        }
        Optional<StateCodec<Object, ?>> codec = game.ruleset().stateCodec();
        if (codec.isPresent() && codec.get().covers(game.state())) {
            writer.execute(() -> write(game, codec.get()));
        }
    }

    /**
     * Whether an append from version {@code from} to {@code to} passes a multiple of {@code every} (never when
     * {@code every} is 0). A game created with many setup events is an append from 0.
     */
    static boolean passesMultiple(long from, long to, int every) {
        return every > 0 && to / every > from / every;
    }

    private <R extends Record> void write(LoadedGame game, StateCodec<Object, R> codec) {
        try {
            String json = GameJson.write(codec.snapshot(game.state()));
            Object restored = codec.restore(GameJson.readStored(json, codec.type()));
            if (!stateHash(game.meta(), game.ruleset(), restored)
                    .equals(stateHash(game.meta(), game.ruleset(), game.state()))) {
                metrics.counter("ziggurat.snapshots.failed", "ruleset", game.meta().ruleset()).increment();
                LOG.warnf("snapshot of game %s at version %d not written: %s's state codec does not restore the"
                        + " state it took", game.meta().id(), game.version(), game.meta().ruleset());
                return;
            }
            store.saveSnapshot(game.meta().id(), game.version(), format(codec), json);
            metrics.counter("ziggurat.snapshots.written", "ruleset", game.meta().ruleset()).increment();
        } catch (JsonProcessingException | RuntimeException e) {
            metrics.counter("ziggurat.snapshots.failed", "ruleset", game.meta().ruleset()).increment();
            LOG.warnf("snapshot of game %s at version %d not written (%s)", game.meta().id(), game.version(),
                    kindOf(e));
        }
    }

    // ---------------------------------------------------------------- reading

    /**
     * The game at its latest usable snapshot at or before {@code upTo}, confirmed by the log's state hash at
     * that version; empty when the ruleset keeps no snapshots, there is none, or it is not usable.
     */
    Optional<LoadedGame> latest(StoredGame meta, Ruleset<Object, Move, Event> ruleset, long upTo) {
        Optional<StateCodec<Object, ?>> codec = ruleset.stateCodec();
        if (codec.isEmpty() || every <= 0 || upTo < every) {
            return Optional.empty();
        }
        return latest(meta, ruleset, codec.get(), upTo);
    }

    private <R extends Record> Optional<LoadedGame> latest(StoredGame meta, Ruleset<Object, Move, Event> ruleset,
                                                           StateCodec<Object, R> codec, long upTo) {
        Optional<StoredSnapshot> found = store.latestSnapshot(meta.id(), format(codec), upTo);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        StoredSnapshot snapshot = found.get();
        Object state;
        try {
            state = codec.restore(GameJson.readStored(snapshot.stateJson(), codec.type()));
            // the event may have been sealed before a view revision: any revision's hash confirms the state
            if (!Ledger.hashesTo(meta.salt(), ruleset, state, snapshot.eventStateHash())) {
                return rejected(meta, snapshot, "it does not hash to the state the log recorded at that version");
            }
        } catch (JsonProcessingException | RuntimeException e) {
            return rejected(meta, snapshot, "it cannot be read (" + kindOf(e) + ")");
        }
        metrics.counter("ziggurat.snapshots.restored", "ruleset", meta.ruleset()).increment();
        return Optional.of(new LoadedGame(meta, ruleset, state, snapshot.version(), snapshot.eventHash(),
                ruleset.outcome(state).finished(), store.movesPlayed(meta.id(), snapshot.version(), MovesPlayed.NOT_MOVES), null));
    }

    private Optional<LoadedGame> rejected(StoredGame meta, StoredSnapshot snapshot, String why) {
        metrics.counter("ziggurat.snapshots.rejected", "ruleset", meta.ruleset()).increment();
        LOG.warnf("snapshot of game %s at version %d ignored, replaying the log instead: %s", meta.id(),
                snapshot.version(), why);
        return Optional.empty();
    }

    // ---------------------------------------------------------------- shared

    /** The state hash the seal records after each event (see {@link Ledger#seal}). */
    private static String stateHash(StoredGame meta, Ruleset<Object, Move, Event> ruleset, Object state) {
        return Ledger.stateHash(meta.salt(), ruleset, state);
    }

    /** The stored format of a codec's snapshots: a SHA-256 of its {@link StateCodec#format()}, shortened. */
    String format(StateCodec<?, ?> codec) {
        return formats.computeIfAbsent(codec.type(), c -> Seal.sha256Hex(codec.format()).substring(0, 32));
    }

    /**
     * What kind of failure, for a log line: the exception's class and, from the database, the SQL state. Never
     * its message, which may quote the snapshot (Jackson) or the failing row (PostgreSQL).
     */
    private static String kindOf(Throwable e) {
        StringBuilder kind = new StringBuilder(e.getClass().getSimpleName());
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql) {
                kind.append(", SQL state ").append(sql.getSQLState());
                break;
            }
        }
        return kind.toString();
    }
}
