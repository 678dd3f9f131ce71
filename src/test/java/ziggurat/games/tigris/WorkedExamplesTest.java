package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.TigrisTable.*;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/** The worked examples of [tigris §10], one test each, reading like the rulebook. */
class WorkedExamplesTest {

    private static final Side side(int seat, int r, int c, int strength) {
        return new Side(seat, sq(r, c), strength);
    }

    @Test
    @DisplayName("[tigris §10.1, D3, D5, D24] (a) The rulebook's first round")
    void theRulebooksFirstRound() {
        List<String> stack = List.of(
                "red", "red", "black", "black", "blue", "green",
                "blue", "black", "black", "green", "green", "red",
                "red", "black", "black", "blue", "green", "green",
                "red", "red", "red", "red", "blue", "black",
                "black", "green", "blue", "blue", "green", "black",
                "red", "red", "blue", "black", "green", "green");
        TigrisTable t = started(4, stack);

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
                t.sees(Viewer.seat(0)).seats().get(0).hand());
        assertNull(t.sees(Viewer.seat(0)).seats().get(1).hand());
        assertEquals(6, t.sees(Viewer.seat(0)).seats().get(1).handSize());

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
        assertNull(t.sees(Viewer.seat(0)).seats().get(1).points());
        assertEquals(1, t.sees(Viewer.seat(1)).seats().get(1).points().get(BLUE));

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
        t.refuses(0, commit(3), "SUPPORT_NOT_IN_HAND");
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
    @DisplayName("[tigris §10.2, D21] (b) Revolt tie: 4-4, the defender wins")
    void revoltTieDefenderWins() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tile(BLACK, 6, 9).tile(RED, 7, 9).leader(1, BLACK, 5, 8)
                .hand(3, RED, RED, BLACK, BLACK, GREEN, BLUE).hand(1, RED, RED, RED, BLUE, BLUE, GREEN)
                .hand(0, BLACK, BLACK, BLACK, BLACK, BLACK, BLACK).hand(2, GREEN, GREEN, GREEN, GREEN, GREEN, GREEN)
                .bag(BLACK, GREEN, BLUE, RED, RED, BLACK, GREEN, BLUE).turnOf(3));

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
    @DisplayName("[tigris §10.3, D15] (c) War: green first, then the king war disappears")
    void warGreenFirstThenKingWarDisappears() {
        TigrisTable t = TigrisTable.given(positionC().turnOf(2));

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

    @Test
    @DisplayName("[tigris §10.4, D7, D16] (d) Monument; a farmer loses its last temple")
    void monumentFarmerLosesItsLastTemple() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tiles(RED, 9, 3, 9, 6, 9, 7, 10, 5)
                .leader(0, RED, 9, 4).leader(0, BLUE, 8, 5).leader(1, BLACK, 10, 7)
                .hand(1, RED, BLACK, BLACK, BLUE, GREEN, GREEN).bag(cycle(3)).turnOf(1));

        assertEquals(List.of(new TilePlaced(1, RED, sq(10, 6)), new PointsScored(0, RED, 1, ScoreReason.TILE)),
                t.play(1, placeTile(RED, 10, 6)));
        assertEquals("monument", t.pending().kind());
        assertEquals(1, t.pendingSeat());
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 5)),
                List.of(Monument.BLACK_RED, Monument.RED_BLUE, Monument.RED_GREEN)), t.pending().details());
        t.refuses(1, buildMonument(Monument.BLUE_GREEN, 9, 5), "MONUMENT_WRONG_COLOR");
        t.refuses(1, buildMonument(Monument.BLACK_RED, 9, 6), "NOT_A_MONUMENT_SQUARE");

        assertEquals(List.of(new MonumentBuilt(1, Monument.BLACK_RED, sq(9, 5),
                                List.of(sq(9, 5), sq(9, 6), sq(10, 5), sq(10, 6))),
                        new LeaderWithdrawn(0, BLUE, sq(8, 5), WithdrawReason.NO_TEMPLE)),
                t.play(1, buildMonument(Monument.BLACK_RED, 9, 5)));
        assertEquals(Board.index(9, 4), t.state.leaderAt(0, RED), "the priest keeps (9,3)");
        assertEquals(Board.index(10, 7), t.state.leaderAt(1, BLACK), "the king keeps (9,7)");
        assertTrue(t.state.hasTreasure(Board.index(9, 5)), "the treasure stays on the face-down tile");
        assertEquals(new TigrisDecision.Action(1), t.pending().details());

        assertEquals(List.of(new ActionPassed(1), new PointsScored(1, BLACK, 1, ScoreReason.MONUMENT),
                        new TilesDrawn(1, DrawReason.REFILL, 1, List.of(BLACK), 11), new TurnEnded(1), new TurnStarted(2, 2)),
                t.play(1, pass()));
        t.play(2, pass());
        assertEquals(List.of(new ActionPassed(2), new TurnEnded(2), new TurnStarted(3, 3)), t.play(2, pass()));
        t.play(3, pass());
        assertEquals(List.of(new ActionPassed(3), new TurnEnded(3), new TurnStarted(0, 4)), t.play(3, pass()));
        t.play(0, pass());
        assertEquals(List.of(new ActionPassed(0), new PointsScored(0, RED, 1, ScoreReason.MONUMENT),
                new TurnEnded(0), new TurnStarted(1, 5)), t.play(0, pass()));

        assertEquals(2, t.points(0, RED));
        assertEquals(1, t.points(1, BLACK));
        assertTrue(!t.sees(Viewer.SPECTATOR).monumentsAvailable().contains(Monument.BLACK_RED));
    }

    @Test
    @DisplayName("[tigris §10.5, D18, D19] (e) Treasure with a corner treasure")
    void treasureWithCornerTreasure() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tile(BLUE, 4, 14).leader(2, GREEN, 5, 13).leader(1, BLUE, 4, 12).tile(BLACK, 2, 14).tile(BLACK, 2, 15)
                .hand(2, BLUE, BLUE, RED, BLACK, GREEN, GREEN).turnOf(2));

        assertEquals(List.of(new TilePlaced(2, BLUE, sq(3, 14)), new PointsScored(1, BLUE, 1, ScoreReason.TILE),
                        new TreasureTaken(2, sq(1, 15), true, 9)),
                t.play(2, placeTile(BLUE, 3, 14)));
        assertEquals(new TigrisDecision.Action(1), t.pending().details(), "no decision is asked");
        assertEquals(1, t.state.treasures[2]);
        assertTrue(t.state.hasTreasure(Board.index(4, 13)));
    }

    @Test
    @DisplayName("[tigris §10.5, D19] (e2) A real choice of treasure")
    void aRealChoiceOfTreasure() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(2, GREEN, 9, 14).tiles(BLACK, 10, 12, 10, 13, 10, 14, 9, 6, 9, 7, 9, 8, 9, 9, 9, 10)
                .hand(1, GREEN, RED, RED, BLACK, BLUE, BLUE).turnOf(1));

        assertEquals(List.of(new TilePlaced(1, GREEN, sq(10, 11)), new PointsScored(2, GREEN, 1, ScoreReason.TILE),
                        new TreasureTaken(2, sq(8, 14), true, 9)),
                t.play(1, placeTile(GREEN, 10, 11)));
        assertEquals("takeTreasure", t.pending().kind());
        assertEquals(2, t.pendingSeat(), "the trader's owner decides, not the active player");
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(9, 5), sq(10, 10))), t.pending().details());
        t.refuses(2, takeTreasure(0, 10), "TREASURE_NOT_CLAIMABLE");

        assertEquals(List.of(new TreasureTaken(2, sq(10, 10), false, 8)), t.play(2, takeTreasure(10, 10)));
        assertTrue(t.state.hasTreasure(Board.index(9, 5)));
        assertEquals(1, t.pendingSeat());
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
    }

    @Test
    @DisplayName("[tigris §10.6, D23, D26] (f) Final scoring")
    void finalScoring() {
        TigrisPosition p = TigrisPosition.standard(4)
                .points(0, 22, 6, 12, 10).treasures(0, 3)
                .points(1, 10, 10, 11, 12).treasures(1, 0)
                .points(2, 12, 10, 7, 14).treasures(2, 3)
                .points(3, 10, 12, 9, 11).treasures(3, 3)
                .hand(0, BLACK, BLACK, BLACK, BLACK, BLACK, BLACK).actionsLeft(1).turnOf(0);
        int[][] gone = {{1, 1}, {1, 15}, {2, 5}, {4, 13}, {6, 8}, {7, 1}, {8, 14}, {9, 5}, {10, 10}};
        for (int[] g : gone) {
            p.noTreasure(g[0], g[1]);
        }
        TigrisTable t = TigrisTable.given(p);
        List<TigrisEvent> events = t.play(0, pass());
        assertEquals(new TurnEnded(0), events.get(1));
        GameEnded end = (GameEnded) events.get(2);
        assertEquals(EndReason.TREASURES, end.reason());
        assertEquals(List.of(3), end.winners());

        var pot = end.results().get(3);
        assertEquals(java.util.Map.of("black", 1, "blue", 2), pot.get("allocation"));
        assertEquals(List.of("black", "blue"), List.copyOf(((java.util.Map<?, ?>) pot.get("allocation")).keySet()));
        assertEquals(java.util.Map.of("black", 11, "red", 12, "blue", 11, "green", 11), pot.get("final"));
        assertEquals(List.of(11, 11, 11, 12), pot.get("sorted"));
        assertEquals(1, pot.get("rank"));
        var lion = end.results().get(2);
        assertEquals(java.util.Map.of("blue", 3), lion.get("allocation"));
        assertEquals(List.of(10, 10, 12, 14), lion.get("sorted"));
        assertEquals(2, lion.get("rank"));
        var bull = end.results().get(1);
        assertEquals(java.util.Map.of(), bull.get("allocation"));
        assertEquals(List.of(10, 10, 11, 12), bull.get("sorted"));
        assertEquals(3, bull.get("rank"));
        var archer = end.results().get(0);
        assertEquals(java.util.Map.of("red", 3), archer.get("allocation"));
        assertEquals(java.util.Map.of("black", 22, "red", 9, "blue", 12, "green", 10), archer.get("final"));
        assertEquals(List.of(9, 10, 12, 22), archer.get("sorted"));
        assertEquals(4, archer.get("rank"));

        Outcome.Finished outcome = (Outcome.Finished) RULES.outcome(t.state);
        assertEquals("treasures", outcome.reason());
        assertEquals(List.of(3), outcome.winners());
        assertEquals(List.of(4, 3, 2, 1), outcome.ranking().stream().map(Outcome.Placing::rank).toList());
        FinalScore potScore = (FinalScore) outcome.ranking().get(3).score();
        assertEquals(List.of(11, 11, 11, 12), potScore.sorted());
        assertEquals(3, potScore.treasures());
    }

    @Test
    @DisplayName("[tigris E1, D9] Catastrophe strands a leader")
    void catastropheStrandsALeader() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tile(RED, 5, 5).tile(RED, 4, 7).leader(1, BLACK, 5, 6).leader(2, GREEN, 4, 6).turnOf(0));

        t.refuses(0, placeCatastrophe(2, 5), "CATASTROPHE_ON_TREASURE");
        t.refuses(0, placeCatastrophe(5, 6), "CATASTROPHE_ON_LEADER");
        assertEquals(List.of(new CatastrophePlaced(0, sq(5, 5), RED, 1),
                        new LeaderWithdrawn(1, BLACK, sq(5, 6), WithdrawReason.NO_TEMPLE)),
                t.play(0, placeCatastrophe(5, 5)));
        assertEquals(Board.index(4, 6), t.state.leaderAt(2, GREEN), "the lion trader keeps temple (4,7)");
        t.refuses(0, placeCatastrophe(5, 5), "CATASTROPHE_ON_CATASTROPHE");
    }

    @Test
    @DisplayName("[tigris E2, D8] Moving a leader: inside its own kingdom no revolt; into another kingdom a revolt")
    void movingALeader() {
        TigrisTable t = TigrisTable.given(positionC().turnOf(1));

        t.refuses(1, placeLeader(BLACK, 3, 5), "LEADER_ALREADY_THERE");
        t.refuses(1, placeLeader(BLACK, 1, 6), "LEADER_NOT_NEXT_TO_TEMPLE");
        assertEquals(List.of(new LeaderPlaced(1, BLACK, sq(1, 5), sq(3, 5))), t.play(1, placeLeader(BLACK, 1, 5)));
        t.play(1, pass());
        t.play(2, pass());
        t.play(2, pass());
        assertEquals(List.of(new LeaderPlaced(3, GREEN, sq(3, 5), sq(1, 10)),
                        new RevoltStarted(GREEN, side(3, 3, 5, 1), side(2, 2, 6, 1))),
                t.play(3, placeLeader(GREEN, 3, 5)));
        assertEquals(new TigrisDecision.CommitSupport("revolt", RED, Role.ATTACKER, null),
                t.pending(Viewer.SPECTATOR).details(), "a revolt is fought with red tiles");
        assertEquals(List.of(new SupportCommitted(3, Role.ATTACKER, RED, 1)), t.play(3, commit(1)));
        assertEquals(List.of(new SupportCommitted(2, Role.DEFENDER, RED, 0), new RevoltResolved(GREEN, 3, 2, 2, 1),
                        new LeaderWithdrawn(2, GREEN, sq(2, 6), WithdrawReason.REVOLT_LOST),
                        new PointsScored(3, RED, 1, ScoreReason.REVOLT)),
                t.play(2, commit(0)));
        Regions r = Regions.of(t.state);
        int west = r.id[Board.index(2, 5)];
        assertEquals(west, r.id[Board.index(1, 5)]);
        assertEquals(west, r.id[Board.index(3, 5)]);
        assertTrue(r.id[Board.index(2, 7)] != west, "green (2,7) is a separate region");
    }

    @Test
    @DisplayName("[tigris E3] Three kingdoms around one square")
    void threeKingdomsAroundOneSquare() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tile(RED, 3, 8).leader(0, BLACK, 3, 9).tile(RED, 4, 7).leader(1, BLACK, 4, 6)
                .tile(RED, 5, 8).leader(2, BLACK, 6, 9)
                .hand(3, BLACK, RED, GREEN, BLUE, BLUE, GREEN).turnOf(3));

        t.refuses(3, placeTile(BLACK, 4, 8), "TILE_JOINS_THREE_KINGDOMS");
        t.refuses(3, placeLeader(RED, 4, 8), "LEADER_JOINS_KINGDOMS");
        assertEquals(new TigrisDecision.Action(2), t.pending().details());
    }

    @Test
    @DisplayName("[tigris E4, D13, D14] Red war: protected temples")
    void redWarProtectedTemples() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(3, RED, 6, 7).tiles(RED, 5, 7, 5, 6, 7, 7).leader(1, BLACK, 7, 8)
                .tiles(RED, 6, 10, 5, 10, 7, 10).leader(2, RED, 6, 11)
                .hand(0, BLACK, BLACK, BLUE, BLUE, GREEN, RED).hand(2, RED, RED, BLUE, BLUE, GREEN, BLACK)
                .hand(3, BLUE, BLUE, BLACK, BLACK, GREEN, GREEN).hand(1, BLACK, BLACK, BLACK, BLACK, BLACK, BLACK)
                .bag(cycle(3)).turnOf(0));

        assertEquals(List.of(new TilePlaced(0, BLACK, sq(6, 9)), new KingdomsUnited(sq(6, 9), List.of(RED)),
                        new WarStarted(RED, side(2, 6, 11, 3), side(3, 6, 7, 4))),
                t.play(0, placeTile(BLACK, 6, 9)));
        assertEquals(2, t.pendingSeat(), "archer is not involved: lion, first clockwise, attacks");
        t.play(2, commit(2));
        assertEquals(List.of(new SupportCommitted(3, Role.DEFENDER, RED, 0),
                        new WarResolved(RED, 2, 3, 5, 4, List.of(sq(5, 6), sq(5, 7)), List.of(sq(6, 8), sq(7, 7))),
                        new LeaderWithdrawn(3, RED, sq(6, 7), WithdrawReason.WAR_LOST),
                        new PointsScored(2, RED, 3, ScoreReason.WAR),
                        new WarsEnded(sq(6, 9), List.of())),
                t.play(3, commit(0)));
        assertEquals(Board.index(7, 8), t.state.leaderAt(1, BLACK), "the bull king keeps temples (6,8) and (7,7)");
        assertEquals(List.of(new ActionPassed(0),
                        new TilesDrawn(0, DrawReason.REFILL, 1, List.of(BLACK), 11),
                        new TilesDrawn(2, DrawReason.REFILL, 2, List.of(GREEN, BLUE), 9),
                        new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, pass()));
    }

    @Test
    @DisplayName("[tigris E5, D15, D21] Two wars; the second is fought with recounted supporters")
    void twoWarsSecondWithRecountedSupporters() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(2, BLACK, 3, 5).leader(2, GREEN, 2, 6).tile(BLACK, 3, 6).tile(GREEN, 3, 7)
                .tile(RED, 3, 9).leader(1, GREEN, 2, 9).leader(1, BLACK, 3, 10).tile(GREEN, 2, 10).tile(BLACK, 4, 10)
                .tiles(GREEN, 5, 10, 5, 11)
                .hand(2, RED, BLACK, GREEN, GREEN, BLUE, BLUE).hand(1, GREEN, RED, RED, BLUE, BLUE, BLACK)
                .bag(cycle(3)).turnOf(2));

        assertEquals(List.of(new TilePlaced(2, RED, sq(3, 8)), new KingdomsUnited(sq(3, 8), List.of(BLACK, GREEN))),
                t.play(2, placeTile(RED, 3, 8)));
        assertEquals(new TigrisDecision.ChooseWar(List.of(BLACK, GREEN)), t.pending().details());
        assertEquals(List.of(new WarChosen(2, BLACK), new WarStarted(BLACK, side(2, 3, 5, 1), side(1, 3, 10, 1))),
                t.play(2, chooseWar(BLACK)));
        t.play(2, commit(1));
        assertEquals(List.of(new SupportCommitted(1, Role.DEFENDER, BLACK, 0),
                        new WarResolved(BLACK, 2, 1, 2, 1, List.of(sq(4, 10)), null),
                        new LeaderWithdrawn(1, BLACK, sq(3, 10), WithdrawReason.WAR_LOST),
                        new PointsScored(2, BLACK, 2, ScoreReason.WAR),
                        new WarStarted(GREEN, side(2, 2, 6, 1), side(1, 2, 9, 1))),
                t.play(1, commit(0)));
        t.play(2, commit(2));
        assertEquals(List.of(new SupportCommitted(1, Role.DEFENDER, GREEN, 1),
                        new WarResolved(GREEN, 2, 1, 3, 2, List.of(sq(2, 10)), null),
                        new LeaderWithdrawn(1, GREEN, sq(2, 9), WithdrawReason.WAR_LOST),
                        new PointsScored(2, GREEN, 2, ScoreReason.WAR),
                        new WarsEnded(sq(3, 8), List.of())),
                t.play(1, commit(1)));
        assertEquals(TigrisState.faceUp(GREEN), t.state.kind(Board.index(5, 10)), "not on bull's side: stays");
        assertEquals(TigrisState.faceUp(GREEN), t.state.kind(Board.index(5, 11)));
        assertEquals(List.of(new ActionPassed(2),
                        new TilesDrawn(2, DrawReason.REFILL, 4, List.of(BLACK, GREEN, BLUE, RED), 8),
                        new TilesDrawn(1, DrawReason.REFILL, 1, List.of(BLACK), 7),
                        new TurnEnded(2), new TurnStarted(3, 2)),
                t.play(2, pass()));
    }

    @Test
    @DisplayName("[tigris E6, D18, D26] Game ends by treasures")
    void gameEndsByTreasures() {
        TigrisPosition p = TigrisPosition.standard(4)
                .treasures(0, 2).treasures(1, 2).treasures(2, 2).treasures(3, 1)
                .leader(2, GREEN, 2, 6).tiles(BLACK, 2, 7, 2, 8, 2, 9, 1, 10)
                .points(0, 5, 4, 6, 3).points(1, 4, 4, 4, 4).points(2, 3, 5, 4, 2).points(3, 6, 6, 6, 6)
                .hand(2, GREEN, BLACK, RED, BLUE, BLUE, BLACK).bag(cycle(3)).turnOf(2);
        for (int[] g : new int[][] {{1, 1}, {1, 15}, {4, 13}, {7, 1}, {8, 14}, {9, 5}, {10, 10}}) {
            p.noTreasure(g[0], g[1]);
        }
        TigrisTable t = TigrisTable.given(p);

        assertEquals(List.of(new TilePlaced(2, GREEN, sq(1, 9)), new PointsScored(2, GREEN, 1, ScoreReason.TILE)),
                t.play(2, placeTile(GREEN, 1, 9)));
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(0, 10), sq(2, 5))), t.pending().details());
        assertEquals(List.of(new TreasureTaken(2, sq(0, 10), false, 2)), t.play(2, takeTreasure(0, 10)));
        assertEquals(Outcome.RUNNING, RULES.outcome(t.state), "the check is at the end of the turn");

        List<TigrisEvent> end = t.play(2, pass());
        assertEquals(List.of(new ActionPassed(2), new TilesDrawn(2, DrawReason.REFILL, 1, List.of(BLACK), 11),
                new TurnEnded(2)), end.subList(0, 3));
        GameEnded over = (GameEnded) end.get(3);
        assertEquals(4, end.size());
        assertEquals(EndReason.TREASURES, over.reason());
        assertEquals(List.of(3), over.winners());
        assertEquals(List.of(6, 6, 6, 7), over.results().get(3).get("sorted"));
        assertEquals(1, over.results().get(3).get("rank"));
        assertEquals(List.of(4, 5, 5, 6), over.results().get(0).get("sorted"));
        assertEquals(java.util.Map.of("black", 5, "red", 5, "blue", 6, "green", 4), over.results().get(0).get("final"));
        assertEquals(2, over.results().get(0).get("rank"));
        assertEquals(List.of(4, 4, 5, 5), over.results().get(1).get("sorted"));
        assertEquals(3, over.results().get(1).get("rank"));
        assertEquals(java.util.Map.of("black", 5, "red", 5, "blue", 4, "green", 4), over.results().get(2).get("final"));
        assertEquals(3, over.results().get(2).get("rank"), "a full tie with bull: shared");
        assertTrue(RULES.pending(t.state, Viewer.EVERYONE).isEmpty());
        t.refuses(3, pass(), "GAME_OVER");
    }

    static TigrisPosition positionE7() {
        return TigrisPosition.standard(4)
                .hand(0, BLACK, RED, BLUE, BLUE, GREEN, GREEN)
                .points(0, 5, 5, 5, 5).points(1, 4, 6, 6, 6).points(2, 5, 5, 5, 6).points(3, 3, 9, 9, 9).turnOf(0);
    }

    private static void assertE7Results(GameEnded over) {
        assertEquals(EndReason.BAG_EXHAUSTED, over.reason());
        assertEquals(List.of(2), over.winners());
        assertEquals(List.of(2, 3, 1, 4), over.results().stream().map(r -> r.get("rank")).toList());
    }

    @Test
    @DisplayName("[tigris E7, D22] Bag runs short during the refill")
    void bagRunsShortDuringRefill() {
        TigrisTable t = TigrisTable.given(positionE7().bag(GREEN));
        assertEquals(List.of(new TilePlaced(0, RED, sq(5, 2))), t.play(0, placeTile(RED, 5, 2)));
        List<TigrisEvent> e = t.play(0, placeTile(GREEN, 5, 3));
        assertEquals(List.of(new TilePlaced(0, GREEN, sq(5, 3)), new TilesDrawn(0, DrawReason.REFILL, 1, List.of(GREEN), 0)),
                e.subList(0, 2));
        assertEquals(3, e.size(), "no TurnEnded; nobody else draws");
        assertE7Results((GameEnded) e.get(2));
        assertEquals(5, t.state.handSize(0));
    }

    @Test
    @DisplayName("[tigris E8, D10, D22] Bag runs short during a swap")
    void bagRunsShortDuringSwap() {
        TigrisTable t = TigrisTable.given(positionE7().bag(RED, BLUE));
        t.refuses(0, swap(), "SWAP_COUNT");
        t.refuses(0, swap(RED, RED), "TILES_NOT_IN_HAND");
        List<TigrisEvent> e = t.play(0, swap(BLACK, GREEN, GREEN));
        assertEquals(List.of(new TilesDiscarded(0, 3, List.of(BLACK, GREEN, GREEN)),
                new TilesDrawn(0, DrawReason.SWAP, 2, List.of(RED, BLUE), 0)), e.subList(0, 2));
        assertEquals(3, e.size());
        assertE7Results((GameEnded) e.get(2));
        assertEquals(List.of(RED, RED, BLUE, BLUE, BLUE), t.state.handList(0));
    }

    /** (black, green, blue, red) repeated. */
    static Colour[] cycle(int times) {
        Colour[] out = new Colour[4 * times];
        for (int i = 0; i < out.length; i++) {
            out[i] = new Colour[] {BLACK, GREEN, BLUE, RED}[i % 4];
        }
        return out;
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
