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
import ziggurat.games.contest.ContestEvent;
import ziggurat.games.contest.ContestRuleset;

/**
 * Complete random 4-seat games per second on one thread: set up, then until the game ends, choose a move
 * uniformly from the full legalMoves list of the pending seat, decide it and evolve every event.
 *
 * <p>Every game is dealt afresh from its own seed (the SHA-256 shuffle is part of the cost), and the move
 * choices come from one seeded {@link SplittableRandom} per iteration.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
public class ContestBenchmark {

    /** Rulesets rarely allow endless legal play (nothing can leave any hand); such a game is abandoned here. */
    static final int MOVE_CAP = 15_000;

    private final ContestRuleset rules = new ContestRuleset();
    private static final List<String> SEATS = List.of("a", "b", "c", "d");
    private SplittableRandom random;
    private long game;

    @Setup(Level.Iteration)
    public void seed() {
        random = new SplittableRandom(20261122L);
    }

    @Benchmark
    public int randomFourSeatGame() {
        List<ContestEvent> setup = rules.start(new GameSetup(SEATS, Optional.empty(), "bench"),
                Rng.of("bench-" + game++, "setup"));
        return play(rules, setup, random);
    }

    /** Plays one game to its end; returns the number of moves. */
    public static int play(ContestRuleset rules, List<ContestEvent> setup, SplittableRandom random) {
        return Playouts.play(rules, setup, random, null, MOVE_CAP);
    }
}
