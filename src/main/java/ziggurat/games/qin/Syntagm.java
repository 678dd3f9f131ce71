package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * A rule syntagm [qin §1.1]: the modules one game is played with, a complete and consistent set. Exactly one module
 * of each exclusive group, at least one end rule [qin D1], any extras; the defaults of the groups a name leaves out
 * are in it like any other module.
 */
public final class Syntagm {

    private final Set<QinModule> modules;

    private Syntagm(Set<QinModule> modules) {
        this.modules = modules;
    }

    /**
     * The syntagm of exactly {@code modules}.
     *
     * @throws IllegalArgumentException when they are not a complete syntagm (see {@link #problemWith})
     */
    public static Syntagm of(Collection<QinModule> modules) {
        EnumSet<QinModule> set = modules.isEmpty() ? EnumSet.noneOf(QinModule.class) : EnumSet.copyOf(modules);
        String problem = problemWith(set);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return new Syntagm(set);
    }

    /** What makes {@code modules} no syntagm, in a sentence; null when they are one. */
    public static String problemWith(Set<QinModule> modules) {
        for (ModuleGroup group : ModuleGroup.values()) {
            long n = modules.stream().filter(m -> m.group() == group).count();
            if (group.exclusive() && n != 1) {
                return "A syntagm has exactly one " + group + " module, not " + n + ".";
            }
            if (group.atLeastOne() && n == 0) {
                return "A syntagm has at least one " + group + " module.";
            }
        }
        return null;
    }

    /** The modules in table order [qin §2.1]. */
    public List<QinModule> modules() {
        return List.copyOf(modules);
    }

    public boolean has(QinModule module) {
        return modules.contains(module);
    }

    /** The module of an exclusive group. */
    public QinModule the(ModuleGroup group) {
        if (!group.exclusive()) {
            throw new IllegalArgumentException(group + " may hold several modules");
        }
        return modules.stream().filter(m -> m.group() == group).findFirst().orElseThrow();
    }

    /** The modules of {@code group}, in table order (the end rules, the extras). */
    public List<QinModule> all(ModuleGroup group) {
        List<QinModule> found = new ArrayList<>();
        modules.stream().filter(m -> m.group() == group).forEach(found::add);
        return found;
    }

    /**
     * The canonical name [qin D2]: every module's syllable in table order, the four omittable defaults left out.
     */
    public String canonicalName() {
        StringBuilder name = new StringBuilder();
        for (QinModule m : modules) {
            if (!m.groupDefault()) {
                name.append(m.syllable());
            }
        }
        return name.toString();
    }

    /** The name with every module spelt out, defaults included. */
    public String fullName() {
        StringBuilder name = new StringBuilder();
        modules.forEach(m -> name.append(m.syllable()));
        return name.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Syntagm other && other.modules.equals(modules);
    }

    @Override
    public int hashCode() {
        return modules.hashCode();
    }

    @Override
    public String toString() {
        return fullName();
    }
}
