package ziggurat.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import ziggurat.games.qin.Syntagm;
import ziggurat.games.qin.variant.VariantNames;

/**
 * Reading a Qin variant name into its syntagm [qin §2.4], as the lookup and game creation do: the recommended
 * name, the longest worked one, and one with every default spelt out. Target: at most 5 µs each.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Threads(1)
public class VariantNameBenchmark {

    @Benchmark
    public Syntagm veles() {
        return VariantNames.parse("veles").syntagm();
    }

    @Benchmark
    public Syntagm verlamainopamkemas() {
        return VariantNames.parse("verlamainopamkemas").syntagm();
    }

    @Benchmark
    public Syntagm everySyllableSpelt() {
        return VariantNames.parse("Qin-vellesmaisemiaunomilpeimuokumas").syntagm();
    }
}
