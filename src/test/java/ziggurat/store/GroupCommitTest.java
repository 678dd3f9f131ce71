package ziggurat.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.store.Positions.events;
import static ziggurat.store.Positions.newGame;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import ziggurat.support.AllAtOnce;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Appends of different games made at the same moment share one commit, and each game still keeps its own
 * compare-and-set: all of an append goes in or none of it, a stale one is refused alone, and the log never has
 * a gap or a duplicate.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class GroupCommitTest {

    @Inject
    EventStore store;
    @Inject
    GroupCommit commits;
    @Inject
    AgroalDataSource dataSource;
    @Inject
    MeterRegistry metrics;

    @Test
    void aBatchWritesEveryGameWhoseVersionMatchesAndNothingOfTheOthers() throws Exception {
        UUID a = newGame(store);
        UUID b = newGame(store);
        UUID stale = newGame(store);
        NewIdempotencyRecord keyed = new NewIdempotencyRecord(0, "key-a",
                new IdempotencyRecord("request-hash", 200, "{\"version\":3}"));

        Set<UUID> moved = store.appendAll(List.of(
                new Append(a, 1, events(2, 3), false, Optional.of(keyed)),
                new Append(b, 1, events(2), true, Optional.empty()),
                new Append(stale, 5, events(6), false, Optional.of(keyed))));

        assertEquals(Set.of(a, b), moved);
        assertEquals(List.of(1L, 2L, 3L), seqs(a));
        assertEquals(3, store.findGame(a).orElseThrow().version());
        assertEquals(List.of(1L, 2L), seqs(b));
        assertEquals(GameStatus.FINISHED, store.findGame(b).orElseThrow().status());
        assertEquals(List.of(1L), seqs(stale), "the stale append wrote no event");
        assertEquals(1, store.findGame(stale).orElseThrow().version());
        assertEquals("{\"version\":3}", store.findIdempotency(a, 0, "key-a").orElseThrow().responseJson());
        assertTrue(store.findIdempotency(stale, 0, "key-a").isEmpty(), "nor its idempotency record");
    }

    @Test
    void aFinishedGameTakesNoMoreEvents() throws Exception {
        UUID done = newGame(store);
        UUID other = newGame(store);
        assertEquals(Set.of(done, other), store.appendAll(List.of(
                new Append(done, 1, events(2), true, Optional.empty()),
                new Append(other, 1, events(2), false, Optional.empty()))));
        assertEquals(Set.of(other), store.appendAll(List.of(
                new Append(done, 2, events(3), false, Optional.empty()),
                new Append(other, 2, events(3), false, Optional.empty()))));
        assertEquals(List.of(1L, 2L), seqs(done));
    }

    @Test
    void manyMovesAtOnceInManyGamesEachWinOncePerVersion() throws Exception {
        List<UUID> games = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            games.add(newGame(store));
        }
        // two rivals per game and version, all at once: one wins each, the other hears of the conflict
        for (long version = 1; version <= 3; version++) {
            long expected = version;
            List<Callable<Boolean>> calls = new ArrayList<>();
            for (UUID game : games) {
                for (int rival = 0; rival < 2; rival++) {
                    calls.add(() -> {
                        try {
                            commits.append(game, expected, events(expected + 1), false, Optional.empty());
                            return true;
                        } catch (VersionConflict conflict) {
                            return false;
                        }
                    });
                }
            }
            List<Boolean> won = AllAtOnce.run(calls);
            for (int g = 0; g < games.size(); g++) {
                assertTrue(won.get(2 * g) ^ won.get(2 * g + 1), "exactly one of the two rivals wins game " + g);
            }
        }
        assertTrue(metrics.summary("ziggurat.group.commit.appends").max() > 1,
                "moves made at the same moment shared a commit");
        for (UUID game : games) {
            assertEquals(List.of(1L, 2L, 3L, 4L), seqs(game), "no gap, no duplicate");
            assertEquals(4, store.findGame(game).orElseThrow().version());
        }
    }

    @Test
    void anEventWrittenOutsideTheCompareAndSetSinksOnlyItsOwnAppend() throws Exception {
        List<UUID> games = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            games.add(newGame(store));
        }
        UUID spoiled = games.get(7);
        // a row that only a writer bypassing the version check could have put there
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement("""
                INSERT INTO events (game_id, seq, type, schema_version, payload, acting_seat, occurred_at, hash,
                                    state_hash) VALUES (?, 2, 'note', 1, '{}', 0, now(), 'h', 's')""")) {
            ps.setObject(1, spoiled);
            ps.executeUpdate();
        }
        assertThrows(SQLException.class, () -> store.appendAll(games.stream()
                .map(g -> new Append(g, 1, events(2), false, Optional.empty())).toList()),
                "the one statement fails as a whole");

        List<Callable<Boolean>> calls = new ArrayList<>();
        for (UUID game : games) {
            calls.add(() -> {
                try {
                    commits.append(game, 1, events(2), false, Optional.empty());
                    return true;
                } catch (VersionConflict conflict) {
                    return false;
                }
            });
        }
        List<Boolean> won = AllAtOnce.run(calls);
        for (int g = 0; g < games.size(); g++) {
            assertEquals(g != 7, won.get(g), "game " + g);
            assertEquals(List.of(1L, 2L), seqs(games.get(g)));
            assertEquals(g == 7 ? 1 : 2, store.findGame(games.get(g)).orElseThrow().version());
        }
    }

    private List<Long> seqs(UUID game) throws SQLException {
        List<Long> seqs = new ArrayList<>();
        try (Connection c = dataSource.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT seq FROM events WHERE game_id = ? ORDER BY seq")) {
            ps.setObject(1, game);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    seqs.add(rs.getLong(1));
                }
            }
        }
        return seqs;
    }
}
