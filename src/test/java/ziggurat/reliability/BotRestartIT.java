package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import ziggurat.bots.BotsCommand;
import ziggurat.store.EmbeddedDatabase;

/**
 * A reference bot survives a restart of the service in the middle of a game: {@code bots play} runs a Contest of
 * Kings game between the greedy and the random bot against the packaged service; once the game is under way the
 * service's JVM is killed (SIGKILL) and a new one started on the same database and port. Each bot's event stream
 * reconnects with {@code Last-Event-ID}, a move whose answer was lost is sent again under its
 * {@code Idempotency-Key}, and the game goes on to its end with an audit that verifies.
 *
 * <pre>./mvnw -q package -DskipTests && ./mvnw failsafe:integration-test failsafe:verify -Dit.test=BotRestartIT</pre>
 */
class BotRestartIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newHttpClient();

    private JsonNode get(String url) throws Exception {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), url + ": " + r.body());
        return JSON.readTree(r.body());
    }

    /** The one game on the service (the bots created it), or null before it exists. */
    private JsonNode theGame(String base) throws Exception {
        JsonNode list = get(base + "/v1/games");
        JsonNode items = list.has("items") ? list.path("items") : list.path("games");
        return items.isEmpty() ? null : items.get(0);
    }

    @Test
    void theBotsReconnectAfterARestartAndFinishTheGame() throws Exception {
        Path dir = Files.createTempDirectory("ziggurat-bot-restart-pg");
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, ServiceProcess.freePort());
        ServiceProcess service = null;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            service = ServiceProcess.start(db.jdbcUrl(), 0, "bot-restart-first.log");
            String base = service.url();
            PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
            CompletableFuture<Integer> play = CompletableFuture.supplyAsync(() -> BotsCommand.run(ps, ps, "play",
                    "--url", base, "--ruleset", "contest-of-kings", "--bots", "greedy,random", "--seed", "restart",
                    "--patience", "180"));

            // wait until the game is well under way
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            long before = 0;
            String id = null;
            while (System.nanoTime() < deadline && before < 40) {
                Thread.sleep(200);
                JsonNode game = theGame(base);
                if (game != null) {
                    id = game.path("id").asText();
                    before = get(base + "/v1/games/" + id).path("version").asLong();
                }
                assertTrue(!play.isDone(), "the bots are still playing: " + out.toString(StandardCharsets.UTF_8));
            }
            assertTrue(before >= 40, "the game was under way before the kill: version " + before);

            int port = service.port();
            service.kill9();
            service = ServiceProcess.start(db.jdbcUrl(), port, "bot-restart-second.log");

            int exit = play.get(300, TimeUnit.SECONDS);
            String text = out.toString(StandardCharsets.UTF_8);
            System.out.println(text);
            assertEquals(0, exit, text);

            JsonNode game = get(base + "/v1/games/" + id);
            assertEquals("finished", game.path("status").asText(), "the game went on to its end");
            assertTrue(game.path("version").asLong() > before + 20, "many events after the restart");
            assertEquals(1, game.path("outcome").path("winners").size(), game.path("outcome").toString());
            assertTrue(get(base + "/v1/games/" + id + "/audit").path("verified").asBoolean(), "the audit verifies");

            Matcher m = Pattern.compile("(\\d+) conflicts, (\\d+) reconnects").matcher(text);
            assertTrue(m.find(), text);
            assertTrue(Long.parseLong(m.group(2)) >= 2, "both bots' streams reconnected: " + text);
            assertTrue(text.contains("(contest-of-kings): finished"), text);
        } finally {
            if (service != null) {
                service.close();
            }
            db.close();
        }
    }
}
