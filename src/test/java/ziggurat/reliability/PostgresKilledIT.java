package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * PostgreSQL killed with SIGKILL under load, with no chance to shut down cleanly: durability then rests on its
 * WAL ({@code fsync=on}, {@code synchronous_commit=on}). Two ways: the postmaster itself (the whole server gone
 * until it is started again on the same data, recovering from the WAL), and the one backend serving a move in
 * flight (the postmaster then ends every backend and recovers in place, as after any backend crash). Either way
 * the service answers 503 problem+json quickly while PostgreSQL is down, becomes ready again by itself, and the
 * log check holds it to every move it acknowledged. Needs a POSIX {@code kill}.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=PostgresKilledIT \
 *     -Dreliability.clients=16 -Dreliability.seconds=30</pre>
 */
class PostgresKilledIT {

    /** The pool's acquisition and connect timeouts, with room for a loaded machine (as DatabaseOutageIT). */
    private static final Duration BOUND = Duration.ofSeconds(20);

    record Probe(long atNanos, int status, long tookNanos) {
    }

    @Test
    void postmasterKilledWithSigkillLosesNoAcknowledgedMove() throws Exception {
        run(false);
    }

    @Test
    void backendServingAMoveKilledWithSigkillLosesNoAcknowledgedMove() throws Exception {
        run(true);
    }

