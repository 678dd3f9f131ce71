package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Where a move and a legal-moves read are served: the common case, a seat's move on a game this instance has cached,
 * decided on the version it is cached at, is decided on the request's event loop and answered there once its append
 * is durable; every other case (a game not cached, an Idempotency-Key, another version, a refusal) is served on a
 * worker thread, as before. Both answer alike.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(EventLoopMovesTest.OnTheEventLoop.class)
class EventLoopMovesTest {

    /** The event-loop path is on by default (ziggurat.event-loop-moves); named here so this test holds either way. */
    public static class OnTheEventLoop implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ziggurat.event-loop-moves", "true");
        }
    }

    static final String PASS = "{\"type\":\"pass\"}";

    @Inject
    PlayService play;
    @Inject
    MeterRegistry metrics;

    static HttpGame tigris() {
        return HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],\"seed\":\"loop\"}");
    }

    double served(String request, String thread) {
        Counter c = metrics.find("ziggurat.requests.served.on").tags("request", request, "thread", thread).counter();
        return c == null ? 0 : c.count();
    }

    /** How many moves and legal-moves reads each thread served while {@code run} ran: move loop, move worker, list loop, list worker. */
    List<Double> servedDuring(Runnable run) {
        double ml = served("move", "event-loop"), mw = served("move", "worker");
        double ll = served("legal-moves", "event-loop"), lw = served("legal-moves", "worker");
        run.run();
        return List.of(served("move", "event-loop") - ml, served("move", "worker") - mw,
                served("legal-moves", "event-loop") - ll, served("legal-moves", "worker") - lw);
    }

    @Test
    void aMoveOnACachedGameIsDecidedOnTheEventLoopAndAnsweredOnceDurable() {
        HttpGame t = tigris();
        long v = t.version();
        long[] after = new long[1];
        assertEquals(List.of(1.0, 0.0, 0.0, 0.0), servedDuring(() -> after[0] = t.play(0, v, PASS)));
        assertEquals(v + 1, after[0]);
        // answered only after its commit: a cold read of the log has it
        play.forgetCachedGames();
        assertEquals(v + 1, t.version());
        Response events = t.spectate().then().extract().response();
        assertEquals(v + 1, events.jsonPath().getLong("version"));
    }

    @Test
    void aMoveOnAGameNotCachedIsServedOnAWorkerAndCachesItForTheNext() {
        HttpGame t = tigris();
        long v = t.version();
        play.forgetCachedGames();
        long[] after = new long[1];
        assertEquals(List.of(0.0, 1.0, 0.0, 0.0), servedDuring(() -> after[0] = t.play(0, v, PASS)));
        assertEquals(v + 1, after[0]);
        // the worker's move left the game cached: the seat's second action goes on the event loop
        long[] end = new long[1];
        assertEquals(List.of(1.0, 0.0, 0.0, 0.0), servedDuring(() -> end[0] = t.play(0, after[0], PASS)));
        // the turn passes: the answer's version counts the turn's end too, and the log is there
        assertTrue(end[0] > after[0]);
        play.forgetCachedGames();
        assertEquals(end[0], t.version());
    }

    @Test
    void legalMovesOfACachedGameAreListedOnTheEventLoopAndOfAnotherOnAWorker() {
        HttpGame t = tigris();
        Response[] listed = new Response[2];
        assertEquals(List.of(0.0, 0.0, 1.0, 0.0),
                servedDuring(() -> listed[0] = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves")));
        play.forgetCachedGames();
        assertEquals(List.of(0.0, 0.0, 0.0, 1.0),
                servedDuring(() -> listed[1] = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves")));
        listed[0].then().statusCode(200);
        listed[1].then().statusCode(200);
        assertEquals(listed[1].asString(), listed[0].asString(), "the same list, byte for byte");
        assertTrue(listed[0].jsonPath().getList("moves").size() > 1);
    }

    @Test
    void aKeyedMoveAMoveOnAnotherVersionAndARefusalKeepTheWorkerPath() {
        HttpGame t = tigris();
        long v = t.version();
        Response[] r = new Response[3];
        assertEquals(List.of(0.0, 1.0, 0.0, 0.0), servedDuring(() -> r[0] = t.as(0).contentType(ContentType.JSON)
                .header("Idempotency-Key", "k-1").body("{\"expectedVersion\":" + v + ",\"move\":" + PASS + "}")
                .when().post("/v1/games/" + t.id + "/moves")));
        r[0].then().statusCode(200);
        // the game has moved on: a move decided on the version before is a version conflict, as ever
        assertEquals(List.of(0.0, 1.0, 0.0, 0.0), servedDuring(() -> r[1] = t.move(0, v, PASS)));
        r[1].then().statusCode(409);
        assertEquals(v + 1, r[1].jsonPath().getLong("currentVersion"));
        // seat 1 is not the one to decide: the refusal is the worker path's, with the rule's code
        assertEquals(List.of(0.0, 1.0, 0.0, 0.0), servedDuring(() -> r[2] = t.move(1, v + 1, PASS)));
        assertEquals(409, r[2].statusCode(), r[2].asString());
        assertEquals(v + 1, t.version());
    }
}
