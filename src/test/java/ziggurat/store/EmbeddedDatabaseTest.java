package ziggurat.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** The database the service runs by default must make an acknowledged move survive a PostgreSQL crash. */
class EmbeddedDatabaseTest {

    @Test
    void everyCommitWaitsForItsWriteAheadLogToReachTheDisk() throws Exception {
        Path dir = Files.createTempDirectory("ziggurat-durability");
        try (EmbeddedDatabase db = EmbeddedDatabase.start(dir, 0);
             Connection c = DriverManager.getConnection(db.jdbcUrl());
             Statement s = c.createStatement()) {
            assertEquals("on", setting(s, "fsync"));
            assertEquals("on", setting(s, "synchronous_commit"));
            assertEquals("on", setting(s, "full_page_writes"));
        }
    }

    private static String setting(Statement s, String name) throws Exception {
        try (ResultSet r = s.executeQuery("SHOW " + name)) {
            r.next();
            return r.getString(1);
        }
    }
}
