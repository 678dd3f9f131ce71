package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import ziggurat.engine.CanonicalJson;

/**
 * The canonical JSON of an event's envelope, which its chain hash covers ({@link Ledger#envelope}), written by hand:
 * the bytes {@link GameJson#canonical} writes for it, without a generator, a serializer provider and a
 * {@code String} per event. The envelope's own fields are written here; its {@code data} (an event record as a move
 * seals it, or the stored JSON as a tree when a log is checked) is walked generically: a record by the properties
 * the canonical mapper itself lists for its class, in its order ({@link GameJson#canonicalProperties}); strings,
 * whole numbers, booleans, enums (by {@code toString()}), lists and maps (keys by their text, sorted), as the mapper
 * writes them. Anything else, or anything the writer refuses (a key out of order, half of a surrogate pair), is
 * written by the mapper instead, whole envelope and all: the bytes are the mapper's either way.
 */
final class CanonicalEnvelope {

    /** A value this writer has no canonical form for: the mapper writes the envelope instead. */
    private static final class Unwritable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unwritable() {
            super(null, null, false, false);
        }
    }

    private static final Unwritable UNWRITABLE = new Unwritable();

    /** Every accessor as {@code Object -> Object}, so that one exact call serves every record. */
    private static final MethodType AS_OBJECT = MethodType.methodType(Object.class, Object.class);

    /** A record's properties as the canonical mapper writes them, or null when this writer leaves it to the mapper. */
    private record Shape(String[] names, MethodHandle[] accessors) {
    }

    private static final ClassValue<Shape> SHAPES = new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
            return shapeOf(type);
        }
    };

    /** One writer per thread, reused: an envelope is written start to end on one thread. */
    private static final ThreadLocal<CanonicalJson> WRITER = ThreadLocal.withInitial(CanonicalJson::new);

    private CanonicalEnvelope() {
    }

    /** The envelope's canonical JSON as UTF-8: the bytes of {@code GameJson.canonical(envelope)}. */
    static byte[] bytes(long seq, String type, int schemaVersion, Integer actingSeat, String time, Object data) {
        CanonicalJson out = WRITER.get();
        try {
            out.reset();
            out.beginObject()
                    .field("actingSeat", actingSeat)
                    .name("data");
            value(out, data);
            out.field("schemaVersion", schemaVersion)
                    .field("seq", seq)
                    .field("time", time)
                    .field("type", type)
                    .endObject();
            return out.toByteArray();
        } catch (Unwritable | IllegalArgumentException | IllegalStateException e) {
            return GameJson.canonical(new Ledger.Envelope(actingSeat, data, schemaVersion, seq, time, type))
                    .getBytes(StandardCharsets.UTF_8);
        } finally {
            if (out.capacity() > 64 * 1024) {
                // one huge event grew it: the thread keeps an ordinary one
                WRITER.remove();
            }
        }
    }

    /** Whether {@code data} is written here rather than by the mapper: for the tests that the fast path is taken. */
    static boolean writtenByHand(Object data) {
        try {
            value(new CanonicalJson(), data);
            return true;
        } catch (Unwritable | IllegalArgumentException | IllegalStateException e) {
            return false;
        }
    }

    private static void value(CanonicalJson out, Object value) {
        if (value == null) {
            out.nullValue();
        } else if (value instanceof String s) {
            out.value(s);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte) {
            out.value(((Number) value).longValue());
        } else if (value instanceof Boolean b) {
            out.value(b.booleanValue());
        } else if (value instanceof Enum<?> e) {
            out.value(e);
        } else if (value instanceof Record r) {
            record(out, r);
        } else if (value instanceof Collection<?> c) {
            out.beginArray();
            for (Object v : c) {
                value(out, v);
            }
            out.endArray();
        } else if (value instanceof Map<?, ?> m) {
            out.map(m, CanonicalEnvelope::value);
        } else if (value instanceof JsonNode node) {
            tree(out, node);
        } else {
            throw UNWRITABLE;
        }
    }

    private static void record(CanonicalJson out, Record r) {
        Shape shape = SHAPES.get(r.getClass());
        if (shape == null) {
            throw UNWRITABLE;
        }
        out.beginObject();
        String[] names = shape.names();
        MethodHandle[] accessors = shape.accessors();
        for (int i = 0; i < names.length; i++) {
            out.name(names[i]);
            Object v;
            try {
                v = (Object) accessors[i].invokeExact((Object) r);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Throwable e) {
                throw new IllegalStateException(e);
            }
            value(out, v);
        }
        out.endObject();
    }

    /** Stored JSON as read back: its objects' keys sorted, as the mapper writes a tree. */
    private static void tree(CanonicalJson out, JsonNode node) {
        switch (node.getNodeType()) {
            case NULL -> out.nullValue();
            case STRING -> out.value(node.textValue());
            case BOOLEAN -> out.value(node.booleanValue());
            case NUMBER -> {
                if (!node.isInt() && !node.isLong()) {
                    throw UNWRITABLE;
                }
                out.value(node.longValue());
            }
            case ARRAY -> {
                out.beginArray();
                for (JsonNode v : node) {
                    tree(out, v);
                }
                out.endArray();
            }
            case OBJECT -> {
                List<String> keys = new ArrayList<>(node.size());
                for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
                    keys.add(names.next());
                }
                keys.sort(null);
                out.beginObject();
                for (String k : keys) {
                    out.name(k);
                    tree(out, node.get(k));
                }
                out.endObject();
            }
            default -> throw UNWRITABLE;
        }
    }

    /**
     * The properties of a record as the canonical mapper writes it, each read through the record's accessor of that
     * name; null (the mapper writes it) for anything that is not a record whose properties are exactly its components.
     */
    private static Shape shapeOf(Class<?> type) {
        if (!type.isRecord()) {
            return null;
        }
        List<String> names = GameJson.canonicalProperties(type);
        RecordComponent[] components = type.getRecordComponents();
        if (names == null || names.size() != components.length) {
            return null;
        }
        MethodHandle[] accessors = new MethodHandle[names.size()];
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        for (int i = 0; i < accessors.length; i++) {
            for (RecordComponent c : components) {
                if (c.getName().equals(names.get(i))) {
                    try {
                        c.getAccessor().setAccessible(true);
                        accessors[i] = lookup.unreflect(c.getAccessor()).asType(AS_OBJECT);
                    } catch (IllegalAccessException | RuntimeException e) {
                        return null;
                    }
                }
            }
            if (accessors[i] == null) {
                return null;
            }
        }
        return new Shape(names.toArray(String[]::new), accessors);
    }
}
