package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestMove.*;

/** Rules and Decisions the worked examples do not show on their own. */
class RuleDetailsTest {

    static final int ARCHER = 0, LION = 1, BULL = 2, VASE = 3;
    static final Colour K = Colour.BLACK, G = Colour.GREEN, R = Colour.RED, B = Colour.BLUE;

    @Test
    @DisplayName("[contest D5] a face-up red joining card is a red position for the internal-conflict bonus")
    void faceUpRedJoiningCardGivesTheRedBonus() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER)
                .column(1, "T | k, k, k").gap(1, "r[Lion priest]").column(2, "T | b, b, b"));
        t.play(new PlaceLeader(R, Position.cell(2, 1)));
        assertEquals(new Strengths(0, 1), t.lastOne(ConflictStarted.class).base());
    }

    @Test
    @DisplayName("[contest §2.4] a leader may stand on a face-up joining card, and it protects the card")
    void leaderOnJoiningCard() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T | k, k, k").gap(1, "g").column(2, "T | b, b, b"));
        t.play(new PlaceLeader(B, Position.gap(1)));
        assertEquals(new LeaderPlaced(ARCHER, B, null, Position.gap(1)), t.last.get(0));
        t.refuses(new PlayCatastrophe(Position.gap(1)), "CATASTROPHE_PROTECTED");
    }

    @Test
    @DisplayName("[contest D16, D17] ship points ship by ship in display order, blue first")
    void shipPointsInDisplayOrderBlueFirst() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(VASE)
                .column(2, "T[Vase king] | S(blue-black)").column(5, "T[Vase farmer] | k, S(blue-red), r[Vase priest]")
                .gap(2, "k").column(3, "T | k, k, k").gap(3, "b").column(4, "T | b, b, b").gap(4, "g"));
        t.play(new EndTurn());
        assertEquals(List.of(
                new VictoryCardsGained(VASE, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP),
                new VictoryCardsGained(VASE, List.of(VictoryCard.BLACK), Source.HAND, Reason.SHIP),
                new VictoryCardsGained(VASE, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP),
                new VictoryCardsGained(VASE, List.of(VictoryCard.RED), Source.HAND, Reason.SHIP)),
                t.lastOf(VictoryCardsGained.class));
        assertEquals(VictoryCard.RED, t.state.pileTop(VASE));
    }

    @Test
    @DisplayName("[contest §9.1] the end of a turn reads ship points (paid or missed), then TurnEnded, then the refill")
    void shipPointsComeBeforeTheTurnEnds() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(VASE).hand(VASE, "k k g g r r b")
                .column(4, "T | k, S(blue-black), k").gap(4, "r").column(5, "T[Vase farmer] | S(blue-red)"));
        t.play(new EndTurn());
        assertEquals(List.of(
                new VictoryCardsGained(VASE, List.of(VictoryCard.BLUE), Source.HAND, Reason.SHIP),
                new ScoreMissed(VASE, B, Reason.SHIP),
                new TurnEnded(VASE)), t.last.subList(0, 3));
        assertFalse(t.last.subList(3, t.last.size()).isEmpty(), "the vase refills after the turn has ended");
        assertTrue(t.last.subList(3, t.last.size()).stream().allMatch(e -> e instanceof HandRefilled));
        assertEquals(VASE, t.lastOf(HandRefilled.class).get(0).seat(), "the active seat draws first");
    }

    @Test
    @DisplayName("[contest §8.5] other seats' leaders by a ship score nothing on this turn; the king is no joker for ships")
    void onlyTheActiveSeatScoresShips() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(4, "T[Lion farmer] | S(blue-red), k[Archer king]"));
        t.play(new EndTurn());
        assertTrue(t.lastOf(VictoryCardsGained.class).isEmpty());
        assertTrue(t.lastOf(ScoreMissed.class).isEmpty());
    }

    @Test
    @DisplayName("[contest §6] the king is no joker for the treasure exchange")
    void kingIsNoTrader() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(4, "T | b, k, g[Lion king]").column(5, "T | r, r, b"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals("action", t.pendingKind());
        assertEquals(8, t.state.treasureHeads());
    }

    @Test
    @DisplayName("[contest §6] another seat's trader decides; then the active seat goes on")
    void anotherSeatsTraderTakesTheTreasure() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(4, "T | b, k, g[Bull trader]").column(5, "T | r, r, b"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals("takeTreasure", t.pendingKind());
        assertEquals(BULL, t.pendingSeat());
        t.play(new TakeTreasure(4));
        assertEquals(VictoryCard.TREASURE, t.state.pileTop(BULL));
        assertEquals(LION, t.pendingSeat());
        assertEquals("action", t.pendingKind());
    }

    @Test
    @DisplayName("[contest §6] one treasure per join, even with three in the kingdom")
    void oneTreasurePerJoin() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(LION).column(3, "T | k, k, k").gap(3, "k")
                .column(4, "T | b, k, g[Lion trader]").column(5, "T | r, r, b"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals(List.of(new TakeTreasure(3), new TakeTreasure(4), new TakeTreasure(5), new DeclineTreasure()),
                ContestTable.RULES.legalMoves(t.state, LION));
        t.play(new TakeTreasure(3));
        assertEquals("action", t.pendingKind());
        assertEquals(7, t.state.treasureHeads());
    }

    @Test
    @DisplayName("[contest §8.2] a black run builds only the blue-black ship; [contest D12]: a run made by a catastrophe builds none")
    void shipColoursAndRuns() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(0, "T | k, k, k"));
        t.play(new PlayCard(K, 0));
        assertEquals(List.of(new BuildShip(Ship.BLUE_BLACK), new DeclineShip()), ContestTable.RULES.legalMoves(t.state, ARCHER));
        t.play(new DeclineShip());
        assertEquals(List.of(new ShipDeclined(ARCHER, 0, List.of(1, 2, 3, 4))), t.last);
        assertEquals("T | k, k, k, k", t.column(0));

        ContestTable gap = ContestTable.given(Scenario.seats(4).active(ARCHER).column(0, "T | g, g, r, g, g"));
        gap.play(new PlayCatastrophe(Position.cell(0, 3)));
        assertEquals("T | g, g, g, g", gap.column(0));
        assertEquals("action", gap.pendingKind(), "cards moving up never trigger a ship");
    }

    @Test
    @DisplayName("[contest §7] cards below a removed card move up with their leaders")
    void catastropheShiftsLeadersUp() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(2, "T | k, r, g[Bull trader], b"));
        t.play(new PlayCatastrophe(Position.cell(2, 2)));
        assertEquals("T | k, g[Bull trader], b", t.column(2));
        assertEquals(Position.cell(2, 2), t.state.leaderPosition(BULL, G));
        assertEquals(1, t.state.discard(R));
    }

    @Test
    @DisplayName("[contest §3.2] leaving a kingdom has no effect; arriving starts the conflict")
    void arrivingStartsTheConflict() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T[Archer king] |").column(6, "T[Lion king] | g"));
        t.play(new PlaceLeader(K, Position.cell(6, 1)));
        ConflictStarted c = t.lastOne(ConflictStarted.class);
        assertEquals(ConflictKind.INTERNAL, c.kind());
        assertEquals(R, c.supportColor(), "internal conflicts are always supported with red");
        assertEquals(new LeaderPlaced(ARCHER, K, Position.cell(1, 0), Position.cell(6, 1)), t.last.get(0));
    }

    @Test
    @DisplayName("[contest §5.3] with no open conflict the join only turns its card face up; no one scores for it")
    void quietJoin() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(ARCHER).column(1, "T | k[Archer king], k, k").column(2, "T | b, b, b"));
        t.play(new PlayJoiningCard(K, 1));
        assertEquals(List.of(new JoiningCardPlayed(ARCHER, 1, K), new JoiningCardRevealed(1, K)), t.last);
    }

    @Test
    @DisplayName("[contest D13] the refill starts with the active seat and goes on clockwise")
    void refillFromTheActiveSeatClockwise() {
        // Bull (seat 2) ends its turn; bull, vase and archer are short; the default deck is k g r b repeated.
        ContestTable t = ContestTable.given(Scenario.seats(4).active(BULL)
                .hand(BULL, "k g r b").hand(VASE, "k g r b k g r").hand(ARCHER, "k g r b k g"));
        t.play(new EndTurn());
        assertEquals(List.of(new HandRefilled(BULL, 4, List.of(K, G, R, B)), new HandRefilled(VASE, 1, List.of(K)),
                new HandRefilled(ARCHER, 2, List.of(G, R))), t.lastOf(HandRefilled.class));
        assertEquals(VASE, t.pendingSeat(), "vase, after bull, plays next");
    }
}
