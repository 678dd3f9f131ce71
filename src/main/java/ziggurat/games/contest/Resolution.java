package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.contest.ContestEvent.JoiningCardRevealed;

/**
 * One move being resolved: the events it has caused so far and the table they have led to. Every rule emits
 * events here and reads the table back, so decide and replay can never disagree.
 */
final class Resolution {

    private ContestState state;
    private final List<ContestEvent> events = new ArrayList<>(8);

    Resolution(ContestState state) {
        this.state = state;
    }

    ContestState state() {
        return state;
    }

    void emit(ContestEvent event) {
        events.add(event);
        state = state.apply(event);
    }

    List<ContestEvent> events() {
        return events;
    }

    /**
     * Runs everything that follows without anyone deciding ([contest §3.1]: each action is resolved completely), and
     * stops at the next decision or the end of the game.
     */
    void settle() {
        while (true) {
            ContestState s = state;
            if (s.over() || s.conflict() != null || s.shipOffer() != null || s.treasureOffer() != null) {
                return;
            }
            int gap = s.faceDownGap();
            if (gap >= 0) {
                List<Colour> open = ExternalConflict.openConflicts(s);
                if (open.size() >= 2) {
                    return; // the active seat chooses ([contest §5.3] step 3)
                }
                if (open.size() == 1) {
                    ExternalConflict.start(this, open.get(0));
                    continue;
                }
                emit(new JoiningCardRevealed(gap, s.gapColour(gap)));
                continue;
            }
            if (s.actionsTaken() >= 2) {
                EndOfTurn.run(this);
            }
            return;
        }
    }
}
