package ziggurat.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The canonical JSON a state hash is taken over, written by hand: keys in the order of their text, no white space,
 * enums by their {@code toString()}, nulls written as {@code null}, strings escaped as the service's JSON library
 * escapes them. Every stored game's state hashes were taken over exactly these bytes, written by reflection; a view
 * that is {@link Writable} writes them itself, field by field, at a fraction of the cost (the state hash is taken
 * after every event of every move).
 *
 * <p>A writer lists its fields in sorted order; the writer refuses a key that does not sort after the one before it,
 * so a field written out of order fails loudly rather than changing a hash.
 */
public final class CanonicalJson {

    /** A value that writes its own canonical JSON: the complete views of the rulesets. */
    public interface Writable {
        void writeCanonical(CanonicalJson out);
    }

    /** How one (non-null) value of a type is written. */
    @FunctionalInterface
    public interface ValueWriter<T> {
        void write(CanonicalJson out, T value);
    }

    /**
     * A part of a view that is often equal from one event to the next (a column of the display, a seat, the deck):
     * the bytes written for it are kept, per thread and per position, with the value they were written for, and
     * written again when a later value {@code equals} it. Views are built afresh for every event, so the parts are
     * equal rather than the same objects; equal values of a view's records, lists and maps have the same canonical
     * JSON (maps are written sorted, whatever their order), so the bytes are those a fresh write gives. Each position
     * keeps the last few values by their hash code, so that a thread sealing the events of several games in turn
     * still finds each game's unchanged parts; nothing is shared between threads.
     */
    public static final class Reusable<T> {
        /** Values kept per position and thread, a power of two: a few dozen games sealed on one thread in turn. */
        private static final int KEPT = 32;

        private final ValueWriter<? super T> writer;
        private final ThreadLocal<Kept[][]> kept;

        /** {@code positions} parts of this kind in a view (the seats, say), each kept apart. */
        public Reusable(int positions, ValueWriter<? super T> writer) {
            this.writer = writer;
            this.kept = ThreadLocal.withInitial(() -> new Kept[positions][KEPT]);
        }
    }

    /** A value and the canonical JSON written for it. */
    private record Kept(int hash, Object value, byte[] bytes) {
    }

