package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.Header;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import ziggurat.contract.Contract;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * A web page on another origin uses the service (CORS, the Fetch standard): with an allowed origin, every route and
 * method of the contract answers with the CORS headers a browser needs, its errors included, and preflights name the
 * methods and headers the contract uses; a refused origin gets no CORS header and otherwise the very answer a request
 * without an Origin gets.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(CorsTest.ListedOrigins.class)
class CorsTest {

    static final String ALLOWED = "https://frontend.example";
    static final String REFUSED = "https://elsewhere.example";

    /** The operator lists the origins: the frontend's, and a second one. */
    public static class ListedOrigins implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ziggurat.cors.origins", ALLOWED + ",http://localhost:18400");
        }
    }

    @TestHTTPResource("/")
    URL base;

    /** Each path of the contract with each of its methods, its parameters filled in for a real game. */
    private static List<String[]> routes(String gameId) {
        List<String[]> routes = new ArrayList<>();
        JsonNode paths = Contract.document().get("paths");
        for (Iterator<String> it = paths.fieldNames(); it.hasNext(); ) {
            String template = it.next();
            if (!template.startsWith("/v1")) {
                continue;
            }
            String path = template.replace("{id}", gameId).replace("{ruleset}", "tally")
                    .replace("{kind}", "card").replace("{key}", "7");
            for (Iterator<String> m = paths.get(template).fieldNames(); m.hasNext(); ) {
                String method = m.next().toUpperCase(Locale.ROOT);
                if (Set.of("GET", "POST", "PUT", "DELETE", "PATCH").contains(method)) {
                    boolean body = paths.get(template).get(method.toLowerCase(Locale.ROOT))
                            .has("requestBody");
                    routes.add(new String[] {method, path, body ? "body" : ""});
                }
            }
        }
        return routes;
    }

    private static Response send(String[] route, String origin, String token) {
        String method = route[0];
        String path = route[1];
        RequestSpecification r = given().redirects().follow(false);
        if (origin != null) {
            r.header("Origin", origin);
        }
        if (token != null) {
            r.header("Authorization", "Bearer " + token);
        }
        if (route[2].equals("body")) {
            // a body each route refuses or accepts: every answer, 4xx included, must carry the headers
            r.contentType("application/json").body("{}");
        }
        if (path.endsWith("/events/stream")) {
            throw new IllegalArgumentException("the stream is read with its own client");
        }
        return r.request(method, path);
    }

    @Test
    void everyRouteAndMethodOfTheContractAnswersAnAllowedOriginAndIsUnchangedForARefusedOne() {
        HttpGame t = PlayingTest.standardGame();
        int checked = 0;
        for (String[] route : routes(t.id)) {
            String method = route[0];
            String path = route[1];
            if (path.endsWith("/events/stream")) {
                continue;
            }
            for (String token : Arrays.asList(null, t.tokens.get(0))) {
                Response allowed = send(route, ALLOWED, token);
                String what = method + " " + path + (token == null ? "" : " with a token");
                assertEquals(ALLOWED, allowed.header("Access-Control-Allow-Origin"), what);
                assertNull(allowed.header("Access-Control-Allow-Credentials"), what + ": credentials stay off");
                assertEquals(exposedByContract(), list(allowed.header("Access-Control-Expose-Headers")),
                        what + " exposes every answer header the contract documents");
                assertTrue(allowed.headers().getValues("Vary").stream().anyMatch(v -> v.contains("Origin")),
                        what + ": an answer chosen by Origin says so to caches");

                Response refused = send(route, REFUSED, token);
                Response none = send(route, null, token);
                assertNoCorsHeaders(refused, what);
                assertSameAnswer(none, refused, what + ": a refused origin changes nothing");
                checked++;
            }
        }
        assertTrue(checked >= 20, "the contract's routes were walked: " + checked);
    }

    @Test
    void everyRouteAnswersThePreflightOfEachOfItsMethodsWithEveryHeaderTheContractUses() {
        HttpGame t = PlayingTest.standardGame();
        for (String[] route : routes(t.id)) {
            String method = route[0];
            String path = route[1];
            Response preflight = given().header("Origin", ALLOWED)
                    .header("Access-Control-Request-Method", method)
                    .header("Access-Control-Request-Headers", "authorization,content-type")
                    .when().options(path);
            String what = "preflight of " + method + " " + path;
            assertEquals(204, preflight.statusCode(), what);
            assertEquals(ALLOWED, preflight.header("Access-Control-Allow-Origin"), what);
            assertTrue(list(preflight.header("Access-Control-Allow-Methods")).contains(method.toLowerCase(Locale.ROOT)), what);
            assertTrue(list(preflight.header("Access-Control-Allow-Headers")).containsAll(
                    List.of("authorization", "content-type", "idempotency-key", "if-match", "if-none-match", "prefer",
                            "last-event-id")), what);
            assertNotNull(preflight.header("Access-Control-Max-Age"), what);
            assertNull(preflight.header("Access-Control-Allow-Credentials"), what);

            Response refused = given().header("Origin", REFUSED).header("Access-Control-Request-Method", method)
                    .when().options(path);
            assertEquals(204, refused.statusCode(), what + " from a refused origin: the plain OPTIONS answer");
            assertEquals(preflight.header("Allow"), refused.header("Allow"), what);
            assertNoCorsHeaders(refused, what + " from a refused origin");
            assertSameAnswer(given().when().options(path), refused, what + " from a refused origin");
        }
    }

    @Test
    void thePreflightOfAMoveWithAllItsHeadersThenTheMoveItselfReadsItsEtag() {
        HttpGame t = PlayingTest.standardGame();
        String path = "/v1/games/" + t.id + "/moves";
        Response preflight = given().header("Origin", ALLOWED).header("Access-Control-Request-Method", "POST")
                .header("Access-Control-Request-Headers", "authorization,content-type,idempotency-key,if-match,prefer")
                .when().options(path);
        assertEquals(204, preflight.statusCode());
        assertEquals(ALLOWED, preflight.header("Access-Control-Allow-Origin"));
        assertEquals(Set.of("OPTIONS", "POST"), Set.copyOf(list(preflight.header("Access-Control-Allow-Methods"))
                .stream().map(m -> m.toUpperCase(Locale.ROOT)).toList()));
        assertTrue(list(preflight.header("Access-Control-Allow-Headers"))
                .containsAll(List.of("authorization", "content-type", "idempotency-key", "if-match", "prefer")));

        Response move = given().header("Origin", ALLOWED).header("Authorization", "Bearer " + t.tokens.get(0))
                .header("If-Match", "\"3\"").header("Idempotency-Key", "k-1")
                .contentType("application/json").body("{\"move\":{\"type\":\"bid\",\"amount\":2}}")
                .when().post(path);
        assertEquals(200, move.statusCode(), move.asString());
        assertEquals(ALLOWED, move.header("Access-Control-Allow-Origin"));
        assertNotNull(move.header("ETag"));
        assertTrue(list(move.header("Access-Control-Expose-Headers")).contains("etag"));

        Response minimal = given().header("Origin", ALLOWED).header("Authorization", "Bearer " + t.tokens.get(0))
                .header("If-Match", "\"3\"").header("Prefer", "return=minimal").header("Idempotency-Key", "k-1")
                .contentType("application/json").body("{\"move\":{\"type\":\"bid\",\"amount\":2}}")
                .when().post(path);
        assertEquals("true", minimal.header("Idempotent-Replayed"), minimal.asString());
        assertTrue(list(minimal.header("Access-Control-Expose-Headers")).contains("idempotent-replayed"));
    }

    @Test
    void aRefusalIsReadableCrossOriginAnUnknownPathToo() {
        HttpGame t = PlayingTest.standardGame();
        Response wrongToken = given().header("Origin", ALLOWED).header("Authorization", "Bearer nope")
                .when().get("/v1/games/" + t.id + "/legal-moves");
        assertEquals(401, wrongToken.statusCode());
        assertEquals(ALLOWED, wrongToken.header("Access-Control-Allow-Origin"));
        assertTrue(list(wrongToken.header("Access-Control-Expose-Headers")).contains("www-authenticate"));
        Response wrongMethod = given().header("Origin", ALLOWED).when().delete("/v1/games/" + t.id);
        assertEquals(405, wrongMethod.statusCode());
        assertEquals(ALLOWED, wrongMethod.header("Access-Control-Allow-Origin"));
        Response unknown = given().header("Origin", ALLOWED).when().get("/v1/nothing-here");
        assertEquals(404, unknown.statusCode());
        assertEquals(ALLOWED, unknown.header("Access-Control-Allow-Origin"));
    }

    @Test
    void theEventStreamAndTheLongPollWorkCrossOriginWithASeatsToken() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        // the preflight a fetch() with an Authorization header makes before the stream
        Response preflight = given().header("Origin", ALLOWED).header("Access-Control-Request-Method", "GET")
                .header("Access-Control-Request-Headers", "authorization,last-event-id")
                .when().options("/v1/games/" + t.id + "/events/stream");
        assertEquals(204, preflight.statusCode());
        assertTrue(list(preflight.header("Access-Control-Allow-Headers")).containsAll(List.of("authorization",
                "last-event-id")));

        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        for (String origin : List.of(ALLOWED, REFUSED)) {
            HttpRequest stream = HttpRequest.newBuilder(URI.create(base + "v1/games/" + t.id + "/events/stream?after=0"))
                    .header("Origin", origin).header("Authorization", "Bearer " + t.tokens.get(1))
                    .header("Accept", "text/event-stream").timeout(Duration.ofSeconds(10)).build();
            HttpResponse<InputStream> open = client.send(stream, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = open.body()) {
                assertEquals(200, open.statusCode());
                assertTrue(open.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
                if (origin.equals(ALLOWED)) {
                    assertEquals(ALLOWED, open.headers().firstValue("Access-Control-Allow-Origin").orElse(null));
                    byte[] first = body.readNBytes(64);
                    assertTrue(new String(first, StandardCharsets.UTF_8).contains("id:"), "the events flow");
                } else {
                    assertTrue(open.headers().map().keySet().stream()
                            .noneMatch(h -> h.toLowerCase(Locale.ROOT).startsWith("access-control-")));
                }
            }
        }

        Response poll = given().header("Origin", ALLOWED).header("Authorization", "Bearer " + t.tokens.get(1))
                .when().get("/v1/games/" + t.id + "/events?after=3&wait=1");
        assertEquals(200, poll.statusCode());
        assertEquals(ALLOWED, poll.header("Access-Control-Allow-Origin"));

        // the long-poll from a refused origin: the answer a request without Origin gets, and no CORS header
        Response refusedPoll = given().header("Origin", REFUSED).header("Authorization", "Bearer " + t.tokens.get(1))
                .when().get("/v1/games/" + t.id + "/events?after=3&wait=1");
        assertNoCorsHeaders(refusedPoll, "the long-poll from a refused origin");
        Response plainPoll = given().header("Authorization", "Bearer " + t.tokens.get(1))
                .when().get("/v1/games/" + t.id + "/events?after=3&wait=1");
        assertSameAnswer(plainPoll, refusedPoll, "the long-poll from a refused origin");
        assertEquals(poll.asString(), refusedPoll.asString(), "the same events, only unreadable by the page");
    }

    @Test
    void theExposedHeadersAreEveryAnswerHeaderTheContractDocumentsAndItsCorsParagraphSaysSo() {
        List<String> documented = exposedByContract();
        assertTrue(documented.containsAll(List.of("etag", "location", "retry-after", "preference-applied",
                "idempotent-replayed", "www-authenticate", "allow", "vary", "content-disposition")),
                "the contract's answer headers were found: " + documented);
        Response answer = given().header("Origin", ALLOWED).when().get("/v1/rulesets");
        assertEquals(documented, list(answer.header("Access-Control-Expose-Headers")),
                "the service exposes exactly the answer headers the contract documents (not safelisted)");
        String description = Contract.document().get("info").get("description").asText();
        java.util.regex.Matcher paragraph = java.util.regex.Pattern
                .compile("Access-Control-Expose-Headers: ([^`]*)`").matcher(description);
        assertTrue(paragraph.find(), "the contract's CORS paragraph names the exposed headers");
        assertEquals(documented, list(paragraph.group(1)), "the contract's CORS paragraph lists them all");
    }

    /** The CORS-safelisted answer headers (the Fetch standard): a script reads them without being told. */
    static final Set<String> SAFELISTED = Set.of("cache-control", "content-language", "content-length",
            "content-type", "expires", "last-modified", "pragma");

    /**
     * Every answer header the contract documents, in lower case, but the safelisted ones: the headers of every
     * answer of every operation and of the shared answers, and the {@code Allow} its introduction gives a 405.
     */
    static List<String> exposedByContract() {
        JsonNode doc = Contract.document();
        Set<String> names = new TreeSet<>();
        List<JsonNode> answers = new ArrayList<>();
        doc.get("paths").forEach(path -> path.forEach(op -> op.path("responses").forEach(answers::add)));
        doc.path("components").path("responses").forEach(answers::add);
        for (JsonNode a : answers) {
            a.path("headers").fieldNames().forEachRemaining(h -> names.add(h.toLowerCase(Locale.ROOT)));
        }
        assertTrue(doc.get("info").get("description").asText().contains("405 with an `Allow` header"),
                "the contract documents the Allow header of a 405");
        names.add("allow");
        names.removeAll(SAFELISTED);
        return List.copyOf(names);
    }

    /**
     * The same answer: status, body and every header but {@code Date} (which may tick between the two); header names
     * compared in lower case, each with all its values.
     */
    private static void assertSameAnswer(Response expected, Response actual, String what) {
        assertEquals(expected.statusCode(), actual.statusCode(), what + ": status");
        assertEquals(expected.asString(), actual.asString(), what + ": body");
        assertEquals(headers(expected), headers(actual), what + ": headers");
    }

    private static Map<String, List<String>> headers(Response r) {
        Map<String, List<String>> all = new java.util.TreeMap<>();
        for (Header h : r.headers()) {
            String name = h.getName().toLowerCase(Locale.ROOT);
            if (!name.equals("date")) {
                all.computeIfAbsent(name, k -> new ArrayList<>()).add(h.getValue());
            }
        }
        return all;
    }

    private static void assertNoCorsHeaders(Response r, String what) {
        for (Header h : r.headers()) {
            assertTrue(!h.getName().toLowerCase(Locale.ROOT).startsWith("access-control-"),
                    what + ": no CORS header, found " + h);
        }
    }

    private static List<String> list(String header) {
        Set<String> values = new TreeSet<>();
        if (header != null) {
            for (String v : header.split(",")) {
                values.add(v.trim().toLowerCase(Locale.ROOT));
            }
        }
        return List.copyOf(values);
    }
}
