package ziggurat.play;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import ziggurat.engine.Count;
import ziggurat.engine.Nullable;
import ziggurat.engine.OnBoard;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.ViewRevision;
import ziggurat.engine.Viewer;

/**
 * What {@code /v1/rulesets} shows: each game's id, seats, options and move types, and JSON Schemas of its
 * moves, its view and its events' data, derived from the records themselves, so a schema cannot drift from what
 * is accepted or written.
 */
@ApplicationScoped
public class RulesetCatalogue {

    private final Rulesets rulesets;

    public RulesetCatalogue(Rulesets rulesets) {
        this.rulesets = rulesets;
    }

    /**
     * A ruleset as the list shows it. {@code own} holds the ruleset's own fields ({@link Ruleset#catalogue()}),
     * written beside the platform's. {@code optionsSchema}: a JSON Schema of the {@code options} object, with each
     * option's default.
     */
    public record RulesetSummary(String id, String name, int minSeats, int maxSeats, List<Integer> seatCounts,
                                 Map<String, String> options, JsonNode optionsSchema, List<String> moveTypes,
                                 List<String> lookups, @JsonIgnore Map<String, Object> own) {

        @JsonAnyGetter
        public Map<String, Object> ownFields() {
            return own;
        }
    }

    /**
     * One ruleset in full: the list's fields, its schemas (moves, options, stack, view, events), and its own
     * detail fields.
     *
     * @param stackSchema the schema of the stack it takes, null for a game that takes none
     * @param viewSchema  the game's view, as {@code GameView.state} shows it to any viewer
     * @param eventSchema each event type's {@code data}, by the type's name (the event's {@code type})
     */
    public record RulesetDetail(String id, String name, int minSeats, int maxSeats, List<Integer> seatCounts,
                                Map<String, String> options, JsonNode optionsSchema, List<String> moveTypes,
                                List<String> lookups, JsonNode moveSchema, JsonNode stackSchema, JsonNode viewSchema,
                                JsonNode eventSchema, List<ViewRevision> viewRevisions,
                                @JsonIgnore Map<String, Object> own) {

        @JsonAnyGetter
        public Map<String, Object> ownFields() {
            return own;
        }
    }

    /** The names the platform's entry uses; a ruleset's own field may not take one. */
    private static final Set<String> PLATFORM_FIELDS = Set.of("id", "name", "minSeats", "maxSeats", "seatCounts",
            "options", "optionsSchema", "moveTypes", "lookups", "moveSchema", "stackSchema", "viewSchema",
            "eventSchema");

    public List<RulesetSummary> summaries() {
        return rulesets.all().stream().map(r -> {
            RulesetInfo i = r.info();
            return new RulesetSummary(i.id(), i.name(), i.minSeats(), i.maxSeats(), i.seatCounts(), options(i),
                    optionsSchema(r), i.moveTypes(), lookups(r), own(r, r.catalogue()));
        }).toList();
    }

    public Optional<RulesetDetail> detail(String id) {
        return rulesets.find(id).map(r -> {
            RulesetInfo i = r.info();
            return new RulesetDetail(i.id(), i.name(), i.minSeats(), i.maxSeats(), i.seatCounts(), options(i),
                    optionsSchema(r), i.moveTypes(), lookups(r), moveSchema(r), stackSchema(r), viewSchema(r),
                    eventDataSchemas(r), r.viewRevisions(),
                    own(r, r.catalogueDetail()));
        });
    }

    /** What the option every ruleset has, the platform's {@code clock}, does. */
    static final String CLOCK_OPTION = "The seats' clocks, Fischer style: each seat's time at the start"
            + " (initialSeconds) and the time each of its moves adds (incrementSeconds). A seat whose time runs out leaves"
            + " the game as if it had resigned. Leave it out for a game without clocks.";

    /** The ruleset's options, each with a sentence, and the platform's clock. */
    private static Map<String, String> options(RulesetInfo info) {
        Map<String, String> options = new java.util.LinkedHashMap<>(info.options());
        options.put(GameJson.CLOCK, CLOCK_OPTION);
        return options;
    }

