package ziggurat.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a game is created with.
 *
 * @param seatNames   one name per seat, in seat order
 * @param options     the ruleset's own options: its {@link Ruleset#defaultOptions()} record, with what the creator
 *                    gave in place of the defaults
 * @param stack       the pieces the creator fixed, when they did: whatever JSON the ruleset defines (a list of
 *                    piece names for a game with one bag or deck, an object for a game with several piles), as
 *                    plain values (maps, lists, strings, numbers, booleans, null); the ruleset reads its shape
 * @param commitment  the public salted SHA-256 commitment to the seed (hex), for games that record it
 * @param creatorSeeded whether the creator chose the seed (and so could know every draw): a platform fact every
 *                    ruleset's {@code GameStarted} states, under this name
 */
public record GameSetup(List<String> seatNames, Record options, Optional<?> stack, String commitment,
                        boolean creatorSeeded) {

    public GameSetup {
        seatNames = List.copyOf(seatNames);
        options = options == null ? NoOptions.INSTANCE : options;
        stack = stack == null ? Optional.empty() : stack.map(GameSetup::frozen);
    }

    /** A game whose seed the platform drew. */
    public GameSetup(List<String> seatNames, Record options, Optional<?> stack, String commitment) {
        this(seatNames, options, stack, commitment, false);
    }

    /** A game with the ruleset's default options, whose seed the platform drew. */
    public GameSetup(List<String> seatNames, Optional<?> stack, String commitment) {
        this(seatNames, NoOptions.INSTANCE, stack, commitment, false);
    }

    /**
     * The options as the ruleset's own record: {@code defaults} (the ruleset's {@link Ruleset#defaultOptions()})
     * when the setup names none.
     */
    @SuppressWarnings("unchecked")
    public <O extends Record> O options(O defaults) {
        if (options instanceof NoOptions) {
            return defaults;
        }
        if (!defaults.getClass().isInstance(options)) {
            throw new IllegalArgumentException("the setup's options are a " + options.getClass().getSimpleName()
                    + ", not a " + defaults.getClass().getSimpleName());
        }
        return (O) options;
    }

    public int seats() {
        return seatNames.size();
    }

    public boolean stacked() {
        return stack.isPresent();
    }

    /**
     * The stack of a game with one bag or deck: a list of piece names, first drawn first. A stack of another
     * shape is malformed (400, code {@code INVALID_STACK}) and the answer names the entry at fault; whether the
     * names make a game is the ruleset's to say.
     */
    public Optional<List<String>> stackOfNames() {
        if (stack.isEmpty()) {
            return Optional.empty();
        }
        if (!(stack.get() instanceof List<?> list)) {
            throw RuleViolation.malformed("INVALID_STACK",
                    "'stack' must be an array of piece names, first drawn first.");
        }
        List<String> names = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            if (!(list.get(i) instanceof String name)) {
                throw RuleViolation.malformed("INVALID_STACK", "'stack[" + i + "]' must be a string naming a piece.");
            }
            names.add(name);
        }
        return Optional.of(List.copyOf(names));
    }

    /** A deep, unmodifiable copy of a plain JSON value; null stays null (a JSON null inside a stack). */
    private static Object frozen(Object value) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((k, v) -> copy.put(String.valueOf(k), frozen(v)));
            return Collections.unmodifiableMap(copy);
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(v -> copy.add(frozen(v)));
            return Collections.unmodifiableList(copy);
        }
        return value;
    }
}
