package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;

/**
 * Events are stored as JSON and read back for replay; moves arrive as JSON. With the platform's conventions
 * (enums by toString, record components as fields) every event and move survives the round trip.
 */
class JsonRoundTripTest {

    static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.WRITE_ENUMS_USING_TO_STRING)
            .enable(DeserializationFeature.READ_ENUMS_USING_TO_STRING);

    @Test
    void everyEventAndMoveOfRandomGamesSurvivesJson() throws Exception {
        Map<String, Class<? extends ContestEvent>> eventTypes = Table.RULES.eventTypes();
        Map<String, Class<? extends ContestMove>> moveTypes = Table.RULES.moveTypes();
        for (int seats = 2; seats <= 4; seats++) {
            SplittableRandom random = new SplittableRandom(seats);
            Table t = Table.started(seats, "json-" + seats);
            ContestState replayed = Table.RULES.initial();
            for (ContestEvent e : t.log) {
                replayed = Table.RULES.evolve(replayed, roundTrip(e, eventTypes));
            }
            while (!t.state.over()) {
                int seat = t.pendingSeat();
                List<ContestMove> legal = Table.RULES.legalMoves(t.state, seat);
                ContestMove move = legal.get(random.nextInt(legal.size()));
                ContestMove back = JSON.readValue(JSON.writeValueAsString(move), moveTypes.get(move.type()));
                assertEquals(move, back);
                t.play(seat, back);
                for (ContestEvent e : t.last) {
                    replayed = Table.RULES.evolve(replayed, roundTrip(e, eventTypes));
                    JSON.writeValueAsString(Table.RULES.redact(e, Viewer.SPECTATOR).orElseThrow());
                }
                JSON.writeValueAsString(Table.RULES.view(t.state, Viewer.seat(seat)));
                JSON.writeValueAsString(Table.RULES.pending(t.state, Viewer.seat(seat)));
            }
            assertEquals(Table.RULES.view(t.state, Viewer.EVERYONE), Table.RULES.view(replayed, Viewer.EVERYONE));
            JSON.writeValueAsString(Table.RULES.outcome(t.state));
        }
    }

    @Test
    void movesReadTheSpecsJson() throws Exception {
        Map<String, Class<? extends ContestMove>> types = Table.RULES.moveTypes();
        assertEquals(new ContestMove.PlaceLeader(Colour.GREEN, Position.cell(3, 1)),
                JSON.readValue("{\"leader\":\"green\",\"to\":{\"col\":3,\"row\":1}}", types.get("placeLeader")));
        assertEquals(new ContestMove.PlayCatastrophe(Position.gap(2)),
                JSON.readValue("{\"at\":{\"gap\":2}}", types.get("playCatastrophe")));
        assertEquals(new ContestMove.BuildShip(Ship.BLUE_BLACK),
                JSON.readValue("{\"ship\":\"blue-black\"}", types.get("buildShip")));
        assertEquals(11, types.size());
        assertEquals(types.keySet(), Map.copyOf(types).keySet());
    }

    static ContestEvent roundTrip(ContestEvent e, Map<String, Class<? extends ContestEvent>> types) throws Exception {
        String json = JSON.writeValueAsString(e);
        ContestEvent back = JSON.readValue(json, types.get(e.type()));
        assertEquals(e, back, json);
        return back;
    }
}
