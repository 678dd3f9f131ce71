package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The service as a bot sees it: HTTP and JSON, nothing else (the bots never touch the rules' code). A request that
 * gets no answer (connection refused or reset: the service is restarting) or a 503 is sent again, the very same
 * request with the same {@code Idempotency-Key}, until {@link #patience} has passed, so a move is never applied
 * twice and a bot carries on once the service is back. A 429 (over a rate limit) or a 503 that names a
 * {@code Retry-After} is sent again after that many seconds, as the service asks.
 */
public final class Service {

    static final ObjectMapper JSON = new ObjectMapper();

    /** One answer: its status, its body as JSON (a {@link NullNode} when there is none) and its headers. */
    public record Answer(int status, JsonNode json, HttpResponse<String> response) {

        /** The last part of a problem's type ({@code version-conflict}), or "" when it is not a problem. */
        String problem() {
            String type = json.path("type").asText("");
            return type.startsWith("urn:ziggurat:problem:") ? type.substring("urn:ziggurat:problem:".length()) : "";
        }

        @Override
        public String toString() {
            return "HTTP " + status + " " + response.body();
        }
    }

    /** A request that got no usable answer within the patience, or an answer no bot expects. */
    public static final class Unexpected extends RuntimeException {
        Unexpected(String message) {
            super(message);
        }
    }

    final String base;
    final HttpClient client;
    final Duration patience;
    /** Requests sent again because the first got no answer or a 503. */
    final AtomicLong resent = new AtomicLong();
    /** Requests refused over a rate limit (429) or as unavailable with a Retry-After, sent again after it. */
    final AtomicLong limited = new AtomicLong();

    public Service(String base, Duration patience) {
        this.base = base.replaceAll("/+$", "");
        this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        this.patience = patience;
    }

    Answer get(String path, String token) {
        return send("GET", path, token, null, Map.of());
    }

    Answer post(String path, String token, Object body, Map<String, String> headers) {
        return send("POST", path, token, body, headers);
    }

    /** Sends one request, again and again while the service does not answer, for up to {@link #patience}. */
    Answer send(String method, String path, String token, Object body, Map<String, String> headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        // answers come gzipped (a legal-move list in a twentieth of its bytes), decoded by GZIPPED_TEXT
        b.header("Accept-Encoding", "gzip");
        headers.forEach(b::header);
        if (body != null) {
            try {
                b.header("Content-Type", "application/json")
                        .method(method, HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(body)));
            } catch (IOException e) {
                throw new IllegalArgumentException(e);
            }
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        HttpRequest request = b.build();
        long deadline = System.nanoTime() + patience.toNanos();
        for (int attempt = 1; ; attempt++) {
            String trouble;
            try {
                HttpResponse<String> r = client.send(request, GZIPPED_TEXT);
                if (r.statusCode() != 503 && r.statusCode() != 429) {
                    JsonNode json = r.body().isEmpty() ? NullNode.getInstance() : parse(r.body());
                    return new Answer(r.statusCode(), json, r);
                }
                trouble = "HTTP " + r.statusCode();
                long wait = retryAfterMillis(r);
                if (wait > 0 && System.nanoTime() + wait * 1_000_000 <= deadline) {
                    limited.incrementAndGet();
                    pause(wait);
                    continue;
                }
            } catch (IOException e) {
                trouble = e.toString();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Unexpected(method + " " + path + ": interrupted");
            }
            if (System.nanoTime() > deadline) {
                throw new Unexpected(method + " " + base + path + ": no answer within " + patience + " (" + trouble + ")");
            }
            resent.incrementAndGet();
            pause(Math.min(100L * attempt, 1000L));
        }
    }

    /**
     * An answer's body as text, gunzipped when it came with {@code Content-Encoding: gzip}: java.net.http asks for no
     * compression of its own and decodes none, so a client asking for gzip reads it so.
     */
    public static final HttpResponse.BodyHandler<String> GZIPPED_TEXT = info -> {
        boolean gzip = info.headers().firstValue("Content-Encoding").filter("gzip"::equalsIgnoreCase).isPresent();
        return HttpResponse.BodySubscribers.mapping(HttpResponse.BodySubscribers.ofByteArray(), bytes -> {
            if (!gzip) {
                return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
            }
            try (java.util.zip.GZIPInputStream in = new java.util.zip.GZIPInputStream(
                    new java.io.ByteArrayInputStream(bytes))) {
                return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
    };

    /** The wait a 429 or 503 asks for in its {@code Retry-After} (delay-seconds, RFC 9110 §10.2.3), or 0. */
    static long retryAfterMillis(HttpResponse<?> r) {
        try {
            return r.headers().firstValue("Retry-After").map(v -> Math.max(0, Long.parseLong(v.trim())) * 1000).orElse(0L);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            return NullNode.getInstance();
        }
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
