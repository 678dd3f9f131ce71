package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.Table;
import ziggurat.games.tigris.TigrisRuleset;
import ziggurat.games.tigris.TigrisMove;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * The audit reads a game's clocks again from the times in its log: a timeout recorded before the seat's
 * time ran out, or a move made after it, is a finding; the honest log of the same game is not.
 */
class AuditedClocksTest {

    static final Table TIGRIS = Table.of(new TigrisRuleset());
    static final String SALT = "00112233445566778899aabbccddeeff";
    static final String SEED = "clocks";
    static final Instant START = Instant.parse("2026-11-25T08:00:00Z");

    static final UUID ID = UUID.randomUUID();

    /**
     * A two-seat game with 10-second clocks: its setup at START, then {@code then} by seat 0 at {@code at}, sealed as
     * the service seals it (the seed revealed after the event that ends the game).
     */
    static List<StoredEvent> log(List<Event> then, Instant at) {
        String commitment = Seal.commitment(SALT, SEED);
        Object state = TIGRIS.initial();
        List<Event> setup = TIGRIS.start(new GameSetup(List.of("A", "B"), TIGRIS.defaultOptions(), Optional.empty(),
                commitment, true), Rng.of(SEED, "setup"));
        Ledger.Sealed sealed = Ledger.seal(meta(0), TIGRIS, state, 0, commitment, setup, null, START);
        List<StoredEvent> log = new ArrayList<>(sealed.stored());
        Ledger.Sealed next = Ledger.seal(meta(sealed.version()), TIGRIS, sealed.state(), sealed.version(),
                sealed.lastHash(), then, 0, at);
        log.addAll(next.stored());
        return log;
    }

    static StoredGame meta(long version) {
        return new StoredGame(ID, "tigris",
                "{\"clock\":{\"initialSeconds\":10,\"incrementSeconds\":0}}", GameStatus.FINISHED,
                version, false, true, SEED, SALT, Seal.commitment(SALT, SEED), null, "[]", START,
                START, List.of(new StoredSeat(0, "A", new byte[32]), new StoredSeat(1, "B", new byte[32])));
    }

    static Audit.Report audit(List<StoredEvent> log) {
        return Audit.verify(meta(log.get(log.size() - 1).seq()), TIGRIS, log);
    }

    @Test
    @DisplayName("a timeout after the seat's 10 seconds ran out is honest")
    void aTimeoutWhenTheTimeRanOutVerifies() {
        Audit.Report report = audit(log(List.of(new Table.SeatTimedOut(0)), START.plusSeconds(11)));
        assertEquals(List.of(), report.findings());
        assertTrue(report.verified());
    }

    @Test
    @DisplayName("a timeout with time left on the seat's clock is a finding")
    void anEarlyTimeoutIsAFinding() {
        Audit.Report report = audit(log(List.of(new Table.SeatTimedOut(0)), START.plusSeconds(4)));
        assertFalse(report.verified());
        assertEquals("clock", report.findings().get(0).check());
        assertTrue(report.findings().get(0).detail().contains("6000 ms left"), report.findings().toString());
    }

    @Test
    @DisplayName("a move made after the seat's time ran out is a finding")
    void aMoveAfterTheFlagIsAFinding() {
        Object state = TIGRIS.initial();
        for (StoredEvent e : log(List.of(), START)) {
            state = TIGRIS.evolve(state, GameJson.readEvent(TIGRIS, e.type(), e.schemaVersion(), e.payloadJson()));
        }
        List<Event> pass = TIGRIS.decide(state, 0, new TigrisMove.Pass(), Rng.of(SEED, "move:5"));
        assertTrue(audit(log(pass, START.plusSeconds(9))).verified(), "in time");
        Audit.Report late = audit(log(pass, START.plusSeconds(12)));
        assertFalse(late.verified());
        assertTrue(late.findings().get(0).detail().contains("moved after its time ran out"), late.findings().toString());
    }
}
