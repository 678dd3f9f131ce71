package ziggurat.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the hand-written canonical JSON looks like, and the mistakes of a writer it refuses. */
class CanonicalJsonWriterTest {

    enum Colour {
        RED, BLACK;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    private static String text(CanonicalJson.Writable w) {
        return new String(CanonicalJson.bytes(w), StandardCharsets.UTF_8);
    }

    @Test
    void fieldsNullsListsAndMapsWithoutWhiteSpace() {
        Map<Colour, Integer> points = new LinkedHashMap<>();
        points.put(Colour.RED, 3);
        points.put(Colour.BLACK, 1);
        assertEquals("{\"a\":1,\"b\":null,\"c\":[\"red\",null],\"d\":{\"black\":1,\"red\":3},\"e\":[[],{}],"
                        + "\"f\":true}",
                text(out -> out.beginObject()
                        .field("a", 1)
                        .field("b", (String) null)
                        .enums("c", java.util.Arrays.asList(Colour.RED, null))
                        .map("d", points, CanonicalJson::integer)
                        .any("e", List.of(List.of(), Map.of()))
                        .field("f", true)
                        .endObject()));
    }

    @Test
    void stringsAreEscapedAsJacksonEscapesThem() {
        assertEquals("\"q\\\"b\\\\s/\\n\\t\\r\\b\\f\\u0000\\u001F\u007fé中😀\"",
                text(out -> out.value("q\"b\\s/\n\t\r\b\f\u0000\u001f\u007fé中😀")));
    }

    @Test
    void aKeyOutOfOrderIsRefusedRatherThanHashed() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> CanonicalJson.bytes(out -> out.beginObject().field("seat", 1).field("name", "a").endObject()));
        assertEquals("canonical JSON keys out of order: \"name\" after \"seat\"", e.getMessage());
        assertThrows(IllegalStateException.class,
                () -> CanonicalJson.bytes(out -> out.beginObject().field("a", 1).field("a", 2).endObject()));
    }

    @Test
    void upperCaseSortsBeforeLowerCaseAsTheirTextDoes() {
        assertEquals("{\"A\":1,\"B\":2,\"main\":3}",
                text(out -> out.beginObject().field("A", 1).field("B", 2).field("main", 3).endObject()));
    }

    @Test
    void halfASurrogatePairHasNoCanonicalForm() {
        assertThrows(IllegalArgumentException.class, () -> CanonicalJson.bytes(out -> out.value("a\uD800")));
    }
}
