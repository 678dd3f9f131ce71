package ziggurat.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import ziggurat.support.InstalledTool;

/** Node, which the example scripts run on: their tests are skipped where it is missing, and fail under CI. */
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
        InstalledTool.require(version != null, "node (on the PATH)");
        return version;
    }
}
