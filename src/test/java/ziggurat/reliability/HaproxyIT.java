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
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;
import ziggurat.support.InstalledTool;

/**
 * Two service instances on one PostgreSQL behind a real HAProxy, run with the sample configuration operators get
 * ({@code deploy/haproxy.cfg}): bots play through the proxy while each instance in turn is killed with SIGKILL and
 * started again. Two followers of a quiet game, also through the proxy, are cut when their instance dies: an SSE
 * stream that resumes with {@code Last-Event-ID} and a long-poll that resumes with {@code after=}; a move is made in
 * the quiet game while they are cut off, and each sees every event once, in order. Nothing acknowledged through the
 * proxy is lost, every 503 the clients get is problem+json with Retry-After, and with both instances down the
 * proxy's own answer is the service's 503 problem+json ({@code deploy/haproxy-errors/503.http}). Needs
 * {@code haproxy} ({@code .ci/run} installs Debian's package); skipped where there is none, except under CI
 * (the environment variable {@code CI} set), where a missing proxy fails the test.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=HaproxyIT</pre>
 */
class HaproxyIT {

    private static final Duration BOUND = Duration.ofSeconds(20);

    @Test
    void botsAndAStreamThroughHaproxySurviveEachInstanceBeingKilledAndRestarted() throws Exception {
        Path haproxyBinary = Stream.of("/usr/sbin/haproxy", "/usr/local/sbin/haproxy", "/usr/bin/haproxy")
                .map(Path::of).filter(Files::isExecutable).findFirst().orElse(null);
        InstalledTool.require(haproxyBinary != null, "haproxy");
        int clients = Knobs.clients(8);
        int seconds = Knobs.seconds(4);
        Path dir = Files.createTempDirectory("ziggurat-haproxy-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        int proxyPort = ServiceProcess.freePort();
        ServiceProcess[] instances = new ServiceProcess[2];
        Process proxy = null;
        Bots bots = null;
        SseFollower sse = null;
        PollFollower poll = null;
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
            sse = new SseFollower(http, url + "/v1/games/" + quiet.id + "/events/stream");
            poll = new PollFollower(http, url + "/v1/games/" + quiet.id + "/events");
            List<Follower> followers = List.of(sse, poll);
            followers.forEach(Follower::start);
            bots = new Bots(List.of(url), clients, clients, BOUND.plusSeconds(40));
            bots.start();
            Thread.sleep(seconds * 1000L);
            // two cold JVMs on a loaded machine may take longer than the phase to answer a first move; the kills
            // must come while play is going on, so wait for it (what is asserted is unchanged)
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (bots.acknowledged.get() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(bots.acknowledged.get() > 0, "the bots play through the proxy: " + bots.summary() + " "
                    + Bots.copy(bots.unexpected));
            move(http, url, quiet);

            // Each follower holds one request at a time (a stream, or a long-poll waiting up to 2 s) on whichever
            // instance the proxy chose. When an instance is killed, the followers are held (they make no new request
            // yet), and one move is made in the quiet game once they are cut off; a follower cut off misses it and
            // must get it when it resumes (Last-Event-ID, after=). That move is made while the killed instance is
            // down, so a stream the first kill did not cut is on the other instance afterwards, and the second kill
            // cuts it; a held long-poll is between polls within its wait, whether the kill cut it or not.
            List<String> restarts = new ArrayList<>();
            long[] killAts = new long[2];
            for (int i = 0; i < 2; i++) {
                ServiceProcess victim = instances[i];
                int port = victim.port();
                long ackBefore = bots.acknowledged.get();
                followers.forEach(Follower::hold);
                long killAt = System.nanoTime();
                killAts[i] = killAt;
                victim.kill9();
                long phaseEnd = killAt + seconds * 1_000_000_000L;
                List<Follower> cutOff = new ArrayList<>();
                for (Follower f : followers) {
                    if (f.awaitCutOff(phaseEnd)) {
                        cutOff.add(f);
                    }
                }
                long from = quiet.version;
                move(http, url, quiet);
                long madeAt = System.nanoTime();
                for (Follower f : cutOff) {
                    f.missed(from, quiet.version, madeAt);
                }
                followers.forEach(Follower::release);
                Thread.sleep(Math.max(0, (phaseEnd - System.nanoTime()) / 1_000_000));
                long ackWhileDown = bots.acknowledged.get() - ackBefore;
                long startAt = System.nanoTime();
                instances[i] = ServiceProcess.start(db.jdbcUrl(), port, "haproxy-" + (char) ('a' + i) + ".log",
                        Map.of("QUARKUS_MANAGEMENT_PORT", Integer.toString(victim.managementPort())));
                restarts.add(String.format(Locale.ROOT, "instance %c killed: %d moves acknowledged through the "
                                + "proxy while it was down, back ready %.1f s after its start (%.1f s after the kill), "
                                + "followers cut off by the kill: %s",
                        'A' + i, ackWhileDown, Knobs.seconds(startAt, System.nanoTime()),
                        Knobs.seconds(killAt, System.nanoTime()), cutOff.stream().map(f -> f.name).toList()));
                assertTrue(ackWhileDown > 0, "play went on through the other instance");
                Thread.sleep(seconds * 1000L);
            }
            move(http, url, quiet);
            long lastSeq = quiet.version;
            for (Follower f : followers) {
                f.awaitSeq(lastSeq, Duration.ofSeconds(30));
            }
            bots.stop();
            long stoppedAt = System.nanoTime();
            followers.forEach(Follower::stop);

            // ---- what the clients were told
            assertEquals(List.of(), Bots.copy(bots.unexpected), "only 200/201/409, 503 problem+json with Retry-After, "
                    + "or no answer");
            List<Long> expected = new ArrayList<>();
            for (long s = 1; s <= lastSeq; s++) {
                expected.add(s);
            }
            for (Follower f : followers) {
                assertEquals(List.of(), f.unexpected(), f.name + ": only 200, or the proxy's 503 problem+json");
                assertEquals(expected, f.ids(), f.name + " saw every event once, in order, across reconnects");
                assertTrue(f.connections.get() >= 2, f.name + " was cut and resumed");
                assertTrue(!f.missed.isEmpty(), f.name + " was cut off at a kill while a move was made");
                for (long[] m : f.missed) {
                    // the missed events came on a request made after the move, resuming from before them
                    for (long seq = m[0] + 1; seq <= m[1]; seq++) {
                        long[] d = f.delivery(seq);
                        assertTrue(d != null && d[2] > m[2] && d[1] <= m[0], f.name + ": event " + seq + ", made while "
                                + "it was cut off, came on resuming from " + m[0] + " (" + java.util.Arrays.toString(d)
                                + ")");
                    }
                }
            }
            LogCheck check = new LogCheck(url);
            check.checkAll(bots.playedGames());
            assertEquals(bots.acknowledged.get(), check.acknowledgedMoves);

            // recovery as the clients saw it: the requests that failed (cut, or the proxy's 503) after each kill,
            // and how long after the kill the last of them ended
            List<Bots.Sample> samples = Bots.copy(bots.samples);
            List<String> seen = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                long from = killAts[i];
                long to = i == 0 ? killAts[1] : stoppedAt;
                List<Bots.Sample> failed = samples.stream().filter(s -> s.endNanos() >= from && s.endNanos() < to
                        && (s.status() == -1 || s.status() == 503)).toList();
                long lastFailed = failed.stream().mapToLong(Bots.Sample::endNanos).max().orElse(from);
                seen.add(String.format(Locale.ROOT, "instance %c: %d moves acknowledged from its kill to the %s, "
                                + "%d requests failed (cut or 503), the last %.2f s after the kill",
                        'A' + i, bots.acknowledgedBetween(from, to), i == 0 ? "next kill" : "end", failed.size(),
                        Knobs.seconds(from, lastFailed)));
            }

            // ---- both instances down: the proxy answers for them, with the service's own 503
            for (ServiceProcess s : instances) {
                s.kill9();
            }
            String proxyPage = proxyUnavailable(http, url);

            Knobs.report("haproxy", String.format(Locale.ROOT,
                    "%d clients through HAProxy to 2 instances, %d s per phase. %s. Seen by the clients: %s. "
                            + "SSE follower: %d connections, %d cut (resumed with Last-Event-ID), long-poll follower: %d "
                            + "requests, %d cut (resumed with after=), each %d events seen once in order, missed moves "
                            + "resumed past: SSE %d, long-poll %d. Both instances down: %s. Bots: %s. Check: %s",
                    clients, seconds, String.join("; ", restarts), String.join("; ", seen), sse.connections.get(),
                    sse.cuts.get(), poll.connections.get(), poll.cuts.get(), lastSeq, sse.missed.size(),
                    poll.missed.size(), proxyPage,
                    bots.summary(), check.summary()));
        } finally {
            if (sse != null) {
                sse.stop();
            }
            if (poll != null) {
                poll.stop();
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

    /**
     * One request through the proxy with no instance up: the proxy's error page, which must be the service's 503
     * problem+json with Retry-After, exactly as {@code deploy/haproxy-errors/503.http} has it.
     */
    private static String proxyUnavailable(HttpClient http, String url) throws Exception {
        String page = Files.readString(Path.of("deploy", "haproxy-errors", "503.http"));
        String body = page.substring(page.indexOf("\r\n\r\n") >= 0 ? page.indexOf("\r\n\r\n") + 4
                : page.indexOf("\n\n") + 2);
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url + "/v1/rulesets"))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(503, r.statusCode(), r.body());
        assertEquals("application/problem+json", r.headers().firstValue("Content-Type").orElse(null));
        assertEquals("1", r.headers().firstValue("Retry-After").orElse(null));
        assertEquals(null, Bots.unavailableProblem(r.headers().firstValue("Content-Type").orElse(null),
                r.headers().firstValue("Retry-After").orElse(null), r.body()));
        assertEquals(body.strip(), r.body().strip(), "the proxy sent deploy/haproxy-errors/503.http");
        return "503 application/problem+json, Retry-After " + r.headers().firstValue("Retry-After").orElse("")
                + ", the error page's body";
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

    /**
     * A client following the quiet game through the proxy, one request at a time, resuming after the last event it
     * got whenever a request ends. The test may hold it (it makes no new request until released) to keep it cut off.
     */
    private abstract static class Follower {
        final String name;
        final HttpClient http;
        final String url;
        private final List<Long> ids = Collections.synchronizedList(new ArrayList<>());
        /** For each event: its seq, the last seq the request that brought it resumed from, when that request began. */
        private final List<long[]> deliveries = Collections.synchronizedList(new ArrayList<>());
        private final List<String> unexpected = Collections.synchronizedList(new ArrayList<>());
        /** Moves made while this follower was cut off: the seq it had, the seq after the move, when it was made. */
        final List<long[]> missed = Collections.synchronizedList(new ArrayList<>());
        final AtomicLong last = new AtomicLong(0);
        final AtomicInteger connections = new AtomicInteger();
        final AtomicInteger cuts = new AtomicInteger();
        private volatile boolean running = true;
        private volatile boolean held;
        private volatile boolean inFlight;
        private volatile boolean lastEndedCut;
        private Thread thread;

        Follower(String name, HttpClient http, String url) {
            this.name = name;
            this.http = http;
            this.url = url;
        }

        /** One request from {@code from}; true when it ended because it was cut (no answer, or a 503). */
        abstract boolean follow(long from, long startNanos) throws Exception;

        void start() {
            thread = new Thread(() -> {
                while (running) {
                    if (!begin()) {
                        pause(20);
                        continue;
                    }
                    boolean cut;
                    try {
                        connections.incrementAndGet();
                        cut = follow(last.get(), System.nanoTime());
                    } catch (InterruptedException e) {
                        return;
                    } catch (Exception e) {
                        cut = true;
                    }
                    if (cut) {
                        cuts.incrementAndGet();
                    }
                    end(cut);
                    if (cut) {
                        pause(300);
                    }
                }
            }, name + "-follower");
            thread.setDaemon(true);
            thread.start();
        }

        void received(long seq, long from, long startNanos) {
            ids.add(seq);
            deliveries.add(new long[] {seq, from, startNanos});
            last.set(seq);
        }

        void refused(HttpResponse<?> r, String body) {
            String fault = r.statusCode() == 503 ? Bots.unavailableProblem(r.headers().firstValue("Content-Type")
                    .orElse(null), r.headers().firstValue("Retry-After").orElse(null), body) : "answered " + r.statusCode();
            if (fault != null) {
                unexpected.add(fault);
            }
        }

        // held and inFlight change together, so that a request is either begun before the hold (and awaited) or
        // not at all until the release
        synchronized boolean begin() {
            if (held) {
                return false;
            }
            inFlight = true;
            return true;
        }

        synchronized void end(boolean cut) {
            lastEndedCut = cut;
            inFlight = false;
        }

        synchronized void hold() {
            held = true;
        }

        synchronized void release() {
            held = false;
        }

        /**
         * Not connected: a stream ends only when it is cut; a long-poll ends cut, or answered when its wait ran out
         * (the proxy may resend a long-poll that has not been answered yet to the other instance when its instance
         * dies, so a kill does not always cut it), and either way it is not polling now.
         */
        private synchronized boolean cutOff() {
            return !inFlight;
        }

        /** Waits, held, until this follower's request has ended; true when it has (it is cut off until released). */
        boolean awaitCutOff(long deadlineNanos) throws InterruptedException {
            while (inFlight && System.nanoTime() < deadlineNanos) {
                Thread.sleep(20);
            }
            return cutOff();
        }

        void missed(long from, long to, long madeAtNanos) {
            missed.add(new long[] {from, to, madeAtNanos});
        }

        long[] delivery(long seq) {
            synchronized (deliveries) {
                return deliveries.stream().filter(d -> d[0] == seq).findFirst().orElse(null);
            }
        }

        void awaitSeq(long seq, Duration timeout) throws InterruptedException {
            long deadline = System.nanoTime() + timeout.toNanos();
            while (last.get() < seq && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(last.get() >= seq, name + " reached event " + seq + " (at " + last.get() + ")");
        }

        List<Long> ids() {
            synchronized (ids) {
                return new ArrayList<>(ids);
            }
        }

        List<String> unexpected() {
            synchronized (unexpected) {
                return new ArrayList<>(unexpected);
            }
        }

        void stop() {
            running = false;
            if (thread != null) {
                thread.interrupt();
            }
        }

        private static void pause(long millis) {
            try {
                Thread.sleep(millis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** An SSE client that resumes with Last-Event-ID whenever its stream ends, as a browser's EventSource does. */
    private static final class SseFollower extends Follower {

        SseFollower(HttpClient http, String url) {
            super("SSE", http, url);
        }

        @Override
        boolean follow(long from, long startNanos) throws Exception {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).header("Accept", "text/event-stream");
            if (from > 0) {
                b.header("Last-Event-ID", Long.toString(from));
            }
            HttpResponse<Stream<String>> r = http.send(b.build(), HttpResponse.BodyHandlers.ofLines());
            if (r.statusCode() != 200) {
                refused(r, r.body().collect(java.util.stream.Collectors.joining("\n")));
                return true;
            }
            r.body().forEach(line -> {
                if (line.startsWith("id:")) {
                    received(Long.parseLong(line.substring(3).trim()), from, startNanos);
                }
            });
            // a stream never ends by itself: it was cut
            return true;
        }
    }

    /**
     * A long-poll client: GET …/events?after=N&wait=2 in a loop, through the proxy, resuming after its last event. The
     * wait is short so that, held, it is soon between polls: a move made then is one it must resume past.
     */
    private static final class PollFollower extends Follower {

        PollFollower(HttpClient http, String url) {
            super("long-poll", http, url);
        }

        @Override
        boolean follow(long from, long startNanos) throws Exception {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url + "?after=" + from + "&wait=2"))
                    .timeout(Duration.ofSeconds(80)).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                refused(r, r.body());
                return true;
            }
            for (JsonNode e : Bots.JSON.readTree(r.body()).get("events")) {
                received(e.get("seq").asLong(), from, startNanos);
            }
            return false;
        }
    }
}
