package ziggurat.api;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import ziggurat.support.AllAtOnce;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/** Racing clients and retried requests: exactly one application each, no gap, no duplicate. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ConcurrencyTest {

    private static List<Response> race(int clients, Callable<Response> request) throws Exception {
        return AllAtOnce.run(Collections.nCopies(clients, request));
    }

    @Test
    void clientsRacingForOneVersionExactlyOneWinsAndTheRestGet409() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":5}");
        String[] moves = {"{\"type\":\"play\",\"card\":8}", "{\"type\":\"play\",\"card\":9}",
                "{\"type\":\"play\",\"card\":8}"};
        for (int round = 0; round < 3; round++) {
            long expected = v;
            int seat = round % 2 == 0 ? 1 : 0;
            String move = moves[round];
            List<Response> answers = race(12, () -> t.move(seat, expected, move));
            List<Response> won = answers.stream().filter(r -> r.statusCode() == 200).toList();
            assertEquals(1, won.size(), "exactly one of the racing moves is applied");
            long after = won.get(0).jsonPath().getLong("version");
            for (Response r : answers) {
                if (r.statusCode() != 200) {
                    assertEquals(409, r.statusCode(), r.asString());
                    assertEquals("urn:ziggurat:problem:version-conflict", r.jsonPath().getString("type"));
                    assertEquals(after, r.jsonPath().getLong("currentVersion"));
                }
            }
            v = after;
        }
        List<Integer> seqs = t.spectate().then().extract().path("version") == null ? List.of()
                : io.restassured.RestAssured.given().when().get("/v1/games/" + t.id + "/events?limit=1000")
                .jsonPath().getList("events.seq", Integer.class);
        for (int i = 0; i < seqs.size(); i++) {
            assertEquals(i + 1, seqs.get(i), "the log has no gap and no duplicate");
        }
        assertEquals(v, seqs.size());
        io.restassured.RestAssured.given().when().get("/v1/games/" + t.id + "/audit").then()
                .body("verified", equalTo(true));
    }

    @Test
    void aRetryWithTheSameIdempotencyKeyReturnsTheFirstAnswerAndWritesNothing() {
        HttpGame t = PlayingTest.standardGame();
        String body = "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":4}}";
        Response first = t.as(0).header("Idempotency-Key", "bid-once").contentType(ContentType.JSON).body(body)
                .when().post("/v1/games/" + t.id + "/moves");
        first.then().statusCode(200).body("version", equalTo(4));
        Response again = t.as(0).header("Idempotency-Key", "bid-once").contentType(ContentType.JSON).body(body)
                .when().post("/v1/games/" + t.id + "/moves");
        again.then().statusCode(200).header("Idempotent-Replayed", "true");
        assertEquals(first.jsonPath().getMap(""), again.jsonPath().getMap(""));
        assertEquals(4, t.version());
        // the same key after the game moved on still answers the first answer
        t.play(1, 4, "{\"type\":\"bid\",\"amount\":1}");
        t.as(0).header("Idempotency-Key", "bid-once").contentType(ContentType.JSON).body(body)
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(200).body("version", equalTo(4));
        assertEquals(6, t.version());
    }

    @Test
    void theSameKeyWithADifferentBodyIs422() {
        HttpGame t = PlayingTest.standardGame();
        t.as(0).header("Idempotency-Key", "k1").contentType(ContentType.JSON)
                .body("{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":4}}")
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(200);
        t.as(0).header("Idempotency-Key", "k1").contentType(ContentType.JSON)
                .body("{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":3}}")
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(422)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:idempotency-key-reused"))
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        assertEquals(4, t.version());
    }

    @Test
    void aKeyFirstAnsweredWithARefusalGivesThatRefusalAgainAndNeverAppliesAnotherBody() {
        HttpGame t = PlayingTest.standardGame();
        String tooHigh = "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":9}}";
        Response refused = t.as(0).header("Idempotency-Key", "k2").contentType(ContentType.JSON).body(tooHigh)
                .when().post("/v1/games/" + t.id + "/moves");
        refused.then().statusCode(422).contentType("application/problem+json").body("code", equalTo("BID_TOO_HIGH"));
        t.as(0).header("Idempotency-Key", "k2").contentType(ContentType.JSON).body(tooHigh)
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(422)
                .contentType("application/problem+json").header("Idempotent-Replayed", "true")
                .body("code", equalTo("BID_TOO_HIGH"));
        // a legal bid under the same key is another request, not a retry of the first
        t.as(0).header("Idempotency-Key", "k2").contentType(ContentType.JSON)
                .body("{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":2}}")
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("IDEMPOTENCY_KEY_REUSED"));
        assertEquals(3, t.version());
    }

    @Test
    void keysBelongToASeatAnotherSeatMayUseTheSameKey() {
        HttpGame t = PlayingTest.standardGame();
        String body = "{\"expectedVersion\":%d,\"move\":{\"type\":\"bid\",\"amount\":1}}";
        t.as(0).header("Idempotency-Key", "mine").contentType(ContentType.JSON).body(String.format(body, 3))
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(200).body("version", equalTo(4));
        t.as(1).header("Idempotency-Key", "mine").contentType(ContentType.JSON).body(String.format(body, 4))
                .when().post("/v1/games/" + t.id + "/moves").then().statusCode(200).body("version", equalTo(6));
    }

    @Test
    void theSameKeySentConcurrentlyIsAppliedOnceWithIdenticalAnswers() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        String body = "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":2}}";
        List<Response> answers = race(10, () -> t.as(0).header("Idempotency-Key", "together")
                .contentType(ContentType.JSON).body(body).when().post("/v1/games/" + t.id + "/moves"));
        for (Response r : answers) {
            assertEquals(200, r.statusCode(), r.asString());
            assertEquals(4, r.jsonPath().getLong("version"));
            assertEquals(answers.get(0).jsonPath().getList("events"), r.jsonPath().getList("events"));
        }
        assertEquals(4, t.version());
        assertTrue(answers.stream().anyMatch(r -> r.header("Idempotent-Replayed") == null));
    }
}
