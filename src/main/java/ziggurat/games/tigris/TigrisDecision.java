package ziggurat.games.tigris;

import java.util.List;

import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.Role;

/** The details of each kind of pending decision [tigris §8.1], as {@code PendingDecision.details}. */
public final class TigrisDecision {

    private TigrisDecision() {
    }

    /** The active player's turn: one or two actions left. */
    public record Action(int actionsLeft) {
    }

    /**
     * A side of a conflict must commit tiles of {@code color}. {@code max} (the committer's tiles of that colour)
     * is shown only to the committer; everyone else gets null.
     */
    public record CommitSupport(String conflict, Colour color, Role role, Integer max) {
    }

    /** The active player picks which of the open wars is fought next. */
    public record ChooseWar(List<Colour> wars) {
    }

    /** Build one of {@code monuments} on one of {@code squares} (top-left corners), or decline. */
    public record MonumentChoice(List<Square> squares, List<Monument> monuments) {
    }

    /** Take one of these treasures. */
    public record TakeTreasure(List<Square> squares) {
    }
}
