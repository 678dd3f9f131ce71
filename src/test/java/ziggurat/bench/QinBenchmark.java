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
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinRuleset;
import ziggurat.games.qin.QinState;

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
     * The same games timed by this thread's CPU time, which other processes on a shared machine do not inflate (much):
     * {@code main(games, rounds)} plays {@code games} games per round and prints games per CPU second.
     */
    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        QinBenchmark bench = new QinBenchmark();
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            bench.seed();
            long moves = 0;
            long start = cpu.getCurrentThreadCpuTime();
            for (int g = 0; g < games; g++) {
                moves += bench.randomFourSeatVelesGame();
            }
            double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
            System.out.printf("round %d: %.0f games per CPU second, %.1f moves per game, %.1f us per move%n", round,
                    games / seconds, moves / (double) games, seconds * 1e6 / moves);
        }
    }

    /** Plays one game to its end; returns the number of moves. */
    public static int play(QinRuleset rules, List<QinEvent> setup, SplittableRandom random, Rng rng) {
        QinState state = rules.initial();
        for (QinEvent e : setup) {
            state = rules.evolve(state, e);
        }
        int moves = 0;
        while (!rules.outcome(state).finished() && moves < MOVE_CAP) {
            int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
            List<QinMove> legal = rules.legalMoves(state, seat);
            QinMove move = legal.get(random.nextInt(legal.size()));
            for (QinEvent e : rules.decide(state, seat, move, rng)) {
                state = rules.evolve(state, e);
            }
            moves++;
        }
        return moves;
    }
}
