package ziggurat.play;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/**
 * Checks a {@link GameRecord} with the rules alone: no database, no network, no clock. The same code the service
 * plays with (the engine, the games, the table, {@link Ledger}, {@link Seal}) judges the record, so an auditor who
 * trusts the rules needs to trust nothing else:
 *
 * <ol>
 *   <li>the seed commitment is SHA-256 of the salt and the seed;</li>
 *   <li>every chain hash links the event to the one before, the first to the commitment;</li>
 *   <li>the seed (or the stack) deals exactly the recorded setup;</li>
 *   <li>replaying each event reproduces every state hash;</li>
 *   <li>each seat's batch of events is what one of its legal moves decides (or its resigning, timing out or
 *       aborting, when the batch says so), with the game's random stream for that move; the clocks held;</li>
 *   <li>the outcome, the status and the version are what the last event leaves; the table's {@code SeedRevealed}
 *       comes right after the event that ends the game and reveals the record's seed, salt and creatorSeeded
 *       (a game whose {@code GameStarted} says creatorSeeded must end with it).</li>
 * </ol>
 *
 * Every check runs; the verdict names the first event that does not hold (0 for the game itself).
 */
public final class RecordVerifier {

    private RecordVerifier() {
    }

    /** What the verifier found: verified when {@code findings} is empty; {@code moves} counts the batches decided. */
    public record Verdict(boolean verified, String ruleset, String gameId, String status, int events, long moves,
                          Outcome outcome, List<Failure> findings) {

        /** The first thing that does not hold: the lowest event number, the game itself (0) first. */
        public Optional<Failure> first() {
            return findings.stream().min(Comparator.comparingLong(Failure::seq));
        }
    }

    /**
     * One thing that does not hold: at event {@code seq} (of type {@code type}), or at the game itself (0, type
     * null); {@code check} names the check ({@code chain}, {@code state}, {@code setup}, {@code decision} …).
     */
    public record Failure(long seq, String type, String check, String detail) {
    }

    /** A record that cannot even be read as one: not JSON of the published shape, or a ruleset this build lacks. */
    public static final class Unreadable extends RuntimeException {
        Unreadable(String message) {
            super(message);
        }
    }