    private void run(boolean backendOnly) throws Exception {
        String check = backendOnly ? "pg-backend-killed" : "pg-killed";
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(8);
        Path dir = Files.createTempDirectory("ziggurat-" + check);
        int dbPort = ServiceProcess.freePort();
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, dbPort);
        Bots bots = null;
        Thread prober = null;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                .version(HttpClient.Version.HTTP_1_1).build();
        ConcurrentLinkedQueue<Probe> readiness = new ConcurrentLinkedQueue<>();
        try (ServiceProcess service = ServiceProcess.start(db.jdbcUrl(), 0, check + ".log")) {
            long servicePid = service.pid();
            bots = new Bots(List.of(service.url()), clients, clients, BOUND.plusSeconds(40));
            bots.start();
            Thread.sleep(seconds * 500L);
            assertTrue(bots.acknowledged.get() > 0, "the bots were playing before the kill");
            prober = probe(http, service.readinessUrl(), readiness);

            long postmaster = Long.parseLong(Files.readAllLines(dir.resolve("postmaster.pid")).get(0).trim());
            List<ProcessHandle> children = ProcessHandle.of(postmaster).orElseThrow().descendants().toList();
            service.assertAlive();
            long acknowledgedBefore = bots.acknowledged.get();
            long killAt;
            long killDone;
            long startedAt;
            String killed;
            if (backendOnly) {
                long backend = backendServingAMove(db.jdbcUrl());
                killAt = System.nanoTime();
                kill9(backend);
                killDone = System.nanoTime();
                killed = "backend " + backend + " (serving a move)";
                // the postmaster ends every other backend and replays the WAL in place, then accepts again
                startedAt = awaitConnectable(db.jdbcUrl(), Duration.ofSeconds(60));
            } else {
                killAt = System.nanoTime();
                kill9(postmaster);
                killDone = System.nanoTime();
                killed = "postmaster " + postmaster;
                // its backends notice the postmaster is gone and exit; only then may a new one use the data folder
                for (ProcessHandle child : children) {
                    child.onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
                }
                Thread.sleep(2000);
                try {
                    db.close();
                } catch (RuntimeException alreadyGone) {
                    // pg_ctl stop of a killed server fails; nothing is left to stop
                }
                db = EmbeddedDatabase.start(dir, dbPort);
                startedAt = System.nanoTime();
            }
            service.assertAlive();
            long readyAgain = awaitReadiness(readiness, startedAt, Duration.ofSeconds(90));
            long acknowledgedAtRestart = bots.acknowledged.get();
            long firstMoveAgain = awaitAck(bots, startedAt, Duration.ofSeconds(90));
            Thread.sleep(seconds * 500L);
            service.assertAlive();
            bots.stop();
            prober.interrupt();
            assertEquals(servicePid, service.pid(), "the same service process recovered");

            // ---- what the clients were told
            assertEquals(List.of(), Bots.copy(bots.unexpected), "no 500, no other status, no hang past " + BOUND);
            List<Bots.Sample> samples = Bots.copy(bots.samples);
            long slowest = samples.stream().filter(s -> s.endNanos() >= killAt && s.startNanos() <= readyAgain)
                    .mapToLong(s -> s.endNanos() - s.startNanos()).max().orElse(0);
            assertTrue(slowest < BOUND.toNanos(), "every request around the kill answered within " + BOUND
                    + " (slowest " + slowest / 1e9 + " s)");
            long unavailable = samples.stream().filter(s -> s.status() == 503 && s.endNanos() >= killAt).count();
            List<Probe> probes = new ArrayList<>(readiness);
            long readyDown = probes.stream().filter(p -> p.status() != 200 && p.atNanos() >= killAt)
                    .mapToLong(p -> p.atNanos() + p.tookNanos()).min().orElse(-1);
            // every 503 the bots were told carried problem+json and Retry-After (Bots counts one without as
            // unexpected, asserted above); the kill must have been answered with at least one
            assertTrue(unavailable > 0, "the bots were told 503 while PostgreSQL was down or recovering");
            if (!backendOnly) {
                assertTrue(readyDown > 0, "readiness went DOWN while PostgreSQL was down");
            }
            // the kill hit moves in flight: sends whose span holds the kill, cut or answered 503, each retried with
            // its key to a definite answer, held to the log below
            List<Bots.MoveTry> hit = bots.hitAt(killDone);
            assertTrue(!hit.isEmpty(), "a move was in flight when the " + killed + " was killed, and was answered "
                    + "503 or cut");
            assertTrue(bots.acknowledged.get() > acknowledgedAtRestart, "moves are acknowledged after the recovery");

            LogCheck logCheck = new LogCheck(service.url());
            logCheck.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), logCheck.acknowledgedMoves);
            java.util.Map<String, Integer> hitOutcomes = new java.util.TreeMap<>();
            for (Bots.MoveTry m : hit) {
                Bots.Sample failed = m.failedAcross(killDone);
                String told = failed.status() == 503 ? "answered 503" : "cut";
                hitOutcomes.merge(told + ", " + logCheck.checkHit(m, bots.playedGames()), 1, Integer::sum);
            }
            String sizes = storage(db.jdbcUrl());

            Knobs.report(check, String.format(Locale.ROOT,
                    "%d clients, %d s of load; SIGKILL to the %s with %d moves acknowledged. %s; "
                            + "%d 503s after the kill, slowest request around it %.2f s; readiness UP %.2f s and "
                            + "first acknowledged move %.2f s after PostgreSQL accepted again (%.2f s after the kill); "
                            + "%d moves acknowledged after. Moves in flight at the kill: %s. Bots: %s. Check: %s. "
                            + "Storage: %s",
                    clients, seconds, killed, acknowledgedBefore,
                    readyDown > 0 ? String.format(Locale.ROOT, "readiness DOWN %.2f s after the kill",
                            Knobs.seconds(killAt, readyDown)) : "readiness never seen DOWN (100 ms probe)",
                    unavailable, slowest / 1e9, Knobs.seconds(startedAt, readyAgain),
                    Knobs.seconds(startedAt, firstMoveAgain), Knobs.seconds(killAt, firstMoveAgain),
                    bots.acknowledged.get() - acknowledgedAtRestart, hitOutcomes, bots.summary(), logCheck.summary(),
                    sizes));
        } finally {
            if (prober != null) {
                prober.interrupt();
            }
            if (bots != null) {
                bots.stop();
            }
            try {
                db.close();
            } catch (RuntimeException e) {
                // already gone
            }
        }
    }

    static void kill9(long pid) throws Exception {
        assertEquals(0, new ProcessBuilder("kill", "-KILL", Long.toString(pid)).inheritIO().start().waitFor(),
                "kill -KILL " + pid);
    }

    /** A backend that is running a move's append right now, seen in pg_stat_activity. */
    private static long backendServingAMove(String jdbcUrl) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        try (Connection c = DriverManager.getConnection(jdbcUrl, "postgres", "postgres");
             Statement s = c.createStatement()) {
            while (System.nanoTime() < deadline) {
                try (ResultSet rs = s.executeQuery("SELECT pid FROM pg_stat_activity WHERE state = 'active' "
                        + "AND pid <> pg_backend_pid() AND (query LIKE '%WITH moved AS%' OR query LIKE '%WITH batch AS%') "
                        + "LIMIT 1")) {
                    if (rs.next()) {
                        return rs.getLong(1);
                    }
                }
                // a short pause: the 2 cores are shared with the bots, the service and PostgreSQL
                Thread.sleep(2);
            }
        }
        throw new AssertionError("no backend was seen serving a move within 20 s");
    }

    private static long awaitConnectable(String jdbcUrl, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        Thread.sleep(50);
        while (System.nanoTime() < deadline) {
            try (Connection c = DriverManager.getConnection(jdbcUrl, "postgres", "postgres");
                 Statement s = c.createStatement()) {
                s.execute("SELECT 1");
                return System.nanoTime();
            } catch (java.sql.SQLException recovering) {
                Thread.sleep(20);
            }
        }
        throw new AssertionError("PostgreSQL did not accept connections within " + timeout + " of the kill");
    }

    /** Bytes on disk of the game tables (with their indexes and TOAST) per event, per keyed move and per game. */
    static String storage(String jdbcUrl) throws Exception {
        try (Connection c = DriverManager.getConnection(jdbcUrl, "postgres", "postgres");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT (SELECT sum(pg_total_relation_size(t)) FROM unnest(ARRAY["
                     + "'games','seats','events','snapshots','idempotency_records']::regclass[]) AS t), "
                     + "(SELECT count(*) FROM events), (SELECT count(*) FROM idempotency_records), "
                     + "(SELECT count(*) FROM games)")) {
            rs.next();
            long bytes = rs.getLong(1);
            long events = rs.getLong(2);
            long moves = rs.getLong(3);
            long games = rs.getLong(4);
            return String.format(Locale.ROOT, "%,d bytes for %d games, %d events, %d keyed moves: %,d bytes per event, "
                    + "%,d per move, %,d per game", bytes, games, events, moves, bytes / Math.max(1, events),
                    bytes / Math.max(1, moves), bytes / Math.max(1, games));
        }
    }

    static Thread probe(HttpClient http, String readinessUrl, ConcurrentLinkedQueue<Probe> readiness) {
        Thread prober = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                long t = System.nanoTime();
                int status;
                try {
                    status = http.send(HttpRequest.newBuilder(URI.create(readinessUrl)).timeout(BOUND.plusSeconds(40))
                            .build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                } catch (InterruptedException e) {
                    return;
                } catch (Exception e) {
                    status = -1;
                }
                readiness.add(new Probe(t, status, System.nanoTime() - t));
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "readiness-probe");
        prober.setDaemon(true);
        prober.start();
        return prober;
    }

    private static long awaitReadiness(ConcurrentLinkedQueue<Probe> probes, long since, Duration timeout)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (Probe p : probes) {
                if (p.status() == 200 && p.atNanos() >= since) {
                    return p.atNanos() + p.tookNanos();
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("readiness did not return UP within " + timeout + " of PostgreSQL accepting again");
    }

    private static long awaitAck(Bots bots, long since, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (Bots.Game g : bots.games) {
                synchronized (g.acks) {
                    for (Bots.Ack a : g.acks) {
                        if (a.atNanos() >= since) {
                            return a.atNanos();
                        }
                    }
                }
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no move was acknowledged within " + timeout + " of PostgreSQL accepting again");
    }
}
