package ziggurat.play;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Snapshots in the service: a long game is snapshotted every 100 events as it is played; loaded cold, and at any
 * {@code ?version=N}, it answers exactly as a replay of the whole log does; a snapshot that is tampered with,
 * unreadable or of another format is ignored (and the answer is still right); a snapshot that cannot be written
 * costs no move; and nothing of a snapshot ever shows in an answer or a log line.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SnapshotsTest {

    static final int EVERY = 100;

    @Inject
    PlayService play;
    @Inject
    AgroalDataSource db;
    @Inject
    MeterRegistry metrics;

    @ParameterizedTest
    @ValueSource(strings = {"tigris", "contest-of-kings"})
    void aLongGameLoadedColdOrAtAnyVersionAnswersAsAReplayOfTheWholeLog(String ruleset)
            throws Exception {
        Game g = Game.create(ruleset, ruleset.equals("tigris") ? 3 : 2, "snapshots-cold-" + ruleset);
        long version = g.playUntil(2 * EVERY + 30);
        List<Long> kept = awaitSnapshots(g.id(), (int) (version / EVERY));
        for (int k = 0; k < kept.size(); k++) {
            // the state after the append that passed each multiple of 100
            assertEquals(k + 1, kept.get(k) / EVERY, "snapshot versions " + kept);
        }

        Map<String, String> warm = g.answers();
        play.forgetCachedGames();
        double restored = count("ziggurat.snapshots.restored", ruleset);
        Map<String, String> cold = g.answers();
        assertEquals(warm, cold, "a cold load from the latest snapshot answers as the game in the cache did");
        assertTrue(count("ziggurat.snapshots.restored", ruleset) > restored, "the cold load started from a snapshot");

        // every version around and between the snapshots, as a spectator and as seat 0, against a replay of the log
        List<Long> versions = new ArrayList<>(List.of(1L, (long) EVERY - 1, (long) EVERY, version - 1, version));
        for (long v : kept) {
            versions.addAll(List.of(v - 1, v, v + 1, v + 23));
        }
        versions.removeIf(v -> v > version);
        Map<String, String> fromSnapshots = new TreeMap<>();
        restored = count("ziggurat.snapshots.restored", ruleset);
        for (long v : versions) {
            fromSnapshots.putAll(g.answersAt(v));
        }
        assertTrue(count("ziggurat.snapshots.restored", ruleset) >= restored + 2 * 4, "?version=N used the snapshots");
        // the same versions with the snapshots out of sight (as an older codec's): replayed from the first event
        String format = formatOf(g.id());
        update(g.id(), "UPDATE snapshots SET format = 'hidden' WHERE game_id = ?");
        play.forgetCachedGames();
        restored = count("ziggurat.snapshots.restored", ruleset);
        Map<String, String> fromTheLog = new TreeMap<>();
        for (long v : versions) {
            fromTheLog.putAll(g.answersAt(v));
        }
        assertEquals(restored, count("ziggurat.snapshots.restored", ruleset), "no snapshot was used");
        assertEquals(fromTheLog, fromSnapshots);
        assertEquals(warm, g.answers());
        update(g.id(), "UPDATE snapshots SET format = '" + format + "' WHERE game_id = ?");

        // nothing of the snapshots shows in any answer
        String secret = hiddenPart(g.id(), kept.get(kept.size() - 1), ruleset);
        play.forgetCachedGames();
        List<String> answers = new ArrayList<>(g.answers().values());
        answers.addAll(g.answersAt(kept.get(kept.size() - 1)).values());
        answers.add(given().when().get("/v1/games/" + g.id() + "/events?after=0&limit=1000").asString());
        Response refused = g.table().move(0, 1, ruleset.equals("tigris") ? "{\"type\":\"pass\"}" : "{\"type\":\"endTurn\"}");
        assertEquals(409, refused.statusCode(), refused.asString());
        answers.add(refused.asString());
        for (String answer : answers) {
            assertFalse(answer.contains(secret), "an answer holds the snapshot's hidden " + secret);
            for (String field : List.of("leaders", "monumentTile", "outOfGame", "treasureHeads", "pileTops",
                    "faceDownGap")) {
                assertFalse(answer.contains("\"" + field + "\""), "an answer holds a snapshot's " + field + ": " + answer);
            }
        }

        // a game continued after a cold load chains on from the snapshot's event: the audit verifies the whole log
        play.forgetCachedGames();
        long more = g.playUntil(version + 6);
        JsonPath audit = given().when().get("/v1/games/" + g.id() + "/audit").jsonPath();
        assertTrue(audit.getBoolean("verified"), audit.prettify());
        assertEquals(more, audit.getLong("eventsChecked"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"tigris", "contest-of-kings"})
    void aSnapshotTamperedWithUnreadableOrOfAnotherFormatIsIgnored(String ruleset) throws Exception {
        Game g = Game.create(ruleset, 2, "snapshots-tampered-" + ruleset);
        // just past 100 the game stands at its snapshot's version: loaded cold, it is the snapshot alone, and the
        // next move chains on from the hash of the snapshot's event (the audit below checks the chain)
        long first = g.playUntil(EVERY);
        List<Long> kept = awaitSnapshots(g.id(), 1);
        assertEquals(first, kept.get(0));
        play.forgetCachedGames();
        double fromSnapshot = count("ziggurat.snapshots.restored", ruleset);
        long version = g.playUntil(EVERY + 30);
        assertTrue(count("ziggurat.snapshots.restored", ruleset) > fromSnapshot);
        long between = kept.get(0) + 3;
        Map<String, String> right = new TreeMap<>(g.answers());
        right.putAll(g.answersAt(between));
        String salt = column(g.id(), "salt");
        List<String> logged = new CopyOnWriteArrayList<>();
        Handler capture = capture(logged);
        Logger log = Logger.getLogger(Snapshots.class.getName());
        log.addHandler(capture);
        try {
            // of another format (an older codec's): not even read
            String format = formatOf(g.id());
            update(g.id(), "UPDATE snapshots SET format = 'an-older-codec' WHERE game_id = ?");
            double restored = count("ziggurat.snapshots.restored", ruleset);
            double rejected = count("ziggurat.snapshots.rejected", ruleset);
            assertEquals(right, coldAnswers(g, between));
            assertEquals(restored, count("ziggurat.snapshots.restored", ruleset));
            assertEquals(rejected, count("ziggurat.snapshots.rejected", ruleset));
            update(g.id(), "UPDATE snapshots SET format = '" + format + "' WHERE game_id = ?");
            assertEquals(right, coldAnswers(g, between));
            assertTrue(count("ziggurat.snapshots.restored", ruleset) > restored, "the format put back, it is read");

            // one hand changed: read, restored, but the state hash of its event disagrees
            update(g.id(), "UPDATE snapshots SET state = jsonb_set(state, '{hands,0}',"
                    + " to_jsonb((state->'hands'->>0)::int + 1)) WHERE game_id = ?");
            rejected = count("ziggurat.snapshots.rejected", ruleset);
            assertEquals(right, coldAnswers(g, between));
            assertTrue(count("ziggurat.snapshots.rejected", ruleset) >= rejected + 2, "tampered snapshots refused");
            assertTrue(logged.stream().anyMatch(l -> l.contains("does not hash")), logged.toString());

            // not a snapshot at all
            update(g.id(), "UPDATE snapshots SET state = '{\"hands\": \"not a state\"}' WHERE game_id = ?");
            rejected = count("ziggurat.snapshots.rejected", ruleset);
            assertEquals(right, coldAnswers(g, between));
            assertTrue(count("ziggurat.snapshots.rejected", ruleset) >= rejected + 2, "unreadable snapshots refused");
            assertTrue(logged.stream().anyMatch(l -> l.contains("cannot be read")), logged.toString());
        } finally {
            log.removeHandler(capture);
        }
        assertFalse(logged.isEmpty());
        for (String line : logged) {
            assertTrue(line.contains(g.id()), line);
            assertFalse(line.contains("snapshots-tampered") || line.contains(salt) || line.contains("{")
                    || line.contains("hands"), "a log line says more than the game, the version and why: " + line);
        }
        // the audit never looked at them
        JsonPath audit = given().when().get("/v1/games/" + g.id() + "/audit").jsonPath();
        assertTrue(audit.getBoolean("verified"));
        assertEquals(version, audit.getLong("eventsChecked"));
    }

    @Test
    void aSnapshotThatCannotBeWrittenCostsNoMove() throws Exception {
        Game g = Game.create("contest-of-kings", 2, "snapshots-unwritable");
        List<String> logged = new CopyOnWriteArrayList<>();
        Handler capture = capture(logged);
        Logger log = Logger.getLogger(Snapshots.class.getName());
        log.addHandler(capture);
        double failed = count("ziggurat.snapshots.failed", "contest-of-kings");
        try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
            s.execute("ALTER TABLE snapshots ADD CONSTRAINT refuse_all CHECK (version < 0) NOT VALID");
        }
        try {
            long version = g.playUntil(EVERY + 5);
            assertTrue(version > EVERY);
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (count("ziggurat.snapshots.failed", "contest-of-kings") == failed && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(failed + 1, count("ziggurat.snapshots.failed", "contest-of-kings"));
            assertEquals(List.of(), snapshotVersions(g.id()));
        } finally {
            log.removeHandler(capture);
            try (Connection c = db.getConnection(); Statement s = c.createStatement()) {
                s.execute("ALTER TABLE snapshots DROP CONSTRAINT refuse_all");
            }
        }
        String line = logged.stream().filter(l -> l.contains(g.id())).findFirst().orElseThrow();
        assertTrue(line.contains("not written") && line.contains("SQL state 23514"), line);
        assertFalse(line.contains("{") || line.contains("Failing row"), "the failing row stays out of the log: " + line);
    }

    @Test
    void anAppendIsSnapshottedWhenItPassesAMultipleOfTheInterval() {
        assertFalse(Snapshots.passesMultiple(0, 6, 100), "a short setup");
        assertTrue(Snapshots.passesMultiple(0, 100, 100));
        assertTrue(Snapshots.passesMultiple(0, 150, 100), "a game created with 150 setup events");
        assertTrue(Snapshots.passesMultiple(98, 101, 100));
        assertFalse(Snapshots.passesMultiple(100, 103, 100), "100 itself was passed before");
        assertTrue(Snapshots.passesMultiple(199, 200, 100));
        assertTrue(Snapshots.passesMultiple(150, 420, 100), "two multiples at once: one snapshot, of the state after");
        assertFalse(Snapshots.passesMultiple(0, 1000, 0), "0 turns snapshots off");
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    /** A game at the table over HTTP, with the answers the tests compare. */
    record Game(HttpGame table, Random random) {

        static Game create(String ruleset, int seats, String seed) {
            StringBuilder names = new StringBuilder();
            for (int i = 0; i < seats; i++) {
                names.append(i == 0 ? "" : ",").append("{\"name\":\"Seat ").append(i).append("\"}");
            }
            return new Game(HttpGame.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "],\"seed\":\""
                    + seed + "\"}"), new Random(seed.hashCode()));
        }

        String id() {
            return table.id;
        }

        long version() {
            return table.version();
        }

        /** Random legal moves until the game is at {@code atLeast} events; it must not end before. */
        long playUntil(long atLeast) {
            JsonPath view = table.spectate().jsonPath();
            long version = view.getLong("version");
            while (version < atLeast) {
                assertEquals("running", view.getString("status"), "the game ended at " + version);
                int seat = view.getList("pending.seat", Integer.class).get(0);
                JsonPath legal = table.as(seat).when().get("/v1/games/" + id() + "/legal-moves").jsonPath();
                List<Object> moves = legal.getList("moves");
                Response answer = table.move(seat, version, GameJson.write(moves.get(random.nextInt(moves.size()))));
                assertEquals(200, answer.statusCode(), answer.asString());
                view = answer.jsonPath().setRootPath("game");
                version = answer.jsonPath().getLong("version");
            }
            return version;
        }

        /** The game as a spectator and as each seat sees it now, and each seat's legal moves. */
        Map<String, String> answers() {
            Map<String, String> answers = new TreeMap<>();
            answers.put("spectator", table.spectate().asString());
            for (int seat = 0; seat < table.tokens.size(); seat++) {
                answers.put("seat " + seat, table.view(seat).asString());
                answers.put("moves of seat " + seat,
                        table.as(seat).when().get("/v1/games/" + id() + "/legal-moves").asString());
            }
            return answers;
        }

        /** The game at version {@code v}, as a spectator and as seat 0. */
        Map<String, String> answersAt(long v) {
            Response spectator = given().when().get("/v1/games/" + id() + "?version=" + v);
            assertEquals(200, spectator.statusCode(), spectator.asString());
            return Map.of("spectator at " + v, spectator.asString(),
                    "seat 0 at " + v, table.as(0).when().get("/v1/games/" + id() + "?version=" + v).asString());
        }
    }

    private Map<String, String> coldAnswers(Game g, long at) {
        play.forgetCachedGames();
        Map<String, String> answers = new TreeMap<>(g.answersAt(at));
        play.forgetCachedGames();
        answers.putAll(g.answers());
        return answers;
    }

    private double count(String name, String ruleset) {
        Counter c = metrics.find(name).tag("ruleset", ruleset).counter();
        return c == null ? 0 : c.count();
    }

    private static Handler capture(List<String> lines) {
        return new Handler() {
            @Override
            public void publish(LogRecord record) {
                lines.add(record instanceof org.jboss.logmanager.ExtLogRecord ext ? ext.getFormattedMessage()
                        : record.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
    }

    /** The versions of a game's snapshots once there are {@code count} (they are written in the background). */
    private List<Long> awaitSnapshots(String id, int count) throws Exception {
        long deadline = System.nanoTime() + 10_000_000_000L;
        List<Long> versions = snapshotVersions(id);
        while (versions.size() < count && System.nanoTime() < deadline) {
            Thread.sleep(20);
            versions = snapshotVersions(id);
        }
        assertEquals(count, versions.size(), "snapshots " + versions);
        return versions;
    }

    private List<Long> snapshotVersions(String id) throws SQLException {
        List<Long> versions = new ArrayList<>();
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(
                "SELECT version FROM snapshots WHERE game_id = ? ORDER BY version")) {
            ps.setObject(1, UUID.fromString(id));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    versions.add(rs.getLong(1));
                }
            }
        }
        return versions;
    }

    /** What only the snapshot knows, as the answers would spell it: the order of the bag or the deck. */
    private String hiddenPart(String id, long version, String ruleset) throws Exception {
        JsonNode state;
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(
                "SELECT state::text FROM snapshots WHERE game_id = ? AND version = ?")) {
            ps.setObject(1, UUID.fromString(id));
            ps.setLong(2, version);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                state = GameJson.readTree(rs.getString(1));
            }
        }
        String hidden = ruleset.equals("tigris") ? state.get("bag").asText() : GameJson.write(state.get("deck"));
        assertTrue(hidden.length() > 30, "a hidden part long enough never to show by chance: " + hidden);
        return hidden;
    }

    private void update(String id, String sql) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, UUID.fromString(id));
            assertNotEquals(0, ps.executeUpdate(), sql);
        }
    }

    private String formatOf(String id) throws SQLException {
        return column(id, "format", "snapshots");
    }

    private String column(String id, String column) throws SQLException {
        return column(id, column, "games");
    }

    private String column(String id, String column, String table) throws SQLException {
        try (Connection c = db.getConnection(); PreparedStatement ps = c.prepareStatement(
                "SELECT " + column + " FROM " + table + " WHERE " + (table.equals("games") ? "id" : "game_id")
                        + " = ? LIMIT 1")) {
            ps.setObject(1, UUID.fromString(id));
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                return rs.getString(1);
            }
        }
    }
}