    /**
     * The ruleset's answer at {@code GET /v1/rulesets/{ruleset}/{kind}/{key}}: 404 for an unknown ruleset, kind
     * or key; the ruleset's refusal of the key as its 422 problem.
     */
    public Object lookup(String id, String kind, String key) {
        Ruleset<?, ?, ?> ruleset = rulesets.find(id)
                .orElseThrow(() -> Problem.notFound("There is no ruleset '" + id + "'; see GET /v1/rulesets."));
        if (!ruleset.lookupKinds().contains(kind)) {
            throw Problem.notFound("The ruleset " + id + " looks up no '" + kind + "'"
                    + (ruleset.lookupKinds().isEmpty() ? "; it has no lookups." : "; it looks up " + lookups(ruleset) + "."));
        }
        try {
            return ruleset.lookup(kind, key).orElseThrow(
                    () -> Problem.notFound("The ruleset " + id + " has no " + kind + " '" + key + "'."));
        } catch (RuleViolation v) {
            throw Answers.refusal(v, null, Viewer.SPECTATOR);
        }
    }

    private static List<String> lookups(Ruleset<?, ?, ?> r) {
        return r.lookupKinds().stream().sorted().toList();
    }

    private static Map<String, Object> own(Ruleset<?, ?, ?> r, Map<String, Object> fields) {
        for (String name : fields.keySet()) {
            if (PLATFORM_FIELDS.contains(name)) {
                throw new IllegalStateException("the ruleset " + r.info().id() + " names its own catalogue field '"
                        + name + "', which the platform's entry already has");
            }
        }
        return new TreeMap<>(fields);
    }

    /** A JSON Schema (2020-12) accepting exactly the shapes of the ruleset's moves: one branch per type. */
    public static ObjectNode moveSchema(Ruleset<?, ?, ?> ruleset) {
        ObjectNode schema = GameJson.MAPPER.createObjectNode();
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        schema.put("title", ruleset.info().name() + " move");
        schema.set("oneOf", branches(ruleset.moveTypes()));
        return schema;
    }

    /**
     * A JSON Schema (2020-12) of the {@code options} object the ruleset reads at creation (see
     * {@link GameJson#readOptions}), derived from its options record: no option is required, none but its own
     * is allowed, each carries its sentence from the catalogue and its default where it has one and a type.
     */
    public static ObjectNode optionsSchema(Ruleset<?, ?, ?> ruleset) {
        Record defaults = ruleset.defaultOptions();
        ObjectNode record = recordSchema(defaults.getClass());
        record.remove("required");
        JsonNode values = GameJson.tree(defaults);
        for (Map.Entry<String, JsonNode> option : record.get("properties").properties()) {
            ObjectNode property = (ObjectNode) option.getValue();
            Object shape = ruleset.optionShapes().get(option.getKey());
            if (shape != null) {
                property.removeAll();
                property.setAll((ObjectNode) GameJson.MAPPER.valueToTree(shape));
            }
            String sentence = ruleset.info().options().get(option.getKey());
            if (sentence != null) {
                property.put("description", sentence);
            }
            JsonNode value = values.get(option.getKey());
            // An option of no one type (Attika's componentSet: an id or a whole set) tells its default in its
            // sentence only: a client generated from the contract cannot type a default of a oneOf.
            if (value != null && !value.isNull() && property.has("type")) {
                property.set("default", value);
            }
        }
        ObjectNode clock = recordSchema(Clocks.Setting.class);
        clock.put("description", CLOCK_OPTION);
        ((ObjectNode) record.get("properties")).set(GameJson.CLOCK, clock);
        ObjectNode schema = GameJson.MAPPER.createObjectNode();
        schema.put("title", ruleset.info().name() + " options");
        schema.setAll(record);
        return schema;
    }