    private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};
    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};

    private byte[] buf;
    private int size;
    /** Whether {@link Reusable} parts write their kept bytes again (always, but for the tests comparing both). */
    private final boolean reuse;
    /** Whether the next value or key needs a comma before it. */
    private boolean comma;
    /** Per open object or array, the last key written in it (null before the first). */
    private String[] lastKey = new String[16];
    private int depth;

    /** A writer whose buffer holds a complete view without growing (Tigris's is about 11 kB). */
    public CanonicalJson() {
        this(16 * 1024);
    }

    private CanonicalJson(int capacity) {
        this(capacity, true);
    }

    private CanonicalJson(int capacity, boolean reuse) {
        buf = new byte[capacity];
        this.reuse = reuse;
    }

    /** A writer that writes every {@link Reusable} part afresh: what the kept bytes must equal. */
    public static CanonicalJson writingEverything() {
        return new CanonicalJson(16 * 1024, false);
    }

    /** The canonical JSON of {@code value}, as UTF-8. */
    public static byte[] bytes(Writable value) {
        CanonicalJson out = new CanonicalJson();
        value.writeCanonical(out);
        return out.toByteArray();
    }

    /** Empties the writer for a new value, keeping its buffer: a writer kept per thread writes without allocating. */
    public CanonicalJson reset() {
        size = 0;
        depth = 0;
        comma = false;
        lastKey[0] = null;
        return this;
    }

    /** The capacity of the buffer: a writer kept for reuse is dropped once one huge value has grown it. */
    public int capacity() {
        return buf.length;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }

    /** The bytes written so far into a digest, without a copy. */
    public void writeTo(MessageDigest digest) {
        digest.update(buf, 0, size);
    }

    public int size() {
        return size;
    }

    // ---- structure

    public CanonicalJson beginObject() {
        separate();
        put('{');
        open();
        return this;
    }

    public CanonicalJson endObject() {
        put('}');
        depth--;
        comma = true;
        return this;
    }

    public CanonicalJson beginArray() {
        separate();
        put('[');
        open();
        return this;
    }

    public CanonicalJson endArray() {
        put(']');
        depth--;
        comma = true;
        return this;
    }

    /** The key of the next value; keys of one object must come in the order of their text. */
    public CanonicalJson name(String key) {
        String last = lastKey[depth];
        if (last != null && last.compareTo(key) >= 0) {
            throw new IllegalStateException("canonical JSON keys out of order: \"" + key + "\" after \"" + last + "\"");
        }
        lastKey[depth] = key;
        if (comma) {
            put(',');
        }
        quoted(key);
        put(':');
        comma = false;
        return this;
    }

    // ---- values

    public CanonicalJson nullValue() {
        separate();
        put(NULL);
        return this;
    }

    public CanonicalJson value(int n) {
        separate();
        if (n >= 0 && n < 1000) {
            // the small counts a view is made of, without a String for each
            ensure(3);
            if (n >= 100) {
                buf[size++] = (byte) ('0' + n / 100);
            }
            if (n >= 10) {
                buf[size++] = (byte) ('0' + n / 10 % 10);
            }
            buf[size++] = (byte) ('0' + n % 10);
        } else {
            ascii(Integer.toString(n));
        }
        return this;
    }

    public CanonicalJson value(long n) {
        separate();
        ascii(Long.toString(n));
        return this;
    }

    public CanonicalJson value(boolean b) {
        separate();
        put(b ? TRUE : FALSE);
        return this;
    }

    public CanonicalJson value(Integer n) {
        return n == null ? nullValue() : value(n.intValue());
    }

    public CanonicalJson value(String s) {
        if (s == null) {
            return nullValue();
        }
        separate();
        quoted(s);
        return this;
    }

    /** An enum travels by its {@code toString()}, as every enum of the API does. */
    public CanonicalJson value(Enum<?> e) {
        if (e == null) {
            return nullValue();
        }
        separate();
        put(ENUM_TEXT.get(e.getDeclaringClass())[e.ordinal()]);
        return this;
    }

    /** Each enum constant's {@code toString()}, quoted and encoded once: a view names a few dozen of them. */
    private static final ClassValue<byte[][]> ENUM_TEXT = new ClassValue<>() {
        @Override
        protected byte[][] computeValue(Class<?> type) {
            Object[] constants = type.getEnumConstants();
            byte[][] text = new byte[constants.length][];
            for (int i = 0; i < constants.length; i++) {
                CanonicalJson out = new CanonicalJson(64);
                out.quoted(constants[i].toString());
                text[i] = out.toByteArray();
            }
            return text;
        }
    };

    public CanonicalJson value(Writable w) {
        if (w == null) {
            return nullValue();
        }
        w.writeCanonical(this);
        return this;
    }

    public <T> CanonicalJson value(T value, ValueWriter<? super T> writer) {
        if (value == null) {
            return nullValue();
        }
        writer.write(this, value);
        return this;
    }

    /**
     * {@code value} written by {@code part}'s writer, or the bytes written last on this thread at {@code position}
     * when {@code value} equals the value they were written for (see {@link Reusable}).
     */
    public <T> CanonicalJson reused(T value, Reusable<T> part, int position) {
        if (value == null) {
            return nullValue();
        }
        Kept[][] kept = reuse ? part.kept.get() : null;
        if (kept == null || position >= kept.length) {
            part.writer.write(this, value);
            return this;
        }
        separate();
        int hash = value.hashCode();
        Kept[] slots = kept[position];
        int slot = (hash ^ (hash >>> 16)) & (slots.length - 1);
        Kept k = slots[slot];
        if (k != null && k.hash() == hash && (k.value() == value || k.value().equals(value))) {
            put(k.bytes());
            return this;
        }
        // the part writes its own first value: no comma before it, as after a key
        comma = false;
        int start = size;
        part.writer.write(this, value);
        slots[slot] = new Kept(hash, value, Arrays.copyOfRange(buf, start, size));
        return this;
    }

    /** A key and {@link #reused(Object, Reusable, int)} at the part's first position. */
    public <T> CanonicalJson reused(String key, T value, Reusable<T> part) {
        return name(key).reused(value, part, 0);
    }

    /** A list whose elements are kept by position as {@link #reused(Object, Reusable, int)} keeps them. */
    public <T> CanonicalJson reusedList(String key, List<? extends T> values, Reusable<T> part) {
        name(key);
        if (values == null) {
            return nullValue();
        }
        beginArray();
        for (int i = 0; i < values.size(); i++) {
            reused(values.get(i), part, i);
        }
        return endArray();
    }

    public <T> CanonicalJson array(Collection<? extends T> values, ValueWriter<? super T> writer) {
        if (values == null) {
            return nullValue();
        }
        beginArray();
        for (T v : values) {
            value(v, writer);
        }
        return endArray();
    }

    /** A map as an object, its entries in the order of their keys' text ({@code String.valueOf}, enums included). */
    public <V> CanonicalJson map(Map<?, ? extends V> map, ValueWriter<? super V> writer) {
        if (map == null) {
            return nullValue();
        }
        int n = map.size();
        String[] keys = new String[n];
        Object[] values = new Object[n];
        int i = 0;
        for (Map.Entry<?, ? extends V> e : map.entrySet()) {
            keys[i] = String.valueOf(e.getKey());
            values[i++] = e.getValue();
        }
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (a, b) -> keys[a].compareTo(keys[b]));
        beginObject();
        for (int k = 0; k < n; k++) {
            @SuppressWarnings("unchecked")
            V v = (V) values[order[k]];
            name(keys[order[k]]);
            value(v, writer);
        }
        return endObject();
    }

    /**
     * A plain value whose type the record does not say ({@code Object}): null, a string, a whole number, a boolean,
     * an enum, a {@link Writable}, a list or a map of such values. Anything else has no canonical form here.
     */
    public CanonicalJson any(Object value) {
        if (value == null) {
            return nullValue();
        } else if (value instanceof String s) {
            return value(s);
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte) {
            return value(((Number) value).longValue());
        } else if (value instanceof Boolean b) {
            return value(b.booleanValue());
        } else if (value instanceof Enum<?> e) {
            return value(e);
        } else if (value instanceof Writable w) {
            return value(w);
        } else if (value instanceof Collection<?> c) {
            return array(c, CanonicalJson::any);
        } else if (value instanceof Map<?, ?> m) {
            return map(m, CanonicalJson::any);
        }
        throw new IllegalArgumentException("no canonical JSON for a " + value.getClass().getName());
    }

    // ---- fields: a key and its value

    public CanonicalJson field(String key, int n) {
        return name(key).value(n);
    }

    public CanonicalJson field(String key, long n) {
        return name(key).value(n);
    }

    public CanonicalJson field(String key, boolean b) {
        return name(key).value(b);
    }

    public CanonicalJson field(String key, Integer n) {
        return name(key).value(n);
    }

    public CanonicalJson field(String key, String s) {
        return name(key).value(s);
    }

    public CanonicalJson field(String key, Enum<?> e) {
        return name(key).value(e);
    }

    public CanonicalJson field(String key, Writable w) {
        return name(key).value(w);
    }

    public <T> CanonicalJson object(String key, T value, ValueWriter<? super T> writer) {
        return name(key).value(value, writer);
    }

    public <T> CanonicalJson list(String key, Collection<? extends T> values, ValueWriter<? super T> writer) {
        return name(key).array(values, writer);
    }

    public CanonicalJson strings(String key, List<String> values) {
        return name(key).array(values, CanonicalJson::string);
    }

    public CanonicalJson ints(String key, List<Integer> values) {
        return name(key).array(values, CanonicalJson::integer);
    }

    public CanonicalJson enums(String key, List<? extends Enum<?>> values) {
        return name(key).array(values, CanonicalJson::enumValue);
    }

    public <V> CanonicalJson map(String key, Map<?, ? extends V> map, ValueWriter<? super V> writer) {
        return name(key).map(map, writer);
    }

    public CanonicalJson any(String key, Object value) {
        return name(key).any(value);
    }

    /** Value writers for lists and maps of plain values. */
    public static void string(CanonicalJson out, String s) {
        out.value(s);
    }

    public static void integer(CanonicalJson out, Integer n) {
        out.value(n);
    }

    public static void enumValue(CanonicalJson out, Enum<?> e) {
        out.value(e);
    }

    // ---- bytes

    private void open() {
        depth++;
        if (depth == lastKey.length) {
            lastKey = Arrays.copyOf(lastKey, depth * 2);
        }
        lastKey[depth] = null;
        comma = false;
    }

    private void separate() {
        if (comma) {
            put(',');
        }
        comma = true;
    }

    private void ensure(int more) {
        if (size + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }

    private void put(char c) {
        ensure(1);
        buf[size++] = (byte) c;
    }

    private void put(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buf, size, bytes.length);
        size += bytes.length;
    }

    private void ascii(String s) {
        int n = s.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            buf[size++] = (byte) s.charAt(i);
        }
    }

    /**
     * A string in quotes, as UTF-8: {@code "} and {@code \} escaped with a backslash, the control characters as
     * {@code \b \t \n \f \r} or {@code \}{@code u00XX} (upper-case hex), everything else as it is, {@code /} and
     * DEL included; half of a surrogate pair has no UTF-8 and is refused.
     */
    private void quoted(String s) {
        int n = s.length();
        // at most six bytes a character (an escape), and the quotes
        ensure(6 * n + 2);
        buf[size++] = '"';
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
                buf[size++] = (byte) c;
            } else if (c < 0x80) {
                escape(c);
            } else if (c < 0x800) {
                buf[size++] = (byte) (0xC0 | (c >> 6));
                buf[size++] = (byte) (0x80 | (c & 0x3F));
            } else if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 >= n || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    throw new IllegalArgumentException("half of a surrogate pair has no canonical JSON");
                }
                int cp = Character.toCodePoint(c, s.charAt(++i));
                buf[size++] = (byte) (0xF0 | (cp >> 18));
                buf[size++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                buf[size++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                buf[size++] = (byte) (0x80 | (cp & 0x3F));
            } else {
                buf[size++] = (byte) (0xE0 | (c >> 12));
                buf[size++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                buf[size++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        buf[size++] = '"';
    }

    private void escape(char c) {
        buf[size++] = '\\';
        switch (c) {
            case '"' -> buf[size++] = '"';
            case '\\' -> buf[size++] = '\\';
            case '\b' -> buf[size++] = 'b';
            case '\t' -> buf[size++] = 't';
            case '\n' -> buf[size++] = 'n';
            case '\f' -> buf[size++] = 'f';
            case '\r' -> buf[size++] = 'r';
            default -> {
                buf[size++] = 'u';
                buf[size++] = '0';
                buf[size++] = '0';
                buf[size++] = HEX[c >> 4];
                buf[size++] = HEX[c & 0xF];
            }
        }
    }
}
