package ziggurat.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntSupplier;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/** The random playout every engine benchmark times, and a timer by CPU time for a shared machine. */
final class Playouts {

    private Playouts() {
    }

    /**
     * Plays one game from its setup events to its end, or until {@code cap} moves: each move chosen uniformly from the
     * full legalMoves list of the first pending seat, decided with {@code rng} and every event evolved. Returns the
     * number of moves.
     */
    static <S, M extends Move, E extends Event> int play(Ruleset<S, M, E> rules, List<E> setup,
                                                         SplittableRandom random, Rng rng, int cap) {
        S state = rules.initial();
        for (E e : setup) {
            state = rules.evolve(state, e);
        }
        int moves = 0;
        while (!rules.outcome(state).finished() && moves < cap) {
            int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
            List<M> legal = rules.legalMoves(state, seat);
            M move = legal.get(random.nextInt(legal.size()));
            for (E e : rules.decide(state, seat, move, rng)) {
                state = rules.evolve(state, e);
            }
            moves++;
        }
        return moves;
    }

    /**
     * Times {@code game} (which plays one game and returns its moves) by this thread's CPU time, which other
     * processes on a shared machine do not inflate (much): {@code rounds} rounds of {@code games} games, each round
     * printing games per CPU second. {@code reseed} runs before each round, as JMH's iteration setup does.
     */
    static void perCpuSecond(int games, int rounds, Runnable reseed, IntSupplier game) {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        for (int round = 0; round < rounds; round++) {
            reseed.run();
            long moves = 0;
            long start = cpu.getCurrentThreadCpuTime();
            for (int g = 0; g < games; g++) {
                moves += game.getAsInt();
            }
            double seconds = (cpu.getCurrentThreadCpuTime() - start) / 1e9;
            System.out.printf("round %d: %.0f games per CPU second, %.1f moves per game, %.1f us per move%n", round,
                    games / seconds, moves / (double) games, seconds * 1e6 / moves);
        }
    }
}
