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

/** Every rejection code of [contest §10.3], the order the checks run in, setup errors and malformed moves. */
class RejectionsTest {

    static final Colour K = Colour.BLACK, G = Colour.GREEN, R = Colour.RED, B = Colour.BLUE;

    static String code(ContestTable t, ContestMove move) {
        ContestState before = t.state;
        RuleViolation v = assertThrows(RuleViolation.class, () -> t.play(move));
        assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind());
        assertNotNull(v.detail());
        assertSame(before, t.state);
        return v.code();
    }

    static ContestTable quiet() {
        return ContestTable.of(Scenario.seats(4).active(0).column(2, "T | k, g, r").column(3, "T | b, b, b")
                .column(4, "T | k[Lion king], S(blue-red)").hand(0, "k k g g b b b b"));
    }

    @Test
    @DisplayName("UNEXPECTED_MOVE: the move does not answer the pending decision")
    void unexpectedMove() {
        ContestTable t = quiet();
        assertEquals("UNEXPECTED_MOVE", code(t, new CommitSupport(0)));
        assertEquals("UNEXPECTED_MOVE", code(t, new DeclineShip()));
        assertEquals("UNEXPECTED_MOVE", code(t, new TakeTreasure(3)));
        assertEquals("UNEXPECTED_MOVE", code(t, new ChooseConflict(G)));
        ContestTable conflict = ContestTable.of(Scenario.seats(4).active(0).column(1, "T[Bull priest] | b"));
        conflict.play(new PlaceLeader(R, Position.cell(1, 1)));
        assertEquals("UNEXPECTED_MOVE", code(conflict, new EndTurn()));
        assertEquals("UNEXPECTED_MOVE", code(conflict, new PlayCard(K, 0)));
        RuleViolation notYours = assertThrows(RuleViolation.class, () -> conflict.play(2, new CommitSupport(0)));
        assertEquals("UNEXPECTED_MOVE", notYours.code(), "the platform refuses this first (409); the engine too");
    }

    @Test
    @DisplayName("NO_SUCH_POSITION: out of range or nothing there")
    void noSuchPosition() {
        ContestTable t = quiet();
        assertEquals("NO_SUCH_POSITION", code(t, new PlaceLeader(K, Position.cell(8, 0))));
        assertEquals("NO_SUCH_POSITION", code(t, new PlaceLeader(K, Position.cell(2, 4))));
        assertEquals("NO_SUCH_POSITION", code(t, new PlaceLeader(K, Position.gap(2))));
        assertEquals("NO_SUCH_POSITION", code(t, new PlaceLeader(K, Position.gap(7))));
        assertEquals("NO_SUCH_POSITION", code(t, new PlayCard(K, 8)));
        assertEquals("NO_SUCH_POSITION", code(t, new PlayJoiningCard(K, 7)));
        assertEquals("NO_SUCH_POSITION", code(t, new PlayCatastrophe(Position.cell(0, 1))));
        assertEquals("NO_SUCH_POSITION", code(t, new PlayCatastrophe(Position.gap(0))));
    }

    @Test
    @DisplayName("POSITION_TAKEN, LEADER_ON_SHIP, LEADER_ALREADY_THERE")
    void leaderPositions() {
        ContestTable t = quiet();
        assertEquals("POSITION_TAKEN", code(t, new PlaceLeader(K, Position.cell(4, 1))));
        assertEquals("LEADER_ON_SHIP", code(t, new PlaceLeader(K, Position.cell(4, 2))));
        t.play(new PlaceLeader(K, Position.cell(2, 1)));
        assertEquals("LEADER_ALREADY_THERE", code(t, new PlaceLeader(K, Position.cell(2, 1))));
    }

    @Test
    @DisplayName("CARD_NOT_IN_HAND, COLUMN_FULL, GAP_TAKEN, JOIN_TOO_FEW_CARDS")
    void cards() {
        ContestTable t = ContestTable.of(Scenario.seats(4).active(0).column(0, "T | k, k, k, g, g, g, b, b")
                .column(1, "T | r, r, r").gap(0, "r").column(5, "T | b, b").column(6, "T | b, b, b")
                .hand(0, "k k g g b b b b"));
        assertEquals("CARD_NOT_IN_HAND", code(t, new PlayCard(R, 1)));
        assertEquals("CARD_NOT_IN_HAND", code(t, new PlayJoiningCard(R, 1)));
        assertEquals("COLUMN_FULL", code(t, new PlayCard(K, 0)));
        assertEquals("GAP_TAKEN", code(t, new PlayJoiningCard(K, 0)));
        assertEquals("JOIN_TOO_FEW_CARDS", code(t, new PlayJoiningCard(K, 5)));
        assertEquals("JOIN_TOO_FEW_CARDS", code(t, new PlayJoiningCard(K, 1)));
    }

    @Test
    @DisplayName("CATASTROPHE_USED, CATASTROPHE_PROTECTED")
    void catastrophes() {
        ContestTable t = quiet();
        assertEquals("CATASTROPHE_PROTECTED", code(t, new PlayCatastrophe(Position.cell(2, 0))));
        assertEquals("CATASTROPHE_PROTECTED", code(t, new PlayCatastrophe(Position.cell(4, 1))));
        assertEquals("CATASTROPHE_PROTECTED", code(t, new PlayCatastrophe(Position.cell(4, 2))));
        ContestTable red = ContestTable.of(Scenario.seats(4).active(0).column(3, "R | b"));
        assertEquals("CATASTROPHE_PROTECTED", code(red, new PlayCatastrophe(Position.cell(3, 0))));
        ContestTable used = ContestTable.of(Scenario.seats(4).active(0).column(3, "T | b").catastropheUsed(0));
        assertEquals("CATASTROPHE_USED", code(used, new PlayCatastrophe(Position.cell(3, 1))));
        assertEquals("CATASTROPHE_USED", code(used, new PlayCatastrophe(Position.cell(3, 0))),
                "a spent catastrophe is reported before what it would strike");
    }

    @Test
    @DisplayName("NOT_ENOUGH_CARDS")
    void notEnoughCards() {
        ContestTable t = ContestTable.of(Scenario.seats(4).active(0).column(1, "T[Bull priest] | b").hand(0, "r r k k g g b b"));
        t.play(new PlaceLeader(R, Position.cell(1, 1)));
        assertEquals("NOT_ENOUGH_CARDS", code(t, new CommitSupport(3)));
        t.play(new CommitSupport(2));
        assertEquals("NOT_ENOUGH_CARDS", code(t, new CommitSupport(3)), "the bull holds two red");
    }

    @Test
    @DisplayName("NO_SUCH_CONFLICT")
    void noSuchConflict() {
        ContestTable t = ContestTable.of(WorkedExamplesTest.vaseJoins());
        t.play(new PlayJoiningCard(B, 1));
        assertEquals("NO_SUCH_CONFLICT", code(t, new ChooseConflict(K)));
        assertEquals("NO_SUCH_CONFLICT", code(t, new ChooseConflict(B)));
    }

    @Test
    @DisplayName("SHIP_NOT_ALLOWED")
    void shipNotAllowed() {
        ContestTable t = ContestTable.of(WorkedExamplesTest.bullShip().shipBuilt(Ship.BLUE_RED));
        t.play(new PlayCard(B, 6));
        assertEquals("SHIP_NOT_ALLOWED", code(t, new BuildShip(Ship.BLUE_RED)), "already built");
        ContestTable green = ContestTable.of(WorkedExamplesTest.archerCompletesGreenRun());
        green.play(new PlayCard(G, 6));
        assertEquals("SHIP_NOT_ALLOWED", code(green, new BuildShip(Ship.BLUE_BLACK)), "wrong colour");
    }

    @Test
    @DisplayName("NOT_A_TREASURE, NO_RED_CARD")
    void treasures() {
        ContestTable t = ContestTable.of(Scenario.seats(4).active(1).column(3, "T | k, k, k").column(4, "T | b, k, g[Lion trader]")
                .column(5, "R | r, r, b").column(6, "T | r, r, r").gap(5, "b").hand(1, "k k g r r b b g"));
        t.play(new PlayJoiningCard(K, 4));
        assertEquals("takeTreasure", t.pendingKind());
        assertEquals("NOT_A_TREASURE", code(t, new TakeTreasure(5)), "a red head");
        assertEquals("NOT_A_TREASURE", code(t, new TakeTreasure(3)), "not in the kingdom");
        assertEquals("NO_SUCH_POSITION", code(t, new TakeTreasure(9)));
        ContestTable lion = ContestTable.of(Scenario.seats(4).active(1).column(4, "T | b, k, g[Lion trader]")
                .column(5, "T | r, r, b").hand(1, "k k g g b b g b"));
        lion.play(new PlayJoiningCard(K, 4));
        assertEquals("NOT_A_TREASURE", code(lion, new TakeTreasure(3)), "the board is checked before the hand");
        assertEquals("NO_RED_CARD", code(lion, new TakeTreasure(4)));
    }

    // ------------------------------------------------------------------ setup

    static RuleViolation setupError(int seats, ContestOptions options, Optional<List<String>> stack) {
        List<String> names = new ArrayList<>(Collections.nCopies(seats, "p"));
        return assertThrows(RuleViolation.class, () -> ContestTable.RULES.start(new GameSetup(names, options, stack, "x"), Rng.of("s", "setup")));
    }

    @Test
    @DisplayName("[contest D2] a stack with more cards of a colour than the game holds, or too few to deal, is refused")
    void setupRejections() {
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
