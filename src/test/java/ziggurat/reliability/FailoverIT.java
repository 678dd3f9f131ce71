package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * Losing the database machine, with a synchronous standby to fail over to: a primary and a standby streaming from
 * it with {@code synchronous_standby_names='*'} (so a commit, and with it a move's 200, waits until the standby has
 * the WAL), run from the PostgreSQL binaries the project ships. The service is given both hosts in one JDBC URL
 * with {@code targetServerType=primary}. Under load the primary's postmaster is killed with SIGKILL and the standby
 * promoted ({@code pg_promote()}); the service, not restarted, carries on against the new primary, and the log
 * check on the new primary holds it to every move acknowledged before, during and after the failover.
 *
 * <p>The standby is a copy of the stopped primary's data folder with {@code standby.signal} and
 * {@code primary_conninfo} (the bundle has no pg_basebackup). The servers are run as {@code postgres} processes
 * directly, as the embedded database runs them (the bundle's pg_ctl refuses to run as root).
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=FailoverIT</pre>
 */
class FailoverIT {

    private static final Duration BOUND = Duration.ofSeconds(20);

    @Test
    void theServiceCarriesOnAgainstAPromotedSynchronousStandbyAndLosesNothing() throws Exception {
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(5);
        Path base = Files.createTempDirectory("ziggurat-failover");
        Path primaryDir = base.resolve("primary");
        Path standbyDir = base.resolve("standby");
        int primaryPort = ServiceProcess.freePort();
        int standbyPort = ServiceProcess.freePort();
        // the embedded database makes the cluster (initdb) and is stopped cleanly; the copy is then a consistent
        // starting point for the standby
        EmbeddedDatabase made = EmbeddedDatabase.start(primaryDir, primaryPort);
        Path bin = binaries(made.port());
        made.close();
        Files.deleteIfExists(primaryDir.resolve("postmaster.pid"));
        copy(primaryDir, standbyDir);
        append(primaryDir.resolve("postgresql.conf"), "synchronous_standby_names = '*'\n");
        append(standbyDir.resolve("postgresql.conf"), "primary_conninfo = 'host=localhost port=" + primaryPort
                + " user=postgres application_name=standby'\n");
        Files.writeString(standbyDir.resolve("standby.signal"), "");
        run("chmod", "700", primaryDir.toString(), standbyDir.toString());
        if (AS_ROOT) {
            run("chown", "-R", "65534:65534", base.toString());
        }

        Process primary = null;
        Process standby = null;
        Bots bots = null;
        Thread prober = null;
        try {
            primary = postgres(bin, primaryDir, primaryPort, "failover-primary.log");
            awaitConnectable(primaryPort, Duration.ofSeconds(60));
            standby = postgres(bin, standbyDir, standbyPort, "failover-standby.log");
            awaitSync(primaryPort, Duration.ofSeconds(60));
            String jdbc = "jdbc:postgresql://localhost:" + primaryPort + ",localhost:" + standbyPort
                    + "/postgres?targetServerType=primary";
            try (ServiceProcess service = ServiceProcess.start(jdbc, 0, "failover.log")) {
                bots = new Bots(List.of(service.url()), clients, clients, BOUND.plusSeconds(40));
                bots.start();
                Thread.sleep(seconds * 1000L);
                assertTrue(bots.acknowledged.get() > 0, "the bots were playing against the primary");
                ConcurrentLinkedQueue<PostgresKilledIT.Probe> readiness = new ConcurrentLinkedQueue<>();
                prober = PostgresKilledIT.probe(HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                        .version(HttpClient.Version.HTTP_1_1).build(), service.readinessUrl(), readiness);
                Thread.sleep(500);

                long killAt = System.nanoTime();
                primary.destroyForcibly(); // the postgres binary itself: SIGKILL to the postmaster
                long killDone = System.nanoTime();
                assertTrue(primary.waitFor(30, TimeUnit.SECONDS));
                try (Connection c = DriverManager.getConnection(url(standbyPort), "postgres", "postgres");
                     Statement s = c.createStatement()) {
                    // the synchronous standby is no longer bound to wait for a standby of its own
                    s.execute("ALTER SYSTEM SET synchronous_standby_names = ''");
                    s.execute("SELECT pg_reload_conf()");
                    try (ResultSet rs = s.executeQuery("SELECT pg_promote(true, 30)")) {
                        rs.next();
                        assertTrue(rs.getBoolean(1), "the standby was promoted");
                    }
                }
                long promotedAt = System.nanoTime();
                long firstMoveAgain = awaitAck(bots, promotedAt, Duration.ofSeconds(90));
                // "during" the failover: from the kill until a second after the first move the new primary accepted,
                // which holds the keyed retries of the moves the kill cut off
                long duringEnds = firstMoveAgain + Duration.ofSeconds(1).toNanos();
                Thread.sleep(seconds * 1000L);
                service.assertAlive();
                bots.stop();
                long stoppedAt = System.nanoTime();
                prober.interrupt();

                // ---- what the clients were told
                assertEquals(List.of(), Bots.copy(bots.unexpected), "no 500, no 503 without problem+json and "
                        + "Retry-After, no other status, no hang past " + BOUND);
                List<Bots.Sample> samples = Bots.copy(bots.samples);
                long slowest = samples.stream().filter(s -> s.endNanos() >= killAt && s.startNanos() <= duringEnds)
                        .mapToLong(s -> s.endNanos() - s.startNanos()).max().orElse(0);
                assertTrue(slowest < BOUND.toNanos(), "every request around the failover answered within " + BOUND
                        + " (slowest " + slowest / 1e9 + " s)");
                long unavailable = samples.stream().filter(s -> s.status() == 503).count();
                List<PostgresKilledIT.Probe> probes = new ArrayList<>(readiness);
                long readyDown = probes.stream().filter(p -> p.status() != 200 && p.atNanos() >= killAt
                        && p.atNanos() < promotedAt).mapToLong(p -> p.atNanos() + p.tookNanos()).min().orElse(-1);
                long readyUp = probes.stream().filter(p -> p.status() == 200 && p.atNanos() >= promotedAt)
                        .mapToLong(p -> p.atNanos() + p.tookNanos()).min().orElse(-1);
                assertTrue(readyDown > 0, "readiness went DOWN between the kill and the promotion");
                assertTrue(readyUp > 0, "readiness came back UP on the new primary");
                long before = bots.acknowledgedBetween(Long.MIN_VALUE, killAt);
                long during = bots.acknowledgedBetween(killAt, duringEnds);
                long after = bots.acknowledgedBetween(duringEnds, stoppedAt + 1);
                assertTrue(before > 0, "moves were acknowledged before the kill");
                assertTrue(during > 0, "moves were acknowledged during the failover");
                assertTrue(after > 0, "moves were acknowledged after the failover");
                assertEquals(bots.acknowledged.get(), before + during + after);
                // the service now reads from the promoted standby only: every acknowledged move must be there
                LogCheck check = new LogCheck(service.url());
                check.checkAll(bots.playedGames());
                assertEquals(bots.acknowledged.get(), check.acknowledgedMoves);
                java.util.Map<String, Integer> hitOutcomes = new java.util.TreeMap<>();
                for (Bots.MoveTry m : bots.hitAt(killDone)) {
                    Bots.Sample failed = m.failedAcross(killDone);
                    hitOutcomes.merge((failed.status() == 503 ? "answered 503" : "cut") + ", "
                            + check.checkHit(m, bots.playedGames()), 1, Integer::sum);
                }

                Knobs.report("failover", String.format(Locale.ROOT,
                        "%d clients; primary (synchronous standby '*') killed with SIGKILL; moves acknowledged before "
                                + "the kill %d, during the failover (kill to 1 s after the first move on the new "
                                + "primary) %d, after %d; standby promoted %.2f s after the kill; readiness DOWN %.2f s "
                                + "after the kill, UP %.2f s after the promotion; first move accepted on the new primary "
                                + "%.2f s after the kill (%.2f s after the promotion); slowest request around the "
                                + "failover %.2f s; %d 503s; moves in flight at the kill: %s. Bots: %s. "
                                + "Check (on the new primary): %s",
                        clients, before, during, after, Knobs.seconds(killAt, promotedAt), Knobs.seconds(killAt, readyDown),
                        Knobs.seconds(promotedAt, readyUp), Knobs.seconds(killAt, firstMoveAgain),
                        Knobs.seconds(promotedAt, firstMoveAgain), slowest / 1e9, unavailable, hitOutcomes,
                        bots.summary(), check.summary()));
            }
        } finally {
            if (prober != null) {
                prober.interrupt();
            }
            if (bots != null) {
                bots.stop();
            }
            for (Process p : new Process[] {primary, standby}) {
                if (p != null && p.isAlive()) {
                    p.destroy(); // SIGTERM: a smart shutdown
                    if (!p.waitFor(20, TimeUnit.SECONDS)) {
                        p.destroyForcibly();
                    }
                }
            }
        }
    }

    private static String url(int port) {
        return "jdbc:postgresql://localhost:" + port + "/postgres";
    }

    /** The bin folder of the PostgreSQL the embedded database ran (its postmaster's executable). */
    private static Path binaries(int port) throws Exception {
        try (Connection c = DriverManager.getConnection(url(port), "postgres", "postgres");
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
            rs.next();
            ProcessHandle backend = ProcessHandle.of(rs.getLong(1)).orElseThrow();
            ProcessHandle postmaster = backend.parent().orElseThrow();
            return Path.of(postmaster.info().command().orElseThrow()).getParent();
        }
    }

    /**
     * PostgreSQL refuses to run as root; on a machine where the tests do (a CI container), the servers run as
     * nobody through setpriv, which execs them, so the process is still the postmaster itself.
     */
    private static final boolean AS_ROOT = "root".equals(System.getProperty("user.name"));

    private static void run(String... command) throws Exception {
        assertEquals(0, new ProcessBuilder(command).inheritIO().start().waitFor(), String.join(" ", command));
    }

    private static Process postgres(Path bin, Path dir, int port, String log) throws IOException {
        List<String> command = new java.util.ArrayList<>();
        if (AS_ROOT) {
            command.addAll(List.of("setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"));
        }
        command.addAll(List.of(bin.resolve("postgres").toString(), "-D", dir.toString(), "-p", Integer.toString(port),
                "-c", "fsync=on", "-c", "synchronous_commit=on", "-c", "full_page_writes=on", "-c", "max_connections=200",
                "-c", "timezone=UTC", "-c", "listen_addresses=localhost"));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(new File("target/" + log)))
                .start();
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.sorted(Comparator.naturalOrder()).toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else if (!p.getFileName().toString().equals("postmaster.pid")) {
                    Files.copy(p, target);
                }
            }
        }
    }

    private static void append(Path file, String line) throws IOException {
        Files.writeString(file, line, StandardOpenOption.APPEND);
    }

    private static void awaitConnectable(int port, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            try (Connection c = DriverManager.getConnection(url(port), "postgres", "postgres")) {
                return;
            } catch (java.sql.SQLException starting) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("PostgreSQL on " + port + " did not accept connections");
    }

    private static void awaitSync(int primaryPort, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            try (Connection c = DriverManager.getConnection(url(primaryPort), "postgres", "postgres");
                 Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT sync_state FROM pg_stat_replication")) {
                if (rs.next() && "sync".equals(rs.getString(1))) {
                    return;
                }
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the standby did not become synchronous within " + timeout);
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
        throw new AssertionError("no move was acknowledged on the new primary within " + timeout);
    }
}
