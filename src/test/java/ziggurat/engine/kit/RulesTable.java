package ziggurat.engine.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/**
 * The one shape every game's rules tests share, so that they read like the rulebook's examples: given a position
 * ({@code XTable.given(...)}), these moves ({@link #play}), this move refused with the rule's code
 * ({@link #refuses}), and what a seat sees ({@link #sees}). Each game's table implements it with the same method
 * names; docs/testing.md says why.
 *
 * @param <S> the game's state
 * @param <M> the game's moves
 * @param <E> the game's events
 * @param <V> the game's view, what a seat sees
 */
public interface RulesTable<S, M extends Move, E extends Event, V> {

    /** The game's rules, as the platform holds them. */
    Ruleset<S, M, E> rules();

    /** The position on the table now. */
    S state();

    /** The seat the game waits for: the seat of its pending decision. */
    int pendingSeat();

    /** The seat plays the move: the rules decide it and the events it causes are folded in, as on the platform. */
    List<E> play(int seat, M move);

    /** The seat the game waits for plays the move. */
    default List<E> play(M move) {
        return play(pendingSeat(), move);
    }

    /**
     * Asserts the seat's move is refused as an illegal move with the rule's code and a sentence saying why, and
     * that nothing on the table changed. Returns the refusal for whatever else a test reads from it.
     */
    default RuleViolation refuses(int seat, M move, String code) {
        S before = state();
        Object seen = rules().view(before, Viewer.EVERYONE);
        RuleViolation v = assertThrows(RuleViolation.class,
                () -> rules().decide(before, seat, move, Rng.of("table", "refused")),
                "seat " + seat + " playing " + move + " should be refused with " + code);
        assertEquals(code, v.code(), "seat " + seat + " playing " + move + ": " + v.getMessage());
        assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind(), v.getMessage());
        assertNotNull(v.detail(), "a refusal says why");
        assertFalse(v.detail().isBlank(), "a refusal says why in a plain sentence");
        assertSame(before, state(), "a refused move leaves the table as it was");
        assertEquals(seen, rules().view(state(), Viewer.EVERYONE), "a refused move changes nothing anyone sees");
        return v;
    }

    /** Asserts the move of the seat the game waits for is refused with the rule's code; see the other form. */
    default RuleViolation refuses(M move, String code) {
        return refuses(pendingSeat(), move, code);
    }

    /** What the seat sees: its view, with every other seat's secrets hidden. */
    default V sees(int seat) {
        return sees(Viewer.seat(seat));
    }

    /** What the viewer sees: a seat, a spectator, or everyone (after the end, and for the audit). */
    @SuppressWarnings("unchecked")
    default V sees(Viewer viewer) {
        return (V) rules().view(state(), viewer);
    }
}
