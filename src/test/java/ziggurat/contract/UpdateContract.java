package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.IOException;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.play.RulesetCatalogue;

/**
 * Rewrites the ruleset-owned parts of openapi/ziggurat.yaml from the code (schemas of moves, events,
 * options and stacks, an example request per move type). Run after adding or changing a move or event:
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
        ObjectNode schemas = (ObjectNode) components.get("schemas");
        ObjectNode examples = (ObjectNode) components.get("examples");
        ObjectNode requestExamples = (ObjectNode) doc.at("/paths/~1v1~1games~1{id}~1moves/post/requestBody/content")
                .get("application/json").get("examples");
        requestExamples.removeAll();
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            String prefix = RulesetSections.prefix(r);
            schemas.set(prefix + "Move", RulesetSections.moveSchema(r));
            schemas.set(prefix + "Event", RulesetSections.eventSchema(r));
            schemas.set(prefix + "Options", RulesetCatalogue.optionsSchema(r));
            if (RulesetCatalogue.stackSchema(r) != null) {
                schemas.set(prefix + "Stack", RulesetCatalogue.stackSchema(r));
            }
            for (Map.Entry<String, JsonNode> e : RulesetSections.examples(r).entrySet()) {
                examples.set(e.getKey(), e.getValue());
                requestExamples.putObject(e.getKey()).put("$ref", "#/components/examples/" + e.getKey());
            }
        }
    }
}
