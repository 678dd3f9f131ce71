package ziggurat.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;

/**
 * The size of the reliability runs, from system properties, so CI runs short ones and a longer one is a
 * command away: {@code -Dreliability.clients=32 -Dreliability.seconds=120}. Figures go to the console and to
 * {@code target/reliability/<check>.txt}.
 */
final class Knobs {

    private Knobs() {
    }

    static int clients(int fallback) {
        return Integer.getInteger("reliability.clients", fallback);
    }

    static int seconds(int fallback) {
        return Integer.getInteger("reliability.seconds", fallback);
    }

    static int outageSeconds(int fallback) {
        return Integer.getInteger("reliability.outage-seconds", fallback);
    }

    static void report(String check, String line) {
        System.out.println("[reliability " + check + "] " + line);
        try {
            Path dir = Path.of("target", "reliability");
            Files.createDirectories(dir);
            Files.writeString(dir.resolve(check + ".txt"),
                    LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS) + " " + line + System.lineSeparator(),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.out.println("could not write the figures: " + e);
        }
    }

    static double seconds(long fromNanos, long toNanos) {
        return (toNanos - fromNanos) / 1e9;
    }
}
