package ziggurat.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
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
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The PostgreSQL event store: every statement Ziggurat runs on its tables is in this file (the one other SQL the
 * service sends is {@link AppendFeed}'s {@code LISTEN}, a connection's subscription to {@link #CHANNEL}).
 *
 * <p>Appends are optimistic: the games row moves from the expected version to the new one with a
 * compare-and-set, and the (game, seq) primary key refuses a second writer for the same event number, so
 * two racing writers can never both win, whichever instance they run on.
 *
 * <p>Why this file is longer than 600 lines: SQL lives in the store, readable, in one place, each statement beside
 * the Java that binds and reads it, so a reader (and {@code SingleGameStatementsTest}) finds every statement here.
 * Split by table, the transactions that span tables (a creation, a claim, an append with its idempotency record)
 * would be cut in two.
 */
@ApplicationScoped
public class EventStore {

    /** The channel appends notify on, with the payload {@code <game id>:<version>}. */
    public static final String CHANNEL = "ziggurat_events";

    private static final String UNIQUE_VIOLATION = "23505";
    private static final ObjectMapper ROWS = new ObjectMapper();

    private final AgroalDataSource dataSource;

    public EventStore(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A new game, its seats and its setup events, in one transaction. */
    public void createGame(StoredGame game, List<StoredEvent> setupEvents) {
        createGame(game, setupEvents, null, Integer.MAX_VALUE);
    }

    /**
     * A new game waiting for players, created by the client {@code creatorKey} (the hash of its address), unless
     * that client has {@code cap} games waiting already.
     *
     * <p>The count is a read across games (every game this client created that still waits), the one place a
     * creation reads other games. Two creations by one client are serialised on a transaction lock keyed by the
     * client, so two racing requests, on any instances, cannot both take the last place.
     *
     * @return false when the client is at its cap; nothing is written then
     */
    public boolean createGame(StoredGame game, List<StoredEvent> setupEvents, byte[] creatorKey, int cap) {
        return inTransaction(c -> {
            if (creatorKey != null) {
                try (PreparedStatement ps = c.prepareStatement("SELECT pg_advisory_xact_lock(?)")) {
                    ps.setLong(1, java.nio.ByteBuffer.wrap(creatorKey).getLong());
                    ps.execute();
                }
                try (PreparedStatement ps = c.prepareStatement("""
                        SELECT count(*) FROM games
                         WHERE creator_key = ? AND open_seats > 0 AND status = 'running'""")) {
                    ps.setBytes(1, creatorKey);
                    try (ResultSet rs = ps.executeQuery()) {
                        rs.next();
                        if (rs.getLong(1) >= cap) {
                            return false;
                        }
                    }
                }
            }
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO games (id, ruleset, seat_count, options, status, version, stacked, creator_seeded,
                                       seed, salt, commitment, stack, warnings, created_at, updated_at, open_seats,
                                       listed, creator_token_hash, creator_key)
                    VALUES (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?)""")) {
                ps.setObject(1, game.id());
                ps.setString(2, game.ruleset());
                ps.setInt(3, game.seats().size());
                ps.setString(4, game.optionsJson());
                ps.setString(5, game.status().wire());
                ps.setLong(6, game.version());
                ps.setBoolean(7, game.stacked());
                ps.setBoolean(8, game.creatorSeeded());
                ps.setString(9, game.seed());
                ps.setString(10, game.salt());
                ps.setString(11, game.commitment());
                ps.setString(12, game.stackJson());
                ps.setString(13, game.warningsJson());
                ps.setTimestamp(14, Timestamp.from(game.createdAt()));
                ps.setTimestamp(15, Timestamp.from(game.updatedAt()));
                ps.setInt(16, (int) game.openSeats());
                ps.setBoolean(17, game.listed());
                ps.setBytes(18, game.creatorTokenHash());
                ps.setBytes(19, game.openSeats() > 0 ? creatorKey : null);
                ps.executeUpdate();
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO seats (game_id, seat, name, token_hash, invitation_hash) VALUES (?, ?, ?, ?, ?)")) {
                for (StoredSeat seat : game.seats()) {
                    ps.setObject(1, game.id());
                    ps.setInt(2, seat.seat());
                    ps.setString(3, seat.name());
                    ps.setBytes(4, seat.tokenHash());
                    ps.setBytes(5, seat.invitationHash());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            insertEvents(c, game.id(), setupEvents);
            return true;
        });
    }

    /** Forgets who created a game that no longer waits (its creator called it off): its place under the cap is free. */
    public void forgetCreator(UUID game) {
        withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE games SET creator_key = NULL WHERE id = ?")) {
                ps.setObject(1, game);
                ps.executeUpdate();
            }
            return null;
        });
    }

    public Optional<StoredGame> findGame(UUID id) {
        return withConnection(c -> {
            StoredGame game;
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT ruleset, options::text, status, version, stacked, creator_seeded, seed, salt, commitment,
                           stack::text, warnings::text, created_at, updated_at, listed, creator_token_hash
                      FROM games WHERE id = ?""")) {
                ps.setObject(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    game = new StoredGame(id, rs.getString(1), rs.getString(2), status(rs.getString(3)), rs.getLong(4),
                            rs.getBoolean(5), rs.getBoolean(6), rs.getString(7), rs.getString(8), rs.getString(9),
                            rs.getString(10), rs.getString(11), rs.getTimestamp(12).toInstant(),
                            rs.getTimestamp(13).toInstant(), List.of(), rs.getBoolean(14), rs.getBytes(15));
                }
            }
            List<StoredSeat> seats = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT seat, name, token_hash, invitation_hash FROM seats WHERE game_id = ? ORDER BY seat")) {
                ps.setObject(1, id);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        seats.add(new StoredSeat(rs.getInt(1), rs.getString(2), rs.getBytes(3), rs.getBytes(4)));
                    }
                }
            }
            return Optional.of(game.withSeats(seats));
        });
    }

    /**
     * The version of each game now, in one statement for the reads of many games at once (see
     * {@link VersionCheck}); -1 for a game that does not exist.
     */
    List<Long> versions(List<UUID> games) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT id, version FROM games WHERE id = ANY(?)")) {
            ps.setArray(1, c.createArrayOf("uuid", games.toArray()));
            Map<UUID, Long> found = new HashMap<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    found.put(rs.getObject(1, UUID.class), rs.getLong(2));
                }
            }
            List<Long> versions = new ArrayList<>(games.size());
            for (UUID game : games) {
                versions.add(found.getOrDefault(game, -1L));
            }
            return versions;
        }
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
     * How many moves the game's seats played up to {@code upTo}: its batches of events (one acting seat, one time)
     * that have an acting seat and do not begin with one of {@code notMoves} (a seat leaving the table). The same
     * count as {@code ziggurat.play.MovesPlayed}, for a game restored from a snapshot.
     */
    public long movesPlayed(UUID gameId, long upTo, java.util.Set<String> notMoves) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT count(*)
                      FROM (SELECT DISTINCT ON (acting_seat, occurred_at) type
                              FROM events
                             WHERE game_id = ? AND seq <= ? AND acting_seat IS NOT NULL
                             ORDER BY acting_seat, occurred_at, seq) AS batch
                     WHERE type <> ALL (?)""")) {
                ps.setObject(1, gameId);
                ps.setLong(2, upTo);
                ps.setArray(3, c.createArrayOf("text", notMoves.toArray()));
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    /**
     * One move's append alone (see {@link GroupCommit} for many at once): events {@code expectedVersion + 1 …}
     * and, when given, the move's idempotency record, in one transaction.
     *
     * @return false when the game is no longer at {@code expectedVersion}; nothing is written then
     */
    boolean appendOne(Append append) {
        long newVersion = append.expectedVersion() + append.events().size();
        // One statement, so one round trip and its own transaction: the compare-and-set on the version,
        // the events and the idempotency record all happen, or none does. No NOTIFY in here: PostgreSQL
        // serialises the commits of notifying transactions behind one lock, WAL flush included, which
        // would cap the whole service at one commit per flush (AppendFeed notifies after the commit).
        int appended = withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    WITH moved AS (
                        UPDATE games SET version = ?, status = ?, updated_at = ?
                         WHERE id = ? AND version = ? AND status = 'running'
                        RETURNING id
                    ), logged AS (
                        INSERT INTO events (game_id, seq, type, schema_version, payload, acting_seat, occurred_at,
                                            hash, state_hash)
                        SELECT moved.id, e.seq, e.type, e.schema_version, e.payload, e.acting_seat, e.occurred_at,
                               e.hash, e.state_hash
                          FROM moved, jsonb_to_recordset(?::jsonb) AS e(seq bigint, type text, schema_version int,
                               payload jsonb, acting_seat int, occurred_at timestamptz, hash text, state_hash text)
                        RETURNING seq
                    ), remembered AS (
                        INSERT INTO idempotency_records (game_id, seat, idempotency_key, request_hash, status,
                                                         response, created_at)
                        SELECT moved.id, ?, ?, ?, ?, ?, now()
                          FROM moved
                         WHERE ?::text IS NOT NULL
                    )
                    SELECT count(*) FROM logged""")) {
                ps.setLong(1, newVersion);
                ps.setString(2, GameStatus.of(append.finished()).wire());
                ps.setTimestamp(3, Timestamp.from(Instant.now()));
                ps.setObject(4, append.game());
                ps.setLong(5, append.expectedVersion());
                ps.setString(6, eventRows(append.events()));
                NewIdempotencyRecord r = append.idempotency().orElse(null);
                ps.setObject(7, r == null ? null : r.seat(), Types.INTEGER);
                ps.setString(8, r == null ? null : r.key());
                ps.setString(9, r == null ? null : r.record().requestHash());
                ps.setObject(10, r == null ? null : r.record().status(), Types.INTEGER);
                ps.setString(11, r == null ? null : r.record().responseJson());
                ps.setString(12, r == null ? null : r.key());
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            } catch (SQLException e) {
                if (UNIQUE_VIOLATION.equals(e.getSQLState())) {
                    return 0;
                }
                throw e;
            }
        });
        return appended == append.events().size();
    }

    /**
     * The appends of several games in one statement and one commit (see {@link GroupCommit}): each game's
     * compare-and-set, events and idempotency record go in together, and a game whose version has moved on
     * is left out without holding up the others. At most one append per game.
     *
     * @return the games whose append went in; every other append of the batch wrote nothing
     * @throws SQLException when the statement failed as a whole: nothing of the batch was written
     */
    Set<UUID> appendAll(List<Append> batch) throws SQLException {
        ArrayNode games = ROWS.createArrayNode();
        ArrayNode events = ROWS.createArrayNode();
        ArrayNode records = ROWS.createArrayNode();
        for (Append a : batch) {
            games.addObject()
                    .put("game_id", a.game().toString())
                    .put("expected", a.expectedVersion())
                    .put("version", a.expectedVersion() + a.events().size())
                    .put("status", GameStatus.of(a.finished()).wire());
            addEventRows(events, a.game(), a.events());
            a.idempotency().ifPresent(r -> records.addObject()
                    .put("game_id", a.game().toString())
                    .put("seat", r.seat())
                    .put("idempotency_key", r.key())
                    .put("request_hash", r.record().requestHash())
                    .put("status", r.record().status())
                    .put("response", r.record().responseJson()));
        }
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("""
                     WITH batch AS (
                         SELECT * FROM jsonb_to_recordset(?::jsonb)
                                    AS b(game_id uuid, expected bigint, version bigint, status text)
                     ), moved AS (
                         UPDATE games g SET version = b.version, status = b.status, updated_at = ?
                           FROM batch b
                          WHERE g.id = b.game_id AND g.version = b.expected AND g.status = 'running'
                         RETURNING g.id
                     ), logged AS (
                         INSERT INTO events (game_id, seq, type, schema_version, payload, acting_seat, occurred_at,
                                             hash, state_hash)
                         SELECT e.game_id, e.seq, e.type, e.schema_version, e.payload, e.acting_seat, e.occurred_at,
                                e.hash, e.state_hash
                           FROM jsonb_to_recordset(?::jsonb) AS e(game_id uuid, seq bigint, type text,
                                schema_version int, payload jsonb, acting_seat int, occurred_at timestamptz,
                                hash text, state_hash text)
                           JOIN moved ON moved.id = e.game_id
                     ), remembered AS (
                         INSERT INTO idempotency_records (game_id, seat, idempotency_key, request_hash, status,
                                                          response, created_at)
                         SELECT r.game_id, r.seat, r.idempotency_key, r.request_hash, r.status, r.response, now()
                           FROM jsonb_to_recordset(?::jsonb) AS r(game_id uuid, seat int, idempotency_key text,
                                request_hash text, status int, response text)
                           JOIN moved ON moved.id = r.game_id
                     )
                     SELECT id FROM moved""")) {
            ps.setString(1, write(games));
            ps.setTimestamp(2, Timestamp.from(Instant.now()));
            ps.setString(3, write(events));
            ps.setString(4, write(records));
            Set<UUID> moved = new HashSet<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    moved.add(rs.getObject(1, UUID.class));
                }
            }
            return moved;
        }
    }

    /** The events as one JSON array of rows, for jsonb_to_recordset; payloads go in as the JSON they are. */
    private static String eventRows(List<StoredEvent> events) {
        ArrayNode rows = ROWS.createArrayNode();
        addEventRows(rows, null, events);
        return write(rows);
    }

    private static void addEventRows(ArrayNode rows, UUID game, List<StoredEvent> events) {
        for (StoredEvent e : events) {
            ObjectNode row = rows.addObject();
            if (game != null) {
                row.put("game_id", game.toString());
            }
            row.put("seq", e.seq());
            row.put("type", e.type());
            row.put("schema_version", e.schemaVersion());
            row.putRawValue("payload", new RawValue(e.payloadJson()));
            if (e.actingSeat() == null) {
                row.putNull("acting_seat");
            } else {
                row.put("acting_seat", e.actingSeat());
            }
            row.put("occurred_at", e.occurredAt().toString());
            row.put("hash", e.hash());
            row.put("state_hash", e.stateHash());
        }
    }

    private static String write(ArrayNode rows) {
        try {
            return ROWS.writeValueAsString(rows);
        } catch (JsonProcessingException ex) {
            throw new IllegalStateException("rows could not be written", ex);
        }
    }

    /**
     * Keeps a snapshot of a game's state at {@code version}, in {@code format}; one already kept there wins
     * (two instances may snapshot the same version, and both write the same state).
     */
    public void saveSnapshot(UUID gameId, long version, String format, String stateJson) {
        withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO snapshots (game_id, format, version, state, created_at)
                    VALUES (?, ?, ?, ?::jsonb, now())
                    ON CONFLICT DO NOTHING""")) {
                ps.setObject(1, gameId);
                ps.setString(2, format);
                ps.setLong(3, version);
                ps.setString(4, stateJson);
                ps.executeUpdate();
            }
            return null;
        });
    }

    /**
     * The latest snapshot in {@code format} at or before {@code upTo}, with the hashes of the event at its
     * version; empty when there is none (or its event is not in the log).
     */
    public Optional<StoredSnapshot> latestSnapshot(UUID gameId, String format, long upTo) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT s.version, s.state::text, e.hash, e.state_hash
                      FROM snapshots s
                      JOIN events e ON e.game_id = s.game_id AND e.seq = s.version
                     WHERE s.game_id = ? AND s.format = ? AND s.version <= ?
                     ORDER BY s.version DESC
                     LIMIT 1""")) {
                ps.setObject(1, gameId);
                ps.setString(2, format);
                ps.setLong(3, upTo);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next()
                            ? Optional.of(new StoredSnapshot(rs.getLong(1), rs.getString(2), rs.getString(3),
                            rs.getString(4)))
                            : Optional.empty();
                }
            }
        });
    }

    /**
     * Remembers a keyed move's refusal as its key's answer. A refused move writes no events, so the record goes in
     * alone; if the key already has an answer (a concurrent request with the same key got there first), that
     * answer stays.
     *
     * @return false when the key already had an answer; nothing is written then
     */
    public boolean rememberRefusal(UUID gameId, NewIdempotencyRecord refusal) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO idempotency_records (game_id, seat, idempotency_key, request_hash, status, response,
                                                     created_at)
                    VALUES (?, ?, ?, ?, ?, ?, now())
                    ON CONFLICT (game_id, seat, idempotency_key) DO NOTHING""")) {
                ps.setObject(1, gameId);
                ps.setInt(2, refusal.seat());
                ps.setString(3, refusal.key());
                ps.setString(4, refusal.record().requestHash());
                ps.setInt(5, refusal.record().status());
                ps.setString(6, refusal.record().responseJson());
                return ps.executeUpdate() == 1;
            }
        });
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
     * (the created time and id of the last game of the previous page). An unlisted game shows only once every seat
     * has been claimed: while it waits, that it exists and has open seats is for its invitations' holders to know
     * (and one called off before it began never shows).
     */
    public List<GameSummary> listGames(Optional<String> ruleset, Optional<GameStatus> status,
                                       Optional<GameCursor> after, int limit) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT id, ruleset, CASE WHEN status = 'running' AND open_seats > 0 THEN 'waiting' ELSE status END,
                           version, seat_count, created_at, updated_at
                      FROM games
                     WHERE (?::text IS NULL OR ruleset = ?)
                       AND (?::text IS NULL OR status = ? AND open_seats = 0
                            OR ? = 'finished' AND status = 'finished')
                       AND (listed OR open_seats = 0)
                       AND (?::timestamptz IS NULL OR (created_at, id) < (?, ?))
                     ORDER BY created_at DESC, id DESC
                     LIMIT ?""")) {
                ps.setString(1, ruleset.orElse(null));
                ps.setString(2, ruleset.orElse(null));
                ps.setString(3, status.map(GameStatus::wire).orElse(null));
                ps.setString(4, status.map(GameStatus::wire).orElse(null));
                ps.setString(5, status.map(GameStatus::wire).orElse(null));
                Timestamp cursorTime = after.map(a -> Timestamp.from(a.createdAt())).orElse(null);
                ps.setTimestamp(6, cursorTime);
                ps.setTimestamp(7, cursorTime);
                if (after.isPresent()) {
                    ps.setObject(8, after.get().id());
                } else {
                    ps.setNull(8, Types.OTHER);
                }
                ps.setInt(9, limit);
                List<GameSummary> games = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        games.add(new GameSummary(rs.getObject(1, UUID.class), rs.getString(2), status(rs.getString(3)),
                                rs.getLong(4), rs.getInt(5), rs.getTimestamp(6).toInstant(),
                                rs.getTimestamp(7).toInstant()));
                    }
                }
                return games;
            }
        });
    }

    /**
     * The lobby: listed games still waiting for players, newest first, optionally of one ruleset, continuing after
     * the cursor. Unlisted games never show here.
     */
    public List<WaitingGame> listWaiting(Optional<String> ruleset, Optional<GameCursor> after, int limit) {
        return withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("""
                    SELECT g.id, g.ruleset, g.options::text, g.created_at,
                           (SELECT array_agg(s.name ORDER BY s.seat) FROM seats s WHERE s.game_id = g.id)
                      FROM games g
                     WHERE g.open_seats > 0 AND g.listed AND g.status = 'running'
                       AND (?::text IS NULL OR g.ruleset = ?)
                       AND (?::timestamptz IS NULL OR (g.created_at, g.id) < (?, ?))
                     ORDER BY g.created_at DESC, g.id DESC
                     LIMIT ?""")) {
                ps.setString(1, ruleset.orElse(null));
                ps.setString(2, ruleset.orElse(null));
                Timestamp cursorTime = after.map(a -> Timestamp.from(a.createdAt())).orElse(null);
                ps.setTimestamp(3, cursorTime);
                ps.setTimestamp(4, cursorTime);
                if (after.isPresent()) {
                    ps.setObject(5, after.get().id());
                } else {
                    ps.setNull(5, Types.OTHER);
                }
                ps.setInt(6, limit);
                List<WaitingGame> games = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        List<String> names = new ArrayList<>(Arrays.asList((String[]) rs.getArray(5).getArray()));
                        games.add(new WaitingGame(rs.getObject(1, UUID.class), rs.getString(2), rs.getString(3),
                                rs.getTimestamp(4).toInstant(), names));
                    }
                }
                return games;
            }
        });
    }

    /** How a claim went: the seat is the claimer's, or someone else's already, or the game moved on meanwhile. */
    public enum Claim { CLAIMED, SEAT_TAKEN, VERSION_MOVED }

    /**
     * Open seat {@code seat} becomes {@code name}'s, its invitation forgotten, and the claim's events (with the
     * setup, after the last claim) are appended, in one transaction: only a seat still open is claimed, and only at
     * {@code expectedVersion}, so of claims racing for one seat exactly one is ever written.
     */
    public Claim claimSeat(UUID game, int seat, String name, byte[] tokenHash, long expectedVersion,
                           List<StoredEvent> events) {
        try {
            return inTransaction(c -> {
                try (PreparedStatement ps = c.prepareStatement("""
                        UPDATE seats SET name = ?, token_hash = ?, invitation_hash = NULL
                         WHERE game_id = ? AND seat = ? AND token_hash IS NULL""")) {
                    ps.setString(1, name);
                    ps.setBytes(2, tokenHash);
                    ps.setObject(3, game);
                    ps.setInt(4, seat);
                    if (ps.executeUpdate() != 1) {
                        throw new ClaimRefused(Claim.SEAT_TAKEN);
                    }
                }
                try (PreparedStatement ps = c.prepareStatement("""
                        UPDATE games SET version = ?, open_seats = open_seats - 1, updated_at = ?,
                               creator_key = CASE WHEN open_seats = 1 THEN NULL ELSE creator_key END
                         WHERE id = ? AND version = ? AND status = 'running' AND open_seats > 0""")) {
                    ps.setLong(1, expectedVersion + events.size());
                    ps.setTimestamp(2, Timestamp.from(Instant.now()));
                    ps.setObject(3, game);
                    ps.setLong(4, expectedVersion);
                    if (ps.executeUpdate() != 1) {
                        throw new ClaimRefused(Claim.VERSION_MOVED);
                    }
                }
                insertEvents(c, game, events);
                return Claim.CLAIMED;
            });
        } catch (ClaimRefused refused) {
            return refused.claim;
        }
    }

    /** Rolls a claim back: thrown inside its transaction. */
    private static final class ClaimRefused extends RuntimeException {
        final Claim claim;

        ClaimRefused(Claim claim) {
            super(null, null, false, false);
            this.claim = claim;
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

    /** Tells every instance listening on {@link #CHANNEL} that these games moved ("id:version" each). */
    public void notifyAppended(List<String> payloads) {
        withConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT pg_notify(?, p) FROM unnest(?::text[]) AS p")) {
                ps.setString(1, CHANNEL);
                ps.setArray(2, c.createArrayOf("text", payloads.toArray()));
                ps.execute();
            }
            return null;
        });
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

    private static GameStatus status(String stored) {
        return GameStatus.fromWire(stored)
                .orElseThrow(() -> new IllegalStateException("unknown game status in the database: " + stored));
    }
}
