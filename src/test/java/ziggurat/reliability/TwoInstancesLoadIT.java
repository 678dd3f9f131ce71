package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * Two instances of the packaged service on one database, under concurrent load: bots send every request to
 * either instance at random and more bots than games race for the same versions. No update may be lost
 * (every acknowledged move's events are in the log with their hashes, through either instance), no event
 * duplicated (every log contiguous), and every game's audit verifies on both instances.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=TwoInstancesLoadIT \
 *     -Dreliability.clients=32 -Dreliability.seconds=120</pre>
 */
class TwoInstancesLoadIT {

    @Test
    void twoInstancesUnderLoadLoseNoUpdateAndDuplicateNoEvent() throws Exception {
        int clients = Knobs.clients(12);
        int seconds = Knobs.seconds(15);
        int tables = Math.max(1, clients / 3);
        Path dir = Files.createTempDirectory("ziggurat-two-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        ServiceProcess a = null;
        ServiceProcess b = null;
        Bots bots = null;
        try {
            a = ServiceProcess.start(db.jdbcUrl(), 0, "two-instances-a.log");
            b = ServiceProcess.start(db.jdbcUrl(), 0, "two-instances-b.log");
            bots = new Bots(List.of(a.url(), b.url()), clients, tables, Duration.ofSeconds(60));
            bots.start();
            Thread.sleep(seconds * 1000L);
            a.assertAlive();
            b.assertAlive();
            bots.stop();

            assertEquals(List.of(), Bots.copy(bots.unexpected), "no answer but 200, 201 or 409");
            assertEquals(0, bots.unavailable.get() + bots.noAnswer.get() + bots.timedOut.get());
            assertTrue(bots.acknowledged.get() > 0);
            assertTrue(bots.conflicts.get() > 0, "the bots did race each other");
            LogCheck throughA = new LogCheck(a.url());
            throughA.checkAll(bots.playedGames());
            LogCheck throughB = new LogCheck(b.url());
            throughB.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), throughA.acknowledgedMoves);
            assertEquals(0, throughA.movesBeyondLastAck, "with no fault every appended move was acknowledged");

            Knobs.report("two-instances", String.format(Locale.ROOT,
                    "%d clients on %d games through 2 instances for %d s. Bots: %s. Check (each instance): %s",
                    clients, tables, seconds, bots.summary(), throughA.summary()));
        } finally {
            if (bots != null) {
                bots.stop();
            }
            if (a != null) {
                a.close();
            }
            if (b != null) {
                b.close();
            }
            db.close();
        }
    }
}
