package ziggurat.play;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Upcasters;
import ziggurat.engine.ViewRevision;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/**
 * The hash chain over a game's log, in one place: how a new event is sealed (its chain hash and the hash of
 * the state after it), and how a stored log is checked link by link. Moves seal with it, the audit checks with
 * it, and the stored-game corpus test checks old logs with it, without a database.
 *
 * <p>Every hash is keyed with the game's secret salt (see {@link Seal}); the first link chains to the public
 * seed commitment.
 */
final class Ledger {

    /** The protocol in words, as the audit publishes it so that anyone can recompute every hash. */
    static final String HASHING = "hash[n] = hex(SHA-256(salt bytes || utf8(hash[n-1]) || utf8(canonical envelope))),"
            + " hash[0] = seedCommitment; envelope = {seq, type, schemaVersion, actingSeat, time, data} with keys"
            + " sorted and no white space; stateHash = hex(SHA-256(salt bytes || utf8(canonical complete state)));"
            + " a state hash sealed before a revision of the ruleset's view (listed in its catalogue entry as"
            + " viewRevisions) covers the complete state without the fields that revision and later ones added;"
            + " seedCommitment = hex(SHA-256(salt bytes || utf8(seed))).";

    private Ledger() {
    }

    /** New events folded onto a state, each sealed with its chain hash and the hash of the state after it. */
    record Sealed(Object state, long version, String lastHash, boolean finished, List<StoredEvent> stored) {
    }

    /**
     * New events of the game {@code meta} sealed as {@link #seal(String, Ruleset, Object, long, String, List, Integer,
     * Instant)} does; when they end the game, the table's {@link Table.SeedRevealed} follows them in the same batch,
     * so the log itself reveals the seed and the salt the moment they stop being secret, the same way in every game.
     */
    static Sealed seal(StoredGame meta, Ruleset<Object, Move, Event> ruleset, Object state, long version,
                       String previousHash, List<Event> events, Integer actingSeat, Instant time) {
        Sealed sealed = seal(meta.salt(), ruleset, state, version, previousHash, events, actingSeat, time);
        if (!sealed.finished() || !(ruleset instanceof Table)) {
            return sealed;
        }
        Sealed revealed = seal(meta.salt(), ruleset, sealed.state(), sealed.version(), sealed.lastHash(),
                List.of(revealed(meta)), actingSeat, time);
        List<StoredEvent> stored = new ArrayList<>(sealed.stored());
        stored.addAll(revealed.stored());
        return new Sealed(revealed.state(), revealed.version(), revealed.lastHash(), true, stored);
    }

    /** The event the table appends after the one that ends a game: the seed and the salt behind every hash. */
    static Table.SeedRevealed revealed(StoredGame meta) {
        return new Table.SeedRevealed(meta.seed(), meta.salt(), meta.creatorSeeded());
    }

    static Sealed seal(String salt, Ruleset<Object, Move, Event> ruleset, Object state, long version,
                       String previousHash, List<Event> events, Integer actingSeat, Instant time) {
        List<StoredEvent> stored = new ArrayList<>(events.size());
        String hash = previousHash;
        for (Event e : events) {
            version++;
            state = ruleset.evolve(state, e);
            String type = GameJson.typeName(ruleset, e);
            int schemaVersion = ruleset.upcasters().currentVersion(type);
            hash = Seal.eventHash(salt, hash,
                    CanonicalEnvelope.bytes(version, type, schemaVersion, actingSeat, time.toString(), e));
            stored.add(new StoredEvent(version, type, schemaVersion, GameJson.write(e), actingSeat, time, hash,
                    stateHash(salt, ruleset, state)));
        }
        return new Sealed(state, version, hash, ruleset.outcome(state).finished(), stored);
    }

    /** The hash of a state: of everything in it, as everyone sees it after the end. */
    static String stateHash(String salt, Ruleset<Object, Move, Event> ruleset, Object state) {
        return Seal.stateHashOf(salt, ruleset.view(state, Viewer.EVERYONE));
    }

    /** The view revision a game is sealed with today: 1 plus every revision the ruleset declares. */
    static int currentRevision(Ruleset<Object, Move, Event> ruleset) {
        return 1 + ruleset.viewRevisions().size();
    }

    /**
     * The hash of a state as code of view revision {@code revision} sealed it: today's complete view without the
     * fields later revisions added (see {@link ViewRevision}).
     */
    static String stateHashAt(String salt, Ruleset<Object, Move, Event> ruleset, Object state, int revision) {
        if (revision >= currentRevision(ruleset)) {
            return stateHash(salt, ruleset, state);
        }
        ObjectNode view = GameJson.MAPPER.valueToTree(ruleset.view(state, Viewer.EVERYONE));
        for (ViewRevision later : ruleset.viewRevisions()) {
            if (later.number() > revision) {
                view.remove(later.addedFields());
            }
        }
        return Seal.stateHashOf(salt, view);
    }

