package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.attika.AttikaTable.pay;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaMove.*;

/**
 * [attika D35] A seat that leaves the table (resigns, or runs out of time) lays its hand face up on the discard pile
 * and returns its amphorae, and its turns, each ended at once by its default move, draw no cards. Otherwise they would
 * draw three cards a turn and keep them, until nobody still playing could pay for a building: and since only a
 * building ends the game, it never would.
 */
class SeatWithdrawnTest {

    @Test
    @DisplayName("[attika D35] a seat that leaves discards its hand face up and returns its amphorae")
    void aSeatThatLeavesDiscardsItsHandAndReturnsItsAmphorae() {
        AttikaTable t = AttikaTable.given().hand(1, 2, 1, 0, 3).amphorae(1, 1);
        int[] discard = t.state.discard();
        int supply = t.state.amphoraSupply();

        List<AttikaEvent> left = AttikaTable.RULES.leaves(t.state, 1);
        assertEquals(List.of(new SeatWithdrawn(1, pay(2, 1, 0, 3), 1)), left);
        t.fold(left);

        assertEquals(0, t.state.handSize(1));
        assertEquals(0, t.state.amphorae(1));
        assertEquals(supply + 1, t.state.amphoraSupply());
        assertArrayEquals(new int[] {discard[0] + 2, discard[1] + 1, discard[2], discard[3] + 3}, t.state.discard());
        assertTrue(t.state.withdrawn(1));
    }

    @Test
    @DisplayName("[attika D35] leaving changes only the new position: the one before it, still shared, keeps the hand")
    void leavingLeavesThePositionBeforeItUntouched() {
        AttikaTable t = AttikaTable.given().hand(1, 2, 1, 0, 3).amphorae(1, 1);
        AttikaState before = t.state;
        int[] discard = before.discard();
        int supply = before.amphoraSupply();

        t.fold(AttikaTable.RULES.leaves(before, 1));

        assertEquals(6, before.handSize(1), "a resignation once emptied the shared hand too, and the next fold failed");
        assertEquals(1, before.amphorae(1));
        assertEquals(supply, before.amphoraSupply());
        assertArrayEquals(discard, before.discard());
        assertEquals(0, t.state.handSize(1));
    }

    @Test
    @DisplayName("[attika D35] the turns of a seat that has left end without drawing; the others still draw")
    void theTurnsOfASeatThatHasLeftDrawNoCards() {
        AttikaTable t = AttikaTable.given();
        t.fold(AttikaTable.RULES.leaves(t.state, 1));
        int deck = t.state.deckSize();

        t.play(0, new EndTurn());
        assertEquals(3, t.lastOne(CardsDrawn.class).received(), "Red, still playing, draws a card per action left");
        assertEquals(1, t.state.turnSeat());

        t.play(1, AttikaTable.RULES.defaultMove(t.state, 1));
        assertEquals(List.of(), t.lastOf(CardsDrawn.class), "Yellow has left: its turn ends without a card");
        assertEquals(new TurnEnded(1, 3, false), t.lastOne(TurnEnded.class));
        assertEquals(0, t.state.handSize(1));
        assertEquals(deck - 3, t.state.deckSize());
        assertEquals(0, t.state.turnSeat());
    }
}
