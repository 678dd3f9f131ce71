package ziggurat.store;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * What version a game is at now, asked of the database so that a read served from an instance's cache is never
 * behind an append made by another instance. Reads of many games at the same moment share one statement
 * ({@link Batches}), so the check costs PostgreSQL one index lookup per read and one round trip per batch.
 */
@ApplicationScoped
public class VersionCheck {

    private static final long QUEUE_WAIT_SECONDS = 30;

    private final Batches<UUID, Long> batches;

    public VersionCheck(EventStore store, MeterRegistry metrics) {
        DistributionSummary sizes = DistributionSummary.builder("ziggurat.version.check.games")
                .description("Games whose version one statement checked").register(metrics);
        batches = new Batches<>("ziggurat-version-check", 2, 256, game -> game, false, sizes::record,
                store::versions);
    }

    /** The game's version now, or -1 if there is no such game. */
    public long current(UUID game) {
        return batches.submit(game, QUEUE_WAIT_SECONDS);
    }

    /** {@link #current}, without waiting: completes on the lane's thread once the statement has run. */
    public CompletableFuture<Long> currentAsync(UUID game) {
        return batches.submitAsync(game, QUEUE_WAIT_SECONDS);
    }

    void stop(@Observes ShutdownEvent ignored) {
        batches.stop();
    }
}
