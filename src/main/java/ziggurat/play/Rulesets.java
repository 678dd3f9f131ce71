package ziggurat.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;

/**
 * The games this service plays. A game plugs in by naming its ruleset in
 * {@code META-INF/services/ziggurat.engine.Ruleset}; nothing here changes when a game is added.
 */
@ApplicationScoped
public class Rulesets {

    private final Map<String, Ruleset<Object, Move, Event>> byId = new TreeMap<>();

    public Rulesets() {
        for (Ruleset<?, ?, ?> ruleset : ServiceLoader.load(Ruleset.class, Rulesets.class.getClassLoader())) {
            // every game is played at a table: resigning, aborting and clocks are the same for all of them
            Table r = Table.of(ruleset);
            Ruleset<Object, Move, Event> previous = byId.put(r.info().id(), r);
            if (previous != null && ((Table) previous).rules().getClass() != r.rules().getClass()) {
                throw new IllegalStateException("two rulesets claim the id " + r.info().id());
            }
        }
    }

    public Optional<Ruleset<Object, Move, Event>> find(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** Every ruleset, ordered by id. */
    public Collection<Ruleset<Object, Move, Event>> all() {
        return byId.values();
    }
}
