package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Seats people claim: a game created with open seats waits, nothing dealt and nobody moving, until a player claims
 * each seat with its one-time invitation (or, in a listed game, from the lobby by its number); the last claim deals
 * the setup and the game begins. The creator may call a waiting game off.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SeatingTest {

    static final String DECK = "\"stack\":[\"9\",\"9\",\"9\",\"8\",\"8\",\"8\",\"1\",\"2\",\"3\",\"7\",\"7\",\"7\"]";

    static Response create(String seats, String more) {
        Response r = given().contentType(ContentType.JSON)
                .body("{\"ruleset\":\"tally\",\"seats\":[" + seats + "]," + DECK + more + "}").when().post("/v1/games");
        assertEquals(201, r.statusCode(), r.asString());
        return r;
    }

    static Response claim(String game, String body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/games/" + game + "/claims");
    }

    @Test
    void aGameWithAnOpenSeatWaitsAndItsInvitationSeatsAPlayerOnce() {
        Response created = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        String id = created.jsonPath().getString("id");
        String ada = created.jsonPath().getString("seats[0].token");
        String code = created.jsonPath().getString("seats[1].invitation");
        created.then()
                .body("version", equalTo(0))
                .body("seats[0].name", equalTo("Ada")).body("seats[0].open", nullValue())
                .body("seats[1].open", equalTo(true)).body("seats[1].token", nullValue())
                .body("seats[1].name", nullValue())
                .body("seats[1].invitationUrl", equalTo("/viewer/" + id + "?invitation=" + code))
                .body("creatorToken", not(nullValue()))
                .body("game.status", equalTo("waiting"))
                .body("game.seats.open", contains(false, true))
                .body("game.state", nullValue()).body("game.pending", empty());
        assertNotNull(code);

        // waiting: nothing dealt, nobody moves or resigns, no legal move
        given().header("Authorization", "Bearer " + ada).when().get("/v1/games/" + id + "/legal-moves").then()
                .statusCode(200).body("moves", empty());
        given().header("Authorization", "Bearer " + ada).contentType(ContentType.JSON)
                .body("{\"expectedVersion\":0,\"move\":{\"type\":\"bid\",\"amount\":1}}")
                .when().post("/v1/games/" + id + "/moves").then().statusCode(409)
                .body("type", endsWith("waiting-for-players")).body("openSeats", equalTo(1));
        given().header("Authorization", "Bearer " + ada).when().post("/v1/games/" + id + "/resign").then()
                .statusCode(409).body("type", endsWith("waiting-for-players"));
        given().when().get("/v1/games/" + id + "/events").then().body("events", empty())
                .body("status", equalTo("waiting"));

        Response wrong = claim(id, "{\"invitation\":\"not-the-code\",\"name\":\"Mallory\"}");
        wrong.then().statusCode(404).body("type", endsWith("invitation-not-found"));
        Response bo = claim(id, "{\"invitation\":\"" + code + "\",\"name\":\"Bo\"}");
        bo.then().statusCode(201).body("seat", equalTo(1)).body("name", equalTo("Bo"))
                .body("token", not(nullValue()));
        String boToken = bo.jsonPath().getString("token");

        // the claim, then the setup dealt with both names, in one append with no acting seat
        Response events = given().when().get("/v1/games/" + id + "/events");
        events.then().body("status", equalTo("running"))
                .body("events[0].type", equalTo("SeatClaimed"))
                .body("events[0].data.seat", equalTo(1)).body("events[0].data.name", equalTo("Bo"))
                .body("events[0].actingSeat", nullValue())
                .body("events[1].type", equalTo("GameStarted"))
                .body("events[1].data.seats", contains("Ada", "Bo"));
        assertEquals(bo.jsonPath().getLong("version"), events.jsonPath().getLong("version"));
        given().header("Authorization", "Bearer " + boToken).when().get("/v1/games/" + id).then().statusCode(200)
                .body("you", equalTo(1)).body("status", equalTo("running"))
                .body("seats.name", contains("Ada", "Bo")).body("seats.open", contains(false, false))
                .body("pending.seat", hasItem(1));

        // used: the same answer as a wrong code, naming no seat
        Response again = claim(id, "{\"invitation\":\"" + code + "\",\"name\":\"Eve\"}");
        assertEquals(404, again.statusCode());
        assertEquals(wrong.jsonPath().getString("detail"), again.jsonPath().getString("detail"));
        assertFalse(again.asString().contains("\"seat\""));
        // an unlisted game's seats are not claimed by number
        claim(id, "{\"seat\":1,\"name\":\"Eve\"}").then().statusCode(403)
                .body("type", endsWith("invitation-required"));

        // the game plays on as any other
        given().header("Authorization", "Bearer " + ada).contentType(ContentType.JSON)
                .body("{\"expectedVersion\":" + events.jsonPath().getLong("version")
                        + ",\"move\":{\"type\":\"bid\",\"amount\":1}}")
                .when().post("/v1/games/" + id + "/moves").then().statusCode(200);
    }

    @Test
    void aListedGameShowsInTheLobbyAndItsSeatsAreClaimedByNumberUntilItBegins() {
        Response unlisted = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        Response listed = create("{\"name\":\"Ada\"},{\"open\":true},{\"open\":true}", ",\"listed\":true");
        String id = listed.jsonPath().getString("id");
        // a second listed game, so the lobby has a page after the first whichever tests ran before
        create("{\"name\":\"Di\"},{\"open\":true}", ",\"listed\":true");

        Response lobby = given().when().get("/v1/games?status=waiting&ruleset=tally&limit=200");
        lobby.then().statusCode(200);
        List<String> ids = lobby.jsonPath().getList("games.id", String.class);
        assertTrue(ids.contains(id));
        assertFalse(ids.contains(unlisted.jsonPath().getString("id")), "an unlisted game never shows in the lobby");
        int at = ids.indexOf(id);
        lobby.then().body("games[" + at + "].openSeats", equalTo(2))
                .body("games[" + at + "].seats.open", contains(false, true, true))
                .body("games[" + at + "].seats.name", contains("Ada", null, null))
                .body("games[" + at + "].ruleset", equalTo("tally"))
                .body("games[" + at + "].createdAt", not(nullValue()));
        // paged as the game list is
        create("{\"name\":\"Di\"},{\"open\":true}", ",\"listed\":true");
        Response first = given().when().get("/v1/games?status=waiting&limit=1");
        first.then().body("games.size()", equalTo(1)).body("next", not(nullValue()));
        given().when().get("/v1/games?status=waiting&limit=1&cursor=" + first.jsonPath().getString("next")).then()
                .statusCode(200).body("games[0].id", not(equalTo(first.jsonPath().getString("games[0].id"))));

        claim(id, "{\"seat\":1,\"name\":\"Bo\"}").then().statusCode(201).body("seat", equalTo(1));
        claim(id, "{\"seat\":1,\"name\":\"Cy\"}").then().statusCode(409).body("type", endsWith("seat-taken"));
        claim(id, "{\"seat\":0,\"name\":\"Cy\"}").then().statusCode(409).body("type", endsWith("seat-taken"));
        claim(id, "{\"seat\":7,\"name\":\"Cy\"}").then().statusCode(404);
        given().when().get("/v1/games/" + id).then().body("status", equalTo("waiting"));
        claim(id, "{\"seat\":2,\"name\":\"Cy\"}").then().statusCode(201);
        given().when().get("/v1/games/" + id).then().body("status", equalTo("running"))
                .body("seats.name", contains("Ada", "Bo", "Cy"));
        assertFalse(given().when().get("/v1/games?status=waiting&limit=200").jsonPath()
                .getList("games.id", String.class).contains(id), "a game that has begun leaves the lobby");
        assertTrue(given().when().get("/v1/games?status=running&limit=200").jsonPath()
                .getList("games.id", String.class).contains(id));
        claim(id, "{\"seat\":1,\"name\":\"Cy\", \"invitation\":\"x\"}").then().statusCode(400);
    }

    @Test
    void theCreatorCallsAWaitingGameOffAndNothingElse() {
        Response created = create("{\"open\":true},{\"open\":true}", "");
        String id = created.jsonPath().getString("id");
        String creator = created.jsonPath().getString("creatorToken");
        // the creator token is no seat's
        given().header("Authorization", "Bearer " + creator).when().get("/v1/games/" + id + "/legal-moves").then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + creator).when().post("/v1/games/" + id + "/resign").then()
                .statusCode(401);
        given().header("Authorization", "Bearer " + creator).when().post("/v1/games/" + id + "/abort").then()
                .statusCode(200).body("events[0].type", equalTo("GameAbortedByCreator"))
                .body("game.status", equalTo("finished")).body("game.outcome.reason", equalTo("aborted"))
                .body("game.state", nullValue());
        claim(id, "{\"invitation\":\"" + created.jsonPath().getString("seats[0].invitation") + "\",\"name\":\"Bo\"}")
                .then().statusCode(409).body("type", endsWith("game-over"));
        given().when().get("/v1/games/" + id + "/audit").then().statusCode(200).body("verified", equalTo(true))
                .body("setupReproduced", nullValue()).body("status", equalTo("finished"));

        // once the game has begun, the creator token aborts nothing; a seat still may, early on
        Response begun = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        String gid = begun.jsonPath().getString("id");
        claim(gid, "{\"invitation\":\"" + begun.jsonPath().getString("seats[1].invitation") + "\",\"name\":\"Bo\"}")
                .then().statusCode(201);
        given().header("Authorization", "Bearer " + begun.jsonPath().getString("creatorToken"))
                .when().post("/v1/games/" + gid + "/abort").then().statusCode(409)
                .body("type", endsWith("game-has-begun"));
        given().header("Authorization", "Bearer " + begun.jsonPath().getString("seats[0].token"))
                .when().post("/v1/games/" + gid + "/abort").then().statusCode(200);
        given().when().get("/v1/games/" + gid + "/audit").then().statusCode(200).body("verified", equalTo(true))
                .body("setupReproduced", equalTo(true)).body("findings", empty());
    }

    @Test
    void aFilledSeatMayAbortAWaitingGame() {
        Response created = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        String id = created.jsonPath().getString("id");
        given().header("Authorization", "Bearer " + created.jsonPath().getString("seats[0].token"))
                .when().post("/v1/games/" + id + "/abort").then().statusCode(200)
                .body("events[0].type", equalTo("GameAborted")).body("game.outcome.reason", equalTo("aborted"));
        given().when().get("/v1/games/" + id + "/audit").then().body("verified", equalTo(true));
    }

    @Test
    void noClockRunsWhileTheGameWaitsAndTheClocksStartAtTheLastClaim() throws Exception {
        Response created = given().contentType(ContentType.JSON).body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":"
                + "\"Ada\"},{\"open\":true}]," + DECK + ",\"options\":{\"clock\":{\"initialSeconds\":60,"
                + "\"incrementSeconds\":0}}}").when().post("/v1/games");
        created.then().statusCode(201).body("game.clocks.seats.running", contains(false, false));
        String id = created.jsonPath().getString("id");
        Thread.sleep(1200);
        given().when().get("/v1/games/" + id).then().body("clocks.seats.remainingMs", contains(60_000, 60_000))
                .body("clocks.seats.running", contains(false, false));
        Instant before = Instant.now();
        claim(id, "{\"invitation\":\"" + created.jsonPath().getString("seats[1].invitation") + "\",\"name\":\"Bo\"}")
                .then().statusCode(201);
        Response view = given().when().get("/v1/games/" + id);
        view.then().body("clocks.seats.remainingMs", contains(60_000, 60_000))
                .body("clocks.seats.running", contains(true, true));
        assertFalse(Instant.parse(view.jsonPath().getString("clocks.asOf")).isBefore(before.minusMillis(5)),
                "the clocks start when the last seat is claimed");
        given().when().get("/v1/games/" + id + "/audit").then().body("verified", equalTo(true));
    }

    @Test
    void claimsRacingForOneSeatIssueExactlyOneToken() throws Exception {
        Response created = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        String id = created.jsonPath().getString("id");
        String code = created.jsonPath().getString("seats[1].invitation");
        int clients = 12;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < clients; i++) {
                String name = "P" + i;
                answers.add(pool.submit((Callable<Response>) () -> {
                    go.await();
                    return claim(id, "{\"invitation\":\"" + code + "\",\"name\":\"" + name + "\"}");
                }));
            }
            go.countDown();
            List<String> tokens = new ArrayList<>();
            String winner = null;
            // a loser's code has been used by the time it is decided: it gets a used code's answer, a wrong code's
            Response wrong = claim(id, "{\"invitation\":\"not-the-code\",\"name\":\"Mallory\"}");
            for (Future<Response> f : answers) {
                Response r = f.get();
                if (r.statusCode() == 201) {
                    tokens.add(r.jsonPath().getString("token"));
                    winner = r.jsonPath().getString("name");
                } else {
                    assertEquals(404, r.statusCode(), r.asString());
                    assertEquals(wrong.asString(), r.asString(), "a lost race answers as a wrong code does");
                }
            }
            assertEquals(1, tokens.size(), "exactly one token is issued");
            Response events = given().when().get("/v1/games/" + id + "/events");
            assertEquals(1, events.jsonPath().getList("events.findAll { it.type == 'SeatClaimed' }").size());
            events.then().body("events[0].data.name", equalTo(winner));
            given().when().get("/v1/games/" + id).then().body("seats[1].name", equalTo(winner));
            given().header("Authorization", "Bearer " + tokens.get(0)).when().get("/v1/games/" + id).then()
                    .body("you", equalTo(1));
            given().when().get("/v1/games/" + id + "/audit").then().body("verified", equalTo(true));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void claimsRacingByNumberForAListedSeatIssueExactlyOneTokenAndTheOthersHearSeatTaken()
            throws Exception {
        Response created = create("{\"name\":\"Ada\"},{\"open\":true},{\"open\":true}", ",\"listed\":true");
        String id = created.jsonPath().getString("id");
        int clients = 12;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Response>> answers = new ArrayList<>();
        try {
            for (int i = 0; i < clients; i++) {
                String name = "P" + i;
                answers.add(pool.submit((Callable<Response>) () -> {
                    go.await();
                    return claim(id, "{\"seat\":1,\"name\":\"" + name + "\"}");
                }));
            }
            go.countDown();
            List<String> tokens = new ArrayList<>();
            String winner = null;
            for (Future<Response> f : answers) {
                Response r = f.get();
                if (r.statusCode() == 201) {
                    tokens.add(r.jsonPath().getString("token"));
                    winner = r.jsonPath().getString("name");
                    assertEquals(1, r.jsonPath().getInt("seat"));
                } else {
                    // what docs/security.md and the contract promise a loser, every time: 409 seat-taken
                    assertEquals(409, r.statusCode(), r.asString());
                    assertEquals("application/problem+json", r.contentType().split(";")[0]);
                    assertEquals("urn:ziggurat:problem:seat-taken", r.jsonPath().getString("type"));
                    assertEquals("Seat 1 has been claimed already.", r.jsonPath().getString("detail"));
                    assertNull(r.jsonPath().get("token"));
                }
            }
            assertEquals(1, tokens.size(), "exactly one token is issued");
            Response events = given().when().get("/v1/games/" + id + "/events");
            assertEquals(List.of("SeatClaimed"), events.jsonPath().getList("events.type"), "one claim, nothing else");
            events.then().body("events[0].data.name", equalTo(winner)).body("events[0].data.seat", equalTo(1))
                    .body("status", equalTo("waiting"));
            given().when().get("/v1/games/" + id).then().body("seats.name", contains("Ada", winner, null))
                    .body("seats.open", contains(false, false, true));
            given().header("Authorization", "Bearer " + tokens.get(0)).when().get("/v1/games/" + id).then()
                    .body("you", equalTo(1));
            // the other open seat is untouched by the race, and still claimed by number
            claim(id, "{\"seat\":2,\"name\":\"Cy\"}").then().statusCode(201).body("seat", equalTo(2));
            given().when().get("/v1/games/" + id + "/audit").then().body("verified", equalTo(true));
        } finally {
            pool.shutdownNow();
        }
    }

    /** The ids of a list's first page (of 200, the most there is: newer than any game a test made before). */
    private static List<String> listed(String query) {
        Response r = given().when().get("/v1/games?limit=200" + query);
        r.then().statusCode(200);
        return r.jsonPath().getList("games.id", String.class);
    }

    private static final List<String> EVERY_LIST = List.of("", "&ruleset=tally", "&status=waiting",
            "&status=waiting&ruleset=tally", "&status=running", "&status=running&ruleset=tally", "&status=finished",
            "&status=finished&ruleset=tally");

    @Test
    void anUnlistedGameShowsInNoListUntilItsLastSeatIsClaimed() {
        Response unlisted = create("{\"name\":\"Ada\"},{\"open\":true}", "");
        String secret = unlisted.jsonPath().getString("id");
        Response calledOff = create("{\"open\":true},{\"open\":true}", "");
        String off = calledOff.jsonPath().getString("id");
        given().header("Authorization", "Bearer " + calledOff.jsonPath().getString("creatorToken"))
                .when().post("/v1/games/" + off + "/abort").then().statusCode(200);
        Response listedGame = create("{\"name\":\"Di\"},{\"open\":true}", ",\"listed\":true");
        String open = listedGame.jsonPath().getString("id");
        // a game created after them all: each page below reaches back past them
        String later = create("{\"name\":\"Ed\"},{\"name\":\"Fa\"}", "").jsonPath().getString("id");

        for (String query : EVERY_LIST) {
            List<String> ids = listed(query);
            assertFalse(ids.contains(secret), "an unlisted waiting game is in no list: " + query);
            assertFalse(ids.contains(off), "an unlisted game called off before it began is in no list: " + query);
            if (!query.contains("finished")) {
                assertTrue(ids.contains(query.contains("waiting") ? open : later), "the page is recent: " + query);
            }
        }
        // the listed one is in the lobby, and in the plain list as waiting
        assertTrue(listed("&status=waiting").contains(open));
        assertEquals("waiting", given().when().get("/v1/games?limit=200").jsonPath()
                .getString("games.find { it.id == '" + open + "' }.status"));
        assertFalse(listed("&status=running").contains(open), "a waiting game is not running");

        // its last seat claimed, the unlisted game is listed as any running game is
        claim(secret, "{\"invitation\":\"" + unlisted.jsonPath().getString("seats[1].invitation")
                + "\",\"name\":\"Bo\"}").then().statusCode(201);
        for (String query : EVERY_LIST) {
            boolean running = !query.contains("status=") || query.contains("running");
            assertEquals(running, listed(query).contains(secret), "begun, the game is in the running lists: " + query);
            assertFalse(listed(query).contains(off), query);
        }
        assertEquals("running", given().when().get("/v1/games?limit=200").jsonPath()
                .getString("games.find { it.id == '" + secret + "' }.status"));
        // and once it ends, in the finished lists
        given().header("Authorization", "Bearer " + unlisted.jsonPath().getString("seats[0].token"))
                .when().post("/v1/games/" + secret + "/abort").then().statusCode(200);
        assertTrue(listed("&status=finished").contains(secret));
        assertFalse(listed("&status=running").contains(secret));
    }

    @Test
    void aLobbyEntryGivesTheOptionsAndTheLobbyIsPagedAndItsParametersChecked() {
        Response withOptions = create("{\"name\":\"Ada\"},{\"open\":true}", ",\"listed\":true,\"options\":{"
                + "\"deck\":\"prototype\",\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":2}}");
        String id = withOptions.jsonPath().getString("id");
        Response lobby = given().when().get("/v1/games?status=waiting&ruleset=tally&limit=200");
        String entry = "games.find { it.id == '" + id + "' }";
        assertEquals("prototype", lobby.jsonPath().getString(entry + ".options.deck"));
        assertEquals(300, lobby.jsonPath().getInt(entry + ".options.clock.initialSeconds"));
        assertEquals(2, lobby.jsonPath().getInt(entry + ".options.clock.incrementSeconds"));
        assertEquals(1, lobby.jsonPath().getInt(entry + ".openSeats"));
        assertEquals(List.of("Ada"), lobby.jsonPath().getList(entry + ".seats.findAll { !it.open }.name"));

        // three more listed games: paged two at a time, the lobby gives each once, newest first, then no next
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            made.add(0, create("{\"name\":\"P" + i + "\"},{\"open\":true}", ",\"listed\":true")
                    .jsonPath().getString("id"));
        }
        made.add(id);
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            Response page = given().when().get("/v1/games?status=waiting&ruleset=tally&limit=2"
                    + (cursor == null ? "" : "&cursor=" + cursor));
            page.then().statusCode(200);
            List<String> ids = page.jsonPath().getList("games.id", String.class);
            assertTrue(ids.size() <= 2, "a page holds at most its limit");
            seen.addAll(ids);
            cursor = page.jsonPath().getString("next");
            pages++;
        } while (cursor != null && pages < 100);
        assertTrue(pages >= 2, "more than one page: " + pages);
        assertNull(cursor, "the last page has no next");
        assertEquals(seen.size(), new java.util.HashSet<>(seen).size(), "no game is on two pages");
        assertEquals(made, seen.subList(0, 4), "the newest first, every one of them");

        // out-of-range limits and a cursor the service never gave: 400 problem+json naming the parameter
        for (String limit : List.of("0", "201", "-1", "two", "1.5")) {
            Response r = given().when().get("/v1/games?status=waiting&limit=" + limit);
            r.then().statusCode(400).contentType("application/problem+json")
                    .body("type", equalTo("urn:ziggurat:problem:malformed-request"))
                    .body("detail", equalTo("'limit' must be a whole number from 1 to 200."));
        }
        for (String bad : List.of("not-a-cursor", "MjAyNg")) {
            Response r = given().urlEncodingEnabled(false).when().get("/v1/games?status=waiting&cursor=" + bad);
            r.then().statusCode(400).contentType("application/problem+json")
                    .body("type", equalTo("urn:ziggurat:problem:malformed-request"))
                    .body("detail", equalTo("'cursor' is not a cursor this service gave out."));
        }
    }

    @Test
    void openSeatsAreCheckedAtCreationAsAnySeat() {
        given().contentType(ContentType.JSON).body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"Ada\"},"
                + "{\"open\":true,\"name\":\"Bo\"}]}").when().post("/v1/games").then().statusCode(400);
        given().contentType(ContentType.JSON).body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"Ada\"},"
                + "{\"open\":\"yes\"}]}").when().post("/v1/games").then().statusCode(400);
        given().contentType(ContentType.JSON).body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"Ada\"},"
                + "{\"open\":true}],\"listed\":1}").when().post("/v1/games").then().statusCode(400);
        // the ruleset refuses a game that could never begin at once, not at its last claim
        given().contentType(ContentType.JSON).body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"Ada\"},"
                + "{\"open\":true}],\"stack\":[\"not a card\"]}").when().post("/v1/games").then()
                .statusCode(org.hamcrest.Matchers.anyOf(equalTo(400), equalTo(422)));
    }
}
