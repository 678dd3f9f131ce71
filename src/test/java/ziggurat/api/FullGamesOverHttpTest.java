package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import ziggurat.contract.RulesetSections;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Every shipped ruleset, played from creation to final ranking over HTTP with one token per seat, the way a table of
 * bots would: ask who is pending, ask that seat's legal moves, send one (a seat still to decide after its move takes
 * its next moves from the move's answer, as bots do). Four sit down; two of them resign at different moments and the
 * game plays on to its end with their default moves. The leavers rank last, the later one above the
 * earlier; the audit verifies the whole log, and everything hidden is revealed and reproducible from the seed.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class FullGamesOverHttpTest {

    static final int SEATS = 4;
    static final int FIRST_LEAVER = 1;
    static final int SECOND_LEAVER = 2;
    /** Moves into the game at which each leaver resigns: early, and once the game is well under way. */
    static final int FIRST_LEAVES_AFTER = 6;
    static final int SECOND_LEAVES_AFTER = 30;

    static Stream<String> rulesets() {
        return RulesetSections.shipped().stream().map(r -> r.info().id());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rulesets")
    void fourSitDownTwoResignAtDifferentMomentsAndTheGamePlaysToItsEnd(String ruleset) {
        HttpGame t = null;
        Played end = null;
        // a few seeds: random play can wander into positions the rules never end (see the rulesets' notes)
        for (int attempt = 0; attempt < 5 && end == null; attempt++) {
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < SEATS; i++) {
                names.append(i == 0 ? "" : ",").append("{\"name\":\"Bot ").append(i).append("\"}");
            }
            t = HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "],\"seed\":\"http-" + attempt + "\"}");
            end = playOut(t, new Random(attempt), 3000);
        }
        assertNotNull(end, "a game ended");
        JsonPath view = end.finished.jsonPath();
        assertEquals("finished", view.getString("status"));
        assertTrue(view.getString("seed").startsWith("http-"), "the seed is revealed at the end");

        // the leavers rank last, the later resignation above the earlier; the winners are among those who stayed
        Map<Integer, Integer> rank = new TreeMap<>();
        for (Map<String, Object> r : view.<Map<String, Object>>getList("outcome.ranking")) {
            rank.put((Integer) r.get("seat"), (Integer) r.get("rank"));
        }
        assertEquals(SEATS, rank.size(), "everyone is ranked: " + rank);
        assertEquals(SEATS, rank.get(FIRST_LEAVER), "the first to leave ranks last: " + rank);
        assertEquals(SEATS - 1, rank.get(SECOND_LEAVER), "the second to leave ranks just above: " + rank);
        List<Integer> winners = view.getList("outcome.winners", Integer.class);
        assertFalse(winners.isEmpty());
        assertTrue(List.of(0, 3).containsAll(winners), "only seats that stayed can win: " + winners);

        // the game went on without them: their decisions were made by their default moves, marked as such
        assertTrue(end.defaultMoves.getOrDefault(FIRST_LEAVER, 0) > 0, "default moves: " + end.defaultMoves);
        assertTrue(end.defaultMoves.getOrDefault(SECOND_LEAVER, 0) > 0, "default moves: " + end.defaultMoves);
        assertEquals(List.of(FIRST_LEAVER, SECOND_LEAVER), List.copyOf(end.defaultMoves.keySet()),
                "only leavers get default moves");

        // every moment of the game can be looked at, including those between the events of one move
        long last = view.getLong("version");
        Random pick = new Random(last);
        for (int i = 0; i < 20; i++) {
            long version = i < 10 ? i + 1 : 1 + pick.nextInt((int) last);
            given().when().get("/v1/games/" + t.id + "?version=" + version).then().statusCode(200)
                    .body("version", equalTo((int) version));
        }

        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("chainIntact", equalTo(true))
                .body("statesReproduced", equalTo(true))
                .body("commitmentMatches", equalTo(true))
                .body("setupReproduced", equalTo(true))
                .body("creatorSeeded", equalTo(true));
    }

    /** How a game ended: its finished view, and how many default moves the platform made for each seat. */
    record Played(Response finished, Map<Integer, Integer> defaultMoves) {
    }

    /**
     * Plays random legal moves, resigning the two leavers on the way, until the game ends; null if it did not end
     * within {@code maxMoves}. Answers are read with Jackson: RestAssured's Groovy JsonPath costs milliseconds a call,
     * and a Contest of Kings game is a thousand moves.
     */
    private static Played playOut(HttpGame t, Random random, int maxMoves) {
        Map<Integer, Integer> defaultMoves = new TreeMap<>();
        JsonNode view = tree(t.spectate());
        JsonNode next = null; // the mover's next legal moves, from the answer to its move
        for (int n = 0; n < maxMoves; n++) {
            if ("finished".equals(view.path("status").asText())) {
                return new Played(t.spectate(), defaultMoves);
            }
            if (n == FIRST_LEAVES_AFTER || n == SECOND_LEAVES_AFTER) {
                int leaver = n == FIRST_LEAVES_AFTER ? FIRST_LEAVER : SECOND_LEAVER;
                Response resigned = t.as(leaver).when().post("/v1/games/" + t.id + "/resign");
                assertEquals(200, resigned.statusCode(), resigned.asString());
                JsonNode answer = tree(resigned);
                count(answer, defaultMoves);
                view = answer.get("game");
                next = null;
                continue;
            }
            List<Integer> pending = new ArrayList<>();
            view.path("pending").forEach(p -> pending.add(p.get("seat").asInt()));
            assertFalse(pending.isEmpty(), "a game in play waits for someone");
            for (int seat : pending) {
                assertTrue(!left(seat, n), "the game never waits for a seat that has left: " + pending);
            }
            int seat;
            JsonNode legal;
            if (next != null && pending.contains(next.get("seat").asInt())) {
                seat = next.get("seat").asInt();
                legal = next;
            } else {
                seat = pending.get(random.nextInt(pending.size()));
                legal = tree(t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves"));
            }
            JsonNode moves = legal.get("moves");
            assertTrue(moves.size() > 0, "a pending seat always has a legal move");
            JsonNode move = moves.get(random.nextInt(moves.size()));
            Response moved = t.move(seat, legal.get("version").asLong(), move.toString());
            assertEquals(200, moved.statusCode(), moved.asString());
            JsonNode answer = tree(moved);
            count(answer, defaultMoves);
            // the answer carries the game as the mover sees it, and the mover's next moves while it is still to decide
            view = answer.get("game");
            next = answer.hasNonNull("legalMoves") ? answer.get("legalMoves") : null;
        }
        return null;
    }

    private static JsonNode tree(Response response) {
        try {
            return GameJson.MAPPER.readTree(response.asString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean left(int seat, int movesSoFar) {
        return seat == FIRST_LEAVER && movesSoFar > FIRST_LEAVES_AFTER
                || seat == SECOND_LEAVER && movesSoFar > SECOND_LEAVES_AFTER;
    }

    private static void count(JsonNode answer, Map<Integer, Integer> defaultMoves) {
        for (JsonNode e : answer.path("events")) {
            if ("DefaultMovePlayed".equals(e.path("type").asText())) {
                defaultMoves.merge(e.get("data").get("seat").asInt(), 1, Integer::sum);
            }
        }
    }
}
