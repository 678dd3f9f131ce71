package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The meters a move counts itself in are the registry's own, kept: what they count is what a scrape reads. */
class MoveMetersTest {

    @Test
    void aKeptCounterIsTheRegistrysAndCountsThere() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MoveMeters meters = new MoveMeters(registry);
        meters.counter("ziggurat.moves", "ruleset", "contest-of-kings", "type", "playCard").increment();
        meters.counter("ziggurat.moves", "ruleset", "contest-of-kings", "type", "playCard").increment();
        meters.counter("ziggurat.moves", "ruleset", "contest-of-kings", "type", "endTurn").increment();
        assertSame(registry.counter("ziggurat.moves", "ruleset", "contest-of-kings", "type", "playCard"),
                meters.counter("ziggurat.moves", "ruleset", "contest-of-kings", "type", "playCard"));
        assertEquals(2.0, registry.get("ziggurat.moves").tag("type", "playCard").counter().count());
        assertEquals(1.0, registry.get("ziggurat.moves").tag("type", "endTurn").counter().count());
    }

    @Test
    void aKeptTimerIsTheRegistrysAndTimesThere() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MoveMeters meters = new MoveMeters(registry);
        meters.timer("ziggurat.move.latency", "ruleset", "tigris", "outcome", "accepted").record(3, TimeUnit.MILLISECONDS);
        meters.timer("ziggurat.move.latency", "ruleset", "tigris", "outcome", "accepted").record(5, TimeUnit.MILLISECONDS);
        meters.timer("ziggurat.move.latency", "ruleset", "tigris", "outcome", "rejected").record(1, TimeUnit.MILLISECONDS);
        assertEquals(2, registry.get("ziggurat.move.latency").tag("outcome", "accepted").timer().count());
        assertEquals(8.0, registry.get("ziggurat.move.latency").tag("outcome", "accepted").timer()
                .totalTime(TimeUnit.MILLISECONDS));
        assertEquals(1, registry.get("ziggurat.move.latency").tag("outcome", "rejected").timer().count());
    }

    /** Past what it keeps, a meter is still the registry's: counted, only looked up each time. */
    @Test
    void pastWhatItKeepsAMeterStillCounts() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MoveMeters meters = new MoveMeters(registry);
        int codes = MoveMeters.KEPT + 10;
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < codes; i++) {
                meters.counter("ziggurat.moves.rejected", "ruleset", "qin", "code", "CODE_" + i).increment();
            }
        }
        for (int i = 0; i < codes; i++) {
            assertEquals(2.0, registry.get("ziggurat.moves.rejected").tag("code", "CODE_" + i).counter().count(),
                    "CODE_" + i);
        }
    }
}
