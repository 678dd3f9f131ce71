package ziggurat.games.attika;

import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaState.Mode;

/**
 * [attika §4] the turn: the mode set by the first action, drawing a building and resolving it, amphorae, cards for
 * the actions left, and the automatic end.
 */
final class Turn {

    private Turn() {
    }

    /** [attika §4.3] a draw action. */
    static void drawBuilding(Resolution r, int seat, StackName stack) {
        AttikaState s = r.state();
        if (s.mode == Mode.BUILD) {
            throw RuleViolation.illegal("MODE_IS_BUILD", "You built this turn, so you cannot draw: the two modes never mix.");
        }
        if (s.capacity(Mode.DRAW) - s.used <= 0) {
            throw RuleViolation.illegal("NO_ACTIONS_LEFT", "You have no draw action left this turn.");
        }
        List<String> pile = s.seats.get(seat).stacks.get(stack.ordinal());
        if (pile.isEmpty()) {
            throw RuleViolation.illegal("STACK_EMPTY", "Your stack " + stack + " is empty.");
        }
        r.emit(new BuildingDrawn(seat, stack, pile.get(0), pile.size() == 1));
    }

    /** [attika §4.3] the drawn building goes face up onto the board; growth follows if it emptied its stack. */
    static void storeDrawn(Resolution r, int seat) {
        AttikaState s = r.state();
        boolean emptied = s.drawnEmptied;
        r.emit(new BuildingStored(seat, s.drawn));
        if (emptied) {
            MapGrowth.grow(r, seat);
        }
        autoEnd(r);
    }

    /** [attika §4.5, D20] one more action of the turn's mode. */
    static void useAmphora(Resolution r, int seat) {
        if (r.state().seats.get(seat).amphorae < 1) {
            throw RuleViolation.illegal("NO_AMPHORA", "You hold no amphora.");
        }
        r.emit(new AmphoraUsed(seat));
    }

    /** [attika §4.6, D35] a card per action left (none for a seat that has left the table), then the next turn. */
    static void endTurn(Resolution r, int seat, boolean auto) {
        AttikaState s = r.state();
        int unused = Math.max(0, s.actionsLeft());
        if (!s.withdrawn(seat)) {
            Cards.draw(r, seat, unused, DrawReason.UNUSED_ACTIONS);
        }
        r.emit(new TurnEnded(seat, unused, auto));
        s = r.state();
        r.emit(new TurnStarted((seat + 1) % s.seatCount(), s.turnNumber + 1));
    }

    /** [attika D22] the turn ends by itself when no action is left and the player holds no amphora. */
    static void autoEnd(Resolution r) {
        AttikaState s = r.state();
        if (s.over() || s.drawn != null || s.mapTile != null || s.turnSeat < 0) {
            return;
        }
        if (s.actionsLeft() <= 0 && s.seats.get(s.turnSeat).amphorae == 0) {
            endTurn(r, s.turnSeat, true);
        }
    }
}
