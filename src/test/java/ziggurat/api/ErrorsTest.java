package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/** Every row of the error table in api.md, and the bad input around it: always problem+json, never a change. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ErrorsTest {

    private static ValidatableResponse problem(ValidatableResponse r, int status, String type) {
        return r.statusCode(status)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:" + type))
                .body("status", equalTo(status))
                .body("title", notNullValue())
                .body("detail", notNullValue());
    }

    private static ValidatableResponse postMove(HttpGame t, int seat, String body) {
        return t.as(seat).contentType(ContentType.JSON).body(body).when().post("/v1/games/" + t.id + "/moves").then();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "not JSON                  | {expectedVersion: 3                                          | not valid JSON",
            "an array                  | [1,2]                                                        | JSON object",
            "empty object              | {}                                                           | move",
            "no move                   | {\"expectedVersion\":3}                                      | move",
            "move not an object        | {\"expectedVersion\":3,\"move\":\"bid\"}                     | move",
            "move without type         | {\"expectedVersion\":3,\"move\":{\"amount\":1}}              | move.type",
            "unknown move type         | {\"expectedVersion\":3,\"move\":{\"type\":\"castle\"}}       | Unknown move type 'castle'",
            "unknown move field        | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":1,\"x\":1}} | Unknown field 'x'",
            "unknown top-level field   | {\"expectedVersion\":3,\"move\":{\"type\":\"pass\"},\"cheat\":true} | Unknown field 'cheat'",
            "missing number            | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\"}}          | move.amount",
            "string for a number       | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":\"two\"}} | whole number",
            "fraction for a number     | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":2.5}} | amount",
            "fraction with an exponent | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":25E-1}} | amount",
            "fraction too small for a double | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":-1E-400}} | amount",
            "huge number               | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":99999999999999999999}} | amount",
            "negative number           | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":-1}} | never negative",
            "null number               | {\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":null}} | amount",
            "negative version          | {\"expectedVersion\":-1,\"move\":{\"type\":\"pass\"}}        | expectedVersion",
            "string version            | {\"expectedVersion\":\"3\",\"move\":{\"type\":\"pass\"}}     | expectedVersion",
            "duplicate key             | {\"expectedVersion\":3,\"expectedVersion\":3,\"move\":{\"type\":\"pass\"}} | Duplicate",
            "trailing garbage          | {\"expectedVersion\":3,\"move\":{\"type\":\"pass\"}} xyz     | JSON",
    })
    void malformed_moves_are_400_and_change_nothing(String name, String body, String hint) {
        HttpGame t = PlayingTest.standardGame();
        problem(postMove(t, 0, body), 400, "malformed-request").body("detail", containsString(hint));
        assertEquals(3, t.version());
    }

    /**
     * An integer as JSON Schema reads it, and so as the published schemas accept it: 2.0 and 2E0 are the integer 2.
     * The move is played as if 2 had been written, its events and the game's hashes the same.
     */
    @Test
    void aWholeNumberWrittenWithAFractionOrAnExponentIsThatInteger() {
        HttpGame plain = PlayingTest.standardGame();
        HttpGame written = PlayingTest.standardGame();
        postMove(plain, 0, "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":2}}").statusCode(200);
        postMove(written, 0, "{\"expectedVersion\":3.0,\"move\":{\"type\":\"bid\",\"amount\":2.0}}")
                .statusCode(200);
        postMove(plain, 1, "{\"expectedVersion\":4,\"move\":{\"type\":\"bid\",\"amount\":1}}").statusCode(200);
        postMove(written, 1, "{\"expectedVersion\":4,\"move\":{\"type\":\"bid\",\"amount\":1E0}}")
                .statusCode(200);
        String events = "/v1/games/%s/events";
        io.restassured.path.json.JsonPath a = given().when().get(String.format(events, plain.id)).then().statusCode(200)
                .extract().jsonPath();
        io.restassured.path.json.JsonPath b = given().when().get(String.format(events, written.id)).then()
                .statusCode(200).extract().jsonPath();
        assertEquals(a.getList("events.type"), b.getList("events.type"));
        assertEquals(a.getList("events.data").subList(3, a.getList("events.data").size()),
                b.getList("events.data").subList(3, b.getList("events.data").size()),
                "the bids' events are the same, whole numbers in both");
        assertTrue(given().when().get(String.format(events, written.id)).asString().contains("\"bids\":[2,1]"),
                "the bids revealed as the integers 2 and 1");
        assertEquals(plain.version(), written.version());
    }

    @Test
    void anIllegalMoveIs422WithTheRulesCodeASentenceAndWhoIsPending() {
        HttpGame t = PlayingTest.standardGame();
        problem(postMove(t, 0, "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":6}}"), 422, "illegal-move")
                .body("code", equalTo("BID_TOO_HIGH"))
                .body("detail", equalTo("A bid is at most 5."))
                .body("currentVersion", equalTo(3))
                .body("pending.seat", org.hamcrest.Matchers.contains(0, 1));
        problem(postMove(t, 0, "{\"expectedVersion\":3,\"move\":{\"type\":\"play\",\"card\":9}}"), 422, "illegal-move")
                .body("code", equalTo("MOVE_NOT_EXPECTED"));
        assertEquals(3, t.version());
    }

    @Test
    void aSeatTheGameDoesNotWaitForGets409NotYourDecision() {
        HttpGame t = PlayingTest.standardGame();
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        problem(postMove(t, 0, "{\"expectedVersion\":4,\"move\":{\"type\":\"bid\",\"amount\":1}}"), 409, "not-your-decision")
                .body("currentVersion", equalTo(4))
                .body("pending.seat", org.hamcrest.Matchers.contains(1));
        assertEquals(4, t.version());
    }

    @Test
    void aStaleVersionGets409VersionConflictWithTheCurrentVersion() {
        HttpGame t = PlayingTest.standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":0}");
        long seen = v;
        v = t.play(0, v, "{\"type\":\"play\",\"card\":9}");
        // seat 1 decided before seat 0's card: in an ordinary turn any move since makes a move stale
        problem(postMove(t, 1, "{\"expectedVersion\":" + seen + ",\"move\":{\"type\":\"pass\"}}"), 409,
                "version-conflict").body("currentVersion", equalTo((int) v));
        assertEquals(v, t.version());
    }

    @Test
    void tokensMissingUnknownForeignOrMalformedAre401() {
        HttpGame t = PlayingTest.standardGame();
        HttpGame other = PlayingTest.standardGame();
        String body = "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":1}}";
        problem(given().contentType(ContentType.JSON).body(body).when().post("/v1/games/" + t.id + "/moves").then(),
                401, "unauthorized").header("WWW-Authenticate", containsString("Bearer"));
        problem(given().header("Authorization", "Bearer " + other.tokens.get(0)).contentType(ContentType.JSON)
                .body(body).when().post("/v1/games/" + t.id + "/moves").then(), 401, "unauthorized");
        problem(given().header("Authorization", "Bearer not-a-token").when().get("/v1/games/" + t.id).then(),
                401, "unauthorized");
        problem(given().header("Authorization", "Basic dXNlcjpwYXNz").when().get("/v1/games/" + t.id).then(),
                401, "unauthorized");
        assertEquals(3, t.version());
    }

    @Test
    void unknownGamesPathsAndRulesetsAre404() {
        problem(given().when().get("/v1/games/7d8f3a52-0000-4000-8000-000000000000").then(), 404, "not-found");
        problem(given().when().get("/v1/games/not-a-uuid").then(), 404, "not-found");
        problem(given().when().get("/v1/nothing-here").then(), 404, "not-found");
        problem(given().contentType(ContentType.JSON).body("{\"ruleset\":\"chess\",\"seats\":[{\"name\":\"a\"}]}")
                .when().post("/v1/games").then(), 404, "not-found");
        problem(given().when().get("/v1/games/7d8f3a52-0000-4000-8000-000000000000/audit").then(), 404, "not-found");
    }

    @Test
    void aBodyOverTheLimitIs413() {
        HttpGame t = PlayingTest.standardGame();
        String huge = "{\"expectedVersion\":3,\"move\":{\"type\":\"pass\",\"pad\":\"" + "x".repeat(70_000) + "\"}}";
        problem(postMove(t, 0, huge), 413, "payload-too-large");
        assertEquals(3, t.version());
    }

    @Test
    void theGameOverRefusalIs409() {
        HttpGame t = PlayingTest.standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(0, v, "{\"type\":\"pass\"}");
        v = t.play(1, v, "{\"type\":\"pass\"}");
        problem(postMove(t, 0, "{\"expectedVersion\":" + v + ",\"move\":{\"type\":\"pass\"}}"), 409, "game-over")
                .body("currentVersion", equalTo((int) v));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no seats          | {\"ruleset\":\"tally\"}                                                   | 400 | malformed-request",
            "empty seats       | {\"ruleset\":\"tally\",\"seats\":[]}                                      | 400 | malformed-request",
            "blank name        | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\" \"},{\"name\":\"b\"}]}     | 400 | malformed-request",
            "seat extra field  | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\",\"x\":1},{\"name\":\"b\"}]} | 400 | malformed-request",
            "options not obj   | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"options\":[]} | 400 | malformed-request",
            "stack not strings | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"stack\":[1,2]} | 400 | malformed-request",
            "empty seed        | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"seed\":\"\"} | 400 | malformed-request",
            "unknown field     | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"turbo\":1} | 400 | malformed-request",
            "one seat          | {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"}]}                      | 422 | invalid-game",
            "too many of a card| {\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"stack\":[\"1\",\"1\",\"1\",\"1\",\"2\",\"3\"]} | 422 | invalid-game",
    })
    void a_game_that_cannot_be_created_as_asked_is_refused(String name, String body, int status, String type) {
        problem(given().contentType(ContentType.JSON).body(body).when().post("/v1/games").then(), status, type);
    }

    @Test
    void anInvalidStackNamesItsCode() {
        problem(given().contentType(ContentType.JSON)
                .body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"stack\":[\"1\",\"1\",\"1\",\"1\",\"2\",\"3\"]}")
                .when().post("/v1/games").then(), 422, "invalid-game")
                .body("code", equalTo("INVALID_STACK"));
    }

    @Test
    void badQueryParametersAre400() {
        HttpGame t = PlayingTest.standardGame();
        problem(given().when().get("/v1/games/" + t.id + "/events?after=abc").then(), 400, "malformed-request");
        problem(given().when().get("/v1/games/" + t.id + "/events?limit=0").then(), 400, "malformed-request");
        problem(given().when().get("/v1/games/" + t.id + "/events?wait=999").then(), 400, "malformed-request");
        problem(given().when().get("/v1/games/" + t.id + "?version=0").then(), 400, "malformed-request");
        problem(given().when().get("/v1/games/" + t.id + "?version=99").then(), 404, "not-found");
        problem(given().when().get("/v1/games?status=paused").then(), 400, "malformed-request");
        problem(given().when().get("/v1/games?cursor=zzz").then(), 400, "malformed-request");
    }

    @Test
    void wrongMethodsAndMediaTypesAreProblemsToo() {
        HttpGame t = PlayingTest.standardGame();
        problem(given().when().delete("/v1/games/" + t.id).then(), 405, "method-not-allowed");
        problem(t.as(0).contentType(ContentType.TEXT).body("hello").when().post("/v1/games/" + t.id + "/moves").then(),
                415, "unsupported-media-type");
    }
}
