package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers.EventView;
import ziggurat.store.EventStore;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * Replays a game's whole log from the database and checks it: every chain hash, every state hash, and
 * once the game has ended, the seed commitment and that the revealed seed really dealt the setup. Never
 * served from the cache: an audit trusts nothing but the log.
 */
@ApplicationScoped
public class Audit {

    private static final Logger LOG = Logger.getLogger(Audit.class);

    private final EventStore store;
    private final Rulesets rulesets;
    private final MeterRegistry metrics;

    public Audit(EventStore store, Rulesets rulesets, MeterRegistry metrics) {
        this.store = store;
        this.rulesets = rulesets;
        this.metrics = metrics;
    }

    /** One thing found wrong, at the event where it was found (0 for the game itself). */
    public record Finding(long seq, String check, String detail) {
    }

    /**
     * The audit's answer. {@code verified} is true when every check passed. While the game runs, the salt,
     * the seed and hidden fields stay secret, so only the service can recompute the hashes and the report
     * says so; after the end it carries everything an outsider needs to recompute them.
     */
    public record Report(UUID gameId, String ruleset, long version, String status, boolean verified,
                         int eventsChecked, boolean chainIntact, boolean statesReproduced,
                         Boolean commitmentMatches, Boolean setupReproduced, boolean stacked, boolean creatorSeeded,
                         String seedCommitment, String seed, String salt, JsonNode stack, List<Finding> findings,
                         List<EventView> events, String hashing) {
    }

    static final String HASHING = "hash[n] = hex(SHA-256(salt bytes || utf8(hash[n-1]) || utf8(canonical envelope))),"
            + " hash[0] = seedCommitment; envelope = {seq, type, schemaVersion, actingSeat, time, data} with keys"
            + " sorted and no white space; stateHash = hex(SHA-256(salt bytes || utf8(canonical complete state)));"
            + " seedCommitment = hex(SHA-256(salt bytes || utf8(seed))).";

    public Report audit(UUID id) {
        StoredGame meta = store.findGame(id).orElseThrow(() -> Problem.notFound("There is no game " + id + "."));
        Ruleset<Object, Move, Event> ruleset = rulesets.find(meta.ruleset()).orElseThrow(
                () -> Problem.unavailable("This instance does not have the ruleset " + meta.ruleset() + "."));
        List<StoredEvent> log = store.readEvents(id, 0);
        List<Finding> findings = new ArrayList<>();
        List<Event> events = new ArrayList<>();

        boolean chainIntact = true;
        boolean statesReproduced = true;
        String previous = meta.commitment();
        Object state = ruleset.initial();
        long expectedSeq = 1;
        for (StoredEvent e : log) {
            if (e.seq() != expectedSeq) {
                findings.add(new Finding(e.seq(), "sequence", "expected event " + expectedSeq + ", found " + e.seq()));
                chainIntact = false;
            }
            expectedSeq = e.seq() + 1;
            String recomputed = Seal.eventHash(meta.salt(), previous, PlayService.canonicalEnvelope(e.seq(), e.type(),
                    e.schemaVersion(), e.actingSeat(), e.occurredAt(), GameJson.readTree(e.payloadJson())));
            if (!recomputed.equals(e.hash())) {
                findings.add(new Finding(e.seq(), "chain", "the stored hash does not match the event's content"));
                chainIntact = false;
            }
            previous = e.hash();
            Event event;
            try {
                event = GameJson.readEvent(ruleset, e.type(), e.payloadJson());
                state = ruleset.evolve(state, event);
            } catch (RuntimeException ex) {
                findings.add(new Finding(e.seq(), "replay", "the event cannot be replayed: " + ex.getMessage()));
                statesReproduced = false;
                break;
            }
            events.add(event);
            String stateHash = Seal.stateHashOf(meta.salt(), ruleset.view(state, Viewer.EVERYONE));
            if (!stateHash.equals(e.stateHash())) {
                findings.add(new Finding(e.seq(), "state", "replay does not reproduce the stored state hash"));
                statesReproduced = false;
            }
        }
        long version = log.isEmpty() ? 0 : log.get(log.size() - 1).seq();
        if (version != meta.version()) {
            findings.add(new Finding(0, "version", "the game row says version " + meta.version()
                    + " but the log ends at " + version));
        }

        boolean finished = statesReproduced && ruleset.outcome(state).finished();
        Boolean commitmentMatches = null;
        Boolean setupReproduced = null;
        List<EventView> shown = null;
        if (finished) {
            commitmentMatches = Seal.commitment(meta.salt(), meta.seed()).equals(meta.commitment());
            if (!commitmentMatches) {
                findings.add(new Finding(0, "commitment", "SHA-256(salt || seed) is not the published commitment"));
            }
            setupReproduced = setupReproduced(meta, ruleset, log, findings);
            shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                shown.add(PlayService.eventView(ruleset, log.get(i), events.get(i), Viewer.EVERYONE));
            }
        }
        boolean verified = findings.isEmpty();
        if (!verified) {
            metrics.counter("ziggurat.audit.failures", "ruleset", meta.ruleset()).increment();
            LOG.errorf("AUDIT FAILED for game %s: %s", id, findings);
        }
        return new Report(id, meta.ruleset(), version, finished ? "finished" : "running", verified, log.size(),
                chainIntact, statesReproduced, commitmentMatches, setupReproduced, meta.stacked(), meta.creatorSeeded(),
                meta.commitment(), finished ? meta.seed() : null, finished ? meta.salt() : null,
                finished && meta.stackJson() != null ? GameJson.readTree(meta.stackJson()) : null, findings, shown,
                HASHING);
    }

    /** Reruns the setup from the revealed seed and compares it with the logged setup events. */
    @SuppressWarnings("unchecked")
    private static boolean setupReproduced(StoredGame meta, Ruleset<Object, Move, Event> ruleset,
                                           List<StoredEvent> log, List<Finding> findings) {
        List<String> names = meta.seats().stream().map(StoredSeat::name).toList();
        Map<String, Object> options = GameJson.convert(GameJson.readTree(meta.optionsJson()), Map.class);
        Optional<List<String>> stack = Optional.ofNullable(meta.stackJson())
                .map(s -> (List<String>) GameJson.convert(GameJson.readTree(s), List.class));
        List<Event> rerun = ruleset.start(new GameSetup(names, options, stack, meta.commitment()),
                Rng.of(meta.seed(), "setup"));
        for (int i = 0; i < rerun.size(); i++) {
            if (i >= log.size()) {
                findings.add(new Finding(i + 1, "setup", "the log is shorter than the setup the seed deals"));
                return false;
            }
            JsonNode logged = GameJson.readTree(log.get(i).payloadJson());
            if (!GameJson.canonical(GameJson.tree(rerun.get(i))).equals(GameJson.canonical(logged))
                    || !GameJson.typeName(ruleset, rerun.get(i)).equals(log.get(i).type())) {
                findings.add(new Finding(i + 1, "setup", "the revealed seed does not deal this setup event"));
                return false;
            }
        }
        return true;
    }
}
