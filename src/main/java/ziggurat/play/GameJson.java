package ziggurat.play;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.BeanSerializer;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.databind.type.MapType;
import com.fasterxml.jackson.databind.util.RawValue;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Nullable;
import ziggurat.engine.OnBoard;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Range;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.play.Answers.TypedMove;

/**
 * JSON for everything a game is made of: moves in, events to and from the store, views out.
 *
 * <p>Strict on the way in (unknown fields, wrong types, fractions for integers and numbers too large are
 * all refused with a sentence saying which field), and canonical where a hash is taken: keys sorted, no
 * white space, so any auditor can recompute a hash from the JSON they were shown.
 *
 * <p>Why this file is longer than 600 lines: one mapper and its settings serve moves, events (with their upcasters)
 * and views of every ruleset, and the strictness of each direction is read best beside the others; the
 * hand-written state-hash writers live with their views ({@code games/<game>/...ViewJson}).
 */
public final class GameJson {

    /** The one mapper for engine types; enums travel by their {@code toString()}, as the engine contract says. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            // a number or a boolean where a string is expected is the wrong type, as it is for every other type
            .withCoercionConfig(LogicalType.Textual, text -> text
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .build();

    /**
     * The same, but writing object keys in sorted order: the form every hash is taken over. Record
     * properties and tree fields sort themselves; maps are written through {@link TextSortedMap}, because
     * Jackson's own map ordering sorts enum keys by declaration, not by the text the JSON shows.
     */
    // configure() on a copy is deprecated for rebuilding through a builder; a copy is kept because it is MAPPER in
    // every setting but the order of keys by construction, and every hash of every stored game is taken with it
    @SuppressWarnings("deprecation")
    private static final ObjectMapper CANONICAL = MAPPER.copy()
            .configure(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true)
            .configure(JsonNodeFeature.WRITE_PROPERTIES_SORTED, true)
            .registerModule(new SimpleModule("canonical-maps").setSerializerModifier(new BeanSerializerModifier() {
                @Override
                public JsonSerializer<?> modifyMapSerializer(SerializationConfig config, MapType type,
                                                             BeanDescription description, JsonSerializer<?> standard) {
                    return new TextSortedMap();
                }
            }));

    static {
        // A request body is small; deep nesting or enormous numbers are an attack, not a move.
        StreamReadConstraints constraints = StreamReadConstraints.builder()
                .maxNestingDepth(64).maxNumberLength(40).maxStringLength(1 << 20).build();
        MAPPER.getFactory().setStreamReadConstraints(constraints);
        CANONICAL.getFactory().setStreamReadConstraints(constraints);
    }

    private static final Map<Object, Map<Class<?>, String>> TYPE_NAMES = new ConcurrentHashMap<>();
    /**
     * Moves are records, equal when their fields are; each game has a few thousand distinct ones at most. A plain
     * map, emptied when it outgrows its bound, rather than a cache with eviction: it is read once per listed move,
     * and Caffeine hands the draining of its read buffers to the common pool, waking a thread for less work than
     * the hand-off; writing each move afresh instead costs tens of times a lookup (MoveJsonBenchmark).
     */
    private static final Map<Move, RawValue> TYPED_MOVES = new ConcurrentHashMap<>();
    private static final int TYPED_MOVES_BOUND = 50_000;
    /** Replay reads every event of a game: one reader per event type, looked up once. */
    private static final Map<Class<?>, ObjectReader> EVENT_READERS = new ConcurrentHashMap<>();
    private static final Map<Class<?>, ObjectReader> STORED_READERS = new ConcurrentHashMap<>();

    private GameJson() {
    }

