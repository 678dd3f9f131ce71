package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * A crash in the middle of play: bots play Contest of Kings through the packaged service, the service's JVM is
 * killed with SIGKILL while moves are in flight, and a new one is started on the same database. Every move
 * acknowledged before the kill must be in the log, every game must replay to the view its last
 * acknowledgement showed and pass its audit, and play must go on.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=CrashIT \
 *     -Dreliability.clients=16 -Dreliability.seconds=60</pre>
 */
class CrashIT {

    @Test
    void noAcknowledgedMoveIsLostWhenTheServiceIsKilled() throws Exception {
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(16);
        Path dir = Files.createTempDirectory("ziggurat-crash-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        ServiceProcess service = null;
        Bots bots = null;
        try {
            service = ServiceProcess.start(db.jdbcUrl(), 0, "crash-first.log");
            int port = service.port();
            bots = new Bots(List.of(service.url()), clients, clients, Duration.ofSeconds(60));
            bots.start();
            Thread.sleep(seconds * 500L);
            assertTrue(bots.acknowledged.get() > 0, "the bots were playing before the kill");

            service.assertAlive();
            long pid = service.pid();
            assertTrue(service.command().endsWith("java"), "the process killed is the JVM: " + service.command());
            long killedAt = System.nanoTime();
            service.kill9();
            long acknowledgedAtKill = bots.acknowledged.get();
            assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "the JVM is gone");

            long restartAt = System.nanoTime();
            service = ServiceProcess.start(db.jdbcUrl(), port, "crash-second.log");
            long readyAt = System.nanoTime();
            assertNotEquals(pid, service.pid());
            Thread.sleep(seconds * 500L);
            service.assertAlive();
            bots.stop();
            long acknowledgedAfter = bots.acknowledged.get() - acknowledgedAtKill;

            assertEquals(List.of(), Bots.copy(bots.unexpected), "no answer but 200, 201, 409 or none at all");
            assertTrue(acknowledgedAfter > 0, "play goes on after the restart");
            LogCheck check = new LogCheck(service.url());
            check.checkAll(bots.playedGames());
            assertTrue(check.acknowledgedMoves == bots.acknowledged.get());

            Knobs.report("crash", String.format(Locale.ROOT,
                    "%d clients, %d s of load; killed pid %d with %d moves acknowledged; restarted in %.1f s "
                            + "(down %.1f s in all); %d more moves acknowledged after the restart. Bots: %s. Check: %s",
                    clients, seconds, pid, acknowledgedAtKill, Knobs.seconds(restartAt, readyAt),
                    Knobs.seconds(killedAt, readyAt), acknowledgedAfter, bots.summary(), check.summary()));
        } finally {
            if (bots != null) {
                bots.stop();
            }
            if (service != null) {
                service.close();
            }
            db.close();
        }
    }
}
