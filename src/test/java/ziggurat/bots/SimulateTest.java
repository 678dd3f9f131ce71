package ziggurat.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * {@code bots simulate} against the service, as its documented command runs it: every game finishes, the table
 * counts them, and nothing unexpected was answered. The bots play each shipped ruleset to its end, and the test
 * game Tally with its sealed bids (three seats sending on the same version).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SimulateTest {

    @TestHTTPResource("/")
    URL base;

    record Run(int exit, String out) {
    }

    private Run simulate(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = new String[args.length + 4];
        all[0] = "simulate";
        all[1] = "--url";
        all[2] = base.toString();
        all[3] = "--no-progress";
        System.arraycopy(args, 0, all, 4, args.length);
        int exit = BotsCommand.run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), all);
        String text = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        System.out.println(text);
        return new Run(exit, text);
    }

    /** The row of the second table: games finished, shared wins, lengths, moves/s, conflicts, refused, reconnects, errors. */
    private static String[] totals(String out) {
        Matcher m = Pattern.compile("(?m)^\\| (\\d+) of (\\d+) \\|(.*)\\|$").matcher(out);
        assertTrue(m.find(), "the table has its totals row:\n" + out);
        String[] cells = (m.group(1) + " | " + m.group(2) + " |" + m.group(3)).split("\\|");
        for (int i = 0; i < cells.length; i++) {
            cells[i] = cells[i].trim();
        }
        return cells;
    }

    /** A bot's row: games, wins. */
    private static long[] row(String out, String bot) {
        Matcher m = Pattern.compile("(?m)^\\| " + bot + " \\| (\\d+) \\| (\\d+) \\|").matcher(out);
        assertTrue(m.find(), "the table has a row for " + bot + ":\n" + out);
        return new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))};
    }

    @ParameterizedTest
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika"})
    void greedyAndRandomPlayEachShippedRulesetToTheEnd(String ruleset) {
        Run run = simulate("--ruleset", ruleset, "--bots", "greedy,random", "--games", "2", "--parallel", "2",
                "--seed", "simulate-" + ruleset);
        assertEquals(0, run.exit(), run.out());
        assertTrue(run.out().contains(ruleset + ": 2 games, 2 finished, 0 errors"), run.out());
        String[] totals = totals(run.out());
        assertEquals("2", totals[0], "games finished");
        assertEquals("0", totals[9], "errors");
        // each bot sat at each seat once, and every game has a winner
        long[] greedy = row(run.out(), "greedy");
        long[] random = row(run.out(), "random");
        assertEquals(2, greedy[0]);
        assertEquals(2, random[0]);
        assertTrue(greedy[1] + random[1] >= 2, "every game was won:\n" + run.out());
        assertTrue(run.out().contains("| greedy | 2 | " + greedy[1] + " |"), run.out());
    }

    @Test
    void threeSeatsWithSealedBidsSeveralGamesAtOnce() {
        Run run = simulate("--ruleset", "tally", "--bots", "greedy,random,random", "--games", "6", "--parallel", "3",
                "--seed", "simulate-tally");
        assertEquals(0, run.exit(), run.out());
        String[] totals = totals(run.out());
        assertEquals("6", totals[0]);
        assertEquals("6", totals[1]);
        assertEquals("0", totals[9], "no errors");
        assertEquals(6, row(run.out(), "greedy")[0]);
        assertEquals(6, row(run.out(), "random")[0], "random plays two seats of every game");
        assertTrue(run.out().contains("wins at seat 2"), run.out());
    }

    @Test
    void anUnknownBotIsRefusedBeforeAnyGameIsMade() {
        Run run = simulate("--ruleset", "tigris", "--bots", "greedy,clever", "--games", "1");
        assertTrue(run.exit() != 0, run.out());
        assertTrue(run.out().contains("no bot named 'clever'"), run.out());
    }
}
