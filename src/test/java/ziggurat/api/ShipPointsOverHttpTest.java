package ziggurat.api;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * The end of a Contest of Kings turn as a follower reads it in the log: ship points first, then {@code TurnEnded},
 * then the refills [contest §9.1, §8.5].
 *
 * <p>The creator stacks the deck so that the first seat holds only farms (blue): four of them in one column build a
 * ship, and its farmer beside that ship scores it when its turn ends.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ShipPointsOverHttpTest {

    static HttpGame farmsAgainstSettlements() {
        List<String> deck = new ArrayList<>();
        deck.addAll(Collections.nCopies(8, "\"blue\""));
        deck.addAll(Collections.nCopies(8, "\"black\""));
        for (int turn = 0; turn < 10; turn++) {
            deck.addAll(List.of("\"blue\"", "\"blue\"", "\"red\"", "\"red\""));
        }
        return HttpGame.create("{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"Farms\"},{\"name\":\"Settlements\"}],"
                + "\"stack\":" + deck + "}");
    }

    static String farmInto(int col) {
        return "{\"type\":\"playCard\",\"color\":\"blue\",\"col\":" + col + "}";
    }

    @Test
    @DisplayName("[contest §9.1] the log reads ship points, then TurnEnded, then the refill")
    void shipPointsAreScoredBeforeTheTurnEnds() {
        HttpGame t = farmsAgainstSettlements();
        long v = t.version();
        v = t.play(0, v, farmInto(0));
        v = t.play(0, v, farmInto(0));
        v = t.play(1, v, "{\"type\":\"endTurn\"}");
        v = t.play(0, v, farmInto(0));
        v = t.play(0, v, farmInto(0));
        t.spectate().then().body("pending[0].kind", equalTo("buildShip"));
        v = t.play(0, v, "{\"type\":\"buildShip\",\"ship\":\"blue-black\"}");
        v = t.play(1, v, "{\"type\":\"endTurn\"}");

        // The farmer stands on column 0's treasure, in the kingdom that holds the ship.
        v = t.play(0, v, "{\"type\":\"placeLeader\",\"leader\":\"blue\",\"to\":{\"col\":0,\"row\":0}}");
        long before = v;
        Response ended = t.move(0, v, "{\"type\":\"endTurn\"}");
        ended.then().statusCode(200);

        Response log = t.spectate().then().extract().response();
        Response page = io.restassured.RestAssured.given().when().get("/v1/games/" + t.id + "/events?after=" + before);
        page.then().statusCode(200);
        List<String> types = page.jsonPath().getList("events.type", String.class);
        assertEquals(List.of("VictoryCardsGained", "TurnEnded"), types.subList(0, 2), "ship points, then the turn ends: " + types);
        assertEquals("ship", page.jsonPath().getString("events[0].data.reason"));
        assertEquals(0, page.jsonPath().getInt("events[0].data.seat"));
        assertTrue(types.subList(2, types.size()).stream().allMatch("HandRefilled"::equals), "then only refills: " + types);
        assertEquals(types, ended.jsonPath().getList("events.type", String.class), "the move's answer tells the same story");
        assertEquals(1, log.jsonPath().getInt("state.turn.active"), "the next seat is active");
    }
}
