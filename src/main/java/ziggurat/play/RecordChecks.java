package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import ziggurat.engine.Count;
import ziggurat.engine.Nullable;
import ziggurat.engine.OnBoard;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Range;
import ziggurat.engine.kit.Square;

/**
 * What {@link GameJson} checks of a record read from a request beyond what Jackson checks (its primitive
 * components are present, no null where the record has no {@link Nullable}, its bounds), worked out once per
 * record class and run per request.
 *
 * <p>Why: reading a record's components and their annotations by reflection builds new component objects and
 * parses their annotations on every call, and that, not the reading of the JSON, was most of what reading a move
 * cost. The refusals are worded as they always were; {@code RecordChecksTest} holds them to the reflective reading
 * over every move type of every ruleset.
 */
final class RecordChecks {

    private static final ClassValue<RecordChecks> OF = new ClassValue<>() {
        @Override
        protected RecordChecks computeValue(Class<?> type) {
            return new RecordChecks(type);
        }
    };

    private static final MethodType GETTER = MethodType.methodType(Object.class, Object.class);

    private final boolean record;
    /** The names of the primitive components, in the record's order: JSON that omits one is refused. */
    private final String[] primitives;
    /** Every component, in order, for the null check; a record with {@link OneShapeOf} allows null in each. */
    private final NullCheck[] nulls;
    /** The components with a bound, or that may hold a record with bounds of its own, in order. */
    private final Bound[] bounds;

    private RecordChecks(Class<?> type) {
        this.record = type.isRecord();
        if (!record) {
            primitives = new String[0];
            nulls = new NullCheck[0];
            bounds = new Bound[0];
            return;
        }
        boolean shapes = type.isAnnotationPresent(OneShapeOf.class);
        List<String> primitive = new ArrayList<>();
        List<NullCheck> nullChecks = new ArrayList<>();
        List<Bound> bounded = new ArrayList<>();
        for (RecordComponent rc : type.getRecordComponents()) {
            if (rc.getType().isPrimitive()) {
                primitive.add(rc.getName());
            }
            TypeCheck check = TypeCheck.of(rc.getAnnotatedType());
            nullChecks.add(new NullCheck(rc.getName(), shapes || check.nullable(), check));
            Bound bound = new Bound(rc.getName(), getter(rc), rc.getAnnotation(Range.class),
                    rc.getAnnotation(OnBoard.class), rc.getAnnotation(Count.class), mayHoldRecord(rc.getType()));
            if (bound.range() != null || bound.board() != null || bound.count() != null || bound.mayHoldRecord()) {
                bounded.add(bound);
            }
        }
        primitives = primitive.toArray(String[]::new);
        nulls = nullChecks.toArray(NullCheck[]::new);
        bounds = bounded.toArray(Bound[]::new);
    }

    /** Whether a component declared as {@code type} may hold a record at run time: never a primitive, a string, an enum. */
    private static boolean mayHoldRecord(Class<?> type) {
        return !type.isPrimitive() && !type.isArray() && !type.isEnum()
                && (type.isRecord() || !Modifier.isFinal(type.getModifiers()));
    }

    private static MethodHandle getter(RecordComponent rc) {
        Method accessor = rc.getAccessor();
        try {
            return MethodHandles.lookup().unreflect(accessor).asType(GETTER);
        } catch (IllegalAccessException e) {
            // as the reflective call it replaces would have failed: only when it is called
            return MethodHandles.dropArguments(MethodHandles.throwException(Object.class, IllegalStateException.class)
                    .bindTo(new IllegalStateException(e)), 0, Object.class);
        }
    }

    // ---- primitives ----

    /** A record's primitive components are required: JSON that omits one must not become a silent zero. */
    static void requirePrimitives(Class<?> type, JsonNode fields, String path) {
        RecordChecks checks = OF.get(type);
        if (!checks.record) {
            return;
        }
        for (String name : checks.primitives) {
            if (!fields.has(name)) {
                throw Problem.malformed("'" + path + "." + name + "' is required.");
            }
        }
    }

    // ---- nulls ----

    /** How a value declared with a type is checked for nulls: its own {@link Nullable}, its elements, its record. */
    private record TypeCheck(boolean nullable, TypeCheck element, Class<?> record) {

        static TypeCheck of(AnnotatedType annotated) {
            boolean nullable = annotated.isAnnotationPresent(Nullable.class);
            if (annotated instanceof AnnotatedParameterizedType p && p.getType() instanceof ParameterizedType pt
                    && pt.getRawType() instanceof Class<?> raw && Collection.class.isAssignableFrom(raw)) {
                return new TypeCheck(nullable, of(p.getAnnotatedActualTypeArguments()[0]), null);
            }
            Class<?> record = annotated.getType() instanceof Class<?> c && c.isRecord() ? c : null;
            return new TypeCheck(nullable, null, record);
        }
    }

