package ziggurat.viewer;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.InstalledTool;

/**
 * The README's browser example, run as it stands there, in a real browser (Debian's Chromium, driven by Playwright),
 * from a page on another origin: a second, plain HTTP server on another port serves the page, so every request the
 * snippet makes is cross-origin and a browser sends it only as CORS allows. The block is read from README.md, so the
 * README and what is tested cannot drift apart. Then a page on that origin reads a seat's private stream and its
 * long-poll with a token in {@code Authorization}, which Chromium sends only after a preflight the service passed,
 * while a page on an origin the operator did not list is refused by the browser. Skipped only when /usr/bin/chromium
 * is missing.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(ReadmeInBrowserTest.OneFrontend.class)
class ReadmeInBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    /** The origin the README's address stands for; the test puts the service's own in its place. */
    private static final String README_SERVICE = "http://localhost:8080";

    /**
     * The operator lists one frontend's origin: the page server's, on a port chosen before the service starts (a
     * system property, so the profile and the test agree on it whichever loads first).
     */
    public static class OneFrontend implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ziggurat.cors.origins", "http://127.0.0.1:" + frontendPort(),
                    "ziggurat.test.preflight-log", "true");
        }
    }

    static synchronized int frontendPort() {
        String chosen = System.getProperty("ziggurat.readme-test.frontend-port");
        if (chosen == null) {
            try (ServerSocket free = new ServerSocket(0, 0, java.net.InetAddress.getByName("127.0.0.1"))) {
                chosen = Integer.toString(free.getLocalPort());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            System.setProperty("ziggurat.readme-test.frontend-port", chosen);
        }
        return Integer.parseInt(chosen);
    }

    private static Playwright playwright;
    private static Browser browser;
    /** The listed frontend's page server, and one on an origin nobody listed. */
    private static HttpServer frontend;
    private static HttpServer stranger;
    private static volatile String service;

    @TestHTTPResource("/")
    URL base;

    private final List<BrowserContext> contexts = new ArrayList<>();
    private final List<String> problems = Collections.synchronizedList(new ArrayList<>());
    private final List<String> console = Collections.synchronizedList(new ArrayList<>());

    @BeforeAll
    static void openTheBrowserAndThePages() throws IOException {
        InstalledTool.require(Files.isExecutable(CHROMIUM), CHROMIUM.toString());
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage")));
        frontend = pages(frontendPort());
        stranger = pages(0);
    }

    /** A static server of two pages: the README's snippet as a module script, and an empty page to run code on. */
    private static HttpServer pages(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String html = switch (path) {
                // the snippet exactly as the README has it, with the service's address for the README's; its
                // results kept on the page for the test to read
                case "/readme.html" -> "<!doctype html><title>README</title><script type=\"module\">\n"
                        + readmeSnippet().replace(README_SERVICE, service)
                        + "\nwindow.readme = {game, seat, legal, played};\n</script>";
                case "/blank.html" -> "<!doctype html><title>another origin</title>";
                default -> null;
            };
            byte[] body = (html == null ? "not here" : html).getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", html == null ? "text/plain" : "text/html; charset=utf-8");
            exchange.sendResponseHeaders(html == null ? 404 : 200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    /** The README's browser example: the JavaScript block of "Integrate in five minutes". */
    static String readmeSnippet() {
        try {
            String readme = Files.readString(Path.of("README.md"));
            int section = readme.indexOf("## Integrate in five minutes");
            assertTrue(section >= 0, "the README has the section");
            int open = readme.indexOf("```js\n", section);
            int next = readme.indexOf("\n## ", section + 3);
            assertTrue(open > section && (next < 0 || open < next), "the section has a JavaScript block");
            int close = readme.indexOf("\n```", open + 6);
            String block = readme.substring(open + 6, close + 1);
            assertTrue(block.contains(README_SERVICE), "the block names the service's address: " + README_SERVICE);
            return block;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterAll
    static void closeTheBrowserAndThePages() {
        for (HttpServer s : new HttpServer[] {frontend, stranger}) {
            if (s != null) {
                s.stop(0);
            }
        }
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    @BeforeEach
    void theService() {
        service = base.toString().replaceAll("/+$", "");
        assertNotEquals(origin(frontend), service, "the page is on another origin than the service");
    }

    @AfterEach
    void closeTheContexts() {
        contexts.forEach(BrowserContext::close);
        assertEquals(List.of(), problems, "no script error, and nothing asked of any origin but the two");
    }

    private static String origin(HttpServer server) {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private Page page(HttpServer on) {
        BrowserContext context = browser.newContext();
        contexts.add(context);
        Page p = context.newPage();
        p.setDefaultTimeout(30_000);
        context.onRequest(r -> {
            if (!r.url().startsWith(origin(on) + "/") && !r.url().startsWith(service + "/")) {
                problems.add("asked elsewhere: " + r.url());
            }
        });
        p.onPageError(e -> problems.add("script error: " + e));
        p.onConsoleMessage(m -> console.add(m.text()));
        return p;
    }

    /** Whether the service received a preflight for {@code path} (and its query) asking for {@code method}. */
    private static boolean preflighted(String pathAndQuery, String method) {
        return PreflightLog.SEEN.stream().anyMatch(p -> p.startsWith("OPTIONS " + pathAndQuery + " " + method + " "));
    }

    @Test
    void theReadmeBrowserExampleRunsAsWrittenFromAnotherOriginAndPlaysAMove() {
        Page page = page(frontend);
        PreflightLog.SEEN.clear();
        page.navigate(origin(frontend) + "/readme.html");
        page.waitForFunction("() => window.readme !== undefined");
        JsonNode readme = GameJson.readTree(page.evaluate("() => JSON.stringify(window.readme)").toString());

        String id = readme.at("/game/id").asText();
        assertEquals("contest-of-kings", given().when().get("/v1/games/" + id).jsonPath().getString("ruleset"),
                readme.toString());
        assertEquals(1, readme.at("/seat/seat").asInt());
        assertEquals("Bo", readme.at("/seat/name").asText());
        assertFalse(readme.at("/legal/moves").isEmpty(), "Ada, who begins, has legal moves: " + readme.at("/legal"));
        JsonNode first = readme.at("/legal/moves/0");
        long played = readme.at("/played/version").asLong();
        assertTrue(played > readme.at("/legal/version").asLong(), "the move was played: " + readme.at("/played"));

        // the service's log holds the claim and Ada's move, the very move the page picked from her legal moves
        Response events = given().when().get("/v1/games/" + id + "/events");
        assertEquals("running", events.jsonPath().getString("status"));
        assertEquals(played, events.jsonPath().getLong("version"));
        assertEquals("SeatClaimed", events.jsonPath().getString("events[0].type"));
        assertEquals("Bo", events.jsonPath().getString("events[0].data.name"));
        JsonNode audit = GameJson.readTree(given().when().get("/v1/games/" + id + "/audit").asString());
        assertTrue(audit.get("verified").asBoolean(), audit.toString());
        // the same move with the same key, sent again: the service answers it as the one it applied
        Response again = given().header("Authorization", "Bearer " + readme.at("/game/seats/0/token").asText())
                .header("Idempotency-Key", "ada-" + readme.at("/legal/version").asLong())
                .contentType("application/json").body("{\"expectedVersion\":" + readme.at("/legal/version").asLong()
                        + ",\"move\":" + GameJson.write(first) + "}").when().post("/v1/games/" + id + "/moves");
        assertEquals(200, again.statusCode(), again.asString());
        assertEquals("true", again.header("Idempotent-Replayed"), "the page played Ada's first legal move");
        assertEquals(played, again.jsonPath().getLong("version"));

        // the stream the snippet printed: Bo's own copy of the log up to Ada's move, his hand included
        String printed = String.join("", console);
        assertTrue(printed.contains("id:" + played + "\n"), "the stream reached Ada's move: " + printed);
        JsonNode bos = GameJson.readTree(given().header("Authorization", "Bearer " + readme.at("/seat/token").asText())
                .when().get("/v1/games/" + id + "/events").asString());
        for (JsonNode e : bos.get("events")) {
            assertTrue(printed.contains("data:" + GameJson.write(e) + "\n"), "Bo's copy of event " + e.get("seq")
                    + " reached the page: " + GameJson.write(e));
        }
        // Authorization (and JSON) are no simple request's: Chromium sent each only after the service's preflight
        assertTrue(preflighted("/v1/games", "POST"), "the creation was preflighted: " + PreflightLog.SEEN);
        assertTrue(preflighted("/v1/games/" + id + "/legal-moves", "GET"), PreflightLog.SEEN.toString());
        assertTrue(preflighted("/v1/games/" + id + "/moves", "POST"), PreflightLog.SEEN.toString());
        assertTrue(preflighted("/v1/games/" + id + "/events/stream", "GET"), PreflightLog.SEEN.toString());
    }

    @Test
    void aSeatsPrivateStreamAndLongPollReachAPageOnAListedOriginAndNoOther() {
        Response created = given().contentType("application/json").body("{\"ruleset\":\"contest-of-kings\","
                + "\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}").when().post("/v1/games");
        assertEquals(201, created.statusCode(), created.asString());
        String id = created.jsonPath().getString("id");
        String ada = created.jsonPath().getString("seats[0].token");
        String bo = created.jsonPath().getString("seats[1].token");
        long version = created.jsonPath().getLong("version");
        JsonNode spectators = GameJson.readTree(given().when().get("/v1/games/" + id + "/events").asString());
        JsonNode bos = GameJson.readTree(given().header("Authorization", "Bearer " + bo).when()
                .get("/v1/games/" + id + "/events").asString());
        assertNotEquals(spectators.get("events"), bos.get("events"), "Bo's copy holds what a spectator's does not");

        Page page = page(frontend);
        PreflightLog.SEEN.clear();
        page.navigate(origin(frontend) + "/blank.html");
        Map<String, Object> args = Map.of("api", service + "/v1/games/" + id, "token", bo, "until", (int) version);
        // the private stream, read with fetch as the contract tells a browser to, up to the last event
        String stream = page.evaluate("""
                async ({api, token, until}) => {
                  const r = await fetch(`${api}/events/stream`,
                      {headers: {Authorization: `Bearer ${token}`, Accept: "text/event-stream"}});
                  const reader = r.body.pipeThrough(new TextDecoderStream()).getReader();
                  let text = "";
                  while (!text.includes(`id:${until}\\n`) || !text.endsWith("\\n\\n")) {
                    const {value, done} = await reader.read();
                    if (done) break;
                    text += value;
                  }
                  await reader.cancel();
                  return r.status + " " + r.headers.get("Content-Type") + "\\n" + text;
                }""", args).toString();
        assertTrue(stream.startsWith("200 text/event-stream"), stream);
        for (JsonNode e : bos.get("events")) {
            assertTrue(stream.contains("data:" + GameJson.write(e) + "\n"), "Bo's private copy of event "
                    + e.get("seq") + " came down the stream: " + stream);
        }
        assertTrue(preflighted("/v1/games/" + id + "/events/stream", "GET"),
                "Chromium preflighted the stream, and went on: " + PreflightLog.SEEN);

        // the long-poll: asked at the log's end it waits; Ada's move comes to Bo's page as Bo may see it
        page.evaluate("""
                ({api, token, until}) => { window.poll = fetch(`${api}/events?after=${until}&wait=30`,
                    {headers: {Authorization: `Bearer ${token}`}}).then(r => r.json()); }""", args);
        page.waitForTimeout(500);
        JsonNode legal = GameJson.readTree(given().header("Authorization", "Bearer " + ada).when()
                .get("/v1/games/" + id + "/legal-moves").asString());
        Response move = given().header("Authorization", "Bearer " + ada).contentType("application/json")
                .body("{\"expectedVersion\":" + version + ",\"move\":" + GameJson.write(legal.get("moves").get(0))
                        + "}").when().post("/v1/games/" + id + "/moves");
        assertEquals(200, move.statusCode(), move.asString());
        JsonNode polled = GameJson.readTree(page.evaluate("async () => JSON.stringify(await window.poll)")
                .toString());
        JsonNode bosPage = GameJson.readTree(given().header("Authorization", "Bearer " + bo).when()
                .get("/v1/games/" + id + "/events?after=" + version).asString());
        assertFalse(polled.get("events").isEmpty(), polled.toString());
        assertEquals(bosPage.get("events"), polled.get("events"), "the long-poll brought Bo's copy of Ada's move");
        assertTrue(preflighted("/v1/games/" + id + "/events?after=" + version + "&wait=30", "GET"),
                "Chromium preflighted the long-poll: " + PreflightLog.SEEN);

        // the same fetch from a page on an origin the operator did not list: the browser keeps the answer from it
        Page elsewhere = page(stranger);
        elsewhere.navigate(origin(stranger) + "/blank.html");
        PreflightLog.SEEN.clear();
        String refused = elsewhere.evaluate("""
                async ({api, token}) => {
                  try {
                    const r = await fetch(`${api}/events?after=0&wait=1`, {headers: {Authorization: `Bearer ${token}`}});
                    return "read " + r.status;
                  } catch (e) {
                    return "refused: " + e.name;
                  }
                }""", args).toString();
        assertEquals("refused: TypeError", refused, "a page on an origin not listed reads nothing");
        assertTrue(preflighted("/v1/games/" + id + "/events?after=0&wait=1", "GET"),
                "the browser asked first, and the answer without CORS headers kept the request from being sent: "
                        + PreflightLog.SEEN);
    }
}
