package ziggurat.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * The JavaScript example bot, examples/js-bot/bot.mjs, a client in a second language, run by Node against
 * this service for whole games: it creates the game, plays every seat and exits 0 only when the game
 * finished and its audit verified. Skipped only when there is no {@code node} on the PATH, which .ci/run
 * installs when it is missing, so CI always runs it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class JsBotTest {

    private static final Path BOT = Path.of("examples", "js-bot", "bot.mjs").toAbsolutePath();
    /** Far beyond a game's few seconds to a minute on a loaded machine; a bot still running then has hung. */
    private static final long TIMEOUT_SECONDS = 300;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void nodeIsThere() throws Exception {
        String version = Node.assumeInstalled();
        System.out.println("JsBotTest: node " + version);
        assertTrue(Files.isRegularFile(BOT), BOT + " exists");
    }

    @Test
    void aWholeTigrisGame() throws Exception {
        Run run = bot("--ruleset", "tigris", "--seats", "2", "--seed", "js-bot-tigris");
        assertPlayedAndVerified(run, "tigris");
        // Node's fetch asks for gzip by itself, and Tigris's long answers (views, legal-move lists) come gzipped
        Matcher gzipped = Pattern.compile("(\\d+) answers gzipped").matcher(run.output);
        assertTrue(gzipped.find(), run.output);
        assertTrue(Integer.parseInt(gzipped.group(1)) > 0, run.output);
    }

    @Test
    void aWholeContestOfKingsGame() throws Exception {
        Run run = bot("--ruleset", "contest-of-kings", "--seats", "3", "--seed", "js-bot-contest");
        assertPlayedAndVerified(run, "contest-of-kings");
    }

    /** Every tenth move sent on the version before: refused with 409, and the bot reads the game again and goes on. */
    @Test
    void aStaleMoveIsRefusedAndTheBotReadsAgainAndFinishes() throws Exception {
        Run run = bot("--ruleset", "tigris", "--seats", "4", "--seed", "js-bot-stale", "--stale-every", "10");
        assertPlayedAndVerified(run, "tigris");
        Matcher conflicts = Pattern.compile(" (\\d+) version conflicts").matcher(run.output);
        assertTrue(conflicts.find(), run.output);
        assertTrue(Integer.parseInt(conflicts.group(1)) >= 5, "stale moves were refused:\n" + run.output);
    }

    /** The test game's sealed bids: six seats pending in one step each submit on the version they saw. */
    @Test
    void sealedBidsAllSentOnOneVersionAreAllCounted() throws Exception {
        Run run = bot("--ruleset", "tally", "--seats", "6", "--seed", "js-bot-tally");
        assertPlayedAndVerified(run, "tally");
        Matcher sent = Pattern.compile(" 0 version conflicts, (\\d+) sent together in simultaneous steps").matcher(run.output);
        assertTrue(sent.find(), "no bid was refused as stale:\n" + run.output);
        assertTrue(Integer.parseInt(sent.group(1)) >= 6, "all six bids were sent on one version:\n" + run.output);
    }

    @Test
    void aRefusalIsPrintedWithItsProblemBodyAndFailsTheRun() throws Exception {
        Run run = bot("--ruleset", "tigris", "--seats", "9");
        assertEquals(1, run.exit, run.output);
        assertTrue(run.output.contains("unexpected HTTP 422"), run.output);
        assertTrue(run.output.contains("\"code\":\"INVALID_SEATS\""), run.output);
    }

    @Test
    void aGameThatOutlastsTheMoveCapFailsTheRun() throws Exception {
        Run run = bot("--ruleset", "tigris", "--seats", "2", "--seed", "js-bot-cap", "--max-moves", "5");
        assertEquals(1, run.exit, run.output);
        assertTrue(run.output.contains("did not end within 5 moves"), run.output);
    }

    private static void assertPlayedAndVerified(Run run, String ruleset) {
        assertEquals(0, run.exit, "the bot's exit status; it printed:\n" + run.output);
        assertTrue(run.output.contains(ruleset + ", "), run.output);
        Matcher finished = Pattern.compile("finished after (\\d+) moves").matcher(run.output);
        assertTrue(finished.find(), run.output);
        assertTrue(Integer.parseInt(finished.group(1)) > 0, run.output);
        assertTrue(run.output.contains("outcome: "), run.output);
        assertTrue(run.output.contains("audit: verified true"), run.output);
        assertTrue(run.output.strip().endsWith("OK"), run.output);
    }

    private record Run(int exit, String output) {
    }

    /** Runs the bot against this service; its output (stdout and stderr) is echoed to the test log. */
    private Run bot(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("node", BOT.toString(), "--url", base.toString(), "--progress", "250"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("js-bot", ".txt");
        try {
            long started = System.nanoTime();
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
                fail("the bot did not finish within " + TIMEOUT_SECONDS + " s:\n" + Files.readString(out));
            }
            String output = Files.readString(out);
            System.out.printf("JsBotTest: %s -> exit %d in %.1f s%n%s%n", String.join(" ", args), p.exitValue(),
                    (System.nanoTime() - started) / 1e9, output.strip());
            return new Run(p.exitValue(), output);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
