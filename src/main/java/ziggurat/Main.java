package ziggurat;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
import org.jboss.logging.Logger;
import ziggurat.api.RequestChecks;
import ziggurat.store.EmbeddedDatabase;

/**
 * Starts the service. Unless a datasource URL is configured (the standard
 * {@code QUARKUS_DATASOURCE_JDBC_URL}), it first starts an embedded PostgreSQL whose data lives in
 * {@code ZIGGURAT_EMBEDDED_DB_DIR} (default {@code data/postgres}), so one command runs everything.
 *
 * <p>{@code verify record.json …} does not start the service at all: it checks game records offline
 * ({@link Verify}), with no database and no network.
 */
@QuarkusMain
public final class Main {

    private static final Logger LOG = Logger.getLogger(Main.class);

    private Main() {
    }

    public static void main(String... args) {
        if (args.length > 0 && args[0].equals("verify")) {
            System.exit(Verify.run(java.util.Arrays.copyOfRange(args, 1, args.length), System.out));
        }
        RequestChecks.takeOverFromVertx();
        if (externalDatabaseConfigured()) {
            Quarkus.run(args);
            return;
        }
        Path dir = Path.of(setting("ziggurat.embedded-db.dir", "ZIGGURAT_EMBEDDED_DB_DIR", "data/postgres"));
        int port = Integer.parseInt(setting("ziggurat.embedded-db.port", "ZIGGURAT_EMBEDDED_DB_PORT", "0"));
        EmbeddedDatabase db = EmbeddedDatabase.start(dir, port);
        LOG.infof("embedded PostgreSQL on port %d, data in %s", db.port(), dir.toAbsolutePath());
        System.setProperty("quarkus.datasource.jdbc.url", db.jdbcUrl());
        System.setProperty("quarkus.datasource.username", db.username());
        System.setProperty("quarkus.datasource.password", db.password());
        try {
            Quarkus.run(args);
        } finally {
            db.close();
        }
    }

    private static boolean externalDatabaseConfigured() {
        return System.getenv("QUARKUS_DATASOURCE_JDBC_URL") != null
                || System.getProperty("quarkus.datasource.jdbc.url") != null;
    }

    private static String setting(String property, String env, String fallback) {
        String value = System.getProperty(property);
        if (value == null) {
            value = System.getenv(env);
        }
        return value == null || value.isBlank() ? fallback : value;
    }
}
