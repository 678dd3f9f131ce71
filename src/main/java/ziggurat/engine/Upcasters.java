package ziggurat.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
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
 *
 * <p>Some facts of a game are the platform's, not the event's, and were recorded on the game before an event
 * carried them (whether the creator chose the seed). A step that adds such a field takes it from the game's
 * {@link Creation}, so an old log reads with the true value, never a guessed default.
 */
public final class Upcasters {

    /**
     * What the platform recorded about a game when it was created, beside its log: what a step may need to bring
     * an old event up to a shape that carries a platform fact.
     *
     * @param creatorSeeded whether the game's creator chose the seed
     */
    public record Creation(boolean creatorSeeded) {
    }

    /**
     * One step: the data of a {@code type} event at {@code fromVersion}, in the shape of {@code fromVersion + 1},
     * from the data and the game's {@link Creation} (null when the reader has no game to give; a step that needs it
     * then refuses rather than guess).
     */
    public record Step(String type, int fromVersion,
                       BiFunction<Map<String, Object>, Creation, Map<String, Object>> upcast) {
        public Step {
            if (fromVersion < 1) {
                throw new IllegalArgumentException("schema versions start at 1");
            }
        }

        /** A step that needs nothing but the event's own data. */
        public Step(String type, int fromVersion, UnaryOperator<Map<String, Object>> upcast) {
            this(type, fromVersion, (data, creation) -> upcast.apply(data));
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

    /**
     * A step's work when a platform fact of the game's creation joins the event: {@code field} holds
     * {@link Creation#creatorSeeded()}. An event read without its game cannot know it, and says so.
     */
    public static BiFunction<Map<String, Object>, Creation, Map<String, Object>> creatorSeededAdded(String field) {
        return (data, creation) -> {
            if (creation == null) {
                throw new IllegalStateException("an event stored before it carried '" + field + "' reads only with"
                        + " its game's creation, which records it");
            }
            Map<String, Object> shaped = new java.util.LinkedHashMap<>(data);
            shaped.put(field, creation.creatorSeeded());
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
     * The data of a {@code type} event stored at {@code version}, in today's shape, read without its game. Throws
     * when the version is newer than this code knows (a log written by a later release) or not a version at all,
     * or when a step needs the game's {@link Creation}.
     */
    public Map<String, Object> upcast(String type, int version, Map<String, Object> data) {
        return upcast(type, version, data, null);
    }

    /** As {@link #upcast(String, int, Map)}, for an event of the game created as {@code creation}. */
    public Map<String, Object> upcast(String type, int version, Map<String, Object> data, Creation creation) {
        int current = currentVersion(type);
        if (version < 1 || version > current) {
            throw new IllegalStateException("a stored " + type + " event has schema version " + version
                    + "; this code reads versions 1 to " + current);
        }
        Map<String, Object> shaped = data;
        for (Step s : byType.getOrDefault(type, List.of()).subList(version - 1, current - 1)) {
            shaped = s.upcast().apply(shaped, creation);
        }
        return shaped;
    }
}
