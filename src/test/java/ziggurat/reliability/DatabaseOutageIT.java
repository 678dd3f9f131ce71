package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * The database goes away under load and comes back: while it is gone the service answers quickly with
 * 503 problem+json {@code service-unavailable} (never a 500, never a hang) and reports itself not ready;
 * once PostgreSQL is started again on the same data and port, the same service process becomes ready and
 * accepts moves again, and no acknowledged move was lost.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=DatabaseOutageIT \
 *     -Dreliability.clients=16 -Dreliability.seconds=60 -Dreliability.outage-seconds=30</pre>
 */
class DatabaseOutageIT {

    /** The longest any request may take while the database is gone: the pool's acquisition and connect timeouts, with room for a loaded machine. */
    private static final Duration BOUND = Duration.ofSeconds(20);

    private record Probe(long atNanos, int status, long tookNanos) {
    }

    @Test
    void theServiceAnswers503WhileTheDatabaseIsDownAndRecoversWithoutARestart() throws Exception {
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(10);
        int outage = Knobs.outageSeconds(8);
        Path dir = Files.createTempDirectory("ziggurat-outage-pg");
        int dbPort = ServiceProcess.freePort();
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, dbPort);
        ServiceProcess service = null;
        Bots bots = null;
        Thread prober = null;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                .version(HttpClient.Version.HTTP_1_1).build();
        ConcurrentLinkedQueue<Probe> readiness = new ConcurrentLinkedQueue<>();
        try {
            service = ServiceProcess.start(db.jdbcUrl(), 0, "outage.log");
            long pid = service.pid();
            String url = service.url();
            String management = service.managementUrl();
            bots = new Bots(List.of(url), clients, clients, BOUND.plusSeconds(40));
            bots.start();
            Thread.sleep(seconds * 500L);
            assertTrue(bots.acknowledged.get() > 0, "the bots were playing before the outage");

            prober = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted()) {
                    long t = System.nanoTime();
                    int status;
                    try {
                        status = http.send(HttpRequest.newBuilder(URI.create(management + "/q/health/ready"))
                                .timeout(BOUND.plusSeconds(40)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
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

            // a follower of a quiet game waits through the whole outage
            Follower across = follow(http, url, 60);

            // ---- the database goes away
            service.assertAlive();
            long acknowledgedBefore = bots.acknowledged.get();
            long stopAt = System.nanoTime();
            db.close();
            long stoppedAt = System.nanoTime();
            Thread.sleep(outage * 1000L);
            // a well-formed move sent now is refused quickly, as problem+json, and changes nothing (a malformed
            // one is refused with 400 before the database is needed)
            Bots.Game some = bots.playedGames().get(0);
            long t0 = System.nanoTime();
            HttpResponse<String> refused = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + some.id + "/moves"))
                    .header("Authorization", "Bearer " + some.tokens.get(0)).header("Content-Type", "application/json")
                    .timeout(BOUND.plusSeconds(40))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"expectedVersion\":1,\"move\":{\"type\":\"endTurn\"}}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            double refusedIn = Knobs.seconds(t0, System.nanoTime());
            assertEquals(503, refused.statusCode(), refused.body());
            assertTrue(refused.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
            assertTrue(refused.body().contains("urn:ziggurat:problem:service-unavailable"), refused.body());
            assertTrue(refusedIn < BOUND.toSeconds(), "refused in " + refusedIn + " s");

            // ---- and comes back, on the same data and port; the service is not restarted
            long startAt = System.nanoTime();
            db = EmbeddedDatabase.start(dir, dbPort);
            long startedAt = System.nanoTime();
            service.assertAlive();
            long readyAgain = awaitReadiness(readiness, startAt, Duration.ofSeconds(90));
            long acknowledgedAtRestart = bots.acknowledged.get();
            // the follower that waited through the outage is woken by the first move after it: the service
            // listens for appends again, and an append made before it did is not missed; so is a new follower
            double wokenIn = moveAndAwaitFollower(http, url, across);
            double newWokenIn = moveAndAwaitFollower(http, url, follow(http, url, 30));
            long firstMoveAgain = awaitAck(bots, startAt, Duration.ofSeconds(90));
            Thread.sleep(seconds * 500L);
            service.assertAlive();
            bots.stop();
            prober.interrupt();
            assertTrue(service.alive() && service.pid() == pid, "the same service process recovered");

            // ---- what the clients saw
            assertEquals(List.of(), Bots.copy(bots.unexpected), "no 500, no other status, no hang past " + BOUND);
            List<Bots.Sample> samples = Bots.copy(bots.samples);
            long first503 = samples.stream().filter(s -> s.status() == 503 && s.endNanos() >= stopAt)
                    .mapToLong(Bots.Sample::endNanos).min().orElseThrow(() -> new AssertionError("no 503 seen"));
            long slowest = samples.stream().filter(s -> s.endNanos() >= stopAt && s.startNanos() <= startAt)
                    .mapToLong(s -> s.endNanos() - s.startNanos()).max().orElse(0);
            long during503 = samples.stream().filter(s -> s.status() == 503).count();
            long during500 = samples.stream().filter(s -> s.status() >= 500 && s.status() != 503).count();
            assertEquals(0, during500);
            assertTrue(slowest < BOUND.toNanos(), "every request during the outage answered within " + BOUND);
            List<Probe> probes = new ArrayList<>(readiness);
            long readyDown = probes.stream().filter(p -> p.status() == 503 && p.atNanos() >= stopAt)
                    .mapToLong(p -> p.atNanos() + p.tookNanos()).min()
                    .orElseThrow(() -> new AssertionError("readiness never went DOWN"));
            long slowestProbe = probes.stream().mapToLong(Probe::tookNanos).max().orElse(0);
            assertTrue(slowestProbe < BOUND.toNanos(), "readiness answered within " + BOUND);

            LogCheck check = new LogCheck(url);
            check.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), check.acknowledgedMoves);

            Knobs.report("outage", String.format(Locale.ROOT,
                    "%d clients, %d s of load around a %d s outage (PostgreSQL stopped in %.1f s, started in %.1f s). "
                            + "First 503 %.2f s after the stop; readiness DOWN %.2f s after the stop; slowest request "
                            + "during the outage %.2f s, slowest readiness probe %.2f s; a move sent during the outage "
                            + "refused with 503 in %.2f s; %d 503s, 0 500s. Recovery: readiness UP %.2f s and first "
                            + "acknowledged move %.2f s after PostgreSQL began starting (%.2f s after it was up); "
                            + "a long-poll waiting through the outage was woken %.2f s after the first move on its game "
                            + "after readiness returned (a new one %.2f s after its move); "
                            + "%d moves acknowledged before the outage, %d after it; %d 503s began after readiness "
                            + "was UP again. Bots: %s. Check: %s",
                    clients, seconds, outage, Knobs.seconds(stopAt, stoppedAt), Knobs.seconds(startAt, startedAt),
                    Knobs.seconds(stopAt, first503), Knobs.seconds(stopAt, readyDown), slowest / 1e9,
                    slowestProbe / 1e9, refusedIn, during503, Knobs.seconds(startAt, readyAgain),
                    Knobs.seconds(startAt, firstMoveAgain), Knobs.seconds(startedAt, firstMoveAgain), wokenIn, newWokenIn,
                    acknowledgedBefore, bots.acknowledged.get() - acknowledgedAtRestart,
                    samples.stream().filter(s -> s.status() == 503 && s.startNanos() > readyAgain).count(),
                    bots.summary(), check.summary()));
        } finally {
            if (prober != null) {
                prober.interrupt();
            }
            if (bots != null) {
                bots.stop();
            }
            if (service != null) {
                service.close();
            }
            db.close();
        }
    }

    /** A quiet game (no bot plays it) with a follower long-polling it for {@code waitSeconds}. */
    private record Follower(String game, long version, String token, long startedAt,
                            CompletableFuture<HttpResponse<String>> poll) {
    }

    private static Follower follow(HttpClient http, String url, int waitSeconds) throws Exception {
        HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games"))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, created.statusCode(), created.body());
        var body = Bots.JSON.readTree(created.body());
        String game = body.get("id").asText();
        long version = body.get("version").asLong();
        int seat = body.get("game").get("pending").get(0).get("seat").asInt();
        String token = body.get("seats").get(seat).get("token").asText();
        var poll = http.sendAsync(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + game + "/events?after="
                        + version + "&wait=" + waitSeconds)).timeout(Duration.ofSeconds(waitSeconds + 60L)).build(),
                HttpResponse.BodyHandlers.ofString());
        Thread.sleep(500);
        assertFalse(poll.isDone(), "the follower is waiting");
        return new Follower(game, version, token, System.nanoTime(), poll);
    }

    /**
     * Makes one move in the follower's game and returns how long after it the follower's poll answered
     * with it; a lost wake-up would keep the poll waiting out its full time.
     */
    private static double moveAndAwaitFollower(HttpClient http, String url, Follower f) throws Exception {
        var legal = Bots.JSON.readTree(http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + f.game()
                        + "/legal-moves")).header("Authorization", "Bearer " + f.token()).timeout(Duration.ofSeconds(60)).build(),
                HttpResponse.BodyHandlers.ofString()).body());
        HttpResponse<String> moved = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + f.game() + "/moves"))
                .header("Authorization", "Bearer " + f.token()).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString("{\"expectedVersion\":"
                        + f.version() + ",\"move\":" + legal.get("moves").get(0) + "}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, moved.statusCode(), moved.body());
        long movedAt = System.nanoTime();
        HttpResponse<String> polled = f.poll().get();
        double took = Knobs.seconds(movedAt, System.nanoTime());
        assertEquals(200, polled.statusCode(), polled.body());
        assertTrue(Bots.JSON.readTree(polled.body()).get("events").size() > 0, "the poll answered with the move");
        assertTrue(took < 10, "the waiting follower was woken " + took + " s after the move (a lost wake-up waits "
                + "out the poll)");
        return took;
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
            Thread.sleep(100);
        }
        throw new AssertionError("readiness did not return UP within " + timeout + " of PostgreSQL starting again");
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
            Thread.sleep(100);
        }
        throw new AssertionError("no move was acknowledged within " + timeout + " of PostgreSQL starting again");
    }
}
