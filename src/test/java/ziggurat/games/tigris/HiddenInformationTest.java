package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.Table.*;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/** §7: no viewer sees another seat's hand, the bag, or another seat's VPs; {@code max} only for the committer. */
class HiddenInformationTest {

    @Test
    void viewsHideHandsBagAndPointsOfOthers() {
        TigrisState s = RandomPlayoutTest.newGame(7, 4);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 300 && !s.isOver(); i++) {
            for (int seat = 0; seat < 4; seat++) {
                TigrisView v = (TigrisView) RULES.view(s, Viewer.seat(seat));
                assertNull(v.bag(), "a seat never sees the bag");
                for (TigrisView.SeatView sv : v.seats()) {
                    if (sv.seat() == seat) {
                        assertEquals(s.handList(seat), sv.hand());
                        assertNotNull(sv.points());
                    } else {
                        assertNull(sv.hand(), "another seat's hand is hidden");
                        assertNull(sv.points(), "another seat's VPs are hidden");
                    }
                    assertEquals(s.handSize(sv.seat()), sv.handSize());
                }
            }
            TigrisView spectator = (TigrisView) RULES.view(s, Viewer.SPECTATOR);
            assertNull(spectator.bag());
            spectator.seats().forEach(sv -> {
                assertNull(sv.hand());
                assertNull(sv.points());
            });
            TigrisView audit = (TigrisView) RULES.view(s, Viewer.EVERYONE);
            assertEquals(s.bagList(), audit.bag());
            audit.seats().forEach(sv -> assertNotNull(sv.hand()));

            int seat = RULES.pending(s, Viewer.EVERYONE).get(0).seat();
            List<TigrisMove> legal = RULES.legalMoves(s, seat);
            for (TigrisEvent e : RULES.decide(s, seat, legal.get(random.nextInt(legal.size())), Rng.of("a", "b"))) {
                checkRedaction(e);
                s = RULES.evolve(s, e);
            }
        }
    }

    private static void checkRedaction(TigrisEvent e) {
        for (int viewer = 0; viewer < 4; viewer++) {
            Optional<TigrisEvent> seen = RULES.redact(e, Viewer.seat(viewer));
            if (e instanceof TilesDrawn d) {
                assertEquals(d.seat() == viewer ? d.tiles() : null, ((TilesDrawn) seen.orElseThrow()).tiles());
                assertEquals(d.count(), ((TilesDrawn) seen.orElseThrow()).count());
            } else if (e instanceof TilesDiscarded d) {
                assertEquals(d.seat() == viewer ? d.tiles() : null, ((TilesDiscarded) seen.orElseThrow()).tiles());
            } else if (e instanceof PointsScored p) {
                assertEquals(p.seat() == viewer ? Optional.of(e) : Optional.empty(), seen);
            } else {
                assertEquals(Optional.of(e), seen, "everything else is public");
            }
        }
        Optional<TigrisEvent> spectator = RULES.redact(e, Viewer.SPECTATOR);
        if (e instanceof PointsScored) {
            assertTrue(spectator.isEmpty());
        } else if (e instanceof TilesDrawn d) {
            assertNull(((TilesDrawn) spectator.orElseThrow()).tiles());
        }
    }

    @Test
    void theBagInGameStartedIsHiddenFromEveryViewer() {
        Table t = Table.newGame(3, null);
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
    void maxOfACommitmentIsShownOnlyToTheCommitter() {
        Table t = new Table(WorkedExamplesTest.positionC().turnOf(2).build());
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
        TigrisView.ConflictView conflict = t.view(Viewer.SPECTATOR).conflict();
        assertEquals(4, conflict.attackerCommitted(), "a commitment is public once made");
        assertNull(conflict.defenderCommitted());
    }

    @Test
    void everythingIsPublicAfterTheEnd() {
        Table t = new Table(WorkedExamplesTest.positionE7().bag(Colour.GREEN).build());
        t.play(0, placeTile(RED, 5, 2));
        t.play(0, placeTile(GREEN, 5, 3));
        assertTrue(RULES.outcome(t.state).finished());
        TigrisView v = t.view(Viewer.SPECTATOR);
        assertEquals(List.of(), v.bag());
        for (TigrisView.SeatView sv : v.seats()) {
            assertEquals(t.state.handList(sv.seat()), sv.hand());
            assertNotNull(sv.points());
        }
        assertEquals("bagExhausted", v.ended());
    }
}
