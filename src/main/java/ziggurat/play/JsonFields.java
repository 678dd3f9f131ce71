package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;

/** The checks every request body shares: an object, only known fields, required text. */
final class JsonFields {

    private JsonFields() {
    }

    static void requireObject(JsonNode node, String message) {
        if (node == null || !node.isObject()) {
            throw Problem.malformed(message);
        }
    }

    static void allowOnly(JsonNode node, String prefix, String... allowed) {
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String f = it.next();
            if (!List.of(allowed).contains(f)) {
                throw Problem.malformed("Unknown field '" + prefix + f + "'; known fields: "
                        + String.join(", ", allowed) + ".");
            }
        }
    }

    static String requiredText(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || !v.isTextual() || v.asText().isEmpty()) {
            throw Problem.malformed("'" + field + "' is required and must be a string.");
        }
        return v.asText();
    }
}
