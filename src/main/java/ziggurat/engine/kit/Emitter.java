package ziggurat.engine.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * One move being decided: the events it has caused so far and the state they have led to. Each rule emits its
 * event here and reads the state back, so a rule always sees the table exactly as the step before it left it,
 * and decide and replay can never disagree: the state a decision ends on is the fold of its own events.
 *
 * @param <S> the game's state
 * @param <E> the game's event type
 */
public class Emitter<S, E> {

    private final BiFunction<S, E, S> evolve;
    private final List<E> events = new ArrayList<>(8);
    private S state;

    /** {@code evolve} folds one event into a state, as the ruleset's {@code evolve} does. */
    public Emitter(S start, BiFunction<S, E, S> evolve) {
        this.state = start;
        this.evolve = evolve;
    }

    /** The state after every event emitted so far. */
    public final S state() {
        return state;
    }

    public final void emit(E event) {
        events.add(event);
        state = evolve.apply(state, event);
    }

    /** The events emitted so far, in order. */
    public final List<E> events() {
        return events;
    }
}
