package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import ziggurat.Verify;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * {@code GET /v1/games/{id}/record}: a finished game of every shipped ruleset downloads as one document that the
 * offline command verifies, with nothing but the file; before the end the record is refused, since it would reveal
 * the seed, the salt and every hand.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RecordOverHttpTest {

    private static final String TWENTY_CARDS = "\"red\",\"blue\",\"green\",\"black\",\"red\",\"red\",\"blue\","
            + "\"green\",\"black\",\"black\",\"red\",\"green\",\"blue\",\"blue\",\"red\",\"green\",\"black\",\"red\","
            + "\"blue\",\"green\"";
    /** Twice the cards: 25 random moves on twenty alone may draw them all and end the game before the resignation. */
    private static final String FORTY_CARDS = "[" + TWENTY_CARDS + "," + TWENTY_CARDS + "]";

    @TempDir
    Path dir;

    /**
     * Each game is created a different way (a chosen seed and clocks, a stack and a drawn seed, shuffled seats, the
     * defaults), played for some random legal moves over HTTP, and ended by the second seat resigning.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "tigris|,\"seed\":\"record-tigris\",\"options\":{\"clock\":{\"initialSeconds\":600,\"incrementSeconds\":5}}",
            "contest-of-kings|,\"stack\":" + FORTY_CARDS,
            "attika|,\"seed\":\"record-attika\",\"shuffleSeats\":true",
            "qin|"})
    void aFinishedGameDownloadsAsARecordThatVerifiesOffline(String ruleset, String more) throws Exception {
        HttpGame t = HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]"
                + (more == null ? "" : more) + "}");
        given().when().get("/v1/games/" + t.id + "/record").then().statusCode(409)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:game-not-over"))
                .body("code", equalTo("GAME_NOT_OVER"))
                .body("detail", containsString("hidden information"));

        // a game on a short stack may end on its own before the moves run out; otherwise the second seat resigns
        if (!playRandomly(t, new Random(ruleset.hashCode()), 25)) {
            given().when().get("/v1/games/" + t.id + "/record").then().statusCode(409)
                    .body("code", equalTo("GAME_NOT_OVER"));
            t.as(1).when().post("/v1/games/" + t.id + "/resign").then().statusCode(200);
        }
        Response answer = given().when().get("/v1/games/" + t.id + "/record");
        answer.then().statusCode(200).contentType("application/json")
                .header("Content-Disposition", startsWith("inline; filename=\"" + ruleset + "-" + t.id))
                .body("format", equalTo("ziggurat-game-record/1"))
                .body("gameId", equalTo(t.id))
                .body("ruleset.id", equalTo(ruleset))
                .body("status", equalTo("finished"))
                .body("events[-1].type", equalTo("SeedRevealed"));
        JsonNode record = GameJson.readTree(answer.asString());
        JsonNode view = GameJson.readTree(t.spectate().asString());
        assertEquals(view.get("version").asLong(), record.get("version").asLong());
        assertEquals(record.get("version").asLong(), record.get("events").size(), "every event, in full");
        assertEquals(view.get("seed").asText(), record.get("seed").asText());
        assertEquals(view.get("seedCommitment").asText(), record.get("seedCommitment").asText());
        assertEquals(more != null && more.contains("\"seed\""), record.at("/creation/creatorSeeded").asBoolean());
        assertEquals(more != null && more.contains("stack"), record.at("/creation/stack").isArray());

        Verified v = verify(answer.asString());
        assertEquals(Verify.VERIFIED, v.exit, v.output);
        assertTrue(v.output.contains(ruleset + " game " + t.id), v.output);
        assertTrue(v.output.strip().endsWith("VERIFIED"), v.output);
    }

    /**
     * The log says the platform's facts itself, the same way in every game: {@code GameStarted} says whether the
     * creator chose the seed, as created, from the first answer on; the event that ends the game is followed by the
     * table's {@code SeedRevealed} with the seed, the salt and the same fact; the server's audit and the offline
     * verifier both hold it.
     */
    @ParameterizedTest(name = "{0}, creator-seeded: {1}")
    @CsvSource({"tigris, true", "tigris, false", "contest-of-kings, true", "contest-of-kings, false",
            "attika, true", "attika, false", "qin, true", "qin, false"})
    void theLogSaysWhetherTheCreatorChoseTheSeed(String ruleset, boolean seeded) throws Exception {
        HttpGame t = HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]"
                + (seeded ? ",\"seed\":\"facts-" + ruleset + "\"" : "") + "}");
        JsonNode running = GameJson.readTree(given().when().get("/v1/games/" + t.id + "/events").asString());
        JsonNode started = running.get("events").get(0);
        assertEquals("GameStarted", started.get("type").asText());
        assertEquals(seeded, started.at("/data/creatorSeeded").asBoolean(), started.toString());
        assertTrue(started.at("/data/creatorSeeded").isBoolean(), "said, not left out");
        assertTrue(running.findValues("seed").isEmpty() && running.findValues("salt").isEmpty(),
                "nothing revealed while the game runs");

        t.as(0).when().post("/v1/games/" + t.id + "/abort").then().statusCode(200);
        JsonNode record = GameJson.readTree(given().when().get("/v1/games/" + t.id + "/record").asString());
        JsonNode events = record.get("events");
        JsonNode last = events.get(events.size() - 1);
        assertEquals("GameAborted", events.get(events.size() - 2).get("type").asText(), "the event that ends it");
        assertEquals("SeedRevealed", last.get("type").asText(), "right after it");
        assertEquals(record.get("seed"), last.at("/data/seed"));
        assertEquals(record.get("salt"), last.at("/data/salt"));
        assertEquals(seeded, last.at("/data/creatorSeeded").asBoolean());
        assertEquals(seeded, record.at("/creation/creatorSeeded").asBoolean());
        assertEquals(seeded, events.get(0).at("/data/creatorSeeded").asBoolean());

        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("creatorSeeded", equalTo(seeded))
                .body("setupReproduced", equalTo(true))
                .body("findings.size()", equalTo(0))
                .body("events[0].data.creatorSeeded", equalTo(seeded));
        Verified v = verify(GameJson.write(record));
        assertEquals(Verify.VERIFIED, v.exit, v.output);
    }

    @Test
    void anAbortedGameIsFinishedAndItsRecordVerifies() throws Exception {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}");
        t.as(0).when().post("/v1/games/" + t.id + "/abort").then().statusCode(200);
        Response answer = given().when().get("/v1/games/" + t.id + "/record");
        answer.then().statusCode(200).body("outcome.reason", equalTo("aborted"));
        Verified v = verify(answer.asString());
        assertEquals(Verify.VERIFIED, v.exit, v.output);
    }

    @Test
    void thereIsNoRecordOfAGameThatDoesNotExist() {
        given().when().get("/v1/games/" + UUID.randomUUID() + "/record").then().statusCode(404)
                .contentType("application/problem+json");
        // an id that is not a UUID names no game either, as on every route of a game
        given().when().get("/v1/games/not-a-game/record").then().statusCode(404)
                .contentType("application/problem+json");
    }

    /** Plays up to {@code moves} random legal moves; whether the game ended on the way. */
    private boolean playRandomly(HttpGame t, Random random, int moves) {
        for (int n = 0; n < moves; n++) {
            JsonNode view = GameJson.readTree(t.spectate().asString());
            if ("finished".equals(view.path("status").asText())) {
                return true;
            }
            JsonNode pending = view.get("pending");
            int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
            JsonNode legal = GameJson.readTree(t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves").asString());
            JsonNode moves1 = legal.get("moves");
            t.play(seat, legal.get("version").asLong(), moves1.get(random.nextInt(moves1.size())).toString());
        }
        return "finished".equals(GameJson.readTree(t.spectate().asString()).path("status").asText());
    }

    private record Verified(int exit, String output) {
    }

    private Verified verify(String record) throws Exception {
        Path file = Files.writeString(dir.resolve("record-" + System.nanoTime() + ".json"), record);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int exit = Verify.run(new String[] {file.toString()}, new PrintStream(printed, true, StandardCharsets.UTF_8));
        return new Verified(exit, printed.toString(StandardCharsets.UTF_8));
    }
}
