package ziggurat.support;

import org.junit.jupiter.api.Assumptions;

/**
 * A program a test runs beside the service (Chromium, Node, HAProxy), which {@code .ci/run} installs from Debian's
 * packages. Where it is missing the test is skipped on a developer's machine, but fails under CI: there a missing
 * tool is a broken build, and a skipped check would pass unseen.
 */
public final class InstalledTool {

    private InstalledTool() {
    }

    /** Skips the calling test when {@code installed} is false, or fails it when the {@code CI} variable is set. */
    public static void require(boolean installed, String what) {
        if (!installed && System.getenv("CI") != null) {
            throw new AssertionError(what + " is not installed, and CI is set: .ci/run should have installed it");
        }
        Assumptions.assumeTrue(installed, what + " is not installed (.ci/run installs it)");
    }
}
