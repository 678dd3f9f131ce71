package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestMove.*;

/** Every refusal code of [contest §10.3], the order the checks run in, setup errors and malformed moves. */
class RefusalsTest {

    static final Colour K = Colour.BLACK, G = Colour.GREEN, R = Colour.RED, B = Colour.BLUE;

    static ContestTable quiet() {
        return ContestTable.given(Scenario.seats(4).active(0).column(2, "T | k, g, r").column(3, "T | b, b, b")
                .column(4, "T | k[Lion king], S(blue-red)").hand(0, "k k g g b b b b"));
    }

    @Test
    @DisplayName("UNEXPECTED_MOVE: the move does not answer the pending decision")
    void unexpectedMove() {
        ContestTable t = quiet();
        t.refuses(new CommitSupport(0), "UNEXPECTED_MOVE");
        t.refuses(new DeclineShip(), "UNEXPECTED_MOVE");
        t.refuses(new TakeTreasure(3), "UNEXPECTED_MOVE");
        t.refuses(new ChooseConflict(G), "UNEXPECTED_MOVE");
        ContestTable conflict = ContestTable.given(Scenario.seats(4).active(0).column(1, "T[Bull priest] | b"));
        conflict.play(new PlaceLeader(R, Position.cell(1, 1)));
        conflict.refuses(new EndTurn(), "UNEXPECTED_MOVE");
        conflict.refuses(new PlayCard(K, 0), "UNEXPECTED_MOVE");
        // the platform refuses this first (409); the engine too
        conflict.refuses(2, new CommitSupport(0), "UNEXPECTED_MOVE");
    }

    @Test
    @DisplayName("NO_SUCH_POSITION: out of range or nothing there")
    void noSuchPosition() {
        ContestTable t = quiet();
        t.refuses(new PlaceLeader(K, Position.cell(8, 0)), "NO_SUCH_POSITION");
        t.refuses(new PlaceLeader(K, Position.cell(2, 4)), "NO_SUCH_POSITION");
        t.refuses(new PlaceLeader(K, Position.gap(2)), "NO_SUCH_POSITION");
        t.refuses(new PlaceLeader(K, Position.gap(7)), "NO_SUCH_POSITION");
        t.refuses(new PlayCard(K, 8), "NO_SUCH_POSITION");
        t.refuses(new PlayJoiningCard(K, 7), "NO_SUCH_POSITION");
        t.refuses(new PlayCatastrophe(Position.cell(0, 1)), "NO_SUCH_POSITION");
        t.refuses(new PlayCatastrophe(Position.gap(0)), "NO_SUCH_POSITION");
    }

    @Test
    @DisplayName("POSITION_TAKEN, LEADER_ON_SHIP, LEADER_ALREADY_THERE")
    void leaderPositions() {
        ContestTable t = quiet();
        t.refuses(new PlaceLeader(K, Position.cell(4, 1)), "POSITION_TAKEN");
        t.refuses(new PlaceLeader(K, Position.cell(4, 2)), "LEADER_ON_SHIP");
        t.play(new PlaceLeader(K, Position.cell(2, 1)));
        t.refuses(new PlaceLeader(K, Position.cell(2, 1)), "LEADER_ALREADY_THERE");
    }

