package ziggurat.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent;
import ziggurat.games.tigris.TigrisMove;
import ziggurat.games.tigris.TigrisRuleset;
import ziggurat.games.tigris.TigrisState;

/**
 * Tigris &amp; Euphrates engine speed, one thread, through the public contract only (what the platform and bots
 * call): complete random games (each move drawn uniformly from the full legal-move list), legal-move generation
 * in a fixed mid-game position, and replay of stored events.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TigrisBenchmark {

    /** Events replayed per invocation of {@link #replay()}: several complete games back to back. */
    static final int REPLAY_EVENTS = 50_000;

    private final TigrisRuleset rules = new TigrisRuleset();
    private SplittableRandom random;
    private long games;
    private TigrisState midGame;
    private int midGameSeat;
    private List<TigrisEvent> replayLog;

    @Setup
    public void setUp() {
        random = new SplittableRandom(20_260_101L);
        midGame = midGamePosition();
        midGameSeat = rules.pending(midGame, Viewer.EVERYONE).get(0).seat();
        replayLog = new ArrayList<>(REPLAY_EVENTS);
        SplittableRandom r = new SplittableRandom(99);
        for (long g = 0; replayLog.size() < REPLAY_EVENTS; g++) {
            List<TigrisEvent> log = new ArrayList<>();
            play(2 + (int) (g % 3), g, r, log);
            replayLog.addAll(log.subList(0, Math.min(log.size(), REPLAY_EVENTS - replayLog.size())));
        }
    }

    /** A 4-seat game after 80 random decisions: a board with kingdoms, leaders, a few conflicts behind it. */
    private TigrisState midGamePosition() {
        SplittableRandom r = new SplittableRandom(7);
        TigrisState s = newGame(4, 7, null);
        for (int i = 0; i < 80; i++) {
            int seat = rules.pending(s, Viewer.EVERYONE).get(0).seat();
            List<TigrisMove> moves = rules.legalMoves(s, seat);
            for (TigrisEvent e : rules.decide(s, seat, moves.get(r.nextInt(moves.size())), null)) {
                s = rules.evolve(s, e);
            }
        }
        return s;
    }

    private TigrisState newGame(int seats, long seed, List<TigrisEvent> log) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        TigrisState s = rules.initial();
        for (TigrisEvent e : rules.start(new GameSetup(names, Optional.empty(), "c"), Rng.of("bench" + seed, "setup"))) {
            s = rules.evolve(s, e);
            if (log != null) {
                log.add(e);
            }
        }
        return s;
    }

    /** Plays one complete game; returns the number of decisions. */
    private int play(int seats, long seed, SplittableRandom r, List<TigrisEvent> log) {
        TigrisState s = newGame(seats, seed, log);
        int decisions = 0;
        while (true) {
            List<PendingDecision> pending = rules.pending(s, Viewer.EVERYONE);
            if (pending.isEmpty()) {
                return decisions;
            }
            int seat = pending.get(0).seat();
            List<TigrisMove> moves = rules.legalMoves(s, seat);
            for (TigrisEvent e : rules.decide(s, seat, moves.get(r.nextInt(moves.size())), null)) {
                s = rules.evolve(s, e);
                if (log != null) {
                    log.add(e);
                }
            }
            decisions++;
        }
    }

    @Benchmark
    public int randomGame2Seats() {
        return play(2, games++, random, null);
    }

    @Benchmark
    public int randomGame4Seats() {
        return play(4, games++, random, null);
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public List<TigrisMove> legalMovesMidGame() {
        return rules.legalMoves(midGame, midGameSeat);
    }

    @Benchmark
    @OperationsPerInvocation(REPLAY_EVENTS)
    public TigrisState replay() {
        TigrisState s = rules.initial();
        for (TigrisEvent e : replayLog) {
            s = rules.evolve(s, e);
        }
        return s;
    }
}
