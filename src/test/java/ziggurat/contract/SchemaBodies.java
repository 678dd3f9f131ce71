package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Request bodies made from a published JSON Schema (2020-12) alone, the way a client generated from the contract
 * makes them: {@link #valid} walks the schema (the subset the contract uses: {@code type}, {@code properties},
 * {@code required}, {@code additionalProperties}, {@code enum}, {@code const}, {@code minItems}/{@code maxItems},
 * {@code minimum}/{@code maximum}, {@code oneOf}/{@code anyOf}, {@code $ref}, null) to a value it accepts;
 * {@link #invalid} mutates such a value (a field dropped, added, nulled, of another type, out of bounds, a list one
 * entry too long or short) until the schema refuses it. Both are checked against the schema with an independent
 * validator, so a body is valid or invalid because the schema says so, not because this walk thinks so.
 */
public final class SchemaBodies {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final String URN = "urn:ziggurat:contract";

    private final JsonNode document;
    private final SchemaRegistry registry;
    private final Map<String, Schema> validators = new ConcurrentHashMap<>();

    /** Bodies from the schemas of {@code document}, an OpenAPI 3.1 document whose schemas refer to each other. */
    public SchemaBodies(JsonNode document) {
        this.document = document;
        this.registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
                reg -> reg.schemas(Map.of(URN, document.toString())));
    }

    /** The schema at {@code #/components/schemas/name}. */
    public JsonNode schema(String name) {
        JsonNode s = document.at("/components/schemas/" + name);
        if (s.isMissingNode()) {
            throw new IllegalArgumentException("the contract has no schema " + name);
        }
        return s;
    }

    /** What the validator finds wrong with {@code value} against the named schema; empty when it accepts it. */
    public List<String> errors(String name, JsonNode value) {
        Schema schema = validators.computeIfAbsent(name, n -> registry.getSchema(
                "{\"$ref\": \"" + URN + "#/components/schemas/" + n + "\"}"));
        List<String> errors = new ArrayList<>();
        schema.validate(value).forEach(e -> errors.add(e.toString()));
        return errors;
    }

    /** The titles of the named schema's alternatives: a ruleset's move types, each one alternative. */
    public List<String> titles(String name) {
        List<String> titles = new ArrayList<>();
        resolve(schema(name)).path("oneOf").forEach(b -> titles.add(b.path("title").asText()));
        return titles;
    }

    private JsonNode branch(String name, String title) {
        if (title == null) {
            return schema(name);
        }
        for (JsonNode b : resolve(schema(name)).path("oneOf")) {
            if (b.path("title").asText().equals(title)) {
                return b;
            }
        }
        throw new IllegalArgumentException(name + " has no alternative " + title);
    }

    /** Values of the alternative {@code title} of the named schema (all of it: null), as a jqwik arbitrary. */
    public Arbitrary<JsonNode> validBodies(String name, String title) {
        return Arbitraries.randomValue(random -> valid(name, title, random));
    }

    /** Values the named schema refuses, each a small change to one of alternative {@code title} it accepts. */
    public Arbitrary<JsonNode> invalidBodies(String name, String title) {
        return Arbitraries.randomValue(random -> invalid(name, title, random));
    }

    /** A value of alternative {@code title} (all of the schema: null) the named schema accepts, as the validator says. */
    public JsonNode valid(String name, String title, Random random) {
        JsonNode schema = branch(name, title);
        List<String> last = List.of();
        for (int attempt = 0; attempt < 50; attempt++) {
            JsonNode value = generate(schema, random, 0);
            last = errors(name, value);
            if (last.isEmpty()) {
                return value;
            }
        }
        throw new IllegalStateException("no value of " + name + " " + title + " the schema accepts came out of 50"
                + " attempts; the walk does not understand it: " + last);
    }

    /** A value the named schema refuses: a valid one of alternative {@code title}, changed in one place. */
    public JsonNode invalid(String name, String title, Random random) {
        for (int attempt = 0; attempt < 200; attempt++) {
            JsonNode mutated = mutate(valid(name, title, random).deepCopy(), random);
            if (!errors(name, mutated).isEmpty()) {
                return mutated;
            }
        }
        throw new IllegalStateException("no change to a value of " + name + " " + title + " was refused by the schema");
    }

    // ---- the walk ----

    private JsonNode resolve(JsonNode schema) {
        while (schema.has("$ref")) {
            String ref = schema.get("$ref").asText();
            if (!ref.startsWith("#")) {
                throw new IllegalArgumentException("only local references are walked: " + ref);
            }
            schema = document.at(ref.substring(1));
        }
        return schema;
    }

    private JsonNode generate(JsonNode schema, Random random, int depth) {
        schema = resolve(schema);
        if (schema.has("const")) {
            return schema.get("const").deepCopy();
        }
        for (String combined : List.of("oneOf", "anyOf")) {
            if (schema.get(combined) instanceof ArrayNode branches && !branches.isEmpty()) {
                // a null branch is one choice among the others, not half of them
                JsonNode branch = branches.get(random.nextInt(branches.size()));
                return generate(branch, random, depth + 1);
            }
        }
        if (schema.get("enum") instanceof ArrayNode values && !values.isEmpty()) {
            JsonNode chosen = values.get(random.nextInt(values.size()));
            if (chosen.isNull() && values.size() > 1 && random.nextInt(3) > 0) {
                chosen = values.get(random.nextInt(values.size()));
            }
            return chosen.deepCopy();
        }
        JsonNode type = schema.get("type");
        String kind;
        if (type == null) {
            // any JSON at all
            return JSON.textNode("anything");
        } else if (type.isArray()) {
            List<String> kinds = new ArrayList<>();
            type.forEach(t -> kinds.add(t.asText()));
            kind = kinds.get(random.nextInt(kinds.size()));
            if (kind.equals("null") && kinds.size() > 1 && random.nextInt(3) > 0) {
                kind = kinds.get(random.nextInt(kinds.size()));
            }
        } else {
            kind = type.asText();
        }
        return switch (kind) {
            case "null" -> JSON.nullNode();
            case "boolean" -> JSON.booleanNode(random.nextBoolean());
            case "integer" -> {
                long n = integer(schema, random);
                // now and then written as a JSON Schema integer may be, with a fraction of zero: 2.0 is the integer 2
                yield random.nextInt(8) == 0 && Math.abs(n) < 1L << 53
                        ? com.fasterxml.jackson.databind.node.DoubleNode.valueOf(n) : JSON.numberNode(n);
            }
            case "number" -> JSON.numberNode(random.nextInt(1000) / 8.0);
            case "string" -> JSON.textNode(string(random));
            case "array" -> array(schema, random, depth);
            case "object" -> object(schema, random, depth);
            default -> throw new IllegalArgumentException("a type the walk does not know: " + kind);
        };
    }

    /** Mostly small numbers and the bounds, where the service's checks are; now and then any in range. */
    private static long integer(JsonNode schema, Random random) {
        long min = schema.has("minimum") ? schema.get("minimum").asLong() : Integer.MIN_VALUE;
        long max = schema.has("maximum") ? schema.get("maximum").asLong() : Integer.MAX_VALUE;
        long low = Math.max(min, 0);
        return switch (random.nextInt(6)) {
            case 0 -> min;
            case 1 -> max;
            case 2 -> Math.min(max, low + random.nextInt(4));
            case 3 -> {
                long span = max - min;
                yield span <= 0 || span > Long.MAX_VALUE / 2 ? low : min + (long) (random.nextDouble() * (span + 1));
            }
            default -> Math.min(max, low + random.nextInt(30));
        };
    }

    private static final String[] WORDS = {"P1", "P2", "P12", "temple", "Tempel", "x", "", "ζ", "stoa 2"};

    private static String string(Random random) {
        if (random.nextBoolean()) {
            return WORDS[random.nextInt(WORDS.length)];
        }
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(8);
        for (int i = 0; i < n; i++) {
            sb.append((char) ('a' + random.nextInt(26)));
        }
        return sb.toString();
    }

    private JsonNode array(JsonNode schema, Random random, int depth) {
        int min = schema.path("minItems").asInt(0);
        int max = schema.has("maxItems") ? schema.get("maxItems").asInt() : min + (depth > 3 ? 1 : 4);
        int n = min + random.nextInt(Math.max(1, max - min + 1));
        ArrayNode out = JSON.arrayNode();
        for (int i = 0; i < n; i++) {
            out.add(generate(schema.path("items"), random, depth + 1));
        }
        return out;
    }

    private JsonNode object(JsonNode schema, Random random, int depth) {
        ObjectNode out = JSON.objectNode();
        List<String> required = new ArrayList<>();
        schema.path("required").forEach(r -> required.add(r.asText()));
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            if (required.contains(p.getKey()) || random.nextBoolean()) {
                out.set(p.getKey(), generate(p.getValue(), random, depth + 1));
            }
        }
        if (schema.get("additionalProperties") instanceof ObjectNode values && !values.isEmpty()) {
            for (int i = random.nextInt(3); i > 0; i--) {
                out.set(string(random) + i, generate(values, random, depth + 1));
            }
        }
        return out;
    }

    // ---- the mutations ----

    /** Where a mutation may strike: the parent and the key or index of a value in the body. */
    private record Spot(JsonNode parent, String key, int index) {
    }

    private static void spots(JsonNode node, List<Spot> out) {
        if (node instanceof ObjectNode o) {
            o.fieldNames().forEachRemaining(k -> {
                out.add(new Spot(o, k, -1));
                spots(o.get(k), out);
            });
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                out.add(new Spot(a, null, i));
                spots(a.get(i), out);
            }
        }
    }

    /** {@code body}, changed in one place (in place; it is a copy). */
    static JsonNode mutate(JsonNode body, Random random) {
        List<Spot> spots = new ArrayList<>();
        spots(body, spots);
        int choice = random.nextInt(10);
        if (spots.isEmpty() || choice == 0) {
            // the body as a whole: a field it does not have
            if (body instanceof ObjectNode o) {
                o.put("unexpected" + random.nextInt(3), random.nextBoolean() ? JSON.textNode("x") : JSON.numberNode(1));
                return o;
            }
            return JSON.arrayNode();
        }
        Spot spot = spots.get(random.nextInt(spots.size()));
        JsonNode value = spot.key != null ? spot.parent.get(spot.key) : spot.parent.get(spot.index);
        JsonNode replacement = switch (random.nextInt(5)) {
            case 0 -> JSON.nullNode();
            case 1 -> otherType(value, random);
            case 2 -> nearby(value, random);
            case 3 -> {
                // the spot's own structure: one field fewer or more, one entry fewer or more
                if (value instanceof ObjectNode o && !o.isEmpty()) {
                    List<String> names = new ArrayList<>();
                    o.fieldNames().forEachRemaining(names::add);
                    if (random.nextBoolean()) {
                        o.remove(names.get(random.nextInt(names.size())));
                    } else {
                        o.put("unexpected", 1);
                    }
                    yield o;
                }
                if (value instanceof ArrayNode a) {
                    if (!a.isEmpty() && random.nextBoolean()) {
                        a.remove(random.nextInt(a.size()));
                    } else if (!a.isEmpty() && random.nextBoolean()) {
                        a.add(a.get(random.nextInt(a.size())).deepCopy());
                    } else {
                        a.addNull();
                    }
                    yield a;
                }
                yield nearby(value, random);
            }
            default -> {
                // the parent loses this field altogether (a required one, perhaps)
                if (spot.key != null) {
                    ((ObjectNode) spot.parent).remove(spot.key);
                    yield null;
                }
                yield otherType(value, random);
            }
        };
        if (replacement != null) {
            if (spot.key != null) {
                ((ObjectNode) spot.parent).set(spot.key, replacement);
            } else {
                ((ArrayNode) spot.parent).set(spot.index, replacement);
            }
        }
        return body;
    }

    /** A value of another JSON type than {@code value}. */
    private static JsonNode otherType(JsonNode value, Random random) {
        List<JsonNode> others = new ArrayList<>(List.of(JSON.textNode("1"), JSON.numberNode(1), JSON.numberNode(1.5),
                JSON.booleanNode(true), JSON.arrayNode(), JSON.objectNode()));
        others.removeIf(o -> o.getNodeType() == value.getNodeType() && o.isIntegralNumber() == value.isIntegralNumber());
        return others.get(random.nextInt(others.size()));
    }

    /** A value of the same type, a little off: a number past a bound, a string no enum has, text no store takes. */
    private static JsonNode nearby(JsonNode value, Random random) {
        if (value.isIntegralNumber()) {
            long n = value.asLong();
            return switch (random.nextInt(6)) {
                case 0 -> JSON.numberNode(n + 1);
                case 1 -> JSON.numberNode(n - 1);
                case 2 -> JSON.numberNode(-1);
                case 3 -> JSON.numberNode(new BigInteger("2147483648"));
                case 4 -> JSON.numberNode(n + 30);
                default -> JSON.numberNode(n + 0.5);
            };
        }
        if (value.isTextual()) {
            return switch (random.nextInt(3)) {
                case 0 -> JSON.textNode(value.asText() + "z");
                case 1 -> JSON.textNode(value.asText().toUpperCase() + "Q");
                default -> JSON.textNode("a\u0000b");
            };
        }
        if (value.isBoolean()) {
            return JSON.booleanNode(!value.asBoolean());
        }
        return otherType(value, random);
    }
}