    @Test
    @DisplayName("CARD_NOT_IN_HAND, COLUMN_FULL, GAP_TAKEN, JOIN_TOO_FEW_CARDS")
    void cards() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(0).column(0, "T | k, k, k, g, g, g, b, b")
                .column(1, "T | r, r, r").gap(0, "r").column(5, "T | b, b").column(6, "T | b, b, b")
                .hand(0, "k k g g b b b b"));
        t.refuses(new PlayCard(R, 1), "CARD_NOT_IN_HAND");
        t.refuses(new PlayJoiningCard(R, 1), "CARD_NOT_IN_HAND");
        t.refuses(new PlayCard(K, 0), "COLUMN_FULL");
        t.refuses(new PlayJoiningCard(K, 0), "GAP_TAKEN");
        t.refuses(new PlayJoiningCard(K, 5), "JOIN_TOO_FEW_CARDS");
        t.refuses(new PlayJoiningCard(K, 1), "JOIN_TOO_FEW_CARDS");
    }

    @Test
    @DisplayName("CATASTROPHE_USED, CATASTROPHE_PROTECTED")
    void catastrophes() {
        ContestTable t = quiet();
        t.refuses(new PlayCatastrophe(Position.cell(2, 0)), "CATASTROPHE_PROTECTED");
        t.refuses(new PlayCatastrophe(Position.cell(4, 1)), "CATASTROPHE_PROTECTED");
        t.refuses(new PlayCatastrophe(Position.cell(4, 2)), "CATASTROPHE_PROTECTED");
        ContestTable red = ContestTable.given(Scenario.seats(4).active(0).column(3, "R | b"));
        red.refuses(new PlayCatastrophe(Position.cell(3, 0)), "CATASTROPHE_PROTECTED");
        ContestTable used = ContestTable.given(Scenario.seats(4).active(0).column(3, "T | b").catastropheUsed(0));
        used.refuses(new PlayCatastrophe(Position.cell(3, 1)), "CATASTROPHE_USED");
        // a spent catastrophe is reported before what it would strike
        used.refuses(new PlayCatastrophe(Position.cell(3, 0)), "CATASTROPHE_USED");
    }

    @Test
    @DisplayName("NOT_ENOUGH_CARDS")
    void notEnoughCards() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(0).column(1, "T[Bull priest] | b").hand(0, "r r k k g g b b"));
        t.play(new PlaceLeader(R, Position.cell(1, 1)));
        t.refuses(new CommitSupport(3), "NOT_ENOUGH_CARDS");
        t.play(new CommitSupport(2));
        t.refuses(new CommitSupport(3), "NOT_ENOUGH_CARDS"); // the bull holds two red
    }

    @Test
    @DisplayName("NO_SUCH_CONFLICT")
    void noSuchConflict() {
        ContestTable t = ContestTable.given(WorkedExamplesTest.vaseJoins());
        t.play(new PlayJoiningCard(B, 1));
        t.refuses(new ChooseConflict(K), "NO_SUCH_CONFLICT");
        t.refuses(new ChooseConflict(B), "NO_SUCH_CONFLICT");
    }

    @Test
    @DisplayName("SHIP_NOT_ALLOWED")
    void shipNotAllowed() {
        ContestTable t = ContestTable.given(WorkedExamplesTest.bullShip().shipBuilt(Ship.BLUE_RED));
        t.play(new PlayCard(B, 6));
        t.refuses(new BuildShip(Ship.BLUE_RED), "SHIP_NOT_ALLOWED"); // already built
        ContestTable green = ContestTable.given(WorkedExamplesTest.archerCompletesGreenRun());
        green.play(new PlayCard(G, 6));
        green.refuses(new BuildShip(Ship.BLUE_BLACK), "SHIP_NOT_ALLOWED"); // wrong colour
    }

    @Test
    @DisplayName("NOT_A_TREASURE, NO_RED_CARD")
    void treasures() {
        ContestTable t = ContestTable.given(Scenario.seats(4).active(1).column(3, "T | k, k, k").column(4, "T | b, k, g[Lion trader]")
                .column(5, "R | r, r, b").column(6, "T | r, r, r").gap(5, "b").hand(1, "k k g r r b b g"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals("takeTreasure", t.pendingKind());
        t.refuses(new TakeTreasure(5), "NOT_A_TREASURE"); // a red head
        t.refuses(new TakeTreasure(3), "NOT_A_TREASURE"); // not in the kingdom
        t.refuses(new TakeTreasure(9), "NO_SUCH_POSITION");
        ContestTable lion = ContestTable.given(Scenario.seats(4).active(1).column(4, "T | b, k, g[Lion trader]")
                .column(5, "T | r, r, b").hand(1, "k k g g b b g b"));
        lion.play(new PlayJoiningCard(K, 4));
        lion.refuses(new TakeTreasure(3), "NOT_A_TREASURE"); // the board is checked before the hand
        lion.refuses(new TakeTreasure(4), "NO_RED_CARD");
    }

    // ------------------------------------------------------------------ setup

    static RuleViolation setupError(int seats, ContestOptions options, Optional<List<String>> stack) {
        List<String> names = new ArrayList<>(Collections.nCopies(seats, "p"));
        return assertThrows(RuleViolation.class, () -> ContestTable.RULES.start(new GameSetup(names, options, stack, "x"), Rng.of("s", "setup")));
    }

    @Test
    @DisplayName("[contest D2] a stack with more cards of a colour than the game holds, or too few to deal, is refused")
    void setupRefusals() {
        assertEquals("INVALID_SEATS", setupError(1, ContestOptions.DEFAULT, Optional.empty()).code());
        assertEquals("INVALID_SEATS", setupError(5, ContestOptions.DEFAULT, Optional.empty()).code());
        List<String> tooManyBlack = new ArrayList<>(Collections.nCopies(41, "black"));
        RuleViolation v = setupError(2, ContestOptions.DEFAULT, Optional.of(tooManyBlack));
        assertEquals("INVALID_STACK", v.code());
        assertEquals(RuleViolation.Kind.INVALID_SETUP, v.kind());
        assertEquals("INVALID_STACK", setupError(2, ContestOptions.DEFAULT, Optional.of(List.of("purple"))).code());
        assertEquals("INVALID_STACK", setupError(2, ContestOptions.DEFAULT, Optional.of(List.of("red", "red"))).code(), "too short to deal");
    }

    @Test
    @DisplayName("[contest §10.3] malformed moves are refused by their records")
    void malformedMovesAreRefusedByTheirRecords() {
        assertThrows(IllegalArgumentException.class, () -> new PlaceLeader(null, Position.cell(0, 0)));
        assertThrows(IllegalArgumentException.class, () -> new PlaceLeader(K, null));
        assertThrows(IllegalArgumentException.class, () -> new PlayCard(K, -1));
        assertThrows(IllegalArgumentException.class, () -> new PlayCard(null, 1));
        assertThrows(IllegalArgumentException.class, () -> new PlayJoiningCard(K, -2));
        assertThrows(IllegalArgumentException.class, () -> new PlayCatastrophe(null));
        assertThrows(IllegalArgumentException.class, () -> new CommitSupport(-1));
        assertThrows(IllegalArgumentException.class, () -> new BuildShip(null));
        assertThrows(IllegalArgumentException.class, () -> new ChooseConflict(null));
        assertThrows(IllegalArgumentException.class, () -> new TakeTreasure(-1));
        assertThrows(IllegalArgumentException.class, () -> new Position(1, null, null));
        assertThrows(IllegalArgumentException.class, () -> new Position(1, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new Position(null, null, -1));
        assertThrows(IllegalArgumentException.class, () -> new Position(-1, 0, null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PlayCard(null, 1));
        assertTrue(e.getMessage().endsWith("."));
    }
}
