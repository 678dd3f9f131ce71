package ziggurat.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import java.lang.reflect.Method;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import ziggurat.api.GamesResource;
import ziggurat.api.RecordResource;
import ziggurat.api.RulesetsResource;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.play.GameJson;

/** The committed contract and the code say the same thing; a change to either without the other fails here. */
class ContractTest {

    @Test
    void everyEndpointTheServiceHasIsInTheContractAndNothingElse() {
        Set<String> served = new TreeSet<>();
        for (Class<?> resource : List.of(GamesResource.class, RulesetsResource.class, RecordResource.class)) {
            String base = resource.getAnnotation(Path.class).value();
            for (Method m : resource.getDeclaredMethods()) {
                String verb = m.isAnnotationPresent(GET.class) ? "get" : m.isAnnotationPresent(POST.class) ? "post"
                        : m.isAnnotationPresent(PUT.class) ? "put" : m.isAnnotationPresent(DELETE.class) ? "delete" : null;
                if (verb == null) {
                    continue;
                }
                Path sub = m.getAnnotation(Path.class);
                String path = base + (sub == null ? "" : "/" + sub.value());
                path = path.replace("{ruleset}", "{ruleset}").replaceAll("/+", "/");
                served.add(verb + " " + path);
            }
        }
        Set<String> documented = new TreeSet<>();
        JsonNode paths = Contract.document().get("paths");
        for (Iterator<String> it = paths.fieldNames(); it.hasNext(); ) {
            String path = it.next();
            for (Iterator<String> verbs = paths.get(path).fieldNames(); verbs.hasNext(); ) {
                String verb = verbs.next();
                if (Set.of("get", "post", "put", "delete", "patch").contains(verb)) {
                    documented.add(verb + " " + path);
                }
            }
        }
        assertEquals(documented, served);
    }

    @Test
    void everyOperationDocumentsItsAnswersWithExamples() {
        JsonNode paths = Contract.document().get("paths");
        for (Iterator<String> it = paths.fieldNames(); it.hasNext(); ) {
            String path = it.next();
            for (Iterator<String> verbs = paths.get(path).fieldNames(); verbs.hasNext(); ) {
                String verb = verbs.next();
                JsonNode op = paths.get(path).get(verb);
                JsonNode ok = op.get("responses").has("200") ? op.get("responses").get("200") : op.get("responses").get("201");
                assertTrue(ok != null, verb + " " + path + " has a success answer");
                JsonNode content = ok.get("content");
                JsonNode media = content.has("application/json") ? content.get("application/json")
                        : content.get("text/event-stream");
                assertTrue(media.has("examples") && media.get("examples").size() > 0,
                        verb + " " + path + " has an example answer");
            }
        }
    }

    @Test
    void eachShippedRulesetsSchemasAndExamplesAreTheCodes() throws Exception {
        JsonNode doc = Contract.document();
        JsonNode expected = doc.deepCopy();
        UpdateContract.apply(expected);
        // written and read back as the generator would, so number widths compare alike
        expected = Contract.YAML.readTree(UpdateContract.write(expected));
        assertEquals(expected.at("/components/schemas"), doc.at("/components/schemas"),
                "ruleset schemas drifted: run ziggurat.contract.UpdateContract (see its javadoc)");
        assertEquals(expected.at("/components/examples"), doc.at("/components/examples"),
                "ruleset examples drifted: run ziggurat.contract.UpdateContract");
        assertEquals(expected.at("/components/" + UpdateContract.SAMPLE_GAMES),
                doc.at("/components/" + UpdateContract.SAMPLE_GAMES),
                "the move examples' sample games drifted: run ziggurat.contract.UpdateContract");
        assertEquals(expected.at("/paths/~1v1~1games~1{id}~1moves/post/requestBody"),
                doc.at("/paths/~1v1~1games~1{id}~1moves/post/requestBody"),
                "move request examples drifted: run ziggurat.contract.UpdateContract");
    }

    @Test
    void everyMoveTypeOfEveryShippedRulesetHasAnExampleTheEngineReads() {
        JsonNode examples = Contract.document().at("/components/examples");
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            for (String type : r.moveTypes().keySet()) {
                JsonNode example = examples.get(r.info().id() + "." + type);
                assertTrue(example != null, r.info().id() + " move " + type + " has an example");
                Move move = GameJson.readMove(r, example.at("/value/move"));
                assertEquals(type, GameJson.typeName(r, move));
            }
        }
    }
}
