package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import ziggurat.contract.Contract;
import ziggurat.contract.RulesetSections;
import ziggurat.contract.SchemaBodies;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;

/**
 * The checks a move is read with, worked out once per record class ({@link RecordChecks}), refuse exactly what the
 * reflective checks they replaced refused, in the same words: over bodies of every move type of every ruleset made
 * from its published schema, valid ones and ones changed in one place by the schema walk, and each of those again
 * with every field left out, made null, made -1 or 99999, every list emptied and doubled and given a null.
 */
class RecordChecksTest {

    private static final SchemaBodies BODIES = new SchemaBodies(Contract.document());

    /** What a check said of a body: nothing, or its refusal as the client reads it. */
    private static String said(Runnable check) {
        try {
            check.run();
            return "accepted";
        } catch (Problem p) {
            return p.status() + " " + p.type() + " " + p.detail();
        }
    }

    @Test
    void theCheckedOnceChecksRefuseWhatTheReflectiveOnesRefusedInTheSameWords() {
        Map<String, Integer> refusals = new TreeMap<>();
        int bodies = 0;
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            String schema = RulesetSections.prefix(r) + "Move";
            for (String type : BODIES.titles(schema)) {
                Class<? extends Move> moveClass = r.moveTypes().get(type);
                Random random = new Random(type.hashCode());
                List<JsonNode> made = new ArrayList<>();
                for (int i = 0; i < 12; i++) {
                    made.add(BODIES.valid(schema, type, random));
                    made.add(BODIES.invalid(schema, type, random));
                }
                for (JsonNode body : made) {
                    ObjectNode fields = ((ObjectNode) body).deepCopy();
                    fields.remove("type");
                    for (JsonNode tried : changedInOnePlace(fields)) {
                        bodies++;
                        String where = r.info().id() + " " + type + " " + tried;
                        String primitives = said(() -> RecordChecks.requirePrimitives(moveClass, tried, "move"));
                        assertEquals(said(() -> ReflectiveChecks.requirePrimitives(moveClass, tried, "move")), primitives,
                                where);
                        String nulls = said(() -> RecordChecks.requireNoNulls(moveClass, tried, "move"));
                        assertEquals(said(() -> ReflectiveChecks.requireNoNulls(moveClass, tried, "move")), nulls, where);
                        count(refusals, "primitives", primitives);
                        count(refusals, "nulls", nulls);
                        Move move;
                        try {
                            move = GameJson.MAPPER.treeToValue(tried, moveClass);
                        } catch (Exception unreadable) {
                            continue;
                        }
                        String bounds = said(() -> RecordChecks.requireBounds(move, "move"));
                        assertEquals(said(() -> ReflectiveChecks.requireBounds(move, "move")), bounds, where);
                        count(refusals, "bounds", bounds);
                    }
                }
            }
        }
        assertTrue(bodies > 10_000, "bodies tried: " + bodies);
        // each check refused something, or the comparison shows nothing
        for (String check : List.of("primitives", "nulls", "bounds")) {
            assertTrue(refusals.getOrDefault(check, 0) > 20, check + " refused too few to compare: " + refusals);
        }
    }

    /** Clocks are read with the same checks: a primitive left out and a bound crossed are refused as before. */
    @Test
    void aClockIsCheckedAsItWas() throws Exception {
        for (String clock : List.of("{\"initialSeconds\": 600}", "{\"initialSeconds\": 600, \"incrementSeconds\": 5}",
                "{\"initialSeconds\": 0, \"incrementSeconds\": -1}", "{\"incrementSeconds\": 5}")) {
            JsonNode fields = GameJson.MAPPER.readTree(clock);
            assertEquals(said(() -> ReflectiveChecks.requirePrimitives(Clocks.Setting.class, fields, "options.clock")),
                    said(() -> RecordChecks.requirePrimitives(Clocks.Setting.class, fields, "options.clock")), clock);
            Clocks.Setting setting;
            try {
                setting = GameJson.MAPPER.treeToValue(fields, Clocks.Setting.class);
            } catch (Exception unreadable) {
                continue;
            }
            assertEquals(said(() -> ReflectiveChecks.requireBounds(setting, "options.clock")),
                    said(() -> RecordChecks.requireBounds(setting, "options.clock")), clock);
        }
    }

    private static void count(Map<String, Integer> refusals, String check, String said) {
        if (!said.equals("accepted")) {
            refusals.merge(check, 1, Integer::sum);
        }
    }

    /** {@code fields} as it is, and changed in each place of it in each of the ways a check looks at. */
    private static List<JsonNode> changedInOnePlace(ObjectNode fields) {
        List<JsonNode> changed = new ArrayList<>();
        changed.add(fields);
        List<String> pointers = new ArrayList<>();
        pointersOf(fields, "", pointers);
        for (String pointer : pointers) {
            int cut = pointer.lastIndexOf('/');
            String parentAt = pointer.substring(0, cut);
            String last = pointer.substring(cut + 1);
            for (int way = 0; way < 7; way++) {
                ObjectNode copy = fields.deepCopy();
                JsonNode parent = copy.at(parentAt);
                JsonNode value = copy.at(pointer);
                JsonNode replacement = switch (way) {
                    case 0 -> null;
                    case 1 -> NullNode.instance;
                    case 2 -> IntNode.valueOf(-1);
                    case 3 -> IntNode.valueOf(99_999);
                    case 4 -> value.isArray() ? GameJson.MAPPER.createArrayNode() : value;
                    case 5 -> value.isArray() ? ((ArrayNode) value.deepCopy()).addAll((ArrayNode) value.deepCopy()) : value;
                    default -> value.isArray() ? ((ArrayNode) value.deepCopy()).add(NullNode.instance) : value;
                };
                if (parent instanceof ObjectNode object) {
                    if (replacement == null) {
                        object.remove(last);
                    } else {
                        object.set(last, replacement);
                    }
                } else if (parent instanceof ArrayNode array) {
                    int index = Integer.parseInt(last);
                    if (replacement == null) {
                        array.remove(index);
                    } else {
                        array.set(index, replacement);
                    }
                }
                changed.add(copy);
            }
        }
        return changed;
    }

    private static void pointersOf(JsonNode node, String at, List<String> pointers) {
        if (node.isObject()) {
            node.fieldNames().forEachRemaining(name -> {
                pointers.add(at + "/" + name);
                pointersOf(node.get(name), at + "/" + name, pointers);
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                pointers.add(at + "/" + i);
                pointersOf(node.get(i), at + "/" + i, pointers);
            }
        }
    }
}