    /**
     * Parses a request body; a body that is not one JSON object is malformed, and so is one that is not UTF-8
     * (RFC 8259 §8.1): Jackson would guess UTF-16 or UTF-32 from the first bytes, and a body must not mean
     * different text to different readers.
     */
    public static JsonNode parse(byte[] body) {
        String text;
        try {
            text = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
                    .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
                    .decode(java.nio.ByteBuffer.wrap(body)).toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw Problem.malformed("The request body is not UTF-8 text; JSON is sent as UTF-8 (RFC 8259 §8.1).");
        }
        try {
            JsonNode node = EXACT.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw Problem.malformed("The request body is empty; a JSON object is expected.");
            }
            requireStorableText(node, "");
            return wholeNumbers(node);
        } catch (JsonProcessingException e) {
            throw Problem.malformed("The request body is not valid JSON: " + e.getOriginalMessage());
        }
    }

    /** Request bodies are read with their numbers exact, so a whole number is told from one a hair away. */
    private static final ObjectReader EXACT = MAPPER.reader().with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    /**
     * A number with a fraction or an exponent whose value is whole ({@code 2.0}, {@code 2E0}) is that integer, as
     * JSON Schema reads {@code integer} and so as the published schemas accept it: it becomes the integer node
     * {@code 2}, so it reads, stores and hashes as {@code 2} would. Any other fraction stays a double, which an
     * integer field refuses (400); a whole value beyond a long stays one too, and is refused as too large.
     */
    private static JsonNode wholeNumbers(JsonNode node) {
        if (node.isBigDecimal()) {
            java.math.BigDecimal value = node.decimalValue();
            boolean inRange = value.compareTo(LONG_MIN) >= 0 && value.compareTo(LONG_MAX) <= 0;
            if (inRange && (value.signum() == 0 || value.stripTrailingZeros().scale() <= 0)) {
                long whole = value.longValueExact();
                return whole == (int) whole ? com.fasterxml.jackson.databind.node.IntNode.valueOf((int) whole)
                        : com.fasterxml.jackson.databind.node.LongNode.valueOf(whole);
            }
            return com.fasterxml.jackson.databind.node.DoubleNode.valueOf(value.doubleValue());
        }
        if (node.isObject()) {
            ObjectNode object = (ObjectNode) node;
            List<String> names = new java.util.ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                object.set(name, wholeNumbers(object.get(name)));
            }
        } else if (node.isArray()) {
            com.fasterxml.jackson.databind.node.ArrayNode array = (com.fasterxml.jackson.databind.node.ArrayNode) node;
            for (int i = 0; i < array.size(); i++) {
                array.set(i, wholeNumbers(array.get(i)));
            }
        }
        return node;
    }

    private static final java.math.BigDecimal LONG_MIN = java.math.BigDecimal.valueOf(Long.MIN_VALUE);
    private static final java.math.BigDecimal LONG_MAX = java.math.BigDecimal.valueOf(Long.MAX_VALUE);

    /**
     * Every string and key of a request ends up in PostgreSQL (names, seeds, stacks, options, event payloads),
     * which cannot store U+0000 and stores no half of a surrogate pair: such text is malformed input, refused
     * here before it can reach the store (where it would fail as a 5xx) or a hash (where it would not survive
     * the round trip).
     */
    private static void requireStorableText(JsonNode node, String path) {
        if (node.isTextual()) {
            requireStorable(node.textValue(), path.isEmpty() ? "a string" : "'" + path + "'");
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                String at = path.isEmpty() ? e.getKey() : path + "." + e.getKey();
                requireStorable(e.getKey(), "a field name");
                requireStorableText(e.getValue(), at);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                requireStorableText(node.get(i), path + "[" + i + "]");
            }
        }
    }

    private static void requireStorable(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = c == 0;
            if (Character.isHighSurrogate(c)) {
                bad = i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
                i++;
            } else if (Character.isLowSurrogate(c)) {
                bad = true;
            }
            if (bad) {
                throw Problem.malformed("The request body is not valid text: " + what
                        + " holds U+0000 or half of a surrogate pair.");
            }
        }
    }

    /** The move {@code node} describes, in the ruleset's own types. */
    public static Move readMove(Ruleset<?, ?, ?> ruleset, JsonNode node) {
        if (node == null || !node.isObject()) {
            throw Problem.malformed("'move' must be a JSON object with a 'type'.");
        }
        JsonNode type = node.get("type");
        if (type == null || !type.isTextual()) {
            throw Problem.malformed("'move.type' is required and must be a string; one of "
                    + ruleset.moveTypes().keySet() + ".");
        }
        Class<? extends Move> moveClass = ruleset.moveTypes().get(type.asText());
        if (moveClass == null) {
            throw Problem.malformed("Unknown move type '" + type.asText() + "' for " + ruleset.info().id()
                    + "; expected one of " + ruleset.moveTypes().keySet() + ".");
        }
        ObjectNode fields = ((ObjectNode) node).deepCopy();
        fields.remove("type");
        requirePrimitives(moveClass, fields, "move");
        requireNoNulls(moveClass, fields, "move");
        Move move = read(fields, moveClass, "move");
        requireBounds(move, "move");
        return move;
    }

    /**
     * The bounds a move's record declares ({@link Range}, {@link OnBoard}), as its published schema states them:
     * a value outside is a malformed move naming the field, never a rule violation.
     */
    private static void requireBounds(Object value, String path) {
        RecordChecks.requireBounds(value, path);
    }

    /** The one problem code for options that are not the ruleset's, whatever the ruleset. */
    public static final String INVALID_OPTIONS = "INVALID_OPTIONS";

    /**
     * The creator's {@code options} read into the ruleset's options record, as strictly as a move: every field
     * must be one of the record's (unknown field: 400 naming it and the known ones) and of its type (400 naming
     * the field, {@code options.dynasties[1]}); each field given replaces the default, and a field left out keeps
     * it. A null value is refused rather than read as "the default", so that {@code null} never means two things.
     * Every refusal carries the code {@value #INVALID_OPTIONS}.
     */
    public static Record readOptions(Ruleset<?, ?, ?> ruleset, JsonNode given) {
        Record defaults = ruleset.defaultOptions();
        Class<? extends Record> type = defaults.getClass();
        ObjectNode merged = MAPPER.valueToTree(defaults);
        if (given != null && !given.isNull()) {
            if (!given.isObject()) {
                throw Problem.malformed("'options' must be a JSON object.").with("code", INVALID_OPTIONS);
            }
            for (Map.Entry<String, JsonNode> option : given.properties()) {
                if (option.getKey().equals(CLOCK)) {
                    continue; // the platform's, read by readClock
                }
                if (!merged.has(option.getKey())) {
                    throw Problem.malformed("Unknown option '" + option.getKey() + "' for " + ruleset.info().id()
                            + (merged.isEmpty() ? "; it takes no options." : "; known options: " + String.join(", ",
                            (Iterable<String>) merged::fieldNames) + ".")).with("code", INVALID_OPTIONS);
                }
                if (option.getValue().isNull()) {
                    throw Problem.malformed("'options." + option.getKey() + "' must not be null; leave it out for"
                            + " its default.").with("code", INVALID_OPTIONS);
                }
                merged.set(option.getKey(), option.getValue());
            }
        }
        try {
            return read(merged, type, "options");
        } catch (Problem p) {
            throw p.with("code", INVALID_OPTIONS);
        }
    }

    /** The option every ruleset has: the seats' clocks (see {@link Clocks}). */
    public static final String CLOCK = "clock";

    /**
     * The clock the creator's {@code options.clock} sets, read as strictly as any option (code
     * {@value #INVALID_OPTIONS}); empty for a game without clocks.
     */
    public static Optional<Clocks.Setting> readClock(JsonNode options) {
        if (options == null || !options.isObject() || !options.has(CLOCK)) {
            return Optional.empty();
        }
        JsonNode clock = options.get(CLOCK);
        if (!clock.isObject()) {
            throw Problem.malformed("'options.clock' must be an object such as {\"initialSeconds\": 600,"
                    + " \"incrementSeconds\": 5}; leave it out for a game without clocks.").with("code", INVALID_OPTIONS);
        }
        try {
            requirePrimitives(Clocks.Setting.class, clock, "options.clock");
            Clocks.Setting setting = read(clock, Clocks.Setting.class, "options.clock");
            requireBounds(setting, "options.clock");
            return Optional.of(setting);
        } catch (Problem p) {
            throw p.with("code", INVALID_OPTIONS);
        }
    }

    /**
     * An event read back from the store without its game: as {@link #readEvent(Ruleset, String, int, String,
     * ziggurat.engine.Upcasters.Creation)}, for data that needs nothing of the game's creation to read today.
     */
    public static Event readEvent(Ruleset<?, ?, ?> ruleset, String type, int schemaVersion, String payloadJson) {
        return readEvent(ruleset, type, schemaVersion, payloadJson, null);
    }

    /** What the upcasters of a stored game's events may need of its creation: its row records it. */
    public static ziggurat.engine.Upcasters.Creation creation(ziggurat.store.StoredGame meta) {
        return new ziggurat.engine.Upcasters.Creation(meta.creatorSeeded());
    }

    /**
     * An event of the game created as {@code creation} read back from the store. Data stored at an older schema
     * version of its type goes through the ruleset's {@link ziggurat.engine.Upcasters} first, so a log written by
     * any earlier release reads as today's records; a field an older shape lacked that the game's creation records
     * (whether the creator chose the seed) is taken from it.
     */
    @SuppressWarnings("unchecked")
    public static Event readEvent(Ruleset<?, ?, ?> ruleset, String type, int schemaVersion, String payloadJson,
                                  ziggurat.engine.Upcasters.Creation creation) {
        Class<? extends Event> eventClass = ruleset.eventTypes().get(type);
        if (eventClass == null) {
            throw new IllegalStateException("the log holds an event type " + type + " that "
                    + ruleset.info().id() + " does not know");
        }
        try {
            ObjectReader reader = EVENT_READERS.computeIfAbsent(eventClass, MAPPER::readerFor);
            if (ruleset.upcasters().isCurrent(type, schemaVersion)) {
                return (Event) reader.readValue(payloadJson);
            }
            Map<String, Object> stored = MAPPER.readValue(payloadJson, Map.class);
            JsonNode upcast = MAPPER.valueToTree(ruleset.upcasters().upcast(type, schemaVersion, stored,
                    creation));
            return (Event) reader.readValue(upcast);
        } catch (java.io.IOException e) {
            throw new IllegalStateException("a stored " + type + " event does not read back: " + e.getMessage(), e);
        }
    }

    /**
     * A move as clients send it ({@code type} first, then its fields), ready to go into an answer as it is.
     * Written once per distinct move: a legal-move list repeats the same few hundred moves all game long, and
     * writing each afresh was most of what answering it cost.
     */
    public static RawValue typedMove(Ruleset<?, ?, ?> ruleset, Move move) {
        RawValue written = TYPED_MOVES.get(move);
        if (written == null) {
            written = new RawValue(write(new TypedMove(typeName(ruleset, move), move)));
            if (TYPED_MOVES.size() >= TYPED_MOVES_BOUND) {
                // rare (a few thousand distinct moves a game): start again rather than track which to let go
                TYPED_MOVES.clear();
            }
            TYPED_MOVES.put(move, written);
        }
        return written;
    }

    /**
     * A value the service wrote itself with {@link #write} (a snapshot), read back as strictly as a move:
     * every component must be present, no unknown field. The exception may quote the JSON, so callers must not
     * pass its message on when the value is secret.
     */
    public static <T> T readStored(String json, Class<T> type) throws JsonProcessingException {
        return STORED_READERS.computeIfAbsent(type, t -> MAPPER.readerFor(t)
                .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)).readValue(json);
    }

    /** The JSON type name of an event or move, as its ruleset registered it. */
    public static String typeName(Ruleset<?, ?, ?> ruleset, Object eventOrMove) {
        // a game at its table also names the table's events
        Object key = ruleset instanceof Table t ? List.of(Table.class, t.rules().getClass()) : ruleset.getClass();
        Map<Class<?>, String> names = TYPE_NAMES.computeIfAbsent(key, k -> {
            Map<Class<?>, String> m = new ConcurrentHashMap<>();
            ruleset.eventTypes().forEach((name, cls) -> m.put(cls, name));
            ruleset.moveTypes().forEach((name, cls) -> m.put(cls, name));
            return m;
        });
        String name = names.get(eventOrMove.getClass());
        if (name == null) {
            throw new IllegalStateException(eventOrMove.getClass() + " is not registered by " + ruleset.info().id());
        }
        return name;
    }

    public static JsonNode tree(Object value) {
        return MAPPER.valueToTree(value);
    }

    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    /** {@link #write}, as the UTF-8 bytes an answer carries. */
    public static byte[] writeBytes(Object value) {
        try {
            return MAPPER.writeValueAsBytes(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    public static JsonNode readTree(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON does not read back: " + e.getMessage(), e);
        }
    }

    /** Sorted keys, no white space: the bytes a hash is taken over. */
    public static String canonical(Object value) {
        try {
            return CANONICAL.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write canonical JSON", e);
        }
    }

    /** The UTF-8 bytes of {@link #canonical}, written straight into {@code out} (a digest, say). */
    public static void writeCanonical(Object value, OutputStream out) {
        try {
            CANONICAL.writeValue(out, value);
        } catch (IOException e) {
            throw new IllegalStateException("could not write canonical JSON", e);
        }
    }

    /**
     * The names of the properties the canonical mapper writes for a value of {@code type}, in the order it writes
     * them; null when it writes that type by anything but its plain bean serializer. The hand-written envelope
     * ({@link CanonicalEnvelope}) writes records by this list, so that it is the mapper's own.
     */
    static List<String> canonicalProperties(Class<?> type) {
        try {
            JsonSerializer<Object> serializer = CANONICAL.getSerializerProviderInstance().findValueSerializer(type);
            if (!(serializer instanceof BeanSerializer bean) || bean.usesObjectId() || bean.isUnwrappingSerializer()) {
                return null;
            }
            List<String> names = new java.util.ArrayList<>();
            bean.properties().forEachRemaining(p -> names.add(p.getName()));
            return names;
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * A map written with its entries in the order of their keys' JSON text, as a tree would sort them
     * ({@code "black" < "blue" < "green" < "red"}, whatever order the enum declares).
     */
    private static final class TextSortedMap extends StdSerializer<Map<?, ?>> {
        private static final long serialVersionUID = 1L;

        @SuppressWarnings({"unchecked", "rawtypes"})
        TextSortedMap() {
            super((Class) Map.class);
        }

        @Override
        public void serialize(Map<?, ?> map, JsonGenerator gen, SerializerProvider provider) throws IOException {
            TreeMap<String, Object> sorted = new TreeMap<>();
            // enum keys travel by toString(), like every enum in this API
            map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
            gen.writeStartObject(map);
            for (Map.Entry<String, Object> e : sorted.entrySet()) {
                gen.writeFieldName(e.getKey());
                provider.defaultSerializeValue(e.getValue(), gen);
            }
            gen.writeEndObject();
        }
    }

    /** Reads a plain value (options, stack) into Java maps and lists. */
    public static <T> T convert(JsonNode node, Class<T> type) {
        return MAPPER.convertValue(node, type);
    }

    /**
     * Null is a value only where the record says so ({@link Nullable}, or a field of another shape of a
     * {@link OneShapeOf} record): elsewhere, as in the published schema, an optional field is left out rather than
     * sent as null, and a null is malformed, so that {@code null} never means two things.
     */
    private static void requireNoNulls(Class<?> type, JsonNode fields, String path) {
        RecordChecks.requireNoNulls(type, fields, path);
    }

    /** A record's primitive components are required: JSON that omits one must not become a silent zero. */
    private static void requirePrimitives(Class<?> type, JsonNode fields, String path) {
        RecordChecks.requirePrimitives(type, fields, path);
    }

    private static <T> T read(JsonNode fields, Class<T> type, String path) {
        try {
            return MAPPER.treeToValue(fields, type);
        } catch (ValueInstantiationException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw Problem.malformed("Invalid " + path + ": " + cause.getMessage());
        } catch (UnrecognizedPropertyException e) {
            throw Problem.malformed("Unknown field '" + e.getPropertyName() + "' in " + path + "; known fields: "
                    + e.getKnownPropertyIds().stream().map(Object::toString).sorted()
                    .collect(Collectors.joining(", ")) + ".");
        } catch (InvalidFormatException e) {
            throw Problem.malformed("'" + path + pathOf(e) + "' has an invalid value " + describe(e.getValue())
                    + describeTarget(e.getTargetType()));
        } catch (MismatchedInputException e) {
            throw Problem.malformed("'" + path + pathOf(e) + "' has the wrong type" + describeTarget(e.getTargetType()));
        } catch (com.fasterxml.jackson.core.exc.InputCoercionException e) {
            String field = e.getProcessor() == null ? null : e.getProcessor().getParsingContext().getCurrentName();
            throw Problem.malformed("'" + path + (field == null ? "" : "." + field)
                    + "' is out of range; expected a whole number that fits in " + e.getTargetType().getSimpleName() + ".");
        } catch (com.fasterxml.jackson.databind.JsonMappingException e) {
            String where = fieldPath(e.getPath());
            boolean range = e.getCause() instanceof com.fasterxml.jackson.core.exc.InputCoercionException
                    || String.valueOf(e.getOriginalMessage()).contains("out of range");
            throw Problem.malformed("'" + path + where + "' " + (range
                    ? "is out of range; expected a whole number that fits."
                    : "is invalid: " + e.getOriginalMessage()));
        } catch (JsonProcessingException e) {
            throw Problem.malformed("Invalid " + path + ": " + e.getOriginalMessage());
        } catch (IllegalArgumentException e) {
            throw Problem.malformed("Invalid " + path + ": " + e.getMessage());
        }
    }

    private static String pathOf(MismatchedInputException e) {
        return fieldPath(e.getPath());
    }

    private static String fieldPath(java.util.List<com.fasterxml.jackson.databind.JsonMappingException.Reference> refs) {
        StringBuilder sb = new StringBuilder();
        refs.forEach(ref -> {
            if (ref.getFieldName() != null) {
                sb.append('.').append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                sb.append('[').append(ref.getIndex()).append(']');
            }
        });
        return sb.toString();
    }

    private static String describe(Object value) {
        return value instanceof String s ? "\"" + s + "\"" : String.valueOf(value);
    }

    private static String describeTarget(Class<?> target) {
        if (target == null) {
            return ".";
        }
        if (target.isEnum()) {
            StringBuilder sb = new StringBuilder("; expected one of [");
            Object[] constants = target.getEnumConstants();
            for (int i = 0; i < constants.length; i++) {
                sb.append(i == 0 ? "" : ", ").append(constants[i]);
            }
            return sb.append("].").toString();
        }
        if (target == int.class || target == Integer.class || target == long.class || target == Long.class) {
            return "; expected a whole number.";
        }
        if (target == boolean.class || target == Boolean.class) {
            return "; expected true or false.";
        }
        if (target == String.class) {
            return "; expected a string.";
        }
        if (java.util.Collection.class.isAssignableFrom(target) || target.isArray()) {
            return "; expected an array.";
        }
        return "; expected " + (target.isRecord() ? "an object" : target.getSimpleName()) + ".";
    }

}
