package ziggurat.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.fge.jsonschema.core.exceptions.ProcessingException;
import com.github.fge.jsonschema.core.report.ProcessingReport;
import com.github.fge.jsonschema.main.JsonSchema;
import com.github.fge.jsonschema.main.JsonSchemaFactory;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers;
import ziggurat.play.GameJson;

/**
 * What the service lists is what it publishes: every legal move listed in random games of every shipped
 * ruleset (2 to 4 seats, fixed seeds), written as the service writes it, validates against that ruleset's
 * published move schema in the committed contract, and so does every move example of the contract.
 */
class PublishedSchemasTest {

    static final JsonNode DOCUMENT = Contract.document();

    @Test
    void every_listed_legal_move_of_random_games_matches_the_published_schema() throws ProcessingException {
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            JsonSchema schema = schema("/components/schemas/" + RulesetSections.prefix(r) + "Move");
            int checked = 0;
            for (int seats = r.info().minSeats(); seats <= r.info().maxSeats(); seats++) {
                for (int game = 0; game < 4; game++) {
                    checked += playAndCheck(r, schema, seats, 1000L * seats + game);
                }
            }
            assertTrue(checked > 1000, r.info().id() + ": " + checked + " distinct moves checked");
        }
    }

    @Test
    void every_move_example_of_the_contract_matches_the_published_schema() throws ProcessingException {
        JsonSchema request = schema("/components/schemas/MoveRequest");
        int checked = 0;
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            JsonSchema moves = schema("/components/schemas/" + RulesetSections.prefix(r) + "Move");
            for (Iterator<Map.Entry<String, JsonNode>> it = DOCUMENT.at("/components/examples").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> example = it.next();
                if (example.getKey().startsWith(r.info().id() + ".")) {
                    JsonNode value = example.getValue().get("value");
                    valid(request, value, example.getKey());
                    valid(moves, value.get("move"), example.getKey());
                    checked++;
                }
            }
        }
        assertTrue(checked >= 20, checked + " examples");
    }

    private static int playAndCheck(Ruleset<Object, Move, Event> r, JsonSchema schema, int seats, long seed)
            throws ProcessingException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("Seat " + i);
        }
        SplittableRandom random = new SplittableRandom(seed);
        Object state = r.initial();
        for (Event e : r.start(new GameSetup(names, Map.of(), Optional.empty(), "0".repeat(64)), Rng.of("s" + seed, "setup"))) {
            state = r.evolve(state, e);
        }
        java.util.Set<Move> seen = new java.util.HashSet<>();
        for (int step = 0; step < 20_000 && !r.outcome(state).finished(); step++) {
            List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = r.legalMoves(state, seat);
            for (Move m : legal) {
                if (seen.add(m)) {
                    valid(schema, GameJson.tree(new Answers.TypedMove(GameJson.typeName(r, m), m)),
                            r.info().id() + " listed move " + m);
                }
            }
            Move move = legal.get(random.nextInt(legal.size()));
            for (Event e : r.decide(state, seat, move, Rng.of("s" + seed, "move" + step))) {
                state = r.evolve(state, e);
            }
        }
        return seen.size();
    }

    private static void valid(JsonSchema schema, JsonNode value, String what) throws ProcessingException {
        ProcessingReport report = schema.validate(value);
        assertTrue(report.isSuccess(), what + " as written " + value + " breaks the published schema:\n" + report);
    }

    /**
     * The schema at {@code pointer} of the committed contract (OpenAPI 3.1, JSON Schema 2020-12), read by a
     * draft-4 validator: `const` becomes a one-value `enum`; type lists and the null type are draft 4 already.
     */
    private static JsonSchema schema(String pointer) throws ProcessingException {
        JsonNode root = DOCUMENT.deepCopy();
        constToEnum(root);
        return JsonSchemaFactory.byDefault().getJsonSchema(root, pointer);
    }

    private static void constToEnum(JsonNode node) {
        if (node instanceof ObjectNode o) {
            JsonNode constant = o.remove("const");
            if (constant != null) {
                o.putArray("enum").add(constant);
            }
            o.forEach(PublishedSchemasTest::constToEnum);
        } else if (node instanceof ArrayNode a) {
            a.forEach(PublishedSchemasTest::constToEnum);
        }
    }
}
