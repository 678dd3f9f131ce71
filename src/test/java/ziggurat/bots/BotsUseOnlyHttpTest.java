package ziggurat.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reference bots are clients like any other: they know the service through HTTP and its JSON only, never
 * through its classes (no rules code, no engine, no store), so what they do any client can do.
 */
class BotsUseOnlyHttpTest {

    @Test
    void theBotsImportNothingOfTheService() throws Exception {
        List<String> found = new ArrayList<>();
        List<Path> sources;
        try (Stream<Path> files = Files.list(Path.of("src/test/java/ziggurat/bots"))) {
            sources = files.filter(p -> p.toString().endsWith(".java") && !p.toString().endsWith("Test.java")).toList();
        }
        assertTrue(sources.size() >= 5, "the bots' sources: " + sources);
        for (Path p : sources) {
            for (String line : Files.readAllLines(p)) {
                String l = line.trim();
                if ((l.startsWith("import ") && l.contains("ziggurat.") && !l.contains("ziggurat.bots."))
                        || l.matches(".*\\bziggurat\\.(engine|games|play|store|api)\\b.*")) {
                    found.add(p.getFileName() + ": " + l);
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
