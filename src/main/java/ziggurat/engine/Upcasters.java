package ziggurat.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * How a ruleset reads events stored in an older shape. A stored game is forever: when the shape of an event
 * type changes, the ruleset adds one step from the old schema version to the next, and every log written
 * before the change still reads, as the new record, through the steps in order.
 *
 * <p>An event type's current schema version is 1 plus the number of steps declared for it, so declaring a
 * step is what bumps the version new events are written with. A step works on the event's data as plain JSON
 * values (maps, lists, strings, numbers, booleans, null), so the engine needs no JSON library. A step must
 * bring the data to exactly what today's code would have written for the same happening: the stored-game
 * corpus replays old logs through these steps and compares every state hash.
 */
public final class Upcasters {

    /** One step: the data of a {@code type} event at {@code fromVersion}, in the shape of {@code fromVersion + 1}. */
    public record Step(String type, int fromVersion, UnaryOperator<Map<String, Object>> upcast) {
        public Step {
            if (fromVersion < 1) {
                throw new IllegalArgumentException("schema versions start at 1");
            }
        }
    }

    public static final Upcasters NONE = new Upcasters(List.of());

    private final Map<String, List<Step>> byType = new HashMap<>();

    private Upcasters(List<Step> steps) {
        for (Step s : steps) {
            List<Step> chain = byType.computeIfAbsent(s.type(), t -> new ArrayList<>());
            if (s.fromVersion() != chain.size() + 1) {
                throw new IllegalArgumentException("the steps of " + s.type() + " must go 1→2, 2→3 … in order; "
                        + "found a step from version " + s.fromVersion() + " after " + chain.size() + " step(s)");
            }
            chain.add(s);
        }
    }

    public static Upcasters of(Step... steps) {
        return new Upcasters(List.of(steps));
    }

    /** A step's work when a field was renamed and nothing else changed: the value moves to its new name. */
    public static UnaryOperator<Map<String, Object>> renamed(String from, String to) {
        return data -> {
            Map<String, Object> shaped = new java.util.LinkedHashMap<>(data);
            if (shaped.containsKey(from)) {
                shaped.put(to, shaped.remove(from));
            }
            return shaped;
        };
    }

    /** The schema version events of {@code type} are written with today. */
    public int currentVersion(String type) {
        return byType.getOrDefault(type, List.of()).size() + 1;
    }

    /** Whether data of {@code type} stored at {@code version} reads as it is. */
    public boolean isCurrent(String type, int version) {
        return version == currentVersion(type);
    }

    /**
     * The data of a {@code type} event stored at {@code version}, in today's shape. Throws when the version is
     * newer than this code knows (a log written by a later release) or not a version at all.
     */
    public Map<String, Object> upcast(String type, int version, Map<String, Object> data) {
        int current = currentVersion(type);
        if (version < 1 || version > current) {
            throw new IllegalStateException("a stored " + type + " event has schema version " + version
                    + "; this code reads versions 1 to " + current);
        }
        Map<String, Object> shaped = data;
        for (Step s : byType.getOrDefault(type, List.of()).subList(version - 1, current - 1)) {
            shaped = s.upcast().apply(shaped);
        }
        return shaped;
    }
}
