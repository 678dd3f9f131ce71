package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/** Playing a game over HTTP: creation, pending seats, sealed choices, hidden hands, legal moves, the end. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PlayingTest {

    /** Seat 0 is dealt 9 9 9, seat 1 8 8 8; then 1 2 3 7 7 7 are drawn in that order. */
    static HttpGame standardGame() {
        return HttpGame.tally(2, "9", "9", "9", "8", "8", "8", "1", "2", "3", "7", "7", "7");
    }

    @Test
    void creatingAGameAnswers201WithOneTokenPerSeatAndThePublicView() {
        HttpGame t = standardGame();
        Response r = t.created;
        assertEquals(201, r.statusCode());
        assertEquals("/v1/games/" + t.id, java.net.URI.create(r.header("Location")).getPath());
        r.then()
                .body("ruleset", equalTo("tally"))
                .body("version", equalTo(3))
                .body("seats.seat", contains(0, 1))
                .body("seats.name", contains("P0", "P1"))
                .body("seats[0].token", matchesPattern("[A-Za-z0-9_-]{43}"))
                .body("game.stacked", equalTo(true))
                .body("game.creatorSeeded", equalTo(false))
                .body("game.seedCommitment", matchesPattern("[0-9a-f]{64}"))
                .body("game.seed", nullValue())
                .body("game.salt", nullValue())
                .body("game.you", nullValue())
                .body("game.state.seats.hand", contains(nullValue(), nullValue()))
                .body("game.state.seats.handSize", contains(3, 3))
                .body("game.state.deck", nullValue())
                .body("game.pending.seat", contains(0, 1))
                .body("game.pending.kind", contains("bid", "bid"));
        assertEquals(false, r.asString().contains(t.tokens.get(0)) && r.jsonPath().getString("game").contains(t.tokens.get(0)));
    }

    @Test
    void eachSeatSeesItsOwnHandAndNobodyElses() {
        HttpGame t = standardGame();
        t.view(0).then().statusCode(200)
                .body("you", equalTo(0))
                .body("state.seats[0].hand", contains(9, 9, 9))
                .body("state.seats[1].hand", nullValue());
        t.view(1).then().statusCode(200)
                .body("you", equalTo(1))
                .body("state.seats[0].hand", nullValue())
                .body("state.seats[1].hand", contains(8, 8, 8));
        t.spectate().then().statusCode(200)
                .body("state.seats.hand", contains(nullValue(), nullValue()));
    }

    @Test
    void eventsAreRedactedForEachViewer() {
        HttpGame t = standardGame();
        t.as(0).when().get("/v1/games/" + t.id + "/events").then().statusCode(200)
                .body("events.seq", contains(1, 2, 3))
                .body("events.type", contains("GameStarted", "CardsDrawn", "CardsDrawn"))
                .body("events[0].data.deck", nullValue())
                .body("events[0].redacted", equalTo(true))
                .body("events[1].data.cards", contains(9, 9, 9))
                .body("events[1].redacted", equalTo(false))
                .body("events[2].data.cards", nullValue())
                .body("events[2].data.count", equalTo(3))
                .body("events[2].redacted", equalTo(true))
                .body("events.hash", not(contains(nullValue())));
        given().when().get("/v1/games/" + t.id + "/events").then().statusCode(200)
                .body("events[1].data.cards", nullValue())
                .body("events[2].data.cards", nullValue());
    }

    @Test
    void severalSeatsMayBePendingAndSealedBidsStaySealedUntilAllAreIn() {
        HttpGame t = standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":2}");
        assertEquals(4, v);
        t.view(1).then()
                .body("pending.seat", contains(1))
                .body("state.seats[0].hasBid", equalTo(true))
                .body("state.seats[0].bid", nullValue());
        t.as(1).when().get("/v1/games/" + t.id + "/events?after=3").then()
                .body("events[0].type", equalTo("BidSubmitted"))
                .body("events[0].data.amount", nullValue())
                .body("events[0].actingSeat", equalTo(0));
        t.view(0).then().body("state.seats[0].bid", equalTo(2));

        Response last = t.move(1, 4, "{\"type\":\"bid\",\"amount\":5}");
        last.then().statusCode(200)
                .body("version", equalTo(6))
                .body("events.type", contains("BidSubmitted", "BidsRevealed"))
                .body("events[1].data.bids", contains(2, 5))
                .body("events[1].data.startSeat", equalTo(1))
                .body("game.pending.seat", contains(1))
                .body("game.pending[0].kind", equalTo("action"))
                .body("game.you", equalTo(1));
    }

    @Test
    void legalMovesAreExactlyTheCallersAndEmptyForEveryoneElse() {
        HttpGame t = standardGame();
        t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").then().statusCode(200)
                .body("seat", equalTo(0))
                .body("version", equalTo(3))
                .body("moves.type", contains("bid", "bid", "bid", "bid", "bid", "bid"))
                .body("moves.amount", contains(0, 1, 2, 3, 4, 5));
        given().when().get("/v1/games/" + t.id + "/legal-moves").then().statusCode(200)
                .body("$", hasKey("seat"))
                .body("seat", nullValue())
                .body("moves", empty());
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        t.play(1, 4, "{\"type\":\"bid\",\"amount\":1}");
        t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").then().body("moves", empty());
        t.as(1).when().get("/v1/games/" + t.id + "/legal-moves").then()
                .body("moves", hasSize(2))
                .body("moves.type", containsInAnyOrder("play", "pass"))
                .body("moves.find { it.type == 'play' }.card", equalTo(8));
    }

    @Test
    void aListedMoveMayCarryDetailsBesideItAndPostsAsItIs() {
        HttpGame t = standardGame();
        // no bid has details: the list has none
        t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").then().body("details", nullValue());
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":3}");

        Response listed = t.as(1).when().get("/v1/games/" + t.id + "/legal-moves");
        listed.then().statusCode(200)
                .body("moves.type", contains("play", "pass"))
                .body("details", hasSize(2))
                .body("details[0].tallyAfter", equalTo(8))
                .body("details[0].reachesTarget", equalTo(false))
                .body("details[1]", nullValue());
        String play8 = GameJson.write(listed.jsonPath().getMap("moves[0]"));
        v = t.play(1, v, play8);
        v = t.play(0, v, "{\"type\":\"play\",\"card\":9}");

        // the same move again, with the details of now
        Response later = t.as(1).when().get("/v1/games/" + t.id + "/legal-moves");
        int index = later.jsonPath().getList("moves.card").indexOf(8);
        assertEquals(play8, GameJson.write(later.jsonPath().getMap("moves[" + index + "]")));
        later.then().body("details[" + index + "].tallyAfter", equalTo(25));
        t.play(1, v, play8);
        Response winning = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
        int nine = winning.jsonPath().getList("moves.card").indexOf(9);
        winning.then().body("details[" + nine + "].tallyAfter", equalTo(34))
                .body("details[" + nine + "].reachesTarget", equalTo(true));
    }

    @Test
    void aWholeGameToItsEndRevealsEverything() {
        HttpGame t = standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":3}");
        v = t.play(1, v, "{\"type\":\"play\",\"card\":8}");
        v = t.play(0, v, "{\"type\":\"play\",\"card\":9}");
        v = t.play(1, v, "{\"type\":\"play\",\"card\":8}");
        Response end = t.move(0, v, "{\"type\":\"play\",\"card\":9}");
        end.then().statusCode(200)
                .body("events.type", contains("CardPlayed", "CardsDrawn", "GameEnded"))
                .body("events[0].data.tally", equalTo(34))
                .body("events[2].data.winners", contains(0))
                .body("game.status", equalTo("finished"))
                .body("game.outcome.winners", contains(0))
                .body("game.outcome.reason", equalTo("target"))
                .body("game.pending", empty());
        // after the end everyone sees every hand, the deck, the seed and the salt; a seat is still told its seat
        t.view(1).then().body("you", equalTo(1)).body("state.seats[0].hand", contains(9, 2, 7));
        t.spectate().then()
                .body("status", equalTo("finished"))
                .body("state.seats[0].hand", contains(9, 2, 7))
                .body("state.seats[1].hand", contains(8, 1, 3))
                .body("seed", notNullValue())
                .body("salt", matchesPattern("[0-9a-f]{32}"));
        given().when().get("/v1/games/" + t.id + "/events").then()
                .body("events[0].data.deck", contains(9, 9, 9, 8, 8, 8, 1, 2, 3, 7, 7, 7))
                .body("events[2].data.cards", contains(8, 8, 8))
                .body("events.redacted", not(org.hamcrest.Matchers.hasItem(true)));
        t.move(1, end.jsonPath().getLong("version"), "{\"type\":\"pass\"}").then()
                .statusCode(409)
                .body("type", equalTo("urn:ziggurat:problem:game-over"));
    }

    @Test
    void aViewAtAnEarlierVersionShowsTheGameAsItWas() {
        HttpGame t = standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        t.play(1, v, "{\"type\":\"bid\",\"amount\":3}");
        t.view(0).then().body("version", equalTo(6)).body("state.bidding", equalTo(false));
        t.as(0).when().get("/v1/games/" + t.id + "?version=3").then().statusCode(200)
                .header("ETag", "\"3-s0\"")
                .body("version", equalTo(3))
                .body("state.bidding", equalTo(true))
                .body("pending.seat", contains(0, 1))
                .body("state.seats[0].hand", contains(9, 9, 9));
        t.as(0).when().get("/v1/games/" + t.id + "?version=2").then().statusCode(200)
                .body("state.seats[1].handSize", equalTo(0));
    }

    @Test
    void theViewCarriesAnEtagAndHonoursIfNoneMatch() {
        HttpGame t = standardGame();
        t.spectate().then().statusCode(200).header("ETag", "\"3\"");
        given().header("If-None-Match", "\"3\"").when().get("/v1/games/" + t.id).then().statusCode(304);
        given().header("If-None-Match", "\"2\"").when().get("/v1/games/" + t.id).then().statusCode(200);
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        given().header("If-None-Match", "\"3\"").when().get("/v1/games/" + t.id).then().statusCode(200)
                .header("ETag", "\"4\"");
    }

    @Test
    void ifMatchMayCarryTheExpectedVersionInsteadOfTheBody() {
        HttpGame t = standardGame();
        t.as(0).header("If-Match", "\"3\"").contentType("application/json")
                .body("{\"move\":{\"type\":\"bid\",\"amount\":1}}")
                .when().post("/v1/games/" + t.id + "/moves")
                .then().statusCode(200).body("version", equalTo(4))
                // REST Assured asks for gzip, and a full move answer is long enough to go gzipped: the tag of its
                // gzip form, which If-Match reads as version 4 all the same (CompressionTest)
                .header("ETag", "\"4-s0-gzip\"");
        // version 2 is before the deal was done: stale, whatever seat 0 did since
        t.as(1).header("If-Match", "\"2\"").contentType("application/json")
                .body("{\"move\":{\"type\":\"bid\",\"amount\":1}}")
                .when().post("/v1/games/" + t.id + "/moves")
                .then().statusCode(409).body("currentVersion", equalTo(4));
    }

    @Test
    void theSameSeedDealsTheSameGameAndMarksItCreatorSeeded() {
        String body = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"tutorial-1\"}";
        HttpGame a = HttpGame.create(body);
        HttpGame b = HttpGame.create(body);
        a.created.then().body("game.creatorSeeded", equalTo(true)).body("game.stacked", equalTo(false));
        assertEquals(a.view(0).jsonPath().getList("state.seats[0].hand"), b.view(0).jsonPath().getList("state.seats[0].hand"));
        assertEquals(a.view(1).jsonPath().getList("state.seats[1].hand"), b.view(1).jsonPath().getList("state.seats[1].hand"));
        // the salt differs, so the public commitments differ even for the same seed
        assertEquals(false, a.created.jsonPath().getString("game.seedCommitment")
                .equals(b.created.jsonPath().getString("game.seedCommitment")));
    }

    @Test
    void shuffledSeatsAreDrawnFromTheSeedAndReported() {
        String body = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"},{\"name\":\"D\"}],"
                + "\"seed\":\"order\",\"shuffleSeats\":true}";
        HttpGame a = HttpGame.create(body);
        HttpGame b = HttpGame.create(body);
        assertEquals(a.created.jsonPath().getList("seats.name"), b.created.jsonPath().getList("seats.name"));
        assertEquals(java.util.Set.of("A", "B", "C", "D"),
                new java.util.HashSet<>(a.created.jsonPath().getList("seats.name")));
    }

    @Test
    void gamesAreListedNewestFirstWithACursor() {
        HttpGame first = standardGame();
        HttpGame second = standardGame();
        Response page1 = given().when().get("/v1/games?ruleset=tally&limit=1");
        page1.then().statusCode(200).body("games", hasSize(1)).body("games[0].id", equalTo(second.id))
                .body("next", notNullValue());
        given().when().get("/v1/games?ruleset=tally&limit=1&cursor=" + page1.jsonPath().getString("next"))
                .then().statusCode(200).body("games[0].id", equalTo(first.id));
        given().when().get("/v1/games?status=finished&ruleset=tally&limit=200").then().statusCode(200)
                .body("games.status", not(org.hamcrest.Matchers.hasItem("running")));
    }
}
