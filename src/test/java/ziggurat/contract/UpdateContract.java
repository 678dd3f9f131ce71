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
        java.nio.file.Files.writeString(Contract.DOCUMENT, write(doc));
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
        ObjectNode games = components.putObject(SAMPLE_GAMES);
        // the answer examples' own game and move first: the header examples that name a version go with them
        requestExamples.putObject(AnswerExamples.SAMPLE).put("$ref", "#/components/examples/" + AnswerExamples.REQUEST);
        ObjectNode answers = games.putObject(AnswerExamples.SAMPLE);
        answers.set("create", AnswerExamples.createRequest());
        answers.putArray("moves");
        long version = examples.at("/" + AnswerExamples.REQUEST + "/value/expectedVersion").asLong();
        versionExamples(doc, version);
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            RulesetSections.Examples made = RulesetSections.examples(r);
            for (Map.Entry<String, JsonNode> e : made.examples().entrySet()) {
                examples.set(e.getKey(), e.getValue());
                requestExamples.putObject(e.getKey()).put("$ref", "#/components/examples/" + e.getKey());
            }
            made.games().forEach(games::set);
        }
    }

    /**
     * The header examples that name a version name the answer examples' game's: If-Match the version the move
     * request example {@code answers} was decided on, If-None-Match the view of that game before it (304), and
     * Last-Event-ID an event every game has (the stream resumes after it).
     */
    private static void versionExamples(JsonNode doc, long version) {
        String etag = "\"" + version + "\"";
        for (JsonNode p : doc.at("/paths/~1v1~1games~1{id}~1moves/post/parameters")) {
            if (p.path("name").asText().equals("If-Match")) {
                ((ObjectNode) p).put("example", etag);
            }
        }
        for (JsonNode p : doc.at("/paths/~1v1~1games~1{id}/get/parameters")) {
            if (p.path("name").asText().equals("If-None-Match")) {
                ((ObjectNode) p).put("example", etag);
            }
        }
        for (JsonNode p : doc.at("/paths/~1v1~1games~1{id}~1events~1stream/get/parameters")) {
            if (p.path("name").asText().equals("Last-Event-ID")) {
                ((ObjectNode) p).put("example", "2");
            }
        }
    }

    /** Where the move examples' sample games are kept: an extension of the components, as OpenAPI allows. */
    public static final String SAMPLE_GAMES = "x-sample-games";

    /**
     * The document as YAML, each move of a sample game on one line (a flow mapping, JSON as YAML reads it): the
     * games hold well over a thousand moves, which block style would spread over ten times as many lines.
     */
    public static String write(JsonNode doc) throws IOException {
        JsonNode copy = doc.deepCopy();
        java.util.Map<String, String> lines = new java.util.HashMap<>();
        JsonNode games = copy.at("/components/" + SAMPLE_GAMES);
        games.forEach(g -> {
            ArrayNode moves = (ArrayNode) g.get("moves");
            for (int i = 0; i < moves.size(); i++) {
                String key = "zigguratsamplemove" + lines.size();
                lines.put(key, flow(moves.get(i)));
                moves.set(i, com.fasterxml.jackson.databind.node.TextNode.valueOf(key));
            }
        });
        StringBuilder out = new StringBuilder();
        for (String line : WRITER.writeValueAsString(copy).split("\n", -1)) {
            int at = line.indexOf("- zigguratsamplemove");
            if (at >= 0) {
                String key = line.substring(at + 2).trim();
                line = line.substring(0, at + 2) + lines.get(key);
            }
            out.append(line).append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    /** JSON with a space after each colon and comma: a flow node any YAML reader reads as it reads JSON. */
    private static String flow(JsonNode node) {
        if (node.isObject()) {
            StringBuilder sb = new StringBuilder("{");
            node.fields().forEachRemaining(f -> {
                if (sb.length() > 1) {
                    sb.append(", ");
                }
                sb.append(com.fasterxml.jackson.databind.node.TextNode.valueOf(f.getKey())).append(": ")
                        .append(flow(f.getValue()));
            });
            return sb.append('}').toString();
        }
        if (node.isArray()) {
            StringBuilder sb = new StringBuilder("[");
            node.forEach(e -> sb.append(sb.length() > 1 ? ", " : "").append(flow(e)));
            return sb.append(']').toString();
        }
        return node.toString();
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
        // what POST /moves takes is exactly what the rulesets' move schemas accept: a client or a fuzzer generated
        // from the contract builds only moves the service reads (which ruleset's schema applies is the game's, which
        // OpenAPI cannot say; the move types of one ruleset are told apart by `type`)
        ObjectNode posted = (ObjectNode) schemas.at("/MoveRequest/properties/move");
        posted.removeAll();
        posted.put("description", "One move of the game's ruleset, in that ruleset's move schema (TigrisMove,"
                + " ContestOfKingsMove, AttikaMove, QinMove): the `type` names one of the ruleset's move types, and"
                + " the type names belong to the game's ruleset (a `placeTile` of one ruleset is not another's). A"
                + " move no ruleset's schema accepts is 400; one of another ruleset's shapes, or a type the game's"
                + " ruleset does not have, is 400 too.");
        posted.put("type", "object");
        posted.putArray("required").add("type");
        posted.putObject("properties").putObject("type").put("type", "string");
        posted.put("additionalProperties", true);
        ArrayNode postedMoves = posted.putArray("anyOf");
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
            postedMoves.addObject().put("$ref", "#/components/schemas/" + prefix + "Move");
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
