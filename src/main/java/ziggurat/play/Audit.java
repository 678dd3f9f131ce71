package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers.EventView;
import ziggurat.store.EventStore;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * Replays a game's whole log from the database and checks it: every chain hash, every state hash, the clocks
 * (every timeout against the time the log gives its seat), the seed the log reveals, and once the game has ended,
 * the seed commitment and that the revealed seed really dealt the setup. Never served from the cache: an audit
 * trusts nothing but the log.
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

    /**
     * The audit's answer. {@code verified} is true when every check passed. While the game runs, the salt,
     * the seed and hidden fields stay secret, so only the service can recompute the hashes and the report
     * says so; after the end it carries everything an outsider needs to recompute them.
     */
    public record Report(UUID gameId, String ruleset, long version, GameStatus status, boolean verified,
                         int eventsChecked, boolean chainIntact, boolean statesReproduced,
                         Boolean commitmentMatches, Boolean setupReproduced, boolean stacked, boolean creatorSeeded,
                         String seedCommitment, String seed, String salt, JsonNode stack, List<Ledger.Finding> findings,
                         List<EventView> events, String hashing) {
    }

    public Report audit(UUID id) {
        StoredGame meta = store.findGame(id).orElseThrow(() -> Problem.notFound("There is no game " + id + "."));
        Ruleset<Object, Move, Event> ruleset = rulesets.find(meta.ruleset()).orElseThrow(
                () -> Problem.unavailable("This instance does not have the ruleset " + meta.ruleset() + "."));
        Report report = verify(meta, ruleset, store.readEvents(id, 0));
        if (!report.verified()) {
            metrics.counter("ziggurat.audit.failures", "ruleset", meta.ruleset()).increment();
            LOG.errorf("AUDIT FAILED for game %s: %s", id, report.findings());
        }
        return report;
    }

    /**
     * The audit of a stored game from its row and its log alone: no database, no cache, no clock. The
     * stored-game corpus runs the same checks on logs written by earlier releases.
     */
    static Report verify(StoredGame meta, Ruleset<Object, Move, Event> ruleset, List<StoredEvent> log) {
        UUID id = meta.id();
        Ledger.Checked checked = Ledger.check(meta.salt(), meta.commitment(), GameJson.creation(meta), ruleset, log);
        List<Ledger.Finding> findings = new ArrayList<>(checked.findings());
        List<Event> events = checked.events();
        Object state = checked.state();
        boolean chainIntact = checked.chainIntact();
        boolean statesReproduced = checked.statesReproduced();
        long version = log.isEmpty() ? 0 : log.get(log.size() - 1).seq();
        if (version != meta.version()) {
            findings.add(new Ledger.Finding(0, "version", "the game row says version " + meta.version()
                    + " but the log ends at " + version));
        }

        if (statesReproduced) {
            checkClocks(meta, ruleset, log, events, findings);
        }
        try {
            checkReveal(meta, ruleset, log, events, findings);
        } catch (RuntimeException e) {
            // an altered log can fold to a state the rules never reach, where they may throw instead of answering
            findings.add(new Ledger.Finding(0, "reveal", "the rules cannot judge the revealed seed: " + e.getMessage()));
        }
        boolean finished = statesReproduced && ruleset.outcome(state).finished();
        Boolean commitmentMatches = null;
        Boolean setupReproduced = null;
        List<EventView> shown = null;
        if (finished) {
            commitmentMatches = Seal.commitment(meta.salt(), meta.seed()).equals(meta.commitment());
            if (!commitmentMatches) {
                findings.add(new Ledger.Finding(0, "commitment", "SHA-256(salt || seed) is not the published commitment"));
            }
            setupReproduced = setupReproduced(meta, ruleset, log.subList(claims(events), log.size()),
                    events.subList(claims(events), events.size()), findings);
            shown = new ArrayList<>();
            for (int i = 0; i < events.size(); i++) {
                // as stored, not as read today: the data and schema version the chain hash covers
                StoredEvent e = log.get(i);
                shown.add(new EventView(e.seq(), e.type(), e.schemaVersion(), e.actingSeat(), e.occurredAt(), e.hash(),
                        false, GameJson.readTree(e.payloadJson())));
            }
        }
        boolean verified = findings.isEmpty();
        return new Report(id, meta.ruleset(), version, GameStatus.of(finished), verified, log.size(),
                chainIntact, statesReproduced, commitmentMatches, setupReproduced, meta.stacked(), meta.creatorSeeded(),
                meta.commitment(), finished ? meta.seed() : null, finished ? meta.salt() : null,
                finished && meta.stackJson() != null ? GameJson.readTree(meta.stackJson()) : null, findings, shown,
                Ledger.HASHING);
    }

    /**
     * The clocks of a game created with them, read again from the log's times: every timeout fell when its seat's
     * time had run out, and no seat moved after its time had run out.
     */
    static void checkClocks(StoredGame meta, Ruleset<Object, Move, Event> ruleset, List<StoredEvent> log,
                                    List<Event> events, List<Ledger.Finding> findings) {
        Optional<Clocks.Setting> setting;
        try {
            setting = GameJson.readClock(GameJson.readTree(meta.optionsJson()));
        } catch (Problem p) {
            findings.add(new Ledger.Finding(0, "clock", "the stored clock does not read: " + p.getMessage()));
            return;
        }
        if (setting.isEmpty()) {
            return;
        }
        Clocks clocks = Clocks.start(setting.get(), meta.seats().size(), java.util.Set.of(), meta.createdAt());
        Object state = ruleset.initial();
        for (int i = 0; i < events.size(); i++) {
            StoredEvent e = log.get(i);
            if (MovesPlayed.startsBatch(log, i)) {
                Integer seat = e.actingSeat();
                if (seat != null && (MovesPlayed.isMove(e) || e.type().equals("SeatTimedOut"))) {
                    boolean out = clocks.running().contains(seat) && clocks.remainingAt(seat, e.occurredAt()) == 0;
                    if (e.type().equals("SeatTimedOut") && !out) {
                        findings.add(new Ledger.Finding(e.seq(), "clock", "seat " + seat + " timed out with "
                                + clocks.remainingAt(seat, e.occurredAt()) + " ms left"));
                    } else if (!e.type().equals("SeatTimedOut") && out) {
                        findings.add(new Ledger.Finding(e.seq(), "clock", "seat " + seat + " moved after its time ran out"));
                    }
                }
            }
            state = ruleset.evolve(state, events.get(i));
            clocks = clocks.afterStored(log, i, ruleset, state);
        }
    }

    /**
     * The table's {@link Table.SeedRevealed}: it comes right after the event that ends the game, as the log's last
     * event, and reveals the game's own seed and salt (which open the published commitment) and whether its creator
     * chose the seed. A finished game whose {@code GameStarted} was written saying {@code creatorSeeded} was written
     * by code that reveals the seed in the log, so its log must end with it; games stored before then end without.
     */
    static void checkReveal(StoredGame meta, Ruleset<Object, Move, Event> ruleset, List<StoredEvent> log,
                            List<Event> events, List<Ledger.Finding> findings) {
        Object state = ruleset.initial();
        boolean endedBefore = false;
        boolean revealed = false;
        boolean saysCreatorSeeded = false;
        for (int i = 0; i < events.size(); i++) {
            Event event = events.get(i);
            StoredEvent stored = log.get(i);
            boolean ended = ruleset.outcome(state).finished();
            if (event instanceof Table.SeedRevealed r) {
                revealed = true;
                if (i != log.size() - 1) {
                    findings.add(new Ledger.Finding(stored.seq(), "reveal", "the seed is revealed only by a game's"
                            + " last event"));
                } else if (!ended || endedBefore) {
                    findings.add(new Ledger.Finding(stored.seq(), "reveal", "the seed is revealed only right after"
                            + " the event that ends the game"));
                }
                if (!r.seed().equals(meta.seed()) || !r.salt().equals(meta.salt())
                        || r.creatorSeeded() != meta.creatorSeeded()) {
                    findings.add(new Ledger.Finding(stored.seq(), "reveal", "the seed, the salt or creatorSeeded it"
                            + " reveals are not the game's"));
                } else if (!Seal.commitment(r.salt(), r.seed()).equals(meta.commitment())) {
                    findings.add(new Ledger.Finding(stored.seq(), "reveal", "the seed and salt it reveals do not open"
                            + " the seed commitment"));
                }
            }
            if (stored.type().equals("GameStarted") && GameJson.readTree(stored.payloadJson()).has("creatorSeeded")) {
                saysCreatorSeeded = true;
            }
            endedBefore = ended;
            state = ruleset.evolve(state, event);
        }
        if (!revealed && saysCreatorSeeded && events.size() == log.size() && ruleset.outcome(state).finished()) {
            findings.add(new Ledger.Finding(log.get(log.size() - 1).seq(), "reveal", "the game ended without"
                    + " revealing its seed: SeedRevealed must follow the event that ends it"));
        }
    }

    /**
     * How many events before the setup: the claims of a game created with open seats, whose setup was dealt with
     * its last claim. All of them when the game was called off before it began: then nothing was dealt.
     */
    static int claims(List<Event> events) {
        int i = 0;
        while (i < events.size() && events.get(i) instanceof ziggurat.engine.Table.TableEvent) {
            i++;
        }
        return i;
    }

    /**
     * Reruns the setup from the revealed seed and compares it with the logged setup events as read today
     * ({@code events}, through the upcasters, with what the game's creation recorded): a setup event stored in an
     * older shape is compared in today's shape, which is the one the rerun writes. The stored data itself is what
     * the chain hash covers.
     */
    static Boolean setupReproduced(StoredGame meta, Ruleset<Object, Move, Event> ruleset,
                                           List<StoredEvent> log, List<Event> events, List<Ledger.Finding> findings) {
        if (events.isEmpty() || meta.seats().stream().anyMatch(StoredSeat::open)) {
            // called off while it waited for players: no setup was ever dealt, so there is none to compare
            return null;
        }
        List<String> names = meta.seats().stream().map(StoredSeat::name).toList();
        // stored as the creator sent them, read as they were at creation
        Record options;
        try {
            options = GameJson.readOptions(ruleset, GameJson.readTree(meta.optionsJson()));
        } catch (Problem p) {
            findings.add(new Ledger.Finding(0, "setup", "the stored options do not read: " + p.getMessage()));
            return false;
        }
        // whatever its shape: the ruleset reads it again, exactly as it did at creation
        Optional<Object> stack = Optional.ofNullable(meta.stackJson())
                .map(s -> GameJson.convert(GameJson.readTree(s), Object.class));
        List<Event> rerun;
        try {
            rerun = ruleset.start(new GameSetup(names, options, stack, meta.commitment(), meta.creatorSeeded()), Rng.of(meta.seed(), "setup"));
        } catch (RuleViolation v) {
            findings.add(new Ledger.Finding(0, "setup", "the stored setup is refused today: " + v.getMessage()));
            return false;
        }
        for (int i = 0; i < rerun.size(); i++) {
            if (i >= events.size()) {
                findings.add(new Ledger.Finding(i + 1, "setup", "the log is shorter than the setup the seed deals"));
                return false;
            }
            if (!GameJson.canonical(GameJson.tree(rerun.get(i))).equals(GameJson.canonical(GameJson.tree(events.get(i))))
                    || !GameJson.typeName(ruleset, rerun.get(i)).equals(log.get(i).type())) {
                findings.add(new Ledger.Finding(i + 1, "setup", "the revealed seed does not deal this setup event"));
                return false;
            }
        }
        return true;
    }
}
