package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import ziggurat.engine.Count;
import ziggurat.engine.Nullable;
import ziggurat.engine.OnBoard;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Range;
import ziggurat.engine.kit.Square;

/**
 * The checks GameJson made of a record read from a request before {@link RecordChecks}, by reflection on every
 * call: the words {@code RecordChecksTest} holds the new checks to, and the cost {@code MoveJsonBenchmark} compares.
 */
final class ReflectiveChecks {

    private ReflectiveChecks() {
    }


    static void requireBounds(Object value, String path) {
        if (value == null || !value.getClass().isRecord()) {
            return;
        }
        for (RecordComponent rc : value.getClass().getRecordComponents()) {
            Object field;
            try {
                field = rc.getAccessor().invoke(value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            String where = path + "." + rc.getName();
            Range range = rc.getAnnotation(Range.class);
            if (range != null && field instanceof Integer n) {
                requireWithin(n, range.min(), range.max(), where);
            }
            OnBoard board = rc.getAnnotation(OnBoard.class);
            if (board != null && field instanceof Square sq) {
                requireWithin(sq.row(), 0, board.rows() - 1, where + ".row");
                requireWithin(sq.col(), 0, board.cols() - 1, where + ".col");
            }
            Count count = rc.getAnnotation(Count.class);
            if (count != null && field instanceof Collection<?> list
                    && (list.size() < count.min() || list.size() > count.max())) {
                throw Problem.malformed("'" + where + "' lists " + (count.min() == count.max()
                        ? "exactly " + count.min() : count.max() == Integer.MAX_VALUE ? "at least " + count.min()
                        : "from " + count.min() + " to " + count.max()) + " entries; got " + list.size() + ".");
            }
            if (field != null && field.getClass().isRecord()) {
                requireBounds(field, where);
            }
        }
    }

    static void requireWithin(int n, int min, int max, String where) {
        if (n < min || n > max) {
            throw Problem.malformed("'" + where + "' must be " + (max == Integer.MAX_VALUE
                    ? "at least " + min : "from " + min + " to " + max) + "; got " + n + ".");
        }
    }
    static void requireNoNulls(Class<?> type, JsonNode fields, String path) {
        if (!type.isRecord() || !fields.isObject()) {
            return;
        }
        boolean shapes = type.isAnnotationPresent(OneShapeOf.class);
        for (RecordComponent rc : type.getRecordComponents()) {
            JsonNode value = fields.get(rc.getName());
            if (value != null) {
                requireNoNulls(rc.getAnnotatedType(), shapes, value, path + "." + rc.getName());
            }
        }
    }

    static void requireNoNulls(java.lang.reflect.AnnotatedType annotated, boolean mayBeNull, JsonNode value,
                                       String path) {
        if (value.isNull()) {
            if (!mayBeNull && !annotated.isAnnotationPresent(Nullable.class)) {
                throw Problem.malformed("'" + path + "' must not be null; leave it out where it is optional.");
            }
            return;
        }
        if (annotated instanceof java.lang.reflect.AnnotatedParameterizedType p
                && p.getType() instanceof java.lang.reflect.ParameterizedType pt
                && pt.getRawType() instanceof Class<?> raw && java.util.Collection.class.isAssignableFrom(raw)
                && value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                requireNoNulls(p.getAnnotatedActualTypeArguments()[0], false, value.get(i), path + "[" + i + "]");
            }
        } else if (annotated.getType() instanceof Class<?> c) {
            requireNoNulls(c, value, path);
        }
    }

    /** A record's primitive components are required: JSON that omits one must not become a silent zero. */
    static void requirePrimitives(Class<?> type, JsonNode fields, String path) {
        if (!type.isRecord()) {
            return;
        }
        for (RecordComponent rc : type.getRecordComponents()) {
            if (rc.getType().isPrimitive() && !fields.has(rc.getName())) {
                throw Problem.malformed("'" + path + "." + rc.getName() + "' is required.");
            }
        }
    }
}
