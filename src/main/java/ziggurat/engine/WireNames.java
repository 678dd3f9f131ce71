package ziggurat.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The wire names of one sealed family of records (a game's moves, or its events), each declared once and by
 * hand. A stored log names its events by these strings, so they are never derived from a Java class name:
 * renaming a record must not make a stored game unreadable.
 *
 * <pre>{@code
 * WireNames<TigrisMove> NAMES = WireNames.of(TigrisMove.class)
 *         .name("placeTile", PlaceTile.class)
 *         ...
 *         .build();
 * }</pre>
 *
 * {@link Builder#build()} refuses a family in which a record has no name, or a name or a record is declared
 * twice, so a move that cannot be read, or read as two things, fails as the class loads and not in a game.
 *
 * @param <T> the sealed interface of the family
 */
public final class WireNames<T> {

    private final Map<String, Class<? extends T>> byName;
    private final Map<Class<?>, String> byClass;

    private WireNames(Map<String, Class<? extends T>> byName) {
        this.byName = Collections.unmodifiableMap(byName);
        Map<Class<?>, String> names = new HashMap<>();
        byName.forEach((name, type) -> names.put(type, name));
        this.byClass = names;
    }

    public static <T> Builder<T> of(Class<T> family) {
        return new Builder<>(family);
    }

    /** Name to record, in the order the names were declared. */
    public Map<String, Class<? extends T>> byName() {
        return byName;
    }

    /** The declared name of {@code value}'s record. */
    public String nameOf(T value) {
        String name = byClass.get(value.getClass());
        if (name == null) {
            throw new IllegalArgumentException(value.getClass().getName() + " has no wire name");
        }
        return name;
    }

    public static final class Builder<T> {

        private final Class<T> family;
        private final List<String> names = new ArrayList<>();
        private final List<Class<? extends T>> types = new ArrayList<>();

        private Builder(Class<T> family) {
            this.family = family;
        }

        public Builder<T> name(String name, Class<? extends T> type) {
            names.add(name);
            types.add(type);
            return this;
        }

        /**
         * @throws IllegalStateException naming the record when one of the family has no name, or a name or a
         *                               record is declared twice
         */
        public WireNames<T> build() {
            Map<String, Class<? extends T>> byName = new LinkedHashMap<>();
            for (int i = 0; i < names.size(); i++) {
                String name = names.get(i);
                Class<? extends T> type = types.get(i);
                if (name == null || name.isBlank() || type == null) {
                    throw new IllegalStateException(family.getName() + ": a blank name or no class in entry " + i);
                }
                if (byName.containsValue(type)) {
                    throw new IllegalStateException(type.getName() + " is named twice in " + family.getName());
                }
                Class<? extends T> before = byName.putIfAbsent(name, type);
                if (before != null) {
                    throw new IllegalStateException("the name '" + name + "' is declared for both " + before.getName()
                            + " and " + type.getName());
                }
            }
            for (Class<?> member : members(family)) {
                if (!byName.containsValue(member)) {
                    throw new IllegalStateException(member.getName() + " has no wire name in " + family.getName());
                }
            }
            return new WireNames<>(byName);
        }

        /** The concrete classes of a sealed family, nested sealed interfaces opened up; none when not sealed. */
        private static List<Class<?>> members(Class<?> family) {
            List<Class<?>> found = new ArrayList<>();
            Class<?>[] permitted = family.getPermittedSubclasses();
            if (permitted == null) {
                return found;
            }
            for (Class<?> c : permitted) {
                if (c.isSealed() && c.isInterface()) {
                    found.addAll(members(c));
                } else {
                    found.add(c);
                }
            }
            return found;
        }
    }
}
