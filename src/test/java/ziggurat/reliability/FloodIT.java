package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
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
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import ziggurat.store.EmbeddedDatabase;

/**
 * One address floods the packaged service for a bounded time: it opens streams and long-polls past the caps and
 * creates games as fast as it can, while four other clients play Contest of Kings. The service stays ready, the
 * other clients' moves keep their p99 within twice that of a quiet run just before (a few milliseconds of slack
 * for a shared machine), memory stays bounded, no acknowledged move is lost, and every refusal the flood gets is
 * 429 or 503 problem+json with Retry-After. Loopback is a trusted proxy here, so each client is the address it
 * forwards.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=FloodIT</pre>
 */
class FloodIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int PLAYERS = 4;
    private static final String FLOODER = "203.0.113.66";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void oneAddressFloodingLeavesTheOthersPlayingAsBefore() throws Exception {
        int seconds = Knobs.seconds(15);
        Path dir = Files.createTempDirectory("ziggurat-flood-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        ServiceProcess service = null;
        List<InputStream> held = Collections.synchronizedList(new ArrayList<>());
        try {
            service = ServiceProcess.start(db.jdbcUrl(), 0, "flood.log", Map.of(
                    "ZIGGURAT_LIMITS_TRUSTED_PROXIES", "127.0.0.1,::1",
                    "ZIGGURAT_LIMITS_FOLLOWERS_PER_ADDRESS", "32",
                    "ZIGGURAT_LIMITS_FOLLOWERS_TOTAL", "64",
                    "ZIGGURAT_LIMITS_CREATE_BURST", "20",
                    "ZIGGURAT_LIMITS_CREATE_PER_SECOND", "2"));
            String url = service.url();
            String management = service.managementUrl();

            Players quiet = new Players(url, "quiet");
            quiet.run(seconds);
            double quietP99 = quiet.p99();

            Players loud = new Players(url, "flood");
            AtomicBoolean flooding = new AtomicBoolean(true);
            ConcurrentLinkedQueue<String> wrongRefusals = new ConcurrentLinkedQueue<>();
            AtomicLong refused = new AtomicLong();
            AtomicLong created = new AtomicLong();
            JsonNode floodCreated = create(url, FLOODER);
            String floodGame = floodCreated.get("id").asText();
            List<Thread> flood = new ArrayList<>();
            // streams and long-polls past the caps, held open: a stream answers its headers at once, a long-poll
            // only when it ends, so long-polls are sent without waiting for them
            long floodVersion = floodCreated.get("version").asLong();
            List<java.util.concurrent.CompletableFuture<HttpResponse<String>>> polls =
                    Collections.synchronizedList(new ArrayList<>());
            AtomicLong pollsSent = new AtomicLong();
            flood.add(new Thread(() -> {
                for (long n = 0; flooding.get(); n++) {
                    try {
                        if (n % 2 == 1) {
                            pollsSent.incrementAndGet();
                            polls.add(http.sendAsync(request(url + "/v1/games/" + floodGame + "/events?after="
                                    + floodVersion + "&wait=60", FLOODER).GET().build(), HttpResponse.BodyHandlers.ofString())
                                    .whenComplete((r, e) -> {
                                        if (r != null && r.statusCode() != 200) {
                                            judge(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""),
                                                    r.headers().firstValue("Retry-After").orElse(null), r.body(),
                                                    wrongRefusals, refused);
                                        }
                                    }));
                            Thread.sleep(5);
                            continue;
                        }
                        HttpResponse<InputStream> r = http.send(request(url + "/v1/games/" + floodGame + "/events/stream",
                                FLOODER).header("Accept", "text/event-stream").GET().build(),
                                HttpResponse.BodyHandlers.ofInputStream());
                        if (r.statusCode() == 200) {
                            held.add(r.body());
                        } else {
                            String body = new String(r.body().readAllBytes());
                            judge(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""),
                                    r.headers().firstValue("Retry-After").orElse(null), body, wrongRefusals, refused);
                        }
                    } catch (InterruptedException e) {
                        return;
                    } catch (Exception e) {
                        // the service may close what it ends; the flood goes on
                    }
                }
            }, "flood-followers"));
            // games created as fast as one client can
            for (int i = 0; i < 2; i++) {
                flood.add(new Thread(() -> {
                    while (flooding.get()) {
                        try {
                            HttpResponse<String> r = http.send(request(url + "/v1/games", FLOODER)
                                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(
                                            "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}"))
                                    .build(), HttpResponse.BodyHandlers.ofString());
                            if (r.statusCode() == 201) {
                                created.incrementAndGet();
                            } else {
                                judge(r.statusCode(), r.headers().firstValue("Content-Type").orElse(""),
                                        r.headers().firstValue("Retry-After").orElse(null), r.body(), wrongRefusals, refused);
                            }
                        } catch (Exception e) {
                            wrongRefusals.add("a creation had no answer: " + e);
                        }
                    }
                }, "flood-create-" + i));
            }
            AtomicLong notReady = new AtomicLong();
            Thread probe = new Thread(() -> {
                while (flooding.get()) {
                    try {
                        int status = http.send(HttpRequest.newBuilder(URI.create(management + "/q/health/ready"))
                                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
                        if (status != 200) {
                            notReady.incrementAndGet();
                        }
                        Thread.sleep(250);
                    } catch (Exception e) {
                        notReady.incrementAndGet();
                    }
                }
            }, "flood-probe");
            flood.forEach(Thread::start);
            probe.start();
            loud.run(seconds);
            flooding.set(false);
            for (InputStream in : held) {
                in.close();
            }
            long pollsHeld = polls.stream().filter(f -> !f.isDone()).count();
            polls.forEach(f -> f.cancel(true));
            for (Thread t : flood) {
                t.join(70_000);
            }
            probe.join(10_000);
            double floodP99 = loud.p99();
            long heap = heapUsed(management);
            System.out.printf(Locale.ROOT, "flood: quiet p99 %.2f ms (%d moves), under flood p99 %.2f ms (%d moves);"
                            + " flood: %d held open, %d games created, %d refused; heap used %d MB%n",
                    quietP99, quiet.latencies.size(), floodP99, loud.latencies.size(), held.size(), created.get(),
                    refused.get(), heap >> 20);

            assertEquals(0, notReady.get(), "the service stayed ready throughout the flood");
            assertEquals(List.of(), new ArrayList<>(wrongRefusals), "every refusal is 429 or 503 problem+json with Retry-After");
            assertTrue(refused.get() > 0, "the flood was refused");
            assertTrue(held.size() + pollsHeld <= 32 + 2, "the flood held no more than its cap: " + held.size()
                    + " streams, " + pollsHeld + " long-polls");
            assertTrue(created.get() <= 20 + 2L * (seconds + 5) + 2, "creation was limited: " + created.get());
            assertEquals(List.of(), quiet.unexpected(), "the quiet run was served");
            assertEquals(List.of(), loud.unexpected(), "the other clients were served during the flood: no 429, no error");
            // the others' p99 under the flood against the quiet one is a figure, printed above and kept in
            // docs/reliability.md, never asserted: tests assert no timings on a 2-core machine shared with the build
            assertTrue(heap < 200L << 20, "memory stayed bounded: heap used " + (heap >> 20) + " MB");
            quiet.assertNothingLost();
            loud.assertNothingLost();
        } finally {
            if (service != null) {
                service.close();
            }
            db.close();
        }
    }

    private static void judge(int status, String type, String retryAfter, String body, ConcurrentLinkedQueue<String> wrong,
                              AtomicLong refused) {
        refused.incrementAndGet();
        if ((status != 429 && status != 503) || !type.startsWith("application/problem+json") || retryAfter == null) {
            wrong.add(status + " " + type + " Retry-After " + retryAfter + ": " + body);
        }
    }

    private HttpRequest.Builder request(String url, String client) {
        return HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(70)).header("X-Forwarded-For", client);
    }

    private JsonNode create(String url, String client) throws Exception {
        HttpResponse<String> r = http.send(request(url + "/v1/games", client).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(201, r.statusCode(), r.body());
        return JSON.readTree(r.body());
    }

    private long heapUsed(String management) throws Exception {
        String metrics = http.send(HttpRequest.newBuilder(URI.create(management + "/q/metrics")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        long sum = 0;
        for (String line : metrics.split("\n")) {
            if (line.startsWith("jvm_memory_used_bytes{area=\"heap\"")) {
                sum += (long) Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
            }
        }
        return sum;
    }

    /** Four clients, each its own address, each playing its own game: moves timed, acknowledgements kept. */
    private final class Players {
        final String url;
        final String name;
        final ConcurrentLinkedQueue<Double> latencies = new ConcurrentLinkedQueue<>();
        final ConcurrentLinkedQueue<String> unexpected = new ConcurrentLinkedQueue<>();
        final Map<String, AtomicLong> acknowledged = new java.util.concurrent.ConcurrentHashMap<>();

        Players(String url, String name) {
            this.url = url;
            this.name = name;
        }

        void run(int seconds) throws InterruptedException {
            long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
            List<Thread> threads = new ArrayList<>();
            for (int i = 0; i < PLAYERS; i++) {
                String client = "198.51.100." + (i + 1);
                threads.add(new Thread(() -> play(client, end), name + "-" + i));
            }
            threads.forEach(Thread::start);
            for (Thread t : threads) {
                t.join();
            }
        }

        private void play(String client, long end) {
            while (System.nanoTime() < end && unexpected.isEmpty()) {
                playOne(client, end);
            }
        }

        /** Plays one game until it ends or the time is up. */
        private void playOne(String client, long end) {
            try {
                JsonNode game = create(url, client);
                String id = game.get("id").asText();
                List<String> tokens = new ArrayList<>();
                game.get("seats").forEach(s -> tokens.add(s.get("token").asText()));
                AtomicLong ack = acknowledged.computeIfAbsent(id, k -> new AtomicLong());
                while (System.nanoTime() < end) {
                    JsonNode view = JSON.readTree(get(client, "/v1/games/" + id, null));
                    if (!"running".equals(view.get("status").asText()) || view.get("pending").isEmpty()) {
                        return;
                    }
                    int seat = view.get("pending").get(0).get("seat").asInt();
                    JsonNode legal = JSON.readTree(get(client, "/v1/games/" + id + "/legal-moves", tokens.get(seat)));
                    String body = "{\"expectedVersion\":" + legal.get("version").asLong() + ",\"move\":"
                            + JSON.writeValueAsString(legal.get("moves").get(0)) + "}";
                    long start = System.nanoTime();
                    HttpResponse<String> r = http.send(request(url + "/v1/games/" + id + "/moves", client)
                            .header("Authorization", "Bearer " + tokens.get(seat))
                            .header("Content-Type", "application/json").header("Prefer", "return=minimal")
                            .header("Idempotency-Key", UUID.randomUUID().toString())
                            .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
                    latencies.add((System.nanoTime() - start) / 1e6);
                    if (r.statusCode() == 200) {
                        ack.set(JSON.readTree(r.body()).get("version").asLong());
                    } else if (r.statusCode() != 409) {
                        unexpected.add("move: " + r.statusCode() + " " + r.body());
                        return;
                    }
                }
            } catch (Exception e) {
                unexpected.add(client + ": " + e);
            }
        }

        private String get(String client, String path, String token) throws Exception {
            HttpRequest.Builder b = request(url + path, client).GET();
            if (token != null) {
                b.header("Authorization", "Bearer " + token);
            }
            HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new IllegalStateException(path + " answered " + r.statusCode() + ": " + r.body());
            }
            return r.body();
        }

        double p99() {
            List<Double> sorted = new ArrayList<>(latencies);
            Collections.sort(sorted);
            assertTrue(sorted.size() >= 20, name + ": enough moves to measure: " + sorted.size());
            return sorted.get((int) Math.ceil(sorted.size() * 0.99) - 1);
        }

        List<String> unexpected() {
            return new ArrayList<>(unexpected);
        }

        /** Every acknowledged move is in its game's log: the game is at least at the acknowledged version. */
        void assertNothingLost() throws Exception {
            for (Map.Entry<String, AtomicLong> e : acknowledged.entrySet()) {
                JsonNode view = JSON.readTree(get("198.51.100.200", "/v1/games/" + e.getKey(), null));
                assertTrue(view.get("version").asLong() >= e.getValue().get(), "game " + e.getKey()
                        + " holds every acknowledged move: at " + view.get("version") + ", acknowledged " + e.getValue());
            }
        }
    }
}
