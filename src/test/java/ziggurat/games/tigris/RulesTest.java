package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.TigrisTable.*;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.SwapTiles;
import ziggurat.games.tigris.TigrisMove.WithdrawLeader;

/** Rules the worked examples touch only in passing. */
class RulesTest {

    @Test
    @DisplayName("[tigris §3.3, §5.1] uniting without a war scores nothing, and then the trader collects")
    void unitingWithoutAWarScoresNothingAndThenTheTraderCollects() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(2, GREEN, 2, 6).tile(GREEN, 2, 7)
                .leader(0, BLACK, 0, 11).tiles(GREEN, 1, 10, 1, 9, 2, 9)
                .hand(2, BLACK, BLACK, GREEN, GREEN, RED, RED).turnOf(2));
        assertEquals(List.of(new TilePlaced(2, BLACK, sq(2, 8)), new KingdomsUnited(sq(2, 8), List.of()),
                new WarsEnded(sq(2, 8), List.of())), t.play(2, placeTile(BLACK, 2, 8)));
        assertEquals(2, t.pendingSeat());
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(0, 10), sq(2, 5))), t.pending().details());
    }

    @Test
    @DisplayName("[tigris D13] the active seat is not involved: the first owner clockwise after it attacks")
    void warAttackerIsTheFirstOwnerClockwiseAfterTheActiveSeat() {
        // As [tigris E4], but the western priest is archer's and pot places the uniting tile: after pot (3) comes archer (0).
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, RED, 6, 7).tiles(RED, 5, 7, 5, 6, 7, 7).leader(1, BLACK, 7, 8)
                .tiles(RED, 6, 10, 5, 10, 7, 10).leader(2, RED, 6, 11)
                .hand(3, BLACK, BLACK, BLUE, BLUE, GREEN, GREEN).turnOf(3));
        assertEquals(List.of(new TilePlaced(3, BLACK, sq(6, 9)), new KingdomsUnited(sq(6, 9), List.of(RED)),
                        new WarStarted(RED, new Side(0, sq(6, 7), 4), new Side(2, sq(6, 11), 3))),
                t.play(3, placeTile(BLACK, 6, 9)));
        assertEquals(0, t.pendingSeat());
    }

    @Test
    @DisplayName("[tigris §4.3] a monument scores for every matching leader in its kingdom")
    void monumentPointsForEveryMatchingLeaderInTheMonumentsKingdom() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .tiles(RED, 9, 0, 9, 1, 10, 0, 10, 1).monument(Monument.BLACK_RED, 9, 0)
                .tiles(BLACK, 9, 2, 9, 3, 10, 2, 10, 3).monument(Monument.BLACK_BLUE, 9, 2)
                .tile(RED, 8, 1).leader(0, BLACK, 8, 0).leader(0, RED, 8, 2)
                .turnOf(0));
        t.play(0, pass());
        assertEquals(List.of(new ActionPassed(0),
                        new PointsScored(0, BLACK, 1, ScoreReason.MONUMENT),
                        new PointsScored(0, RED, 1, ScoreReason.MONUMENT),
                        new PointsScored(0, BLACK, 1, ScoreReason.MONUMENT),
                        new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, pass()));
    }

    @Test
    @DisplayName("[tigris §2.6] a swap draws at once and leaves the second action")
    void aSwapDrawsAtOnceAndLeavesTheSecondAction() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .hand(0, BLACK, RED, BLUE, BLUE, GREEN, GREEN).bag(RED, RED, BLACK).turnOf(0));
        assertEquals(List.of(new TilesDiscarded(0, 2, List.of(GREEN, BLUE)),
                        new TilesDrawn(0, DrawReason.SWAP, 2, List.of(RED, RED), 1)),
                t.play(0, swap(GREEN, BLUE)));
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
        assertEquals(List.of(BLACK, RED, RED, RED, BLUE, GREEN), t.state.handList(0));
    }

    @Test
    @DisplayName("[tigris §2.3] withdrawing a leader is an action, and the leader may come back")
    void withdrawingALeaderIsAnActionAndTheLeaderMayComeBack() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2).leader(0, BLACK, 3, 5).turnOf(0));
        assertEquals(List.of(new LeaderWithdrawn(0, BLACK, sq(3, 5), WithdrawReason.ACTION)),
                t.play(0, new WithdrawLeader(BLACK)));
        assertEquals(List.of(new LeaderPlaced(0, BLACK, sq(1, 5), null), new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, placeLeader(BLACK, 1, 5)));
    }

    @Test
    @DisplayName("[tigris §2.5] a catastrophe on an empty square destroys nothing, and the square is no longer empty")
    void aCatastropheOnAnEmptySquareDestroysNothing() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2).turnOf(0));
        assertEquals(List.of(new CatastrophePlaced(0, sq(0, 4), null, 1)), t.play(0, placeCatastrophe(0, 4)));
        t.refuses(0, placeLeader(RED, 0, 4), "SQUARE_NOT_EMPTY");
    }

    @Test
    @DisplayName("[tigris D6, D8] a moved leader is judged on the board without itself; standing there, it linked two kingdoms into one")
    void aMovedLeaderIsJudgedWithoutItselfD8() {
        // The archer priest on (4,5) is the only link between the bull king's temples and the lion farmer's.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(1, BLACK, 4, 3).tiles(RED, 4, 4, 5, 4).leader(0, RED, 4, 5).tiles(RED, 4, 6, 5, 6)
                .leader(2, BLUE, 4, 7).turnOf(0));
        // Lifted, it leaves two kingdoms, and (5,5) touches both.
        t.refuses(0, placeLeader(RED, 5, 5), "LEADER_JOINS_KINGDOMS");
        t.refuses(0, placeLeader(RED, 4, 5), "LEADER_ALREADY_THERE");
        List<TigrisMove> legal = RULES.legalMoves(t.state, 0);
        assertEquals(false, legal.contains(placeLeader(RED, 5, 5)));
        // The archer king, not yet on the board, joins the one kingdom there and revolts against the bull king.
        assertEquals(true, legal.contains(placeLeader(BLACK, 5, 5)));
        assertEquals(List.of(new LeaderPlaced(0, BLACK, sq(5, 5), null),
                        new RevoltStarted(BLACK, new Side(0, sq(5, 5), 2), new Side(1, sq(4, 3), 1))),
                t.play(0, placeLeader(BLACK, 5, 5)));
    }

    @Test
    @DisplayName("[tigris D6] face-down monument tiles carry a kingdom on; a catastrophe cuts it")
    void faceDownTilesConnectAndCatastrophesBreak() {
        // The bull king on (8,0) by the temple (7,0); a monument on (9,0)-(10,1); black tiles (9,2), (9,3) beyond it.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .tile(RED, 7, 0).leader(1, BLACK, 8, 0)
                .tiles(RED, 9, 0, 9, 1, 10, 0, 10, 1).monument(Monument.BLACK_RED, 9, 0)
                .tiles(BLACK, 9, 2, 9, 3)
                .bag(WorkedExamplesTest.cycle(2)).turnOf(0));

        // (9,4) reaches the king only through the face-down tiles: the king's owner scores.
        assertEquals(List.of(new TilePlaced(0, BLACK, sq(9, 4)), new PointsScored(1, BLACK, 1, ScoreReason.TILE)),
                t.play(0, placeTile(BLACK, 9, 4)));
        // A catastrophe on (9,3) cuts (9,4) off again.
        assertEquals(new CatastrophePlaced(0, sq(9, 3), BLACK, 1), t.play(0, placeCatastrophe(9, 3)).get(0));
        assertEquals(List.of(new TilePlaced(1, BLACK, sq(10, 4))), t.play(1, placeTile(BLACK, 10, 4)),
                "(10,4) joins (9,4), a region without a leader: nobody scores");
    }

    @Test
    @DisplayName("[tigris D7] a pass is one action that does nothing; two passes end the turn; a pass is always listed")
    void passIsOneActionThatDoesNothing() {
        // Archer can do little else: no catastrophes left, a hand of one colour.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2).catastrophesLeft(0, 0)
                .hand(0, BLUE, BLUE, BLUE, BLUE, BLUE, BLUE).turnOf(0));
        TigrisView before = t.sees(ziggurat.engine.Viewer.SPECTATOR);
        assertEquals(true, RULES.legalMoves(t.state, 0).contains(pass()));

        assertEquals(List.of(new ActionPassed(0)), t.play(0, pass()));
        assertEquals(new TigrisDecision.Action(1), t.pending().details(), "the second action is still to come");
        assertEquals(before.board(), t.sees(ziggurat.engine.Viewer.SPECTATOR).board());
        assertEquals(List.of(BLUE, BLUE, BLUE, BLUE, BLUE, BLUE), t.state.handList(0));
        assertEquals(true, RULES.legalMoves(t.state, 0).contains(pass()));

        assertEquals(List.of(new ActionPassed(0), new TurnEnded(0), new TurnStarted(1, 2)), t.play(0, pass()));
    }

    @Test
    @DisplayName("[tigris D10] a swap may hand in all six tiles; every distinct multiset of one to six tiles is listed once")
    void aSwapTakesOneToSixTiles() {
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .hand(0, BLACK, RED, BLUE, BLUE, GREEN, GREEN).bag(WorkedExamplesTest.cycle(2)).turnOf(0));
        List<TigrisMove> swaps = RULES.legalMoves(t.state, 0).stream().filter(m -> m instanceof SwapTiles).toList();
        assertEquals(2 * 2 * 3 * 3 - 1, swaps.size(), "0-1 black x 0-1 red x 0-2 blue x 0-2 green, not none");
        assertEquals(true, swaps.contains(swap(BLACK, RED, BLUE, BLUE, GREEN, GREEN)));
        assertEquals(true, swaps.contains(swap(GREEN)));

        assertEquals(List.of(new TilesDiscarded(0, 6, List.of(GREEN, BLUE, RED, BLACK, BLUE, GREEN)),
                        new TilesDrawn(0, DrawReason.SWAP, 6, List.of(BLACK, GREEN, BLUE, RED, BLACK, GREEN), 2)),
                t.play(0, swap(GREEN, BLUE, RED, BLACK, BLUE, GREEN)));
        assertEquals(List.of(BLACK, BLACK, RED, BLUE, GREEN, GREEN), t.state.handList(0));
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
    }

    @Test
    @DisplayName("[tigris D12] each side counts only its own old kingdom: not the uniting tile, not a leaderless region it touched")
    void warSidesAreTheOldKingdoms() {
        // West: archer trader (4,6), temple (4,5), green (4,7). East: bull trader (4,10), temple (4,11), greens (4,9),
        // (3,9). A leaderless region: green (5,8) with the starting temple (6,8). Archer unites them with green (4,8).
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .tile(RED, 4, 5).leader(0, GREEN, 4, 6).tile(GREEN, 4, 7)
                .tiles(GREEN, 4, 9, 3, 9).leader(1, GREEN, 4, 10).tile(RED, 4, 11)
                .tile(GREEN, 5, 8)
                .hand(0, GREEN, GREEN, GREEN, BLACK, BLACK, RED).bag(WorkedExamplesTest.cycle(2)).turnOf(0));

        assertEquals(List.of(new TilePlaced(0, GREEN, sq(4, 8)), new KingdomsUnited(sq(4, 8), List.of(GREEN)),
                        new WarStarted(GREEN, new Side(0, sq(4, 6), 1), new Side(1, sq(4, 10), 2))),
                t.play(0, placeTile(GREEN, 4, 8)), "the green tiles at (4,8) and (5,8) support nobody");
        t.play(0, commit(2));
        assertEquals(List.of(new SupportCommitted(1, Role.DEFENDER, GREEN, 0),
                        new WarResolved(GREEN, 0, 1, 3, 2, List.of(sq(3, 9), sq(4, 9)), null),
                        new LeaderWithdrawn(1, GREEN, sq(4, 10), WithdrawReason.WAR_LOST),
                        new PointsScored(0, GREEN, 3, ScoreReason.WAR),
                        new WarsEnded(sq(4, 8), List.of())),
                t.play(1, commit(0)));
        List<ziggurat.engine.kit.Square> greens = t.sees(ziggurat.engine.Viewer.SPECTATOR).board().stream()
                .filter(v -> v.tile() == GREEN).map(TigrisView.SquareView::at).toList();
        assertEquals(List.of(sq(4, 7), sq(4, 8), sq(5, 8)), greens, "the uniting tile and the leaderless green stay");
    }

    @Test
    @DisplayName("[tigris D13] the first owner clockwise after the active seat attacks, not the lowest seat")
    void warAttackerIsCountedFromTheActiveSeat() {
        // As [tigris E4], but bull (seat 1), who owns neither priest, unites: after bull comes lion (2), then archer (0).
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, RED, 6, 7).tiles(RED, 5, 7, 5, 6, 7, 7).leader(3, BLACK, 7, 8)
                .tiles(RED, 6, 10, 5, 10, 7, 10).leader(2, RED, 6, 11)
                .turnOf(1));
        assertEquals(List.of(new TilePlaced(1, BLACK, sq(6, 9)), new KingdomsUnited(sq(6, 9), List.of(RED)),
                        new WarStarted(RED, new Side(2, sq(6, 11), 3), new Side(0, sq(6, 7), 4))),
                t.play(1, placeTile(BLACK, 6, 9)));
        assertEquals(2, t.pendingSeat());
    }

    @Test
    @DisplayName("[tigris D14] in a red war a temple next to the losing seat's own king stays; only the losing priest protects nothing")
    void theLosersOtherLeadersProtectTemples() {
        // As [tigris E4], but the king on (7,8) is pot's, like the losing priest.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(3, RED, 6, 7).tiles(RED, 5, 7, 5, 6, 7, 7).leader(3, BLACK, 7, 8)
                .tiles(RED, 6, 10, 5, 10, 7, 10).leader(2, RED, 6, 11)
                .hand(2, RED, RED, BLUE, BLUE, GREEN, BLACK).bag(WorkedExamplesTest.cycle(3)).turnOf(0));
        t.play(0, placeTile(BLACK, 6, 9));
        t.play(2, commit(2));
        assertEquals(List.of(new SupportCommitted(3, Role.DEFENDER, RED, 0),
                        new WarResolved(RED, 2, 3, 5, 4, List.of(sq(5, 6), sq(5, 7)), List.of(sq(6, 8), sq(7, 7))),
                        new LeaderWithdrawn(3, RED, sq(6, 7), WithdrawReason.WAR_LOST),
                        new PointsScored(2, RED, 3, ScoreReason.WAR),
                        new WarsEnded(sq(6, 9), List.of())),
                t.play(3, commit(0)));
        assertEquals(Board.index(7, 8), t.state.leaderAt(3, BLACK), "pot's king keeps temples (6,8) and (7,7)");
    }

    @Test
    @DisplayName("[tigris D16] a tile completing two blocks builds one monument, on the block the seat names by its top-left corner")
    void oneMonumentPerPlacement() {
        // Red around the starting temple (9,5): red at (10,6) completes the blocks at (9,5) and at (9,6).
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .tiles(RED, 9, 6, 9, 7, 10, 5, 10, 7)
                .hand(0, RED, BLACK, BLACK, BLUE, GREEN, GREEN).bag(WorkedExamplesTest.cycle(2)).turnOf(0));
        assertEquals(List.of(new TilePlaced(0, RED, sq(10, 6))), t.play(0, placeTile(RED, 10, 6)));
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 5), sq(9, 6)),
                List.of(Monument.BLACK_RED, Monument.RED_BLUE, Monument.RED_GREEN)), t.pending().details());
        assertEquals(true, RULES.legalMoves(t.state, 0).contains(buildMonument(Monument.RED_GREEN, 9, 5)));

        assertEquals(List.of(new MonumentBuilt(0, Monument.RED_BLUE, sq(9, 6),
                        List.of(sq(9, 6), sq(9, 7), sq(10, 6), sq(10, 7)))),
                t.play(0, buildMonument(Monument.RED_BLUE, 9, 6)));
        assertEquals(new TigrisDecision.Action(1), t.pending().details(), "no second monument is offered");
        TigrisView v = t.sees(ziggurat.engine.Viewer.SPECTATOR);
        assertEquals(List.of(new TigrisView.BuiltMonument(Monument.RED_BLUE, sq(9, 6))), v.monuments());
        assertEquals(List.of(sq(9, 5), sq(10, 5)), v.board().stream()
                .filter(b -> b.tile() == RED && !b.faceDown() && b.at().row() >= 9 && b.at().col() <= 7)
                .map(TigrisView.SquareView::at).toList(), "the rest of the first block stays face up");
    }

    @Test
    @DisplayName("[tigris D20] two qualifying kingdoms are handled by their traders' owners clockwise from the active seat")
    void qualifyingKingdomsInTurnFromTheActiveSeat() {
        // No single action we know of brings two kingdoms to qualify at once, so this position breaks the
        // between-actions invariant [tigris §1.5] on purpose: archer's trader (9,4) holds (9,5) and (10,10) through
        // a black row; pot's trader (3,5) holds (2,5) and (0,10) through another. Lion's pass runs the treasure step.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(4)
                .leader(0, GREEN, 9, 4).tiles(BLACK, 9, 6, 9, 7, 9, 8, 9, 9, 9, 10)
                .leader(3, GREEN, 3, 5).tiles(BLACK, 1, 5, 1, 6, 1, 7, 1, 8, 1, 9, 1, 10)
                .turnOf(2));

        assertEquals(List.of(new ActionPassed(2)), t.play(2, pass()));
        assertEquals(3, t.pendingSeat(), "after lion (2) comes pot (3), then archer (0)");
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(0, 10), sq(2, 5))), t.pending().details());
        assertEquals(List.of(new TreasureTaken(3, sq(0, 10), false, 9)), t.play(3, takeTreasure(0, 10)));
        assertEquals(0, t.pendingSeat());
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(9, 5), sq(10, 10))), t.pending().details());
        assertEquals(List.of(new TreasureTaken(0, sq(9, 5), false, 8)), t.play(0, takeTreasure(9, 5)));
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
        assertEquals(2, t.pendingSeat());
    }

    @Test
    @DisplayName("[tigris D22] a refill that empties the bag exactly is fine; the next draw finds none, takes none and ends the game")
    void aBagEmptiedExactlyEndsTheGameOnlyAtTheNextDraw() {
        // [tigris E7] with one tile used: archer's refill takes the bag's last tile.
        TigrisTable t = TigrisTable.given(WorkedExamplesTest.positionE7().bag(GREEN));
        t.play(0, placeTile(RED, 5, 2));
        assertEquals(List.of(new ActionPassed(0), new TilesDrawn(0, DrawReason.REFILL, 1, List.of(GREEN), 0),
                new TurnEnded(0), new TurnStarted(1, 2)), t.play(0, pass()));
        assertEquals(ziggurat.engine.Outcome.RUNNING, RULES.outcome(t.state));

        t.play(1, placeTile(BLACK, 5, 3));
        List<TigrisEvent> end = t.play(1, pass());
        assertEquals(List.of(new ActionPassed(1), new TilesDrawn(1, DrawReason.REFILL, 0, List.of(), 0)), end.subList(0, 2));
        assertEquals(3, end.size(), "no TurnEnded, nobody after bull draws");
        assertEquals(EndReason.BAG_EXHAUSTED, ((GameEnded) end.get(2)).reason());
        assertEquals(5, t.state.handSize(1));
    }

    @Test
    @DisplayName("[tigris D26] a rank is 1 + the seats strictly better: two equal leaders share rank 1 and the win, then comes rank 3")
    void equalResultsShareARank() {
        TigrisPosition p = TigrisPosition.standard(4)
                .points(0, 10, 10, 10, 10).points(1, 9, 9, 9, 9).points(2, 10, 9, 10, 10).treasures(2, 1)
                .points(3, 8, 8, 8, 8).actionsLeft(1).turnOf(0);
        for (int[] g : new int[][] {{1, 1}, {1, 15}, {2, 5}, {4, 13}, {6, 8}, {7, 1}, {8, 14}, {9, 5}}) {
            p.noTreasure(g[0], g[1]);
        }
        TigrisTable t = TigrisTable.given(p);
        List<TigrisEvent> events = t.play(0, pass());
        GameEnded end = (GameEnded) events.get(events.size() - 1);
        assertEquals(EndReason.TREASURES, end.reason());
        assertEquals(List.of(1, 3, 1, 4), end.results().stream().map(r -> r.get("rank")).toList(),
                "archer 10,10,10,10 and lion 10,9,10,10 with a treasure both end at 10,10,10,10");
        assertEquals(List.of(0, 2), end.winners());
    }
}
