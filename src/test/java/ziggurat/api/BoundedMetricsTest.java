package ziggurat.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.Management;

/**
 * Anyone can send any path with any method; none of it may grow the metrics. Every HTTP series is named by a route
 * template of the API, and everything that reaches no route shares one label.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BoundedMetricsTest {

    private static final List<String> METHODS = List.of("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS",
            "TRACE", "BREW", "PROPFIND", "X-RANDOM");
    private static final Pattern URI_LABEL = Pattern.compile("^http_server_[a-z_]+\\{[^}]*uri=\"([^\"]*)\"", Pattern.MULTILINE);

    @TestHTTPResource("/")
    URL base;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    @Test
    void aThousandRequestsToRandomPathsAndMethodsAddNoSeries() throws Exception {
        // every kind of request once (each shape of path with each method), then a thousand random ones
        for (String shape : SHAPES) {
            for (String method : METHODS) {
                send(method, path(new Random(1), shape, method));
            }
        }
        String before = Management.metrics();
        Random random = new Random(2);
        for (int i = 0; i < 1000; i++) {
            String method = METHODS.get(random.nextInt(METHODS.size()));
            send(method, path(random, SHAPES[random.nextInt(SHAPES.length)], method));
        }
        String after = Management.metrics();
        // the JVM's own series (a new kind of GC pause, say) may come and go; the HTTP ones may not
        assertEquals(series(before), series(after), "the same HTTP series before and after a thousand random requests");
        Set<String> labels = uriLabels(after);
        Set<String> allowed = new TreeSet<>(Methods.templates());
        allowed.addAll(Set.of(Methods.UNMATCHED, "/openapi", "/swagger-ui", "root", "REDIRECTION"));
        assertTrue(allowed.containsAll(labels), "every uri label is a route template or UNMATCHED: " + labels);
        assertTrue(labels.contains(Methods.UNMATCHED), labels.toString());
        assertFalse(after.contains("random-"), "no raw path is a label");
    }

    @Test
    void aWrongMethodIsCountedUnderUnmatchedAndARoutedRequestUnderItsTemplate() throws Exception {
        String game = "/v1/games/" + UUID.randomUUID();
        send("DELETE", game + "/moves/random-" + UUID.randomUUID());
        send("PUT", game + "/moves");
        send("GET", "/v1/rulesets/tigris");
        String metrics = Management.metrics();
        Set<String> labels = uriLabels(metrics);
        assertTrue(labels.contains("/v1/rulesets/{ruleset}"), labels.toString());
        assertTrue(metrics.contains("method=\"PUT\"") && labels.contains(Methods.UNMATCHED), labels.toString());
        assertFalse(metrics.contains(game), "the game's id is no label");
    }

    /** Paths of many kinds, each {@code %s} a random hexadecimal number. */
    private static final String[] SHAPES = {"/random-%s", "/v1/random-%s", "/v1/games/%s", "/v1/games/%s/moves",
        "/v1/games/%s/random-%s", "/v1/games/%s/events", "/v1/rulesets/random-%s", "/v1/rulesets/random-%s/x/random-%s",
        "/viewer/random-%s", "/q/random-%s", "/q/metrics", "/q/health/ready", "/v1/games/%s/events/stream/random-%s",
        "/random-%s/random-%s/."};

    private static String path(Random random, String shape, String method) {
        String path = shape.replace("%s", Long.toHexString(random.nextLong() & Long.MAX_VALUE));
        return method.equals("GET") && path.endsWith("/events") ? path + "?wait=0" : path;
    }

    private int send(String method, String path) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "") + path))
                .timeout(Duration.ofSeconds(30));
        b.method(method, HttpRequest.BodyPublishers.noBody());
        return http.send(b.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** Each series of the scrape (its name and labels), its value left out. */
    private static Set<String> series(String scrape) {
        Set<String> series = new TreeSet<>();
        for (String line : scrape.split("\n")) {
            if (line.startsWith("http_")) {
                series.add(line.substring(0, line.lastIndexOf(' ')));
            }
        }
        return series;
    }

    private static Set<String> uriLabels(String scrape) {
        Set<String> labels = new TreeSet<>();
        Matcher m = URI_LABEL.matcher(scrape);
        while (m.find()) {
            labels.add(m.group(1));
        }
        return labels;
    }
}
