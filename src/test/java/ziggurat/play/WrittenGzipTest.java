package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * An answer gzipped with the thread's own deflater is byte for byte what a fresh {@link GZIPOutputStream} at the
 * fastest level makes of it, whatever answer the same thread gzipped before it, and whichever threads gzip at once:
 * the ETag of a gzipped answer and every client's cache see the same bytes as before the deflater was kept.
 */
class WrittenGzipTest {

    /** How answers were gzipped before: a new stream and deflater for every answer. */
    static byte[] byFreshStream(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 8192) {
            {
                def.setLevel(Deflater.BEST_SPEED);
            }
        }) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    static byte[] gunzip(byte[] bytes) {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** JSON-like text of {@code n} bytes: repetitive, as views are, with random numbers and names in it. */
    static byte[] answer(SplittableRandom r, int n) {
        StringBuilder b = new StringBuilder("{\"cells\":[");
        while (b.length() < n) {
            b.append("{\"card\":\"").append(r.nextBoolean() ? "red" : "black").append("\",\"seat\":")
                    .append(r.nextInt(1000)).append(",\"name\":\"").append((char) ('a' + r.nextInt(26)))
                    .append(r.nextInt()).append("\"},");
        }
        return b.substring(0, n).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void everyAnswerOfEverySizeIsGzippedToTheSameBytesAsByAFreshStream() {
        SplittableRandom r = new SplittableRandom(11);
        List<byte[]> answers = new ArrayList<>();
        answers.add(new byte[0]);
        answers.add("{}".getBytes(StandardCharsets.UTF_8));
        for (int n : new int[] {1, 63, 64, 65, 1023, 1024, 8191, 8192, 8193, 28_000, 70_000, 300_000}) {
            answers.add(answer(r, n));
        }
        byte[] noise = new byte[100_000];
        r.nextBytes(noise);
        // incompressible bytes make the deflate stream longer than its input: the output buffer must grow
        answers.add(noise);
        for (int round = 0; round < 3; round++) {
            for (byte[] a : answers) {
                byte[] gz = Written.gzip(a);
                assertArrayEquals(byFreshStream(a), gz, a.length + " bytes, round " + round);
                assertArrayEquals(a, gunzip(gz));
            }
        }
    }

    @Test
    void answersGzippedOnManyThreadsAtOnceAreEachTheirOwn() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> checks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int seed = t;
                checks.add(pool.submit(() -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    int checked = 0;
                    for (int i = 0; i < 300; i++) {
                        byte[] a = answer(r, 1 + r.nextInt(20_000));
                        assertArrayEquals(byFreshStream(a), Written.gzip(a));
                        checked++;
                    }
                    return checked;
                }));
            }
            for (Future<Integer> c : checks) {
                assertEquals(300, c.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aWrittenAnswerKeepsItsGzipAndItDecodesToThePlainBytes() {
        Written w = new Written(answer(new SplittableRandom(3), 5_000));
        byte[] first = w.gzip();
        assertEquals(first, w.gzip());
        assertArrayEquals(w.plain(), gunzip(first));
    }
}
