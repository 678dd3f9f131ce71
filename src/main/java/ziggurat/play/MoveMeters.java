package ziggurat.play;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The counters and timers a move counts itself in, each looked up in the registry once and kept.
 *
 * <p>Why: looking a meter up by name and tags builds its id and sorts its tags on every call, and a move counted
 * itself three or four times. What is kept is no more than the registry itself holds, since every tag a move is
 * counted by is bounded (rulesets, their move types, the problem types and rule codes, two outcomes, two
 * threads); still, past {@link #KEPT} meters a lookup is answered from the registry without keeping it, so a tag
 * that turned out unbounded would cost time, never memory here.
 */
final class MoveMeters {

    static final int KEPT = 2_000;

    private record Key(String name, String key1, String value1, String key2, String value2) {
    }

    private final MeterRegistry registry;
    private final Map<Key, Counter> counters = new ConcurrentHashMap<>();
    private final Map<Key, Timer> timers = new ConcurrentHashMap<>();

    MoveMeters(MeterRegistry registry) {
        this.registry = registry;
    }

    /** {@code registry.counter(name, key1, value1, key2, value2)}, kept. */
    Counter counter(String name, String key1, String value1, String key2, String value2) {
        return kept(counters, new Key(name, key1, value1, key2, value2),
                () -> registry.counter(name, key1, value1, key2, value2));
    }

    /** {@code registry.timer(name, key1, value1, key2, value2)}, kept. */
    Timer timer(String name, String key1, String value1, String key2, String value2) {
        return kept(timers, new Key(name, key1, value1, key2, value2),
                () -> registry.timer(name, key1, value1, key2, value2));
    }

    /** The meter kept for {@code key}, else the registry's, kept while fewer than {@link #KEPT} are. */
    private static <M> M kept(Map<Key, M> meters, Key key, Supplier<M> registered) {
        M meter = meters.get(key);
        if (meter == null) {
            meter = registered.get();
            if (meters.size() < KEPT) {
                meters.put(key, meter);
            }
        }
        return meter;
    }
}
