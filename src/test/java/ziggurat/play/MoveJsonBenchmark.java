package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
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
import org.openjdk.jmh.infra.Blackhole;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent;
import ziggurat.games.contest.ContestMove;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.contest.ContestState;

/**
 * What the service does with a Contest of Kings move's JSON per request, one thread, on the legal moves of a
 * position 40 moves into a 4-seat game: each listed move as {@link GameJson#typedMove} writes it (from a plain map,
 * from the Caffeine cache it replaced with and without its maintenance on the calling thread, or written afresh),
 * and each move read back as a request's is (checks worked out once per record class, or by reflection per call as
 * before). The listed moves looked up are equal to, not the same objects as, those cached, as in the service.
 *
 * <pre>
 * ./mvnw -o -q test-compile dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/test-classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) org.openjdk.jmh.Main MoveJsonBenchmark \
 *      -f 1 -wi 3 -i 5 -w 2s -r 2s
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Threads(1)
public class MoveJsonBenchmark {

    private final ContestRuleset rules = new ContestRuleset();
    private final Cache<Move, RawValue> caffeine = Caffeine.newBuilder().maximumSize(50_000).build();
    private final Cache<Move, RawValue> caffeineHere = Caffeine.newBuilder().maximumSize(50_000)
            .executor(Runnable::run).build();
    private List<ContestMove> listed;
    private List<ObjectNode> bodies;

    @Setup
    public void position() {
        List<ContestEvent> setup = rules.start(new GameSetup(List.of("a", "b", "c", "d"), Optional.empty(), "bench"),
                Rng.of("bench", "setup"));
        ContestState state = rules.initial();
        for (ContestEvent e : setup) {
            state = rules.evolve(state, e);
        }
        SplittableRandom random = new SplittableRandom(20261128L);
        for (int i = 0; i < 40; i++) {
            int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
            List<ContestMove> legal = rules.legalMoves(state, seat);
            for (ContestEvent e : rules.decide(state, seat, legal.get(random.nextInt(legal.size())),
                    Rng.of("bench", "move:" + i))) {
                state = rules.evolve(state, e);
            }
        }
        int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
        for (ContestMove m : rules.legalMoves(state, seat)) {
            RawValue raw = new RawValue(GameJson.write(new Answers.TypedMove(GameJson.typeName(rules, m), m)));
            caffeine.put(m, raw);
            caffeineHere.put(m, raw);
            GameJson.typedMove(rules, m);
        }
        // the service looks up moves equal to those cached, listed afresh
        listed = rules.legalMoves(state, seat);
        bodies = new ArrayList<>();
        for (ContestMove m : listed) {
            bodies.add((ObjectNode) GameJson.readTree(String.valueOf(GameJson.typedMove(rules, m).rawValue())));
        }
    }

    @Benchmark
    public void typedFromMap(Blackhole bh) {
        for (ContestMove m : listed) {
            bh.consume(GameJson.typedMove(rules, m));
        }
    }

    @Benchmark
    public void typedFromCaffeine(Blackhole bh) {
        for (ContestMove m : listed) {
            bh.consume(caffeine.get(m, k -> new RawValue(GameJson.write(
                    new Answers.TypedMove(GameJson.typeName(rules, k), k)))));
        }
    }

    @Benchmark
    public void typedFromCaffeineMaintainedHere(Blackhole bh) {
        for (ContestMove m : listed) {
            bh.consume(caffeineHere.get(m, k -> new RawValue(GameJson.write(
                    new Answers.TypedMove(GameJson.typeName(rules, k), k)))));
        }
    }

    @Benchmark
    public void typedWrittenAfresh(Blackhole bh) {
        for (ContestMove m : listed) {
            bh.consume(new RawValue(GameJson.write(new Answers.TypedMove(GameJson.typeName(rules, m), m))));
        }
    }

    /** Reading each listed move as a request's, the checks planned once per record class (today's readMove). */
    @Benchmark
    public void readPlanned(Blackhole bh) {
        for (JsonNode body : bodies) {
            bh.consume(GameJson.readMove(rules, body));
        }
    }

    /** The same, with the reflective checks readMove made before. */
    @Benchmark
    public void readReflective(Blackhole bh) throws Exception {
        for (JsonNode body : bodies) {
            Class<? extends Move> type = rules.moveTypes().get(body.get("type").asText());
            ObjectNode fields = body.deepCopy();
            fields.remove("type");
            ReflectiveChecks.requirePrimitives(type, fields, "move");
            ReflectiveChecks.requireNoNulls(type, fields, "move");
            Move move = GameJson.MAPPER.treeToValue(fields, type);
            ReflectiveChecks.requireBounds(move, "move");
            bh.consume(move);
        }
    }
}
