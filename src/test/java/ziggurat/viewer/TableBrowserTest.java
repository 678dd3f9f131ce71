package ziggurat.viewer;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The viewer as a table people play at, in a real browser (Debian's Chromium, driven by Playwright), with the page's
 * files served unchanged by a second, plain HTTP server on another port: another origin, which reaches the service
 * only through CORS and {@code ?api=}. Each player is a browser context of its own (its own tab storage, so its own
 * token): one creates the game on the create page, the other finds it in the lobby or follows the invitation link and
 * takes the seat, and both then play only by clicking the moves the page lists or the places it highlights on the
 * board, each seeing its own hand and never the other's. Skipped only when /usr/bin/chromium is missing.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TableBrowserTest {

    private static ViewerPages pages;
    private static Browser browser;
    /** The service's origin, which the pages' own server lets them connect to and nothing else. */
    private static volatile String service;

    @TestHTTPResource("/")
    URL base;

    private final List<BrowserContext> contexts = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    @BeforeAll
    static void openTheBrowserAndTheFiles() throws IOException {
        pages = ViewerPages.open(() -> service);
        browser = pages.browser();
    }

    @AfterAll
    static void closeTheBrowserAndTheFiles() {
        if (pages != null) {
            pages.close();
        }
    }

    @BeforeEach
    void theService() {
        service = base.toString().replaceAll("/+$", "");
    }

    @AfterEach
    void closeTheContexts() {
        contexts.forEach(BrowserContext::close);
        assertEquals(List.of(), problems, "no script error, and nothing asked of any origin but the two");
    }

    // ------------------------------------------------------------------------------------------------ the games

    @Test
    void aListedContestOfKingsGameIsFoundInTheLobbyTakenAndPlayedToTheEndByClicks() {
        Page ada = player();
        String id = create(ada, "contest-of-kings", true, "table-contest", Map.of());
        assertEquals(List.of(false, true), given().when().get("/v1/games?status=waiting").jsonPath()
                .getList("games.find { it.id == '" + id + "' }.seats.open", Boolean.class),
                "a game with an open seat waits, in the lobby, seat 1 open");
        ada.click("#to-table");
        ada.waitForSelector("#you[data-seat='0']");
        ada.waitForSelector("#play[data-state='waiting']");

        // the second player finds it in the lobby, gives a name and takes the open seat
        Page bo = player();
        bo.navigate(page("games.html", Map.of()));
        bo.waitForSelector("body[data-lobby='ready']");
        String row = "#lobby tr[data-game='" + id + "']";
        assertTrue(bo.textContent(row).contains("Contest of Kings"), bo.textContent(row));
        bo.click(row + " button.join[data-seat='1']");
        assertTrue(bo.isVisible("#lobby-message"), "a seat is not taken without a name");
        bo.fill("#lobby-name", "Bo");
        bo.click(row + " button.join[data-seat='1']");
        bo.waitForSelector("#you[data-seat='1']");
        assertTrue(bo.url().startsWith(filesOrigin() + "/game.html?"), bo.url());
        assertEquals("running", spectate(id).getString("status"));
        assertEquals("Bo", spectate(id).getString("seats[1].name"));

        long start = spectate(id).getLong("version");
        List<JsonNode> tour = Tours.toTheEnd("table-contest", start);
        playByClicks(id, Map.of(0, ada, 1, bo), tour);
        assertEquals("finished", spectate(id).getString("status"));
        for (Page p : List.of(ada, bo)) {
            p.waitForSelector("#verdict[data-verified='true']");
            p.waitForSelector("#play[data-state='over']");
        }
        assertTrue(given().when().get("/v1/games/" + id + "/audit").jsonPath().getBoolean("verified"));
        ada.screenshot(new Page.ScreenshotOptions().setPath(ViewerPages.SHOTS.resolve("table-contest-end.png")).setFullPage(true));
    }

    @Test
    void tigrisFromAnInvitationLinkEveryMoveTypePlayedByClicksThenAResignation() {
        Page ada = player();
        String id = create(ada, "tigris", false, "table-tigris", Map.of());
        String invitation = ada.getAttribute("#created-seats li[data-seat='1'] a.invitation", "href");
        ada.click("#to-table");
        ada.waitForSelector("#you[data-seat='0']");
        Page bo = claim(invitation, id);

        long start = spectate(id).getLong("version");
        List<JsonNode> tour = Tours.everyType("table-tigris", start, Set.of("placeLeader", "withdrawLeader",
                "placeTile", "placeCatastrophe", "swapTiles", "pass", "commitSupport", "chooseWar", "buildMonument",
                "declineMonument", "takeTreasure"));
        Set<String> clicked = playByClicks(id, Map.of(0, ada, 1, bo), tour);
        assertEquals(Set.of("placeLeader", "withdrawLeader", "placeTile", "placeCatastrophe", "swapTiles", "pass",
                "commitSupport", "chooseWar", "buildMonument", "declineMonument", "takeTreasure"), clicked);
        assertTrue(spectate(id).getInt("state.turn") > 4, "several whole turns");
        shoot(ada, "table.png");
        resign(id, bo, 1, ada);
    }

    @Test
    void attikaFromAnInvitationLinkWithAClockTurnsByClicksARefusedMoveThenAResignation() {
        Page ada = player();
        String id = create(ada, "attika", false, "table-attika", Map.of("clock", "30"));
        JsonPath created = spectate(id);
        assertEquals(1800, created.getInt("options.clock.initialSeconds"), "thirty minutes each");
        String invitation = ada.getAttribute("#created-seats li[data-seat='1'] a.invitation", "href");
        ada.click("#to-table");
        ada.waitForSelector("#you[data-seat='0']");
        Page bo = claim(invitation, id);

        Set<String> clicked = playWhile(id, Map.of(0, ada, 1, bo), v -> v.getInt("state.turn.number") <= 4);
        assertTrue(clicked.contains("endTurn"), clicked.toString());
        assertTrue(clicked.stream().anyMatch(t -> t.startsWith("build") || t.equals("placeMapTile")), clicked.toString());

        // a move decided on a version the game has left behind is refused, and the page says so in words: here the
        // seat's own move from elsewhere (its token, kept in the tab) reaches the service just before the click's
        JsonPath now = spectate(id);
        Page mover = now.getList("pending.seat", Integer.class).get(0) == 0 ? ada : bo;
        long v = now.getLong("version");
        mover.waitForSelector("#play[data-state='yours'][data-version='" + v + "']");
        String token = (String) mover.evaluate("k => sessionStorage.getItem(k)", "ziggurat-viewer-token-" + id);
        assertNotNull(token, "the tab keeps the seat's token");
        List<Object> listed = given().header("Authorization", "Bearer " + token).when()
                .get("/v1/games/" + id + "/legal-moves").jsonPath().getList("moves");
        Object elsewhere = listed.stream().filter(m -> !GameJson.write(m).contains("\"endTurn\"")).findFirst()
                .orElseThrow();
        mover.route("**/moves", route -> {
            if (route.request().method().equals("POST")) {
                given().header("Authorization", "Bearer " + token).contentType("application/json")
                        .body("{\"expectedVersion\":" + v + ",\"move\":" + GameJson.write(elsewhere) + "}")
                        .when().post("/v1/games/" + id + "/moves").then().statusCode(200);
            }
            route.resume();
        });
        mover.click("#moves button.move[data-index='0']");
        mover.waitForSelector("#move-message[data-kind='refused']");
        mover.unroute("**/moves");
        assertTrue(mover.textContent("#move-message").contains("moved on"), mover.textContent("#move-message"));
        // and the page lists the seat's moves for the position as it now is
        long after = spectate(id).getLong("version");
        assertTrue(after > v);
        mover.waitForSelector("#play[data-version='" + after + "']");
        resign(id, bo, 1, ada);
    }

    @Test
    void qinVelesNamedOnTheCreatePageTurnsByClicksThenAResignation() {
        Page ada = player();
        ada.navigate(page("create.html", Map.of()));
        ada.waitForSelector("body[data-ready='true']");
        ada.selectOption("#ruleset", "qin");
        // the variant is checked against the service as it is typed, in the service's words
        ada.fill("#opt-variant", "vexes");
        ada.waitForSelector("#variant-check[data-checked='vexes'][data-valid='false']");
        assertTrue(ada.textContent("#variant-check").contains("'vexes' is not a valid variant name"),
                ada.textContent("#variant-check"));
        ada.fill("#opt-variant", "veles");
        ada.waitForSelector("#variant-check[data-checked='veles'][data-valid='true']");
        assertTrue(ada.textContent("#variant-check").contains("mostPagodas"), ada.textContent("#variant-check"));
        String id = fillAndCreate(ada, 2, false, "table-qin");
        assertEquals("veles", spectate(id).getString("options.variant"));
        String invitation = ada.getAttribute("#created-seats li[data-seat='1'] a.invitation", "href");
        ada.click("#to-table");
        ada.waitForSelector("#you[data-seat='0']");
        Page bo = claim(invitation, id);

        Set<String> clicked = playWhile(id, Map.of(0, ada, 1, bo), v -> v.getInt("state.turn.number") <= 5);
        assertTrue(clicked.contains("placeTile"), clicked.toString());
        shoot(ada, "table-qin.png");
        resign(id, ada, 0, bo);
    }

    // ------------------------------------------------------------------------------------------------ helpers

    /** A new player: a browser context of its own, whose pages may ask only the two origins and raise no error. */
    private Page player() {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1400, 900));
        contexts.add(context);
        Page p = context.newPage();
        p.setDefaultTimeout(30_000);
        context.onRequest(r -> {
            if (!r.url().startsWith(filesOrigin() + "/") && !r.url().startsWith(service + "/")) {
                problems.add("asked elsewhere: " + r.url());
            }
        });
        p.onPageError(e -> problems.add("script error: " + e));
        p.onConsoleMessage(m -> System.out.println("console: " + m.text()));
        return p;
    }

    private static String filesOrigin() {
        return pages.origin();
    }

    /** A page of the static server, told where the service is. */
    private static String page(String file, Map<String, String> query) {
        StringBuilder url = new StringBuilder(filesOrigin() + "/" + file + "?api="
                + URLEncoder.encode(service, StandardCharsets.UTF_8));
        query.forEach((k, v) -> url.append('&').append(k).append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        return url.toString();
    }

    /**
     * Creates a two-seat game on the create page: seat 0 Ada, seat 1 left open; options by field ("clock": minutes);
     * returns its id.
     */
    private String create(Page p, String ruleset, boolean listed, String seed, Map<String, String> options) {
        p.navigate(page("create.html", Map.of()));
        p.waitForSelector("body[data-ready='true']");
        p.selectOption("#ruleset", ruleset);
        if (options.containsKey("clock")) {
            p.check("#clock");
            p.fill("#clock-minutes", options.get("clock"));
        }
        return fillAndCreate(p, 2, listed, seed);
    }

    private String fillAndCreate(Page p, int seats, boolean listed, String seed) {
        p.selectOption("#seat-count", String.valueOf(seats));
        assertFalse(p.isChecked("#seat-open-0"), "the creator's seat is named by default");
        assertTrue(p.isChecked("#seat-open-1"), "the others are open by default");
        p.fill("#seat-name-0", "Ada");
        if (listed) {
            p.check("#listed");
        }
        p.fill("#seed", seed);
        p.click("#create");
        p.waitForSelector("#created[data-game]");
        String id = p.getAttribute("#created", "data-game");
        assertNotNull(p.getAttribute("#created-seats li[data-seat='0']", "data-token"), "Ada's token, shown once");
        assertNotNull(p.getAttribute("#created-seats li[data-seat='1']", "data-invitation"), "an invitation for seat 1");
        return id;
    }

    /** A second player follows the invitation link, gives a name and takes the seat. */
    private Page claim(String invitation, String id) {
        assertTrue(invitation.startsWith(filesOrigin() + "/game.html?"), "the link leads to these pages: " + invitation);
        Page bo = player();
        bo.navigate(invitation);
        bo.waitForSelector("#claim:not([hidden])");
        bo.fill("#claim-name", "Bo");
        bo.click("#claim-seat");
        bo.waitForSelector("#you[data-seat='1']");
        assertFalse(bo.url().contains("invitation="), "the used invitation leaves the address");
        assertEquals("Bo", spectate(id).getString("seats[1].name"));
        assertEquals("running", spectate(id).getString("status"));
        // the invitation is spent: a third player following it gets told so
        Page cy = player();
        cy.navigate(invitation);
        cy.fill("#claim-name", "Cy");
        cy.click("#claim-seat");
        cy.waitForSelector("#claim-message.error");
        assertTrue(cy.textContent("#claim-message").contains("not (or no longer) valid"), cy.textContent("#claim-message"));
        cy.close();
        return bo;
    }

    /**
     * Plays the given moves in order, each by a click in the page of the seat the game waits for: on its highlighted
     * place on the board when it names one (and that place is a card or square the move list narrows to), else on its
     * entry in the list. Returns the move types clicked.
     */
    private Set<String> playByClicks(String id, Map<Integer, Page> pages, List<JsonNode> moves) {
        Set<String> types = new HashSet<>();
        int n = 0;
        for (JsonNode move : moves) {
            JsonPath view = spectate(id);
            Page p = pages.get(view.getList("pending.seat", Integer.class).get(0));
            types.add(click(p, view, listed -> {
                for (int i = 0; i < listed.size(); i++) {
                    if (GameJson.readTree(listed.get(i)).equals(move)) {
                        return i;
                    }
                }
                throw new AssertionError("the page does not list " + move + " at version " + view.getLong("version"));
            }));
            if (++n % 15 == 0) {
                assertOnlyOwnHands(id, pages);
            }
        }
        assertOnlyOwnHands(id, pages);
        return types;
    }

    /** Plays by clicks while the game's public view says so: the n-th listed move for the n-th decision. */
    private Set<String> playWhile(String id, Map<Integer, Page> pages, Predicate<JsonPath> more) {
        Set<String> types = new HashSet<>();
        for (int n = 0; n < 300; n++) {
            JsonPath view = spectate(id);
            if (!more.test(view) || !view.getString("status").equals("running")) {
                assertOnlyOwnHands(id, pages);
                return types;
            }
            Page p = pages.get(view.getList("pending.seat", Integer.class).get(0));
            int k = n;
            types.add(click(p, view, listed -> {
                // ending the turn last, so turns hold more than one action
                List<Integer> others = new ArrayList<>();
                for (int i = 0; i < listed.size(); i++) {
                    if (!listed.get(i).contains("\"endTurn\"") && !listed.get(i).contains("\"pass\"")) {
                        others.add(i);
                    }
                }
                return others.isEmpty() || k % 5 == 4 ? listed.size() - 1 : others.get(k * 7 % others.size());
            }));
            if (n % 10 == 0) {
                assertOnlyOwnHands(id, pages);
            }
        }
        throw new AssertionError("300 moves and still going");
    }

    private interface Pick {
        int of(List<String> listed);
    }

    /** Waits until the page lists the seat's moves at the view's version, clicks the picked one; returns its type. */
    private String click(Page p, JsonPath view, Pick pick) {
        long v = view.getLong("version");
        try {
            p.waitForSelector("#play[data-state='yours'][data-version='" + v + "']");
        } catch (com.microsoft.playwright.PlaywrightException e) {
            throw new AssertionError("the page does not offer the seat's moves at version " + v + ": it shows version "
                    + p.getAttribute("body", "data-shown") + ", moves " + p.getAttribute("#play", "data-state") + " at "
                    + p.getAttribute("#play", "data-version") + " (" + p.textContent("#turn") + "); "
                    + p.textContent("#move-message") + " " + p.textContent("#error"), e);
        }
        @SuppressWarnings("unchecked")
        List<String> listed = (List<String>) p.locator("#moves button.move")
                .evaluateAll("bs => bs.map(b => b.dataset.move)");
        int i = pick.of(listed);
        String button = "#moves button.move[data-index='" + i + "']";
        String at = p.getAttribute(button, "data-at");
        if (at != null && !at.contains(" ") && !at.startsWith("col:")) {
            // the place on the board: one move there is played at once, several narrow the list to them
            @SuppressWarnings("unchecked")
            List<String> places = (List<String>) p.locator("#moves button.move")
                    .evaluateAll("bs => bs.map(b => b.dataset.at || '')");
            long there = places.stream().filter(a -> List.of(a.split(" ")).contains(at)).count();
            p.click("#board [data-target='" + at + "']");
            if (there > 1) {
                p.waitForSelector("#move-filter:not([hidden])");
                assertEquals(there, p.locator("#moves li:not([hidden])").count(), "the list narrowed to " + at);
                p.click(button);
            }
        } else {
            p.click(button);
        }
        waitForVersionAfter(view.getString("id"), v);
        String message = p.getAttribute("#move-message", "data-kind");
        assertFalse("refused".equals(message), p.textContent("#move-message"));
        return GameJson.readTree(listed.get(i)).get("type").asText();
    }

    private static void waitForVersionAfter(String id, long v) {
        long until = System.currentTimeMillis() + 20_000;
        while (spectate(id).getLong("version") <= v) {
            assertTrue(System.currentTimeMillis() < until, "the click played no move after version " + v);
            try {
                Thread.sleep(40);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /**
     * Each player's page shows its own hand, card by card or tile by tile, as many as the public view says it holds,
     * and none of the other seat's; once the game is over, every hand is shown to everyone.
     */
    private static void assertOnlyOwnHands(String id, Map<Integer, Page> pages) {
        JsonPath view = spectate(id);
        long v = view.getLong("version");
        String ruleset = view.getString("ruleset");
        String sizes = switch (ruleset) {
            case "tigris" -> "state.seats.handSize";
            case "contest-of-kings" -> "state.seats.handCount";
            default -> "state.players.handSize";
        };
        List<Integer> handSizes = view.getList(sizes, Integer.class);
        boolean over = view.getString("status").equals("finished");
        for (Map.Entry<Integer, Page> e : new LinkedHashMap<>(pages).entrySet()) {
            Page p = e.getValue();
            try {
                p.waitForSelector("body[data-shown='" + v + "']");
            } catch (com.microsoft.playwright.PlaywrightException timedOut) {
                throw new AssertionError("seat " + e.getKey() + "'s page does not show version " + v + ": it shows "
                        + p.getAttribute("body", "data-shown") + " (" + p.textContent("#status") + "); "
                        + p.textContent("#error"), timedOut);
            }
            for (int seat = 0; seat < handSizes.size(); seat++) {
                int chips = p.locator("#seats tr[data-seat='" + seat + "'] .hand .chip").count();
                if (seat == e.getKey() || over) {
                    assertEquals(handSizes.get(seat).intValue(), chips, "seat " + seat + " sees its own hand at " + v);
                    assertTrue(chips > 0 || handSizes.get(seat) == 0);
                } else {
                    assertEquals(0, chips, "seat " + e.getKey() + " sees nothing of seat " + seat + "'s hand at " + v);
                }
            }
        }
    }

    /** The seat resigns from its page (asked twice); with one seat left the game ends, and the audit verifies it. */
    private static void resign(String id, Page p, int seat, Page other) {
        p.click("#resign");
        p.click("#resign-confirm");
        p.waitForSelector("#verdict[data-verified='true']");
        JsonPath view = spectate(id);
        assertEquals("finished", view.getString("status"));
        assertEquals("resigned", view.getString("seats[" + seat + "].status"));
        assertEquals(List.of(1 - seat), view.getList("outcome.winners", Integer.class));
        other.waitForSelector("#verdict[data-verified='true']");
        assertTrue(given().when().get("/v1/games/" + id + "/audit").jsonPath().getBoolean("verified"));
    }

    private static void shoot(Page p, String name) {
        p.screenshot(new Page.ScreenshotOptions().setPath(ViewerPages.SHOTS.resolve(name)));
    }

    private static JsonPath spectate(String id) {
        return given().when().get("/v1/games/" + id).then().statusCode(200).extract().jsonPath();
    }
}
