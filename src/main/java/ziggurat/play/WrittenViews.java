package ziggurat.play;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.function.Supplier;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import ziggurat.engine.Viewer;

/**
 * Views and legal-move lists already written as JSON (and gzipped, once a reader asks for that: {@link Written}), so
 * that reading the same one again costs neither serialisation nor compression: a seat polling its view or its legal
 * moves, spectators following a game, a frontend reading the view a move answer has just shown, a client asking the
 * legal moves a move answer has just listed.
 *
 * <p>A view is the same bytes for the same game, version and viewer, and for nothing less: the key holds the
 * version (a read of a newer version never finds an older one's bytes), the {@link Viewer} the view was redacted
 * for (seat 0's view is never served to seat 1 or to a spectator, and a running game's seat view is never served
 * as the whole game once it has ended) and {@code you}, the caller's seat, which the view also names. Only views of
 * versions in the log are put here: a move answer's view is remembered once its append has succeeded.
 *
 * <p>Bounded by the bytes it holds ({@code ziggurat.view-cache-bytes}, 0 turns it off), so it fits the documented
 * heap; views of versions that have moved on are simply no longer asked for and are evicted first.
 */
@ApplicationScoped
public class WrittenViews {

    /** The view of {@code game} at {@code version} as {@code viewer} may see it, told it is seat {@code you}. */
    record Key(UUID game, long version, Viewer viewer, Integer you) {
    }

    /**
     * The legal moves of {@code seat} in {@code game} at {@code version}: only that seat may read them, and a seat's
     * moves depend on nothing but the version (a clock that has run out appends its event, a new version, before
     * anything is read).
     */
    record LegalMovesKey(UUID game, long version, int seat) {
    }

    /** Roughly what a key and its entry cost beside the bytes. */
    private static final int OVERHEAD = 96;

    /**
     * Keyed by {@link Key} and {@link LegalMovesKey}, which never equal each other. Each entry is weighed as its plain
     * bytes and an eighth more for the gzip form a read may add to it later (these answers gzip to a tenth or less).
     */
    private final Cache<Record, Written> cache;
    /** {@code ziggurat_views_total{served="cached"|"written"}}: reads of a view served as written before, or written. */
    private final Counter cached;
    private final Counter written;
    /** {@code ziggurat_legal_moves_total{served="cached"|"written"}}: the same for legal-move lists. */
    private final Counter legalCached;
    private final Counter legalWritten;

    public WrittenViews(@ConfigProperty(name = "ziggurat.view-cache-bytes", defaultValue = "8388608") long maxBytes,
                        MeterRegistry metrics) {
        this.cached = metrics.counter("ziggurat.views", "served", "cached");
        this.written = metrics.counter("ziggurat.views", "served", "written");
        this.legalCached = metrics.counter("ziggurat.legal.moves", "served", "cached");
        this.legalWritten = metrics.counter("ziggurat.legal.moves", "served", "written");
        this.cache = maxBytes <= 0 ? null : Caffeine.newBuilder().maximumWeight(maxBytes)
                .weigher((Record k, Written v) -> v.plain().length + v.plain().length / 8 + OVERHEAD)
                .expireAfterAccess(Duration.ofMinutes(10))
                // maintained on the calling thread (an event loop too): nothing listens for a view let go, so the
                // bookkeeping never blocks, and it is cheaper than waking a common-pool thread for it on every write
                .executor(Runnable::run).build();
    }

    /** The written view of {@code game} (a version in the log) for {@code viewer}; written now if not cached. */
    Written of(LoadedGame game, Viewer viewer, Integer you) {
        if (cache == null) {
            return write(game, viewer, you);
        }
        Written json = cache.getIfPresent(new Key(game.meta().id(), game.version(), viewer, you));
        if (json != null) {
            cached.increment();
            return json;
        }
        // two readers missing at once both write it, the same bytes: cheaper than making one wait for the other
        json = write(game, viewer, you);
        cache.put(new Key(game.meta().id(), game.version(), viewer, you), json);
        return json;
    }

    /**
     * The written view of version {@code version} of game {@code id} for {@code viewer}, if cached; lets a read of an
     * earlier version skip rebuilding the game.
     */
    Written cached(UUID id, long version, Viewer viewer, Integer you) {
        Written json = cache == null ? null : cache.getIfPresent(new Key(id, version, viewer, you));
        if (json != null) {
            cached.increment();
        }
        return json;
    }

    /** Keeps a view written for a move answer, once the move's append has put its version in the log. */
    void remember(LoadedGame game, Viewer viewer, Integer you, String json) {
        if (cache != null) {
            cache.put(new Key(game.meta().id(), game.version(), viewer, you),
                    new Written(json.getBytes(StandardCharsets.UTF_8)));
        }
    }

    /** The written legal moves of {@code seat} in {@code game} (a version in the log); {@code write} writes them if not cached. */
    Written legalMoves(LoadedGame game, int seat, Supplier<byte[]> write) {
        LegalMovesKey key = new LegalMovesKey(game.meta().id(), game.version(), seat);
        Written json = cache == null ? null : cache.getIfPresent(key);
        if (json != null) {
            legalCached.increment();
            return json;
        }
        legalWritten.increment();
        json = new Written(write.get());
        if (cache != null) {
            cache.put(key, json);
        }
        return json;
    }

    /** Keeps the legal moves written for a move answer, once the move's append has put its version in the log. */
    void rememberLegalMoves(LoadedGame game, int seat, String json) {
        if (cache != null) {
            cache.put(new LegalMovesKey(game.meta().id(), game.version(), seat),
                    new Written(json.getBytes(StandardCharsets.UTF_8)));
        }
    }

    /** Forgets every written view and legal-move list (tests). */
    void forgetAll() {
        if (cache != null) {
            cache.invalidateAll();
        }
    }

    private Written write(LoadedGame game, Viewer viewer, Integer you) {
        written.increment();
        return new Written(GameJson.writeBytes(Answers.gameView(game, viewer, you)));
    }
}