    /** Whether {@code stored} is the hash of {@code state} under today's view revision or an older one. */
    static boolean hashesTo(String salt, Ruleset<Object, Move, Event> ruleset, Object state, String stored) {
        return stateHash(salt, ruleset, state).equals(stored)
                || oldestSealing(salt, ruleset, state, stored, 1, currentRevision(ruleset)).isPresent();
    }

    /** The oldest view revision in {@code [from, to)} whose hash of {@code state} is {@code stored}, if any. */
    private static OptionalInt oldestSealing(String salt, Ruleset<Object, Move, Event> ruleset, Object state,
                                             String stored, int from, int to) {
        for (int revision = from; revision < to; revision++) {
            if (stateHashAt(salt, ruleset, state, revision).equals(stored)) {
                return OptionalInt.of(revision);
            }
        }
        return OptionalInt.empty();
    }

    /**
     * The exact text an event's chain hash covers; documented in the API so auditors can recompute it.
     * {@code data} is the event itself when it is sealed, and its stored JSON when a log is checked: both come
     * out the same, keys sorted.
     */
    static String envelope(long seq, String type, int schemaVersion, Integer actingSeat, Instant time, Object data) {
        return new String(CanonicalEnvelope.bytes(seq, type, schemaVersion, actingSeat, time.toString(), data),
                StandardCharsets.UTF_8);
    }

    /**
     * {@link #envelope} as the reflective canonical writer writes it: every chain hash sealed before the envelope was
     * written by hand was taken over these bytes, and the hand-written ones must equal them.
     */
    static String envelopeByMapper(long seq, String type, int schemaVersion, Integer actingSeat, Instant time,
                                   Object data) {
        return GameJson.canonical(new Envelope(actingSeat, data, schemaVersion, seq, time.toString(), type));
    }

    /** The envelope's fields, in the order of their names (the order the canonical JSON writes them). */
    record Envelope(Integer actingSeat, Object data, int schemaVersion, long seq, String time, String type) {
    }

    /** One thing found wrong, at the event where it was found (0 for the game itself). */
    record Finding(long seq, String check, String detail) {
    }

    /**
     * What checking a stored log found: the state it folds to, the events as read (upcast to today's shapes),
     * and every finding. Folding stops at the first event that cannot be read or replayed.
     */
    record Checked(Object state, long version, List<Event> events, boolean chainIntact, boolean statesReproduced,
                   List<Finding> findings) {
    }

    /**
     * Checks a stored log from its first event: the sequence, every chain hash against the stored data as
     * stored, and every state hash against the state today's code folds the events to. The events are read as the
     * game created as {@code creation} reads them (see {@link GameJson#creation}).
     */
    static Checked check(String salt, String commitment, Upcasters.Creation creation,
                         Ruleset<Object, Move, Event> ruleset, List<StoredEvent> log) {
        List<Finding> findings = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        boolean chainIntact = true;
        boolean statesReproduced = true;
        String previous = commitment;
        Object state = ruleset.initial();
        long expectedSeq = 1;
        long version = 0;
        int revision = 1;
        int current = currentRevision(ruleset);
        for (StoredEvent e : log) {
            if (e.seq() != expectedSeq) {
                findings.add(new Finding(e.seq(), "sequence", "expected event " + expectedSeq + ", found " + e.seq()));
                chainIntact = false;
            }
            expectedSeq = e.seq() + 1;
            version = e.seq();
            String recomputed = Seal.eventHash(salt, previous, envelope(e.seq(), e.type(), e.schemaVersion(),
                    e.actingSeat(), e.occurredAt(), GameJson.readTree(e.payloadJson())));
            if (!recomputed.equals(e.hash())) {
                findings.add(new Finding(e.seq(), "chain", "the stored hash does not match the event's content"));
                chainIntact = false;
            }
            previous = e.hash();
            Event event;
            try {
                event = GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson(), creation);
                state = ruleset.evolve(state, event);
            } catch (RuntimeException ex) {
                findings.add(new Finding(e.seq(), "replay", "the event cannot be replayed: " + ex.getMessage()));
                statesReproduced = false;
                break;
            }
            events.add(event);
            String hash;
            try {
                hash = stateHash(salt, ruleset, state);
            } catch (RuntimeException ex) {
                // an altered log can fold to a state the rules never reach, which cannot even be shown
                findings.add(new Finding(e.seq(), "state", "the state after it cannot be shown: " + ex.getMessage()));
                statesReproduced = false;
                break;
            }
            // The revision a log is sealed by never goes back (newer code never hands a game to older code), so
            // once today's hash is the only one that matches, older revisions are not tried again.
            if (hash.equals(e.stateHash())) {
                if (revision < current) {
                    revision = oldestSealing(salt, ruleset, state, e.stateHash(), revision, current).orElse(current);
                }
            } else {
                OptionalInt sealedBy = oldestSealing(salt, ruleset, state, e.stateHash(), revision, current);
                if (sealedBy.isPresent()) {
                    revision = sealedBy.getAsInt();
                } else {
                    findings.add(new Finding(e.seq(), "state", "replay does not reproduce the stored state hash"));
                    statesReproduced = false;
                }
            }
        }
        return new Checked(state, version, events, chainIntact, statesReproduced, findings);
    }
}
