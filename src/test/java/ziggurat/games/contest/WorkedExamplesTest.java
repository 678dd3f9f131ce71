package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Outcome;
import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestMove.*;

/** The worked examples of [contest §12], one test each: given a table, these moves, these events and this table. */
class WorkedExamplesTest {

    static final int ARCHER = 0, LION = 1, BULL = 2, VASE = 3;
    static final Colour K = Colour.BLACK, G = Colour.GREEN, R = Colour.RED, B = Colour.BLUE;

    static Position at(int col, int row) {
        return Position.cell(col, row);
    }

    static VictoryCardsGained gained(int seat, List<VictoryCard> entries, Source source, Reason reason) {
        return new VictoryCardsGained(seat, entries, source, reason);
    }

    @Test
    @DisplayName("[contest §12.1, D7] 12.1 Trader scoring")
    void traderScoring() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(3, "T | r").hand(LION, "g g r r b b k k"));

        t.play(new PlaceLeader(G, at(3, 1)));
        assertEquals(List.of(new LeaderPlaced(LION, G, null, at(3, 1))), t.last, "no conflict");

        t.play(new PlayCard(G, 3));
        assertEquals(new CardPlayed(LION, G, 3, 2), t.last.get(0));
        assertEquals(gained(LION, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
        assertEquals("T | r[Lion trader], g", t.column(3));
        assertEquals(1, t.state.pileSize(LION));
        assertEquals(VictoryCard.GREEN, t.state.pileTop(LION));
        // Lion's hand was r r b b k k (6); at the end of the turn the lion draws 2.
        assertEquals(new TurnEnded(LION), t.last.get(2));
        assertEquals(2, t.lastOne(HandRefilled.class).count());
        assertEquals(LION, t.lastOne(HandRefilled.class).seat());
        assertEquals(8, t.state.handSize(LION));
    }

    @Test
    @DisplayName("12.2 King as joker")
    void kingAsJoker() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(5, "T | k[Lion king], b, r").hand(LION, "g g g g r r b k"));
        t.play(new PlayCard(G, 5));
        assertEquals(gained(LION, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
        t.play(new PlayCard(G, 5));
        assertEquals(gained(LION, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
        assertEquals("T | k[Lion king], b, r, g, g", t.column(5));
        assertEquals(2, t.state.pileCount(LION, VictoryCard.GREEN));
        assertEquals(4, t.lastOne(HandRefilled.class).count(), "hand r r b k before the refill");
    }

    @Test
    @DisplayName("12.2 variant: only three greens")
    void kingAsJokerRunsOutOfGreen() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(5, "T | k[Lion king], b, r").hand(LION, "g g g r r b k k"));
        t.play(new PlayCard(G, 5));
        assertEquals(gained(LION, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
        t.play(new PlayCard(G, 5));
        assertEquals(new ScoreMissed(LION, G, Reason.CARD), t.last.get(1));
        assertEquals(1, t.state.pileSize(LION));
    }

    @Test
    @DisplayName("12.2 variant: the bull's farmer outranks the lion's king for blue")
    void farmerBeforeKing() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(5, "T | k[Lion king], b[Bull farmer], r"));
        t.play(new PlayCard(B, 5));
        assertEquals(gained(BULL, List.of(VictoryCard.BLUE), Source.HAND, Reason.CARD), t.last.get(1));
        assertEquals(0, t.state.pileSize(LION));
    }

    @Test
    @DisplayName("12.3 Treasure taken with a red card")
    void treasureTakenWithRedCard() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION)
                .column(4, "T | b, k, g[Lion trader]").column(5, "T | r, r, b").hand(LION, "k k g r r b b g"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals(List.of(new JoiningCardPlayed(LION, 4, K), new JoiningCardRevealed(4, K)), t.last,
                "no conflicts, no scoring for the join");
        assertEquals(List.of(List.of(0), List.of(1), List.of(2), List.of(3), List.of(4, 5), List.of(6), List.of(7)), t.kingdoms());
        assertEquals("takeTreasure", t.pendingKind());
        assertEquals(LION, t.pendingSeat());
        assertEquals(List.of(new TakeTreasure(4), new TakeTreasure(5), new DeclineTreasure()),
                ContestTable.RULES.legalMoves(t.state, LION));

        t.play(new TakeTreasure(5));
        assertEquals(List.of(new TreasureTaken(LION, 5),
                gained(LION, List.of(VictoryCard.TREASURE), Source.TREASURE, Reason.TREASURE)), t.last);
        assertEquals("R | r, r, b", t.column(5));
        assertEquals(VictoryCard.TREASURE, t.state.pileTop(LION));
        assertEquals(1, t.state.hand(LION, R));
        assertEquals(7, t.state.treasureHeads());
        assertEquals("action", t.pendingKind());
        assertEquals(1, t.state.actionsTaken(), "one action left");
    }

    @Test
    @DisplayName("[contest §12.3, D11] 12.3 variant: no red card, the decision is still offered")
    void treasureOfferedWithoutRedCard() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION)
                .column(4, "T | b, k, g[Lion trader]").column(5, "T | r, r, b").hand(LION, "k k g g b b g b"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals("takeTreasure", t.pendingKind());
        assertEquals(List.of(new DeclineTreasure()), ContestTable.RULES.legalMoves(t.state, LION));
        t.refuses(new TakeTreasure(5), "NO_RED_CARD");
        t.play(new DeclineTreasure());
        assertEquals(List.of(new TreasureDeclined(LION)), t.last);
        assertEquals(8, t.state.treasureHeads());
    }

    static Scenario catastropheTable() {
        return Scenario.seats(4).active(BULL)
                .column(2, "T | k[Archer king], r, g").gap(2, "b").column(3, "T | g, r, b, b");
    }

    @Test
    @DisplayName("12.4 Catastrophe splits a kingdom")
    void catastropheSplitsKingdom() {
        ContestTable t = ContestTable.given(catastropheTable());
        assertEquals(List.of(2, 3), t.kingdoms().get(2));

        t.play(new PlayCatastrophe(Position.gap(2)));
        assertEquals(List.of(new CatastrophePlayed(BULL, Position.gap(2), B)), t.last);
        assertEquals(1, t.state.discard(B));
        assertEquals(1, t.state.catastrophesDiscarded());
        assertFalse(t.state.gapFilled(2));
        assertEquals(List.of(2), t.kingdoms().get(2));
        assertEquals(List.of(3), t.kingdoms().get(3));
        assertTrue(t.state.catastropheUsed(BULL));

        t.play(new PlayCard(G, 3));
        assertTrue(t.lastOf(VictoryCardsGained.class).isEmpty(), "kingdom {3} has no leader: no one scores");
        assertTrue(t.lastOf(ScoreMissed.class).isEmpty());
    }

    @Test
    @DisplayName("12.4 before the split the archer's king would have scored")
    void beforeTheSplitTheKingScores() {
        ContestTable t = ContestTable.given(catastropheTable());
        t.play(new PlayCard(G, 3));
        assertEquals(gained(ARCHER, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
    }

    @Test
    @DisplayName("[contest §12.4] refusals in the example's setup")
    void catastropheRefusals() {
        ContestTable guarded = ContestTable.given(catastropheTable().gap(2, "b[Archer farmer]"));
        guarded.refuses(new PlayCatastrophe(Position.gap(2)), "CATASTROPHE_PROTECTED");
        ContestTable t = ContestTable.given(catastropheTable());
        t.refuses(new PlayCatastrophe(at(2, 0)), "CATASTROPHE_PROTECTED");
        t.play(new PlayCatastrophe(at(3, 1)));
        t.refuses(new PlayCatastrophe(at(3, 1)), "CATASTROPHE_USED");
    }

    static Scenario archerAgainstLion() {
        return Scenario.seats(4).active(ARCHER).column(5, "T | r[Lion trader], b, k")
                .hand(ARCHER, "r r r r g b b k").hand(LION, "r k k g g b b b");
    }

    @Test
    @DisplayName("12.5 Internal conflict: archer vs lion, 3-1")
    void internalConflictThreeToOne() {
        ContestTable t = ContestTable.given(archerAgainstLion());
        t.play(new PlaceLeader(G, at(5, 2)));
        assertEquals(new ConflictStarted(ConflictKind.INTERNAL, G, R, ARCHER, LION, new Strengths(0, 1)), t.last.get(1));
        assertEquals(ARCHER, t.pendingSeat());

        t.play(new CommitSupport(3));
        assertEquals(LION, t.pendingSeat());
        t.play(new CommitSupport(0));
        assertEquals(List.of(
                new SupportCommitted(LION, 0),
                new ConflictResolved(ARCHER, LION, new Strengths(3, 1), Source.COMMITTED, 2),
                gained(ARCHER, List.of(VictoryCard.RED), Source.COMMITTED, Reason.CONFLICT_REWARD),
                new LeaderReturned(LION, G, at(5, 1), ReturnReason.CONFLICT)), t.last);
        assertEquals(2, t.state.discard(R));
        assertNull(t.state.leaderPosition(LION, G));
        assertEquals("T | r, b[Archer trader], k", t.column(5));
        assertEquals("k g r b b", t.hand(ARCHER));
        assertEquals("action", t.pendingKind());
        assertEquals(ARCHER, t.pendingSeat());
    }

    @Test
    @DisplayName("12.5 variant: lion commits its red, 3-2")
    void internalConflictThreeToTwo() {
        ContestTable t = ContestTable.given(archerAgainstLion());
        t.play(new PlaceLeader(G, at(5, 2)));
        t.play(new CommitSupport(3));
        t.play(new CommitSupport(1));
        assertEquals(new ConflictResolved(ARCHER, LION, new Strengths(3, 2), Source.COMMITTED, 3), t.last.get(1));
        assertEquals(1, t.state.pileCount(ARCHER, VictoryCard.RED));
        assertEquals(3, t.state.discard(R));
    }

    static Scenario vaseJoins() {
        return Scenario.seats(4).active(VASE)
                .column(0, "T | r, k, g, b, k").gap(0, "g")
                .column(1, "R | r[Archer priest], g, k[Lion trader]")
                .column(2, "T | g, r[Vase priest], b[Bull trader]")
                .hand(LION, "g g k k r r b b").hand(BULL, "g g g g k r b b").hand(VASE, "b r k k g g r b");
    }

    @Test
    @DisplayName("[contest §12.6, D5, D10] 12.6 External conflict: vase joins kingdoms 1 and 2")
    void externalConflictVaseJoins() {
        ContestTable t = ContestTable.given(vaseJoins());
        assertEquals(List.of(0, 1), t.kingdoms().get(0));

        t.play(new PlayJoiningCard(B, 1));
        assertEquals(List.of(new JoiningCardPlayed(VASE, 1, B)), t.last);
        assertEquals("chooseConflict", t.pendingKind());
        assertEquals(List.of(new ChooseConflict(G), new ChooseConflict(R)), ContestTable.RULES.legalMoves(t.state, VASE));

        t.play(new ChooseConflict(G));
        assertEquals(List.of(new ConflictChosen(G),
                new ConflictStarted(ConflictKind.EXTERNAL, G, G, LION, BULL, new Strengths(3, 1))), t.last);

        t.play(new CommitSupport(2));
        t.play(new CommitSupport(4));
        assertEquals(List.of(
                new SupportCommitted(BULL, 4),
                new ConflictResolved(BULL, LION, new Strengths(5, 5), Source.COMMITTED, 5),
                gained(BULL, List.of(VictoryCard.GREEN), Source.COMMITTED, Reason.CONFLICT_REWARD),
                new LeaderReturned(LION, G, at(1, 3), ReturnReason.CONFLICT),
                new CardsTransferred(List.of(at(0, 3), Position.gap(0), at(1, 2)), G, BULL),
                gained(BULL, List.of(VictoryCard.GREEN, VictoryCard.GREEN, VictoryCard.GREEN), Source.DISPLAY,
                        Reason.CONFLICT_TRANSFER),
                // the red conflict is now the only one: resolved at once, vase involved so vase attacks
                new ConflictStarted(ConflictKind.EXTERNAL, R, R, VASE, ARCHER, new Strengths(2, 2))), t.last);
        assertEquals(4, t.state.pileSize(BULL));
        assertEquals(VictoryCard.GREEN, t.state.pileTop(BULL));
        assertEquals("T | r, k, b, k", t.column(0));
        assertEquals("R | r[Archer priest], k", t.column(1));
        assertEquals(List.of(List.of(0), List.of(1, 2)), t.kingdoms().subList(0, 2));

        t.play(new CommitSupport(1));
        t.play(new CommitSupport(0));
        assertEquals(List.of(
                new SupportCommitted(ARCHER, 0),
                new ConflictResolved(VASE, ARCHER, new Strengths(3, 2), Source.COMMITTED, 0),
                gained(VASE, List.of(VictoryCard.RED), Source.COMMITTED, Reason.CONFLICT_REWARD),
                new LeaderReturned(ARCHER, R, at(1, 1), ReturnReason.CONFLICT),
                new CardsTransferred(List.of(at(1, 1)), R, VASE),
                gained(VASE, List.of(VictoryCard.RED), Source.DISPLAY, Reason.CONFLICT_TRANSFER),
                new JoiningCardRevealed(1, B)), t.last, "no treasure exchange: c1's head is a red card");

        assertEquals("T | r, k, b, k", t.column(0));
        assertFalse(t.state.gapFilled(0));
        assertEquals("R | k", t.column(1));
        assertEquals(B, t.state.gapColour(1));
        assertEquals("T | g, r[Vase priest], b[Bull trader]", t.column(2));
        assertEquals(4, t.state.pileCount(BULL, VictoryCard.GREEN));
        assertEquals(2, t.state.pileCount(VASE, VictoryCard.RED));
        assertEquals(5, t.state.discard(G));
        assertEquals("action", t.pendingKind());
        assertEquals(VASE, t.pendingSeat());
        assertEquals(1, t.state.actionsTaken());
    }

    @Test
    @DisplayName("12.6 variant 6b: the red conflict disappears after the split")
    void externalConflictRedDisappears() {
        ContestTable t = ContestTable.given(vaseJoins()
                .column(0, "T | r[Archer priest], k, g, b, k")
                .column(1, "R | r, g, k[Lion trader]"));
        t.play(new PlayJoiningCard(B, 1));
        assertEquals("chooseConflict", t.pendingKind());
        t.play(new ChooseConflict(G));
        assertEquals(new Strengths(3, 1), t.lastOne(ConflictStarted.class).base());
        t.play(new CommitSupport(2));
        t.play(new CommitSupport(4));
        assertTrue(t.lastOf(ConflictStarted.class).isEmpty());
        assertEquals(new JoiningCardRevealed(1, B), t.last.get(t.last.size() - 1));
        assertEquals("T | r[Archer priest], k, b, k", t.column(0));
        assertEquals("R | r, k", t.column(1));
    }

    static Scenario bullShip() {
        return Scenario.seats(4).active(BULL).column(6, "T | k[Bull king], b, b, b").hand(BULL, "b b k k g g r r");
    }

    @Test
    @DisplayName("12.7 Bull builds a blue ship")
    void bullBuildsBlueShip() {
        ContestTable t = ContestTable.given(bullShip());
        t.play(new PlayCard(B, 6));
        assertEquals(List.of(new CardPlayed(BULL, B, 6, 5),
                gained(BULL, List.of(VictoryCard.BLUE), Source.HAND, Reason.CARD)), t.last);
        assertEquals("buildShip", t.pendingKind());
        assertEquals(List.of(new BuildShip(Ship.BLUE_BLACK), new BuildShip(Ship.BLUE_RED),
                new BuildShip(Ship.BLUE_GREEN), new DeclineShip()), ContestTable.RULES.legalMoves(t.state, BULL));

        t.play(new BuildShip(Ship.BLUE_BLACK));
        assertEquals(List.of(new ShipBuilt(BULL, Ship.BLUE_BLACK, 6, List.of(2, 3, 4, 5))), t.last);
        assertEquals(4, t.state.discard(B));
        assertEquals("T | k[Bull king], S(blue-black)", t.column(6));
        assertEquals(2, t.state.size(6));
        assertEquals(List.of(Ship.BLUE_RED, Ship.BLUE_GREEN), t.state.shipsAvailable());

        t.play(new EndTurn());
        assertEquals(List.of(gained(BULL, List.of(VictoryCard.BLACK), Source.HAND, Reason.SHIP), new TurnEnded(BULL)),
                t.last.subList(0, 2), "ship points belong to the turn: scored before it ends [contest §9.1]");
        assertEquals(1, t.lastOf(VictoryCardsGained.class).size(), "no bull farmer: no blue point");
        assertTrue(t.lastOf(ScoreMissed.class).isEmpty());

        // The vase's turn, then the lion... the rulebook's follow-up is on the lion's turn: skip round to it.
        t.play(new EndTurn()); // vase
        t.play(new EndTurn()); // archer
        assertEquals(LION, t.pendingSeat());
        t.refuses(new PlaceLeader(B, at(6, 2)), "LEADER_ON_SHIP");
        t.play(new PlaceLeader(B, at(6, 0)));
        assertEquals(1, t.last.size(), "no conflict");
        t.play(new EndTurn());
        assertEquals(List.of(gained(LION, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP)),
                t.lastOf(VictoryCardsGained.class), "the lion scores; the bull does not");
        t.play(new EndTurn()); // bull
        assertEquals(List.of(gained(BULL, List.of(VictoryCard.BLACK), Source.HAND, Reason.SHIP)),
                t.lastOf(VictoryCardsGained.class));
    }

    @Test
    @DisplayName("12.8 Final ranking")
    void finalRanking() {
        ContestState s = Scenario.seats(4)
                .pileCounts(ARCHER, 5, 5, 7, 6, 0)
                .pileCounts(LION, 6, 6, 4, 6, 0)
                .pileCounts(BULL, 6, 4, 9, 5, 0)
                .pileCounts(VASE, 3, 9, 7, 8, 0).build();
        FinalScoring.Result r = FinalScoring.score(s);
        assertEquals(List.of(5, 5, 6, 7), r.scores().get(ARCHER).vector());
        assertEquals(List.of(4, 6, 6, 6), r.scores().get(LION).vector());
        assertEquals(List.of(4, 5, 6, 9), r.scores().get(BULL).vector());
        assertEquals(List.of(3, 7, 8, 9), r.scores().get(VASE).vector());
        assertEquals(List.of(1, 2, 3, 4), r.scores().stream().map(FinalScore::place).toList());
        assertEquals(List.of(ARCHER), r.winners());
    }

    @Test
    @DisplayName("[contest §12.8, D14] 12.8 joker case")
    void jokersGoToTheWeakestColour() {
        ContestState s = Scenario.seats(2).pileCounts(0, 5, 4, 6, 3, 2).pileCounts(1, 4, 4, 4, 4, 0).build();
        FinalScore score = FinalScoring.score(s).scores().get(0);
        assertEquals(2, score.jokers());
        assertEquals(Map.of(K, 0, G, 1, R, 0, B, 1), score.jokersTo());
        assertEquals(List.of(4, 5, 5, 6), score.vector());
    }

    @Test
    @DisplayName("12.8 shared win")
    void sharedWin() {
        ContestState s = Scenario.seats(3).pileCounts(0, 5, 5, 5, 5, 0).pileCounts(1, 5, 6, 5, 5, 0)
                .pileCounts(2, 6, 5, 5, 5, 0).build();
        FinalScoring.Result r = FinalScoring.score(s);
        assertEquals(List.of(1, 2), r.winners());
        assertEquals(List.of(3, 1, 1), r.scores().stream().map(FinalScore::place).toList());
    }

    // ---------------------------------------------------------------- 12.9 edge cases

    @Test
    @DisplayName("[contest E1] Column full")
    void e1ColumnFull() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(7, "T | k, g, r, b, k, g, r, b"));
        t.refuses(new PlayCard(K, 7), "COLUMN_FULL");
        t.play(new PlayCatastrophe(at(7, 3)));
        t.play(new PlayCard(K, 7));
        assertEquals(new CardPlayed(ARCHER, K, 7, 8), t.last.get(0));
    }

    @Test
    @DisplayName("[contest E2] Join with too few cards")
    void e2JoinWithTooFewCards() {
        Scenario base = Scenario.seats(4).active(ARCHER).column(2, "T | k, g, b, k, g, b").gap(2, "r")
                .column(3, "T | r, r").column(4, "T | b, b, b, b");
        ContestTable.given(base).refuses(new PlayJoiningCard(K, 3), "JOIN_TOO_FEW_CARDS");
        ContestTable t = ContestTable.given(base.column(3, "T | r, r, g"));
        t.play(new PlayJoiningCard(K, 3));
        assertEquals(List.of(2, 3, 4), t.kingdoms().get(2));
    }

    @Test
    @DisplayName("[contest E3] Catastrophe on a joining card")
    void e3CatastropheOnJoiningCard() {
        ContestTable kingOnGap = ContestTable.given(catastropheTable().gap(2, "b[Archer king]").column(2, "T | k, r, g"));
        kingOnGap.refuses(new PlayCatastrophe(Position.gap(2)), "CATASTROPHE_PROTECTED");
        ContestTable ship = ContestTable.given(Scenario.seats(4).active(BULL).column(4, "T | k, S(blue-red)"));
        ship.refuses(new PlayCatastrophe(at(4, 2)), "CATASTROPHE_PROTECTED");
    }

    static Scenario archerCompletesGreenRun() {
        return Scenario.seats(4).active(ARCHER).column(6, "T | k, g[Lion trader], g, g").hand(LION, "g k k r r b b b");
    }

    @Test
    @DisplayName("[contest E4] Ship with a leader on it")
    void e4ShipWithLeaderOnIt() {
        ContestTable t = ContestTable.given(archerCompletesGreenRun());
        t.play(new PlayCard(G, 6));
        assertEquals(gained(LION, List.of(VictoryCard.GREEN), Source.HAND, Reason.CARD), t.last.get(1));
        assertEquals("buildShip", t.pendingKind());
        assertEquals(ARCHER, t.pendingSeat());
        assertEquals(List.of(new BuildShip(Ship.BLUE_GREEN), new DeclineShip()), ContestTable.RULES.legalMoves(t.state, ARCHER));
        t.refuses(new BuildShip(Ship.BLUE_RED), "SHIP_NOT_ALLOWED");
        t.play(new BuildShip(Ship.BLUE_GREEN));
        assertEquals(List.of(new LeaderReturned(LION, G, at(6, 2), ReturnReason.SHIP),
                new ShipBuilt(ARCHER, Ship.BLUE_GREEN, 6, List.of(2, 3, 4, 5))), t.last);
        assertEquals("T | k, S(blue-green)", t.column(6));
        assertNull(t.state.leaderPosition(LION, G));
    }

    @Test
    @DisplayName("[contest E4] variant: the blue-green ship is already built")
    void e4ShipAlreadyBuilt() {
        ContestTable t = ContestTable.given(archerCompletesGreenRun().shipBuilt(Ship.BLUE_GREEN));
        t.play(new PlayCard(G, 6));
        assertEquals("action", t.pendingKind());
        assertEquals("T | k, g[Lion trader], g, g, g", t.column(6));
    }

    @Test
    @DisplayName("[contest E5] Internal conflict, nobody commits")
    void e5NobodyCommits() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T[Bull priest] | b").column(4, "T[Archer priest] |"));
        t.play(new PlaceLeader(R, at(1, 1)));
        assertEquals(new Strengths(0, 1), t.lastOne(ConflictStarted.class).base());
        t.play(new CommitSupport(0));
        t.play(new CommitSupport(0));
        assertEquals(new ConflictResolved(BULL, ARCHER, new Strengths(0, 1), Source.HAND, 0), t.last.get(1));
        assertEquals(gained(BULL, List.of(VictoryCard.RED), Source.HAND, Reason.CONFLICT_REWARD), t.last.get(2));
        assertEquals(new LeaderReturned(ARCHER, R, at(1, 1), ReturnReason.CONFLICT), t.last.get(3));
        assertNull(t.state.leaderPosition(ARCHER, R), "back to the supply, not to column 4");
    }

    @Test
    @DisplayName("[contest E5, D7, D8] variant: the winner holds no red card")
    void e5WinnerHoldsNoRed() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T[Bull priest] | b").hand(BULL, "k k g g b b b b"));
        t.play(new PlaceLeader(R, at(1, 1)));
        t.play(new CommitSupport(0));
        t.play(new CommitSupport(0));
        assertEquals(new ScoreMissed(BULL, R, Reason.CONFLICT_REWARD), t.last.get(2));
    }

    @Test
    @DisplayName("[contest E6] Tie at 0-0")
    void e6TieGoesToDefender() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T | b[Bull priest], g"));
        t.play(new PlaceLeader(R, at(1, 2)));
        assertEquals(new Strengths(0, 0), t.lastOne(ConflictStarted.class).base());
        t.play(new CommitSupport(0));
        t.play(new CommitSupport(0));
        assertEquals(BULL, t.lastOne(ConflictResolved.class).winner());
    }

    @Test
    @DisplayName("[contest E7] Loser's leader on a card of the conflict colour [contest D9]")
    void e7LoserLeaderCardIsTransferred() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER)
                .column(1, "T | k, g[Lion trader], b").column(2, "T | g[Bull trader], k, k"));
        t.play(new PlayJoiningCard(R, 1));
        assertEquals(new ConflictStarted(ConflictKind.EXTERNAL, G, G, LION, BULL, new Strengths(1, 1)), t.last.get(1));
        t.play(new CommitSupport(0));
        t.play(new CommitSupport(0));
        int returned = t.last.indexOf(new LeaderReturned(LION, G, at(1, 2), ReturnReason.CONFLICT));
        int transferred = t.last.indexOf(new CardsTransferred(List.of(at(1, 2)), G, BULL));
        assertTrue(returned >= 0 && transferred > returned, "the trader leaves first, then its card is transferred");
        assertEquals("T | k, b", t.column(1));
    }

    @Test
    @DisplayName("[contest E8] Active seat involved, 2 seats")
    void e8ActiveSeatAttacks() {
        ContestTable t = ContestTable.given(Scenario.seats(2).active(1)
                .column(3, "T | g[Archer trader], k, k").column(4, "T | g[Lion trader], b, b"));
        t.play(new PlayJoiningCard(R, 3));
        ConflictStarted c = t.lastOne(ConflictStarted.class);
        assertEquals(1, c.attacker());
        assertEquals(0, c.defender());
    }

    @Test
    @DisplayName("[contest E9, D6, D13] Last treasure")
    void e9LastTreasure() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION)
                .column(0, "R |").column(1, "R |").column(2, "R |").column(3, "R |").column(6, "R |").column(7, "R |")
                .column(4, "T | b, k, g[Lion trader]").column(5, "T | r, S(blue-red), b[Lion farmer]"));
        t.play(new PlayJoiningCard(K, 4));
        t.play(new TakeTreasure(5));
        assertEquals(1, t.state.treasureHeads());
        assertEquals("action", t.pendingKind(), "the turn continues");
        assertFalse(t.state.over());
        t.play(new EndTurn());
        assertEquals(List.of(gained(LION, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP),
                new TurnEnded(LION)), t.last.subList(0, 2));
        assertEquals(EndReason.LAST_TREASURE, t.lastOne(GameEnded.class).reason());
        assertTrue(t.lastOf(HandRefilled.class).isEmpty());
        assertTrue(ContestTable.RULES.outcome(t.state) instanceof Outcome.Finished f && f.reason().equals("lastTreasure"));
    }

    @Test
    @DisplayName("[contest E10, D6, D13] Deck exhausted")
    void e10DeckExhausted() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(0).deck("k g r b k").hand(0, "k g r b").hand(1, "k g r b k g"));
        t.play(new EndTurn());
        assertEquals(EndReason.DECK_EXHAUSTED, t.lastOne(GameEnded.class).reason());
        assertTrue(t.lastOf(HandRefilled.class).isEmpty(), "nobody draws");
        assertEquals(5, t.state.deckCount());
    }

    @Test
    @DisplayName("[contest E10] variant: a shortfall of exactly the deck refills everyone")
    void e10ExactShortfall() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(0).deck("k g r b k").hand(0, "k g r b").hand(1, "k g r b k g r"));
        t.play(new EndTurn());
        assertEquals(List.of(new TurnEnded(0), new HandRefilled(0, 4, List.of(K, G, R, B)),
                new HandRefilled(1, 1, List.of(K))), t.last);
        assertEquals(0, t.state.deckCount());
        assertFalse(t.state.over());
        assertEquals(1, t.pendingSeat());
    }

    @Test
    @DisplayName("[contest E11] Leader moves")
    void e11LeaderMoves() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(3, "T | r[Lion trader], g, k[Bull king]"));
        t.play(new PlaceLeader(G, at(3, 2)));
        assertEquals(List.of(new LeaderPlaced(LION, G, at(3, 1), at(3, 2))), t.last, "same kingdom, no conflict");
        t.refuses(new PlaceLeader(G, at(3, 2)), "LEADER_ALREADY_THERE");
        t.refuses(new PlaceLeader(G, at(3, 3)), "POSITION_TAKEN");
    }

    @Test
    @DisplayName("[contest E12] Two ships, one farmer")
    void e12TwoShipsOneFarmer() {
        Scenario table = Scenario.seats(4).active(VASE)
                .column(4, "T | k, S(blue-black), k").gap(4, "r").column(5, "T[Vase farmer] | S(blue-red)");
        ContestTable t = ContestTable.given(table);
        t.play(new EndTurn());
        assertEquals(List.of(gained(VASE, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP),
                gained(VASE, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP)), t.lastOf(VictoryCardsGained.class));

        ContestTable poor = ContestTable.given(table.hand(VASE, "k k g g r r b"));
        poor.play(new EndTurn());
        assertEquals(1, poor.lastOf(VictoryCardsGained.class).size());
        assertEquals(List.of(new ScoreMissed(VASE, B, Reason.SHIP)), poor.lastOf(ScoreMissed.class));
    }

    @Test
    @DisplayName("[contest E13, D7] Reward from the hand")
    void e13RewardFromHand() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER)
                .column(2, "T | k, k[Archer king], r").column(3, "T | k[Lion king], k, b"));
        t.play(new PlayJoiningCard(G, 2));
        assertEquals(new ConflictStarted(ConflictKind.EXTERNAL, K, K, ARCHER, LION, new Strengths(2, 2)), t.last.get(1));
        t.play(new CommitSupport(0));
        t.play(new CommitSupport(0));
        assertEquals(List.of(
                new SupportCommitted(LION, 0),
                new ConflictResolved(LION, ARCHER, new Strengths(2, 2), Source.HAND, 0),
                gained(LION, List.of(VictoryCard.BLACK), Source.HAND, Reason.CONFLICT_REWARD),
                new LeaderReturned(ARCHER, K, at(2, 2), ReturnReason.CONFLICT),
                new CardsTransferred(List.of(at(2, 1), at(2, 2)), K, LION),
                gained(LION, List.of(VictoryCard.BLACK, VictoryCard.BLACK), Source.DISPLAY, Reason.CONFLICT_TRANSFER),
                new JoiningCardRevealed(2, G)), t.last);
        assertEquals("T | r", t.column(2));
    }
}