    /**
     * A JSON Schema (2020-12) of the {@code stack} the ruleset takes at creation, derived from its declared
     * shape; null when it takes none. The ruleset checks what it is given itself; this is what it promises
     * to read.
     */
    public static ObjectNode stackSchema(Ruleset<?, ?, ?> ruleset) {
        return ruleset.stackShape().map(shape -> {
            ObjectNode schema = GameJson.MAPPER.createObjectNode();
            schema.put("title", ruleset.info().name() + " stack");
            schema.setAll(schemaOf(shape));
            return schema;
        }).orElse(null);
    }

    /** One schema per type, each an object whose {@code type} is the type's name: moves or events. */
    public static ArrayNode branches(Map<String, ? extends Class<?>> types) {
        ArrayNode oneOf = GameJson.MAPPER.createArrayNode();
        types.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            ObjectNode branch = recordSchema(entry.getValue());
            if (branch.get("oneOf") instanceof ArrayNode shapes) {
                // a type of several shapes (OneShapeOf): each shape is a whole move, the type's name in each
                shapes.forEach(shape -> typed((ObjectNode) shape, entry.getKey()));
            } else {
                typed(branch, entry.getKey());
            }
            branch.put("title", entry.getKey());
            oneOf.add(branch);
        });
        return oneOf;
    }

    /** An object schema with {@code type} first among its properties and its required fields: {@code name}. */
    private static void typed(ObjectNode branch, String name) {
        ObjectNode properties = (ObjectNode) branch.get("properties");
        ObjectNode reordered = GameJson.MAPPER.createObjectNode();
        reordered.set("type", GameJson.MAPPER.createObjectNode().put("const", name));
        reordered.setAll(properties);
        branch.set("properties", reordered);
        branch.withArray("required").insert(0, "type");
    }

    /**
     * The {@code data} of each event type as the service writes it: the record's components, each required,
     * null only where {@link Nullable} allows. Keyed by the event's wire name, which stands beside {@code data}
     * in the event's envelope ({@code type}) and is not part of the data itself.
     */
    public static ObjectNode eventDataSchemas(Ruleset<?, ?, ?> ruleset) {
        ObjectNode byType = GameJson.MAPPER.createObjectNode();
        ruleset.eventTypes().entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> byType.set(e.getKey(), recordSchema(e.getValue()).put("title", e.getKey())));
        return byType;
    }

    /**
     * An event of the ruleset as the service writes it (the envelope of {@code /events} and of a move's answer):
     * one branch per event type, told apart by the envelope's {@code type}; its {@code data} is that type's data
     * (see {@link #eventDataSchemas}), or null when the viewer may only know that an event of this type happened
     * [Ruleset#redact]. The envelope's other members are the same for every ruleset.
     */
    public static ArrayNode eventBranches(Ruleset<?, ?, ?> ruleset) {
        ArrayNode oneOf = GameJson.MAPPER.createArrayNode();
        eventDataSchemas(ruleset).properties().forEach(e -> {
            ObjectNode branch = oneOf.addObject();
            branch.put("title", e.getKey());
            branch.put("type", "object");
            branch.putArray("required").add("type").add("data");
            ObjectNode properties = branch.putObject("properties");
            properties.putObject("type").put("const", e.getKey());
            ArrayNode data = properties.putObject("data").putArray("oneOf");
            data.addObject().put("type", "null");
            ObjectNode shown = e.getValue().deepCopy();
            shown.remove("title");
            data.add(shown);
            // the envelope's other members are EventView's, the same in every ruleset
            branch.put("additionalProperties", true);
        });
        return oneOf;
    }

    /** A JSON Schema (2020-12) of the ruleset's view of a game, what {@code GameView.state} holds for it. */
    public static ObjectNode viewSchema(Ruleset<?, ?, ?> ruleset) {
        ObjectNode schema = GameJson.MAPPER.createObjectNode();
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        schema.put("title", ruleset.info().name() + " view");
        schema.setAll(viewRecordSchema(ruleset));
        return schema;
    }

    /** The schema of the record {@link Ruleset#view} declares it returns; any object if it declares none. */
    public static ObjectNode viewRecordSchema(Ruleset<?, ?, ?> ruleset) {
        Class<?> view = viewType(ruleset);
        return view.isRecord() ? recordSchema(view) : GameJson.MAPPER.createObjectNode().put("type", "object");
    }

    private static Class<?> viewType(Ruleset<?, ?, ?> ruleset) {
        if (ruleset instanceof Table t) {
            return viewType(t.rules());
        }
        Class<?> declared = Object.class;
        for (Method m : ruleset.getClass().getMethods()) {
            if (m.getName().equals("view") && m.getParameterCount() == 2 && !m.isBridge()
                    && declared.isAssignableFrom(m.getReturnType())) {
                declared = m.getReturnType();
            }
        }
        return declared;
    }

    private static ObjectNode recordSchema(Class<?> type) {
        OneShapeOf shapes = type.getAnnotation(OneShapeOf.class);
        if (shapes != null) {
            return shapesSchema(type, shapes);
        }
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        node.put("type", "object");
        ObjectNode properties = node.putObject("properties");
        ArrayNode required = node.putArray("required");
        for (RecordComponent rc : type.getRecordComponents()) {
            properties.set(rc.getName(), componentSchema(rc));
            if (!rc.isAnnotationPresent(OptionalField.class)) {
                required.add(rc.getName());
            }
        }
        node.put("additionalProperties", false);
        return node;
    }

    /** One name of a {@link OneShapeOf} shape: {@code name}, {@code name?}, {@code name=value}, {@code name=value?}. */
    record ShapeField(String name, String value, boolean optional) {

        static List<ShapeField> of(String shape) {
            List<ShapeField> fields = new java.util.ArrayList<>();
            for (String token : shape.trim().split("\\s+")) {
                boolean optional = token.endsWith("?");
                String t = optional ? token.substring(0, token.length() - 1) : token;
                int eq = t.indexOf('=');
                fields.add(new ShapeField(eq < 0 ? t : t.substring(0, eq), eq < 0 ? null : t.substring(eq + 1), optional));
            }
            return fields;
        }

        /** The value as JSON: a literal ({@code true}, {@code 3}) or else a string (an enum constant's wire text). */
        JsonNode json() {
            try {
                return GameJson.MAPPER.readTree(value);
            } catch (com.fasterxml.jackson.core.JsonProcessingException | RuntimeException e) {
                return GameJson.MAPPER.getNodeFactory().textNode(value);
            }
        }

        @Override
        public String toString() {
            return name + (value == null ? "" : " " + value) + (optional ? " (optional)" : "");
        }
    }

    /** The shapes of a {@link OneShapeOf} record, each a list of its names. */
    public static List<List<ShapeField>> shapes(OneShapeOf shapes) {
        return java.util.Arrays.stream(shapes.value()).map(ShapeField::of).toList();
    }

    /**
     * One branch per shape: its components required (non-null, and equal to the shape's value where it names one),
     * its optional components absent, null or of their type, the others absent or null (the service writes them as
     * null), nothing else. Exactly one branch matches any value, as {@code oneOf} demands.
     */
    private static ObjectNode shapesSchema(Class<?> type, OneShapeOf shapes) {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        List<String> named = new java.util.ArrayList<>();
        for (List<ShapeField> shape : shapes(shapes)) {
            named.add("{" + String.join(", ", shape.stream().map(f -> f.name()
                    + (f.value() == null ? "" : ": " + f.json()) + (f.optional() ? " (optional)" : "")).toList()) + "}");
        }
        // said in words because a reader of an example or a listed move sees the other shapes' fields as null and
        // may take them for something to fill in
        node.put("description", "One of " + shapes.value().length + " shapes: " + String.join(", ", named)
                + ". The service writes the fields of the other shapes as null (a listed move shows them so);"
                + " a move sent may carry them as null or leave them out.");
        ArrayNode oneOf = node.putArray("oneOf");
        for (List<ShapeField> shape : shapes(shapes)) {
            ObjectNode branch = oneOf.addObject();
            branch.put("type", "object");
            ObjectNode properties = branch.putObject("properties");
            ArrayNode required = branch.putArray("required");
            for (RecordComponent rc : type.getRecordComponents()) {
                ShapeField field = shape.stream().filter(f -> f.name().equals(rc.getName())).findFirst().orElse(null);
                if (field == null) {
                    properties.putObject(rc.getName()).put("type", "null");
                    continue;
                }
                ObjectNode value = nonNull(componentSchema(rc));
                if (field.value() != null) {
                    JsonNode constant = field.json();
                    ObjectNode exactly = GameJson.MAPPER.createObjectNode();
                    exactly.set("type", value.get("type"));
                    exactly.set("const", constant);
                    value = exactly;
                }
                if (field.optional()) {
                    value = field.value() != null ? nullableConst(value) : nullable(value);
                } else {
                    required.add(rc.getName());
                }
                properties.set(rc.getName(), value);
            }
            branch.put("additionalProperties", false);
        }
        return node;
    }

    /** A const that may also be null: {@code enum} of the two, so that a 3.0 reading keeps it. */
    private static ObjectNode nullableConst(ObjectNode exactly) {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        node.putArray("type").add(exactly.get("type").asText()).add("null");
        node.putArray("enum").add(exactly.get("const")).addNull();
        return node;
    }

    /** The schema without the null {@link #nullable} lets in: a shape's required component has a value. */
    private static ObjectNode nonNull(ObjectNode node) {
        if (node.get("type") instanceof ArrayNode types) {
            ArrayNode kept = GameJson.MAPPER.createArrayNode();
            types.forEach(t -> {
                if (!t.asText().equals("null")) {
                    kept.add(t);
                }
            });
            node.set("type", kept.size() == 1 ? kept.get(0) : kept);
            if (node.get("enum") instanceof ArrayNode values) {
                for (int i = values.size() - 1; i >= 0; i--) {
                    if (values.get(i).isNull()) {
                        values.remove(i);
                    }
                }
            }
            return node;
        }
        if (node.get("oneOf") instanceof ArrayNode branches && branches.size() == 2 && node.size() == 1
                && branches.get(0).path("type").asText().equals("null") && branches.get(0).size() == 1) {
            return (ObjectNode) branches.get(1);
        }
        return node;
    }

    /**
     * A component's schema with the bounds its annotations give it ({@link Range}, {@link OnBoard}); null
     * allowed where {@link Nullable} marks it (a shape's absent components are null already).
     */
    private static ObjectNode componentSchema(RecordComponent rc) {
        AnnotatedType annotated = rc.getAnnotatedType();
        ObjectNode node = schemaOf(annotated);
        boolean nullable = annotated.isAnnotationPresent(Nullable.class);
        ObjectNode valued = nullable && node.has("oneOf") && node.get("oneOf").get(0).path("type").asText().equals("null")
                ? (ObjectNode) node.get("oneOf").get(1) : node;
        Range range = rc.getAnnotation(Range.class);
        if (range != null) {
            bound(valued, range.min(), range.max());
        }
        OnBoard board = rc.getAnnotation(OnBoard.class);
        if (board != null) {
            bound((ObjectNode) valued.get("properties").get("row"), 0, board.rows() - 1);
            bound((ObjectNode) valued.get("properties").get("col"), 0, board.cols() - 1);
        }
        Count count = rc.getAnnotation(Count.class);
        if (count != null) {
            if (count.min() > 0) {
                valued.put("minItems", count.min());
            }
            if (count.max() != Integer.MAX_VALUE) {
                valued.put("maxItems", count.max());
            }
        }
        return node;
    }

    private static void bound(ObjectNode node, int min, int max) {
        node.put("minimum", min);
        node.put("maximum", max);
    }

    /** The schema of a type as written, null allowed where the use is marked {@link Nullable}. */
    private static ObjectNode schemaOf(AnnotatedType annotated) {
        ObjectNode node;
        if (annotated instanceof AnnotatedParameterizedType p) {
            Class<?> raw = (Class<?>) ((ParameterizedType) p.getType()).getRawType();
            AnnotatedType[] args = p.getAnnotatedActualTypeArguments();
            if (Collection.class.isAssignableFrom(raw)) {
                node = GameJson.MAPPER.createObjectNode().put("type", "array");
                node.set("items", schemaOf(args[0]));
            } else if (Map.class.isAssignableFrom(raw)) {
                node = GameJson.MAPPER.createObjectNode().put("type", "object");
                node.set("additionalProperties", schemaOf(args[1]));
            } else if (raw == Optional.class) {
                node = schemaOf(args[0]);
            } else {
                node = schemaOf(raw);
            }
        } else if (annotated instanceof AnnotatedArrayType a) {
            node = GameJson.MAPPER.createObjectNode().put("type", "array");
            node.set("items", schemaOf(a.getAnnotatedGenericComponentType()));
        } else {
            node = schemaOf(annotated.getType() instanceof Class<?> c ? c : Object.class);
        }
        return annotated.isAnnotationPresent(Nullable.class) ? nullable(node) : node;
    }

    /**
     * The same schema, null allowed too: {@code null} joins a single type (and its {@code enum}); a schema
     * with no single type (a record of several shapes) becomes a {@code oneOf} of null and itself. A schema
     * that accepts anything accepts null already.
     */
    private static ObjectNode nullable(ObjectNode node) {
        if (node.isEmpty()) {
            return node;
        }
        JsonNode type = node.get("type");
        if (type != null && type.isTextual() && !node.has("oneOf")) {
            node.putArray("type").add(type.asText()).add("null");
            if (node.get("enum") instanceof ArrayNode values) {
                values.addNull();
            }
            return node;
        }
        ObjectNode either = GameJson.MAPPER.createObjectNode();
        either.putArray("oneOf").add(GameJson.MAPPER.createObjectNode().put("type", "null")).add(node);
        return either;
    }

    /**
     * Text the service accepts: no U+0000 and no half of a surrogate pair (see {@link GameJson}), as a JSON Schema
     * pattern. It reads alike in ECMA 262 (UTF-16 code units) and Java (code points): a whole pair is one
     * character outside the excluded range to Java and two matching halves to ECMA 262.
     */
    public static final String STORABLE_TEXT = "^(?:[^\\x00\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$";

    private static ObjectNode schemaOf(Class<?> c) {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        if (c == int.class || c == Integer.class || c == short.class) {
            // a Java int holds no more: a larger number is refused as malformed, so the schema says so
            node.put("type", "integer");
            node.put("minimum", Integer.MIN_VALUE);
            node.put("maximum", Integer.MAX_VALUE);
        } else if (c == long.class || c == Long.class) {
            node.put("type", "integer");
            node.put("minimum", Long.MIN_VALUE);
            node.put("maximum", Long.MAX_VALUE);
        } else if (c == boolean.class || c == Boolean.class) {
            node.put("type", "boolean");
        } else if (c == double.class || c == Double.class || c == float.class) {
            node.put("type", "number");
        } else if (c == String.class) {
            node.put("type", "string");
            node.put("pattern", STORABLE_TEXT);
        } else if (c.isEnum()) {
            node.put("type", "string");
            ArrayNode values = node.putArray("enum");
            for (Object constant : c.getEnumConstants()) {
                values.add(constant.toString());
            }
        } else if (c.isRecord()) {
            ObjectNode record = recordSchema(c);
            if (c == ziggurat.engine.kit.Square.class) {
                ((ObjectNode) record.get("properties").get("row")).put("minimum", 0);
                ((ObjectNode) record.get("properties").get("col")).put("minimum", 0);
            }
            return record;
        } else if (c.isArray()) {
            node.put("type", "array");
            node.set("items", schemaOf(c.getComponentType()));
        } else if (c == Object.class) {
            // a ruleset's own value (pending details, a score): any JSON
            return node;
        } else {
            node.put("type", "object");
        }
        return node;
    }
}
