package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.play.RulesetCatalogue;

/**
 * Rewrites the ruleset-owned parts of openapi/ziggurat.yaml from the code (schemas of moves, events, views,
 * options and stacks, the answers' references to them, an example request per move type). Run after adding or
 * changing a move or event:
 * {@code ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.contract.UpdateContract}.
 * ContractTest fails while the document and the code disagree.
 */
public final class UpdateContract {

    public static final ObjectMapper WRITER = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR));

    private UpdateContract() {
    }

    public static void main(String[] args) throws IOException {
        JsonNode doc = Contract.document();
        apply(doc);
        WRITER.writeValue(Contract.DOCUMENT.toFile(), doc);
        System.out.println("updated " + Contract.DOCUMENT);
    }

    /** Puts every shipped ruleset's sections into {@code doc}. */
    public static void apply(JsonNode doc) {
        ObjectNode components = (ObjectNode) doc.get("components");
        ObjectNode examples = (ObjectNode) components.get("examples");
        ObjectNode requestExamples = (ObjectNode) doc.at("/paths/~1v1~1games~1{id}~1moves/post/requestBody/content")
                .get("application/json").get("examples");
        requestExamples.removeAll();
        schemas(doc, RulesetSections.shipped());
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            if (r.info().id().equals("tigris")) {
                AnswerExamples.fill(examples, r);
            }
        }
        ObjectNode schemas = (ObjectNode) components.get("schemas");
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            for (Map.Entry<String, JsonNode> e : RulesetSections.examples(r).entrySet()) {
                examples.set(e.getKey(), e.getValue());
                requestExamples.putObject(e.getKey()).put("$ref", "#/components/examples/" + e.getKey());
            }
        }
    }

    /**
     * Puts the schemas of {@code rulesets} into {@code doc}: each one's moves, events and view, and the answers
     * that carry them (a game's state, an event, a legal move) as one of those, so a client validating an
     * answer validates the ruleset's part too.
     */
    public static void schemas(JsonNode doc, List<Ruleset<Object, Move, Event>> rulesets) {
        ObjectNode schemas = (ObjectNode) doc.at("/components/schemas");
        ArrayNode events = ((ObjectNode) schemas.get("EventView")).putArray("anyOf");
        ArrayNode states = ((ObjectNode) schemas.get("GameView")).putArray("oneOf");
        ObjectNode legal = (ObjectNode) schemas.at("/LegalMoves/properties/moves/items");
        legal.removeAll();
        legal.put("description", "A move in the shape POST /moves accepts: one of the game's ruleset's moves.");
        // the envelope every move shares, as MoveRequest's `move` has it, beside the rulesets' own shapes: a
        // generated client that keeps only the envelope (as it does for GameView and EventView) can still read
        // a listed move and post it as it is
        legal.put("type", "object");
        legal.putArray("required").add("type");
        legal.putObject("properties").putObject("type").put("type", "string");
        legal.put("additionalProperties", true);
        ArrayNode moves = legal.putArray("anyOf");
        // an option no ruleset has is refused by the schema, not only by the service; which ruleset's options
        // go with which ruleset the schema cannot say in OpenAPI 3.0, so that stays in words
        ObjectNode options = (ObjectNode) schemas.at("/CreateGame/properties/options");
        options.remove("oneOf");
        ArrayNode optionShapes = options.putArray("anyOf");
        optionShapes.addObject().put("type", "null");
        for (Ruleset<Object, Move, Event> r : rulesets) {
            String prefix = RulesetSections.prefix(r);
            schemas.set(prefix + "Options", RulesetCatalogue.optionsSchema(r));
            ObjectNode stack = RulesetCatalogue.stackSchema(r);
            if (stack != null) {
                schemas.set(prefix + "Stack", stack);
            }
            optionShapes.addObject().put("$ref", "#/components/schemas/" + prefix + "Options");
            schemas.set(prefix + "Move", RulesetSections.moveSchema(r));
            schemas.set(prefix + "Event", RulesetSections.eventSchema(r));
            schemas.set(prefix + "View", RulesetSections.viewSchema(r));
            moves.addObject().put("$ref", "#/components/schemas/" + prefix + "Move");
            events.addObject().put("$ref", "#/components/schemas/" + prefix + "Event");
            ObjectNode state = states.addObject();
            state.put("title", r.info().id());
            ObjectNode properties = state.putObject("properties");
            properties.putObject("ruleset").put("const", r.info().id());
            properties.putObject("state").put("$ref", "#/components/schemas/" + prefix + "View");
            state.put("additionalProperties", true);
        }
    }
}
