package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.Table.*;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/** The worked examples of §10, one test each, reading like the rulebook. */
class WorkedExamplesTest {

    private static final Side side(int seat, int r, int c, int strength) {
        return new Side(seat, sq(r, c), strength);
    }

    @Test
    @DisplayName("(a) The rulebook's first round")
    void a_theRulebooksFirstRound() {
        List<String> stack = List.of(
                "red", "red", "black", "black", "blue", "green",
                "blue", "black", "black", "green", "green", "red",
                "red", "black", "black", "blue", "green", "green",
                "red", "red", "red", "red", "blue", "black",
                "black", "green", "blue", "blue", "green", "black",
                "red", "red", "blue", "black", "green", "green");
        Table t = newGame(4, stack);

        GameStarted started = (GameStarted) t.log.get(0);
        assertEquals("standard", started.board());
        assertEquals(0, started.startSeat());
        assertEquals(36, started.bagCount());
        assertTrue(started.stacked());
        assertEquals(List.of(new TilesDrawn(0, DrawReason.DEAL, 6, List.of(RED, RED, BLACK, BLACK, BLUE, GREEN), 30),
                        new TilesDrawn(1, DrawReason.DEAL, 6, List.of(BLUE, BLACK, BLACK, GREEN, GREEN, RED), 24),
                        new TilesDrawn(2, DrawReason.DEAL, 6, List.of(RED, BLACK, BLACK, BLUE, GREEN, GREEN), 18),
                        new TilesDrawn(3, DrawReason.DEAL, 6, List.of(RED, RED, RED, RED, BLUE, BLACK), 12),
                        new TurnStarted(0, 1)),
                t.log.subList(1, 6));
        assertEquals(List.of(RED, RED, BLACK, BLACK, BLUE, GREEN).stream().sorted().toList(),
                t.view(Viewer.seat(0)).seats().get(0).hand());
        assertNull(t.view(Viewer.seat(0)).seats().get(1).hand());
        assertEquals(6, t.view(Viewer.seat(0)).seats().get(1).handSize());

        // Turn 1, Andreas
        assertEquals(List.of(new LeaderPlaced(0, BLACK, sq(3, 5), null)), t.play(0, placeLeader(BLACK, 3, 5)));
        assertEquals(List.of(new LeaderPlaced(0, RED, sq(5, 8), null), new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, placeLeader(RED, 5, 8)));

        // Turn 2, Barbara
        assertEquals(List.of(new LeaderPlaced(1, BLUE, sq(1, 5), null)), t.play(1, placeLeader(BLUE, 1, 5)));
        List<TigrisEvent> e = t.play(1, placeTile(BLUE, 1, 4));
        assertEquals(List.of(new TilePlaced(1, BLUE, sq(1, 4)), new PointsScored(1, BLUE, 1, ScoreReason.TILE),
                new TilesDrawn(1, DrawReason.REFILL, 1, List.of(BLACK), 11), new TurnEnded(1), new TurnStarted(2, 3)), e);
        // Hidden information: Andreas sees the points only as redacted and the draw without colours.
        assertEquals(Optional.empty(), RULES.redact(e.get(1), Viewer.seat(0)));
        assertEquals(Optional.of(e.get(1)), RULES.redact(e.get(1), Viewer.seat(1)));
        assertEquals(Optional.of(new TilesDrawn(1, DrawReason.REFILL, 1, null, 11)), RULES.redact(e.get(2), Viewer.seat(0)));
        assertEquals(Optional.of(e.get(2)), RULES.redact(e.get(2), Viewer.seat(1)));
        assertNull(t.view(Viewer.seat(0)).seats().get(1).points());
        assertEquals(1, t.view(Viewer.seat(1)).seats().get(1).points().get(BLUE));

        // Turn 3, Dieter
        t.play(2, placeLeader(BLACK, 9, 6));
        assertEquals(List.of(new TilePlaced(2, RED, sq(10, 6)), new PointsScored(2, RED, 1, ScoreReason.TILE),
                        new TilesDrawn(2, DrawReason.REFILL, 1, List.of(GREEN), 10), new TurnEnded(2), new TurnStarted(3, 4)),
                t.play(2, placeTile(RED, 10, 6)));
        assertEquals(2, t.state.adjacentTemples(Board.index(9, 6)));

        // Turn 4, Karen: a revolt
        assertEquals(List.of(new LeaderPlaced(3, RED, sq(7, 8), null),
                        new RevoltStarted(RED, side(3, 7, 8, 1), side(0, 5, 8, 1))),
                t.play(3, placeLeader(RED, 7, 8)));
        assertEquals(3, t.pending().seat());
        assertEquals("commitSupport", t.pending().kind());
        assertEquals(4, ((TigrisDecision.CommitSupport) t.pending(Viewer.seat(3)).details()).max());
        assertNull(((TigrisDecision.CommitSupport) t.pending(Viewer.seat(0)).details()).max());
        assertEquals(List.of(new SupportCommitted(3, Role.ATTACKER, RED, 3)), t.play(3, commit(3)));
        assertEquals(0, t.pendingSeat());
        assertEquals(2, ((TigrisDecision.CommitSupport) t.pending(Viewer.seat(0)).details()).max());
        assertNull(((TigrisDecision.CommitSupport) t.pending(Viewer.seat(3)).details()).max());
        t.refused(0, commit(3), "SUPPORT_NOT_IN_HAND");
        assertEquals(List.of(new SupportCommitted(0, Role.DEFENDER, RED, 0), new RevoltResolved(RED, 3, 0, 4, 1),
                        new LeaderWithdrawn(0, RED, sq(5, 8), WithdrawReason.REVOLT_LOST),
                        new PointsScored(3, RED, 1, ScoreReason.REVOLT)),
                t.play(0, commit(0)));
        assertEquals(List.of(new TilePlaced(3, RED, sq(7, 9)), new PointsScored(3, RED, 1, ScoreReason.TILE),
                        new TilesDrawn(3, DrawReason.REFILL, 4, List.of(BLUE, BLUE, GREEN, BLACK), 6),
                        new TurnEnded(3), new TurnStarted(0, 5)),
                t.play(3, placeTile(RED, 7, 9)));

        // Expected state after turn 4
        assertEquals(List.of(0, 0, 0, 0), List.of(t.points(0, BLACK), t.points(0, RED), t.points(0, BLUE), t.points(0, GREEN)));
        assertEquals(1, t.points(1, BLUE));
        assertEquals(1, t.points(2, RED));
        assertEquals(2, t.points(3, RED));
        assertEquals(List.of(BLACK, BLACK, RED, RED, BLUE, GREEN), t.state.handList(0));
        assertEquals(List.of(BLACK, BLACK, BLACK, RED, GREEN, GREEN), t.state.handList(1));
        assertEquals(List.of(BLACK, BLACK, BLUE, GREEN, GREEN, GREEN), t.state.handList(2));
        assertEquals(List.of(BLACK, BLACK, BLUE, BLUE, BLUE, GREEN), t.state.handList(3));
        assertEquals(List.of(RED, RED, BLUE, BLACK, GREEN, GREEN), t.state.bagList());
        assertEquals(10, t.state.treasuresOnBoard());
        assertEquals(Board.index(3, 5), t.state.leaderAt(0, BLACK));
        assertEquals(-1, t.state.leaderAt(0, RED));
        assertEquals(Board.index(1, 5), t.state.leaderAt(1, BLUE));
        assertEquals(Board.index(9, 6), t.state.leaderAt(2, BLACK));
        assertEquals(Board.index(7, 8), t.state.leaderAt(3, RED));
        assertEquals(TigrisState.faceUp(BLUE), t.state.kind(Board.index(1, 4)));
        assertEquals(TigrisState.faceUp(RED), t.state.kind(Board.index(10, 6)));
        assertEquals(TigrisState.faceUp(RED), t.state.kind(Board.index(7, 9)));
    }

