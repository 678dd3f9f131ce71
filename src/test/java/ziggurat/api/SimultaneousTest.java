package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import ziggurat.support.AllAtOnce;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Seats pending together in one simultaneous step submit independently (api.md, "Submitting a move"): a sealed
 * bid is not stale only because another seat's bid was appended first. Anything else since its version is.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SimultaneousTest {

    /** Six seats, dealt three cards each: the game waits for six sealed bids at version 7. */
    static HttpGame sixSeats() {
        return HttpGame.tally(6, "1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "4", "5", "5", "5", "6", "6", "6",
                "7", "7", "7");
    }

    private static String bid(int amount) {
        return "{\"type\":\"bid\",\"amount\":" + amount + "}";
    }

    private static List<Response> bidAtOnce(HttpGame t, long seen, List<Integer> seats, List<Integer> amounts)
            throws Exception {
        List<Callable<Response>> calls = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            int seat = seats.get(i);
            int amount = amounts.get(i);
            calls.add(() -> t.move(seat, seen, bid(amount)));
        }
        return AllAtOnce.run(calls);
    }

    @Test
    void theGameSaysWhichStepItsPendingSeatsShare() {
        sixSeats().spectate().then()
                .body("pending.seat", contains(0, 1, 2, 3, 4, 5))
                .body("pending.step", everyItem(equalTo("bids")));
        HttpGame two = PlayingTest.standardGame();
        long v = two.play(0, 3, bid(0));
        two.play(1, v, bid(3));
        two.spectate().then().body("pending[0].kind", equalTo("action")).body("pending[0].step", nullValue());
    }

    @Test
    void sixSeatsBiddingAtOnceAllCountAndNoneIsRefused() throws Exception {
        HttpGame t = sixSeats();
        List<Integer> bids = List.of(3, 0, 5, 1, 5, 2);
        List<Response> answers = bidAtOnce(t, 7, List.of(0, 1, 2, 3, 4, 5), bids);

        Set<Long> versions = new TreeSet<>();
        for (Response r : answers) {
            assertEquals(200, r.statusCode(), r.asString());
            versions.add(r.jsonPath().getLong("version"));
        }
        // one version per bid, and the last bid in also reveals them all
        assertEquals(Set.of(8L, 9L, 10L, 11L, 12L, 14L), versions);
        Response log = given().when().get("/v1/games/" + t.id + "/events?after=7");
        log.then()
                .body("events.type", contains("BidSubmitted", "BidSubmitted", "BidSubmitted", "BidSubmitted",
                        "BidSubmitted", "BidSubmitted", "BidsRevealed"))
                .body("events[6].data.bids", contains(3, 0, 5, 1, 5, 2))
                .body("events[6].data.startSeat", equalTo(2));
        assertEquals(Set.of(0, 1, 2, 3, 4, 5),
                new TreeSet<>(log.jsonPath().getList("events.actingSeat", Integer.class).subList(0, 6)));
        t.spectate().then().body("version", equalTo(14)).body("pending.seat", contains(2));
        given().when().get("/v1/games/" + t.id + "/audit").then().body("verified", equalTo(true));
    }

    @Test
    void bidsSentOnTheSameVersionStaySealedUntilTheLastIsIn() throws Exception {
        HttpGame t = sixSeats();
        List<Response> answers = bidAtOnce(t, 7, List.of(0, 1, 2, 3, 4), List.of(4, 1, 3, 0, 2));
        for (int seat = 0; seat < 5; seat++) {
            Response r = answers.get(seat);
            assertEquals(200, r.statusCode(), r.asString());
            // the answer shows the seat its own bid, and no other seat's
            r.then().body("events.type", contains("BidSubmitted"))
                    .body("events[0].data.seat", equalTo(seat))
                    .body("game.state.seats.findAll { it.seat != " + seat + " }.bid", everyItem(nullValue()));
        }
        t.view(1).then()
                .body("state.seats.hasBid", contains(true, true, true, true, true, false))
                .body("state.seats.bid", contains(null, 1, null, null, null, null));
        t.as(5).when().get("/v1/games/" + t.id + "/events?after=7").then()
                .body("events.type", everyItem(equalTo("BidSubmitted")))
                .body("events.data.amount", everyItem(nullValue()));

        // the sixth seat saw version 7 too; it is still pending in the same step, so its bid counts
        Response last = t.move(5, 7, bid(5));
        last.then().statusCode(200)
                .body("version", equalTo(14))
                .body("events.type", contains("BidSubmitted", "BidsRevealed"))
                .body("events[1].data.bids", contains(4, 1, 3, 0, 2, 5));
        t.view(1).then().body("state.seats.bid", contains(4, 1, 3, 0, 2, 5));
    }

    @Test
    void aVersionFromBeforeTheStepBeganIsStillAConflict() {
        HttpGame t = sixSeats();
        // at version 1 the deal was not done: the dealing events are nobody's submission
        t.move(0, 1, bid(2)).then().statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:version-conflict"))
                .body("currentVersion", equalTo(7));
        assertEquals(7, t.version());
    }

    @Test
    void aVersionFromTheBiddingIsStaleOnceTheTurnsHaveBegun() {
        HttpGame t = PlayingTest.standardGame();
        long v = t.play(0, 3, bid(0));
        v = t.play(1, v, bid(3));
        // seat 1 starts; a move it decided while the bids were open refers to another step
        t.move(1, 3, "{\"type\":\"play\",\"card\":8}").then().statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:version-conflict"))
                .body("currentVersion", equalTo((int) v));
        t.move(1, 4, "{\"type\":\"play\",\"card\":8}").then().statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:version-conflict"));
        assertEquals(v, t.version());
    }

    @Test
    void aSeatThatHasBidCannotBidAgainOnTheVersionItSaw() {
        HttpGame t = sixSeats();
        t.play(0, 7, bid(1));
        t.play(1, 7, bid(2));
        t.move(0, 7, bid(5)).then().statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:version-conflict"))
                .body("currentVersion", equalTo(9));
        t.view(0).then().body("state.seats[0].bid", equalTo(1));
    }

    @Test
    void oneSeatRacingItselfInTheStepIsAppliedOnce() throws Exception {
        HttpGame t = sixSeats();
        List<Response> answers = bidAtOnce(t, 7, List.of(0, 0, 0, 0, 0, 0), List.of(0, 1, 2, 3, 4, 5));
        List<Response> won = answers.stream().filter(r -> r.statusCode() == 200).toList();
        assertEquals(1, won.size(), "exactly one of the seat's racing bids is applied");
        for (Response r : answers) {
            if (r.statusCode() != 200) {
                assertEquals(409, r.statusCode(), r.asString());
                assertEquals("urn:ziggurat:problem:version-conflict", r.jsonPath().getString("type"));
            }
        }
        assertEquals(8, t.version());
        t.view(0).then().body("state.seats[0].bid",
                equalTo(won.get(0).jsonPath().getInt("game.state.seats[0].bid")));
    }
}
