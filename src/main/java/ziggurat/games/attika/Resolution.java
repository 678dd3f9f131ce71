package ziggurat.games.attika;

import ziggurat.engine.Rng;
import ziggurat.engine.kit.Emitter;

/** One move being resolved (see {@link Emitter}), with the move's random stream for reshuffles. */
final class Resolution extends Emitter<AttikaState, AttikaEvent> {

    final Rng rng;

    Resolution(AttikaState state, Rng rng) {
        super(state, AttikaState::apply);
        this.rng = rng;
    }
}
