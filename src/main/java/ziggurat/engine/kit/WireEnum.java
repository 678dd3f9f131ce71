package ziggurat.engine.kit;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The wire names of an enum's constants: the text a constant travels as in moves, events, views and options
 * (the platform writes and reads enums by {@code toString()}). Declared by hand, one name per constant in the
 * order the constants are declared, so renaming a constant never changes what a stored game says. An unknown
 * name is refused with a sentence naming the enum the way a sentence would ("no draw reason called …"):
 *
 * <pre>{@code
 * enum DrawReason {
 *     DEAL, SWAP, REFILL;
 *
 *     static final WireEnum<DrawReason> WIRE = WireEnum.of(DrawReason.class, "deal", "swap", "refill");
 *
 *     @Override public String toString() { return WIRE.nameOf(this); }
 * }
 * }</pre>
 *
 * @param <E> the enum
 */
public final class WireEnum<E extends Enum<E>> {

    private final String what;
    private final E[] constants;
    private final String[] names;
    private final Map<String, E> byName = new HashMap<>();

    private WireEnum(Class<E> type, String what, String[] names) {
        this.what = what;
        this.constants = type.getEnumConstants();
        this.names = names.clone();
        if (names.length != constants.length) {
            throw new IllegalStateException(type.getName() + " has " + constants.length + " constants but "
                    + names.length + " wire names");
        }
        for (int i = 0; i < names.length; i++) {
            if (byName.put(names[i], constants[i]) != null) {
                throw new IllegalStateException(type.getName() + " names two constants '" + names[i] + "'");
            }
        }
    }

    /**
     * @param names one per constant, in declaration order
     */
    public static <E extends Enum<E>> WireEnum<E> of(Class<E> type, String... names) {
        return new WireEnum<>(type, sentenceName(type), names);
    }

    /** {@code WithdrawReason} as a sentence names it: "withdraw reason". */
    private static String sentenceName(Class<?> type) {
        return type.getSimpleName().replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
    }

    public String nameOf(E constant) {
        return names[constant.ordinal()];
    }

    /**
     * The constant called {@code name}.
     *
     * @throws IllegalArgumentException with a sentence listing the names there are, when there is none
     */
    public E fromWire(String name) {
        E found = byName.get(name);
        if (found == null) {
            throw new IllegalArgumentException("There is no " + what + " called '" + name + "'; use " + listed() + ".");
        }
        return found;
    }

    /** The names in declaration order. */
    public List<String> names() {
        return List.of(names);
    }

    private String listed() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            out.append(i == 0 ? "" : i == names.length - 1 ? " or " : ", ").append(names[i]);
        }
        return out.toString();
    }
}
