package ziggurat.docs;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The README's "Integrate in five minutes" works as written: its four curl commands are read from the README
 * itself (method, path, headers and body as they stand there) and sent to the service, with {@code $GAME} and
 * {@code $TOKEN} taken from the first answer as the README tells the reader to.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class IntegrateInFiveMinutesTest {

    private static final Pattern HEADER = Pattern.compile("-H\\s+(?:'([^']*)'|\"([^\"]*)\")");
    private static final Pattern BODY = Pattern.compile("-d\\s+'([^']*)'");
    private static final Pattern URL = Pattern.compile("localhost:8080(/\\S*)");

    @TestHTTPResource("/")
    URL base;

    /** One curl command of the section. */
    record Curl(String path, Map<String, String> headers, String body) {
    }

    static List<Curl> curls() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        int start = readme.indexOf("## Integrate in five minutes");
        assertTrue(start >= 0, "the README has the section");
        int open = readme.indexOf("```sh", start);
        int close = readme.indexOf("```", open + 5);
        String block = readme.substring(open + 5, close).replace("\\\n", " ");
        List<Curl> out = new ArrayList<>();
        for (String line : block.split("\n")) {
            if (!line.startsWith("curl ")) {
                continue;
            }
            Matcher url = URL.matcher(line);
            assertTrue(url.find(), line);
            Map<String, String> headers = new LinkedHashMap<>();
            Matcher h = HEADER.matcher(line);
            while (h.find()) {
                String header = h.group(1) != null ? h.group(1) : h.group(2);
                int colon = header.indexOf(':');
                headers.put(header.substring(0, colon).trim(), header.substring(colon + 1).trim());
            }
            Matcher b = BODY.matcher(line);
            out.add(new Curl(url.group(1), headers, b.find() ? b.group(1) : null));
        }
        return out;
    }

    private static String fill(String text, String game, String token) {
        return text.replace("$GAME", game == null ? "$GAME" : game).replace("$TOKEN", token == null ? "$TOKEN" : token);
    }

    private RequestSpecification request(Curl c, String game, String token) {
        RequestSpecification r = given().baseUri(base.toString());
        c.headers().forEach((k, v) -> r.header(k, fill(v, game, token)));
        if (c.body() != null) {
            r.body(c.body());
        }
        return r;
    }

    @Test
    void theFourRequestsOfTheReadmeCreateReadPlayAndFollowAGame() throws Exception {
        List<Curl> curls = curls();
        assertEquals(4, curls.size(), "create, legal moves, move, stream");

        // 1. create
        Curl create = curls.get(0);
        assertEquals("/v1/games", create.path());
        Response created = request(create, null, null).post(create.path());
        assertEquals(201, created.statusCode(), created.asString());
        String game = created.path("id");
        String token = created.path("seats[0].token");
        assertEquals(4, (int) created.path("version"), "the version the README's move is decided on");

        // 2. legal moves: the README's move is among them
        Curl legal = curls.get(1);
        Response moves = request(legal, game, token).get(fill(legal.path(), game, token));
        assertEquals(200, moves.statusCode(), moves.asString());
        assertEquals(4, (int) moves.path("version"));
        List<Map<String, Object>> listed = moves.path("moves");
        assertTrue(listed.stream().anyMatch(m -> "placeLeader".equals(m.get("type"))
                        && "black".equals(m.get("leader")) && ((Map<?, ?>) m.get("to")).get("col").equals(0)
                        && ((Map<?, ?>) m.get("to")).get("row").equals(0)),
                "the README plays a listed move: " + listed.subList(0, Math.min(3, listed.size())));

        // 3. the move, then the same request again: the same answer, applied once
        Curl move = curls.get(2);
        Response played = request(move, game, token).post(fill(move.path(), game, token));
        assertEquals(200, played.statusCode(), played.asString());
        assertEquals(5, (int) played.path("version"));
        assertEquals("LeaderPlaced", played.path("events[0].type"));
        assertEquals(5, (int) played.path("legalMoves.version"), "seat 0 has a second action: its next moves come along");
        Response again = request(move, game, token).post(fill(move.path(), game, token));
        assertEquals(200, again.statusCode());
        assertEquals("true", again.header("Idempotent-Replayed"));
        assertEquals(5, (int) given().baseUri(base.toString()).get("/v1/games/" + game).path("version"));

        // 4. the stream, resumed after event 4: event 5 comes first
        Curl stream = curls.get(3);
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base.toString().replaceAll("/$", "")
                + fill(stream.path(), game, token))).timeout(Duration.ofSeconds(30));
        stream.headers().forEach((k, v) -> b.header(k, fill(v, game, token)));
        HttpResponse<InputStream> sse = HttpClient.newHttpClient().send(b.build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, sse.statusCode());
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(sse.body(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null && !line.startsWith("data:")) {
                lines.add(line);
            }
            assertFalse(line == null, "an event came: " + lines);
            lines.add(line);
        }
        assertTrue(lines.contains("id:5"), lines.toString());
        assertTrue(lines.contains("event:LeaderPlaced"), lines.toString());
    }
}
