package ziggurat.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;

/**
 * When a move decided on an older version is still good: the seat is pending in a simultaneous step (see
 * {@link PendingDecision#step()}), and everything that happened since that version was other seats'
 * submissions to the same step. Sealed bids of six seats sent at once then all count, instead of five of
 * them being refused because one was appended first. Anything else since (an automatic event, a move of
 * the seat itself, a move in another step, the step closing) keeps the move stale.
 */
final class SameStep {

    private SameStep() {
    }

    /** The simultaneous step {@code seat} is pending in, if it is pending in one. */
    static Optional<String> of(Ruleset<Object, Move, Event> ruleset, Object state, int seat) {
        for (PendingDecision p : ruleset.pending(state, Viewer.EVERYONE)) {
            if (p.seat() == seat && p.step() != null) {
                return Optional.of(p.step());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether {@code since}, the events after {@code seen} (the game at the version the seat decided on), are
     * only other seats' submissions to {@code step}, with {@code seat} pending in it before each of them and
     * still after the last. Consecutive events of one acting seat are one move: its seat must be pending in
     * the step when the move begins.
     */
    static boolean onlyOthersSubmitted(LoadedGame seen, List<StoredEvent> since, int seat, String step) {
        Ruleset<Object, Move, Event> ruleset = seen.ruleset();
        Object state = seen.state();
        Integer previousActor = null;
        for (StoredEvent e : since) {
            Integer actor = e.actingSeat();
            if (actor == null || actor == seat || !step.equals(of(ruleset, state, seat).orElse(null))) {
                return false;
            }
            if (!Objects.equals(actor, previousActor) && !step.equals(of(ruleset, state, actor).orElse(null))) {
                return false;
            }
            previousActor = actor;
            state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson(),
                    GameJson.creation(seen.meta())));
        }
        return !since.isEmpty() && step.equals(of(ruleset, state, seat).orElse(null));
    }
}
