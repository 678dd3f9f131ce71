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
 * one seeded sample game ({@code components/x-sample-games}): the game created from its create request, the moves
 * before it posted, the example posted by its seat is played (200), as documented. The optional headers' examples
 * are sent with the examples they go with, and answer as documented too (304 for If-None-Match, 200 for the rest).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ExamplesTogetherTest {

    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    private final JsonNode contract = Contract.document();

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
    void everyOperationCalledWithItsExamplesAnswersAsDocumented() {
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
        readingHeaderExamples(createExamples);
        assertTrue(walked.contains("GET /v1/rulesets/{ruleset}/{kind}/{key}"), "the lookup was walked: " + walked);
        assertTrue(walked.size() >= 10, "every operation was walked: " + walked);
    }

    /**
     * The optional headers of the reading operations, each with its example: If-None-Match naming the view of the
     * answer examples' game as created (answered 304, not modified), and Last-Event-ID resuming a finished game's
     * stream after that event (200, its first message the next event). With the move's headers (walked with its
     * examples) these are every optional header the contract gives an example.
     */
    private void readingHeaderExamples(JsonNode createExamples) {
        Map<String, String> withExamples = new java.util.TreeMap<>();
        contract.get("paths").fields().forEachRemaining(path -> path.getValue().fields().forEachRemaining(op -> {
            for (JsonNode p : op.getValue().path("parameters")) {
                JsonNode param = resolve(p);
                if (param.get("in").asText().equals("header") && !param.path("required").asBoolean()
                        && param.has("example") && !param.get("name").asText().equals("Authorization")) {
                    withExamples.put(param.get("name").asText(), op.getKey().toUpperCase() + " " + path.getKey());
                }
            }
        }));
        assertEquals(Map.of("If-None-Match", "GET /v1/games/{id}", "If-Match", "POST /v1/games/{id}/moves",
                "Idempotency-Key", "POST /v1/games/{id}/moves", "Prefer", "POST /v1/games/{id}/moves",
                "Last-Event-ID", "GET /v1/games/{id}/events/stream"), withExamples,
                "the optional headers with examples, each walked here or with the move examples");

        JsonNode getGame = contract.at("/paths/~1v1~1games~1{id}/get");
        assertTrue(getGame.get("responses").has("304"), "GET /v1/games/{id} documents 304");
        JsonNode answers = resolve(contract.at("/paths/~1v1~1games~1{id}~1moves/post/requestBody/content"
                + "/application~1json/examples/answers"));
        Game g = create(RulesetSections.sampleGame(contract, answers).create());
        String tag = parameterExample(getGame, "If-None-Match");
        // the tag of the plain answer: a client that takes it gzipped holds that form's tag ("4-gzip") instead
        // (REST Assured asks for gzip unless told to take no content encoding)
        Response r = given().config(io.restassured.RestAssured.config().decoderConfig(
                        io.restassured.config.DecoderConfig.decoderConfig().noContentDecoders()))
                .header("If-None-Match", tag).when().get("/v1/games/" + g.id());
        assertEquals(304, r.statusCode(), "If-None-Match " + tag + " on the game as created: " + r.asString());

        JsonNode stream = contract.at("/paths/~1v1~1games~1{id}~1events~1stream/get");
        String last = parameterExample(stream, "Last-Event-ID");
        Game ended = create(resolve(createExamples.elements().next()).get("value"));
        given().header("Authorization", "Bearer " + ended.tokens().get(0)).when()
                .post("/v1/games/" + ended.id() + "/abort").then().statusCode(200);
        r = given().accept("text/event-stream").header("Last-Event-ID", last).when()
                .get("/v1/games/" + ended.id() + "/events/stream");
        assertEquals(documentedSuccess(stream), r.statusCode(), "Last-Event-ID " + last + ": " + r.asString());
        long next = Long.parseLong(last) + 1;
        assertTrue(java.util.regex.Pattern.compile("(?m)^id: ?" + next + "$").matcher(r.asString()).find()
                && !java.util.regex.Pattern.compile("(?m)^id: ?" + last + "$").matcher(r.asString()).find(),
                "the stream resumes after event " + last + ": " + r.asString());
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
     * Each move example, as its description says: the sample game it names ({@code x-game.sample}) created with
     * that game's create request, the moves before it posted by their seats at their versions, and the example
     * posted by its seat: answered as the operation documents (200), and so is every move before it. Examples of
     * one sample game are walked in one game, in the order of their positions.
     */
    private void moveExamples(JsonNode operation, String path, JsonNode examples) {
        int documented = documentedSuccess(operation);
        Map<String, java.util.TreeMap<Integer, Map.Entry<String, JsonNode>>> bySample = new java.util.TreeMap<>();
        examples.fields().forEachRemaining(e -> {
            JsonNode example = resolve(e.getValue());
            JsonNode x = example.get("x-game");
            assertTrue(x != null, "the move example " + e.getKey() + " names the game it is a move of");
            var earlier = bySample.computeIfAbsent(x.get("sample").asText(), k -> new java.util.TreeMap<>())
                    .put(x.get("movesBefore").asInt(), Map.entry(e.getKey(), example));
            assertTrue(earlier == null, "two examples are one position: " + e.getKey());
        });
        int walked = 0;
        for (var sample : bySample.entrySet()) {
            var positions = sample.getValue();
            JsonNode last = positions.lastEntry().getValue().getValue();
            RulesetSections.SampleGame game = RulesetSections.sampleGame(contract, last);
            Game g = create(game.create());
            String url = path.replace("{id}", g.id());
            for (int i = 0; i <= positions.lastKey(); i++) {
                var example = positions.get(i);
                if (example == null) {
                    RulesetSections.Step step = game.moves().get(i);
                    Response r = post(url, g.tokens().get(step.seat()), null,
                            "{\"expectedVersion\":" + step.expectedVersion() + ",\"move\":" + GameJson.write(step.move())
                                    + "}");
                    assertEquals(200, r.statusCode(), "sample game " + sample.getKey() + ", move " + i + " "
                            + step.move() + ": " + r.asString());
                    continue;
                }
                JsonNode value = example.getValue().get("value");
                int seat = example.getValue().at("/x-game/seat").asInt();
                Response r = post(url, g.tokens().get(seat), null, GameJson.write(value));
                assertEquals(documented, r.statusCode(), "the move example " + example.getKey() + " " + value
                        + ", posted by seat " + seat + " after " + i + " moves of " + sample.getKey() + ": "
                        + r.asString());
                walked++;
            }
        }
        assertEquals(examples.size(), walked, "every move example was posted where it was taken");
        headerExamples(operation, path, examples);
    }

    private static Response post(String url, String token, Map<String, String> headers, String body) {
        RequestSpecification request = given().header("Authorization", "Bearer " + token)
                .contentType("application/json").body(body);
        if (headers != null) {
            request.headers(headers);
        }
        return request.when().post(url);
    }

    /** An optional parameter's example, by the parameter's name. */
    private String parameterExample(JsonNode operation, String name) {
        for (JsonNode p : operation.path("parameters")) {
            JsonNode param = resolve(p);
            if (param.get("name").asText().equals(name)) {
                assertTrue(param.has("example"), name + " has an example");
                return param.get("example").asText();
            }
        }
        throw new AssertionError("the operation has no parameter " + name);
    }

    /**
     * The move operation's optional headers, each with its example, sent with the request example they go with
     * (the answer examples' move, on that game as its sample game makes it): If-Match naming its version, an
     * Idempotency-Key (and the same request again, answered by the key's first answer), Prefer asking for the
     * minimal answer. Each is played (200), as documented.
     */
    private void headerExamples(JsonNode operation, String path, JsonNode examples) {
        JsonNode example = resolve(examples.get("answers"));
        RulesetSections.SampleGame sample = RulesetSections.sampleGame(contract, example);
        JsonNode value = example.get("value");
        int seat = example.at("/x-game/seat").asInt();
        int documented = documentedSuccess(operation);
        Set<String> optional = new java.util.TreeSet<>();
        for (JsonNode p : operation.path("parameters")) {
            JsonNode param = resolve(p);
            if (param.get("in").asText().equals("header") && !param.path("required").asBoolean()
                    && !param.get("name").asText().equals("Authorization")) {
                optional.add(param.get("name").asText());
            }
        }
        assertEquals(Set.of("If-Match", "Idempotency-Key", "Prefer"), optional, "the move's optional headers");

        // If-Match names the version the example names: with it in the body, or instead of it
        String ifMatch = parameterExample(operation, "If-Match");
        assertEquals("\"" + value.get("expectedVersion").asLong() + "\"", ifMatch,
                "If-Match's example names the version of the move example it goes with");
        for (boolean inBody : List.of(true, false)) {
            Game g = create(sample.create());
            JsonNode body = inBody ? value : GameJson.MAPPER.createObjectNode().set("move", value.get("move"));
            Response r = post(path.replace("{id}", g.id()), g.tokens().get(seat), Map.of("If-Match", ifMatch),
                    GameJson.write(body));
            assertEquals(documented, r.statusCode(), "If-Match " + ifMatch + " with " + body + ": " + r.asString());
        }

        Game g = create(sample.create());
        String key = parameterExample(operation, "Idempotency-Key");
        Response first = post(path.replace("{id}", g.id()), g.tokens().get(seat), Map.of("Idempotency-Key", key),
                GameJson.write(value));
        assertEquals(documented, first.statusCode(), "Idempotency-Key " + key + ": " + first.asString());
        Response again = post(path.replace("{id}", g.id()), g.tokens().get(seat), Map.of("Idempotency-Key", key),
                GameJson.write(value));
        assertEquals(documented, again.statusCode(), "the same request under the same key: " + again.asString());
        assertEquals("true", again.header("Idempotent-Replayed"), "answered by the key's first answer");
        assertEquals(first.asString(), again.asString(), "the key's first answer, again");

        g = create(sample.create());
        String prefer = parameterExample(operation, "Prefer");
        Response minimal = post(path.replace("{id}", g.id()), g.tokens().get(seat), Map.of("Prefer", prefer),
                GameJson.write(value));
        assertEquals(documented, minimal.statusCode(), "Prefer " + prefer + ": " + minimal.asString());
        assertEquals(prefer, minimal.header("Preference-Applied"), "the minimal answer, as documented");
    }
}
