package ziggurat.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/** Node, which the example scripts run on: the tests that run them are skipped, not failed, where it is missing. */
final class Node {

    private Node() {
    }

    /** The installed Node's version; assumes it is there (.ci/run installs it from Debian's packages). */
    static String assumeInstalled() throws InterruptedException {
        String version;
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            version = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            p.waitFor(30, TimeUnit.SECONDS);
        } catch (IOException e) {
            version = null;
        }
        Assumptions.assumeTrue(version != null, "node is not on the PATH (.ci/run installs it)");
        return version;
    }
}
