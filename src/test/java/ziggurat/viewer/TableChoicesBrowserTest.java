package ziggurat.viewer;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The table's choices, in a real browser (Debian's Chromium, driven by Playwright) on another origin, as
 * {@link TableBrowserTest} plays: where the legal moves list one example of a move the rules allow in many forms, the
 * page lets the player choose the rest. A Qin bid names which of the seat's pagodas it pays with (the page checks the
 * count the move's choice asks for before it sends anything), a trade offers any tiles of the hand for any tiles asked
 * (a form, answered in the other player's browser), and an Attika building is paid with cards the player picks (the
 * service decides, and the page shows its refusal in its words). The positions are reached by moves sent with the
 * seats' own tokens; the choices themselves are clicked. Skipped only when /usr/bin/chromium is missing.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TableChoicesBrowserTest {

    /** Pagoda auction (no) and tile trading (mil), the rest the recommended modules. */
    private static final String AUCTION_AND_TRADING = "velesnomil";

    private static ViewerPages pages;
    private static Browser browser;
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

    // ------------------------------------------------------------------------------------------------ Qin

    @Test
    void qinABidPaidWithAPagodaOfThePlayersChoiceThenATwoForTwoTradeComposedAndAccepted() {
        Page ada = player();
        ada.navigate(page("create.html"));
        ada.waitForSelector("body[data-ready='true']");
        ada.selectOption("#ruleset", "qin");
        ada.fill("#opt-variant", AUCTION_AND_TRADING);
        ada.waitForSelector("#variant-check[data-checked='" + AUCTION_AND_TRADING + "'][data-valid='true']");
        String id = create(ada, "table-qin-choices");
        assertEquals(AUCTION_AND_TRADING, spectate(id).getString("options.variant"));
        Page bo = claim(ada, id);
        Map<Integer, String> tokens = Map.of(0, token(ada, id), 1, token(bo, id));

        // both buy pagodas when they may, until the auction before a turn waits for the bid of a seat owning two:
        // that player ("me") chooses the pagoda its bid pays with, and trades with the other ("you")
        reach(id, tokens, v -> chooser(v) >= 0, this::towardTwoPagodas, 400);
        JsonPath before = spectate(id);
        int s = chooser(before);
        int o = 1 - s;
        Page me = s == 0 ? ada : bo;
        Page you = s == 0 ? bo : ada;
        List<String> hers = owned(before, s);
        long v = before.getLong("version");
        me.waitForSelector("#play[data-state='yours'][data-version='" + v + "']");

        // the bid of 1 is listed paying with the seat's first pagoda; the player chooses its second instead
        int bidOne = listedIndex(me, m -> m.contains("\"type\":\"bid\"") && m.contains("\"amount\":1,")
                || m.contains("\"type\":\"bid\"") && m.contains("\"amount\":1}"));
        assertTrue(me.getAttribute("#moves button.move[data-index='" + bidOne + "']", "data-move")
                .contains(hers.get(0)), "the listing names the first pagoda");
        me.click("#moves button.choose[data-index='" + bidOne + "']");
        me.waitForSelector("#choice[data-kind='pagodas']:not([hidden])");
        assertEquals(hers.size(), me.locator("#choice input[name='pagoda']").count(), "every pagoda of the seat offered");
        assertTrue(me.isChecked("#choice input[data-pagoda='" + hers.get(0) + "']"), "the listed one first");
        // two pagodas for a bid of one: the page says so and sends nothing
        me.check("#choice input[data-pagoda='" + hers.get(1) + "']");
        me.click("#choice-play");
        me.waitForSelector("#choice-message[data-kind='refused']");
        assertTrue(me.textContent("#choice-message").contains("exactly 1 pagoda"), me.textContent("#choice-message"));
        assertEquals(v, spectate(id).getLong("version"), "nothing was sent");
        me.uncheck("#choice input[data-pagoda='" + hers.get(0) + "']");
        me.click("#choice-play");
        waitForVersionAfter(id, v);
        // the other, if it owns pagodas too, bids nothing, by a click
        JsonPath auction = spectate(id);
        if (auctionWaitsFor(auction, o)) {
            long w = auction.getLong("version");
            you.waitForSelector("#play[data-state='yours'][data-version='" + w + "']");
            you.click("#moves button.move[data-index='" + listedIndex(you, m -> m.contains("\"amount\":0")) + "']");
            waitForVersionAfter(id, w);
        }

        JsonPath paid = spectate(id);
        assertEquals(s, paid.getInt("state.turn.seat"), "the chosen bid won the turn");
        List<String> onTheBoard = paid.getList("state.pagodas.id", String.class);
        assertFalse(onTheBoard.contains(hers.get(1)), "the pagoda chosen went back to the supply");
        assertTrue(onTheBoard.contains(hers.get(0)), "the one the listing named stays");
        assertEquals(List.of(hers.get(1)), lastEvent(id, "AuctionPaid").getList("data.pagodas", String.class));
        long shown = paid.getLong("version");
        for (Page p : List.of(me, you)) {
            p.waitForSelector("body[data-shown='" + shown + "']");
            assertEquals(0, p.locator("#board [data-pagoda='" + hers.get(1) + "']").count());
            assertEquals(1, p.locator("#board [data-pagoda='" + hers.get(0) + "']").count());
            assertEquals(String.valueOf(hers.size() - 1),
                    p.getAttribute("#seats tr[data-seat='" + s + "'] [data-pagodas]", "data-pagodas"));
        }

        // the winner's turn: two tiles of its hand offered for two tiles of the other's, composed in the form
        reach(id, tokens, x -> listed(tokens.get(s), id).stream().anyMatch(m -> m.contains("\"offerTrade\"")),
                (x, seat, moves) -> seat == s ? null : moves.get(0), 20);
        long offerAt = spectate(id).getLong("version");
        List<String> myHand = hand(id, tokens.get(s), s);
        List<String> yourHand = hand(id, tokens.get(o), o);
        assertTrue(myHand.size() >= 2 && yourHand.size() >= 2, myHand + " " + yourHand);
        List<String> give = sorted(myHand.subList(0, 2));
        List<String> want = sorted(yourHand.subList(yourHand.size() - 2, yourHand.size()));
        me.waitForSelector("#play[data-state='yours'][data-version='" + offerAt + "']");
        me.click("#compose-trade");
        me.waitForSelector("#choice[data-kind='trade']:not([hidden])");
        me.selectOption("#trade-to", String.valueOf(o));
        // nothing asked for: the page says a trade asks for something, and sends nothing
        fillCounts(me, "give", give);
        me.click("#choice-play");
        me.waitForSelector("#choice-message[data-kind='refused']");
        assertEquals(offerAt, spectate(id).getLong("version"), "nothing was sent");
        fillCounts(me, "want", want);
        me.click("#choice-play");
        waitForVersionAfter(id, offerAt);
        JsonPath offered = lastEvent(id, "TradeOffered");
        assertEquals(give, sorted(offered.getList("data.give", String.class)), "the tiles offered, in code order");
        assertEquals(want, sorted(offered.getList("data.want", String.class)), "the tiles asked for");
        assertEquals(o, offered.getInt("data.to"));

        // the other accepts in its browser
        long r = spectate(id).getLong("version");
        you.waitForSelector("#play[data-state='yours'][data-version='" + r + "']");
        you.click("#moves button.move[data-index='"
                + listedIndex(you, m -> m.contains("\"respondTrade\"") && m.contains("\"accept\":true")) + "']");
        waitForVersionAfter(id, r);
        lastEvent(id, "TradeAccepted");

        List<String> myAfter = new ArrayList<>(myHand);
        give.forEach(myAfter::remove);
        myAfter.addAll(want);
        List<String> yourAfter = new ArrayList<>(yourHand);
        want.forEach(yourAfter::remove);
        yourAfter.addAll(give);
        assertEquals(sorted(myAfter), sorted(hand(id, tokens.get(s), s)));
        assertEquals(sorted(yourAfter), sorted(hand(id, tokens.get(o), o)));
        long now = spectate(id).getLong("version");
        for (Page p : List.of(me, you)) {
            p.waitForSelector("body[data-shown='" + now + "']");
        }
        assertEquals(sorted(myAfter), chips(me, s), "the offerer sees its hand after the trade");
        assertEquals(sorted(yourAfter), chips(you, o), "the other sees its own");
        assertEquals(List.of(), chips(me, o), "and neither the other's");
        assertEquals(List.of(), chips(you, s));
        me.screenshot(new Page.ScreenshotOptions().setPath(ViewerPages.SHOTS.resolve("table-qin-choices.png")));
        resign(id, bo, 1, ada);
    }

    /** The seat whose bid the auction waits for and which owns two pagodas or more (seat 0 first), or -1. */
    private static int chooser(JsonPath view) {
        for (int seat = 0; seat < 2; seat++) {
            if (auctionWaitsFor(view, seat) && owned(view, seat).size() >= 2) {
                return seat;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------------------------------------ Attika

    @Test
    void attikaABuildingPaidWithCardsThePlayerPicksNotTheCheapestAfterARefusedPayment() {
        Page ada = player();
        ada.navigate(page("create.html"));
        ada.waitForSelector("body[data-ready='true']");
        ada.selectOption("#ruleset", "attika");
        String id = create(ada, "table-attika-choices");
        Page bo = claim(ada, id);
        Map<Integer, String> tokens = Map.of(0, token(ada, id), 1, token(bo, id));

        // turns end (drawing cards) until the seat to move may build with another payment than the listed one
        Map<String, Object> found = new LinkedHashMap<>();
        reach(id, tokens, view -> {
            int seat = view.getList("pending.seat", Integer.class).get(0);
            JsonPath legal = legalMoves(tokens.get(seat), id);
            Map<String, Integer> hand = view(id, tokens.get(seat)).getMap("state.players.find { it.seat == "
                    + seat + " }.hand");
            List<Map<String, Object>> moves = legal.getList("moves");
            List<Map<String, Object>> details = legal.getList("details");
            for (int i = 0; details != null && i < moves.size(); i++) {
                Map<String, Object> m = moves.get(i);
                if (!"build".equals(m.get("type")) && !"buildDrawn".equals(m.get("type"))) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                Map<String, Integer> listedPayment = (Map<String, Integer>) m.get("payment");
                int[] other = anotherPayment(details.get(i), hand, listedPayment);
                if (other != null) {
                    found.put("seat", seat);
                    found.put("index", i);
                    found.put("move", m);
                    found.put("payment", other);
                    found.put("hand", hand);
                    return true;
                }
            }
            return false;
        }, (view, seat, moves) -> moves.stream().filter(m -> m.contains("\"endTurn\"")).findFirst()
                .orElse(moves.get(0)), 120);
        int seat = (Integer) found.get("seat");
        int index = (Integer) found.get("index");
        int[] payment = (int[]) found.get("payment");
        Page p = seat == 0 ? ada : bo;
        long v = spectate(id).getLong("version");
        p.waitForSelector("#play[data-state='yours'][data-version='" + v + "']");
        assertEquals(GameJson.readTree(GameJson.write(found.get("move"))),
                GameJson.readTree(p.getAttribute("#moves button.move[data-index='" + index + "']", "data-move")));
        p.click("#moves button.choose[data-index='" + index + "']");
        p.waitForSelector("#choice[data-kind='payment']:not([hidden])");
        @SuppressWarnings("unchecked")
        Map<String, Integer> listedPayment = (Map<String, Integer>) ((Map<String, Object>) found.get("move"))
                .get("payment");
        String[] resources = {"water", "forest", "hill", "mountain"};
        for (String r : resources) {
            assertEquals(String.valueOf(listedPayment.getOrDefault(r, 0)), p.inputValue("#pay-" + r),
                    "the picker starts from the listed payment");
        }
        // a payment the rules refuse: the service says why, the page shows it, and the picker stays open
        int[] wrong = wrongPayment(payment);
        for (int r = 0; r < 4; r++) {
            p.fill("#pay-" + resources[r], String.valueOf(wrong[r]));
        }
        p.click("#choice-play");
        p.waitForSelector("#move-message[data-kind='refused']");
        assertTrue(p.textContent("#move-message").contains("Refused by the rules (PAYMENT_MISMATCH)"),
                p.textContent("#move-message"));
        assertTrue(p.textContent("#choice-message").contains("The payment does not fit the price"),
                p.textContent("#choice-message"));
        assertEquals(v, spectate(id).getLong("version"), "nothing was played");
        assertTrue(p.isVisible("#choice"), "the picker stays, to be mended");
        for (int r = 0; r < 4; r++) {
            p.fill("#pay-" + resources[r], String.valueOf(payment[r]));
        }
        p.click("#choice-play");
        waitForVersionAfter(id, v);
        JsonPath built = lastEvent(id, "BuildingBuilt");
        assertEquals(seat, built.getInt("data.seat"));
        for (int r = 0; r < 4; r++) {
            assertEquals(payment[r], built.getInt("data.payment." + resources[r]), resources[r] + " paid as picked");
        }
        @SuppressWarnings("unchecked")
        Map<String, Integer> hand = (Map<String, Integer>) found.get("hand");
        JsonPath after = view(id, tokens.get(seat));
        for (int r = 0; r < 4; r++) {
            assertEquals(hand.getOrDefault(resources[r], 0) - payment[r],
                    after.getInt("state.players.find { it.seat == " + seat + " }.hand." + resources[r]),
                    resources[r] + " left in the hand");
        }
        long now = after.getLong("version");
        p.waitForSelector("body[data-shown='" + now + "']");
        int cards = hand.values().stream().mapToInt(Integer::intValue).sum() - java.util.Arrays.stream(payment).sum();
        assertEquals(cards, p.locator("#seats tr[data-seat='" + seat + "'] .hand .chip").count(),
                "the player sees the cards left");
        Page other = seat == 0 ? bo : ada;
        other.waitForSelector("body[data-shown='" + now + "']");
        assertEquals(0, other.locator("#seats tr[data-seat='" + seat + "'] .hand .chip").count(), "and the other not");
        p.screenshot(new Page.ScreenshotOptions().setPath(ViewerPages.SHOTS.resolve("table-attika-payment.png")));
        resign(id, bo, 1, ada);
    }

    /**
     * A payment of the hand other than the listed one that the rules of [attika §5.6] accept for the price beside the
     * move, or null: matching cards pay their own resource, two others a missing one, one other an 'any' unit or a
     * surcharge unit. Tried in order: a matching card replaced by two others, then one card of another resource
     * than the listing's for an 'any' or surcharge unit.
     */
    private static int[] anotherPayment(Map<String, Object> price, Map<String, Integer> hand,
                                        Map<String, Integer> listed) {
        if (price == null || Boolean.TRUE.equals(price.get("free"))) {
            return null;
        }
        String[] resources = {"water", "forest", "hill", "mountain"};
        @SuppressWarnings("unchecked")
        Map<String, Integer> remainder = (Map<String, Integer>) price.get("remainder");
        int[] held = new int[4];
        int[] remain = new int[4];
        int[] pay = new int[4];
        for (int r = 0; r < 4; r++) {
            held[r] = hand.getOrDefault(resources[r], 0);
            remain[r] = remainder == null ? 0 : remainder.getOrDefault(resources[r], 0);
            pay[r] = listed == null ? 0 : listed.getOrDefault(resources[r], 0);
        }
        int units = (Integer) price.get("remainderAny") + (Integer) price.get("surcharge");
        List<int[]> tries = new ArrayList<>();
        for (int r = 0; r < 4; r++) {
            for (int a = 0; a < 4; a++) {
                for (int b = 0; b < 4; b++) {
                    if (a != r && b != r) {
                        int[] t = pay.clone();
                        t[r]--;
                        t[a]++;
                        t[b]++;
                        tries.add(t);
                    }
                }
            }
            for (int a = 0; a < 4; a++) {
                if (a != r) {
                    int[] t = pay.clone();
                    t[r]--;
                    t[a]++;
                    tries.add(t);
                }
            }
        }
        for (int[] t : tries) {
            if (fits(t, held, remain, units)) {
                return t;
            }
        }
        return null;
    }

    /** The check of [attika §5.6]: in the hand, and the cards beyond the matches make exactly what is missing. */
    private static boolean fits(int[] pay, int[] held, int[] remain, int units) {
        int missing = 0;
        int rest = 0;
        for (int r = 0; r < 4; r++) {
            if (pay[r] < 0 || pay[r] > held[r]) {
                return false;
            }
            missing += remain[r] - Math.min(remain[r], pay[r]);
            rest += pay[r] - Math.min(remain[r], pay[r]);
        }
        return 2 * missing + units == rest;
    }

    /** One card fewer than a payment that fits: never a fit, since the cards beyond the matches fall short. */
    private static int[] wrongPayment(int[] payment) {
        int[] wrong = payment.clone();
        for (int r = 0; r < 4; r++) {
            if (wrong[r] > 0) {
                wrong[r]--;
                return wrong;
            }
        }
        throw new AssertionError("a payment of no card is not another payment");
    }

    // ------------------------------------------------------------------------------------------------ Qin helpers

    /**
     * A pagoda bought whenever the seat may; otherwise a tile placed, or the first listed move that is no trade (a
     * bid of 0, a pass, the turn's end).
     */
    private String towardTwoPagodas(JsonPath view, int seat, List<String> moves) {
        for (String m : moves) {
            if (m.contains("\"buyPagoda\"")) {
                return m;
            }
        }
        List<String> tiles = moves.stream().filter(m -> m.contains("\"placeTile\"")).toList();
        if (!tiles.isEmpty()) {
            return tiles.get((int) (view.getLong("version") * 7 % tiles.size()));
        }
        return moves.stream().filter(m -> !m.contains("Trade\"")).findFirst().orElseThrow();
    }

    private static boolean auctionWaitsFor(JsonPath view, int seat) {
        return view.getList("pending.findAll { it.seat == " + seat + " }.kind", String.class).contains("bid");
    }

    /** The ids of the pagodas {@code seat} owns, in board order (the order the listing names them in). */
    private static List<String> owned(JsonPath view, int seat) {
        return view.getList("state.pagodas.findAll { it.owners.contains(" + seat + ") }.id", String.class);
    }

    private static List<String> hand(String id, String token, int seat) {
        return view(id, token).getList("state.players.find { it.seat == " + seat + " }.hand", String.class);
    }

    /** The tile codes of a seat's hand as the page shows them, in code order. */
    private static List<String> chips(Page p, int seat) {
        @SuppressWarnings("unchecked")
        List<String> cards = (List<String>) p.locator("#seats tr[data-seat='" + seat + "'] .hand .chip")
                .evaluateAll("cs => cs.map(c => c.dataset.card)");
        return sorted(cards);
    }

    private static void fillCounts(Page p, String side, List<String> tiles) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        tiles.forEach(t -> counts.merge(t, 1, Integer::sum));
        counts.forEach((t, n) -> p.fill("#" + side + "-" + t, String.valueOf(n)));
    }

    private static List<String> sorted(List<String> xs) {
        List<String> out = new ArrayList<>(xs);
        Collections.sort(out);
        return out;
    }

    // ------------------------------------------------------------------------------------------------ helpers

    private interface Steer {
        /** The move to send, as listed (JSON), or null to stop: the position is the one wanted. */
        String pick(JsonPath view, int seat, List<String> moves);
    }

    /**
     * Sends moves with the seats' own tokens, each the steer's pick among the pending seat's listed moves, until the
     * public view satisfies {@code done}.
     */
    private void reach(String id, Map<Integer, String> tokens, java.util.function.Predicate<JsonPath> done,
                       Steer steer, int limit) {
        for (int n = 0; n < limit; n++) {
            JsonPath view = spectate(id);
            assertEquals("running", view.getString("status"), "the game ended before the position was reached");
            if (done.test(view)) {
                return;
            }
            int seat = view.getList("pending.seat", Integer.class).get(0);
            List<String> moves = listed(tokens.get(seat), id);
            String move = steer.pick(view, seat, moves);
            assertNotNull(move, "no move to send at version " + view.getLong("version"));
            given().header("Authorization", "Bearer " + tokens.get(seat)).contentType("application/json")
                    .body("{\"expectedVersion\":" + view.getLong("version") + ",\"move\":" + move + "}")
                    .when().post("/v1/games/" + id + "/moves").then().statusCode(200);
        }
        throw new AssertionError(limit + " moves and the position is not reached");
    }

    private static JsonPath legalMoves(String token, String id) {
        return given().header("Authorization", "Bearer " + token).when().get("/v1/games/" + id + "/legal-moves")
                .then().statusCode(200).extract().jsonPath();
    }

    private static List<String> listed(String token, String id) {
        List<Object> moves = legalMoves(token, id).getList("moves");
        return moves.stream().map(GameJson::write).toList();
    }

    private static JsonPath view(String id, String token) {
        return given().header("Authorization", "Bearer " + token).when().get("/v1/games/" + id).then()
                .statusCode(200).extract().jsonPath();
    }

    /** The last event of the type, as a spectator reads it. */
    private static JsonPath lastEvent(String id, String type) {
        JsonPath events = given().when().get("/v1/games/" + id + "/events?limit=1000").then().statusCode(200)
                .extract().jsonPath();
        List<Map<String, Object>> all = events.getList("events.findAll { it.type == '" + type + "' }");
        assertFalse(all.isEmpty(), "no " + type + " event");
        return JsonPath.from(GameJson.write(all.get(all.size() - 1)));
    }

    /** The index of the first move the page lists whose JSON satisfies the test. */
    private static int listedIndex(Page p, java.util.function.Predicate<String> which) {
        @SuppressWarnings("unchecked")
        List<String> listed = (List<String>) p.locator("#moves button.move")
                .evaluateAll("bs => bs.map(b => b.dataset.move)");
        for (int i = 0; i < listed.size(); i++) {
            if (which.test(listed.get(i))) {
                return i;
            }
        }
        throw new AssertionError("the page lists no such move: " + listed);
    }

    private Page player() {
        BrowserContext context = browser.newContext(new Browser.NewContextOptions().setViewportSize(1400, 900));
        contexts.add(context);
        Page p = context.newPage();
        p.setDefaultTimeout(60_000);
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

    private static String page(String file) {
        return filesOrigin() + "/" + file + "?api=" + URLEncoder.encode(service, StandardCharsets.UTF_8);
    }

    /** Two seats on the create page (the ruleset already chosen): seat 0 Ada, seat 1 open; the game's id. */
    private static String create(Page p, String seed) {
        p.selectOption("#seat-count", "2");
        p.fill("#seat-name-0", "Ada");
        p.fill("#seed", seed);
        p.click("#create");
        p.waitForSelector("#created[data-game]");
        return p.getAttribute("#created", "data-game");
    }

    /** Ada goes to the table; Bo follows her invitation link in a browser of his own and takes seat 1. */
    private Page claim(Page ada, String id) {
        String invitation = ada.getAttribute("#created-seats li[data-seat='1'] a.invitation", "href");
        ada.click("#to-table");
        ada.waitForSelector("#you[data-seat='0']");
        Page bo = player();
        bo.navigate(invitation);
        bo.waitForSelector("#claim:not([hidden])");
        bo.fill("#claim-name", "Bo");
        bo.click("#claim-seat");
        bo.waitForSelector("#you[data-seat='1']");
        assertEquals("running", spectate(id).getString("status"));
        return bo;
    }

    private static String token(Page p, String id) {
        String token = (String) p.evaluate("k => sessionStorage.getItem(k)", "ziggurat-viewer-token-" + id);
        assertNotNull(token, "the tab keeps the seat's token");
        return token;
    }

    private static void waitForVersionAfter(String id, long v) {
        long until = System.currentTimeMillis() + 60_000;
        while (spectate(id).getLong("version") <= v) {
            assertTrue(System.currentTimeMillis() < until, "the click played no move after version " + v);
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** The seat resigns from its page (asked twice); the game ends, and the audit verifies it in both browsers. */
    private static void resign(String id, Page p, int seat, Page other) {
        p.click("#resign");
        p.click("#resign-confirm");
        p.waitForSelector("#verdict[data-verified='true']");
        JsonPath view = spectate(id);
        assertEquals("finished", view.getString("status"));
        assertEquals("resigned", view.getString("seats[" + seat + "].status"));
        other.waitForSelector("#verdict[data-verified='true']");
        assertTrue(given().when().get("/v1/games/" + id + "/audit").jsonPath().getBoolean("verified"));
        assertEquals(List.of(1 - seat), view.getList("outcome.winners", Integer.class));
    }

    private static JsonPath spectate(String id) {
        return given().when().get("/v1/games/" + id).then().statusCode(200).extract().jsonPath();
    }
}
