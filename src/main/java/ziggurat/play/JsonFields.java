package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/** The checks every request body shares: an object, only known fields, required text. */
final class JsonFields {

    /** ECMA-262's WhiteSpace and LineTerminator: what {@code \s} matches in a JSON Schema pattern. */
    private static final Set<Integer> ECMA_SPACE = Set.of(0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680,
            0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029,
            0x202f, 0x205f, 0x3000, 0xfeff);

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
            throw Problem.malformed("'" + field + "' is required and must be a non-empty string.");
        }
        return v.asText();
    }

    /** A text's length as JSON Schema's maxLength counts it: in characters (code points), not UTF-16 units. */
    static int characters(String text) {
        return text.codePointCount(0, text.length());
    }

    /**
     * Whether a text has a character that is not white space as the published schemas' {@code \S} means it
     * (ECMA-262's WhiteSpace and LineTerminator), so a name the schema refuses is refused here too, and only such.
     */
    static boolean hasNonSpace(String text) {
        return text.codePoints().anyMatch(c -> !ECMA_SPACE.contains(c));
    }
}