    @Test
    @DisplayName("(b) Revolt tie: 4-4, the defender wins")
    void b_revoltTieDefenderWins() {
        Table t = new Table(TigrisPosition.standard(4)
                .tile(BLACK, 6, 9).tile(RED, 7, 9).leader(1, BLACK, 5, 8)
                .hand(3, RED, RED, BLACK, BLACK, GREEN, BLUE).hand(1, RED, RED, RED, BLUE, BLUE, GREEN)
                .hand(0, BLACK, BLACK, BLACK, BLACK, BLACK, BLACK).hand(2, GREEN, GREEN, GREEN, GREEN, GREEN, GREEN)
                .bag(BLACK, GREEN, BLUE, RED, RED, BLACK, GREEN, BLUE).turnOf(3).build());

        assertEquals(List.of(new LeaderPlaced(3, BLACK, sq(7, 8), null),
                        new RevoltStarted(BLACK, side(3, 7, 8, 2), side(1, 5, 8, 1))),
                t.play(3, placeLeader(BLACK, 7, 8)));
        assertEquals(List.of(new SupportCommitted(3, Role.ATTACKER, RED, 2)), t.play(3, commit(2)));
        assertEquals(List.of(new SupportCommitted(1, Role.DEFENDER, RED, 3), new RevoltResolved(BLACK, 1, 3, 4, 4),
                        new LeaderWithdrawn(3, BLACK, sq(7, 8), WithdrawReason.REVOLT_LOST),
                        new PointsScored(1, RED, 1, ScoreReason.REVOLT)),
                t.play(1, commit(3)));
        assertEquals(List.of(new ActionPassed(3),
                        new TilesDrawn(3, DrawReason.REFILL, 2, List.of(BLACK, GREEN), 6),
                        new TilesDrawn(1, DrawReason.REFILL, 3, List.of(BLUE, RED, RED), 3),
                        new TurnEnded(3), new TurnStarted(0, 2)),
                t.play(3, pass()));

        assertEquals(-1, t.state.leaderAt(3, BLACK));
        assertEquals(1, t.points(1, RED));
        assertEquals(List.of(BLACK, BLACK, BLACK, BLUE, GREEN, GREEN), t.state.handList(3));
        assertEquals(List.of(RED, RED, BLUE, BLUE, BLUE, GREEN), t.state.handList(1));
        assertEquals(List.of(BLACK, GREEN, BLUE), t.state.bagList());
        assertEquals(5, t.state.outOfGame, "the 5 committed temples left the game");
    }

