package ziggurat.contract;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The contract's examples work together, as a client driven by them would use them: each operation called with
 * the examples of its parameters (a path parameter's, a query parameter's) and each of its request examples
 * answers with the status of the operation's documented answer (its 2xx, the one the examples show). The one
 * stand-in is the game: an example game id names the game the client created (with a request example of
 * {@code POST /v1/games}), and an example seat token that game's seat. A move example is a move of one position of
 * one game; posted to a game of its ruleset at that game's version it is played or refused by the rules (422),
 * never refused as malformed: the request a client builds from it can be sent.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ExamplesTogetherTest {

    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    private final JsonNode contract = Contract.document();

    /** A game a client created: its id, its ruleset and its seats' tokens. */
    /** A game made from an example: each seat's token, or its invitation when it was left open (else null). */
    record Game(String id, String ruleset, List<String> tokens, List<String> invitations) {
    }

    private JsonNode resolve(JsonNode node) {
        while (node.has("$ref")) {
            node = contract.at(node.get("$ref").asText().substring(1));
        }
        return node;
    }

    private Game create(JsonNode body) {
        Response r = given().contentType("application/json").body(GameJson.write(body))
                .when().post("/v1/games");
        assertEquals(201, r.statusCode(), "POST /v1/games with " + body + ": " + r.asString());
        JsonNode n = GameJson.readTree(r.asString());
        List<String> tokens = new ArrayList<>();
        List<String> invitations = new ArrayList<>();
        n.get("seats").forEach(s -> {
            tokens.add(s.hasNonNull("token") ? s.get("token").asText() : null);
            invitations.add(s.hasNonNull("invitation") ? s.get("invitation").asText() : null);
        });
        return new Game(n.get("id").asText(), n.get("ruleset").asText(), tokens, invitations);
    }

    private static JsonNode view(Game g) {
        return GameJson.readTree(given().when().get("/v1/games/" + g.id()).then().statusCode(200).extract().asString());
    }

    /** The status the operation documents for its answer: its 2xx. */
    private static int documentedSuccess(JsonNode operation) {
        for (Iterator<String> it = operation.get("responses").fieldNames(); it.hasNext(); ) {
            String status = it.next();
            if (status.startsWith("2")) {
                return Integer.parseInt(status);
            }
        }
        throw new AssertionError("an operation documents no 2xx answer: " + operation.path("operationId"));
    }

    @Test
    void every_operation_called_with_its_examples_answers_as_documented() {
        // the games a client makes from the request examples of POST /v1/games, each answered 201 as documented
        JsonNode createExamples = contract.at("/paths/~1v1~1games/post/requestBody/content/application~1json/examples");
        List<Game> created = new ArrayList<>();
        createExamples.fields().forEachRemaining(e -> created.add(create(resolve(e.getValue()).get("value"))));
        assertTrue(created.size() >= 1, "POST /v1/games has request examples");
        Game game = created.get(0);

        List<String> walked = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = contract.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                if (!METHODS.contains(op.getKey())) {
                    continue;
                }
                String name = op.getKey().toUpperCase() + " " + path.getKey();
                if (name.equals("POST /v1/games")) {
                    walked.add(name);
                    continue; // walked above: every game below was made from its examples
                }
                JsonNode operation = op.getValue();
                JsonNode requestExamples = operation.at("/requestBody/content/application~1json/examples");
                if (requestExamples.isObject() && !requestExamples.isEmpty()) {
                    if (path.getKey().equals("/v1/games/{id}/moves")) {
                        moveExamples(operation, path.getKey(), requestExamples);
                    } else if (path.getKey().equals("/v1/games/{id}/claims")) {
                        requestExamples.fields().forEachRemaining(e -> {
                            // each claim takes a seat of a listed game with open seats, made from the lobby's
                            // example; an invitation example stands for that game's own invitation
                            Game open = create(resolve(createExamples.get("lobby")).get("value"));
                            JsonNode claim = resolve(e.getValue()).get("value").deepCopy();
                            if (claim.has("invitation")) {
                                String code = open.invitations().stream().filter(c -> c != null).findFirst()
                                        .orElseThrow();
                                ((com.fasterxml.jackson.databind.node.ObjectNode) claim).put("invitation", code);
                            }
                            call(name, path.getKey(), operation, open, claim);
                        });
                    } else {
                        requestExamples.fields().forEachRemaining(e -> call(name, path.getKey(), operation,
                                freshIfEnding(name, game), resolve(e.getValue()).get("value")));
                    }
                } else {
                    call(name, path.getKey(), operation, freshIfEnding(name, game), null);
                }
                walked.add(name);
            }
        }
        assertTrue(walked.contains("GET /v1/rulesets/{ruleset}/{kind}/{key}"), "the lookup was walked: " + walked);
        assertTrue(walked.size() >= 10, "every operation was walked: " + walked);
    }

    /** Ending a game (resign, abort) or streaming one (which ends only with the game) takes a game of its own. */
    private Game freshIfEnding(String name, Game game) {
        if (name.endsWith("/resign") || name.endsWith("/abort") || name.endsWith("/stream")
                || name.endsWith("/record")) {
            JsonNode first = resolve(contract.at("/paths/~1v1~1games/post/requestBody/content/application~1json"
                    + "/examples").elements().next()).get("value");
            Game fresh = create(first);
            if (name.endsWith("/stream") || name.endsWith("/record")) {
                // a finished game's stream ends after its last event, so the answer can be read whole; a record
                // is only of a finished game
                given().header("Authorization", "Bearer " + fresh.tokens().get(0)).when()
                        .post("/v1/games/" + fresh.id() + "/abort").then().statusCode(200);
            }
            return fresh;
        }
        return game;
    }

    /** One call, built from the operation's parameter examples (the game standing in for its id and token). */
    private void call(String name, String path, JsonNode operation, Game game, JsonNode body) {
        RequestSpecification request = given();
        String url = path;
        for (JsonNode p : operation.path("parameters")) {
            JsonNode param = resolve(p);
            String in = param.get("in").asText();
            String pName = param.get("name").asText();
            JsonNode example = param.get("example");
            if (in.equals("path")) {
                String value = pName.equals("id") ? game.id() : example == null ? null : example.asText();
                assertTrue(value != null, name + ": the path parameter " + pName + " has an example");
                url = url.replace("{" + pName + "}", value);
            } else if (in.equals("header") && pName.equals("Authorization")) {
                request.header("Authorization", "Bearer " + game.tokens().get(0));
            } else if (in.equals("query") && example != null) {
                request.queryParam(pName, example.asText());
            } else if (param.path("required").asBoolean() && example != null) {
                request.header(pName, example.asText());
            }
        }
        if (name.endsWith("/stream")) {
            request.accept("text/event-stream");
        }
        if (body != null) {
            request.contentType("application/json").body(GameJson.write(body));
        }
        Response r = request.when().request(name.substring(0, name.indexOf(' ')), url);
        assertEquals(documentedSuccess(operation), r.statusCode(), name + " as " + url + " with its examples"
                + (body == null ? "" : " and " + body) + ": " + r.asString());
    }

    /**
     * Each move example, posted to a game of its ruleset by the seat whose decision it is, at the game's version
     * (what a client sends as {@code expectedVersion}): played (200) or refused by the rules (422), never malformed.
     */
    private void moveExamples(JsonNode operation, String path, JsonNode examples) {
        Map<String, Game> games = new HashMap<>();
        int played = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = examples.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode move = resolve(e.getValue()).get("value").get("move");
            String ruleset = e.getKey().substring(0, e.getKey().indexOf('.'));
            Game g = games.computeIfAbsent(ruleset, id -> create(GameJson.readTree(
                    "{\"ruleset\":\"" + id + "\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}")));
            JsonNode view = view(g);
            int seat = view.get("pending").path(0).path("seat").asInt(0);
            Response r = given().header("Authorization", "Bearer " + g.tokens().get(seat))
                    .contentType("application/json")
                    .body("{\"expectedVersion\":" + view.get("version").asLong() + ",\"move\":" + GameJson.write(move)
                            + "}")
                    .when().post(path.replace("{id}", g.id()));
            assertTrue(r.statusCode() == documentedSuccess(operation) || r.statusCode() == 422,
                    "the move example " + e.getKey() + " " + move + ": " + r.statusCode() + " " + r.asString());
            if (r.statusCode() == 200) {
                played++; // the next example of the ruleset goes to the game as this move left it
            }
        }
        assertTrue(played > 0, "some move examples are first moves of a game and were played");
    }
}