    /** Reads a record as strictly as a move: every field of the published shape, nothing else. */
    public static GameRecord read(JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new Unreadable("a record is a JSON object");
        }
        if (!GameRecord.FORMAT.equals(json.path("format").asText(null))) {
            throw new Unreadable("this is not a game record: 'format' must be '" + GameRecord.FORMAT + "'");
        }
        GameRecord record;
        try {
            record = GameJson.MAPPER.readerFor(GameRecord.class)
                    .with(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES).readValue(json);
        } catch (java.io.IOException e) {
            throw new Unreadable("the record does not read: " + (e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage()
                    : e.getMessage()));
        }
        if (record.ruleset() == null || record.creation() == null || record.events() == null
                || record.salt() == null || record.seed() == null || record.seedCommitment() == null) {
            throw new Unreadable("the record lacks its ruleset, creation, events, salt, seed or seed commitment");
        }
        try {
            Instant.parse(record.creation().createdAt());
            for (GameRecord.RecordedEvent e : record.events()) {
                Instant.parse(e.time());
            }
        } catch (DateTimeParseException | NullPointerException e) {
            throw new Unreadable("a time in the record is not an ISO-8601 instant");
        }
        if (!record.salt().matches("([0-9a-f]{2})+")) {
            throw new Unreadable("the salt must be lower-case hex");
        }
        return record;
    }

    /** Checks {@code record} with the rulesets of this build. */
    public static Verdict verify(GameRecord record, Rulesets rulesets) {
        Ruleset<Object, Move, Event> ruleset = rulesets.find(record.ruleset().id()).orElseThrow(
                () -> new Unreadable("this build has no ruleset '" + record.ruleset().id() + "'"));
        Table table = Table.of(ruleset);
        StoredGame meta = record.row();
        List<StoredEvent> log = record.log();
        List<Ledger.Finding> findings = new ArrayList<>();

        if (!Seal.commitment(meta.salt(), meta.seed()).equals(meta.commitment())) {
            findings.add(new Ledger.Finding(0, "commitment", "SHA-256(salt || seed) is not the seed commitment"));
        }
        for (GameRecord.RecordedEvent e : record.events()) {
            // the chain covers the time as text: a second spelling of the same instant would hash differently
            if (!Instant.parse(e.time()).toString().equals(e.time())) {
                findings.add(new Ledger.Finding(e.seq(), "time", "the time '" + e.time() + "' is not written as"
                        + " the chain covers it ('" + Instant.parse(e.time()) + "')"));
            }
        }
        Ledger.Checked checked = Ledger.check(meta.salt(), meta.commitment(), GameJson.creation(meta), table, log);
        findings.addAll(checked.findings());
        List<Event> events = checked.events();
        // a game created with open seats logs its claims before its setup
        int claims = Audit.claims(events);
        judged(findings, "setup", () -> Audit.setupReproduced(meta, table, log.subList(claims, log.size()),
                events.subList(claims, events.size()), findings));
        if (checked.statesReproduced()) {
            judged(findings, "clock", () -> Audit.checkClocks(meta, table, log, events, findings));
        }
        judged(findings, "reveal", () -> Audit.checkReveal(meta, table, log, events, findings));
        long[] moves = {0};
        judged(findings, "decision", () -> moves[0] = decidedAgain(meta, table, log, events, findings));

        Outcome outcome = table.outcome(checked.state());
        boolean finished = checked.statesReproduced() && outcome.finished();
        long last = log.isEmpty() ? 0 : log.get(log.size() - 1).seq();
        if (record.version() != last) {
            findings.add(new Ledger.Finding(0, "version", "the record says version " + record.version()
                    + " but its log ends at " + last));
        }
        if (checked.statesReproduced()) {
            if (!record.status().equals(finished ? "finished" : "running")) {
                findings.add(new Ledger.Finding(last, "status", "the record says '" + record.status() + "' but the"
                        + " game is " + (finished ? "finished" : "running") + " after its last event"));
            }
            if (record.outcome() != null && !record.outcome().isNull()
                    && !GameJson.canonical(record.outcome()).equals(GameJson.canonical(GameJson.tree(outcome)))) {
                findings.add(new Ledger.Finding(last, "outcome", "the record's outcome is not the one the events lead"
                        + " to: " + GameJson.canonical(GameJson.tree(outcome))));
            }
        }
        List<Failure> failures = findings.stream().map(f -> new Failure(f.seq(), record.events().stream()
                .filter(e -> e.seq() == f.seq()).map(GameRecord.RecordedEvent::type).findFirst().orElse(null),
                f.check(), f.detail())).toList();
        return new Verdict(findings.isEmpty(), record.ruleset().id(), String.valueOf(record.gameId()),
                finished ? "finished" : "running", log.size(), moves[0], outcome, failures);
    }

    /**
     * Runs one check; an altered record can lead the rules into a state they never reach in play, where they may
     * throw instead of refusing: that is a finding too, never a crash of the verifier.
     */
    private static void judged(List<Ledger.Finding> findings, String check, Runnable run) {
        try {
            run.run();
        } catch (RuntimeException e) {
            if (findings.isEmpty()) {
                findings.add(new Ledger.Finding(0, check, "the rules cannot judge this record: " + e));
            }
        }
    }

    /**
     * Decides every batch of events again (a batch: the events one request appended, sharing their acting seat and
     * time). After the setup, each batch belongs to a seat, and is what one of the seat's legal moves decides on the
     * state before it (or its resigning, timing out or aborting, when the batch begins so), with the random stream
     * the service gave that move ({@code move:<number of its first event>}). The log holds events, not the moves
     * that caused them, so each of the seat's legal moves is tried: a batch holds when some legal move decides
     * exactly it. Stops at the first batch that does not hold: nothing after it can be judged. Returns the number of
     * batches decided.
     */
    static long decidedAgain(StoredGame meta, Table table, List<StoredEvent> log, List<Event> events,
                             List<Ledger.Finding> findings) {
        Object state = table.initial();
        int i = 0;
        while (i < events.size() && log.get(i).actingSeat() == null) {
            state = table.evolve(state, events.get(i++));
        }
        long batches = 0;
        long moves = 0;
        while (i < events.size()) {
            int end = i + 1;
            while (end < log.size() && !MovesPlayed.startsBatch(log, end)) {
                end++;
            }
            StoredEvent first = log.get(i);
            if (end > events.size()) {
                // the replay stopped inside this batch: the replay's own finding says why
                return batches;
            }
            // the seed revealed after the event that ends a game is the platform's, not the move's
            int decided = events.get(end - 1) instanceof Table.SeedRevealed ? end - 1 : end;
            String why = undecided(meta, table, state, first, events.subList(i, decided), moves);
            if (why != null) {
                findings.add(new Ledger.Finding(first.seq(), "decision", why));
                return batches;
            }
            if (decided < end) {
                Object before = state;
                for (int k = i; k < decided; k++) {
                    before = table.evolve(before, events.get(k));
                }
                // the same finding as the reveal check's, which has already named it
                Ledger.Finding early = new Ledger.Finding(log.get(decided).seq(), "reveal",
                        "the seed is revealed only right after the event that ends the game");
                if (!table.outcome(before).finished()) {
                    if (!findings.contains(early)) {
                        findings.add(early);
                    }
                    return batches;
                }
            }
            if (MovesPlayed.isMove(first)) {
                moves++;
            }
            for (int k = i; k < end; k++) {
                state = table.evolve(state, events.get(k));
            }
            batches++;
            i = end;
        }
        return batches;
    }

    /** Why {@code batch} is not what its seat's move, resignation, timeout or abort decides; null when it is. */
    private static String undecided(StoredGame meta, Table table, Object state, StoredEvent first, List<Event> batch,
                                    long movesBefore) {
        Integer seat = first.actingSeat();
        if (seat == null) {
            return "no seat caused this event, and it is not part of the setup";
        }
        if (table.outcome(state).finished()) {
            return "the game had already ended";
        }
        if (seat < 0 || seat >= meta.seats().size()) {
            return "there is no seat " + seat;
        }
        Rng rng = Rng.of(meta.seed(), "move:" + first.seq());
        List<String> recorded = typed(table, batch);
        try {
            switch (first.type()) {
                case "SeatResigned":
                    return same(recorded, typed(table, table.resign(state, seat, rng)), "seat " + seat + " resigning");
                case "SeatTimedOut":
                    return same(recorded, typed(table, table.timeOut(state, seat, rng)), "seat " + seat + " timing out");
                case "GameAborted":
                    if (!Table.abortable(meta.seats().size(), movesBefore)) {
                        return "seat " + seat + " aborted the game after " + movesBefore + " moves: too late to abort";
                    }
                    return same(recorded, typed(table, table.abort(state, seat)), "seat " + seat + " aborting");
                default:
                    break;
            }
        } catch (RuleViolation v) {
            return "the rules refuse it: " + v.getMessage();
        }
        if (table.hasLeft(state, seat)) {
            return "seat " + seat + " had left the game and moves no more";
        }
        if (table.pending(state, Viewer.EVERYONE).stream().map(PendingDecision::seat).noneMatch(seat::equals)) {
            return "the game was not waiting for seat " + seat;
        }
        List<Move> legal = table.legalMoves(state, seat);
        for (Move move : legal) {
            List<Event> decided;
            try {
                decided = table.decide(state, seat, move, Rng.of(meta.seed(), "move:" + first.seq()));
            } catch (RuntimeException refused) {
                // a refusal, or a move the rules cannot decide on this state: either way it does not decide the batch
                continue;
            }
            if (decided.size() == batch.size() && typed(table, decided).equals(recorded)) {
                return null;
            }
        }
        return "none of the " + legal.size() + " legal moves of seat " + seat + " decides these " + batch.size()
                + " event(s), " + first.type() + " first";
    }

    private static String same(List<String> recorded, List<String> decided, String what) {
        return recorded.equals(decided) ? null
                : "these events are not what " + what + " decides: " + String.join(", ", decided);
    }

    /** Each event as its type and canonical data: what two lists of events are compared by. */
    private static List<String> typed(Ruleset<Object, Move, Event> ruleset, List<Event> events) {
        List<String> out = new ArrayList<>(events.size());
        for (Event e : events) {
            out.add(GameJson.typeName(ruleset, e) + " " + GameJson.canonical(e));
        }
        return out;
    }
}
