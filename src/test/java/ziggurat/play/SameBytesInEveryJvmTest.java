package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A stored game must replay to the same bytes forever, on any machine: the state hashes in its log are checked on
 * every replay. Within one JVM the corpus and the random playouts prove replay; this proves the bytes do not hang on
 * the JVM either. An identity hash code (which an enum's {@code hashCode} is) differs between runs, so a rule that
 * iterated a {@code HashMap} keyed by enums, or by records holding them, would pass every test in one JVM and still
 * write another log on the auditor's machine; so would a locale-dependent case change or number format, the default
 * charset or the time zone.
 */
class SameBytesInEveryJvmTest {

    @Test
    @DisplayName("the same seeds and moves give the same stored bytes in a JVM with other identity hashes, locale, time zone and charset")
    void sameBytesInAnotherJvm() throws Exception {
        List<String> usual = run(List.of());
        List<String> other = run(List.of("-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2",
                "-Duser.language=tr", "-Duser.country=TR", "-Duser.timezone=Pacific/Kiritimati",
                "-Dfile.encoding=ISO-8859-1"));
        assertEquals(usual.size(), SealedBytes.PLAYED.size() * GAMES, "one line per game");
        assertEquals(usual, other);
    }

    private static final int GAMES = 2;

    private static List<String> run(List<String> jvmOptions) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(SealedBytes.class.getName());
        command.add(String.valueOf(GAMES));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new AssertionError("the digest run failed:\n" + out);
        }
        return out.lines().filter(l -> !l.startsWith("OpenJDK") && !l.isBlank()).toList();
    }
}
