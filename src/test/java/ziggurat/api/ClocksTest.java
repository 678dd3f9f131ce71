package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Clocks, Fischer style: a seat's clock runs while the game waits for it and each of its moves adds the
 * increment; when it runs out the seat leaves the game as if it had resigned, recorded once by whoever notices first
 * (a request, or the service's own watch when nobody asks), and followers learn of it like any event.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ClocksTest {

    static final String PASS = "{\"type\":\"pass\"}";

    static HttpGame clocked(int seats, int initialSeconds, int incrementSeconds) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"P").append(i).append("\"}");
        }
        return HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[" + names + "],\"seed\":\"clocks\",\"options\":{\"clock\":"
                + "{\"initialSeconds\":" + initialSeconds + ",\"incrementSeconds\":" + incrementSeconds + "}}}");
    }

    @Test
    @DisplayName("every view shows the clocks; the seat the game waits for has its clock running; a move adds the increment")
    void theClocksRunForTheSeatTheGameWaitsForAndAMoveAddsTheIncrement() {
        HttpGame t = clocked(2, 600, 5);
        t.spectate().then().statusCode(200)
                .body("clocks.initialSeconds", equalTo(600)).body("clocks.incrementSeconds", equalTo(5))
                .body("clocks.seats.running", contains(true, false))
                .body("clocks.seats.remainingMs", contains(600_000, 600_000))
                .body("options.clock.initialSeconds", equalTo(600));
        long v = t.play(0, t.version(), PASS);
        Response after = t.spectate();
        long left = after.jsonPath().getLong("clocks.seats[0].remainingMs");
        assertTrue(left > 600_000 && left <= 605_000, "the time spent, less than 5 s, is outweighed by the increment: " + left);
        after.then().body("clocks.seats.running", contains(true, false));
        v = t.play(0, v, PASS);
        t.spectate().then().body("clocks.seats.running", contains(false, true));
        // the same version shows the same clocks whenever it is read: they are read from the log
        assertEquals(t.spectate().jsonPath().getString("clocks"),
                given().when().get("/v1/games/" + t.id + "?version=" + v).jsonPath().getString("clocks"));
    }

    @Test
    @DisplayName("a seat out of time times out, and a follower following from the game's creation learns of it")
    void aSeatOutOfTimeTimesOutAndItsFollowerLearnsOfIt() {
        HttpGame t = clocked(2, 2, 0);
        // the follower's cursor is the creation answer's version: a read sent after it may be answered after the
        // flag fell, and its version is then already past the timeout, so a follower starting there has nothing to
        // learn (the game is over, and the long-poll rightly answers at once with an empty page)
        long v = t.created.jsonPath().getLong("version");
        // a long-poll sent before the flag falls asks nothing else: only the service's own watch can end its wait
        // before its 20 s are over (sent after it, the poll records the timeout itself, at once)
        long start = System.nanoTime();
        Response waited = given().when().get("/v1/games/" + t.id + "/events?after=" + v + "&wait=20");
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(seconds < 15, "the timeout ended the wait, not the wait's end: " + seconds + " s");
        waited.then().statusCode(200).body("events[0].type", equalTo("SeatTimedOut"))
                .body("events[0].data.seat", equalTo(0)).body("events[0].actingSeat", equalTo(0));
        t.spectate().then().body("status", equalTo("finished"))
                .body("seats.status", contains("timedOut", "playing"))
                .body("outcome.reason", equalTo("lastSeatStanding")).body("outcome.winners", contains(1))
                .body("clocks.seats.remainingMs", contains(0, 2000))
                .body("clocks.seats.running", contains(false, false));
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200).body("verified", equalTo(true));
    }

    @Test
    @DisplayName("a seat out of time is recorded by the service's own watch, before anyone asks about the game")
    void theWatchRecordsATimeoutBeforeAnyoneAsks() throws InterruptedException {
        HttpGame t = clocked(2, 1, 0);
        long v = t.created.jsonPath().getLong("version");
        // nobody asks about the game until well after its flag fell; any request would record the timeout itself
        Thread.sleep(3_000);
        Instant asked = Instant.now();
        Response events = given().when().get("/v1/games/" + t.id + "/events?after=" + v);
        events.then().statusCode(200).body("status", equalTo("finished")).body("events[0].type", equalTo("SeatTimedOut"));
        Instant recorded = Instant.parse(events.jsonPath().getString("events[0].time"));
        assertTrue(recorded.isBefore(asked), "recorded at " + recorded + ", before the first question at " + asked);
    }

    @Test
    @DisplayName("a move sent after the flag fell is refused, and the timeout recorded once")
    void aMoveAfterTheFlagFellIsRefused() throws InterruptedException {
        HttpGame t = clocked(2, 1, 0);
        long v = t.version();
        Thread.sleep(1_500);
        t.move(0, v, PASS).then().statusCode(409);
        List<String> types = given().when().get("/v1/games/" + t.id + "/events?after=" + v).jsonPath().getList("events.type");
        // the timeout leaves one seat standing, so the game ends and the log reveals its seed after it
        assertEquals(List.of("SeatTimedOut", "SeedRevealed"), types, "the timeout, once, the seed, and no move");
    }

    @Test
    @DisplayName("with three seats the game goes on: the seat out of time has its turns passed for it")
    void withThreeSeatsTheSeatOutOfTimeHasItsTurnsPlayedByDefault() {
        // seat 0's two moves must land before its own flag falls: on a loaded machine 6 s was not always enough, so
        // each move it makes gives it 20 s more, while seat 1, which never moves, runs out after its first 8
        HttpGame t = clocked(3, 8, 20);
        long v = t.play(0, t.version(), PASS);
        v = t.play(0, v, PASS);
        // seat 1's clock runs now; when it runs out its turn is passed for it and seat 2's clock starts
        Response waited = given().when().get("/v1/games/" + t.id + "/events?after=" + v + "&wait=20&limit=100");
        waited.then().statusCode(200).body("events[0].type", equalTo("SeatTimedOut"));
        List<String> types = waited.jsonPath().getList("events.type");
        assertTrue(types.contains("DefaultMovePlayed"), "the turn is passed for the seat: " + types);
        waited.then().body("events.find { it.type == 'DefaultMovePlayed' }.data.because", equalTo("timedOut"));
        t.spectate().then().body("status", equalTo("running")).body("pending[0].seat", equalTo(2))
                .body("seats.status", contains("playing", "timedOut", "playing"))
                .body("clocks.seats.running", contains(false, false, true));
        t.move(1, t.version(), PASS).then().statusCode(409).body("code", equalTo("SEAT_HAS_LEFT"));
    }

    @Test
    @DisplayName("a clock with negative, zero or absurd values is refused, naming the field")
    void aBadClockIsRefusedNamingTheField() {
        String[][] cases = {
                {"{\"initialSeconds\":0,\"incrementSeconds\":0}", "options.clock.initialSeconds"},
                {"{\"initialSeconds\":60,\"incrementSeconds\":-1}", "options.clock.incrementSeconds"},
                {"{\"initialSeconds\":99999999,\"incrementSeconds\":0}", "options.clock.initialSeconds"},
                {"{\"initialSeconds\":60}", "incrementSeconds"},
                {"{\"initialSeconds\":60,\"incrementSeconds\":0,\"delay\":3}", "delay"},
                {"\"blitz\"", "options.clock"},
        };
        for (String[] c : cases) {
            Response r = given().contentType(ContentType.JSON)
                    .body("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"clock\":"
                            + c[0] + "}}").when().post("/v1/games");
            r.then().statusCode(400).body("code", equalTo("INVALID_OPTIONS"));
            assertTrue(r.jsonPath().getString("detail").contains(c[1]), c[0] + ": " + r.asString());
        }
        clocked(2, 600, 0).spectate().then().body("outcome", nullValue());
    }
}
