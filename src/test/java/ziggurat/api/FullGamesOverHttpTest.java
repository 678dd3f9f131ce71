package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import ziggurat.contract.RulesetSections;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Every shipped ruleset, played from creation to final ranking over HTTP with one token per seat, the way a
 * table of bots would: ask who is pending, ask that seat's legal moves, send one. Then the audit must verify
 * the whole log, and everything hidden must be revealed and reproducible from the seed.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class FullGamesOverHttpTest {

    static Stream<Arguments> tables() {
        List<Arguments> games = new ArrayList<>();
        RulesetSections.shipped().forEach(r -> games.add(Arguments.of(r.info().id(), r.info().maxSeats())));
        return games.stream();
    }

    @ParameterizedTest(name = "{0} with {1} seats")
    @MethodSource("tables")
    void a_whole_game_over_http_ends_with_a_ranking_and_a_verified_audit(String ruleset, int seats) {
        HttpGame t = null;
        Response end = null;
        // a few seeds: random play can wander into positions the rules never end (see the rulesets' notes)
        for (int attempt = 0; attempt < 5 && end == null; attempt++) {
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < seats; i++) {
                names.append(i == 0 ? "" : ",").append("{\"name\":\"Bot ").append(i).append("\"}");
            }
            t = HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "],\"seed\":\"http-" + attempt + "\"}");
            end = playOut(t, new Random(attempt), 3000);
        }
        assertTrue(end != null, "a game ended");
        end.then().body("status", equalTo("finished"));
        List<Map<String, Object>> ranking = end.jsonPath().getList("outcome.ranking");
        assertEquals(seats, ranking.size());
        assertFalse(end.jsonPath().getList("outcome.winners").isEmpty());
        assertTrue(end.jsonPath().getString("seed").startsWith("http-"));

        // every moment of the game can be looked at, including those between the events of one move
        long last = end.jsonPath().getLong("version");
        Random pick = new Random(last);
        for (int i = 0; i < 60; i++) {
            long version = i < 30 ? i + 1 : 1 + pick.nextInt((int) last);
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

    /** Plays random legal moves until the game ends; the finished view, or null if it did not end in time. */
    private static Response playOut(HttpGame t, Random random, int maxMoves) {
        Response game = given().when().get("/v1/games/" + t.id);
        io.restassured.path.json.JsonPath view = game.jsonPath();
        for (int n = 0; n < maxMoves; n++) {
            if ("finished".equals(view.getString("status"))) {
                return given().when().get("/v1/games/" + t.id);
            }
            List<Integer> pending = view.getList("pending.seat", Integer.class);
            int seat = pending.get(random.nextInt(pending.size()));
            Response legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves");
            List<Object> moves = legal.jsonPath().getList("moves");
            assertFalse(moves.isEmpty(), "a pending seat always has a legal move");
            Object move = moves.get(random.nextInt(moves.size()));
            Response answer = t.move(seat, legal.jsonPath().getLong("version"), GameJson.write(move));
            answer.then().statusCode(200);
            // the answer carries the game as the mover sees it: who is pending next, and whether it ended
            view = answer.jsonPath().setRootPath("game");
        }
        return null;
    }
}
