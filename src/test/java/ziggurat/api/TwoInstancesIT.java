package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.File;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import ziggurat.contract.RulesetSections;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Two service instances on one database: this test's own (A) and the packaged jar started as a second
 * process (B). They share nothing but PostgreSQL, and must behave as one service: no lost update, no
 * duplicate event, followers on one woken by moves on the other.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TwoInstancesIT {

    private static Process other;
    private static String otherUrl;

    @BeforeAll
    static void startSecondInstance() throws Exception {
        int port = freePort();
        other = startInstance(port, "second-instance.log");
        otherUrl = "http://localhost:" + port;
    }

    private static int freePort() throws java.io.IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** The packaged service, started on {@code port} against this test's database, once it is ready. */
    private static Process startInstance(int port, String logName) throws Exception {
        Path jar = Path.of("target", "quarkus-app", "quarkus-run.jar");
        assertTrue(Files.exists(jar), "the packaged service exists (failsafe runs after package)");
        ProcessBuilder pb = new ProcessBuilder(javaBinary(), "-jar", jar.toString());
        Map<String, String> env = pb.environment();
        env.put("QUARKUS_DATASOURCE_JDBC_URL", EmbeddedPostgresResource.jdbcUrl());
        env.put("QUARKUS_DATASOURCE_USERNAME", "postgres");
        env.put("QUARKUS_DATASOURCE_PASSWORD", "postgres");
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        // readiness answers on the management interface, a port of its own
        int managementPort = freePort();
        env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        pb.redirectErrorStream(true).redirectOutput(new File("target/" + logName));
        Process process = pb.start();
        String url = "http://localhost:" + port;
        HttpClient client = HttpClient.newHttpClient();
        long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create("http://localhost:" + managementPort + "/q/health/ready")).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return process;
                }
            } catch (java.io.IOException e) {
                // not up yet
            }
            Thread.sleep(250);
        }
        process.destroyForcibly();
        throw new AssertionError("an instance did not become ready; see target/" + logName);
    }

    @AfterAll
    static void stopSecondInstance() throws Exception {
        if (other != null) {
            other.destroy();
            other.waitFor();
        }
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private record Turn(int seat, String token, long version, String move) {
    }

    /** The pending seat's first legal move now, asked of {@code base}. */
    private static Turn next(String base, String game, List<String> tokens) {
        Response view = given().baseUri(base).when().get("/v1/games/" + game);
        int seat = view.jsonPath().getInt("pending[0].seat");
        Response legal = given().baseUri(base).header("Authorization", "Bearer " + tokens.get(seat))
                .when().get("/v1/games/" + game + "/legal-moves");
        Object move = legal.jsonPath().getList("moves").get(0);
        return new Turn(seat, tokens.get(seat), legal.jsonPath().getLong("version"),
                ziggurat.play.GameJson.write(move));
    }

    private static Response post(String base, String game, Turn t) {
        return given().baseUri(base).header("Authorization", "Bearer " + t.token()).contentType(ContentType.JSON)
                .body("{\"expectedVersion\":" + t.version() + ",\"move\":" + t.move() + "}")
                .when().post("/v1/games/" + game + "/moves");
    }

    @Test
    void aMoveOnOneInstanceIsSeenAtOnceOnTheOther() {
        String localUrl = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        Response created = given().baseUri(localUrl).contentType(ContentType.JSON).body(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"two\"}")
                .when().post("/v1/games");
        String game = created.jsonPath().getString("id");
        List<String> tokens = created.jsonPath().getList("seats.token", String.class);
        for (int i = 0; i < 10; i++) {
            String mover = i % 2 == 0 ? otherUrl : localUrl;
            String reader = i % 2 == 0 ? localUrl : otherUrl;
            Turn t = next(mover, game, tokens);
            long after = post(mover, game, t).then().statusCode(200).extract().jsonPath().getLong("version");
            given().baseUri(reader).when().get("/v1/games/" + game).then().body("version", equalTo((int) after));
        }
    }

    @Test
    void clientsRacingThroughBothInstancesOneWinsEachVersion() throws Exception {
        String localUrl = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        Response created = given().baseUri(localUrl).contentType(ContentType.JSON).body(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"race\"}")
                .when().post("/v1/games");
        String game = created.jsonPath().getString("id");
        List<String> tokens = created.jsonPath().getList("seats.token", String.class);
        ExecutorService pool = Executors.newFixedThreadPool(10);
        for (int round = 0; round < 5; round++) {
            Turn t = next(localUrl, game, tokens);
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Response>> answers = new ArrayList<>();
            for (int c = 0; c < 10; c++) {
                String base = c % 2 == 0 ? localUrl : otherUrl;
                answers.add(pool.submit(() -> {
                    go.await();
                    return post(base, game, t);
                }));
            }
            go.countDown();
            int won = 0;
            for (Future<Response> f : answers) {
                Response r = f.get();
                if (r.statusCode() == 200) {
                    won++;
                } else {
                    assertEquals(409, r.statusCode(), r.asString());
                }
            }
            assertEquals(1, won, "exactly one racing move wins each version");
        }
        pool.shutdown();
        List<Integer> seqs = given().baseUri(otherUrl).when().get("/v1/games/" + game + "/events?limit=1000")
                .jsonPath().getList("events.seq", Integer.class);
        for (int i = 0; i < seqs.size(); i++) {
            assertEquals(i + 1, seqs.get(i));
        }
        given().baseUri(otherUrl).when().get("/v1/games/" + game + "/audit").then().body("verified", equalTo(true));
    }

    /**
     * A clock runs out while nobody is connected: the instance that held the game is gone (killed), and
     * nothing is recorded until someone asks. Then both remaining instances are asked at once, neither of which had
     * the game: whichever notices first records the timeout, exactly once, and both show the game as it ended.
     */
    @Test
    void aClockThatRunsOutWhileNobodyIsConnectedIsRecordedOnceByTheReadsOfOtherInstances()
            throws Exception {
        String localUrl = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        List<String> rulesets = RulesetSections.shipped().stream().map(r -> r.info().id()).toList();
        Map<String, String> games = new LinkedHashMap<>();
        Map<String, Long> createdAt = new LinkedHashMap<>();
        Map<String, List<Integer>> waitedFor = new LinkedHashMap<>();
        int port = freePort();
        Process creator = startInstance(port, "clock-creator-instance.log");
        long last = System.nanoTime();
        try {
            for (String ruleset : rulesets) {
                Response created = given().baseUri("http://localhost:" + port).contentType(ContentType.JSON)
                        .body("{\"ruleset\":\"" + ruleset + "\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],"
                                + "\"seed\":\"unattended\",\"options\":{\"clock\":{\"initialSeconds\":6,"
                                + "\"incrementSeconds\":0}}}")
                        .when().post("/v1/games");
                created.then().statusCode(201);
                games.put(ruleset, created.jsonPath().getString("id"));
                createdAt.put(ruleset, created.jsonPath().getLong("version"));
                waitedFor.put(ruleset, created.jsonPath().getList("game.pending.seat", Integer.class));
                last = System.nanoTime();
            }
        } finally {
            creator.destroyForcibly();
            creator.waitFor();
        }
        // each game's clock runs out 6 s after it was created
        Thread.sleep(Math.max(0, 6_500 - Duration.ofNanos(System.nanoTime() - last).toMillis()));
        for (String ruleset : rulesets) {
            assertEquals(createdAt.get(ruleset), versionInDatabase(games.get(ruleset)),
                    ruleset + ": nobody was there to notice, so nothing is recorded yet");
        }

        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (String ruleset : rulesets) {
                String game = games.get(ruleset);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Response>> reads = new ArrayList<>();
                for (String base : List.of(localUrl, otherUrl, localUrl, otherUrl)) {
                    reads.add(pool.submit(() -> {
                        go.await();
                        return given().baseUri(base).when().get("/v1/games/" + game);
                    }));
                }
                go.countDown();
                for (Future<Response> read : reads) {
                    read.get().then().statusCode(200).body("status", equalTo("finished"))
                            .body("outcome.reason", equalTo("lastSeatStanding"));
                }
                List<Map<String, Object>> events = given().baseUri(otherUrl)
                        .when().get("/v1/games/" + game + "/events?after=" + createdAt.get(ruleset))
                        .jsonPath().getList("events");
                List<?> timeouts = events.stream().filter(e -> "SeatTimedOut".equals(e.get("type")))
                        .map(e -> ((Map<?, ?>) e.get("data")).get("seat")).toList();
                assertEquals(1, timeouts.size(), ruleset + ": the timeout is recorded once: " + events);
                int out = ((Number) timeouts.get(0)).intValue();
                assertTrue(waitedFor.get(ruleset).contains(out), ruleset + ": the seat the game waited for timed out");
                for (String base : List.of(localUrl, otherUrl)) {
                    given().baseUri(base).when().get("/v1/games/" + game).then()
                            .body("seats[" + out + "].status", equalTo("timedOut"))
                            .body("outcome.winners", org.hamcrest.Matchers.contains(1 - out))
                            .body("clocks.seats[" + out + "].remainingMs", equalTo(0));
                }
                given().baseUri(localUrl).when().get("/v1/games/" + game + "/audit").then()
                        .body("verified", equalTo(true));
            }
        } finally {
            pool.shutdown();
        }
    }

    private static long versionInDatabase(String game) throws Exception {
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl(), "postgres", "postgres");
             PreparedStatement ps = c.prepareStatement("SELECT version FROM games WHERE id = ?")) {
            ps.setObject(1, java.util.UUID.fromString(game));
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next(), "the game is stored");
                return rs.getLong(1);
            }
        }
    }

    @Test
    void aFollowerOnOneInstanceWakesForAMoveOnTheOther() throws Exception {
        String localUrl = io.restassured.RestAssured.baseURI + ":" + io.restassured.RestAssured.port;
        Response created = given().baseUri(localUrl).contentType(ContentType.JSON).body(
                        "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"follow\"}")
                .when().post("/v1/games");
        String game = created.jsonPath().getString("id");
        List<String> tokens = created.jsonPath().getList("seats.token", String.class);
        long version = created.jsonPath().getLong("version");
        long started = System.nanoTime();
        CompletableFuture<Response> poll = CompletableFuture.supplyAsync(() -> given().baseUri(otherUrl)
                .when().get("/v1/games/" + game + "/events?after=" + version + "&wait=20"));
        Thread.sleep(1000);
        post(localUrl, game, next(localUrl, game, tokens)).then().statusCode(200);
        Response r = poll.get();
        assertTrue(r.jsonPath().getList("events").size() >= 1);
        assertTrue((System.nanoTime() - started) / 1_000_000_000L < 15, "woken by the other instance's move");
    }
}
