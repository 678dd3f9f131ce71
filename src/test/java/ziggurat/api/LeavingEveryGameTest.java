package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ziggurat.contract.RulesetSections;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Leaving the table, for every shipped ruleset, over HTTP: in a two-seat game a resignation hands the
 * other seat the win at once; early on, a seat aborts and the game ends with no result. Each log verifies. (That a
 * full table plays on to its end when two seats leave is RulesetConformance's, for every ruleset.)
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LeavingEveryGameTest {

    static Stream<String> rulesets() {
        return RulesetSections.shipped().stream().map(r -> r.info().id());
    }

    static HttpGame create(String ruleset, int seats, String seed) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"Seat ").append(i).append("\"}");
        }
        return HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "],\"seed\":\"" + seed + "\"}");
    }

    static Response resign(HttpGame t, int seat) {
        return t.as(seat).when().post("/v1/games/" + t.id + "/resign");
    }

    static void auditVerifies(HttpGame t) {
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true)).body("statesReproduced", equalTo(true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void inATwoSeatGameAResignationHandsTheOtherSeatTheWin(String ruleset) {
        HttpGame t = create(ruleset, 2, "two-seat-resign");
        resign(t, 0).then().statusCode(200)
                .body("events.type", contains("SeatResigned"))
                .body("game.status", equalTo("finished"))
                .body("game.outcome.reason", equalTo("lastSeatStanding"))
                .body("game.outcome.winners", contains(1))
                .body("game.outcome.ranking.find { it.seat == 1 }.rank", equalTo(1))
                .body("game.outcome.ranking.find { it.seat == 0 }.rank", equalTo(2))
                .body("game.pending", empty())
                .body("game.seed", notNullValue());
        long end = t.version();
        t.as(1).when().get("/v1/games/" + t.id + "/legal-moves").then().body("moves", empty());
        resign(t, 1).then().statusCode(409).body("type", equalTo("urn:ziggurat:problem:game-over"));
        assertEquals(end, t.version(), "nothing is written after the end");
        auditVerifies(t);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void earlyOnASeatAbortsAndTheGameEndsWithNoResult(String ruleset) {
        HttpGame t = create(ruleset, 2, "abort");
        t.spectate().then().body("abortable", equalTo(true)).body("movesPlayed", equalTo(0));
        t.as(1).when().post("/v1/games/" + t.id + "/abort").then().statusCode(200)
                .body("events.type", contains("GameAborted"))
                .body("events[0].data.seat", equalTo(1))
                .body("game.status", equalTo("finished"))
                .body("game.outcome.reason", equalTo("aborted"))
                .body("game.outcome.winners", empty())
                .body("game.outcome.ranking", empty())
                .body("game.pending", empty())
                .body("game.abortable", equalTo(false));
        t.as(0).when().post("/v1/games/" + t.id + "/abort").then().statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:game-over"));
        auditVerifies(t);
    }
}
