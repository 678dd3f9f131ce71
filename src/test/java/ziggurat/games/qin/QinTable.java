package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesTable;

/**
 * A game on the table for tests, given a position that {@link Fixture} sets up directly [qin §8]: moves go through
 * decide, events through evolve, as on the platform. {@link #last} holds the events the last move caused, as the
 * other games' tables do.
 */
final class QinTable implements RulesTable<QinState, QinMove, QinEvent, QinView> {

    static final QinRuleset RULES = Fixture.RULES;

    QinState state;
    final List<QinEvent> log = new ArrayList<>();
    List<QinEvent> last = List.of();

    private QinTable(QinState state) {
        this.state = state;
    }

    /** The position every rules test is given; it need not be reachable by play [qin §8]. */
    static QinTable given(QinState position) {
        return new QinTable(position);
    }

    /** A new game set up by the ruleset's own start, the stack fixing every tile. */
    static QinTable started(String variant, int seats, List<String> stack) {
        return started(new GameSetup(Fixture.names(seats), QinOptions.variant(variant), Optional.of(stack), "c"));
    }

    /** A new game with these options set up by the ruleset's own start, its tiles dealt from the seed. */
    static QinTable started(QinOptions options, int seats) {
        return started(new GameSetup(Fixture.names(seats), options, Optional.empty(), "c"));
    }

    private static QinTable started(GameSetup setup) {
        QinTable t = new QinTable(RULES.initial());
        t.fold(RULES.start(setup, Rng.of("fixture", "setup")));
        return t;
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
        fold(events);
        last = events;
        return events;
    }

    void fold(List<QinEvent> events) {
        for (QinEvent e : events) {
            state = RULES.evolve(state, e);
            log.add(e);
        }
    }

    /** The events of the last move of this type. */
    @SuppressWarnings("unchecked")
    <E extends QinEvent> List<E> lastOf(Class<E> type) {
        List<E> found = new ArrayList<>();
        for (QinEvent e : last) {
            if (type.isInstance(e)) {
                found.add((E) e);
            }
        }
        return found;
    }

    /** The one event of this type the last move caused. */
    <E extends QinEvent> E lastOne(Class<E> type) {
        List<E> found = lastOf(type);
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + " in " + last);
        }
        return found.get(0);
    }

    /** Every decision the game waits for, in seat order (under niu several seats decide at once). */
    List<PendingDecision> pending() {
        return pending(Viewer.EVERYONE);
    }

    /** The decisions the game waits for, as the viewer is told of them. */
    List<PendingDecision> pending(Viewer viewer) {
        return RULES.pending(state, viewer);
    }

    /** The seats the game waits for. */
    List<Integer> pendingSeats() {
        return pending().stream().map(PendingDecision::seat).toList();
    }

    /** The moves the seat may make here, as the service lists them. */
    List<QinMove> legalMoves(int seat) {
        return RULES.legalMoves(state, seat);
    }

    /** The moves the seat may make here with the details listed beside them, as AttikaTable's legal() lists them. */
    List<LegalMove<QinMove>> legal(int seat) {
        return RULES.legalMovesWithDetails(state, seat);
    }

    /** The move made for the seat when its clock runs out. */
    QinMove defaultMove(int seat) {
        return RULES.defaultMove(state, seat);
    }

    /** Asserts the rules accept the seat's move here, without playing it. */
    void accepts(int seat, QinMove move) {
        assertDoesNotThrow(() -> RULES.decide(state, seat, move, Rng.of("fixture", "move")),
                () -> "seat " + seat + " playing " + move + " should be accepted");
    }
}
