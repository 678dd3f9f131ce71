package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.Table.*;

import java.util.List;

import org.junit.jupiter.api.Test;

import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.WithdrawLeader;

/** Rules the worked examples touch only in passing. */
class RulesTest {

    @Test
    void unitingWithoutAWarScoresNothingAndThenTheTraderCollects() {
        Table t = new Table(TigrisPosition.standard(4)
                .leader(2, GREEN, 2, 6).tile(GREEN, 2, 7)
                .leader(0, BLACK, 0, 11).tiles(GREEN, 1, 10, 1, 9, 2, 9)
                .hand(2, BLACK, BLACK, GREEN, GREEN, RED, RED).turnOf(2).build());
        assertEquals(List.of(new TilePlaced(2, BLACK, sq(2, 8)), new KingdomsUnited(sq(2, 8), List.of()),
                new WarsEnded(sq(2, 8), List.of())), t.play(2, placeTile(BLACK, 2, 8)));
        assertEquals(2, t.pendingSeat());
        assertEquals(new TigrisDecision.TakeTreasure(List.of(sq(0, 10), sq(2, 5))), t.pending().details());
    }

    @Test
    void warAttackerIsTheFirstOwnerClockwiseAfterTheActivePlayer() {
        // As [tigris E4], but the western priest is archer's and pot places the uniting tile: after pot (3) comes archer (0).
        Table t = new Table(TigrisPosition.standard(4)
                .leader(0, RED, 6, 7).tiles(RED, 5, 7, 5, 6, 7, 7).leader(1, BLACK, 7, 8)
                .tiles(RED, 6, 10, 5, 10, 7, 10).leader(2, RED, 6, 11)
                .hand(3, BLACK, BLACK, BLUE, BLUE, GREEN, GREEN).turnOf(3).build());
        assertEquals(List.of(new TilePlaced(3, BLACK, sq(6, 9)), new KingdomsUnited(sq(6, 9), List.of(RED)),
                        new WarStarted(RED, new Side(0, sq(6, 7), 4), new Side(2, sq(6, 11), 3))),
                t.play(3, placeTile(BLACK, 6, 9)));
        assertEquals(0, t.pendingSeat());
    }

    @Test
    void monumentPointsForEveryMatchingLeaderInTheMonumentsKingdom() {
        Table t = new Table(TigrisPosition.standard(4)
                .tiles(RED, 9, 0, 9, 1, 10, 0, 10, 1).monument(Monument.BLACK_RED, 9, 0)
                .tiles(BLACK, 9, 2, 9, 3, 10, 2, 10, 3).monument(Monument.BLACK_BLUE, 9, 2)
                .tile(RED, 8, 1).leader(0, BLACK, 8, 0).leader(0, RED, 8, 2)
                .turnOf(0).build());
        t.play(0, pass());
        assertEquals(List.of(new ActionPassed(0),
                        new PointsScored(0, BLACK, 1, ScoreReason.MONUMENT),
                        new PointsScored(0, RED, 1, ScoreReason.MONUMENT),
                        new PointsScored(0, BLACK, 1, ScoreReason.MONUMENT),
                        new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, pass()));
    }

    @Test
    void aSwapDrawsAtOnceAndLeavesTheSecondAction() {
        Table t = new Table(TigrisPosition.standard(2)
                .hand(0, BLACK, RED, BLUE, BLUE, GREEN, GREEN).bag(RED, RED, BLACK).turnOf(0).build());
        assertEquals(List.of(new TilesDiscarded(0, 2, List.of(GREEN, BLUE)),
                        new TilesDrawn(0, DrawReason.SWAP, 2, List.of(RED, RED), 1)),
                t.play(0, swap(GREEN, BLUE)));
        assertEquals(new TigrisDecision.Action(1), t.pending().details());
        assertEquals(List.of(BLACK, RED, RED, RED, BLUE, GREEN), t.state.handList(0));
    }

    @Test
    void withdrawingALeaderIsAnActionAndTheLeaderMayComeBack() {
        Table t = new Table(TigrisPosition.standard(2).leader(0, BLACK, 3, 5).turnOf(0).build());
        assertEquals(List.of(new LeaderWithdrawn(0, BLACK, sq(3, 5), WithdrawReason.ACTION)),
                t.play(0, new WithdrawLeader(BLACK)));
        assertEquals(List.of(new LeaderPlaced(0, BLACK, sq(1, 5), null), new TurnEnded(0), new TurnStarted(1, 2)),
                t.play(0, placeLeader(BLACK, 1, 5)));
    }

    @Test
    void aCatastropheOnAnEmptySquareDestroysNothing() {
        Table t = new Table(TigrisPosition.standard(2).turnOf(0).build());
        assertEquals(List.of(new CatastrophePlaced(0, sq(0, 4), null, 1)), t.play(0, placeCatastrophe(0, 4)));
        t.refused(0, placeLeader(RED, 0, 4), "SQUARE_NOT_EMPTY");
    }

    @Test
    void aMovedLeaderIsJudgedWithoutItselfD8() {
        // The archer priest on (4,5) is the only link between the bull king's temples and the lion farmer's.
        Table t = new Table(TigrisPosition.standard(4)
                .leader(1, BLACK, 4, 3).tiles(RED, 4, 4, 5, 4).leader(0, RED, 4, 5).tiles(RED, 4, 6, 5, 6)
                .leader(2, BLUE, 4, 7).turnOf(0).build());
        // Lifted, it leaves two kingdoms, and (5,5) touches both.
        t.refused(0, placeLeader(RED, 5, 5), "LEADER_JOINS_KINGDOMS");
        t.refused(0, placeLeader(RED, 4, 5), "LEADER_ALREADY_THERE");
        List<TigrisMove> legal = RULES.legalMoves(t.state, 0);
        assertEquals(false, legal.contains(placeLeader(RED, 5, 5)));
        // The archer king, not yet on the board, joins the one kingdom there and revolts against the bull king.
        assertEquals(true, legal.contains(placeLeader(BLACK, 5, 5)));
        assertEquals(List.of(new LeaderPlaced(0, BLACK, sq(5, 5), null),
                        new RevoltStarted(BLACK, new Side(0, sq(5, 5), 2), new Side(1, sq(4, 3), 1))),
                t.play(0, placeLeader(BLACK, 5, 5)));
    }
}
