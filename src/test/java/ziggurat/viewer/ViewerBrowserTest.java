package ziggurat.viewer;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.play.PlayService;
import ziggurat.store.GameStatus;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;
import ziggurat.support.InstalledTool;

/**
 * The replay viewer in a real browser: Debian's Chromium, driven by Playwright, opens whole games of every
 * shipped ruleset, steps through them with the buttons, the keys, the event list and {@code ?version=N}, and what
 * it draws is checked against what the API says the game was at that version. Skipped only when
 * /usr/bin/chromium is missing; .ci/run installs it, so CI always runs these. Screenshots go to target/viewer/.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ViewerBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path SHOTS = Path.of("target", "viewer");

    private static Playwright playwright;
    private static Browser browser;

    @TestHTTPResource("/")
    URL base;

    @Inject
    PlayService play;

    private Page page;

    @BeforeAll
    static void openTheBrowser() throws Exception {
        InstalledTool.require(Files.isExecutable(CHROMIUM), CHROMIUM.toString());
        Files.createDirectories(SHOTS);
        playwright = Playwright.create(new Playwright.CreateOptions()
                .setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
        browser = playwright.chromium().launch(new BrowserType.LaunchOptions()
                .setExecutablePath(CHROMIUM).setHeadless(true)
                .setArgs(List.of("--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage")));
    }

    @AfterAll
    static void closeTheBrowser() {
        if (browser != null) {
            browser.close();
        }
        if (playwright != null) {
            playwright.close();
        }
    }

    @BeforeEach
    void newPage() {
        page = browser.newPage(new Browser.NewPageOptions().setViewportSize(1400, 900));
        page.setDefaultTimeout(15_000);
    }

    @AfterEach
    void closePage() {
        page.close();
    }

    // ------------------------------------------------------------------------------------------------ the rulesets

    @Test
    void aFinishedTigrisGameIsDrawnStepByStepAsTheApiShowsIt() {
        drawnStepByStep("tigris", (v, view) -> {
            List<Map<String, Object>> board = view.getList("state.board");
            assertEquals(count(board, "tile"), drawn("[data-tile]"), "tiles on the board at version " + v);
            assertEquals(count(board, "leader"), drawn("[data-leader]"), "leaders at version " + v);
            assertEquals(countTrue(board, "catastrophe"), drawn("[data-catastrophe]"), "catastrophes at version " + v);
            assertEquals(countTrue(board, "treasure"), drawn("[data-treasure]"), "treasures at version " + v);
            assertEquals(view.getList("state.monuments").size(), drawn("[data-monument]"), "monuments at version " + v);
            assertHandSizes(view.getList("state.seats.handSize", Integer.class));
            // the river: every '~' of the terrain is a river square
            long river = view.getList("state.terrain", String.class).stream()
                    .mapToLong(row -> row.chars().filter(c -> c == '~').count()).sum();
            assertEquals(river, drawn(".river"));
            // the bag's order, hidden during play, shown now the game is over
            assertEquals(view.getList("state.bag").size(), drawn("#facts [data-secret='The bag'] .chip"));
        });
    }

    @Test
    void aFinishedContestOfKingsGameIsDrawnStepByStepAsTheApiShowsIt() {
        drawnStepByStep("contest-of-kings", (v, view) -> {
            List<List<Object>> columns = view.getList("state.display.columns.cells");
            int cards = columns.stream().mapToInt(List::size).sum();
            List<Object> gaps = view.getList("state.display.gaps");
            long filledGaps = gaps.stream().filter(g -> g != null).count();
            assertEquals(cards + filledGaps, drawn("[data-card]"), "cards on the table at version " + v);
            assertEquals(filledGaps, drawn("[data-where^='gap']"), "cards in the gaps at version " + v);
            long treasures = columns.stream().filter(c -> "treasure".equals(((Map<?, ?>) c.get(0)).get("card"))).count();
            assertEquals(treasures, drawn("[data-card='treasure']"), "the treasure row at version " + v);
            long ships = columns.stream().flatMap(List::stream).filter(c -> ((Map<?, ?>) c).get("ship") != null).count();
            assertEquals(ships, drawn("[data-card='ship']"), "ships at version " + v);
            long leaders = columns.stream().flatMap(List::stream).filter(c -> ((Map<?, ?>) c).get("leader") != null)
                    .count() + gaps.stream().filter(g -> g != null && ((Map<?, ?>) g).get("leader") != null).count();
            assertEquals(leaders, drawn("[data-leader]"), "leaders at version " + v);
            assertEquals(view.getList("state.display.kingdoms").size(), drawn("[data-kingdom]"));
            assertHandSizes(view.getList("state.seats.handCount", Integer.class));
        });
    }

    @Test
    void aFinishedAttikaGameIsDrawnStepByStepAsTheApiShowsIt() {
        drawnStepByStep("attika", (v, view) -> {
            List<Map<String, Object>> hexes = view.getList("state.map.hexes");
            assertEquals(hexes.size(), drawn("[data-hex]"), "hexes of the map at version " + v);
            assertEquals(count(hexes, "building"), drawn("[data-building]"), "buildings at version " + v);
            assertEquals(hexes.stream().filter(h -> "water".equals(h.get("resource"))).count(),
                    drawn("[data-resource='water']"), "water hexes at version " + v);
            assertEquals(view.getList("state.map.shrines").size(), drawn("[data-shrine]"), "shrines at version " + v);
            assertHandSizes(view.getList("state.players.handSize", Integer.class));
        });
    }

    @Test
    void aFinishedQinGameIsDrawnStepByStepAsTheApiShowsIt() {
        drawnStepByStep("qin", (v, view) -> {
            List<String> cells = view.getList("state.cells", String.class);
            // a tile covers two cells, each shown in its colour: the view's lower-case letters [qin §3.7]
            long tileCells = cells.stream().mapToLong(row -> row.chars().filter(Character::isLowerCase)
                    .filter(c -> c != 'v').count()).sum();
            assertEquals(tileCells, drawn("[data-tile-cell]"), "cells covered by tiles at version " + v);
            assertEquals(0, tileCells % 2, "whole tiles at version " + v);
            long redCells = cells.stream().mapToLong(row -> row.chars().filter(c -> c == 'r').count()).sum();
            assertEquals(redCells, drawn("[data-tile-cell='red']"), "red tile cells at version " + v);
            List<Map<String, Object>> pagodas = view.getList("state.pagodas");
            assertEquals(pagodas.size(), drawn("[data-pagoda]"), "pagodas at version " + v);
            for (String colour : List.of("black", "white", "green", "violet")) {
                assertEquals(pagodas.stream().filter(p -> colour.equals(p.get("colour"))).count(),
                        drawn("[data-pagoda][data-colour='" + colour + "']"), colour + " pagodas at version " + v);
            }
            List<Map<String, Object>> villages = view.getList("state.villages");
            assertEquals(villages.size(), drawn("[data-village]"), "villages at version " + v);
            assertEquals(villages.stream().filter(w -> !Boolean.TRUE.equals(w.get("founded"))
                    && !Boolean.TRUE.equals(w.get("conquered"))).count(), drawn("[data-village='open']"),
                    "villages neither founded nor conquered at version " + v);
            long water = view.getList("state.board.grid", String.class).stream()
                    .mapToLong(row -> row.chars().filter(c -> c == '~').count()).sum();
            assertEquals(water, drawn("[data-terrain='water']"), "water at version " + v);
            assertEquals(cells.size() * cells.get(0).length(), drawn("[data-terrain]"), "the whole grid");
            assertHandSizes(view.getList("state.players.handSize", Integer.class));
            List<Integer> owned = view.getList("state.players.pagodas", Integer.class);
            for (int seat = 0; seat < owned.size(); seat++) {
                assertEquals(String.valueOf(owned.get(seat)), page.getAttribute(
                        "#seats tr[data-seat='" + seat + "'] [data-pagodas]", "data-pagodas"), "seat " + seat + "'s pagodas");
            }
        });
    }

    // ------------------------------------------------------------------------------------------------ the page

    @Test
    void aSeatThatPastesItsTokenSeesItsOwnHandAndNoOneElseS() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"seed\":\"viewer-hand\"}");
        open(t);
        assertEquals(0, drawn("#seats .hand .chip"), "a spectator sees no hand");

        page.fill("#token", t.tokens.get(1));
        page.click("#use-token");
        page.waitForSelector("#you[data-seat='1']");
        assertTrue(page.textContent("#you").contains("Bo"));
        List<String> hand = t.view(1).jsonPath().getList("state.seats[1].hand", String.class);
        assertEquals(hand, page.locator("#seats tr[data-seat='1'] .hand .chip").all().stream()
                .map(c -> c.getAttribute("data-card")).toList(), "Bo's own hand, tile by tile");
        assertEquals(0, page.locator("#seats tr[data-seat='0'] .hand .chip").count(), "Ada's hand stays hidden");

        // the token is kept for the tab: a reload still shows Bo's hand
        page.reload();
        page.waitForSelector("#you[data-seat='1']");

        page.click("#forget-token");
        page.waitForSelector("#you:not([data-seat])");
        assertEquals(0, drawn("#seats .hand .chip"));

        page.fill("#token", "not-a-token");
        page.click("#use-token");
        page.waitForSelector("#you.error");
        assertTrue(page.textContent("#you").startsWith("That token was not accepted"), page.textContent("#you"));
        assertEquals(0, drawn("#seats .hand .chip"));
    }

    @Test
    void chromiumGetsTheViewsGzippedAndDrawsTheGameFromThem() throws Exception {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"seed\":\"viewer-gzip\"}");
        List<com.microsoft.playwright.Response> views = new java.util.concurrent.CopyOnWriteArrayList<>();
        page.onResponse(r -> {
            if (r.url().matches(".*/v1/games/" + t.id + "(\\?version=[0-9]+)?") && "GET".equals(r.request().method())) {
                views.add(r);
            }
        });
        long version = open(t);
        // Chromium asks for gzip by itself; a Tigris view is long enough to be sent gzipped
        List<com.microsoft.playwright.Response> gzipped = views.stream()
                .filter(r -> "gzip".equals(r.headerValue("content-encoding"))).toList();
        assertFalse(gzipped.isEmpty(), "a view came gzipped: " + views.stream().map(r -> r.url() + " "
                + r.headerValue("content-encoding")).toList());
        java.net.http.HttpClient plain = java.net.http.HttpClient.newHttpClient();
        for (com.microsoft.playwright.Response r : gzipped) {
            assertTrue(r.headerValue("vary").contains("Accept-Encoding"), r.url());
            // what the page read, gunzipped by Chromium, is the plain answer byte for byte
            byte[] asked = plain.send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(r.url())).build(),
                    java.net.http.HttpResponse.BodyHandlers.ofByteArray()).body();
            assertEquals(new String(asked, StandardCharsets.UTF_8), new String(r.body(), StandardCharsets.UTF_8));
        }
        // and the page drew the game from it
        List<Map<String, Object>> board = view(t, version).getList("state.board");
        assertEquals(count(board, "tile"), drawn("[data-tile]"));
        assertEquals(count(board, "leader"), drawn("[data-leader]"));
    }

    @Test
    void aRunningGameMovesOnInThePageAsItsSeatsPlay() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"seed\":\"viewer-live\"}");
        long version = open(t);
        assertTrue(page.isVisible("#live"), "a running game is followed live");
        Random random = new Random(7);
        for (int i = 0; i < 3; i++) {
            version = playOne(t, random);
            page.waitForSelector("body[data-shown='" + version + "']");
            assertEquals(version, page.locator("#events li").count(), "the new events joined the list");
            assertEquals(cardsOnTheTable(t, version), drawn("[data-card]"));
        }
        // looking back does not get pulled forward, but the new version can be reached
        page.keyboard().press("Home");
        page.waitForSelector("body[data-shown='1']");
        long next = playOne(t, random);
        page.waitForSelector("#events li[data-seq='" + next + "']");
        assertEquals("1", page.getAttribute("body", "data-shown"));
        page.keyboard().press("End");
        page.waitForSelector("body[data-shown='" + next + "']");
    }

    @Test
    void theGamesPageListsRecentGamesWithLinksToTheirReplays() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"attika\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}");
        page.navigate(base + "viewer");
        page.waitForSelector("body[data-ready='true']");
        assertEquals("attika", page.textContent("#games tr[data-game='" + t.id + "'] td:nth-child(2)"));
        page.click("#games tr[data-game='" + t.id + "'] a");
        page.waitForSelector("body[data-shown]");
        assertTrue(page.url().contains("/viewer/" + t.id));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve("games.png")));
    }

    @Test
    void thePagesLoadNothingFromElsewhereAndAnUnknownGameIsAProblem() {
        Response html = given().when().get("/viewer/" + UUID.randomUUID());
        assertEquals(404, html.statusCode());
        assertEquals("application/problem+json", html.contentType().split(";")[0]);
        Response asset = given().when().get("/viewer/assets/secret.properties");
        assertEquals(404, asset.statusCode());
        HttpGame t = HttpGame.create("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}");
        String policy = given().when().get("/viewer/" + t.id).then().statusCode(200).extract()
                .header("Content-Security-Policy");
        assertTrue(policy.contains("default-src 'none'") && policy.contains("connect-src 'self'"), policy);
        List<String> elsewhere = new ArrayList<>();
        page.onRequest(r -> {
            if (!r.url().startsWith(base.toString())) {
                elsewhere.add(r.url());
            }
        });
        open(t);
        assertEquals(List.of(), elsewhere);
    }

    // ------------------------------------------------------------------------------------------------ helpers

    /**
     * Plays a game of the ruleset to its end over HTTP, opens its replay, checks the event list, steps through it
     * checking at each version shown what the page draws against that version's view, and ends on the audit.
     */
    private void drawnStepByStep(String ruleset, BiConsumer<Long, JsonPath> check) {
        HttpGame t = finishedGame(ruleset, 2);
        long last = open(t);
        assertTheLogIsListed(t, last);
        stepThrough(last, v -> check.accept(v, view(t, v)));
        page.screenshot(new Page.ScreenshotOptions().setPath(SHOTS.resolve(ruleset + ".png")).setFullPage(true));
        assertTheAuditIsShown(t);
    }

    /** Opens the game's replay and waits until its last version is drawn; returns that version. */
    private long open(HttpGame t) {
        page.navigate(base + "viewer/" + t.id);
        long last = t.version();
        page.waitForSelector("body[data-shown='" + last + "']");
        assertEquals(String.valueOf(last), page.textContent("#last"));
        return last;
    }

    /**
     * Steps to a handful of versions, each in another way the page offers (Home, the arrow keys, the back and
     * forward buttons, a click in the event list, the version box, a link with ?version=N), and checks what is
     * drawn at each.
     */
    private void stepThrough(long last, LongConsumer check) {
        assertTrue(last > 12, "a whole game has more than a dozen events");
        page.keyboard().press("Home");
        check.accept(shown(1));
        page.keyboard().press("ArrowRight");
        check.accept(shown(2));
        page.click("#forward");
        check.accept(shown(3));
        page.click("#back");
        shown(2);
        long middle = last / 2;
        page.click("#events li[data-seq='" + middle + "']");
        check.accept(shown(middle));
        assertTrue(page.getAttribute("#events li[data-seq='" + middle + "']", "class").contains("current"));
        page.fill("#version", String.valueOf(last - 3));
        page.press("#version", "Enter");
        check.accept(shown(last - 3));
        // a link to a version opens there
        page.navigate(page.url().replaceAll("\\?.*", "") + "?version=" + (last - 1));
        check.accept(shown(last - 1));
        page.click("#end");
        check.accept(shown(last));
    }

    private long shown(long version) {
        page.waitForSelector("body[data-shown='" + version + "']");
        assertEquals(String.valueOf(version), page.inputValue("#version"));
        return version;
    }

    private int drawn(String selector) {
        return page.locator(selector.startsWith("#") ? selector : "#board svg " + selector).count();
    }

    private void assertTheLogIsListed(HttpGame t, long last) {
        int logged = log(t, "seq").size();
        assertEquals(last, logged, "the log holds one event per version");
        assertEquals(logged, page.locator("#events li").count(), "the event list shows every event of the log");
        assertEquals(String.valueOf(last), page.getAttribute("#events li:last-child", "data-seq"));
    }

    /**
     * Each seat's row shows the hand size the API gives everyone and, the game being over, the hand itself, card by
     * card, at every step: what was hidden during play.
     */
    private void assertHandSizes(List<Integer> sizes) {
        for (int seat = 0; seat < sizes.size(); seat++) {
            String row = "#seats tr[data-seat='" + seat + "']";
            assertEquals(String.valueOf(sizes.get(seat)), page.getAttribute(row + " .hand-cell", "data-hand-size"),
                    "seat " + seat + "'s hand size");
            assertEquals(sizes.get(seat).intValue(), page.locator(row + " .hand .chip").count(),
                    "seat " + seat + "'s hand");
        }
    }

    /** After the end: the audit's verdict, and every event hidden from spectators shown as the audit reveals it. */
    private void assertTheAuditIsShown(HttpGame t) {
        page.waitForSelector("#verdict[data-verified]");
        JsonPath audit = given().when().get("/v1/games/" + t.id + "/audit").jsonPath();
        assertTrue(audit.getBoolean("verified"));
        assertEquals("true", page.getAttribute("#verdict", "data-verified"));
        assertTrue(page.textContent("#verdict").startsWith("Verified"));
        assertTrue(page.textContent("#audit-facts").contains(audit.getString("seed")), "the revealed seed");
        assertTrue(page.textContent("#revealed").contains("every version above is shown as the audit sees it"));
    }

    /** One field of every event of the game's log as spectators see it, page by page. */
    private static List<Object> log(HttpGame t, String field) {
        List<Object> values = new ArrayList<>();
        long after = 0;
        for (;;) {
            JsonPath answer = given().when().get("/v1/games/" + t.id + "/events?limit=1000&after=" + after).jsonPath();
            List<Object> events = answer.getList("events." + field);
            values.addAll(events);
            if (events.size() < 1000) {
                return values;
            }
            after = answer.getLong("next");
        }
    }

    private static JsonPath view(HttpGame t, long version) {
        return given().when().get("/v1/games/" + t.id + "?version=" + version).then().statusCode(200).extract()
                .jsonPath();
    }

    private static long count(List<Map<String, Object>> items, String field) {
        return items.stream().filter(i -> i.get(field) != null).count();
    }

    private static long countTrue(List<Map<String, Object>> items, String field) {
        return items.stream().filter(i -> Boolean.TRUE.equals(i.get(field))).count();
    }

    private static long cardsOnTheTable(HttpGame t, long version) {
        JsonPath view = view(t, version);
        List<List<Object>> columns = view.getList("state.display.columns.cells");
        return columns.stream().mapToInt(List::size).sum()
                + view.getList("state.display.gaps").stream().filter(g -> g != null).count();
    }

    /**
     * A whole game of random legal moves, played straight through the play service (the same service the HTTP
     * routes call) so that a few hundred moves take seconds; a few seeds, as random play can wander into a game
     * that does not end.
     */
    private HttpGame finishedGame(String ruleset, int seats) {
        for (int attempt = 0; attempt < 5; attempt++) {
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < seats; i++) {
                names.append(i == 0 ? "" : ",").append("{\"name\":\"").append("Ada Bo Cy Di".split(" ")[i]).append("\"}");
            }
            HttpGame t = HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names
                    + "],\"seed\":\"viewer-" + attempt + "\"}");
            UUID id = UUID.fromString(t.id);
            Random random = new Random(attempt);
            for (int n = 0; n < 3000; n++) {
                JsonNode view = GameJson.readTree(new String(
                        play.view(id, Optional.empty(), OptionalLong.empty()).json(), StandardCharsets.UTF_8));
                if (view.path("status").asText().equals(GameStatus.FINISHED.wire())) {
                    return t;
                }
                JsonNode pending = view.get("pending");
                int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
                Optional<String> token = Optional.of(t.tokens.get(seat));
                JsonNode legal = GameJson.readTree(new String(play.legalMoves(id, token), StandardCharsets.UTF_8));
                JsonNode move = legal.get("moves").get(random.nextInt(legal.get("moves").size()));
                String body = "{\"expectedVersion\":" + legal.get("version").asLong() + ",\"move\":" + move + "}";
                play.move(id, token, OptionalLong.empty(), Optional.empty(), body.getBytes(StandardCharsets.UTF_8), true);
            }
        }
        throw new AssertionError("no " + ruleset + " game ended");
    }

    /** One random legal move of a pending seat; returns the new version. */
    private static long playOne(HttpGame t, Random random) {
        return move(t, t.spectate().jsonPath().getList("pending.seat", Integer.class), random).jsonPath()
                .getLong("version");
    }

    /** A random legal move of one of the pending seats; the accepted answer, with the game as the mover sees it. */
    private static Response move(HttpGame t, List<Integer> pending, Random random) {
        assertFalse(pending.isEmpty(), "someone is to play");
        int seat = pending.get(random.nextInt(pending.size()));
        Response legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves");
        List<Object> moves = legal.jsonPath().getList("moves");
        assertNotNull(moves);
        Object move = moves.get(random.nextInt(moves.size()));
        Response answer = t.move(seat, legal.jsonPath().getLong("version"), GameJson.write(move));
        assertEquals(200, answer.statusCode(), answer.asString());
        return answer;
    }
}
