package ziggurat.api;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static io.restassured.RestAssured.given;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Games people can leave: a seat resigns and ranks last while the game plays its default moves; with one
 * seat left it wins; early on any seat may abort, and the game ends with no result. Refusals write nothing.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LeavingTheTableTest {

    static final String PASS = "{\"type\":\"pass\"}";

    static HttpGame tigris(String... names) {
        StringBuilder seats = new StringBuilder();
        for (String name : names) {
            seats.append(seats.length() == 0 ? "" : ",").append("{\"name\":\"").append(name).append("\"}");
        }
        return HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[" + seats + "],\"seed\":\"leave\"}");
    }

    static Response resign(HttpGame t, int seat) {
        return t.as(seat).when().post("/v1/games/" + t.id + "/resign");
    }

    static Response abort(HttpGame t, int seat) {
        return t.as(seat).when().post("/v1/games/" + t.id + "/abort");
    }

    @Test
    @DisplayName("a seat that resigns ranks last; its turns are passed for it; with one seat left, that seat wins")
    void aSeatThatResignsRanksLastAndItsTurnsArePlayedByDefault() {
        HttpGame t = tigris("Ada", "Bo", "Cy");
        t.spectate().then().body("pending[0].seat", equalTo(0)).body("seats.status", contains("playing", "playing", "playing"));

        resign(t, 1).then().statusCode(200)
                .body("events[0].type", equalTo("SeatResigned")).body("events[0].data.seat", equalTo(1))
                .body("events[0].actingSeat", equalTo(1))
                .body("game.status", equalTo("running"))
                .body("game.seats.status", contains("playing", "resigned", "playing"));
        long v = t.version();

        v = t.play(0, v, PASS);
        Response turnOver = t.move(0, v, PASS);
        turnOver.then().statusCode(200);
        List<String> types = turnOver.jsonPath().getList("events.type");
        assertEquals(2, types.stream().filter("DefaultMovePlayed"::equals).count(),
                "Bo's two actions were played for it: " + types);
        turnOver.then().body("events.find { it.type == 'DefaultMovePlayed' }.data.seat", equalTo(1))
                .body("events.find { it.type == 'DefaultMovePlayed' }.data.because", equalTo("resigned"))
                .body("game.pending[0].seat", equalTo(2));
        v = turnOver.jsonPath().getLong("version");

        t.move(1, v, PASS).then().statusCode(409).body("code", equalTo("SEAT_HAS_LEFT"));
        resign(t, 1).then().statusCode(409).body("code", equalTo("SEAT_HAS_LEFT"));
        assertEquals(v, t.version(), "a refusal writes nothing");

        resign(t, 2).then().statusCode(200)
                .body("game.status", equalTo("finished"))
                .body("game.outcome.reason", equalTo("lastSeatStanding"))
                .body("game.outcome.winners", contains(0))
                .body("game.outcome.ranking.find { it.seat == 0 }.rank", equalTo(1))
                .body("game.outcome.ranking.find { it.seat == 2 }.rank", equalTo(2))
                .body("game.outcome.ranking.find { it.seat == 1 }.rank", equalTo(3))
                .body("game.seed", notNullValue());
        long end = t.version();
        resign(t, 0).then().statusCode(409).body("type", equalTo("urn:ziggurat:problem:game-over"));
        assertEquals(end, t.version());

        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200).body("verified", equalTo(true));
        // the game as it stood before anyone left is still there to look at
        given().when().get("/v1/games/" + t.id + "?version=" + (v - 1)).then().statusCode(200)
                .body("seats.status", contains("playing", "resigned", "playing"));
    }

    @Test
    @DisplayName("in a two-seat game, resigning hands the other seat the win")
    void resigningATwoSeatGameEndsIt() {
        HttpGame t = tigris("Ada", "Bo");
        resign(t, 0).then().statusCode(200).body("game.status", equalTo("finished"))
                .body("game.outcome.winners", contains(1)).body("game.you", equalTo(0));
        t.move(1, t.version(), PASS).then().statusCode(409).body("type", equalTo("urn:ziggurat:problem:game-over"));
    }

    @Test
    @DisplayName("early on a seat may abort: the game ends with no result")
    void anEarlyAbortEndsTheGameWithNoResult() {
        HttpGame t = tigris("Ada", "Bo");
        t.spectate().then().body("movesPlayed", equalTo(0)).body("abortable", equalTo(true));
        long v = t.play(0, t.version(), PASS);
        t.spectate().then().body("movesPlayed", equalTo(1)).body("abortable", equalTo(true));

        abort(t, 1).then().statusCode(200)
                .body("events[0].type", equalTo("GameAborted")).body("events[0].data.seat", equalTo(1))
                .body("game.status", equalTo("finished"))
                .body("game.outcome.reason", equalTo("aborted"))
                .body("game.outcome.winners", empty()).body("game.outcome.ranking", empty())
                .body("game.pending", empty()).body("game.abortable", equalTo(false));
        // the abort, and the table's SeedRevealed that follows the event ending any game
        assertEquals(v + 2, t.version());
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200).body("verified", equalTo(true));
        abort(t, 0).then().statusCode(409).body("type", equalTo("urn:ziggurat:problem:game-over"));
    }

    @Test
    @DisplayName("after two moves per seat it is too late to abort, and nothing is written")
    void abortingTooLateIsRefused() {
        HttpGame t = tigris("Ada", "Bo");
        long v = t.version();
        v = t.play(0, v, PASS);
        v = t.play(0, v, PASS);
        v = t.play(1, v, PASS);
        t.spectate().then().body("movesPlayed", equalTo(3)).body("abortable", equalTo(true));
        v = t.play(1, v, PASS);
        t.spectate().then().body("movesPlayed", equalTo(4)).body("abortable", equalTo(false));
        abort(t, 0).then().statusCode(409).body("code", equalTo("TOO_LATE_TO_ABORT"))
                .body("movesPlayed", equalTo(4)).body("abortLimit", equalTo(4));
        assertEquals(v, t.version(), "nothing is written");
    }

    @Test
    @DisplayName("only a seat may resign or abort")
    void onlyASeatMayLeave() {
        HttpGame t = tigris("Ada", "Bo");
        given().when().post("/v1/games/" + t.id + "/resign").then().statusCode(401);
        given().header("Authorization", "Bearer not-a-token").when().post("/v1/games/" + t.id + "/abort")
                .then().statusCode(401);
        given().header("Authorization", "Bearer " + t.tokens.get(0))
                .when().post("/v1/games/00000000-0000-0000-0000-000000000000/resign").then().statusCode(404);
        t.spectate().then().body("status", equalTo("running")).body("outcome", nullValue());
    }
}
