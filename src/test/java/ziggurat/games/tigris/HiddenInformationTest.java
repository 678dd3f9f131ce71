package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.TigrisTable.*;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.PendingDecision;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/**
 * [tigris §7] in worked examples; that no viewer sees another seat's hand, the bag or another seat's VPs over whole games
 * is the conformance kit's check (see {@link TigrisConformanceTest#secrets()}).
 */
class HiddenInformationTest {

    @Test
    @DisplayName("[tigris §7] the bag in GameStarted is hidden from every viewer")
    void theBagInGameStartedIsHiddenFromEveryViewer() {
        TigrisTable t = TigrisTable.started(3, null);
        GameStarted started = (GameStarted) t.log.get(0);
        assertEquals(143, started.bag().size());
        assertEquals("commitment", started.seedCommitment());
        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(2), Viewer.SPECTATOR, Viewer.EVERYONE)) {
            GameStarted seen = (GameStarted) RULES.redact(started, v).orElseThrow();
            assertNull(seen.bag());
            assertEquals(started.seats(), seen.seats());
            assertEquals(143, seen.bagCount());
        }
    }

    @Test
    @DisplayName("[tigris §7, D11] only the committer sees its max; a commitment made is public")
    void maxOfACommitmentIsShownOnlyToTheCommitter() {
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionC().turnOf(2));
        t.play(2, placeTile(BLACK, 2, 8));
        t.play(2, chooseWar(GREEN));
        assertEquals(new TigrisDecision.CommitSupport("war", GREEN, Role.ATTACKER, 4), t.pending(Viewer.seat(2)).details());
        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.seat(3), Viewer.SPECTATOR)) {
            PendingDecision p = t.pending(v);
            assertEquals(2, p.seat());
            assertEquals("commitSupport", p.kind());
            assertEquals(new TigrisDecision.CommitSupport("war", GREEN, Role.ATTACKER, null), p.details());
        }
        assertEquals(4, ((TigrisDecision.CommitSupport) t.pending(Viewer.EVERYONE).details()).max());
        t.play(2, commit(4));
        assertEquals(new TigrisDecision.CommitSupport("war", GREEN, Role.DEFENDER, 2), t.pending(Viewer.seat(3)).details());
        assertNull(((TigrisDecision.CommitSupport) t.pending(Viewer.seat(2)).details()).max());
        TigrisView.ConflictView conflict = t.sees(Viewer.SPECTATOR).conflict();
        assertEquals(4, conflict.attackerCommitted(), "a commitment is public once made");
        assertNull(conflict.defenderCommitted());
    }

    @Test
    @DisplayName("[tigris §7, D24] everything is public after the end")
    void everythingIsPublicAfterTheEnd() {
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionE7().bag(Colour.GREEN));
        t.play(0, placeTile(RED, 5, 2));
        t.play(0, placeTile(GREEN, 5, 3));
        assertTrue(RULES.outcome(t.state).finished());
        TigrisView v = t.sees(Viewer.SPECTATOR);
        assertEquals(List.of(), v.bag());
        for (TigrisView.SeatView sv : v.seats()) {
            assertEquals(t.state.handList(sv.seat()), sv.hand());
            assertNotNull(sv.points());
        }
        assertEquals("bagExhausted", v.ended());
    }

    @Test
    @DisplayName("[tigris D11] the attacker commits first, and the defender sees colour and count before committing")
    void theAttackersCommitmentIsPublicBeforeTheDefenderCommits() {
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionC().turnOf(2));
        t.play(2, placeTile(BLACK, 2, 8));
        t.play(2, chooseWar(GREEN));
        assertEquals(2, t.pendingSeat(), "the attacker first");
        t.refuses(2, commit(5), "SUPPORT_NOT_IN_HAND");
        SupportCommitted committed = new SupportCommitted(2, Role.ATTACKER, GREEN, 3);
        assertEquals(List.of(committed), t.play(2, commit(3)));

        assertEquals(3, t.pendingSeat(), "then the defender");
        for (Viewer v : List.of(Viewer.seat(3), Viewer.seat(0), Viewer.SPECTATOR)) {
            assertEquals(java.util.Optional.of(committed), RULES.redact(committed, v), "nothing of it is hidden from " + v);
            TigrisView.ConflictView conflict = t.sees(v).conflict();
            assertEquals(3, conflict.attackerCommitted());
            assertEquals(GREEN, conflict.supportColor());
        }
    }

    @Test
    @DisplayName("[tigris D24] each seat sees only its own VP totals and its own points scored; treasures taken are public")
    void victoryPointsArePrivateTreasuresPublic() {
        // Archer's king by the temple (2,5); archer has 1, 2, 3, 4 VPs and 2 treasures, bull 5 VPs of each colour.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2).leader(0, BLACK, 3, 5)
                .points(0, 1, 2, 3, 4).treasures(0, 2).points(1, 5, 5, 5, 5).turnOf(0));
        PointsScored scored = new PointsScored(0, BLACK, 1, ScoreReason.TILE);
        assertEquals(List.of(new TilePlaced(0, BLACK, sq(3, 6)), scored), t.play(0, placeTile(BLACK, 3, 6)));

        assertEquals(java.util.Optional.of(scored), RULES.redact(scored, Viewer.seat(0)));
        assertEquals(java.util.Optional.empty(), RULES.redact(scored, Viewer.seat(1)));
        assertEquals(java.util.Optional.empty(), RULES.redact(scored, Viewer.SPECTATOR));

        assertEquals(java.util.Map.of(BLACK, 2, RED, 2, BLUE, 3, GREEN, 4), t.sees(Viewer.seat(0)).seats().get(0).points());
        assertNull(t.sees(Viewer.seat(0)).seats().get(1).points());
        assertNull(t.sees(Viewer.seat(1)).seats().get(0).points());
        assertEquals(java.util.Map.of(BLACK, 5, RED, 5, BLUE, 5, GREEN, 5), t.sees(Viewer.seat(1)).seats().get(1).points());
        t.sees(Viewer.SPECTATOR).seats().forEach(sv -> assertNull(sv.points(), "a spectator sees no totals"));
        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR)) {
            assertEquals(2, t.sees(v).seats().get(0).treasures(), "treasures are public to " + v);
        }
    }
}
