package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * By default any origin may use the service: with credentials mode off and tokens in Authorization, a page on
 * another origin can do nothing a script with the same token could not do from anywhere, so it is answered with
 * {@code *}, which no cache needs to tell apart by Origin.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CorsAnyOriginTest {

    @Test
    void anyOriginIsAnsweredWithAStarAndNeverWithCredentials() {
        HttpGame t = PlayingTest.standardGame();
        Response view = given().header("Origin", "https://someone.example").when().get("/v1/games/" + t.id);
        assertEquals(200, view.statusCode());
        assertEquals("*", view.header("Access-Control-Allow-Origin"));
        assertNull(view.header("Access-Control-Allow-Credentials"));
        assertTrue(view.headers().getValues("Vary").stream().noneMatch(v -> v.contains("Origin")));

        Response preflight = given().header("Origin", "https://someone.example")
                .header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "authorization,content-type,if-match,idempotency-key,prefer")
                .when().options("/v1/games/" + t.id + "/moves");
        assertEquals(204, preflight.statusCode());
        assertEquals("*", preflight.header("Access-Control-Allow-Origin"));
        assertTrue(preflight.header("Access-Control-Allow-Headers").contains("Authorization"),
                "Authorization is named: a * in Allow-Headers would not cover it");

        Response sameOrigin = given().when().get("/v1/games/" + t.id);
        assertNull(sameOrigin.header("Access-Control-Allow-Origin"), "a request without Origin gets no CORS header");
    }
}
