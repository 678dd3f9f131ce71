package ziggurat.attack;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import ziggurat.play.GameJson;

/**
 * A plain HTTP client for the attack tests: nothing between the test and the service (no REST Assured, no
 * contract filter), so a test can send any bytes and judge every answer itself.
 */
final class Http {

    private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final String base;

    Http(URI base) {
        String b = base.toString();
        this.base = b.endsWith("/") ? b.substring(0, b.length() - 1) : b;
    }

    /** One answer: status, content type, body text (empty for streams, which are only opened). */
    record Answer(int status, String contentType, String body, Map<String, String> headers) {

        JsonNode json() {
            return GameJson.readTree(body);
        }

        boolean problem() {
            return contentType != null && contentType.startsWith("application/problem+json");
        }
    }

    /** Sends a request; {@code rawPath} is sent as given (it may hold garbage, already percent-encoded). */
    Answer send(String method, String rawPath, Map<String, String> headers, byte[] body) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + rawPath)).timeout(Duration.ofSeconds(90));
        headers.forEach(b::header);
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofByteArray(body);
        b.method(method, publisher);
        try {
            HttpResponse<InputStream> r = client.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
            String type = r.headers().firstValue("Content-Type").orElse(null);
            Map<String, String> h = new LinkedHashMap<>();
            r.headers().map().forEach((k, v) -> h.put(k.toLowerCase(), String.join(",", v)));
            String text;
            try (InputStream in = r.body()) {
                if (type != null && type.startsWith("text/event-stream")) {
                    text = ""; // a live stream: that it opened is the answer; closing it ends it
                } else {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
            return new Answer(r.statusCode(), type, text, h);
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + rawPath + " failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Sends one request over its own socket with {@code Connection: close}: for requests the HTTP codec may
     * refuse outright (a request line or headers over its limits), after which it drops the connection.
     */
    Answer raw(String method, String rawPath, Map<String, String> headers, byte[] body) {
        URI u = URI.create(base);
        try (java.net.Socket socket = new java.net.Socket(u.getHost(), u.getPort())) {
            socket.setSoTimeout(30_000);
            StringBuilder head = new StringBuilder(method).append(' ').append(rawPath).append(" HTTP/1.1\r\n")
                    .append("Host: ").append(u.getHost()).append(':').append(u.getPort()).append("\r\n")
                    .append("Connection: close\r\n");
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
            if (body != null) {
                head.append("Content-Length: ").append(body.length).append("\r\n");
            }
            head.append("\r\n");
            java.io.OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (body != null) {
                try {
                    out.write(body);
                } catch (IOException refusedEarly) {
                    // the server may answer and close before reading a body it refuses
                }
            }
            out.flush();
            byte[] all = socket.getInputStream().readAllBytes();
            String text = new String(all, StandardCharsets.ISO_8859_1);
            int end = text.indexOf("\r\n\r\n");
            if (end < 0) {
                throw new UncheckedIOException(new IOException("no complete answer to " + method + " " + rawPath));
            }
            String[] lines = text.substring(0, end).split("\r\n");
            int status = Integer.parseInt(lines[0].split(" ")[1]);
            Map<String, String> h = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                h.put(lines[i].substring(0, colon).trim().toLowerCase(), lines[i].substring(colon + 1).trim());
            }
            byte[] rest = java.util.Arrays.copyOfRange(all, end + 4, all.length);
            String bodyText = new String(rest, StandardCharsets.UTF_8);
            if ("chunked".equalsIgnoreCase(h.get("transfer-encoding"))) {
                StringBuilder joined = new StringBuilder();
                String remaining = bodyText;
                while (true) {
                    int nl = remaining.indexOf("\r\n");
                    int size = Integer.parseInt(remaining.substring(0, nl).trim(), 16);
                    if (size == 0) {
                        break;
                    }
                    joined.append(remaining, nl + 2, nl + 2 + size);
                    remaining = remaining.substring(nl + 2 + size + 2);
                }
                bodyText = joined.toString();
            }
            return new Answer(status, h.get("content-type"), bodyText, h);
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + rawPath + " failed: " + e.getMessage(), e);
        }
    }

    Answer get(String path, String token) {
        return send("GET", path, token == null ? Map.of() : Map.of("Authorization", "Bearer " + token), null);
    }

    Answer post(String path, String token, String json) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Content-Type", "application/json");
        if (token != null) {
            h.put("Authorization", "Bearer " + token);
        }
        return send("POST", path, h, json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Reads a server-sent event stream until the event with id {@code untilSeq} (or the stream's end), then
     * closes it; returns each event's data, by id.
     */
    Map<Long, String> stream(String path, String token, long untilSeq) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .header("Accept", "text/event-stream");
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        Map<Long, String> events = new LinkedHashMap<>();
        try {
            HttpResponse<InputStream> r = client.send(b.GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            if (r.statusCode() != 200) {
                throw new AssertionError("the stream " + path + " answered " + r.statusCode());
            }
            try (InputStream in = r.body();
                 java.io.BufferedReader lines = new java.io.BufferedReader(
                         new java.io.InputStreamReader(in, StandardCharsets.UTF_8))) {
                Long id = null;
                StringBuilder data = new StringBuilder();
                String line;
                while ((line = lines.readLine()) != null) {
                    if (line.startsWith("id:")) {
                        id = Long.parseLong(line.substring(3).trim());
                    } else if (line.startsWith("data:")) {
                        data.append(line.substring(5).trim());
                    } else if (line.isEmpty() && id != null) {
                        events.put(id, data.toString());
                        if (id >= untilSeq) {
                            break;
                        }
                        id = null;
                        data.setLength(0);
                    }
                }
            }
            return events;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
