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
import ziggurat.games.qin.QinEvent;
import ziggurat.games.qin.QinRuleset;

/**
 * Complete random 4-seat Qin games of the recommended variant {@code veles} (the default options: Bird board) per
 * second on one thread: set up, then until the game ends, choose a move uniformly from the full legalMoves list of
 * the pending seat, decide it and evolve every event. Every game is set up afresh from its own seed; the move
 * choices come from one seeded {@link SplittableRandom} per iteration.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class QinBenchmark {

    /** Far above the longest random game seen (a few hundred moves): a game still running then is abandoned. */
    static final int MOVE_CAP = 5_000;

    private static final List<String> SEATS = List.of("a", "b", "c", "d");
    private final QinRuleset rules = new QinRuleset();
    private SplittableRandom random;
    private long game;

    @Setup(Level.Iteration)
    public void seed() {
        random = new SplittableRandom(20261126L);
    }

    @Benchmark
    public int randomFourSeatVelesGame() {
        long seed = game++;
        List<QinEvent> setup = rules.start(new GameSetup(SEATS, Optional.empty(), "bench"),
                Rng.of("bench-" + seed, "setup"));
        return play(rules, setup, random, Rng.of("bench-" + seed, "moves"));
    }

    /**
     * The same games timed by this thread's CPU time: {@code main(games, rounds)} plays {@code games} games per
     * round and prints games per CPU second.
     */
    public static void main(String[] args) {
        QinBenchmark bench = new QinBenchmark();
        Playouts.perCpuSecond(args.length > 0 ? Integer.parseInt(args[0]) : 500,
                args.length > 1 ? Integer.parseInt(args[1]) : 10, bench::seed, bench::randomFourSeatVelesGame);
    }

    /** Plays one game to its end; returns the number of moves. */
    public static int play(QinRuleset rules, List<QinEvent> setup, SplittableRandom random, Rng rng) {
        return Playouts.play(rules, setup, random, rng, MOVE_CAP);
    }
}
