package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;

/** [attika §8.3] the shapes the platform refuses as malformed (400) before the rules see a move. */
class MoveJsonTest {

    static Object read(String json) throws Exception {
        return GameJson.readMove(AttikaTable.RULES, GameJson.MAPPER.readTree(json));
    }

    static void malformed(String json) {
        RuntimeException e = assertThrows(RuntimeException.class, () -> read(json), json);
        assertEquals("Problem", e.getClass().getSimpleName(), json + ": " + e);
    }

    @Test
    @DisplayName("[attika §8.3] malformed moves are refused before the rules see them")
    void malformedMoves() throws Exception {
        malformed("{\"type\":\"buildCastle\"}");
        malformed("{\"type\":\"drawBuilding\",\"stack\":\"D\"}");
        malformed("{\"type\":\"drawBuilding\"}");
        malformed("{\"type\":\"placeMapTile\",\"at\":{\"q\":3,\"r\":-2},\"rotation\":6}");
        malformed("{\"type\":\"placeMapTile\",\"at\":{\"q\":3,\"r\":-2},\"rotation\":1.5}");
        malformed("{\"type\":\"build\",\"building\":\"sup-well\",\"at\":{\"q\":0,\"r\":0},\"payment\":{\"gold\":1}}");
        malformed("{\"type\":\"build\",\"building\":\"sup-well\",\"at\":{\"q\":0,\"r\":0},\"payment\":{\"water\":-1}}");
        malformed("{\"type\":\"build\",\"building\":\"sup-well\",\"at\":{\"q\":0,\"r\":0},\"payment\":{\"water\":\"1\"}}");
        malformed("{\"type\":\"build\",\"at\":{\"q\":0,\"r\":0}}");
        malformed("{\"type\":\"build\",\"building\":\"sup-well\"}");
        malformed("{\"type\":\"buildDrawn\"}");
        malformed("{\"type\":\"buildDrawn\",\"at\":{\"q\":0}}");
        assertEquals(new AttikaMove.DrawBuilding(StackName.MAIN), read("{\"type\":\"drawBuilding\",\"stack\":\"main\"}"));
    }
}
