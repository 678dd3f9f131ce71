package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * HTTP as RFC 9110 and the contract say it: what a request must be labelled, that every refusal has a
 * problem body, conditional requests, methods, and cursors.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class HttpSemanticsTest {

    private static final String TALLY = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"P0\"},{\"name\":\"P1\"}],"
            + "\"stack\":[\"9\",\"9\",\"9\",\"8\",\"8\",\"8\",\"1\",\"2\",\"3\",\"7\",\"7\",\"7\"]}";
    private static final String BID = "{\"expectedVersion\":3,\"move\":{\"type\":\"bid\",\"amount\":2}}";

    @TestHTTPResource("/")
    URL base;

    Http http;

    @BeforeEach
    void connect() throws Exception {
        http = new Http(URI.create(base.toString()));
    }

    private record Game(String id, String seat0, String seat1) {
        String path() {
            return "/v1/games/" + id;
        }
    }

    private Game newGame() {
        Http.Answer created = http.post("/v1/games", null, TALLY);
        assertEquals(201, created.status(), created.body());
        return new Game(created.json().get("id").asText(), created.json().at("/seats/0/token").asText(),
                created.json().at("/seats/1/token").asText());
    }

    private long version(Game g) {
        return http.get(g.path(), null).json().get("version").asLong();
    }

    private static void assertProblem(Http.Answer a, int status) {
        assertEquals(status, a.status(), a.body());
        assertTrue(a.problem(), "a problem+json body, not " + a.contentType() + ": " + a.body());
        assertEquals(status, a.json().get("status").asInt(), a.body());
    }

    private Http.Answer move(Game g, String contentType, byte[] body) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Authorization", "Bearer " + g.seat0());
        if (contentType != null) {
            h.put("Content-Type", contentType);
        }
        return http.raw("POST", g.path() + "/moves", h, body);
    }

    // ---------------------------------------------------------------- what a body must be labelled

    @Test
    void aMoveWithoutAContentTypeOrInAnotherCharsetIs415AndNotApplied() {
        Game g = newGame();
        assertProblem(move(g, null, BID.getBytes(StandardCharsets.UTF_8)), 415);
        assertProblem(move(g, "application/json; charset=iso-8859-1", BID.getBytes(StandardCharsets.ISO_8859_1)), 415);
        assertProblem(move(g, "application/json; charset=utf-16", BID.getBytes(StandardCharsets.UTF_16)), 415);
        assertEquals(3, version(g), "nothing was applied");
        assertEquals(200, move(g, "application/json; charset=\"UTF-8\"", BID.getBytes(StandardCharsets.UTF_8)).status());
        assertEquals(4, version(g));
    }

    @Test
    void aGameCreatedWithoutAContentTypeOrInAnotherCharsetIs415() {
        byte[] body = TALLY.getBytes(StandardCharsets.UTF_8);
        assertProblem(http.raw("POST", "/v1/games", Map.of(), body), 415);
        assertProblem(http.raw("POST", "/v1/games", Map.of("Content-Type", "application/json;charset=windows-1252"), body),
                415);
        assertEquals(201, http.raw("POST", "/v1/games", Map.of("Content-Type", "application/json;charset=utf-8"), body)
                .status());
    }

    // ---------------------------------------------------------------- every refusal has a body

    @Test
    void badPercentEncodingAndControlCharactersAreRefusedWithAProblem() {
        Game g = newGame();
        assertProblem(http.raw("GET", "/v1/games/%zz", Map.of(), null), 400);
        assertProblem(http.raw("GET", "/v1/games/%E0%A4", Map.of(), null), 400);
        assertProblem(http.raw("GET", g.path() + "/events?after=%zz", Map.of(), null), 400);
        assertProblem(http.raw("GET", g.path() + "/events?after=1%", Map.of(), null), 400);
        assertProblem(http.raw("GET", g.path(), Map.of("If-None-Match", "\"3\u0001\""), null), 400);
    }

    // ---------------------------------------------------------------- conditional requests

    private Http.Answer ifMatchMove(Game g, String ifMatch, String body) {
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Authorization", "Bearer " + g.seat0());
        h.put("Content-Type", "application/json");
        h.put("If-Match", ifMatch);
        return http.send("POST", g.path() + "/moves", h, body.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void ifMatchComparesStronglyAWeakTagNeverMatches() {
        Game g = newGame();
        String noVersion = "{\"move\":{\"type\":\"bid\",\"amount\":2}}";
        assertProblem(ifMatchMove(g, "W/\"3\"", noVersion), 412);
        assertEquals(3, version(g), "nothing was applied");
        assertEquals(200, ifMatchMove(g, "\"3\"", noVersion).status());
    }

    @Test
    void aSeatsViewAndThePublicViewCarryDifferentStrongTagsEachHonouredByIfNoneMatch() {
        Game g = newGame();
        Http.Answer spectator = http.get(g.path(), null);
        Http.Answer seat = http.get(g.path(), g.seat0());
        String publicTag = spectator.headers().get("etag");
        String seatTag = seat.headers().get("etag");
        assertTrue(publicTag.startsWith("\"") && seatTag.startsWith("\""), "strong tags: " + publicTag + ", " + seatTag);
        assertTrue(!publicTag.equals(seatTag), "two representations, two tags: " + publicTag);
        assertTrue(!seatTag.equals(http.get(g.path(), g.seat1()).headers().get("etag")), "each seat its own");

        assertEquals(304, http.send("GET", g.path(), Map.of("If-None-Match", publicTag), null).status());
        assertEquals(304, http.send("GET", g.path(), Map.of("If-None-Match", seatTag,
                "Authorization", "Bearer " + g.seat0()), null).status());
        Http.Answer other = http.send("GET", g.path(), Map.of("If-None-Match", publicTag,
                "Authorization", "Bearer " + g.seat0()), null);
        assertEquals(200, other.status(), "the public view's tag does not validate the seat's view");
        // If-Match takes the version the view showed, whichever view it was
        assertEquals(200, ifMatchMove(g, seatTag, "{\"move\":{\"type\":\"bid\",\"amount\":2}}").status());
    }

    // ---------------------------------------------------------------- methods

    private static java.util.Set<String> methods(String allow) {
        java.util.Set<String> set = new java.util.TreeSet<>();
        if (allow != null) {
            for (String m : allow.split(",")) {
                set.add(m.trim());
            }
        }
        return set;
    }

    @Test
    void a405SaysWhatIsAllowedAndOptionsListsOnlyWhatThePathAccepts() {
        Game g = newGame();
        Map<String, String> paths = new LinkedHashMap<>();
        paths.put("/v1/rulesets", "GET");
        paths.put("/v1/rulesets/tally", "GET");
        paths.put("/v1/games", "GET,POST");
        paths.put(g.path(), "GET");
        paths.put(g.path() + "/moves", "POST");
        paths.put(g.path() + "/legal-moves", "GET");
        paths.put(g.path() + "/events", "GET");
        paths.put(g.path() + "/audit", "GET");
        for (Map.Entry<String, String> p : paths.entrySet()) {
            java.util.Set<String> expected = methods(p.getValue() + ",OPTIONS" + (p.getValue().contains("GET") ? ",HEAD" : ""));
            Http.Answer options = http.send("OPTIONS", p.getKey(), Map.of(), null);
            assertTrue(options.status() == 200 || options.status() == 204, p.getKey() + ": " + options.status());
            assertEquals(expected, methods(options.headers().get("allow")), "OPTIONS " + p.getKey());
            if (expected.contains("HEAD")) {
                assertEquals(200, http.send("HEAD", p.getKey(), Map.of(), null).status(), "HEAD " + p.getKey());
            }
            for (String refused : new String[] {"DELETE", "PUT", "PATCH", p.getValue().contains("POST") ? "TRACE" : "POST"}) {
                if (refused.equals("TRACE")) {
                    continue;
                }
                Http.Answer a = http.send(refused, p.getKey(), Map.of("Content-Type", "application/json"),
                        "{}".getBytes(StandardCharsets.UTF_8));
                assertProblem(a, 405);
                assertEquals(expected, methods(a.headers().get("allow")), refused + " " + p.getKey());
            }
        }
    }

    // ---------------------------------------------------------------- lengths, as the schema counts them

    @Test
    void textLengthsCountCharactersAsTheSchemasMaxLengthDoesNotUtf16Units() {
        String emoji = "\uD83C\uDFDB"; // one character, two UTF-16 units
        String hundred = emoji.repeat(100);
        String body = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"" + hundred + "\"},{\"name\":\"P1\"}],"
                + "\"seed\":\"" + emoji.repeat(512) + "\"}";
        Http.Answer created = http.post("/v1/games", null, body);
        assertEquals(201, created.status(), created.body());
        assertEquals(hundred, created.json().at("/seats/0/name").asText());
        assertProblem(http.post("/v1/games", null, body.replace(hundred, hundred + emoji)), 400);
        assertProblem(http.post("/v1/games", null, body.replace(emoji.repeat(512), emoji.repeat(513))), 400);
        assertProblem(http.post("/v1/games", null, body.replace(hundred, "\u00a0 \\t")), 400);
        Http.Answer noRuleset = http.post("/v1/games", null, body.replace("\"tally\"", "\"\""));
        assertProblem(noRuleset, 400);
        assertTrue(noRuleset.json().get("detail").asText().contains("non-empty string"), noRuleset.body());
    }

    // ---------------------------------------------------------------- what the contract now says, and the service does

    @Test
    void aQueryParameterGivenEmptyOrTwiceIsAProblemNamingIt() {
        Game g = newGame();
        for (String query : new String[] {"after=", "after", "limit=", "wait="}) {
            Http.Answer a = http.raw("GET", g.path() + "/events?" + query, Map.of(), null);
            assertProblem(a, 400);
            assertTrue(a.json().get("detail").asText().contains("'" + query.replace("=", "") + "' is empty"), a.body());
        }
        Http.Answer twice = http.raw("GET", g.path() + "/events?after=1&limit=5&after=2", Map.of(), null);
        assertProblem(twice, 400);
        assertTrue(twice.json().get("detail").asText().contains("'after' is given more than once"), twice.body());
        assertProblem(http.raw("GET", g.path() + "?version=", Map.of(), null), 400);
        assertProblem(http.raw("GET", "/v1/games?status=&limit=5", Map.of(), null), 400);
        assertProblem(http.raw("GET", "/v1/games?cursor=", Map.of(), null), 400);
        assertEquals(200, http.raw("GET", g.path() + "/events?after=1&unknown=&unknown=", Map.of(), null).status(),
                "a parameter the API does not read is ignored, as HTTP allows");
    }

    @Test
    void aBlankLastEventIdIsAProblemNotAFreshStart() {
        Game g = newGame();
        Http.Answer a = http.raw("GET", g.path() + "/events/stream", Map.of("Last-Event-ID", " "), null);
        assertProblem(a, 400);
        assertTrue(a.json().get("detail").asText().contains("Last-Event-ID"), a.body());
        Http.Answer wrongMethod = http.raw("POST", g.path() + "/events/stream?after=1&after=2",
                Map.of("Last-Event-ID", " "), null);
        assertEquals(405, wrongMethod.status(), "a wrong method is 405 first: " + wrongMethod.body());
    }

    @Test
    void aMoveThatNamesNoVersionIs428AndWritesNothing() {
        Game g = newGame();
        Http.Answer a = move(g, "application/json", "{\"move\":{\"type\":\"bid\",\"amount\":2}}"
                .getBytes(StandardCharsets.UTF_8));
        assertProblem(a, 428);
        assertTrue(a.json().get("type").asText().endsWith("precondition-required"), a.body());
        assertEquals(3, version(g), "nothing was applied");
    }

    @Test
    void anIfMatchVersionLongerThanAnyVersionIs400AsItsPatternSays() {
        Game g = newGame();
        assertProblem(ifMatchMove(g, "\"99999999999999999999\"", "{\"move\":{\"type\":\"bid\",\"amount\":2}}"), 400);
        assertEquals(3, version(g));
    }

    // ---------------------------------------------------------------- what a 100,000-request fuzz of the service found

    @Test
    void aMethodThePathLacksIs405WithAllowBeforeAnythingElseIsJudged() {
        Game g = newGame();
        Http.Answer badEncoding = http.raw("PATCH", "/v1/games/%ff%fe/audit", Map.of(), null);
        assertProblem(badEncoding, 405);
        assertEquals("GET, HEAD, OPTIONS", badEncoding.headers().get("allow"), "405 says what is allowed");
        Http.Answer dotted = http.raw("POST", g.path() + "/moves/../audit",
                Map.of("Authorization", "Bearer " + g.seat0(), "Content-Type", "application/json"), BID.getBytes(StandardCharsets.UTF_8));
        assertProblem(dotted, 405);
        assertEquals("GET, HEAD, OPTIONS", dotted.headers().get("allow"), "the path is the audit's, as the router reads it");
        assertEquals(3, version(g), "nothing was applied");
    }

    @Test
    void aReadWhoseContentTypeIsNotAMediaTypeIs400() {
        Game g = newGame();
        assertProblem(http.raw("GET", g.path(), Map.of("Content-Type", "garbage"), null), 400);
        assertEquals(200, http.raw("GET", g.path(), Map.of("Content-Type", "text/plain; charset=utf-8"), null).status(),
                "a well-formed one is ignored on a read, as the body is");
    }

    @Test
    void aBlankIfMatchIsAProblemNotAnAbsentOne() {
        Game g = newGame();
        Http.Answer a = ifMatchMove(g, " ", BID);
        assertProblem(a, 400);
        assertTrue(a.json().get("detail").asText().contains("If-Match"), a.body());
        assertEquals(3, version(g), "nothing was applied");
    }

    @Test
    void aMalformedAfterIsRefusedEvenBesideALastEventId() {
        Game g = newGame();
        assertProblem(http.raw("GET", g.path() + "/events/stream?after=%20", Map.of("Last-Event-ID", "1"), null), 400);
        assertProblem(http.raw("GET", g.path() + "/events/stream?after=running", Map.of("Last-Event-ID", "1"), null), 400);
    }

    @Test
    void aBodyThatIsNotUtf8IsMalformedEvenUnlabelled() {
        Game g = newGame();
        assertProblem(http.raw("POST", "/v1/games", Map.of("Content-Type", "application/json"),
                TALLY.getBytes(StandardCharsets.UTF_16)), 400);
        assertProblem(move(g, "application/json", BID.getBytes(StandardCharsets.UTF_16BE)), 400);
        assertProblem(move(g, "application/json", BID.getBytes(StandardCharsets.UTF_16)), 400);
        assertEquals(3, version(g), "nothing was applied");
    }

    @Test
    void aBlankIdempotencyKeyIsAProblemNotAMoveWithoutOne() {
        Game g = newGame();
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Authorization", "Bearer " + g.seat0());
        h.put("Content-Type", "application/json");
        h.put("Idempotency-Key", "");
        Http.Answer a = http.raw("POST", g.path() + "/moves", h, BID.getBytes(StandardCharsets.UTF_8));
        assertProblem(a, 400);
        assertTrue(a.json().get("detail").asText().contains("Idempotency-Key"), a.body());
        assertEquals(3, version(g), "nothing was applied");
    }
}
