package ziggurat.bench;

import java.io.OutputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinOptions;
import ziggurat.games.qin.QinRuleset;
import ziggurat.games.tigris.TigrisRuleset;
import ziggurat.play.GameJson;
import ziggurat.play.Seal;

/**
 * The state hash of a mid-game position, as every event of every move takes it: SHA-256 over the salt and the
 * complete view's canonical JSON, written by Jackson reflection (as before the views wrote their own) or by the
 * view's hand-written writer (as the service does now). The view itself is built once in the setup: building it
 * costs the same either way. A 4-seat Qin game of {@code veles} and a 4-seat Tigris game, each after 80 random
 * decisions. The state hash by hand ({@code Seal.stateHashOf}) keeps the bytes of unchanged parts of a view
 * ({@code CanonicalJson.Reusable}); hashing one view again and again, it finds them all (its best case), while "JSON
 * only, by hand" writes every part. {@code ziggurat.play.SealBenchmark} measures over the events of real games.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Threads(1)
public class StateHashBenchmark {

    private static final String SALT = "00112233445566778899aabbccddeeff";

    private Object qinView;
    private Object tigrisView;

    @Setup
    @SuppressWarnings({"unchecked", "rawtypes"})
    public void setUp() {
        qinView = midGameView((Ruleset) new QinRuleset(), QinOptions.variant("veles"));
        tigrisView = midGameView((Ruleset) new TigrisRuleset(), new TigrisRuleset().defaultOptions());
        if (!reflective(qinView).equals(Seal.stateHashOf(SALT, qinView))
                || !reflective(tigrisView).equals(Seal.stateHashOf(SALT, tigrisView))) {
            throw new IllegalStateException("the two writers disagree");
        }
    }

    private static Object midGameView(Ruleset<Object, Move, Event> rules, Record options) {
        Object s = rules.initial();
        GameSetup setup = new GameSetup(List.of("a", "b", "c", "d"), options, Optional.empty(), "bench");
        for (Event e : rules.start(setup, Rng.of("state-hash", "setup"))) {
            s = rules.evolve(s, e);
        }
        SplittableRandom r = new SplittableRandom(7);
        Rng rng = Rng.of("state-hash", "moves");
        for (int i = 0; i < 80 && !rules.outcome(s).finished(); i++) {
            int seat = rules.pending(s, Viewer.EVERYONE).get(0).seat();
            List<Move> moves = rules.legalMoves(s, seat);
            for (Event e : rules.decide(s, seat, moves.get(r.nextInt(moves.size())), rng)) {
                s = rules.evolve(s, e);
            }
        }
        return rules.view(s, Viewer.EVERYONE);
    }

    /** The state hash as it was taken before: the canonical JSON streamed into the digest by reflection. */
    static String reflective(Object view) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update(HexFormat.of().parseHex(SALT));
            GameJson.writeCanonical(view, new DigestOutputStream(OutputStream.nullOutputStream(), d));
            return HexFormat.of().formatHex(d.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * On a loaded machine, where wall-clock times say little: the four writers interleaved for {@code args[0]}
     * rounds of {@code args[1]} hashes each, timed by the thread's own CPU time, and the median per hash printed.
     */
    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        int perRound = Integer.parseInt(args[1]);
        StateHashBenchmark b = new StateHashBenchmark();
        b.setUp();
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        List<java.util.function.Supplier<String>> writers = List.of(b::qinReflective, b::qinByHand,
                b::tigrisReflective, b::tigrisByHand, () -> writeOnly(b.qinView, false),
                () -> writeOnly(b.qinView, true), () -> writeOnly(b.tigrisView, false),
                () -> writeOnly(b.tigrisView, true));
        List<String> names = List.of("qinReflective", "qinByHand", "tigrisReflective", "tigrisByHand",
                "qin JSON only, reflective", "qin JSON only, by hand", "tigris JSON only, reflective",
                "tigris JSON only, by hand");
        double[][] perHash = new double[writers.size()][rounds];
        int sink = 0;
        for (int r = 0; r < rounds; r++) {
            for (int w = 0; w < writers.size(); w++) {
                long start = cpu.getCurrentThreadCpuTime();
                for (int i = 0; i < perRound; i++) {
                    sink += writers.get(w).get().charAt(0);
                }
                perHash[w][r] = (cpu.getCurrentThreadCpuTime() - start) / 1000.0 / perRound;
            }
        }
        for (int w = 0; w < writers.size(); w++) {
            double[] sorted = perHash[w].clone();
            java.util.Arrays.sort(sorted);
            System.out.printf("%-29s median %.1f µs CPU per hash (rounds: %s)%n", names.get(w),
                    sorted[rounds / 2], java.util.Arrays.toString(java.util.Arrays.stream(perHash[w])
                            .mapToLong(Math::round).toArray()));
        }
        System.out.println(sink == 42 ? "" : "view bytes: qin " + GameJson.canonical(b.qinView).length()
                + ", tigris " + GameJson.canonical(b.tigrisView).length());
    }

    /** The canonical JSON alone, without the digest: into nothing, or into the hand writer's buffer. */
    private static String writeOnly(Object view, boolean byHand) {
        if (byHand) {
            // every part written: the same view hashed again and again would find all its parts kept
            ziggurat.engine.CanonicalJson out = ziggurat.engine.CanonicalJson.writingEverything();
            ((ziggurat.engine.CanonicalJson.Writable) view).writeCanonical(out);
            return out.size() > 0 ? "x" : "";
        }
        GameJson.writeCanonical(view, OutputStream.nullOutputStream());
        return "x";
    }

    @Benchmark
    public String qinReflective() {
        return reflective(qinView);
    }

    @Benchmark
    public String qinByHand() {
        return Seal.stateHashOf(SALT, qinView);
    }

    @Benchmark
    public String tigrisReflective() {
        return reflective(tigrisView);
    }

    @Benchmark
    public String tigrisByHand() {
        return Seal.stateHashOf(SALT, tigrisView);
    }
}
