package ziggurat.bots;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The reference bots' command line (docs/bots.md). With the service running:
 *
 * <pre>./mvnw -q test-compile exec:java@bots -Dexec.args="simulate --ruleset tigris --bots greedy,random --games 50"</pre>
 *
 * The bots use the HTTP API only (no class of the service's rules is used here), so they are also an example of a
 * client written from the contract.
 */
@Command(name = "bots", mixinStandardHelpOptions = true, version = "ziggurat bots 1",
        description = "Ziggurat's reference bots (random, greedy) playing over HTTP against a running service.",
        subcommands = {BotsCommand.Play.class, BotsCommand.Simulate.class})
public final class BotsCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        // as the service's tests set it: the JBoss LogManager on the class path otherwise complains on the terminal
        System.setProperty("java.util.logging.manager", "org.jboss.logmanager.LogManager");
        System.exit(run(System.out, System.err, args));
    }

    /** Runs the command line with its output on {@code out}; answers the exit code. */
    public static int run(PrintStream out, PrintStream err, String... args) {
        CommandLine cl = new CommandLine(new BotsCommand());
        cl.setOut(new java.io.PrintWriter(out, true));
        cl.setErr(new java.io.PrintWriter(err, true));
        return cl.execute(args);
    }

    /** What both commands share. */
    static class Common {
        @Option(names = "--url", defaultValue = "http://localhost:8080", description = "The service (default: ${DEFAULT-VALUE}).")
        String url;

        @Option(names = "--ruleset", defaultValue = "tigris",
                description = "tigris, contest-of-kings, attika, … (GET /v1/rulesets lists them; default: ${DEFAULT-VALUE}).")
        String ruleset;

        @Option(names = "--bots", split = ",", defaultValue = "greedy,random",
                description = "One bot per seat, in seat order: random or greedy (default: ${DEFAULT-VALUE}).")
        List<String> bots;

        @Option(names = "--seed", description = "Seeds the games and the bots: the same seed plays the same games "
                + "(the games are then marked creatorSeeded). Default: the server draws each game's seed.")
        String seed;

        @Option(names = "--options", description = "The games' ruleset options as JSON, e.g. '{\"layout\":2}'.")
        String options;

        @Option(names = "--patience", defaultValue = "120",
                description = "Seconds a bot waits for a service that does not answer (a restart) before it gives up "
                        + "(default: ${DEFAULT-VALUE}).")
        int patience;

        Map<String, Object> options() throws Exception {
            return options == null ? Map.of() : Service.JSON.readValue(options, new TypeReference<Map<String, Object>>() {
            });
        }
    }

    @Command(name = "play", mixinStandardHelpOptions = true,
            description = "Creates one game, plays every seat with its bot until the end and prints the outcome.")
    static final class Play extends Common implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            Service service = new Service(url, Duration.ofSeconds(patience));
            Match.Result r = Match.play(service, ruleset, bots, seed, Duration.ofSeconds(patience), options());
            var out = spec.commandLine().getOut();
            out.printf("game %s (%s): %s%n", r.gameId(), ruleset, r.finished() ? "finished" : "NOT finished");
            out.printf("seats: %s; winners: %s; %d moves, %d events, %d conflicts, %d reconnects, %.1f s%n",
                    r.bots(), r.winners(), r.moves(), r.version(), r.conflicts(), r.reconnects(), r.seconds());
            r.errors().forEach(e -> out.println("error: " + e));
            return r.finished() && r.errors().isEmpty() ? 0 : 1;
        }
    }

    @Command(name = "simulate", mixinStandardHelpOptions = true,
            description = "Plays N games between the chosen bots, several at once, with a progress bar, and ends with "
                    + "a table: wins per bot and seat, average length, moves per second, errors.")
    static final class Simulate extends Common implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = {"-n", "--games"}, defaultValue = "20", description = "Games to play (default: ${DEFAULT-VALUE}).")
        int games;

        @Option(names = {"-p", "--parallel"}, defaultValue = "4",
                description = "Games played at once (default: ${DEFAULT-VALUE}).")
        int parallel;

        @Option(names = "--no-progress", description = "No progress bar (for logs).")
        boolean noProgress;

        @Override
        public Integer call() throws Exception {
            Service service = new Service(url, Duration.ofSeconds(patience));
            Simulation sim = new Simulation(service, ruleset, bots, games, parallel, seed, Duration.ofSeconds(patience),
                    options());
            var out = spec.commandLine().getOut();
            out.printf("%d %s games between %s, %d at once, against %s%n", games, ruleset, bots, parallel, url);
            out.flush();
            Simulation.Report report;
            if (noProgress) {
                report = sim.run(r -> { });
            } else {
                long start = System.nanoTime();
                try (ProgressBar bar = new ProgressBarBuilder().setTaskName(ruleset).setInitialMax(games)
                        .setStyle(ProgressBarStyle.ASCII).setUnit(" games", 1).build()) {
                    report = sim.run(r -> {
                        bar.step();
                        double s = (System.nanoTime() - start) / 1e9;
                        bar.setExtraMessage(String.format(java.util.Locale.ROOT, "%.0f moves/s", sim.movesSoFar.get() / s));
                    });
                }
            }
            out.print(report.table());
            out.flush();
            return report.errors() == 0 && report.finished() == games ? 0 : 1;
        }
    }
}
