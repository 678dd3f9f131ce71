package ziggurat.store;

import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The PostgreSQL event store: every statement Ziggurat runs is in this file.
 *
 * <p>Appends are optimistic: the games row moves from the expected version to the new one with a
 * compare-and-set, and the (game, seq) primary key refuses a second writer for the same event number, so
 * two racing writers can never both win, whichever instance they run on.
 */
@ApplicationScoped
public class EventStore {

    /** The channel appends notify on, with the payload {@code <game id>:<version>}. */
    public static final String CHANNEL = "ziggurat_events";

    private static final String UNIQUE_VIOLATION = "23505";

    private final AgroalDataSource dataSource;

    public EventStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A new game, its seats and its setup events, in one transaction. */
    public void createGame(StoredGame game, List<StoredEvent> setupEvents) {
        inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO games (id, ruleset, seat_count, options, status, version, stacked, creator_seeded,
                                       seed, salt, commitment, stack, created_at, updated_at)
                    VALUES (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?)""")) {
                ps.setObject(1, game.id());
                ps.setString(2, game.ruleset());
                ps.setInt(3, game.seats().size());
                ps.setString(4, game.optionsJson());
                ps.setString(5, game.status());
                ps.setLong(6, game.version());
                ps.setBoolean(7, game.stacked());
                ps.setBoolean(8, game.creatorSeeded());
                ps.setString(9, game.seed());
                ps.setString(10, game.salt());
                ps.setString(11, game.commitment());
                ps.setString(12, game.stackJson());
                ps.setTimestamp(13, Timestamp.from(game.createdAt()));
                ps.setTimestamp(14, Timestamp.from(game.updatedAt()));
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO seats (game_id, seat, name, token_hash) VALUES (?, ?, ?, ?)")) {
                for (StoredSeat seat : game.seats()) {
                    ps.setObject(1, game.id());
                    ps.setInt(2, seat.seat());
                    ps.setString(3, seat.name());
                    ps.setBytes(4, seat.tokenHash());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            insertEvents(c, game.id(), setupEvents);
            notifyAppended(c, game.id(), game.version());
            return null;
        });
    }

    public Optional<StoredGame> findGame(UUID id) {
        return withConnection(c -> {
            StoredGame game;
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT ruleset, options::text, status, version, stacked, creator_seeded, seed, salt, commitment,
                           stack::text, created_at, updated_at
                      FROM games WHERE id = ?""")) {
                ps.setObject(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    game = new StoredGame(id, rs.getString(1), rs.getString(2), rs.getString(3), rs.getLong(4),
                            rs.getBoolean(5), rs.getBoolean(6), rs.getString(7), rs.getString(8), rs.getString(9),
                            rs.getString(10), rs.getTimestamp(11).toInstant(), rs.getTimestamp(12).toInstant(),
                            List.of());
                }
            }
            List<StoredSeat> seats = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT seat, name, token_hash FROM seats WHERE game_id = ? ORDER BY seat")) {
                ps.setObject(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        seats.add(new StoredSeat(rs.getInt(1), rs.getString(2), rs.getBytes(3)));
                    }
                }
            }
            return Optional.of(new StoredGame(game.id(), game.ruleset(), game.optionsJson(), game.status(),
                    game.version(), game.stacked(), game.creatorSeeded(), game.seed(), game.salt(),
                    game.commitment(), game.stackJson(), game.createdAt(), game.updatedAt(), seats));
        });
    }

    /** Events with {@code after < seq <= upTo}, oldest first, at most {@code limit}. */
    public List<StoredEvent> readEvents(UUID gameId, long after, long upTo, int limit) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT seq, type, schema_version, payload::text, acting_seat, occurred_at, hash, state_hash
                      FROM events
                     WHERE game_id = ? AND seq > ? AND seq <= ?
                     ORDER BY seq
                     LIMIT ?""")) {
                ps.setObject(1, gameId);
                ps.setLong(2, after);
                ps.setLong(3, upTo);
                ps.setInt(4, limit);
                List<StoredEvent> events = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        int seat = rs.getInt(5);
                        Integer actingSeat = rs.wasNull() ? null : seat;
                        events.add(new StoredEvent(rs.getLong(1), rs.getString(2), rs.getInt(3), rs.getString(4),
                                actingSeat, rs.getTimestamp(6).toInstant(), rs.getString(7), rs.getString(8)));
                    }
                }
                return events;
            }
        });
    }

    /** Every event after {@code after}, oldest first. */
    public List<StoredEvent> readEvents(UUID gameId, long after) {
        return readEvents(gameId, after, Long.MAX_VALUE, Integer.MAX_VALUE);
    }

    /**
     * Appends events {@code expectedVersion + 1 …} and, when given, the idempotency record of the move,
     * in one transaction.
     *
     * @throws VersionConflict when the game is no longer at {@code expectedVersion}; nothing is written
     */
    public void append(UUID gameId, long expectedVersion, List<StoredEvent> events, boolean finished,
                       Optional<NewIdempotencyRecord> idempotency) throws VersionConflict {
        long newVersion = expectedVersion + events.size();
        Boolean appended = inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    UPDATE games SET version = ?, status = ?, updated_at = ?
                     WHERE id = ? AND version = ? AND status = 'running'""")) {
                ps.setLong(1, newVersion);
                ps.setString(2, finished ? "finished" : "running");
                ps.setTimestamp(3, Timestamp.from(Instant.now()));
                ps.setObject(4, gameId);
                ps.setLong(5, expectedVersion);
                if (ps.executeUpdate() != 1) {
                    c.rollback();
                    return false;
                }
            }
            try {
                insertEvents(c, gameId, events);
                if (idempotency.isPresent()) {
                    insertIdempotency(c, gameId, idempotency.get());
                }
            } catch (SQLException e) {
                if (UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    c.rollback();
                    return false;
                }
                throw e;
            }
            notifyAppended(c, gameId, newVersion);
            return true;
        });
        if (!appended) {
            throw new VersionConflict();
        }
    }

    public Optional<IdempotencyRecord> findIdempotency(UUID gameId, int seat, String key) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT request_hash, status, response FROM idempotency_records
                     WHERE game_id = ? AND seat = ? AND idempotency_key = ?""")) {
                ps.setObject(1, gameId);
                ps.setInt(2, seat);
                ps.setString(3, key);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next()
                            ? Optional.of(new IdempotencyRecord(rs.getString(1), rs.getInt(2), rs.getString(3)))
                            : Optional.empty();
                }
            }
        });
    }

    /**
     * Games newest first, optionally of one ruleset and status, continuing after the cursor
     * (the created time and id of the last game of the previous page).
     */
    public List<GameSummary> listGames(Optional<String> ruleset, Optional<String> status,
                                       Optional<GameCursor> after, int limit) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT id, ruleset, status, version, seat_count, created_at, updated_at
                      FROM games
                     WHERE (?::text IS NULL OR ruleset = ?)
                       AND (?::text IS NULL OR status = ?)
                       AND (?::timestamptz IS NULL OR (created_at, id) < (?, ?))
                     ORDER BY created_at DESC, id DESC
                     LIMIT ?""")) {
                ps.setString(1, ruleset.orElse(null));
                ps.setString(2, ruleset.orElse(null));
                ps.setString(3, status.orElse(null));
                ps.setString(4, status.orElse(null));
                Timestamp cursorTime = after.map(a -> Timestamp.from(a.createdAt())).orElse(null);
                ps.setTimestamp(5, cursorTime);
                ps.setTimestamp(6, cursorTime);
                if (after.isPresent()) {
                    ps.setObject(7, after.get().id());
                } else {
                    ps.setNull(7, Types.OTHER);
                }
                ps.setInt(8, limit);
                List<GameSummary> games = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        games.add(new GameSummary(rs.getObject(1, UUID.class), rs.getString(2), rs.getString(3),
                                rs.getLong(4), rs.getInt(5), rs.getTimestamp(6).toInstant(),
                                rs.getTimestamp(7).toInstant()));
                    }
                }
                return games;
            }
        });
    }

    /** True when the database answers a trivial query: the readiness check. */
    public boolean reachable() {
        try {
            return withConnection(c -> {
                try (PreparedStatement ps = c.prepareStatement("SELECT 1"); ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            });
        } catch (StoreUnavailable e) {
            return false;
        }
    }

    private static void insertEvents(Connection c, UUID gameId, List<StoredEvent> events) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO events (game_id, seq, type, schema_version, payload, acting_seat, occurred_at, hash, state_hash)
                VALUES (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)""")) {
            for (StoredEvent e : events) {
                ps.setObject(1, gameId);
                ps.setLong(2, e.seq());
                ps.setString(3, e.type());
                ps.setInt(4, e.schemaVersion());
                ps.setString(5, e.payloadJson());
                if (e.actingSeat() == null) {
                    ps.setNull(6, Types.INTEGER);
                } else {
                    ps.setInt(6, e.actingSeat());
                }
                ps.setTimestamp(7, Timestamp.from(e.occurredAt()));
                ps.setString(8, e.hash());
                ps.setString(9, e.stateHash());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void insertIdempotency(Connection c, UUID gameId, NewIdempotencyRecord r) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO idempotency_records (game_id, seat, idempotency_key, request_hash, status, response, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)""")) {
            ps.setObject(1, gameId);
            ps.setInt(2, r.seat());
            ps.setString(3, r.key());
            ps.setString(4, r.record().requestHash());
            ps.setInt(5, r.record().status());
            ps.setString(6, r.record().responseJson());
            ps.setTimestamp(7, Timestamp.from(Instant.now()));
            ps.executeUpdate();
        }
    }

    private static void notifyAppended(Connection c, UUID gameId, long version) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            ps.setString(1, CHANNEL);
            ps.setString(2, gameId + ":" + version);
            ps.execute();
        }
    }

    @FunctionalInterface
    private interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T withConnection(Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw new StoreUnavailable("the database failed: " + e.getMessage(), e);
        }
    }

    private <T> T inTransaction(Work<T> work) {
        try (Connection c = dataSource.getConnection()) {
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            T result;
            try {
                result = work.run(c);
                if (!c.getAutoCommit()) {
                    c.commit();
                }
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException lost) {
                    e.addSuppressed(lost);
                }
                throw e;
            }
            // committed: a connection that breaks from here on must not turn the success into an error
            try {
                c.setAutoCommit(autoCommit);
            } catch (SQLException ignored) {
                // the pool discards the broken connection
            }
            return result;
        } catch (SQLException e) {
            throw new StoreUnavailable("the database failed: " + e.getMessage(), e);
        }
    }
}
