package ziggurat.support;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import ziggurat.store.EmbeddedDatabase;

/** The tests' database: the same embedded PostgreSQL the service runs by default, in a throwaway folder. */
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {

    private static EmbeddedDatabase db;

    @Override
    public synchronized Map<String, String> start() {
        if (db == null) {
            try {
                db = EmbeddedDatabase.start(Files.createTempDirectory("ziggurat-test-pg"), 0);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(db::close));
        }
        return Map.of(
                "quarkus.datasource.jdbc.url", db.jdbcUrl(),
                "quarkus.datasource.username", db.username(),
                "quarkus.datasource.password", db.password());
    }

    @Override
    public void stop() {
        // kept for the whole test JVM: every test class shares one database
    }

    public static String jdbcUrl() {
        return db.jdbcUrl();
    }
}
