package ziggurat.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The PostgreSQL that runs inside the service when no external one is configured: real PostgreSQL
 * binaries from Maven Central, a data folder on disk, so games survive a restart and a fresh machine
 * needs nothing installed.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private final EmbeddedPostgres postgres;

    private EmbeddedDatabase(EmbeddedPostgres postgres) {
        this.postgres = postgres;
    }

    /**
     * Starts PostgreSQL on {@code port} (0 picks a free one) with its data in {@code dataDir}, keeping
     * what is there from an earlier run.
     */
    public static EmbeddedDatabase start(Path dataDir, int port) {
        try {
            Files.createDirectories(dataDir);
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDir)
                    .setCleanDataDirectory(false)
                    // zonky's defaults trade durability for test speed (synchronous_commit=off); an
                    // acknowledged move must survive PostgreSQL itself crashing, so every commit waits for
                    // its WAL to reach the disk
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .setServerConfig("max_connections", "200");
            if (port > 0) {
                builder.setPort(port);
            }
            return new EmbeddedDatabase(builder.start());
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDir, e);
        }
    }

    public String jdbcUrl() {
        return postgres.getJdbcUrl("postgres", "postgres");
    }

    public int port() {
        return postgres.getPort();
    }

    public String username() {
        return "postgres";
    }

    public String password() {
        return "postgres";
    }

    @Override
    public void close() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
