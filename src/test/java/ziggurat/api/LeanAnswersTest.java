package ziggurat.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * The lean path for bots: {@code Prefer: return=minimal} (RFC 7240) answers a move with the version, the events
 * and the seat's next legal moves, without its view; every move answer carries those next moves while the seat is
 * still the one to decide, so a seat taking its two actions needs one request per action.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LeanAnswersTest {

    static final String PASS = "{\"type\":\"pass\"}";

    static HttpGame tigris() {
        return HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],\"seed\":\"lean\"}");
    }

    static Response move(HttpGame t, int seat, long version, String move, String prefer, String key) {
        var request = t.as(seat).contentType(ContentType.JSON);
        if (prefer != null) {
            request = request.header("Prefer", prefer);
        }
        if (key != null) {
            request = request.header("Idempotency-Key", key);
        }
        return request.body("{\"expectedVersion\":" + version + ",\"move\":" + move + "}").when()
                .post("/v1/games/" + t.id + "/moves");
    }

    @Test
    void aMinimalAnswerIsTheVersionTheEventsAndTheNextMovesWithoutTheView() {
        HttpGame t = tigris();
        long v = t.version();
        Response r = move(t, 0, v, PASS, "return=minimal", null);
        r.then().statusCode(200);
        assertEquals("return=minimal", r.header("Preference-Applied"));
        assertTrue(r.header("Vary").contains("Prefer"), r.header("Vary"));
        assertNull(r.header("ETag"), "no view, so no view's tag");
        assertFalse(r.jsonPath().getMap("$").containsKey("game"), "no view: " + r.asString());
        assertEquals(v + 1, r.jsonPath().getLong("version"));
        assertEquals(List.of("ActionPassed"), r.jsonPath().getList("events.type", String.class).subList(0, 1));

        // seat 0 has its second action: its next moves are exactly what GET /legal-moves lists now
        Response listed = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
        assertEquals(listed.jsonPath().getList("moves"), r.jsonPath().getList("legalMoves.moves"));
        assertEquals(v + 1, r.jsonPath().getLong("legalMoves.version"));
        assertEquals(0, r.jsonPath().getInt("legalMoves.seat"));
    }

    @Test
    void theFullAnswerCarriesTheViewAndTheNextMovesNullOnceTheTurnPasses() {
        HttpGame t = tigris();
        long v = t.version();
        Response first = move(t, 0, v, PASS, null, null);
        first.then().statusCode(200);
        assertNull(first.header("Preference-Applied"));
        assertEquals(v + 1, first.jsonPath().getLong("game.version"));
        assertFalse(first.jsonPath().getList("legalMoves.moves").isEmpty(), "the second action is to come");
        Response second = move(t, 0, first.jsonPath().getLong("version"), PASS, "return=representation", null);
        second.then().statusCode(200);
        assertTrue(second.jsonPath().getMap("$").containsKey("legalMoves"), "present, and null");
        assertNull(second.jsonPath().get("legalMoves"), "the turn has passed to seat 1");
    }

    @Test
    void aReplayedKeyAnswersAsItFirstDidWhateverTheRetryPrefers() {
        HttpGame t = tigris();
        long v = t.version();
        Response first = move(t, 0, v, PASS, "handling=lenient, return=minimal", "lean-1");
        first.then().statusCode(200);
        assertEquals("return=minimal", first.header("Preference-Applied"));
        Response again = move(t, 0, v, PASS, null, "lean-1");
        again.then().statusCode(200);
        assertEquals("true", again.header("Idempotent-Replayed"));
        assertEquals(first.asString(), again.asString(), "the same bytes");
        assertEquals("return=minimal", again.header("Preference-Applied"));
        assertEquals(v + 1, t.version(), "applied once");
    }
}
