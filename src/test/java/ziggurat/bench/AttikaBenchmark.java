package ziggurat.bench;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.games.attika.AttikaEvent;
import ziggurat.games.attika.AttikaRuleset;

/**
 * Complete random 4-seat Attika games per second on one thread: set up (shipped provisional component set), then
 * until the game ends, choose a move uniformly from the full legalMoves list of the pending seat, decide it and
 * evolve every event. Every game is set up afresh from its own seed; the move choices come from one seeded
 * {@link SplittableRandom} per iteration. Reshuffles of the discard pile draw from one {@link Rng} per game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class AttikaBenchmark {

    /** Far above the longest random game seen (under 500 moves): a game still running then is abandoned. */
    static final int MOVE_CAP = 5_000;

    private static final List<String> SEATS = List.of("a", "b", "c", "d");
    private final AttikaRuleset rules = new AttikaRuleset();
    private SplittableRandom random;
    private long game;

    @Setup(Level.Iteration)
    public void seed() {
        random = new SplittableRandom(20261125L);
    }

    @Benchmark
    public int randomFourSeatGame() {
        long seed = game++;
        List<AttikaEvent> setup = rules.start(new GameSetup(SEATS, Optional.empty(), "bench"),
                Rng.of("bench-" + seed, "setup"));
        return play(rules, setup, random, Rng.of("bench-" + seed, "moves"));
    }

    /**
     * The same games timed by this thread's CPU time: {@code main(games, rounds)} plays {@code games} games per
     * round and prints games per CPU second.
     */
    public static void main(String[] args) {
        AttikaBenchmark bench = new AttikaBenchmark();
        Playouts.perCpuSecond(args.length > 0 ? Integer.parseInt(args[0]) : 200,
                args.length > 1 ? Integer.parseInt(args[1]) : 10, bench::seed, bench::randomFourSeatGame);
    }

    /** Plays one game to its end; returns the number of moves. */
    public static int play(AttikaRuleset rules, List<AttikaEvent> setup, SplittableRandom random, Rng rng) {
        return Playouts.play(rules, setup, random, rng, MOVE_CAP);
    }
}
