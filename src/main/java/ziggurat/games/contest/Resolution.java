package ziggurat.games.contest;

import java.util.List;
import ziggurat.engine.kit.Emitter;
import ziggurat.games.contest.ContestEvent.JoiningCardRevealed;

/** One move being resolved (see {@link Emitter}), and what follows it without anyone deciding. */
final class Resolution extends Emitter<ContestState, ContestEvent> {

    Resolution(ContestState state) {
        super(state, ContestState::apply);
    }

    /**
     * Runs everything that follows without anyone deciding ([contest §3.1]: each action is resolved completely), and
     * stops at the next decision or the end of the game.
     */
    void settle() {
        while (true) {
            ContestState s = state();
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
