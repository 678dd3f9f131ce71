package ziggurat.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A move type declared once (see {@link Moves}): a family whose declaration misses a record, a handler or a listing
 * is refused as the class that declares it loads, and a complete one dispatches each move to its own handler.
 */
class MovesTest {

    /** A toy game: a turn is one action (sow or rest), then a harvest decision. */
    sealed interface FieldMove extends Move permits Sow, Rest, Harvest {
    }

    record Sow(int row) implements FieldMove {
    }

    record Rest() implements FieldMove {
    }

    record Harvest() implements FieldMove {
    }

    enum Decision { ACTION, HARVEST }

    /** What a handler plays onto in the toy game: a log of what happened. */
    record Played(List<String> log) {
    }

    static Moves.Builder<FieldMove, Decision, Integer, Played, List<FieldMove>> field() {
        return Moves.<FieldMove, Decision, Integer, Played, List<FieldMove>>of(FieldMove.class);
    }

    /** The whole toy game, declared as a game declares its moves. */
    static final Moves<FieldMove, Decision, Integer, Played, List<FieldMove>> MOVES = field()
            .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> p.log().add(seat + " sows row " + m.row()))
            .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> p.log().add(seat + " rests"))
            .move("harvest", Harvest.class, Decision.HARVEST, (p, seat, m) -> p.log().add(seat + " harvests"))
            .listing(Decision.ACTION, (rows, seat) -> {
                List<FieldMove> moves = new ArrayList<>();
                for (int row = 0; row < rows; row++) {
                    moves.add(new Sow(row));
                }
                moves.add(new Rest());
                return moves;
            })
            .listing(Decision.HARVEST, (rows, seat) -> List.of(new Harvest()))
            .build();

    /** A game whose author declared harvesting but forgot to say what it does. */
    static final class NoHarvestHandler {
        static final Moves<FieldMove, Decision, Integer, Played, List<FieldMove>> MOVES = field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> p.log().add("sow"))
                .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> p.log().add("rest"))
                .move("harvest", Harvest.class, Decision.HARVEST, null)
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .listing(Decision.HARVEST, (rows, seat) -> List.of())
                .build();
    }

    @Test
    void aFamilyWithAMissingHandlerFailsAsItsClassLoads() {
        ExceptionInInitializerError e = assertThrows(ExceptionInInitializerError.class,
                () -> Class.forName(NoHarvestHandler.class.getName(), true, MovesTest.class.getClassLoader()));
        IllegalStateException cause = assertInstanceOf(IllegalStateException.class, e.getCause());
        assertTrue(cause.getMessage().contains("Harvest") && cause.getMessage().contains("no handler"),
                cause.getMessage());
    }

    @Test
    void aRecordOfTheFamilyThatIsNotDeclaredIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> { })
                .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> { })
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .build());
        assertTrue(e.getMessage().contains("Harvest"), e.getMessage());
    }

    @Test
    void aMoveThatAnswersNoDecisionIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> { })
                .move("rest", Rest.class, null, (p, seat, m) -> { })
                .move("harvest", Harvest.class, Decision.HARVEST, (p, seat, m) -> { })
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .listing(Decision.HARVEST, (rows, seat) -> List.of())
                .build());
        assertTrue(e.getMessage().contains("Rest") && e.getMessage().contains("no decision"), e.getMessage());
    }

    @Test
    void aDecisionWithoutAListingIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> { })
                .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> { })
                .move("harvest", Harvest.class, Decision.HARVEST, (p, seat, m) -> { })
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .build());
        assertTrue(e.getMessage().contains("HARVEST") && e.getMessage().contains("no listing"), e.getMessage());
    }

    @Test
    void aListingForADecisionNoMoveAnswersIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> { })
                .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> { })
                .move("harvest", Harvest.class, Decision.ACTION, (p, seat, m) -> { })
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .listing(Decision.HARVEST, (rows, seat) -> List.of())
                .build());
        assertTrue(e.getMessage().contains("HARVEST") && e.getMessage().contains("no move"), e.getMessage());
    }

    @Test
    void aDecisionListedTwiceIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> field()
                .move("sow", Sow.class, Decision.ACTION, (p, seat, m) -> { })
                .move("rest", Rest.class, Decision.ACTION, (p, seat, m) -> { })
                .move("harvest", Harvest.class, Decision.HARVEST, (p, seat, m) -> { })
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .listing(Decision.HARVEST, (rows, seat) -> List.of())
                .listing(Decision.ACTION, (rows, seat) -> List.of())
                .build());
        assertTrue(e.getMessage().contains("ACTION") && e.getMessage().contains("twice"), e.getMessage());
    }

    @Test
    void eachMoveReachesItsOwnHandler() {
        Played played = new Played(new ArrayList<>());
        MOVES.handle(played, 1, new Sow(3));
        MOVES.handle(played, 0, new Harvest());
        MOVES.handle(played, 1, new Rest());
        assertEquals(List.of("1 sows row 3", "0 harvests", "1 rests"), played.log());
    }

    @Test
    void theDeclarationGivesTheWireNamesInItsOrder() {
        assertEquals(List.of("sow", "rest", "harvest"), List.copyOf(MOVES.names().byName().keySet()));
        assertEquals("harvest", MOVES.names().nameOf(new Harvest()));
    }

    @Test
    void aMoveAnswersOnlyItsOwnDecision() {
        assertTrue(MOVES.answers(Decision.ACTION, new Sow(0)));
        assertFalse(MOVES.answers(Decision.HARVEST, new Rest()));
        assertEquals(Decision.HARVEST, MOVES.decisionOf(new Harvest()));
        assertEquals(List.of(Decision.ACTION, Decision.HARVEST), List.copyOf(MOVES.decisions()));
    }

    @Test
    void theLegalMovesAreTheListingOfTheDecision() {
        assertEquals(List.of(new Sow(0), new Sow(1), new Rest()), MOVES.list(Decision.ACTION, 2, 0));
        assertEquals(List.of(new Harvest()), MOVES.list(Decision.HARVEST, 2, 0));
    }
}
