package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Hidden information over HTTP. Random games of every ruleset (each shipped one and the test game) are played
 * to the end with every seat's token; after every move, everything each seat and a spectator can receive is
 * collected: the view, the event pages, legal moves, the move answers, refusals (stale, out of turn, illegal)
 * and, every few moves, the SSE stream. The game's server-drawn secrets are only known after the end, from
 * the audit (seed, salt, every event in full) and the game as Everyone saw it at each version.
 *
 * <p>Then: the seed and the salt never reached anyone before the end; every field of an event or a view that
 * the spectator did not get in full (a hand, a draw, a sealed bid, the deck) reached no seat but its owner
 * (the seat named by the nearest {@code seat} field around it; no seat at all for the deck or bag), on every
 * channel; every long secret owned by no seat (the deck or bag order at any version) appears in nothing any
 * viewer received; every channel showed each viewer the same copy of each event; each refusal's
 * {@code pending} is the refused seat's own; a seat that is not pending has no legal moves. After the end
 * the audit reveals all and verifies.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LeakTest {

    static final int MAX_MOVES = Integer.getInteger("leak.maxMoves", 2000);
    static final int SSE_EVERY = 20;
    /** Event pages and every seat's legal moves are read every few moves (the mover's legal moves every move). */
    static final int PAGE_EVERY = 5;
    /** Shorter secrets (three colours, one card) can equal public text by chance; they are checked per field. */
    static final int LONG_SECRET = 40;
    /**
     * A list of a few items is a short secret however long its text: a Tigris bag down to its last six tiles,
     * drawn in an order that happened to be sorted, once equalled a hand a seat legitimately held (hands are
     * listed sorted), and was reported as the bag order leaking.
     */
    static final int LONG_LIST = 12;

    @TestHTTPResource("/")
    URL base;

    Http http;

    static Stream<Arguments> games() {
        List<Arguments> list = new ArrayList<>();
        boolean allSeats = Boolean.getBoolean("leak.allSeats");
        for (String r : Bots.rulesets()) {
            int min = Math.max(2, Bots.minSeats(r));
            int max = Bots.maxSeats(r);
            list.add(Arguments.of(r, min));
            if (max != min && (allSeats || r.equals(Bots.TEST_GAME))) {
                list.add(Arguments.of(r, max));
            }
        }
        return list.stream();
    }

    /** Everything one viewer received before the end. */
    static final class Seen {
        final List<String> texts = new ArrayList<>();
        /** event copies: seq → channel → data (null when only the type was shown). */
        final Map<Long, Map<String, JsonNode>> events = new TreeMap<>();
        /** the viewer's view of the game (state and pending) by version. */
        final Map<Long, JsonNode> views = new TreeMap<>();
        long after;
        long streamAfter;

        void event(JsonNode e, String channel) {
            events.computeIfAbsent(e.get("seq").asLong(), k -> new LinkedHashMap<>())
                    .merge(channel, e.get("data"), (a, b) -> {
                        if (!a.equals(b)) {
                            throw new AssertionError("one viewer got two different copies of event " + e.get("seq")
                                    + " on " + channel + ": " + a + " / " + b);
                        }
                        return a;
                    });
        }
    }

    /**
     * Invitations and tokens: each appears in the one answer it belongs to (the creation answer, or the claim that
     * issued it) and in nothing else anyone receives: no view, event, page, lobby line, refusal or audit, before or
     * after the end.
     */
    @org.junit.jupiter.api.Test
    void an_invitation_or_a_token_appears_in_nothing_but_its_own_answer() {
        List<String[]> answers = new ArrayList<>();
        Map<String, Integer> ownAnswer = new HashMap<>();
        io.restassured.response.Response created = io.restassured.RestAssured.given()
                .contentType("application/json")
                .body("{\"ruleset\":\"tally\",\"listed\":true,\"seats\":[{\"name\":\"Ada\"},{\"open\":true},"
                        + "{\"open\":true}]}").when().post("/v1/games");
        assertEquals(201, created.statusCode(), created.asString());
        answers.add(new String[] {"creation", created.asString()});
        // the secrets travel in the creation answer's body only: never in its headers (Location, ETag …)
        answers.add(new String[] {"creation headers", created.headers().toString()});
        String id = created.jsonPath().getString("id");
        List<String> secrets = new ArrayList<>();
        secrets.add(created.jsonPath().getString("creatorToken"));
        secrets.add(created.jsonPath().getString("seats[0].token"));
        String code1 = created.jsonPath().getString("seats[1].invitation");
        String code2 = created.jsonPath().getString("seats[2].invitation");
        secrets.add(code1);
        secrets.add(code2);
        for (String secret : secrets) {
            ownAnswer.put(secret, 0);
        }
        List<String> tokens = new ArrayList<>(List.of(created.jsonPath().getString("seats[0].token")));
        java.util.function.Consumer<String> readEverything = when -> {
            List<String> viewers = new ArrayList<>(tokens);
            viewers.add(null);
            for (String token : viewers) {
                io.restassured.specification.RequestSpecification r = io.restassured.RestAssured.given();
                if (token != null) {
                    r.header("Authorization", "Bearer " + token);
                }
                for (String path : List.of("", "/events", "/legal-moves", "/events?wait=0")) {
                    io.restassured.response.Response got = r.when().get("/v1/games/" + id + path);
                    answers.add(new String[] {when + " GET " + path, got.asString() + got.headers()});
                }
                long version = io.restassured.RestAssured.given().when().get("/v1/games/" + id).jsonPath()
                        .getLong("version");
                answers.add(new String[] {when + " stream" + (token == null ? "" : " of a seat"),
                        streamed("/v1/games/" + id + "/events/stream", token, version)});
            }
            for (String list : List.of("?status=waiting&limit=200", "?limit=200", "?status=running&limit=200")) {
                answers.add(new String[] {when + " list" + list,
                        io.restassured.RestAssured.given().when().get("/v1/games" + list).asString()});
            }
        };
        readEverything.accept("waiting");
        // refusals: a wrong code, a used one, a move while waiting
        answers.add(new String[] {"wrong code", io.restassured.RestAssured.given().contentType("application/json")
                .body("{\"invitation\":\"" + code1 + "x\",\"name\":\"Eve\"}").when()
                .post("/v1/games/" + id + "/claims").asString()});
        io.restassured.response.Response bo = io.restassured.RestAssured.given().contentType("application/json")
                .body("{\"invitation\":\"" + code1 + "\",\"name\":\"Bo\"}").when().post("/v1/games/" + id + "/claims");
        assertEquals(201, bo.statusCode(), bo.asString());
        answers.add(new String[] {"claim 1", bo.asString()});
        ownAnswer.put(bo.jsonPath().getString("token"), answers.size() - 1);
        answers.add(new String[] {"claim 1 headers", bo.headers().toString()});
        secrets.add(bo.jsonPath().getString("token"));
        tokens.add(bo.jsonPath().getString("token"));
        answers.add(new String[] {"used code", io.restassured.RestAssured.given().contentType("application/json")
                .body("{\"invitation\":\"" + code1 + "\",\"name\":\"Eve\"}").when()
                .post("/v1/games/" + id + "/claims").asString()});
        readEverything.accept("one claimed");
        // the last seat, raced for by eight clients, half with its invitation and half by its number: the winner's
        // answer holds the token; the losers' refusals, bodies and headers, hold nothing
        List<io.restassured.response.Response> race = race(id, code2, 8);
        io.restassured.response.Response cy = race.stream().filter(a -> a.statusCode() == 201).findFirst()
                .orElseThrow();
        assertEquals(1, race.stream().filter(a -> a.statusCode() == 201).count(), "one claim of the race wins");
        answers.add(new String[] {"claim 2", cy.asString()});
        ownAnswer.put(cy.jsonPath().getString("token"), answers.size() - 1);
        answers.add(new String[] {"claim 2 headers", cy.headers().toString()});
        for (io.restassured.response.Response lost : race) {
            if (lost != cy) {
                assertTrue(lost.statusCode() == 404 || lost.statusCode() == 409, lost.asString());
                answers.add(new String[] {"a claim that lost the race", lost.asString() + lost.headers()});
            }
        }
        secrets.add(cy.jsonPath().getString("token"));
        tokens.add(cy.jsonPath().getString("token"));
        readEverything.accept("running");
        io.restassured.response.Response aborted = io.restassured.RestAssured.given()
                .header("Authorization", "Bearer " + tokens.get(0)).when().post("/v1/games/" + id + "/abort");
        assertEquals(200, aborted.statusCode(), aborted.asString());
        answers.add(new String[] {"abort", aborted.asString()});
        readEverything.accept("ended");
        answers.add(new String[] {"audit", io.restassured.RestAssured.given().when()
                .get("/v1/games/" + id + "/audit").asString()});
        io.restassured.response.Response record = io.restassured.RestAssured.given().when()
                .get("/v1/games/" + id + "/record");
        assertEquals(200, record.statusCode(), "the record of the ended game: " + record.asString());
        answers.add(new String[] {"record", record.asString() + record.headers()});

        // a game called off by its creator while it waited: its record and stream hold no invitation either
        io.restassured.response.Response waiting = io.restassured.RestAssured.given()
                .contentType("application/json")
                .body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"Ada\"},{\"open\":true}]}")
                .when().post("/v1/games");
        assertEquals(201, waiting.statusCode(), waiting.asString());
        String calledOff = waiting.jsonPath().getString("id");
        answers.add(new String[] {"second creation", waiting.asString()});
        int second = answers.size() - 1;
        answers.add(new String[] {"second creation headers", waiting.headers().toString()});
        List<String> secondSecrets = List.of(waiting.jsonPath().getString("creatorToken"),
                waiting.jsonPath().getString("seats[0].token"), waiting.jsonPath().getString("seats[1].invitation"));
        for (String secret : secondSecrets) {
            secrets.add(secret);
            ownAnswer.put(secret, second);
        }
        io.restassured.response.Response off = io.restassured.RestAssured.given()
                .header("Authorization", "Bearer " + secondSecrets.get(0)).when()
                .post("/v1/games/" + calledOff + "/abort");
        assertEquals(200, off.statusCode(), off.asString());
        answers.add(new String[] {"abort by the creator", off.asString() + off.headers()});
        io.restassured.response.Response offRecord = io.restassured.RestAssured.given().when()
                .get("/v1/games/" + calledOff + "/record");
        assertEquals(200, offRecord.statusCode(), offRecord.asString());
        answers.add(new String[] {"record of the called-off game", offRecord.asString() + offRecord.headers()});
        long offVersion = offRecord.jsonPath().getList("events").size();
        answers.add(new String[] {"stream of the called-off game",
                streamed("/v1/games/" + calledOff + "/events/stream", null, offVersion)});
        answers.add(new String[] {"audit of the called-off game", io.restassured.RestAssured.given().when()
                .get("/v1/games/" + calledOff + "/audit").asString()});

        assertEquals(9, new TreeSet<>(secrets).size(), "every secret is its own: the creator token, the first seat's "
                + "token, two invitations and the two claimed tokens; the second game's creator token, seat token and "
                + "invitation");
        for (String secret : secrets) {
            assertNotNull(secret);
            for (int i = 0; i < answers.size(); i++) {
                if (i != ownAnswer.get(secret)) {
                    assertFalse(answers.get(i)[1].contains(secret), "a secret of " + answers.get(ownAnswer.get(secret))[0]
                            + " reached " + answers.get(i)[0]);
                }
            }
            assertTrue(answers.get(ownAnswer.get(secret))[1].contains(secret));
        }
    }

    /**
     * {@code clients} claims of a listed game's seat 2 at once, every other one with its invitation and the rest by
     * number; every answer, in the order sent.
     */
    private static List<io.restassured.response.Response> race(String id, String invitation, int clients) {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(clients);
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        try {
            List<java.util.concurrent.Future<io.restassured.response.Response>> sent = new ArrayList<>();
            for (int i = 0; i < clients; i++) {
                String body = i % 2 == 0 ? "{\"invitation\":\"" + invitation + "\",\"name\":\"Cy" + i + "\"}"
                        : "{\"seat\":2,\"name\":\"Cy" + i + "\"}";
                sent.add(pool.submit(() -> {
                    go.await();
                    return io.restassured.RestAssured.given().contentType("application/json").body(body)
                            .when().post("/v1/games/" + id + "/claims");
                }));
            }
            go.countDown();
            List<io.restassured.response.Response> answers = new ArrayList<>();
            for (java.util.concurrent.Future<io.restassured.response.Response> f : sent) {
                answers.add(f.get());
            }
            return answers;
        } catch (Exception e) {
            throw new AssertionError(e);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The event stream as {@code token}'s holder reads it: its status and headers, and every line up to the event
     * {@code untilSeq} (or the stream's end, which follows a finished game's last event); for a log still empty,
     * only that it opened.
     */
    private String streamed(String path, String token, long untilSeq) {
        java.net.http.HttpRequest.Builder b = java.net.http.HttpRequest.newBuilder(URI.create(base + path.substring(1)))
                .timeout(java.time.Duration.ofSeconds(30)).header("Accept", "text/event-stream");
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        try {
            java.net.http.HttpResponse<java.io.InputStream> r = java.net.http.HttpClient.newHttpClient()
                    .send(b.GET().build(), java.net.http.HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, r.statusCode(), path);
            StringBuilder text = new StringBuilder(r.headers().map().toString()).append('\n');
            try (java.io.BufferedReader lines = new java.io.BufferedReader(
                    new java.io.InputStreamReader(r.body(), java.nio.charset.StandardCharsets.UTF_8))) {
                String line;
                while (untilSeq > 0 && (line = lines.readLine()) != null) {
                    text.append(line).append('\n');
                    if (line.startsWith("id:") && Long.parseLong(line.substring(3).trim()) >= untilSeq) {
                        text.append(lines.readLine()).append('\n').append(lines.readLine()).append('\n');
                        break;
                    }
                }
            }
            assertTrue(untilSeq <= 0 || text.indexOf("id:" + untilSeq) >= 0, "the stream reached " + untilSeq);
            return text.toString();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest(name = "{0} with {1} seats")
    @MethodSource("games")
    void noViewerSeesWhatIsNotTheirsBeforeTheEnd(String ruleset, int seats) {
        http = new Http(URI.create(base.toString()));
        Random random = new Random(ruleset.hashCode() * 31L + seats);
        Bots.Game g = null;
        Map<Integer, Seen> seen = null;
        for (int attempt = 0; attempt < 5 && seen == null; attempt++) {
            g = Bots.create(http, ruleset, seats, null); // the server draws the seed: it is a real secret
            seen = playWatching(g, random);
        }
        assertNotNull(seen, "a random " + ruleset + " game ended within " + MAX_MOVES + " moves");
        int spectator = seats;

        // after the end: the audit reveals everything and verifies
        JsonNode audit = http.get(g.path() + "/audit", null).json();
        assertTrue(audit.get("verified").asBoolean(), "audit verified: " + audit.get("findings"));
        assertEquals(Boolean.TRUE, audit.get("commitmentMatches").asBoolean());
        assertEquals(Boolean.TRUE, audit.get("setupReproduced").asBoolean());
        String seed = audit.get("seed").asText();
        String salt = audit.get("salt").asText();
        assertTrue(seed.length() >= 32 && salt.length() >= 16);
        Map<Long, JsonNode> full = new HashMap<>();
        audit.get("events").forEach(e -> full.put(e.get("seq").asLong(), e.get("data")));
        long lastSeenVersion = seen.get(spectator).views.keySet().stream().mapToLong(Long::longValue).max().orElse(0);

        List<String> leaks = new ArrayList<>();
        // 1. seed and salt reached nobody before the end
        for (Map.Entry<Integer, Seen> v : seen.entrySet()) {
            for (String text : v.getValue().texts) {
                if (text.contains(seed) || text.contains(salt)) {
                    leaks.add(who(v.getKey(), seats) + " received the seed or the salt: " + cut(text));
                }
            }
        }

        // 2. events: private fields (those the spectator did not get in full) reach their owner only
        Map<String, Set<String>> privateEventFields = new TreeMap<>();
        List<Secret> ownerless = new ArrayList<>();
        Seen spec = seen.get(spectator);
        for (Map.Entry<Long, Map<String, JsonNode>> e : spec.events.entrySet()) {
            long seq = e.getKey();
            JsonNode fullData = full.get(seq);
            JsonNode publicData = e.getValue().get("events");
            assertNotNull(publicData == null ? null : fullData, "event " + seq + " is in the audit");
            List<String> paths = new ArrayList<>();
            diff(fullData, publicData == null ? NullNode.instance : publicData, "", paths);
            if (paths.isEmpty()) {
                continue;
            }
            String type = audit.get("events").get((int) seq - 1).get("type").asText();
            privateEventFields.computeIfAbsent(type, k -> new TreeSet<>()).addAll(paths);
            int owner = fullData.path("seat").isInt() ? fullData.get("seat").asInt() : -1;
            for (String p : paths) {
                JsonNode secret = at(fullData, p);
                if (owner < 0 && isLong(secret)) {
                    ownerless.add(new Secret("event " + seq + " " + type + p, secret.toString()));
                }
            }
            for (String p : paths) {
                JsonNode allowed = at(publicData == null ? NullNode.instance : publicData, p);
                Set<Integer> knowers = new TreeSet<>();
                for (int k = 0; k <= seats; k++) {
                    Map<String, JsonNode> copies = seen.get(k).events.get(seq);
                    if (copies == null) {
                        continue;
                    }
                    for (Map.Entry<String, JsonNode> c : copies.entrySet()) {
                        JsonNode got = at(c.getValue(), p);
                        if (!got.equals(allowed)) {
                            knowers.add(k);
                            if (k != owner && (owner >= 0 || k == seats)) {
                                leaks.add(who(k, seats) + " got event " + seq + " " + type + p + " = " + cut(got.toString())
                                        + " via " + c.getKey() + " (owner: " + who(owner, seats) + ")");
                            }
                        }
                    }
                }
                if (owner < 0 && knowers.size() > 1) {
                    leaks.add("event " + seq + " " + type + p + " with no owning seat reached " + knowers);
                }
            }
        }

        // 3. views: what the spectator did not see at a version reaches the owner only
        Set<String> privateViewPaths = new TreeSet<>();
        for (long v : spec.views.keySet()) {
            JsonNode everyone = viewParts(http.get(g.path() + "?version=" + v, null).json());
            JsonNode pub = spec.views.get(v);
            List<String> paths = new ArrayList<>();
            diff(everyone, pub, "", paths);
            for (String p : paths) {
                privateViewPaths.add(p.replaceAll("\\[\\d+]", "[]"));
                int owner = ownerOf(everyone, p);
                JsonNode secret = at(everyone, p);
                if (owner < 0 && isLong(secret)) {
                    ownerless.add(new Secret("view at version " + v + " " + p, secret.toString()));
                }
                // with an owning seat (the nearest `seat` field around it), only that seat may see it; without
                // one (the deck; a face-down card whose player the view does not name), at most one seat may
                Set<Integer> knowers = new TreeSet<>();
                for (int k = 0; k < seats; k++) {
                    JsonNode mine = seen.get(k).views.get(v);
                    if (mine == null) {
                        continue;
                    }
                    JsonNode got = at(mine, p);
                    if (!got.equals(at(pub, p))) {
                        knowers.add(k);
                        if (owner >= 0 && k != owner) {
                            leaks.add(who(k, seats) + " saw " + p + " = " + cut(got.toString()) + " at version " + v
                                    + " (owner: " + who(owner, seats) + ")");
                        }
                    }
                }
                if (owner < 0 && knowers.size() > 1) {
                    leaks.add(p + " at version " + v + ", owned by no seat, was seen by seats " + knowers);
                }
            }
        }

        // 4. long secrets owned by no seat (the deck or bag order) appear in nothing anyone received
        for (Secret s : ownerless) {
            for (Map.Entry<Integer, Seen> v : seen.entrySet()) {
                for (String text : v.getValue().texts) {
                    if (text.contains(s.json())) {
                        leaks.add(who(v.getKey(), seats) + " received " + s.where() + " = " + cut(s.json()));
                        break;
                    }
                }
            }
        }

        System.out.printf("leak check %s/%d seats: %d events, %d versions watched, %d answers collected;"
                        + " private event fields %s; private view paths %s; %d ownerless secrets%n",
                ruleset, seats, full.size(), spec.views.size(),
                seen.values().stream().mapToInt(s -> s.texts.size()).sum(), privateEventFields, privateViewPaths,
                ownerless.size());
        assertTrue(leaks.isEmpty(), leaks.size() + " leaks:\n" + String.join("\n", leaks.subList(0, Math.min(30, leaks.size()))));
        // a game with hidden information must have shown some: otherwise the check above checked nothing
        assertFalse(privateEventFields.isEmpty(), "no event of " + ruleset + " was redacted for the spectator");
        assertFalse(privateViewPaths.isEmpty(), "no part of the " + ruleset + " view was hidden from the spectator");
        assertTrue(lastSeenVersion > 0);
    }

    record Secret(String where, String json) {
    }

    /** Whether a secret is long enough that meeting it in any received text cannot be chance. */
    static boolean isLong(JsonNode secret) {
        return secret.toString().length() >= LONG_SECRET && (!secret.isArray() || secret.size() >= LONG_LIST);
    }

    /** Plays to the end, collecting what every viewer receives; null when the game did not end in time. */
    private Map<Integer, Seen> playWatching(Bots.Game g, Random random) {
        int seats = g.seats();
        Map<Integer, Seen> seen = new HashMap<>();
        for (int k = 0; k <= seats; k++) {
            seen.put(k, new Seen());
        }
        for (int step = 0; step < MAX_MOVES; step++) {
            // every viewer looks: the view, new events, legal moves
            JsonNode publicView = null;
            for (int k = 0; k <= seats; k++) {
                String token = k < seats ? g.tokens().get(k) : null;
                Seen s = seen.get(k);
                Http.Answer view = http.get(g.path(), token);
                assertEquals(200, view.status());
                JsonNode v = view.json();
                if ("finished".equals(v.get("status").asText())) {
                    return seen;
                }
                s.texts.add(view.body());
                s.views.put(v.get("version").asLong(), viewParts(v));
                if (k == seats) {
                    publicView = v;
                }
                if (step % PAGE_EVERY == 0 || k == seats) { // the spectator's copy of every event is the baseline
                    pageEvents(g, s, token);
                }
            }
            long version = publicView.get("version").asLong();
            List<Integer> pending = Bots.pendingSeats(publicView);
            JsonNode legalMove = null;
            int mover = pending.get(random.nextInt(pending.size()));
            for (int k = 0; k < seats; k++) {
                if (k != mover && step % PAGE_EVERY != 0) {
                    continue;
                }
                Http.Answer legal = http.get(g.path() + "/legal-moves", g.tokens().get(k));
                seen.get(k).texts.add(legal.body());
                JsonNode moves = legal.json().get("moves");
                if (!pending.contains(k)) {
                    assertTrue(moves.isEmpty(), "seat " + k + " is not pending but has legal moves");
                }
                if (k == mover) {
                    assertFalse(moves.isEmpty(), "pending seat " + k + " has no legal move");
                    legalMove = moves.get(random.nextInt(moves.size()));
                }
            }
            // refusals carry only what the refused seat may see
            // (one kind per move, in turn: a stale version, a seat out of turn, a broken move)
            if (step % 3 == 0) {
                // in a simultaneous step an older version may still be good; a version ahead never is
                boolean simultaneous = false;
                for (JsonNode p : publicView.get("pending")) {
                    simultaneous |= p.get("seat").asInt() == mover && p.hasNonNull("step");
                }
                refuse(g, seen, mover, simultaneous ? version + 1 : version - 1, legalMove, version);
            }
            for (int k = 0; k < seats && step % 3 == 1; k++) {
                if (!pending.contains(k)) {
                    refuse(g, seen, k, version, legalMove, version);
                    break;
                }
            }
            JsonNode illegal = legalMove.deepCopy();
            if (illegal.size() > 1 && step % 3 == 2) {
                Iterator<String> names = illegal.fieldNames();
                names.next();
                String field = names.next();
                ((com.fasterxml.jackson.databind.node.ObjectNode) illegal).put(field, 97);
                refuse(g, seen, mover, version, illegal, version);
            }
            // the move, and what its answer shows the mover
            Http.Answer answer = http.post(g.path() + "/moves", g.tokens().get(mover),
                    "{\"expectedVersion\":" + version + ",\"move\":" + GameJson.write(legalMove) + "}");
            assertEquals(200, answer.status(), answer.body());
            JsonNode a = answer.json();
            if (!"finished".equals(a.get("game").get("status").asText())) {
                Seen s = seen.get(mover);
                s.texts.add(answer.body());
                a.get("events").forEach(e -> s.event(e, "move answer"));
                s.views.put(a.get("version").asLong(), viewParts(a.get("game")));
                if (step % SSE_EVERY == 1) {
                    for (int k = 0; k <= seats; k++) {
                        String token = k < seats ? g.tokens().get(k) : null;
                        Seen sk = seen.get(k);
                        Map<Long, String> stream = http.stream(g.path() + "/events/stream?after=" + sk.streamAfter,
                                token, a.get("version").asLong());
                        sk.streamAfter = a.get("version").asLong();
                        stream.forEach((seq, data) -> {
                            sk.texts.add(data);
                            sk.event(GameJson.readTree(data), "sse");
                        });
                    }
                }
            }
        }
        return null;
    }

    /** The viewer's next page of events (every event is read by every viewer before the end). */
    private void pageEvents(Bots.Game g, Seen s, String token) {
        while (true) {
            Http.Answer events = http.get(g.path() + "/events?limit=1000&after=" + s.after, token);
            assertEquals(200, events.status());
            JsonNode page = events.json();
            if ("finished".equals(page.get("status").asText())) {
                return; // from here on everything is public
            }
            s.texts.add(events.body());
            for (JsonNode e : page.get("events")) {
                s.event(e, "events");
                s.after = e.get("seq").asLong();
            }
            if (page.get("events").size() < 1000) {
                return;
            }
        }
    }

    /** A move the service must refuse; its problem is collected, and its pending must be the seat's own. */
    private void refuse(Bots.Game g, Map<Integer, Seen> seen, int seat, long expectedVersion, JsonNode move,
                        long version) {
        Http.Answer a = http.post(g.path() + "/moves", g.tokens().get(seat),
                "{\"expectedVersion\":" + expectedVersion + ",\"move\":" + GameJson.write(move) + "}");
        assertTrue(a.status() >= 400 && a.status() < 500 && a.problem(), a.status() + " " + a.body());
        seen.get(seat).texts.add(a.body());
        JsonNode pending = a.json().get("pending");
        if (pending != null) {
            JsonNode own = seen.get(seat).views.get(version);
            assertEquals(own.get("pending"), pending, "a refusal shows seat " + seat + " its own pending decisions");
        }
    }

    /** The parts of a view that depend on who looks: the game state and who it waits for. */
    private static JsonNode viewParts(JsonNode view) {
        com.fasterxml.jackson.databind.node.ObjectNode o = GameJson.MAPPER.createObjectNode();
        o.set("state", view.get("state"));
        o.set("pending", view.get("pending"));
        return o;
    }

    /** Paths (".a.b[2]") of the outermost places where {@code full} and {@code shown} differ. */
    static void diff(JsonNode full, JsonNode shown, String path, List<String> out) {
        if (full.equals(shown)) {
            return;
        }
        if (full.isObject() && shown.isObject()) {
            Set<String> names = new TreeSet<>();
            full.fieldNames().forEachRemaining(names::add);
            shown.fieldNames().forEachRemaining(names::add);
            for (String n : names) {
                diff(full.path(n).isMissingNode() ? NullNode.instance : full.get(n),
                        shown.path(n).isMissingNode() ? NullNode.instance : shown.get(n), path + "." + n, out);
            }
            return;
        }
        if (full.isArray() && shown.isArray() && full.size() == shown.size()) {
            for (int i = 0; i < full.size(); i++) {
                diff(full.get(i), shown.get(i), path + "[" + i + "]", out);
            }
            return;
        }
        out.add(path);
    }

    static JsonNode at(JsonNode node, String path) {
        JsonNode at = node;
        for (String part : path.split("(?=[.\\[])")) {
            if (part.isEmpty() || at == null) {
                continue;
            }
            if (part.startsWith(".")) {
                at = at.get(part.substring(1));
            } else {
                at = at.get(Integer.parseInt(part.substring(1, part.length() - 1)));
            }
        }
        return at == null ? NullNode.instance : at;
    }

    /** The seat named by the nearest {@code seat} field around the path; -1 for none (secret to all). */
    static int ownerOf(JsonNode root, String path) {
        int owner = -1;
        JsonNode at = root;
        for (String part : path.split("(?=[.\\[])")) {
            if (part.isEmpty() || at == null) {
                continue;
            }
            if (at.isObject() && at.path("seat").isInt()) {
                owner = at.get("seat").asInt();
            }
            at = part.startsWith(".") ? at.get(part.substring(1))
                    : at.get(Integer.parseInt(part.substring(1, part.length() - 1)));
        }
        return owner;
    }

    private static String who(int k, int seats) {
        return k < 0 ? "nobody" : k >= seats ? "the spectator" : "seat " + k;
    }

    private static String cut(String s) {
        return s.length() > 200 ? s.substring(0, 200) + "…" : s;
    }
}
