package ziggurat.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Answers go out gzipped to clients that ask for gzip, and plain to every other, and the two are the same answer: a
 * JSON answer of at least 1,024 bytes (ziggurat.compression.min-bytes) is gzipped when Accept-Encoding accepts gzip,
 * every JSON answer says Vary: Accept-Encoding, and the event stream is never compressed. Spoken with the JDK's own
 * client, which sends no Accept-Encoding of its own and decodes nothing, so each test sees the bytes on the wire.
 * The game: Qin, variant veles, two seats, whose opening legal-move list is some 28 KB.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CompressionTest {

    static final ObjectMapper JSON = new ObjectMapper();

    @TestHTTPResource("/")
    URL base;

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    record Answer(int status, Map<String, List<String>> headers, byte[] body) {
        Optional<String> header(String name) {
            return Optional.ofNullable(headers.get(name.toLowerCase())).map(v -> String.join(", ", v));
        }

        boolean gzipped() {
            return header("Content-Encoding").filter("gzip"::equals).isPresent();
        }

        /** The answer as its client reads it: gunzipped when it came gzipped. */
        byte[] decoded() {
            return gzipped() ? gunzip(body) : body;
        }

        JsonNode json() {
            try {
                return JSON.readTree(decoded());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        boolean variesOnAcceptEncoding() {
            return header("Vary").map(v -> v.toLowerCase().contains("accept-encoding")).orElse(false);
        }
    }

    static byte[] gunzip(byte[] bytes) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Answer send(String method, String path, String token, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .timeout(Duration.ofSeconds(30));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
        }
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        try {
            HttpResponse<byte[]> r = client.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
            return new Answer(r.statusCode(), r.headers().map(), r.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    Answer get(String path, String token, String... headers) {
        return send("GET", path, token, null, headers);
    }

    /** A Qin veles game for two: its id and the seats' tokens. */
    record Game(String id, List<String> tokens) {
        String path() {
            return "/v1/games/" + id;
        }
    }

    Game qin(String seed) {
        Answer created = send("POST", "/v1/games", null, "{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},"
                + "{\"name\":\"Bo\"}],\"options\":{\"variant\":\"veles\"},\"seed\":\"" + seed + "\"}");
        assertEquals(201, created.status(), new String(created.decoded(), StandardCharsets.UTF_8));
        List<String> tokens = new ArrayList<>();
        created.json().path("seats").forEach(s -> tokens.add(s.path("token").asText()));
        return new Game(created.json().path("id").asText(), tokens);
    }

    /** The seat whose legal-move list is not empty. */
    int mover(Game g) {
        for (int seat = 0; seat < 2; seat++) {
            if (get(g.path() + "/legal-moves", g.tokens().get(seat)).json().path("moves").size() > 0) {
                return seat;
            }
        }
        throw new AssertionError("nobody may move");
    }

    @Test
    void aLegalMoveListGoesGzippedToWhoAsksAndPlainToWhoDoesNotAndIsTheSameList() {
        Game g = qin("compress-legal");
        int seat = mover(g);
        String token = g.tokens().get(seat);
        String path = g.path() + "/legal-moves";

        Answer plain = get(path, token);
        assertEquals(200, plain.status());
        assertFalse(plain.header("Content-Encoding").isPresent(), "no Accept-Encoding: plain bytes");
        assertTrue(plain.variesOnAcceptEncoding(), "Vary: Accept-Encoding");
        assertTrue(plain.body().length > 20_000, "the opening list of veles is long: " + plain.body().length);

        Answer gzipped = get(path, token, "Accept-Encoding", "gzip");
        assertTrue(gzipped.gzipped(), "Accept-Encoding: gzip gets Content-Encoding: gzip");
        assertTrue(gzipped.variesOnAcceptEncoding());
        assertArrayEquals(plain.body(), gunzip(gzipped.body()), "the same list, byte for byte, once gunzipped");
        assertTrue(gzipped.body().length * 5 <= plain.body().length,
                gzipped.body().length + " gzipped bytes against " + plain.body().length);
        assertEquals(String.valueOf(gzipped.body().length), gzipped.header("Content-Length").orElseThrow());

        // read again: the stored gzip form, the very same bytes, counted as a cached read
        double cachedBefore = WrittenViewsTest.legalServed("cached");
        assertArrayEquals(gzipped.body(), get(path, token, "Accept-Encoding", "gzip").body());
        assertEquals(1, WrittenViewsTest.legalServed("cached") - cachedBefore);

        // what browsers, curl --compressed and the JDK's clients send, and what turns gzip off
        for (String accepts : List.of("gzip, deflate, br", "br;q=1.0, gzip;q=0.5", "*", "x-gzip", "GZIP",
                "identity;q=0.5, gzip")) {
            Answer a = get(path, token, "Accept-Encoding", accepts);
            assertTrue(a.gzipped(), accepts);
            assertArrayEquals(plain.body(), gunzip(a.body()), accepts);
        }
        for (String refuses : List.of("identity", "gzip;q=0", "gzip;q=0.000, deflate", "*;q=0", "*, gzip;q=0",
                "deflate", "br", "gzip;q=2", "")) {
            Answer a = get(path, token, "Accept-Encoding", refuses);
            assertFalse(a.header("Content-Encoding").isPresent(), "'" + refuses + "' gets plain bytes");
            assertArrayEquals(plain.body(), a.body(), refuses);
            assertTrue(a.variesOnAcceptEncoding(), refuses);
        }
    }

    @Test
    void aViewGzippedHasItsOwnStrongTagWhichRevalidatesAndStillNamesTheVersionToMoveOn() {
        Game g = qin("compress-view");
        int seat = mover(g);
        String token = g.tokens().get(seat);

        Answer plain = get(g.path(), token);
        long version = plain.json().path("version").asLong();
        String tag = "\"" + version + "-s" + seat + "\"";
        assertEquals(tag, plain.header("ETag").orElseThrow());
        assertFalse(plain.header("Content-Encoding").isPresent());
        assertEquals("Authorization, Accept-Encoding", plain.header("Vary").orElseThrow());

        Answer gzipped = get(g.path(), token, "Accept-Encoding", "gzip");
        assertTrue(gzipped.gzipped());
        String gzipTag = "\"" + version + "-s" + seat + "-gzip\"";
        assertEquals(gzipTag, gzipped.header("ETag").orElseThrow(), "the gzip form's strong tag is its own");
        assertEquals("Authorization, Accept-Encoding", gzipped.header("Vary").orElseThrow());
        assertArrayEquals(plain.body(), gunzip(gzipped.body()));

        // revalidation compares with the tag of the form that would be sent
        Answer notModified = get(g.path(), token, "Accept-Encoding", "gzip", "If-None-Match", gzipTag);
        assertEquals(304, notModified.status());
        assertEquals(gzipTag, notModified.header("ETag").orElseThrow());
        assertEquals("Authorization, Accept-Encoding", notModified.header("Vary").orElseThrow());
        assertEquals(304, get(g.path(), token, "If-None-Match", tag).status());
        assertEquals(200, get(g.path(), token, "If-None-Match", gzipTag).status(), "the plain form is other bytes");

        // HEAD says what GET would
        Answer head = send("HEAD", g.path(), token, null, "Accept-Encoding", "gzip");
        assertEquals(200, head.status());
        assertEquals("gzip", head.header("Content-Encoding").orElseThrow());
        assertEquals(gzipTag, head.header("ETag").orElseThrow());
        assertEquals(0, head.body().length);

        // the gzip form's tag names the version a move is decided on, as the plain one does
        JsonNode move = get(g.path() + "/legal-moves", token).json().path("moves").get(0);
        Answer moved = send("POST", g.path() + "/moves", token, "{\"move\":" + move + "}",
                "If-Match", gzipTag, "Accept-Encoding", "gzip");
        assertEquals(200, moved.status(), new String(moved.decoded(), StandardCharsets.UTF_8));
        assertTrue(moved.json().path("version").asLong() > version, "the move was taken");
    }

    @Test
    void aMoveAnswerGzippedIsTheAnswerAPlainReplayOfItGives() {
        Game g = qin("compress-move");
        int seat = mover(g);
        String token = g.tokens().get(seat);
        long version = get(g.path(), null).json().path("version").asLong();
        JsonNode move = get(g.path() + "/legal-moves", token).json().path("moves").get(0);
        String body = "{\"expectedVersion\":" + version + ",\"move\":" + move + "}";

        Answer gzipped = send("POST", g.path() + "/moves", token, body, "Idempotency-Key", "compress-1",
                "Accept-Encoding", "gzip");
        assertEquals(200, gzipped.status());
        assertTrue(gzipped.gzipped(), "a full move answer is long: gzipped");
        assertEquals("Prefer, Accept-Encoding", gzipped.header("Vary").orElseThrow());
        assertTrue(gzipped.header("ETag").orElseThrow().endsWith("-gzip\""), gzipped.header("ETag").orElseThrow());

        // the same request again, by a client that asks for no compression: the remembered answer, plain
        Answer replayed = send("POST", g.path() + "/moves", token, body, "Idempotency-Key", "compress-1");
        assertEquals("true", replayed.header("Idempotent-Replayed").orElseThrow());
        assertFalse(replayed.header("Content-Encoding").isPresent());
        assertArrayEquals(replayed.body(), gunzip(gzipped.body()), "identical once gunzipped");
    }

    @Test
    void answersWrittenFromRecordsGzipToExactlyTheirPlainBytes() {
        Game g = qin("compress-records");
        for (String path : List.of("/v1/rulesets/qin", "/v1/rulesets", g.path() + "/audit",
                g.path() + "/events?limit=1000", "/v1/games?limit=200")) {
            // the list of games is live: other classes' clocked games may move on between two reads, so the gzipped
            // answer is compared with a plain one only when the plain reads before and after it are the same
            Answer plain = get(path, null);
            Answer gzipped = get(path, null, "Accept-Encoding", "gzip");
            for (int tries = 1; tries < 10 && !Arrays.equals(plain.body(), get(path, null).body()); tries++) {
                plain = get(path, null);
                gzipped = get(path, null, "Accept-Encoding", "gzip");
            }
            assertEquals(200, plain.status(), path);
            assertTrue(plain.variesOnAcceptEncoding(), path);
            assertTrue(gzipped.variesOnAcceptEncoding(), path);
            assertEquals(plain.body().length >= 1024, gzipped.gzipped(), path + ": " + plain.body().length + " bytes");
            assertArrayEquals(plain.body(), gzipped.decoded(), path);
        }
        assertTrue(get("/v1/rulesets/qin", null, "Accept-Encoding", "gzip").gzipped(), "the Qin catalogue is long");
    }

    @Test
    void shortAnswersAndShortProblemsGoPlainWhateverIsAccepted() {
        Answer rulesetMissing = get("/v1/rulesets/chess", null, "Accept-Encoding", "gzip");
        assertEquals(404, rulesetMissing.status());
        assertEquals("application/problem+json", rulesetMissing.header("Content-Type").orElseThrow());
        assertFalse(rulesetMissing.header("Content-Encoding").isPresent(), "a problem is short: plain");
        assertTrue(rulesetMissing.body().length < 1024);
        assertTrue(rulesetMissing.variesOnAcceptEncoding());

        Game g = qin("compress-short");
        // a spectator has no legal moves: a short list
        Answer none = get(g.path() + "/legal-moves", null, "Accept-Encoding", "gzip");
        assertEquals(200, none.status());
        assertTrue(none.body().length < 1024);
        assertFalse(none.header("Content-Encoding").isPresent());
        assertTrue(none.json().path("moves").isEmpty());
    }

    @Test
    @org.junit.jupiter.api.Timeout(60)
    void theEventStreamIsNeverCompressedAndEachEventArrivesAsItHappens() throws Exception {
        Game g = qin("compress-stream");
        int seat = mover(g);
        String token = g.tokens().get(seat);
        long version = get(g.path(), null).json().path("version").asLong();
        HttpRequest req = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + g.path()
                        + "/events/stream?after=" + version))
                .header("Accept", "text/event-stream").header("Accept-Encoding", "gzip").build();
        HttpResponse<java.io.InputStream> stream = client.send(req, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, stream.statusCode());
        assertTrue(stream.headers().firstValue("Content-Type").orElseThrow().startsWith("text/event-stream"));
        assertTrue(stream.headers().firstValue("Content-Encoding").isEmpty(), "the stream is not compressed");
        try (BufferedReader in = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
            // the move is made after the stream is open: its event must come through on its own, unbuffered
            JsonNode move = get(g.path() + "/legal-moves", token).json().path("moves").get(0);
            assertEquals(200, send("POST", g.path() + "/moves", token,
                    "{\"expectedVersion\":" + version + ",\"move\":" + move + "}").status());
            String line;
            String id = null;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                }
                if (line.startsWith("data:")) {
                    break;
                }
            }
            assertEquals(String.valueOf(version + 1), id, "the move's event, read as plain text");
        }
    }
}
