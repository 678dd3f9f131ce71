package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Attika served over HTTP: a two-seat game on the provisional component set says so in its views, lists its builds
 * with their price and cheapest payment, takes the moves it lists, refuses an illegal one with its rule code, and
 * its log verifies.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AttikaOverHttpTest {

    static HttpGame twoSeats() {
        return HttpGame.create("{\"ruleset\":\"attika\",\"seats\":[{\"name\":\"Athens\"},{\"name\":\"Sparta\"}],"
                + "\"seed\":\"attika-over-http\",\"options\":{\"startSeat\":0}}");
    }

    @Test
    @DisplayName("[attika §1.4] every view of a game on the provisional set carries the warning")
    void theViewCarriesTheProvisionalWarning() {
        HttpGame t = twoSeats();
        t.created.then().body("game.warnings.code", hasItem("provisionalComponentSet"));
        for (Response view : List.of(t.view(0), t.view(1), t.spectate())) {
            view.then().statusCode(200)
                    .body("ruleset", equalTo("attika"))
                    .body("warnings.code", hasItem("provisionalComponentSet"))
                    .body("warnings.find { it.code == 'provisionalComponentSet' }.detail", containsString("STAND-IN"))
                    .body("state.componentSet.id", equalTo("provisional"))
                    .body("state.componentSet.provisional", equalTo(true));
        }
    }

    @Test
    @DisplayName("[attika §8.4, D32] legal moves list builds with their price and cheapest payment; listed moves are taken")
    void legalMovesListBuildsWithDetailsAndListedMovesArePlayed() {
        HttpGame t = twoSeats();
        t.spectate().then().body("pending[0].seat", equalTo(0)).body("pending[0].kind", equalTo("action"));
        Response legal = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
        legal.then().statusCode(200)
                .body("seat", equalTo(0))
                .body("moves.type", hasItems("endTurn", "drawBuilding", "build"));
        JsonPath lp = legal.jsonPath();
        List<Map<String, Object>> moves = lp.getList("moves");
        List<Map<String, Object>> details = lp.getList("details");
        assertEquals(moves.size(), details.size(), "one details entry per move");
        int build = -1;
        for (int i = 0; i < moves.size(); i++) {
            if ("build".equals(moves.get(i).get("type"))) {
                build = i;
                Map<String, Object> d = details.get(i);
                for (String field : List.of("free", "provisional", "remainder", "remainderAny", "surcharge", "cards")) {
                    assertTrue(d.containsKey(field), "a build's price has '" + field + "': " + d);
                }
                @SuppressWarnings("unchecked")
                Map<String, Integer> payment = (Map<String, Integer>) moves.get(i).get("payment");
                assertNotNull(payment, "a listed build carries its cheapest payment: " + moves.get(i));
                int cards = payment.values().stream().mapToInt(Integer::intValue).sum();
                assertEquals(((Number) d.get("cards")).intValue(), cards, "the price counts the payment's cards");
                assertNotNull(moves.get(i).get("building"));
                assertNotNull(moves.get(i).get("at"));
            }
        }
        assertTrue(build >= 0, "the start seat can afford a build: " + moves);

        // the listed build, posted as it is
        long v = lp.getLong("version");
        Response built = t.move(0, v, GameJson.write(moves.get(build)));
        built.then().statusCode(200)
                .body("events.type", hasItem("BuildingBuilt"));
        v = built.jsonPath().getLong("version");

        // each next move is one the legal moves list, until the turn passes to the other seat
        for (int n = 0; n < 10 && t.spectate().jsonPath().getInt("pending[0].seat") == 0; n++) {
            Response next = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
            List<Object> listed = next.jsonPath().getList("moves");
            assertFalse(listed.isEmpty());
            Object end = listed.stream().filter(m -> "endTurn".equals(((Map<?, ?>) m).get("type"))).findFirst()
                    .orElse(listed.get(0));
            v = t.play(0, next.jsonPath().getLong("version"), GameJson.write(end));
        }
        t.spectate().then().body("pending[0].seat", equalTo(1));
        Response other = t.as(1).when().get("/v1/games/" + t.id + "/legal-moves");
        Object draw = other.jsonPath().getList("moves").stream()
                .filter(m -> "drawBuilding".equals(((Map<?, ?>) m).get("type"))).findFirst().orElseThrow();
        t.play(1, other.jsonPath().getLong("version"), GameJson.write(draw));
        t.spectate().then().body("pending[0].seat", equalTo(1))
                .body("pending[0].kind", equalTo("resolveDrawnBuilding"));
    }

    @Test
    @DisplayName("[attika §8.3] an illegal move is 422 with its rule code, and the game does not move")
    void anIllegalMoveAnswers422WithItsRuleCode() {
        HttpGame t = twoSeats();
        long v = t.version();
        t.move(0, v, "{\"type\":\"useAmphora\"}").then().statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("NO_AMPHORA"));
        t.move(0, v, "{\"type\":\"storeDrawn\"}").then().statusCode(422)
                .body("code", equalTo("NOTHING_DRAWN"));
        t.move(0, v, "{\"type\":\"build\",\"building\":\"no-such-building\",\"at\":{\"q\":0,\"r\":0}}")
                .then().statusCode(422)
                .body("code", equalTo("UNKNOWN_BUILDING"));
        assertEquals(v, t.version(), "a refused move changes nothing");
    }

    @Test
    @DisplayName("[attika §7.4] the audit of a game in play verifies")
    void theAuditVerifies() {
        HttpGame t = twoSeats();
        long v = t.version();
        Response legal = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
        Object draw = legal.jsonPath().getList("moves").stream()
                .filter(m -> "drawBuilding".equals(((Map<?, ?>) m).get("type"))).findFirst().orElseThrow();
        v = t.play(0, v, GameJson.write(draw));
        Object store = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").jsonPath().getList("moves").stream()
                .filter(m -> "storeDrawn".equals(((Map<?, ?>) m).get("type"))).findFirst().orElseThrow();
        t.play(0, v, GameJson.write(store));
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("chainIntact", equalTo(true))
                .body("statesReproduced", equalTo(true))
                .body("status", equalTo("running"));
    }
}
