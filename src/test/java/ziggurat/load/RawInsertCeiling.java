package ziggurat.load;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * The database's own ceiling for what a move needs at least: one durable single-row insert, committed, per
 * request, from {@code connections} clients at once, straight over JDBC into the same PostgreSQL. The
 * service's moves per second are reported as a share of this.
 */
final class RawInsertCeiling {

    private RawInsertCeiling() {
    }

    static double measure(String jdbcUrl, int connections, int seconds) throws Exception {
        String commitSetting;
        try (Connection c = DriverManager.getConnection(jdbcUrl); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS load_ceiling (id bigserial PRIMARY KEY, game uuid, payload jsonb)");
            s.execute("TRUNCATE load_ceiling");
            // "durable" holds only if each commit waits for its WAL flush; say so when the database does not
            try (java.sql.ResultSet r = s.executeQuery("SHOW synchronous_commit")) {
                r.next();
                commitSetting = r.getString(1);
            }
        }
        AtomicLong inserts = new AtomicLong();
        Histogram latency = new ConcurrentHistogram(3_600_000_000_000L, 3);
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        ExecutorService pool = Executors.newFixedThreadPool(connections);
        List<Future<?>> workers = new ArrayList<>();
        for (int i = 0; i < connections; i++) {
            workers.add(pool.submit(() -> {
                try (Connection c = DriverManager.getConnection(jdbcUrl);
                     PreparedStatement ps = c.prepareStatement(
                             "INSERT INTO load_ceiling (game, payload) VALUES (gen_random_uuid(), ?::jsonb)")) {
                    c.setAutoCommit(true);
                    while (System.nanoTime() < deadline) {
                        long t = System.nanoTime();
                        ps.setString(1, "{\"seat\":1,\"color\":\"red\",\"at\":{\"row\":3,\"col\":4}}");
                        ps.executeUpdate();
                        latency.recordValue(System.nanoTime() - t);
                        inserts.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        for (Future<?> w : workers) {
            w.get();
        }
        pool.shutdown();
        try (Connection c = DriverManager.getConnection(jdbcUrl); Statement s = c.createStatement()) {
            s.execute("DROP TABLE load_ceiling");
        }
        double perSecond = inserts.get() / (double) seconds;
        System.out.printf(Locale.ROOT, "raw JDBC ceiling: %d inserts in %d s = %.1f/s at %d connections"
                + " (synchronous_commit=%s%s)%n", inserts.get(), seconds, perSecond, connections, commitSetting,
                "off".equals(commitSetting) ? ": NOT durable, the ceiling is overstated" : "");
        LoadRun.report("raw insert (autocommit)", latency);
        return perSecond;
    }
}
