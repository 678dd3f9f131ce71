package ziggurat.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.store.Positions.events;
import static ziggurat.store.Positions.newGame;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import ziggurat.support.AllAtOnce;
import ziggurat.support.EmbeddedPostgresResource;

/** Reads ask the database what version a game is at; many at the same moment share one statement. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class VersionCheckTest {

    @Inject
    EventStore store;
    @Inject
    GroupCommit commits;
    @Inject
    VersionCheck versions;
    @Inject
    MeterRegistry metrics;

    @Test
    void tellsEachGameItsOwnVersionNow() throws Exception {
        UUID moved = newGame(store);
        UUID still = newGame(store);
        commits.append(moved, 1, events(2, 3), false, Optional.empty());

        assertEquals(3, versions.current(moved));
        assertEquals(1, versions.current(still));
        assertEquals(-1, versions.current(UUID.randomUUID()), "no such game");
    }

    @Test
    void readsOfManyGamesAtOnceShareStatementsAndEachGetsItsOwnAnswer() throws Exception {
        List<UUID> games = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            UUID g = newGame(store);
            for (long v = 1; v < 1 + i % 4; v++) {
                commits.append(g, v, events(v + 1), false, Optional.empty());
            }
            games.add(g);
        }
        List<Long> asked = AllAtOnce.run(games.stream().map(g -> (Callable<Long>) () -> versions.current(g)).toList());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(1 + i % 4, asked.get(i), "game " + i);
        }
        assertTrue(metrics.summary("ziggurat.version.check.games").max() > 1,
                "reads made at the same moment shared a statement");
    }
}