    private record NullCheck(String name, boolean mayBeNull, TypeCheck type) {
    }

    /**
     * Null is a value only where the record says so ({@link Nullable}, or a field of another shape of a
     * {@link OneShapeOf} record): elsewhere a null is malformed, so that {@code null} never means two things.
     */
    static void requireNoNulls(Class<?> type, JsonNode fields, String path) {
        requireNoNulls(type, fields, new At(null, path, -1));
    }

    private static void requireNoNulls(Class<?> type, JsonNode fields, At path) {
        RecordChecks checks = OF.get(type);
        if (!checks.record || !fields.isObject()) {
            return;
        }
        for (NullCheck component : checks.nulls) {
            JsonNode value = fields.get(component.name());
            if (value != null) {
                requireNoNulls(component.type(), component.mayBeNull(), value, path, component.name(), -1);
            }
        }
    }

    /** {@code value}, at {@code name} (or {@code index}) in {@code parent}; the path is written only when needed. */
    private static void requireNoNulls(TypeCheck type, boolean mayBeNull, JsonNode value, At parent, String name,
                                       int index) {
        if (value.isNull()) {
            if (!mayBeNull) {
                throw Problem.malformed("'" + new At(parent, name, index)
                        + "' must not be null; leave it out where it is optional.");
            }
            return;
        }
        if (type.element() != null) {
            if (value.isArray()) {
                At at = new At(parent, name, index);
                for (int i = 0; i < value.size(); i++) {
                    requireNoNulls(type.element(), type.element().nullable(), value.get(i), at, null, i);
                }
            }
        } else if (type.record() != null && value.isObject()) {
            requireNoNulls(type.record(), value, new At(parent, name, index));
        }
    }

    // ---- bounds ----

    private record Bound(String name, MethodHandle getter, Range range, OnBoard board, Count count,
                         boolean mayHoldRecord) {
    }

    /**
     * The bounds a record declares ({@link Range}, {@link OnBoard}, {@link Count}), as its published schema states
     * them, in it and in the records it holds: a value outside is a malformed move naming the field.
     */
    static void requireBounds(Object value, String path) {
        if (value instanceof Record) {
            requireBounds(value, new At(null, path, -1));
        }
    }

    private static void requireBounds(Object value, At path) {
        for (Bound bound : OF.get(value.getClass()).bounds) {
            Object field;
            try {
                field = (Object) bound.getter().invokeExact(value);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
            Range range = bound.range();
            if (range != null && field instanceof Integer n) {
                requireWithin(n, range.min(), range.max(), path, bound.name(), null);
            }
            OnBoard board = bound.board();
            if (board != null && field instanceof Square sq) {
                requireWithin(sq.row(), 0, board.rows() - 1, path, bound.name(), ".row");
                requireWithin(sq.col(), 0, board.cols() - 1, path, bound.name(), ".col");
            }
            Count count = bound.count();
            if (count != null && field instanceof Collection<?> list
                    && (list.size() < count.min() || list.size() > count.max())) {
                throw Problem.malformed("'" + new At(path, bound.name(), -1) + "' lists " + (count.min() == count.max()
                        ? "exactly " + count.min() : count.max() == Integer.MAX_VALUE ? "at least " + count.min()
                        : "from " + count.min() + " to " + count.max()) + " entries; got " + list.size() + ".");
            }
            if (bound.mayHoldRecord() && field instanceof Record) {
                requireBounds(field, new At(path, bound.name(), -1));
            }
        }
    }

    private static void requireWithin(int n, int min, int max, At path, String name, String part) {
        if (n < min || n > max) {
            throw Problem.malformed("'" + new At(path, name, -1) + (part == null ? "" : part) + "' must be "
                    + (max == Integer.MAX_VALUE ? "at least " + min : "from " + min + " to " + max) + "; got " + n + ".");
        }
    }

    /** A place in a request body, written as the refusals name it ({@code move.tiles[1].at}) only when one does. */
    private record At(At parent, String name, int index) {
        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            write(sb);
            return sb.toString();
        }

        private void write(StringBuilder sb) {
            if (parent != null) {
                parent.write(sb);
                if (name != null) {
                    sb.append('.');
                }
            }
            if (name != null) {
                sb.append(name);
            } else {
                sb.append('[').append(index).append(']');
            }
        }
    }
}
