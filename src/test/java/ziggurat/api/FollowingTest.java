package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import ziggurat.play.Answers.EventPage;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/** Following a game without hot polling: cursor pages, long-polls that wake on a move, and resumable SSE. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class FollowingTest {

    @TestHTTPResource("/")
    URL base;

    @Inject
    LongPoll longPoll;

    @Inject
    Vertx vertx;

    @Test
    void eventsPageByCursor() {
        HttpGame t = PlayingTest.standardGame();
        given().when().get("/v1/games/" + t.id + "/events?limit=2").then().statusCode(200)
                .body("events.seq", contains(1, 2)).body("next", equalTo(2)).body("version", equalTo(3));
        given().when().get("/v1/games/" + t.id + "/events?after=2&limit=2").then()
                .body("events.seq", contains(3)).body("next", equalTo(3));
        given().when().get("/v1/games/" + t.id + "/events?after=3").then()
                .body("events", empty()).body("next", equalTo(3));
    }

    @Test
    void aCursorPastTheEndOfTheLogIsRefusedNotEchoedBack() {
        HttpGame t = PlayingTest.standardGame();
        given().when().get("/v1/games/" + t.id + "/events?after=1003").then().statusCode(400)
                .contentType("application/problem+json").body("currentVersion", equalTo(3));
        given().when().get("/v1/games/" + t.id + "/events?after=1003&wait=1").then().statusCode(400);
    }

    @Test
    void aLongPollWakesAsSoonAsAMoveLands() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        long started = System.nanoTime();
        CompletableFuture<Response> poll = CompletableFuture.supplyAsync(() ->
                t.as(1).when().get("/v1/games/" + t.id + "/events?after=3&wait=20"));
        Thread.sleep(500);
        assertTrue(!poll.isDone(), "the poll waits while nothing happens");
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":2}");
        Response r = poll.get();
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        r.then().statusCode(200).body("events.seq", contains(4)).body("events[0].data.amount", equalTo(null));
        assertTrue(seconds < 15, "the poll answered on the move, not at its timeout");
    }

    @Test
    void aLongPollWithNothingNewAnswersEmptyAtItsTimeout() {
        HttpGame t = PlayingTest.standardGame();
        given().when().get("/v1/games/" + t.id + "/events?after=3&wait=1").then().statusCode(200)
                .body("events", empty()).body("next", equalTo(3));
    }

    @Test
    void hundredsOfFollowersWhoseWaitsExpireTogetherAllAnswer() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        // hundreds, all from this one client: just under its cap on held followers (256, docs/security.md)
        int followers = 250;
        for (int round = 0; round < 4; round++) {
            List<CompletableFuture<HttpResponse<String>>> polls = new ArrayList<>();
            for (int i = 0; i < followers; i++) {
                HttpRequest poll = HttpRequest.newBuilder(URI.create(base + "v1/games/" + t.id + "/events?after=3&wait=1"))
                        .timeout(Duration.ofSeconds(1 + 10)).build();
                polls.add(client.sendAsync(poll, HttpResponse.BodyHandlers.ofString()));
            }
            int unanswered = 0;
            for (CompletableFuture<HttpResponse<String>> poll : polls) {
                try {
                    HttpResponse<String> r = poll.get();
                    assertEquals(200, r.statusCode(), r.body());
                    assertTrue(r.body().contains("\"events\":[]"), r.body());
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof HttpTimeoutException)) {
                        throw e;
                    }
                    unanswered++;
                }
            }
            assertEquals(0, unanswered, "long-polls of round " + round + " still open 10 s after their wait");
        }
    }

    @Test
    void aLongPollWithLessThanAMillisecondLeftStillAnswers() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        UUID game = UUID.fromString(t.id);
        // on a Vert.x context, as a request is: its timers refuse delays under a millisecond
        Context context = vertx.getOrCreateContext();
        // one at a time, deadlines a few microseconds apart: some find less than a millisecond left after their read
        for (long micros = 0; micros < 10_000; micros += 20) {
            long deadline = System.nanoTime() + micros * 1_000;
            CompletableFuture<EventPage> answered = new CompletableFuture<>();
            context.runOnContext(v -> longPoll.poll(game, Optional.empty(), 3, 100, deadline)
                    .subscribe().with(answered::complete, answered::completeExceptionally));
            assertEquals(List.of(), answered.get(10, TimeUnit.SECONDS).events(), "a poll with " + micros + " µs to wait");
        }
    }

    private List<String[]> readStream(String path, String lastEventId, int events) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .header("Accept", "text/event-stream").timeout(Duration.ofSeconds(30));
        if (lastEventId != null) {
            req.header("Last-Event-ID", lastEventId);
        }
        HttpResponse<java.io.InputStream> resp = client.send(req.build(), HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, resp.statusCode());
        List<String[]> received = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(resp.body(), StandardCharsets.UTF_8))) {
            String id = null;
            String name = null;
            String line;
            while (received.size() < events && (line = in.readLine()) != null) {
                if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).trim();
                } else if (line.startsWith("data:")) {
                    received.add(new String[] {id, name, line.substring(5).trim()});
                } else if (!line.isEmpty() && !line.startsWith(":")) {
                    // the contract names a message's fields: id, event and data; comments keep the stream open
                    fail("a field of an SSE message the contract does not name: " + line);
                }
            }
        }
        return received;
    }

    @Test
    void theEventStreamSendsTheLogThenEachMoveAndResumesFromLastEventId() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        CompletableFuture<List<String[]>> live = CompletableFuture.supplyAsync(() -> {
            try {
                return readStream("/v1/games/" + t.id + "/events/stream", null, 5);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Thread.sleep(700);
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":2}");
        t.play(1, v, "{\"type\":\"bid\",\"amount\":1}");
        List<String[]> got = live.get();
        assertEquals(List.of("1", "2", "3", "4", "5"), got.stream().map(e -> e[0]).toList());
        assertEquals("GameStarted", got.get(0)[1]);
        assertEquals("BidSubmitted", got.get(3)[1]);
        assertTrue(got.get(3)[2].contains("\"amount\":null"), "a spectator's stream keeps sealed bids sealed");

        List<String[]> resumed = readStream("/v1/games/" + t.id + "/events/stream", "4", 2);
        assertEquals(List.of("5", "6"), resumed.stream().map(e -> e[0]).toList());
        assertEquals("BidsRevealed", resumed.get(1)[1]);
    }

    @Test
    void theStreamOfAFinishedGameEndsAfterItsLastEvent() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(0, v, "{\"type\":\"pass\"}");
        v = t.play(1, v, "{\"type\":\"pass\"}");
        List<String[]> all = readStream("/v1/games/" + t.id + "/events/stream", null, 1000);
        // the move's answer ends at GameEnded; the table reveals the seed right after it, in the same append
        assertEquals(v, all.size());
        assertEquals("GameEnded", all.get(all.size() - 2)[1]);
        assertEquals("SeedRevealed", all.get(all.size() - 1)[1]);
    }

    @Test
    void aStreamForAForeignTokenIsRefusedBeforeItStarts() {
        HttpGame t = PlayingTest.standardGame();
        given().header("Authorization", "Bearer nope").when().get("/v1/games/" + t.id + "/events/stream")
                .then().statusCode(401).contentType("application/problem+json");
    }

    @Test
    void aStreamFromPastTheEndOfTheLogIsRefusedBeforeItStarts() {
        HttpGame t = PlayingTest.standardGame();
        given().when().get("/v1/games/" + t.id + "/events/stream?after=1003")
                .then().statusCode(400).contentType("application/problem+json").body("currentVersion", equalTo(3));
        given().header("Last-Event-ID", "44").when().get("/v1/games/" + t.id + "/events/stream")
                .then().statusCode(400).contentType("application/problem+json")
                .body("detail", org.hamcrest.Matchers.containsString("Last-Event-ID"));
    }
}
