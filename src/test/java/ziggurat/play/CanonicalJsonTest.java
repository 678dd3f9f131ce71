package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.tigris.TigrisRuleset;

/**
 * Hashes are taken over canonical JSON, which an auditor rebuilds from the JSON they were shown: every key
 * sorted by its text. The service writes the rulesets' objects straight into the hash; this checks that the
 * bytes are those of the sorted tree an auditor would build, for every event and every state of real games.
 */
class CanonicalJsonTest {

    enum Side {
        WEST("west"), EAST("east"), CENTRE("centre");

        private final String wire;

        Side(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
    }

    record Scores(Map<Side, Integer> points, String name) {
    }

    @Test
    void mapKeysAreSortedByTheTextTheJsonShowsNotByDeclaration() {
        Map<Side, Integer> points = new LinkedHashMap<>();
        points.put(Side.WEST, 1);
        points.put(Side.EAST, 2);
        points.put(Side.CENTRE, 3);
        assertEquals("{\"name\":\"n\",\"points\":{\"centre\":3,\"east\":2,\"west\":1}}",
                GameJson.canonical(new Scores(points, "n")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tigris", "contest-of-kings"})
    @SuppressWarnings("unchecked")
    void everyEventAndStateOfRandomGamesHashesAsItsSortedTree(String id) {
        Ruleset<Object, Move, Event> rules = (Ruleset<Object, Move, Event>) (Ruleset<?, ?, ?>)
                (id.equals("tigris") ? new TigrisRuleset() : new ContestRuleset());
        Random random = new Random(11);
        int checked = 0;
        for (int game = 0; game < 3; game++) {
            List<Event> log = new ArrayList<>(rules.start(new GameSetup(List.of("a", "b", "c"), 
                    Optional.empty(), "c0ffee"), Rng.of("canonical-" + game, "setup")));
            Object state = rules.initial();
            int seen = 0;
            for (int step = 0; step < 400 && !(seen > 0 && rules.outcome(state).finished()); step++) {
                for (; seen < log.size(); seen++) {
                    Event e = log.get(seen);
                    state = rules.evolve(state, e);
                    assertSameAsSortedTree(e);
                    assertEquals(Ledger.envelope(seen + 1, "t", 1, null, Instant.EPOCH,
                                    GameJson.readTree(GameJson.write(e))),
                            Ledger.envelope(seen + 1, "t", 1, null, Instant.EPOCH, e));
                    Object complete = rules.view(state, Viewer.EVERYONE);
                    assertSameAsSortedTree(complete);
                    assertEquals(Seal.stateHashOf("00ff", GameJson.tree(complete)),
                            Seal.stateHashOf("00ff", complete));
                    checked++;
                }
                if (rules.outcome(state).finished()) {
                    break;
                }
                List<PendingDecision> pending = rules.pending(state, Viewer.EVERYONE);
                int seat = pending.get(random.nextInt(pending.size())).seat();
                List<Move> legal = rules.legalMoves(state, seat);
                Move move = legal.get(random.nextInt(legal.size()));
                ObjectNode typeFirst = GameJson.MAPPER.createObjectNode().put("type", GameJson.typeName(rules, move));
                typeFirst.setAll((ObjectNode) GameJson.tree(move));
                assertEquals(GameJson.write(typeFirst),
                        GameJson.write(new Answers.TypedMove(GameJson.typeName(rules, move), move)));
                for (Move listed : legal) {
                    // a legal-move list is written from remembered JSON; posted back, it is the same move
                    String written = (String) GameJson.typedMove(rules, listed).rawValue();
                    assertEquals(GameJson.write(new Answers.TypedMove(GameJson.typeName(rules, listed), listed)),
                            written);
                    assertEquals(listed, GameJson.readMove(rules, GameJson.readTree(written)));
                }
                log.addAll(rules.decide(state, seat, move, Rng.of("canonical-" + game, "move:" + step)));
            }
        }
        assertTrue(checked > 300, "only " + checked + " events checked");
    }

    private static void assertSameAsSortedTree(Object value) {
        assertEquals(GameJson.canonical(GameJson.tree(value)), GameJson.canonical(value));
    }
}
