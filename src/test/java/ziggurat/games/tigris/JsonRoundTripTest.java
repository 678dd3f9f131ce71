package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;

import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;

/**
 * Events are stored as JSON and read back for replay, moves arrive as JSON: with a mapper set up the way the
 * platform's is (enums by {@code toString()}), every event and move of a whole game survives the round trip,
 * and replaying the read-back events rebuilds the same state.
 */
class JsonRoundTripTest {

    static final TigrisRuleset RULES = new TigrisRuleset();
    static final ObjectMapper JSON = JsonMapper.builder()
            .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING)
            .build();

    @Test
    void everyEventAndMoveOfAGameSurvivesJson() throws Exception {
        for (int game = 0; game < 6; game++) {
            SplittableRandom random = new SplittableRandom(game);
            List<TigrisEvent> start = RULES.start(new GameSetup(List.of("a", "b", "c"), Optional.empty(), "h"),
                    Rng.of("json" + game, "setup"));
            TigrisState live = RULES.initial();
            TigrisState replayed = RULES.initial();
            for (TigrisEvent e : start) {
                live = RULES.evolve(live, e);
                replayed = RULES.evolve(replayed, roundTrip(e));
            }
            while (!live.isOver()) {
                int seat = RULES.pending(live, Viewer.EVERYONE).get(0).seat();
                List<TigrisMove> legal = RULES.legalMoves(live, seat);
                TigrisMove move = legal.get(random.nextInt(legal.size()));
                String moveJson = JSON.writeValueAsString(move);
                String type = RULES.moveTypes().entrySet().stream()
                        .filter(t -> t.getValue() == move.getClass()).findFirst().orElseThrow().getKey();
                assertEquals(move, JSON.readValue(moveJson, RULES.moveTypes().get(type)), moveJson);
                for (TigrisEvent e : RULES.decide(live, seat, move, Rng.of("x", "y"))) {
                    live = RULES.evolve(live, e);
                    replayed = RULES.evolve(replayed, roundTrip(e));
                }
            }
            assertEquals(JSON.writeValueAsString(RULES.view(live, Viewer.EVERYONE)),
                    JSON.writeValueAsString(RULES.view(replayed, Viewer.EVERYONE)));
            assertEquals(RULES.outcome(live), RULES.outcome(replayed));
        }
    }

    private static TigrisEvent roundTrip(TigrisEvent e) throws Exception {
        String json = JSON.writeValueAsString(e);
        TigrisEvent back = JSON.readValue(json, RULES.eventTypes().get(e.type()));
        assertEquals(e, back, json);
        return back;
    }

    @Test
    void wireNamesAreTheRulebooks() throws Exception {
        assertEquals("{\"leader\":\"black\",\"at\":{\"row\":3,\"col\":5}}",
                JSON.writeValueAsString(new TigrisMove.PlaceLeader(Colour.BLACK, Table.sq(3, 5))));
        assertEquals(new TigrisMove.BuildMonument(Monument.RED_BLUE, Table.sq(9, 5)),
                JSON.readValue("{\"monument\":\"red-blue\",\"square\":{\"row\":9,\"col\":5}}", TigrisMove.BuildMonument.class));
        String withdrawn = JSON.writeValueAsString(new TigrisEvent.LeaderWithdrawn(1, Colour.BLUE, Table.sq(8, 5),
                TigrisEvent.WithdrawReason.NO_TEMPLE));
        assertTrue(withdrawn.contains("\"reason\":\"noTemple\""), withdrawn);
        assertFalse(JSON.writeValueAsString(RULES.view(Table.newGame(2, null).state, Viewer.SPECTATOR)).contains("\"hand\":[\""));
        // A move missing a field is refused by its own constructor: the platform answers 400.
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                () -> JSON.readValue("{\"leader\":\"black\"}", TigrisMove.PlaceLeader.class));
        assertTrue(String.valueOf(e.getMessage()).contains("at"), e.getMessage());
    }
}
