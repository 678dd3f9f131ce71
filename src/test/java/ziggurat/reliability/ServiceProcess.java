package ziggurat.reliability;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged service ({@code target/quarkus-app/quarkus-run.jar}) run as a separate JVM against a given
 * database. The process started is the {@code java} binary itself, so {@link #kill9()} kills the service's
 * JVM (SIGKILL through {@link Process#destroyForcibly()}), not a wrapper shell.
 */
final class ServiceProcess implements AutoCloseable {

    private final Process process;
    private final int port;
    private final Path log;

    /** Health, readiness and metrics answer here, on the management interface, not on {@link #port}. */
    private final int managementPort;

    private ServiceProcess(Process process, int port, int managementPort, Path log) {
        this.managementPort = managementPort;
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the jar on {@code port} (0: a free one) against {@code jdbcUrl} and waits until it is ready. */
    static ServiceProcess start(String jdbcUrl, int port, String logName) throws Exception {
        return start(jdbcUrl, port, logName, Map.of());
    }

    /** As {@link #start(String, int, String)}, with settings of its own in the environment (limits, say). */
    static ServiceProcess start(String jdbcUrl, int port, String logName, Map<String, String> settings) throws Exception {
        if (port == 0) {
            port = freePort();
        }
        Path jar = Path.of("target", "quarkus-app", "quarkus-run.jar");
        if (!Files.exists(jar)) {
            throw new AssertionError("the packaged service is missing: run ./mvnw package first (" + jar + ")");
        }
        Path log = Path.of("target", logName);
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx384m", "-XX:TieredStopAtLevel=1", "-jar", ownName(jar).toString());
        Map<String, String> env = pb.environment();
        env.put("QUARKUS_DATASOURCE_JDBC_URL", jdbcUrl);
        env.put("QUARKUS_DATASOURCE_USERNAME", "postgres");
        env.put("QUARKUS_DATASOURCE_PASSWORD", "postgres");
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        // a restarted instance may keep its management port (a proxy checks its readiness there)
        int managementPort = settings.containsKey("QUARKUS_MANAGEMENT_PORT")
                ? Integer.parseInt(settings.get("QUARKUS_MANAGEMENT_PORT")) : freePort();
        env.put("QUARKUS_MANAGEMENT_PORT", Integer.toString(managementPort));
        env.put("QUARKUS_LOG_CONSOLE_JSON_ENABLED", "false");
        env.putAll(settings);
        pb.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(new File(log.toString())));
        ServiceProcess service = new ServiceProcess(pb.start(), port, managementPort, log);
        service.awaitReady(Duration.ofSeconds(120));
        return service;
    }

    /**
     * The jar under a name of its own (a link beside it, so its lib/ is found as usual): on a shared machine a
     * broad {@code pkill -f quarkus-run.jar} meant for someone's service would otherwise stop this one mid-test.
     */
    private static Path ownName(Path jar) {
        Path link = jar.resolveSibling("reliability-under-test.jar");
        try {
            if (!Files.isSymbolicLink(link)) {
                Files.createSymbolicLink(link, jar.getFileName());
            }
            return link;
        } catch (IOException | UnsupportedOperationException e) {
            return jar;
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    String url() {
        return "http://localhost:" + port;
    }

    int managementPort() {
        return managementPort;
    }

    /** The management interface: {@code /q/health/ready}, {@code /q/metrics}. */
    String managementUrl() {
        return "http://localhost:" + managementPort;
    }

    int port() {
        return port;
    }

    long pid() {
        return process.pid();
    }

    /** The command line of the process, to show it is the JVM. */
    String command() {
        return process.info().command().orElse("?");
    }

    /**
     * The readiness endpoint: every IT asks it here, so that moving health to a management port changes this
     * line only.
     */
    String readinessUrl() {
        return managementUrl() + "/q/health/ready";
    }

    void awaitReady(Duration timeout) throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new AssertionError("the service exited with " + process.exitValue() + "; see " + log);
            }
            try {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(readinessUrl()))
                        .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the service did not become ready in " + timeout + "; see " + log);
    }

    /** SIGKILL to the service's JVM: no shutdown hook, no draining, no goodbye. */
    void kill9() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            throw new AssertionError("the service JVM " + pid() + " survived SIGKILL");
        }
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Fails if the service exited without being told to: a test must not blame the platform for that. */
    void assertAlive() {
        if (!process.isAlive()) {
            throw new AssertionError("the service JVM " + pid() + " exited on its own or was stopped from outside the "
                    + "test (exit code " + process.exitValue() + "); see " + log);
        }
    }

    @Override
    public void close() throws InterruptedException {
        if (process.isAlive()) {
            process.destroy();
            if (!process.waitFor(20, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }
}
