package ziggurat.engine;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.Set;

/**
 * How a game's state becomes a plain value and back, so the platform can keep snapshots: a cold load then
 * folds only the events after the latest snapshot instead of the whole log. Optional; a ruleset without one
 * (see {@link Ruleset#stateCodec()}) is always replayed from its first event.
 *
 * <p>The snapshot is a record made only of plain parts: numbers, booleans, strings, enums, arrays, lists
 * and other such records, so the platform can write it as JSON the way it writes events. It holds the
 * whole state, hidden parts included (hands, the order of the bag or deck): the platform keeps it as secret
 * as the seed. Memos a state can derive again (regions, what the game waits for) stay out of it.
 *
 * <p>A snapshot is only a cache. The platform checks every restored state against the state hash the log
 * recorded for that version and replays the log instead when they differ; {@link #restore} only has to
 * refuse what it cannot make sense of. To make that check cover as much as possible, a snapshot should
 * hold each fact once, in the form the complete view ({@link Viewer#EVERYONE}) shows it, and let
 * {@code restore} derive the rest.
 *
 * @param <S> the game's state
 * @param <R> the snapshot record
 */
public interface StateCodec<S, R extends Record> {

    /** The snapshot record's class, which the platform reads the stored JSON back as. */
    Class<R> type();

    /** The state as a plain record. Pure; never changes {@code state}. */
    R snapshot(S state);

    /**
     * The state {@code snapshot} describes: equal to the state it was taken of in everything the rules and
     * the views look at (legal moves, pending decisions, views, outcome, and every later {@code evolve}).
     *
     * @throws IllegalArgumentException when the snapshot does not describe a state of this game
     */
    S restore(R snapshot);

    /**
     * Whether a snapshot of {@code state} holds all of it. A state it would not (a game some seat has left, whose
     * table the ruleset's snapshot knows nothing of) is not snapshotted; the log replays it. Always, by default.
     */
    default boolean covers(S state) {
        return true;
    }

    /**
     * Raised by hand when the meaning of the snapshot changes while its shape does not (a field that now
     * counts something else): snapshots written under another version are then ignored.
     */
    default int version() {
        return 1;
    }

    /**
     * The snapshot format: this codec's {@link #version()} and the shape of its record (every component's
     * name and type, nested records and the text of enum constants included). Snapshots are stored with it,
     * and only those of the current format are read, so a codec whose record changed never misreads
     * snapshots written before the change.
     */
    default String format() {
        return "v" + version() + " " + shapeOf(type());
    }

    /**
     * A type's shape as text: records as {@code name(component:type, …)}, enums with the text of their
     * constants (the JSON they travel as), arrays and type arguments spelled out.
     */
    static String shapeOf(Type type) {
        StringBuilder out = new StringBuilder();
        describe(type, out, new HashSet<>());
        return out.toString();
    }

    private static void describe(Type type, StringBuilder out, Set<Class<?>> seen) {
        if (type instanceof Class<?> c) {
            if (c.isArray()) {
                describe(c.getComponentType(), out, seen);
                out.append("[]");
            } else if (c.isPrimitive() || c.getName().startsWith("java.")) {
                out.append(c.getName());
            } else if (c.isEnum()) {
                out.append(c.getName());
                if (seen.add(c)) {
                    out.append('{');
                    Object[] constants = c.getEnumConstants();
                    for (int i = 0; i < constants.length; i++) {
                        out.append(i == 0 ? "" : ",").append(constants[i]);
                    }
                    out.append('}');
                }
            } else if (c.isRecord()) {
                out.append(c.getName());
                if (seen.add(c)) {
                    out.append('(');
                    RecordComponent[] components = c.getRecordComponents();
                    for (int i = 0; i < components.length; i++) {
                        out.append(i == 0 ? "" : ", ").append(components[i].getName()).append(':');
                        describe(components[i].getGenericType(), out, seen);
                    }
                    out.append(')');
                }
            } else {
                out.append(c.getName());
            }
        } else if (type instanceof ParameterizedType p) {
            describe(p.getRawType(), out, seen);
            out.append('<');
            Type[] arguments = p.getActualTypeArguments();
            for (int i = 0; i < arguments.length; i++) {
                if (i > 0) {
                    out.append(',');
                }
                describe(arguments[i], out, seen);
            }
            out.append('>');
        } else if (type instanceof GenericArrayType g) {
            describe(g.getGenericComponentType(), out, seen);
            out.append("[]");
        } else {
            out.append(type.getTypeName());
        }
    }
}
