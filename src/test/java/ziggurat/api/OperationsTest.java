package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;
import ziggurat.support.Management;

/** What an operator needs: health including the database, Prometheus metrics, the served contract. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class OperationsTest {

    @Test
    void readinessIncludesTheDatabase() {
        Management.given().when().get("/health/ready").then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItem(containsString("Database")));
        Management.given().when().get("/health/live").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void healthAndMetricsAnswerOnlyOnTheManagementPort() {
        for (String path : new String[] {"/q/health", "/q/health/ready", "/q/health/live", "/q/metrics"}) {
            given().when().get(path).then().statusCode(404);
        }
        Management.given().when().get("/metrics").then().statusCode(200)
                .body(containsString("http_server_requests_seconds_count"));
    }

    @Test
    void metricsCountMovesAndRejectionsByCode() {
        HttpGame t = PlayingTest.standardGame();
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        t.move(1, 4, "{\"type\":\"bid\",\"amount\":9}");
        String metrics = Management.metrics();
        org.junit.jupiter.api.Assertions.assertTrue(metrics.contains("ziggurat_moves_total{ruleset=\"tally\",type=\"bid\"}"), metrics);
        org.junit.jupiter.api.Assertions.assertTrue(metrics.contains("ziggurat_moves_rejected_total{code=\"BID_TOO_HIGH\",ruleset=\"tally\"}"));
        org.junit.jupiter.api.Assertions.assertTrue(metrics.contains("ziggurat_move_latency_seconds"));
    }

    @Test
    void tokensNeverAppearInWhatOthersCanRead() {
        HttpGame t = PlayingTest.standardGame();
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        String everything = given().when().get("/v1/games/" + t.id).asString()
                + t.view(0).asString() + t.view(1).asString()
                + given().when().get("/v1/games/" + t.id + "/events").asString()
                + given().when().get("/v1/games/" + t.id + "/audit").asString()
                + given().when().get("/v1/games?limit=200").asString()
                + Management.metrics();
        for (String token : t.tokens) {
            org.junit.jupiter.api.Assertions.assertFalse(everything.contains(token));
        }
    }
}
