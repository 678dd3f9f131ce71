package ziggurat.engine.kit;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;

/**
 * What a game draws from, by kind: the tiles in a bag, the cards in a deck. Gives the whole supply shuffled
 * from the game's random stream, or checks a stack a game's creator fixed (every name a kind, never more of a
 * kind than the game has, enough to deal) and refuses it with {@code INVALID_STACK}.
 *
 * @param <K> the kinds of piece
 */
public final class Supply<K extends Enum<K>> {

    private final WireEnum<K> kinds;
    private final K[] constants;
    private final int[] counts;
    private final String pieces;
    private final String container;

    /**
     * @param counts    how many of each kind the game has, indexed by ordinal
     * @param pieces    what the pieces are called in a sentence ("tiles")
     * @param container what holds them ("bag")
     */
    public Supply(Class<K> type, WireEnum<K> kinds, int[] counts, String pieces, String container) {
        this.kinds = kinds;
        this.constants = type.getEnumConstants();
        this.counts = counts.clone();
        this.pieces = pieces;
        this.container = container;
        if (counts.length != constants.length) {
            throw new IllegalStateException(type.getName() + " has " + constants.length + " kinds but "
                    + counts.length + " counts");
        }
    }

    /** How many of {@code kind} the game has. */
    public int count(K kind) {
        return counts[kind.ordinal()];
    }

    /** Every piece, kind by kind, shuffled by {@code rng}. */
    public List<K> shuffled(Rng rng) {
        List<K> all = new ArrayList<>();
        for (K kind : constants) {
            for (int i = 0; i < counts[kind.ordinal()]; i++) {
                all.add(kind);
            }
        }
        rng.shuffle(all);
        return all;
    }

    /** The setup's stack when it has one, else the whole supply shuffled. */
    public List<K> from(GameSetup setup, Rng rng, int toDeal) {
        return setup.stack().isPresent() ? stacked(setup.stack().get(), toDeal) : shuffled(rng);
    }

    /**
     * The pieces {@code stack} names, in its order.
     *
     * @param toDeal the fewest pieces the stack may hold: what the deal takes
     */
    public List<K> stacked(List<String> stack, int toDeal) {
        List<K> pieces = new ArrayList<>(stack.size());
        int[] listed = new int[constants.length];
        for (String name : stack) {
            K kind;
            try {
                kind = kinds.fromWire(name);
            } catch (IllegalArgumentException e) {
                throw RuleViolation.invalidSetup("INVALID_STACK", e.getMessage());
            }
            listed[kind.ordinal()]++;
            pieces.add(kind);
        }
        for (K kind : constants) {
            int n = listed[kind.ordinal()];
            if (n > counts[kind.ordinal()]) {
                throw RuleViolation.invalidSetup("INVALID_STACK", "The stack holds " + n + " " + kind + " "
                        + this.pieces + "; the " + container + " has only " + counts[kind.ordinal()] + ".");
            }
        }
        if (pieces.size() < toDeal) {
            throw RuleViolation.invalidSetup("INVALID_STACK", "The stack must hold at least " + toDeal + " "
                    + this.pieces + ", enough for the deal.");
        }
        return pieces;
    }
}
