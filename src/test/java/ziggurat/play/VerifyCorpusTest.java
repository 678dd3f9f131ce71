package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import ziggurat.Verify;

/**
 * The stored-game corpus, verified by the auditor's own command: each corpus game is written out as the record
 * {@code GET /v1/games/{id}/record} serves, and {@code verify record.json} (the entry point the jar and the Maven
 * wrapper run) must find that it holds, every move decided again by today's rules.
 */
class VerifyCorpusTest {

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyStoredGameVerifiesOffline() {
        return Records.corpus().stream().map(path -> DynamicTest.dynamicTest(
                StoredGames.ROOT.relativize(path).toString(), () -> {
                    Path file = Records.write(dir, path.getFileName().toString(), Records.ofCorpus(path));
                    ByteArrayOutputStream printed = new ByteArrayOutputStream();
                    long began = System.nanoTime();
                    int exit = Verify.run(new String[] {file.toString()}, new PrintStream(printed, true,
                            StandardCharsets.UTF_8));
                    String verdict = printed.toString(StandardCharsets.UTF_8);
                    System.out.println(verdict.strip() + " [" + (System.nanoTime() - began) / 1_000_000 + " ms]");
                    assertEquals(Verify.VERIFIED, exit, verdict);
                    assertTrue(verdict.strip().endsWith("VERIFIED") && !verdict.contains("NOT VERIFIED"), verdict);
                }));
    }
}