    @Test
    @DisplayName("(c) War: green first, then the king war disappears")
    void c_warGreenFirstThenKingWarDisappears() {
        Table t = new Table(positionC().turnOf(2).build());

        assertEquals(List.of(new TilePlaced(2, BLACK, sq(2, 8)), new KingdomsUnited(sq(2, 8), List.of(BLACK, GREEN))),
                t.play(2, placeTile(BLACK, 2, 8)));
        assertEquals("chooseWar", t.pending().kind());
        assertEquals(2, t.pendingSeat());
        assertEquals(List.of(new WarChosen(2, GREEN), new WarStarted(GREEN, side(2, 2, 6, 1), side(3, 1, 10, 2))),
                t.play(2, chooseWar(GREEN)));
        assertEquals(List.of(new SupportCommitted(2, Role.ATTACKER, GREEN, 4)), t.play(2, commit(4)));
        assertEquals(List.of(new SupportCommitted(3, Role.DEFENDER, GREEN, 1),
                        new WarResolved(GREEN, 2, 3, 5, 3, List.of(sq(1, 9), sq(2, 9)), null),
                        new LeaderWithdrawn(3, GREEN, sq(1, 10), WithdrawReason.WAR_LOST),
                        new PointsScored(2, GREEN, 3, ScoreReason.WAR),
                        new WarsEnded(sq(2, 8), List.of(BLACK))),
                t.play(3, commit(1)));
        assertEquals("action", t.pending().kind());
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
        assertEquals(List.of(new ActionPassed(2),
                        new TilesDrawn(2, DrawReason.REFILL, 5, List.of(RED, BLUE, BLACK, GREEN, RED), 3),
                        new TilesDrawn(3, DrawReason.REFILL, 1, List.of(BLUE), 2),
                        new TurnEnded(2), new TurnStarted(3, 2)),
                t.play(2, pass()));

        assertEquals(3, t.points(2, GREEN));
        Regions r = Regions.of(t.state);
        int west = r.id[Board.index(2, 5)];
        for (int[] p : new int[][] {{3, 5}, {2, 6}, {2, 7}, {2, 8}}) {
            assertEquals(west, r.id[Board.index(p[0], p[1])]);
        }
        assertEquals(r.id[Board.index(0, 10)], r.id[Board.index(0, 11)]);
        assertTrue(r.id[Board.index(0, 10)] != west);
        assertEquals(List.of(BLACK, GREEN), t.state.bagList());
    }

    static TigrisPosition positionC() {
        return TigrisPosition.standard(4)
                .leader(1, BLACK, 3, 5).leader(2, GREEN, 2, 6).tile(GREEN, 2, 7)
                .leader(0, BLACK, 0, 11).leader(3, GREEN, 1, 10).tile(GREEN, 1, 9).tile(GREEN, 2, 9)
                .hand(2, GREEN, GREEN, GREEN, GREEN, BLACK, RED).hand(3, GREEN, GREEN, RED, RED, BLUE, BLACK)
                .hand(0, BLACK, BLACK, RED, RED, BLUE, BLUE).hand(1, BLACK, BLACK, RED, RED, BLUE, BLUE)
                .bag(RED, BLUE, BLACK, GREEN, RED, BLUE, BLACK, GREEN);
    }
}
