package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.TreasureTaken;

/**
 * {@code GET /v1/games/{id}?version=N} may land between the events of one move. Such a state waits for nobody,
 * whatever automatic step is still due: here, a corner treasure taken automatically [tigris §5.1, D19], which used to throw
 * (and answer 500) instead.
 */
class MidMoveStatesTest {

    static final TigrisRuleset RULES = new TigrisRuleset();

    @Test
    @DisplayName("[tigris §5.1, D18] the state just before an automatic treasure waits for nobody")
    void theStateJustBeforeAnAutomaticTreasureWaitsForNobody() {
        int seen = 0;
        for (int game = 0; game < 40 && seen < 5; game++) {
            SplittableRandom random = new SplittableRandom(game);
            TigrisState s = RULES.initial();
            List<TigrisEvent> events = RULES.start(new GameSetup(List.of("a", "b", "c"), Optional.empty(), "c"),
                    Rng.of("mid" + game, "setup"));
            while (true) {
                for (TigrisEvent e : events) {
                    if (e instanceof TreasureTaken t && t.automatic()) {
                        TigrisState before = s;
                        assertEquals(List.of(), RULES.pending(before, Viewer.EVERYONE), "game " + game);
                        assertEquals(List.of(), RULES.legalMoves(before, before.active));
                        RULES.view(before, Viewer.SPECTATOR);
                        seen++;
                    }
                    s = RULES.evolve(s, e);
                }
                List<PendingDecision> pending = RULES.pending(s, Viewer.EVERYONE);
                if (pending.isEmpty()) {
                    break;
                }
                int seat = pending.get(0).seat();
                List<TigrisMove> legal = RULES.legalMoves(s, seat);
                events = RULES.decide(s, seat, legal.get(random.nextInt(legal.size())), Rng.of("x", "y"));
            }
        }
        assertTrue(seen > 0, "random games take treasures automatically");
    }
}
