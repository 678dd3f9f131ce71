package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * A database that stops answering instead of refusing (a network partition, a stalled host): every PostgreSQL
 * process is frozen with SIGSTOP under load, then thawed with SIGCONT. Requests must still end, with 503
 * problem+json, within a bounded time (the JDBC socket timeout plus the pool's acquisition timeout), and once
 * PostgreSQL runs again play goes on with nothing acknowledged lost. Needs a POSIX {@code kill}.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=FrozenDatabaseIT \
 *     -Dreliability.outage-seconds=60</pre>
 */
class FrozenDatabaseIT {

    /** socketTimeout (10 s) + acquisition timeout (5 s), with room for a loaded machine. */
    private static final Duration BOUND = Duration.ofSeconds(20);

    private static void signal(String sig, List<Long> pids) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("kill", "-" + sig));
        pids.forEach(p -> cmd.add(Long.toString(p)));
        assertEquals(0, new ProcessBuilder(cmd).inheritIO().start().waitFor(), "kill -" + sig);
    }

    @Test
    void requestsEndWith503InBoundedTimeWhileTheDatabaseIsFrozen() throws Exception {
        int clients = Knobs.clients(6);
        int frozenFor = Knobs.outageSeconds(15);
        Path dir = Files.createTempDirectory("ziggurat-frozen-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        List<Long> pids = new ArrayList<>();
        Bots bots = null;
        try (ServiceProcess service = ServiceProcess.start(db.jdbcUrl(), 0, "frozen.log")) {
            bots = new Bots(List.of(service.url()), clients, clients, BOUND.plusSeconds(40));
            bots.start();
            Thread.sleep(4000);
            assertTrue(bots.acknowledged.get() > 0);
            long postmaster = Long.parseLong(Files.readAllLines(dir.resolve("postmaster.pid")).get(0).trim());
            pids.add(postmaster);
            ProcessHandle.of(postmaster).orElseThrow().descendants().forEach(p -> pids.add(p.pid()));

            long stop = System.nanoTime();
            signal("STOP", pids);
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            long t = System.nanoTime();
            HttpResponse<String> ready = http.send(HttpRequest.newBuilder(URI.create(service.managementUrl() + "/q/health/ready"))
                    .timeout(BOUND.plusSeconds(40)).build(), HttpResponse.BodyHandlers.ofString());
            double readyIn = Knobs.seconds(t, System.nanoTime());
            assertEquals(503, ready.statusCode(), ready.body());
            long left = stop + Duration.ofSeconds(frozenFor).toNanos() - System.nanoTime();
            if (left > 0) {
                Thread.sleep(left / 1_000_000);
            }
            service.assertAlive();
            signal("CONT", pids);
            long thawed = System.nanoTime();
            pids.clear();
            long acknowledgedAtThaw = bots.acknowledged.get();
            Thread.sleep(6000);
            bots.stop();

            assertEquals(List.of(), Bots.copy(bots.unexpected), "no 500, no other status, no hang past " + BOUND);
            List<Bots.Sample> samples = Bots.copy(bots.samples);
            long slowest = samples.stream().filter(s -> s.endNanos() >= stop)
                    .mapToLong(s -> s.endNanos() - s.startNanos()).max().orElse(0);
            assertTrue(slowest < BOUND.toNanos(), "slowest request " + slowest / 1e9 + " s");
            long unavailable = samples.stream().filter(s -> s.status() == 503).count();
            assertTrue(unavailable > 0, "the bots saw 503s while the database was frozen");
            long after = bots.acknowledged.get() - acknowledgedAtThaw;
            assertTrue(after > 0, "play goes on once PostgreSQL runs again");
            LogCheck check = new LogCheck(service.url());
            check.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), check.acknowledgedMoves);

            Knobs.report("frozen", String.format(Locale.ROOT,
                    "%d clients; PostgreSQL frozen (SIGSTOP) for %.1f s: readiness answered 503 in %.2f s, slowest "
                            + "request %.2f s, %d 503s, 0 500s; %d moves acknowledged after the thaw. Bots: %s. Check: %s",
                    clients, Knobs.seconds(stop, thawed), readyIn, slowest / 1e9, unavailable, after, bots.summary(),
                    check.summary()));
        } finally {
            if (!pids.isEmpty()) {
                signal("CONT", pids);
            }
            if (bots != null) {
                bots.stop();
            }
            db.close();
        }
    }
}
