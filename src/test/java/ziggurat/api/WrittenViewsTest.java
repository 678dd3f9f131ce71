package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Views are written once per game, version and viewer and then served as written (play/WrittenViews): reading the
 * same view again is a cached read, and yet every viewer still gets its own view, of the version the game is at.
 * The Tally game of {@link PlayingTest}: seat 0 is dealt 9 9 9, seat 1 8 8 8, and each sees only its own hand.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class WrittenViewsTest {

    static final Pattern SERVED = Pattern.compile("ziggurat_views_total\\{served=\"(cached|written)\"} ([0-9.E]+)");
    static final Pattern LEGAL_SERVED =
            Pattern.compile("ziggurat_legal_moves_total\\{served=\"(cached|written)\"} ([0-9.E]+)");

    /** How many view reads so far were served as written before ({@code cached}) or written ({@code written}). */
    static double served(String how) {
        return served(SERVED, how);
    }

    /** The same for reads of legal moves. */
    static double legalServed(String how) {
        return served(LEGAL_SERVED, how);
    }

    private static double served(Pattern metric, String how) {
        Matcher m = metric.matcher(ziggurat.support.Management.metrics());
        while (m.find()) {
            if (m.group(1).equals(how)) {
                return Double.parseDouble(m.group(2));
            }
        }
        return 0;
    }

    static HttpGame standardGame() {
        return PlayingTest.standardGame();
    }

    @Test
    void twoSeatsAndASpectatorReadingTheSameVersionAgainEachGetTheirOwnView() {
        HttpGame t = standardGame();
        for (int round = 1; round <= 2; round++) {
            double cachedBefore = served("cached");
            t.view(0).then().statusCode(200).header("ETag", "\"3-s0\"")
                    .body("version", equalTo(3)).body("you", equalTo(0))
                    .body("state.seats[0].hand", contains(9, 9, 9))
                    .body("state.seats[1].hand", nullValue());
            t.view(1).then().statusCode(200).header("ETag", "\"3-s1\"")
                    .body("version", equalTo(3)).body("you", equalTo(1))
                    .body("state.seats[0].hand", nullValue())
                    .body("state.seats[1].hand", contains(8, 8, 8));
            t.spectate().then().statusCode(200).header("ETag", "\"3\"")
                    .body("version", equalTo(3)).body("you", nullValue())
                    .body("state.seats.hand", contains(nullValue(), nullValue()));
            // the second time round, all three views were read as written the first time
            assertEquals(round == 1 ? 0 : 3, served("cached") - cachedBefore, "round " + round);
        }
        assertEquals(t.view(0).asString(), t.view(0).asString(), "the same bytes");
        assertNotEquals(t.view(0).asString(), t.view(1).asString());
    }

    @Test
    void aReadAfterAMoveIsOfTheNewVersionAndConditionalReadsStillCompareAgainstIt() {
        HttpGame t = standardGame();
        Response before = t.view(1);
        before.then().header("ETag", "\"3-s1\"").body("state.bidding", equalTo(true));
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");

        Response after = t.as(1).header("If-None-Match", "\"3-s1\"").when().get("/v1/games/" + t.id);
        after.then().statusCode(200).header("ETag", "\"" + v + "-s1\"").body("version", equalTo((int) v))
                .body("state.seats[1].hand", contains(8, 8, 8)).body("state.seats[0].hand", nullValue());
        t.as(1).header("If-None-Match", "\"" + v + "-s1\"").when().get("/v1/games/" + t.id).then().statusCode(304);
        // seat 0's tag names seat 0's view: seat 1 asking with it gets its own view in full
        t.as(1).header("If-None-Match", "\"" + v + "-s0\"").when().get("/v1/games/" + t.id).then().statusCode(200)
                .body("you", equalTo(1));
        // an earlier version is still the game as it was, for the viewer asking
        t.as(1).when().get("/v1/games/" + t.id + "?version=3").then().statusCode(200)
                .header("ETag", "\"3-s1\"").body(equalTo(before.asString()));
    }

    @Test
    void theViewAMoveAnswerCarriesIsTheViewTheSeatReadsNext() {
        HttpGame t = standardGame();
        Response answer = t.move(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        answer.then().statusCode(200);
        long v = answer.jsonPath().getLong("version");
        double cachedBefore = served("cached");
        Response read = t.view(0);
        assertEquals(answer.jsonPath().getMap("game"), read.jsonPath().getMap("$"));
        assertEquals(1, served("cached") - cachedBefore, "read as the move answer wrote it");
        // the other seat and spectators get theirs, not the mover's
        t.view(1).then().header("ETag", "\"" + v + "-s1\"").body("you", equalTo(1))
                .body("state.seats[0].hand", nullValue()).body("state.seats[1].hand", contains(8, 8, 8));
        t.spectate().then().header("ETag", "\"" + v + "\"").body("state.seats.hand", contains(nullValue(), nullValue()));
    }

    @Test
    void onceTheGameHasEndedAnEarlierVersionReadByASeatShowsEverything() {
        HttpGame t = standardGame();
        long bid = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        // seat 0 reads the version after its bid while the game runs: seat 1's hand is hidden from it
        t.as(0).when().get("/v1/games/" + t.id + "?version=" + bid).then().statusCode(200)
                .body("state.seats[1].hand", nullValue());
        long v = bid;
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":3}");
        v = t.play(1, v, "{\"type\":\"play\",\"card\":8}");
        v = t.play(0, v, "{\"type\":\"play\",\"card\":9}");
        v = t.play(1, v, "{\"type\":\"play\",\"card\":8}");
        t.play(0, v, "{\"type\":\"play\",\"card\":9}");
        // the same version, the same seat, but the game is over: nothing is hidden any more
        t.as(0).when().get("/v1/games/" + t.id + "?version=" + bid).then().statusCode(200)
                .body("you", equalTo(0)).body("state.seats[1].hand", contains(8, 8, 8));
    }

    @Test
    void aSeatReadingItsLegalMovesAgainGetsThemAsWrittenAndEachSeatOnlyItsOwn() {
        HttpGame t = standardGame();
        String legal = "/v1/games/" + t.id + "/legal-moves";
        for (int round = 1; round <= 2; round++) {
            double cachedBefore = legalServed("cached");
            t.as(0).when().get(legal).then().statusCode(200).contentType("application/json")
                    .body("version", equalTo(3)).body("seat", equalTo(0))
                    .body("moves.type", everyItem(equalTo("bid")));
            // seat 1 has bid nothing yet either, but its list is its own: it names seat 1
            t.as(1).when().get(legal).then().statusCode(200).body("seat", equalTo(1));
            given().when().get(legal).then().statusCode(200).body("seat", nullValue()).body("moves", empty());
            assertEquals(round == 1 ? 0 : 2, legalServed("cached") - cachedBefore, "round " + round);
        }
        assertEquals(t.as(0).when().get(legal).asString(), t.as(0).when().get(legal).asString(), "the same bytes");
    }

    @Test
    void theLegalMovesAMoveAnswerListsAreTheOnesTheSeatReadsNextAndANewVersionListsAfresh() {
        HttpGame t = standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        // seat 1 bids and is still the one to decide: its answer lists its plays
        Response answer = t.move(1, v, "{\"type\":\"bid\",\"amount\":3}");
        answer.then().statusCode(200).body("legalMoves.seat", equalTo(1));
        String legal = "/v1/games/" + t.id + "/legal-moves";
        double cachedBefore = legalServed("cached");
        Response read = t.as(1).when().get(legal);
        assertEquals(answer.jsonPath().getMap("legalMoves"), read.jsonPath().getMap("$"));
        assertEquals(1, legalServed("cached") - cachedBefore, "read as the move answer wrote it");
        // after seat 1's play the list is of the new version, written afresh, not the one before
        long after = t.play(1, answer.jsonPath().getLong("version"), "{\"type\":\"play\",\"card\":8}");
        double writtenBefore = legalServed("written");
        t.as(0).when().get(legal).then().statusCode(200).body("version", equalTo((int) after)).body("seat", equalTo(0))
                .body("moves.type", hasItem("play"));
        t.as(1).when().get(legal).then().statusCode(200).body("version", equalTo((int) after)).body("moves", empty());
        assertEquals(2, legalServed("written") - writtenBefore);
    }
}
