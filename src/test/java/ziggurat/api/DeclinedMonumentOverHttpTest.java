package ziggurat.api;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Decision [tigris D17] as a frontend meets it: the tiles of a declined monument square are marked in every view,
 * and no square holding a marked tile is ever offered or accepted for a monument [tigris §4.2, D17].
 *
 * <p>The creator stacks the bag so that the first seat holds red tiles and builds around the starting temple at
 * (9,5); the second seat lays black tiles along the top edge, far from it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DeclinedMonumentOverHttpTest {

    static HttpGame redAgainstBlack() {
        List<String> bag = new ArrayList<>();
        bag.addAll(Collections.nCopies(6, "\"red\""));
        bag.addAll(Collections.nCopies(6, "\"black\""));
        for (int turn = 0; turn < 10; turn++) {
            bag.addAll(List.of("\"red\"", "\"red\"", "\"black\"", "\"black\""));
        }
        return HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Red\"},{\"name\":\"Black\"}],\"stack\":"
                + bag + "}");
    }

    static String tile(String colour, int row, int col) {
        return "{\"type\":\"placeTile\",\"color\":\"" + colour + "\",\"at\":{\"row\":" + row + ",\"col\":" + col + "}}";
    }

    static String monument(String monument, int row, int col) {
        return "{\"type\":\"buildMonument\",\"monument\":\"" + monument + "\",\"square\":{\"row\":" + row + ",\"col\":"
                + col + "}}";
    }

    static List<Map<String, Integer>> squares(int... rowCol) {
        List<Map<String, Integer>> out = new ArrayList<>();
        for (int i = 0; i < rowCol.length; i += 2) {
            out.add(Map.of("row", rowCol[i], "col", rowCol[i + 1]));
        }
        return out;
    }

    static List<String> monumentMovesOffered(HttpGame t) {
        Response legal = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves");
        legal.then().statusCode(200);
        List<String> squares = new ArrayList<>();
        for (Map<String, Object> move : legal.jsonPath().<Map<String, Object>>getList("moves")) {
            if ("buildMonument".equals(move.get("type"))) {
                Map<?, ?> square = (Map<?, ?>) move.get("square");
                squares.add(square.get("row") + "," + square.get("col"));
            }
        }
        return squares;
    }

    @Test
    @DisplayName("[tigris D17] a declined square's tiles are marked for everyone; an overlapping square is never offered")
    void aDeclinedSquareIsMarkedAndNeverOfferedAgain() {
        HttpGame t = redAgainstBlack();
        long v = t.version();
        v = t.play(0, v, tile("red", 9, 6));
        v = t.play(0, v, tile("red", 10, 5));
        v = t.play(1, v, tile("black", 0, 0));
        v = t.play(1, v, tile("black", 0, 1));

        // (10,6) completes the red square at (9,5): the seat is asked, and declines.
        v = t.play(0, v, tile("red", 10, 6));
        t.spectate().then().body("pending[0].kind", equalTo("monument"));
        assertFalse(monumentMovesOffered(t).isEmpty(), "a fresh square is offered");
        v = t.play(0, v, "{\"type\":\"declineMonument\"}");
        List<Map<String, Integer>> marked = squares(9, 5, 9, 6, 10, 5, 10, 6);
        assertEquals(marked, t.spectate().jsonPath().getList("state.declinedTiles"), "the public sees the marks");
        assertEquals(marked, t.view(1).jsonPath().getList("state.declinedTiles"), "so does the other seat");

        v = t.play(0, v, tile("red", 9, 8));
        v = t.play(1, v, tile("black", 0, 2));
        v = t.play(1, v, tile("black", 0, 3));
        v = t.play(0, v, tile("red", 10, 8));
        v = t.play(0, v, tile("red", 9, 7));
        v = t.play(1, v, tile("black", 1, 0));
        v = t.play(1, v, tile("black", 1, 2));

        // (10,7) completes the square at (9,6), which holds two marked tiles, and the fresh square at (9,7).
        v = t.play(0, v, tile("red", 10, 7));
        assertEquals(List.of("9,7"), monumentMovesOffered(t).stream().distinct().toList(),
                "only the unmarked square is offered");
        Response refused = t.move(0, v, monument("red-blue", 9, 6));
        refused.then().statusCode(422).body("code", equalTo("MONUMENT_SQUARE_DECLINED"));
        assertEquals(v, t.version(), "a refused move writes nothing");

        Response built = t.move(0, v, monument("red-blue", 9, 7));
        built.then().statusCode(200).body("events[0].type", equalTo("MonumentBuilt"))
                .body("events[0].data.square.row", equalTo(9)).body("events[0].data.square.col", equalTo(7));
        assertEquals(marked, t.spectate().jsonPath().getList("state.declinedTiles"), "the marks stay");
        assertTrue(t.spectate().jsonPath().getList("state.monuments").size() == 1, "one monument stands");
    }
}
