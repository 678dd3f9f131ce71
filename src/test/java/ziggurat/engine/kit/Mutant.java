package ziggurat.engine.kit;

import java.util.List;
import java.util.Optional;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Upcasters;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;

/**
 * A ruleset that answers exactly as {@code rules} does until a test overrides one answer with a defect: the
 * conformance kit run on it must then fail (see {@link ConformanceKitCatchesTest}).
 */
class Mutant<S, M extends Move, E extends Event> implements Ruleset<S, M, E> {

    final Ruleset<S, M, E> rules;

    Mutant(Ruleset<S, M, E> rules) {
        this.rules = rules;
    }

    @Override public RulesetInfo info() { return rules.info(); }
    @Override public WireNames<M> moveNames() { return rules.moveNames(); }
    @Override public WireNames<E> eventNames() { return rules.eventNames(); }
    @Override public List<E> start(GameSetup setup, Rng rng) { return rules.start(setup, rng); }
    @Override public Record defaultOptions() { return rules.defaultOptions(); }
    @Override public List<SetupWarning> warnings(GameSetup setup) { return rules.warnings(setup); }
    @Override public Optional<Class<?>> stackShape() { return rules.stackShape(); }
    @Override public S initial() { return rules.initial(); }
    @Override public S evolve(S state, E event) { return rules.evolve(state, event); }
    @Override public List<E> decide(S state, int seat, M move, Rng rng) { return rules.decide(state, seat, move, rng); }
    @Override public List<PendingDecision> pending(S state, Viewer viewer) { return rules.pending(state, viewer); }
    @Override public List<M> legalMoves(S state, int seat) { return rules.legalMoves(state, seat); }
    @Override public int seats(S state) { return rules.seats(state); }
    @Override public M defaultMove(S state, int seat) { return rules.defaultMove(state, seat); }
    @Override public Object view(S state, Viewer viewer) { return rules.view(state, viewer); }
    @Override public Optional<E> redact(E event, Viewer viewer) { return rules.redact(event, viewer); }
    @Override public Outcome outcome(S state) { return rules.outcome(state); }
    @Override public Optional<StateCodec<S, ?>> stateCodec() { return rules.stateCodec(); }
    @Override public Upcasters upcasters() { return rules.upcasters(); }
}
