package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ziggurat.engine.OnBoard;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;

/**
 * What {@code /v1/rulesets} shows: each game's id, seats, options and move types, and a JSON Schema of
 * every move derived from the move records themselves, so the schema cannot drift from what is accepted.
 */
@ApplicationScoped
public class RulesetCatalogue {

    private final Rulesets rulesets;

    public RulesetCatalogue(Rulesets rulesets) {
        this.rulesets = rulesets;
    }

    public record RulesetSummary(String id, String name, int minSeats, int maxSeats, Map<String, String> options,
                                 List<String> moveTypes) {
    }

    public record RulesetDetail(String id, String name, int minSeats, int maxSeats, Map<String, String> options,
                                List<String> moveTypes, JsonNode moveSchema) {
    }

    public List<RulesetSummary> summaries() {
        return rulesets.all().stream().map(r -> {
            RulesetInfo i = r.info();
            return new RulesetSummary(i.id(), i.name(), i.minSeats(), i.maxSeats(), i.options(), i.moveTypes());
        }).toList();
    }

    public Optional<RulesetDetail> detail(String id) {
        return rulesets.find(id).map(r -> {
            RulesetInfo i = r.info();
            return new RulesetDetail(i.id(), i.name(), i.minSeats(), i.maxSeats(), i.options(), i.moveTypes(),
                    moveSchema(r));
        });
    }

    /** A JSON Schema (2020-12) accepting exactly the shapes of the ruleset's moves: one branch per type. */
    public static ObjectNode moveSchema(Ruleset<?, ?, ?> ruleset) {
        ObjectNode schema = GameJson.MAPPER.createObjectNode();
        schema.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        schema.put("title", ruleset.info().name() + " move");
        schema.set("oneOf", branches(ruleset.moveTypes()));
        return schema;
    }

    /** One schema per type, each an object whose {@code type} is the type's name: moves or events. */
    public static ArrayNode branches(Map<String, ? extends Class<?>> types) {
        ArrayNode oneOf = GameJson.MAPPER.createArrayNode();
        types.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            ObjectNode branch = recordSchema(entry.getValue());
            ObjectNode properties = (ObjectNode) branch.get("properties");
            ObjectNode typeProperty = GameJson.MAPPER.createObjectNode().put("const", entry.getKey());
            ObjectNode reordered = GameJson.MAPPER.createObjectNode();
            reordered.set("type", typeProperty);
            reordered.setAll(properties);
            branch.set("properties", reordered);
            ((ArrayNode) branch.withArray("required")).insert(0, "type");
            branch.put("title", entry.getKey());
            oneOf.add(branch);
        });
        return oneOf;
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

    /**
     * One branch per shape: its components required, the others absent or null (the service writes them as
     * null), nothing else. Exactly one branch matches any value, as {@code oneOf} demands.
     */
    private static ObjectNode shapesSchema(Class<?> type, OneShapeOf shapes) {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        ArrayNode oneOf = node.putArray("oneOf");
        for (String shape : shapes.value()) {
            List<String> present = List.of(shape.trim().split("\\s+"));
            ObjectNode branch = oneOf.addObject();
            branch.put("type", "object");
            ObjectNode properties = branch.putObject("properties");
            ArrayNode required = branch.putArray("required");
            for (RecordComponent rc : type.getRecordComponents()) {
                if (present.contains(rc.getName())) {
                    properties.set(rc.getName(), componentSchema(rc));
                    required.add(rc.getName());
                } else {
                    properties.putObject(rc.getName()).put("type", "null");
                }
            }
            branch.put("additionalProperties", false);
        }
        return node;
    }

    /** A component's schema with the bounds its annotations give it ({@link Range}, {@link OnBoard}). */
    private static ObjectNode componentSchema(RecordComponent rc) {
        ObjectNode node = schemaOf(rc.getGenericType());
        Range range = rc.getAnnotation(Range.class);
        if (range != null) {
            bound(node, range.min(), range.max());
        }
        OnBoard board = rc.getAnnotation(OnBoard.class);
        if (board != null) {
            bound((ObjectNode) node.get("properties").get("row"), 0, board.rows() - 1);
            bound((ObjectNode) node.get("properties").get("col"), 0, board.cols() - 1);
        }
        return node;
    }

    private static void bound(ObjectNode node, int min, int max) {
        node.put("minimum", min);
        if (max != Integer.MAX_VALUE) {
            node.put("maximum", max);
        }
    }

    private static ObjectNode schemaOf(Type type) {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            if (Collection.class.isAssignableFrom(raw)) {
                node.put("type", "array");
                node.set("items", schemaOf(p.getActualTypeArguments()[0]));
                return node;
            }
            if (Map.class.isAssignableFrom(raw)) {
                node.put("type", "object");
                node.set("additionalProperties", schemaOf(p.getActualTypeArguments()[1]));
                return node;
            }
            if (raw == Optional.class) {
                return schemaOf(p.getActualTypeArguments()[0]);
            }
            return schemaOf(raw);
        }
        Class<?> c = (Class<?>) type;
        if (c == int.class || c == Integer.class || c == long.class || c == Long.class || c == short.class) {
            node.put("type", "integer");
        } else if (c == boolean.class || c == Boolean.class) {
            node.put("type", "boolean");
        } else if (c == double.class || c == Double.class || c == float.class) {
            node.put("type", "number");
        } else if (c == String.class) {
            node.put("type", "string");
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
        } else {
            node.put("type", "object");
        }
        return node;
    }
}
