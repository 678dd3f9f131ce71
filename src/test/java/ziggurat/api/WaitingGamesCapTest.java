package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.Management;

/**
 * The cap on games waiting for players one client holds: at the cap, another game with an open seat is refused
 * with 429 and Retry-After, and nothing is written; another client is not held to it; once one of the client's
 * games begins (its last seat claimed) or is called off, the client may open another. Loopback is a trusted proxy
 * here, so each client is the address it forwards.
 */
@QuarkusTest
@TestProfile(WaitingGamesCapTest.TwoWaiting.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class WaitingGamesCapTest {

    public static class TwoWaiting implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ziggurat.limits.trusted-proxies", "127.0.0.1,::1",
                    "ziggurat.limits.waiting-games.per-address", "2");
        }
    }

    private static Response create(String client, String seats) {
        return given().header("X-Forwarded-For", client).contentType(ContentType.JSON)
                .body("{\"ruleset\":\"tally\",\"seats\":[" + seats + "]," + SeatingTest.DECK + "}")
                .when().post("/v1/games");
    }

    private static Response waiting(String client) {
        Response r = create(client, "{\"name\":\"Ada\"},{\"open\":true}");
        assertEquals(201, r.statusCode(), r.asString());
        return r;
    }

    private static long games() {
        return given().when().get("/v1/games?limit=200").jsonPath().getList("games").size();
    }

    @Test
    void aClientAtItsCapWaitsUntilOneOfItsGamesBegins() {
        String ada = "203.0.113.10";
        Response first = waiting(ada);
        waiting(ada);
        long before = games();

        Response refused = create(ada, "{\"name\":\"Ada\"},{\"open\":true}");
        refused.then().statusCode(429).contentType("application/problem+json")
                .body("type", endsWith("too-many-requests")).body("limit", equalTo("waiting-games-per-address"));
        assertTrue(Long.parseLong(refused.header("Retry-After")) > 0, "Retry-After: " + refused.header("Retry-After"));
        assertEquals(before, games(), "a refused game is not written");
        assertTrue(Management.metrics().contains(
                "ziggurat_limited_total{limit=\"waiting-games-per-address\",route=\"/v1/games\"}"));

        // a game with every seat named does not wait, and is not held to the cap
        create(ada, "{\"name\":\"Ada\"},{\"name\":\"Bo\"}").then().statusCode(201);
        // another client is not held to Ada's cap
        waiting("203.0.113.20");

        // the last seat of one of Ada's games is claimed: it begins, and Ada may open another
        SeatingTest.claim(first.jsonPath().getString("id"), "{\"invitation\":\""
                + first.jsonPath().getString("seats[1].invitation") + "\",\"name\":\"Bo\"}").then().statusCode(201);
        Response again = waiting(ada);
        create(ada, "{\"name\":\"Ada\"},{\"open\":true}").then().statusCode(429);

        // its creator calls one off: its place is free again
        given().header("X-Forwarded-For", ada)
                .header("Authorization", "Bearer " + again.jsonPath().getString("creatorToken"))
                .when().post("/v1/games/" + again.jsonPath().getString("id") + "/abort").then().statusCode(200);
        waiting(ada);
    }
}
