package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** The committed contract, openapi/ziggurat.yaml, read for tests. */
public final class Contract {

    public static final Path DOCUMENT = Path.of("openapi", "ziggurat.yaml");
    public static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private Contract() {
    }

    public static JsonNode document() {
        try {
            return YAML.readTree(DOCUMENT.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The contract as the tests' service answers it: the committed document, with the test-only games'
     * schemas generated into it as the shipped rulesets' are, so their answers are held to the same rules.
     */
    public static JsonNode served() {
        JsonNode doc = document().deepCopy();
        UpdateContract.schemas(doc, RulesetSections.served());
        return doc;
    }

    /**
     * The served contract ({@link #served()}) written as OpenAPI 3.0: {@code type: [x, "null"]} becomes {@code type: x,
     * nullable: true}, {@code const: v} becomes {@code enum: [v]}. The request validator understands
     * 3.1 only partly (it ignores 3.1's list-valued {@code type}); nothing else changes.
     */
    public static String asOpenApi30() {
        JsonNode doc = served();
        ((ObjectNode) doc).put("openapi", "3.0.3");
        ((ObjectNode) doc.get("info")).remove("summary");
        downgrade(doc);
        try {
            return YAML.writeValueAsString(doc);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void downgrade(JsonNode node) {
        if (node instanceof ObjectNode o) {
            if (o.get("oneOf") instanceof ArrayNode branches && branches.size() == 2) {
                // oneOf [null, X] is X, nullable: the 3.0 validator does not match null against a branch of its own
                int nullAt = isNullOnly(branches.get(0)) ? 0 : isNullOnly(branches.get(1)) ? 1 : -1;
                if (nullAt >= 0 && branches.get(1 - nullAt) instanceof ObjectNode other
                        && other.path("type").asText().equals("object") && !other.has("oneOf")
                        && !other.has("anyOf") && !other.has("$ref")) {
                    o.remove("oneOf");
                    o.setAll(other);
                    o.put("nullable", true);
                }
            }
            JsonNode type = o.get("type");
            if (type != null && type.isTextual() && type.asText().equals("null")) {
                // 3.0 has no null type: a value that may only be null
                o.remove("type");
                o.put("nullable", true);
                o.putArray("enum").addNull();
            } else if (type instanceof ArrayNode types) {
                List<String> kinds = new ArrayList<>();
                types.forEach(t -> kinds.add(t.asText()));
                boolean nullable = kinds.remove("null");
                if (kinds.size() == 1) {
                    o.put("type", kinds.get(0));
                } else {
                    o.remove("type");
                }
                if (nullable) {
                    o.put("nullable", true);
                }
            }
            JsonNode constant = o.get("const");
            if (constant != null && !constant.isObject()) {
                o.remove("const");
                o.putArray("enum").add(constant);
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!e.getKey().equals("example") && !e.getKey().equals("examples")) {
                    downgrade(e.getValue());
                }
            }
        } else if (node instanceof ArrayNode a) {
            a.forEach(Contract::downgrade);
        }
    }

    private static boolean isNullOnly(JsonNode schema) {
        return schema.size() == 1 && schema.path("type").asText().equals("null");
    }
}
