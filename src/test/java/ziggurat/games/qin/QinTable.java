package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesTable;

/**
 * A game on the table for tests, given a position that {@link Fixture} sets up directly [qin §8]: moves go through
 * decide, events through evolve, as on the platform.
 */
final class QinTable implements RulesTable<QinState, QinMove, QinEvent, QinView> {

    static final QinRuleset RULES = Fixture.RULES;

    QinState state;
    final List<QinEvent> log = new ArrayList<>();

    private QinTable(QinState state) {
        this.state = state;
    }

    /** The position every rules test is given; it need not be reachable by play [qin §8]. */
    static QinTable given(QinState position) {
        return new QinTable(position);
    }

    @Override
    public QinRuleset rules() {
        return RULES;
    }

    @Override
    public QinState state() {
        return state;
    }

    @Override
    public int pendingSeat() {
        return RULES.pending(state, Viewer.EVERYONE).get(0).seat();
    }

    @Override
    public List<QinEvent> play(int seat, QinMove move) {
        List<QinEvent> events = RULES.decide(state, seat, move, Rng.of("fixture", "move"));
        for (QinEvent e : events) {
            state = RULES.evolve(state, e);
            log.add(e);
        }
        return events;
    }

    /** Asserts the rules accept the seat's move here, without playing it. */
    void accepts(int seat, QinMove move) {
        assertDoesNotThrow(() -> RULES.decide(state, seat, move, Rng.of("fixture", "move")),
                () -> "seat " + seat + " playing " + move + " should be accepted");
    }
}
