package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * Two service instances on one PostgreSQL behind a real HAProxy, run with the sample configuration operators get
 * ({@code deploy/haproxy.cfg}): bots play through the proxy while each instance in turn is killed with SIGKILL and
 * started again. An SSE follower, also through the proxy, is cut when its instance dies and resumes with
 * {@code Last-Event-ID}; it sees every event once, in order. Nothing acknowledged through the proxy is lost, and
 * the proxy's own errors reach clients as the service's 503 problem+json. Needs {@code haproxy} on the PATH
 * ({@code .ci/run} installs Debian's package); skipped where there is none.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=HaproxyIT</pre>
 */
class HaproxyIT {

    private static final Duration BOUND = Duration.ofSeconds(20);

    @Test
    void bots_and_a_stream_through_haproxy_survive_each_instance_being_killed_and_restarted() throws Exception {
        Path haproxyBinary = Stream.of("/usr/sbin/haproxy", "/usr/local/sbin/haproxy", "/usr/bin/haproxy")
                .map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
        Assumptions.assumeTrue(haproxyBinary != null, "haproxy is not installed");
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(4);
        Path dir = Files.createTempDirectory("ziggurat-haproxy-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        int proxyPort = ServiceProcess.freePort();
        ServiceProcess[] instances = new ServiceProcess[2];
        Process proxy = null;
        Bots bots = null;
        Follower follower = null;
        try {
            instances[0] = ServiceProcess.start(db.jdbcUrl(), 0, "haproxy-a.log");
            instances[1] = ServiceProcess.start(db.jdbcUrl(), 0, "haproxy-b.log");
            ProcessBuilder pb = new ProcessBuilder(haproxyBinary.toString(), "-db", "-f", "deploy/haproxy.cfg");
            pb.environment().put("ZIGGURAT_PROXY_PORT", Integer.toString(proxyPort));
            pb.environment().put("ZIGGURAT_A", "127.0.0.1:" + instances[0].port());
            pb.environment().put("ZIGGURAT_B", "127.0.0.1:" + instances[1].port());
            pb.environment().put("ZIGGURAT_A_MANAGEMENT", Integer.toString(instances[0].managementPort()));
            pb.environment().put("ZIGGURAT_B_MANAGEMENT", Integer.toString(instances[1].managementPort()));
            pb.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(new File("target/haproxy.log")));
            proxy = pb.start();
            String url = "http://127.0.0.1:" + proxyPort;
            awaitUp(url + "/v1/rulesets", proxy);

            HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
                    .version(HttpClient.Version.HTTP_1_1).build();
            Quiet quiet = createQuietGame(http, url);
            follower = new Follower(http, url + "/v1/games/" + quiet.id + "/events/stream");
            follower.start();
            bots = new Bots(List.of(url), clients, clients, BOUND.plusSeconds(40));
            bots.start();
            Thread.sleep(seconds * 1000L);
            assertTrue(bots.acknowledged.get() > 0, "the bots play through the proxy");
            move(http, url, quiet);

            List<String> restarts = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                ServiceProcess victim = instances[i];
                int port = victim.port();
                long ackBefore = bots.acknowledged.get();
                long killAt = System.nanoTime();
                victim.kill9();
                Thread.sleep(seconds * 1000L);
                long ackWhileDown = bots.acknowledged.get() - ackBefore;
                long startAt = System.nanoTime();
                instances[i] = ServiceProcess.start(db.jdbcUrl(), port, "haproxy-" + (char) ('a' + i) + ".log",
                        Map.of("QUARKUS_MANAGEMENT_PORT", Integer.toString(victim.managementPort())));
                restarts.add(String.format(Locale.ROOT, "instance %c killed: %d moves acknowledged through the "
                                + "proxy while it was down, back ready %.1f s after its start (%.1f s after the kill)",
                        'A' + i, ackWhileDown, Knobs.seconds(startAt, System.nanoTime()),
                        Knobs.seconds(killAt, System.nanoTime())));
                assertTrue(ackWhileDown > 0, "play went on through the other instance");
                Thread.sleep(seconds * 1000L);
            }
            move(http, url, quiet);
            long lastSeq = quiet.version;
            follower.awaitSeq(lastSeq, Duration.ofSeconds(30));
            bots.stop();
            follower.stop();

            // ---- what the clients were told
            assertEquals(List.of(), Bots.copy(bots.unexpected), "only 200/201/409/503 problem+json or no answer");
            List<Long> seen = follower.ids();
            List<Long> expected = new ArrayList<>();
            for (long s = 1; s <= lastSeq; s++) {
                expected.add(s);
            }
            assertEquals(expected, seen, "the follower saw every event once, in order, across reconnects");
            assertTrue(follower.connections.get() >= 2, "the follower's stream was cut and resumed");
            LogCheck check = new LogCheck(url);
            check.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), check.acknowledgedMoves);

            Knobs.report("haproxy", String.format(Locale.ROOT,
                    "%d clients through HAProxy to 2 instances, %d s per phase. %s. SSE follower: %d connections "
                            + "(resumed with Last-Event-ID), %d events seen once each in order. Bots: %s. Check: %s",
                    clients, seconds, String.join("; ", restarts), follower.connections.get(), seen.size(),
                    bots.summary(), check.summary()));
        } finally {
            if (follower != null) {
                follower.stop();
            }
            if (bots != null) {
                bots.stop();
            }
            if (proxy != null) {
                proxy.destroy();
                proxy.waitFor(10, TimeUnit.SECONDS);
            }
            for (ServiceProcess s : instances) {
                if (s != null) {
                    s.close();
                }
            }
            db.close();
        }
    }

    private static void awaitUp(String url, Process proxy) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            assertTrue(proxy.isAlive(), "haproxy exited; see target/haproxy.log");
            try {
                if (http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.discarding())
                        .statusCode() == 200) {
                    return;
                }
            } catch (java.io.IOException e) {
                // not yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the proxy did not pass requests within 30 s");
    }

    /** A game nobody but the test plays: its moves are what the follower must see. */
    private static final class Quiet {
        String id;
        long version;
        List<String> tokens = new ArrayList<>();
    }

    private static Quiet createQuietGame(HttpClient http, String url) throws Exception {
        HttpResponse<String> created = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games"))
                .header("Content-Type", "application/json").timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, created.statusCode(), created.body());
        JsonNode body = Bots.JSON.readTree(created.body());
        Quiet q = new Quiet();
        q.id = body.get("id").asText();
        q.version = body.get("version").asLong();
        body.get("seats").forEach(s -> q.tokens.add(s.get("token").asText()));
        return q;
    }

    /** One move in the quiet game by whichever seat may move, retried with its key until it is answered 200. */
    private static void move(HttpClient http, String url, Quiet q) throws Exception {
        String key = UUID.randomUUID().toString();
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                for (String token : q.tokens) {
                    HttpResponse<String> legal = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + q.id
                                    + "/legal-moves")).header("Authorization", "Bearer " + token)
                            .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
                    if (legal.statusCode() != 200) {
                        continue;
                    }
                    JsonNode moves = Bots.JSON.readTree(legal.body()).get("moves");
                    if (moves == null || moves.isEmpty()) {
                        continue;
                    }
                    HttpResponse<String> moved = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/games/" + q.id
                                    + "/moves")).header("Authorization", "Bearer " + token)
                            .header("Idempotency-Key", key).header("Content-Type", "application/json")
                            .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(
                                    "{\"expectedVersion\":" + q.version + ",\"move\":" + moves.get(0) + "}")).build(),
                            HttpResponse.BodyHandlers.ofString());
                    if (moved.statusCode() == 200) {
                        q.version = Bots.JSON.readTree(moved.body()).get("version").asLong();
                        return;
                    }
                    assertEquals(503, moved.statusCode(), moved.body());
                }
            } catch (java.io.IOException e) {
                // no answer: retry with the same key
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the quiet game's move was not acknowledged within 60 s");
    }

    /** An SSE client that resumes with Last-Event-ID whenever its stream ends, as a browser's EventSource does. */
    private static final class Follower {
        private final HttpClient http;
        private final String url;
        private final List<Long> ids = Collections.synchronizedList(new ArrayList<>());
        private final AtomicLong last = new AtomicLong(0);
        final AtomicInteger connections = new AtomicInteger();
        private volatile boolean running = true;
        private Thread thread;
        private volatile java.util.concurrent.CompletableFuture<HttpResponse<Stream<String>>> current;

        Follower(HttpClient http, String url) {
            this.http = http;
            this.url = url;
        }

        void start() {
            thread = new Thread(() -> {
                while (running) {
                    try {
                        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream");
                        if (last.get() > 0) {
                            b.header("Last-Event-ID", Long.toString(last.get()));
                        }
                        connections.incrementAndGet();
                        HttpResponse<Stream<String>> r = http.send(b.build(), HttpResponse.BodyHandlers.ofLines());
                        if (r.statusCode() == 200) {
                            r.body().forEach(line -> {
                                if (line.startsWith("id:")) {
                                    long id = Long.parseLong(line.substring(3).trim());
                                    ids.add(id);
                                    last.set(id);
                                }
                            });
                        } else {
                            r.body().close();
                        }
                    } catch (Exception e) {
                        // cut: resume below
                    }
                    try {
                        Thread.sleep(300);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "sse-follower");
            thread.setDaemon(true);
            thread.start();
        }

        void awaitSeq(long seq, Duration timeout) throws InterruptedException {
            long deadline = System.nanoTime() + timeout.toNanos();
            while (last.get() < seq && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(last.get() >= seq, "the follower reached event " + seq + " (at " + last.get() + ")");
        }

        List<Long> ids() {
            synchronized (ids) {
                return new ArrayList<>(ids);
            }
        }

        void stop() {
            running = false;
            if (thread != null) {
                thread.interrupt();
            }
        }
    }
}
