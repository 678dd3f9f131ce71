package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Races and retries at the HTTP boundary, on Contest of Kings: many clients submitting for the same game and
 * version at once (exactly one wins, every other gets 409 version-conflict, the log has no gap and no
 * duplicate), and one request retried with its Idempotency-Key, concurrently and one after another (applied
 * once, every answer byte for byte the first, a different body with the key refused with 422).
 *
 * <pre>./mvnw -q test -Dtest=RacesAndRetriesTest -Dreliability.clients=200 -Dreliability.rounds=50</pre>
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RacesAndRetriesTest {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private static ExecutorService pool;
    private static int clients;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void pool() {
        clients = Knobs.clients(50);
        pool = Executors.newFixedThreadPool(clients);
    }

    @AfterAll
    static void shutdown() {
        pool.shutdownNow();
    }

    private record Answer(int status, String body, boolean replayed) {
        JsonNode json() {
            try {
                return Bots.JSON.readTree(body);
            } catch (Exception e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    private Answer send(String path, String token, String key, String body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .timeout(Duration.ofSeconds(120));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        if (body != null) {
            b.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        }
        try {
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            return new Answer(r.statusCode(), r.body(), r.headers().firstValue("Idempotent-Replayed").isPresent());
        } catch (Exception e) {
            throw new AssertionError(path + " had no answer", e);
        }
    }

    /** Runs {@code request} from {@code n} threads released together. */
    private static List<Answer> together(int n, Callable<Answer> request) throws Exception {
        CountDownLatch ready = new CountDownLatch(n);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Answer>> futures = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            futures.add(pool.submit(() -> {
                ready.countDown();
                go.await();
                return request.call();
            }));
        }
        ready.await();
        go.countDown();
        List<Answer> answers = new ArrayList<>();
        for (Future<Answer> f : futures) {
            answers.add(f.get());
        }
        return answers;
    }

    private record Game(String id, List<String> tokens) {
    }

    private Game newGame() {
        Answer created = send("/v1/games", null, null,
                "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}");
        assertEquals(201, created.status(), created.body());
        List<String> tokens = new ArrayList<>();
        created.json().get("seats").forEach(s -> tokens.add(s.get("token").asText()));
        return new Game(created.json().get("id").asText(), tokens);
    }

    private record Turn(int seat, long version, List<String> moves) {
    }

    /** The first pending seat and every legal move it has now. */
    private Turn turn(Game g) {
        JsonNode view = send("/v1/games/" + g.id(), null, null, null).json();
        int seat = view.get("pending").get(0).get("seat").asInt();
        JsonNode legal = send("/v1/games/" + g.id() + "/legal-moves", g.tokens().get(seat), null, null).json();
        List<String> moves = new ArrayList<>();
        legal.get("moves").forEach(m -> moves.add(m.toString()));
        assertTrue(!moves.isEmpty(), "the pending seat has a legal move");
        return new Turn(seat, legal.get("version").asLong(), moves);
    }

    private static String moveBody(long version, String move) {
        return "{\"expectedVersion\":" + version + ",\"move\":" + move + "}";
    }

    /** The whole log is events 1…version, each once, and the audit verifies. */
    private void assertContiguousAndAudited(Game g) {
        long version = send("/v1/games/" + g.id(), null, null, null).json().get("version").asLong();
        long after = 0;
        while (after < version) {
            JsonNode events = send("/v1/games/" + g.id() + "/events?after=" + after + "&limit=1000", null, null, null)
                    .json().get("events");
            assertTrue(events.size() > 0, "the log reaches version " + version);
            for (JsonNode e : events) {
                assertEquals(after + 1, e.get("seq").asLong(), "no gap and no duplicate in the log");
                after++;
            }
        }
        assertEquals(version, after);
        assertTrue(send("/v1/games/" + g.id() + "/audit", null, null, null).json().get("verified").asBoolean());
    }

    @Test
    void manyClientsRacingForEachVersionExactlyOneWinsAndTheRestGet409() throws Exception {
        int rounds = Integer.getInteger("reliability.rounds", 8);
        Game g = newGame();
        long started = System.nanoTime();
        int refused = 0;
        for (int round = 0; round < rounds; round++) {
            Turn t = turn(g);
            String token = g.tokens().get(t.seat());
            // every client sends a legal move for this version, not all the same one
            List<Answer> answers = together(clients, new Callable<>() {
                private int next;

                @Override
                public synchronized Answer call() {
                    String move = t.moves().get(next++ % t.moves().size());
                    return send("/v1/games/" + g.id() + "/moves", token, null, moveBody(t.version(), move));
                }
            });
            List<Answer> won = answers.stream().filter(a -> a.status() == 200).toList();
            assertEquals(1, won.size(), "round " + round + ": exactly one of " + clients + " wins version "
                    + t.version() + "; answers: " + answers.stream().map(Answer::status).toList());
            long after = won.get(0).json().get("version").asLong();
            assertTrue(after > t.version());
            for (Answer a : answers) {
                if (a.status() != 200) {
                    assertEquals(409, a.status(), a.body());
                    assertEquals("urn:ziggurat:problem:version-conflict", a.json().get("type").asText(), a.body());
                    assertEquals(after, a.json().get("currentVersion").asLong(), a.body());
                    refused++;
                }
            }
            assertEquals(after, send("/v1/games/" + g.id(), null, null, null).json().get("version").asLong(),
                    "nothing but the winner was written");
        }
        assertContiguousAndAudited(g);
        Knobs.report("races", String.format(Locale.ROOT, "%d rounds of %d clients racing for one version: %d won, "
                        + "%d refused with 409 version-conflict, log contiguous and audited (%.1f s)",
                rounds, clients, rounds, refused, Knobs.seconds(started, System.nanoTime())));
    }

    @Test
    void oneRequestRetriedConcurrentlyAndSequentiallyIsAppliedOnceWithIdenticalAnswers() throws Exception {
        Game g = newGame();
        Turn t = turn(g);
        String token = g.tokens().get(t.seat());
        String body = moveBody(t.version(), t.moves().get(0));
        String key = "retry-" + g.id();

        List<Answer> answers = together(clients, () -> send("/v1/games/" + g.id() + "/moves", token, key, body));
        String first = answers.get(0).body();
        for (Answer a : answers) {
            assertEquals(200, a.status(), a.body());
            assertEquals(first, a.body(), "every answer is byte for byte the same");
        }
        assertEquals(1, answers.stream().filter(a -> !a.replayed()).count(), "one application, the rest replays");
        long version = answers.get(0).json().get("version").asLong();
        assertEquals(version, send("/v1/games/" + g.id(), null, null, null).json().get("version").asLong());

        // one after another, also after the game has moved on
        for (int i = 0; i < 5; i++) {
            Answer again = send("/v1/games/" + g.id() + "/moves", token, key, body);
            assertEquals(200, again.status());
            assertTrue(again.replayed());
            assertEquals(first, again.body(), "a sequential retry answers byte for byte the same");
        }
        Turn next = turn(g);
        Answer moved = send("/v1/games/" + g.id() + "/moves", g.tokens().get(next.seat()), null,
                moveBody(next.version(), next.moves().get(0)));
        assertEquals(200, moved.status(), moved.body());
        long later = moved.json().get("version").asLong();
        Answer late = send("/v1/games/" + g.id() + "/moves", token, key, body);
        assertEquals(first, late.body(), "a retry after the game moved on still answers the first answer");

        // the same key with another body is refused, and changes nothing
        String other = moveBody(t.version(), t.moves().size() > 1 ? t.moves().get(1) : "{\"type\":\"pass\"}");
        List<Answer> reused = together(Math.min(clients, 10),
                () -> send("/v1/games/" + g.id() + "/moves", token, key, other));
        for (Answer a : reused) {
            assertEquals(422, a.status(), a.body());
            assertEquals("urn:ziggurat:problem:idempotency-key-reused", a.json().get("type").asText());
        }
        assertEquals(later, send("/v1/games/" + g.id(), null, null, null).json().get("version").asLong());
        assertContiguousAndAudited(g);
        Knobs.report("retries", String.format(Locale.ROOT, "%d concurrent sends of one keyed move: 1 applied, "
                + "%d replayed, all %d bodies identical (%d bytes); 6 sequential retries identical; "
                + "%d sends of another body with the key: all 422", clients, clients - 1, clients, first.length(),
                reused.size()));
    }
}
