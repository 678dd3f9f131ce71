package ziggurat.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.Management;

/**
 * Each limit, tightened so a test can reach it: the request past the limit is refused with 429 (or 503 for the cap
 * on everyone) problem+json and a Retry-After that, once waited out, lets the next request through; and a client
 * under its limit is never refused while another is over. The requests come from 127.0.0.1, a trusted proxy here,
 * so each client is the address it forwards.
 */
@QuarkusTest
@TestProfile(LimitsTest.Tight.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LimitsTest {

    /** Small limits, and loopback trusted as a proxy so tests can speak as several clients. */
    public static class Tight implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.ofEntries(
                    Map.entry("ziggurat.limits.trusted-proxies", "127.0.0.1,::1"),
                    Map.entry("ziggurat.limits.create.burst", "3"),
                    Map.entry("ziggurat.limits.create.per-second", "0.2"),
                    Map.entry("ziggurat.limits.reads.burst", "60"),
                    Map.entry("ziggurat.limits.reads.per-second", "0.2"),
                    Map.entry("ziggurat.limits.seat-moves.burst", "3"),
                    Map.entry("ziggurat.limits.seat-moves.per-second", "0.2"),
                    Map.entry("ziggurat.limits.seat-reads.burst", "5"),
                    Map.entry("ziggurat.limits.seat-reads.per-second", "0.2"),
                    Map.entry("ziggurat.limits.followers.per-address", "2"),
                    Map.entry("ziggurat.limits.followers.total", "5"),
                    Map.entry("ziggurat.limits.stream-idle-seconds", "10"));
        }
    }

    private static final AtomicInteger NEXT_CLIENT = new AtomicInteger(1);
    private static final String GAME = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],"
            + "\"stack\":[\"9\",\"9\",\"9\",\"8\",\"8\",\"8\",\"1\",\"2\",\"3\",\"7\",\"7\",\"7\"]}";

    @TestHTTPResource("/")
    URL base;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    /** A client of its own: an address of the documentation range, forwarded by the trusted proxy. */
    private static String newClient() {
        return "198.51.100." + NEXT_CLIENT.getAndIncrement();
    }

    @Test
    void aClientCreatingGamesPastItsLimitIsToldWhenToRetryAndNothingIsWritten() throws Exception {
        String flooder = newClient();
        String quiet = newClient();
        // the burst of 3, then (on a slow machine) any token refilled meanwhile, one every 5 s
        HttpResponse<String> refused = create(flooder);
        for (int i = 0; i < 10 && refused.statusCode() == 201; i++) {
            refused = create(flooder);
        }
        int gamesBefore = gameCount();
        assertRefused(refused, 429, "create-per-address");
        refused = create(flooder);
        assertRefused(refused, 429, "create-per-address");
        assertEquals(gamesBefore, gameCount(), "the refused creation wrote no game");
        // another client is not refused while the first is over its limit
        assertEquals(201, create(quiet).statusCode());
        waitOut(refused);
        assertEquals(201, create(flooder).statusCode(), "after Retry-After the next creation is accepted");
        String metrics = Management.metrics();
        assertTrue(metrics.contains("ziggurat_limited_total{limit=\"create-per-address\",route=\"/v1/games\"}"),
                "each refusal is counted by limit and route template");
        assertTrue(!metrics.contains(flooder), "never by client");
    }

    @Test
    void aSeatSendingMovesPastItsLimitIsRefusedAndTheOtherSeatIsNot() throws Exception {
        String client = newClient();
        JsonNode game = GameJson.readTree(create(client).body());
        String id = game.get("id").asText();
        String flooding = game.get("seats").get(0).get("token").asText();
        String other = game.get("seats").get(1).get("token").asText();
        long version = game.get("version").asLong();
        // a move on a version long gone: refused by the game, but a move sent all the same
        HttpResponse<String> refused = move(client, id, flooding, 1);
        for (int i = 0; i < 10 && refused.statusCode() == 409; i++) {
            refused = move(client, id, flooding, 1);
        }
        assertRefused(refused, 429, "moves-per-seat");
        assertEquals(version, GameJson.readTree(get(client, "/v1/games/" + id, null).body()).get("version").asLong(),
                "nothing was written");
        assertNotEquals(429, move(client, id, other, 1).statusCode(), "the other seat is under its limit");
        waitOut(refused);
        assertEquals(409, move(client, id, flooding, 1).statusCode(), "after Retry-After the seat's move is heard");
    }

    @Test
    void aSeatReadingPastItsLimitIsRefused() throws Exception {
        String client = newClient();
        JsonNode game = GameJson.readTree(create(client).body());
        String path = "/v1/games/" + game.get("id").asText() + "/legal-moves";
        String token = game.get("seats").get(0).get("token").asText();
        HttpResponse<String> last = null;
        for (int i = 0; i < 50 && (last == null || last.statusCode() != 429); i++) {
            last = get(client, path, token);
        }
        assertRefused(last, 429, "reads-per-seat");
        waitOut(last);
        assertEquals(200, get(client, path, token).statusCode());
    }

    @Test
    void aClientReadingPastItsLimitIsRefusedAndAnotherClientIsNot() throws Exception {
        String flooder = newClient();
        String quiet = newClient();
        HttpResponse<String> last = null;
        for (int i = 0; i < 200 && (last == null || last.statusCode() != 429); i++) {
            last = get(flooder, "/v1/rulesets", null);
            if (i % 10 == 0) {
                assertEquals(200, get(quiet, "/v1/rulesets/tally", null).statusCode(), "the quiet client is served");
            }
        }
        assertRefused(last, 429, "reads-per-address");
        assertEquals(200, get(quiet, "/v1/rulesets", null).statusCode(), "the quiet client is still served");
        // a path the API does not have counts as a read, and is refused by the same bucket
        assertRefused(get(flooder, "/no-such-path", null), 429, "reads-per-address");
        waitOut(last);
        assertEquals(200, get(flooder, "/v1/rulesets", null).statusCode());
    }

    @Test
    void streamsAndLongPollsPastTheCapsAreRefusedAndAClosedOneFreesItsPlace() throws Exception {
        String holder = newClient();
        String other = newClient();
        String id = GameJson.readTree(create(newClient()).body()).get("id").asText();
        List<InputStream> open = new ArrayList<>();
        try {
            open.add(stream(holder, id).body());
            open.add(stream(holder, id).body());
            HttpResponse<InputStream> third = stream(holder, id);
            assertRefused(asString(third), 429, "followers-per-address");
            HttpResponse<String> poll = get(holder, "/v1/games/" + id + "/events?after=100&wait=30", null);
            assertRefused(poll, 429, "followers-per-address");
            // another client may still follow
            HttpResponse<InputStream> others = stream(other, id);
            assertEquals(200, others.statusCode());
            open.add(others.body());
            // one closed: its place is free again
            open.remove(0).close();
            HttpResponse<InputStream> again = awaitStream(holder, id);
            assertEquals(200, again.statusCode(), "a closed stream frees its place");
            open.add(again.body());
            // the cap on everyone: 5 in all
            open.add(stream(other, id).body());
            open.add(stream(newClient(), id).body());
            HttpResponse<InputStream> overAll = stream(newClient(), id);
            assertRefused(asString(overAll), 503, "followers-total");
        } finally {
            for (InputStream in : open) {
                in.close();
            }
        }
    }

    @Test
    void aStreamWithNothingToSendIsEndedAfterTheIdleTime() throws Exception {
        String id = GameJson.readTree(create(newClient()).body()).get("id").asText();
        long start = System.nanoTime();
        HttpResponse<InputStream> r = stream(newClient(), id);
        assertEquals(200, r.statusCode());
        String text;
        try (InputStream in = r.body()) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8); // returns when the service ends it
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        assertTrue(text.contains("id:"), "the stream sent the game's events first: " + text);
        assertTrue(seconds >= 9.5 && seconds < 40, "ended after the idle time of 10 s, not at once nor never: " + seconds);
    }

    private static void assertRefused(HttpResponse<String> r, int status, String limit) {
        assertEquals(status, r.statusCode(), r.body());
        assertTrue(r.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
        long retryAfter = Long.parseLong(r.headers().firstValue("Retry-After").orElseThrow());
        assertTrue(retryAfter >= 1 && retryAfter <= 60, "Retry-After in whole seconds: " + retryAfter);
        JsonNode problem = GameJson.readTree(r.body());
        assertEquals(status, problem.get("status").asInt());
        assertEquals(limit, problem.get("limit").asText());
        assertTrue(problem.get("type").asText().endsWith(status == 429 ? "too-many-requests" : "service-unavailable"));
    }

    private static void waitOut(HttpResponse<String> refused) throws InterruptedException {
        Thread.sleep(Long.parseLong(refused.headers().firstValue("Retry-After").orElseThrow()) * 1000 + 50);
    }

    private HttpResponse<String> create(String client) throws Exception {
        return http.send(request(client, "/v1/games", null).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(GAME)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> move(String client, String id, String token, long version) throws Exception {
        return http.send(request(client, "/v1/games/" + id + "/moves", token).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"expectedVersion\":" + version
                        + ",\"move\":{\"type\":\"bid\",\"amount\":1}}")).build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String client, String path, String token) throws Exception {
        return http.send(request(client, path, token).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<InputStream> stream(String client, String id) throws Exception {
        return http.send(request(client, "/v1/games/" + id + "/events/stream", null)
                .header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
    }

    /** A closed stream's place is freed once the service sees the connection go: a moment after. */
    private HttpResponse<InputStream> awaitStream(String client, String id) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            HttpResponse<InputStream> r = stream(client, id);
            if (r.statusCode() != 429 || System.nanoTime() > deadline) {
                return r;
            }
            r.body().close();
            Thread.sleep(300);
        }
    }

    private static HttpResponse<String> asString(HttpResponse<InputStream> r) throws Exception {
        String body;
        try (InputStream in = r.body()) {
            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        return new HttpResponse<>() {
            public int statusCode() { return r.statusCode(); }
            public HttpRequest request() { return r.request(); }
            public java.util.Optional<HttpResponse<String>> previousResponse() { return java.util.Optional.empty(); }
            public java.net.http.HttpHeaders headers() { return r.headers(); }
            public String body() { return body; }
            public java.util.Optional<javax.net.ssl.SSLSession> sslSession() { return r.sslSession(); }
            public URI uri() { return r.uri(); }
            public HttpClient.Version version() { return r.version(); }
        };
    }

    private int gameCount() throws Exception {
        // the list as a client of its own sees it, so this look costs the tested clients nothing
        return GameJson.readTree(get(newClient(), "/v1/games?limit=200", null).body()).get("games").size();
    }

    private HttpRequest.Builder request(String client, String path, String token) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .timeout(Duration.ofSeconds(30)).header("X-Forwarded-For", client);
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return b;
    }
}
