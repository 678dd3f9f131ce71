package ziggurat.store;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Group commit: the appends of moves made at the same moment in different games go to PostgreSQL together, in
 * one statement and one commit, instead of one commit each.
 *
 * <p>A durable commit costs PostgreSQL far more than the few rows a move writes (a round trip, a transaction, a
 * WAL flush to wait for), so while one batch is being committed the next moves queue up and go in the next one
 * ({@link Batches}). Each game keeps its own compare-and-set: a game that has moved on is refused without holding
 * up the others, and a batch holds at most one append per game.
 */
@ApplicationScoped
public class GroupCommit {

    /**
     * A move never waits longer than this for its batch to be taken; a database that does not answer fails the
     * batch in flight (socket timeout) and with it everything queued behind it, well before.
     */
    private static final long QUEUE_WAIT_SECONDS = 30;

    private final Batches<Append, Boolean> batches;

    public GroupCommit(EventStore store, MeterRegistry metrics,
                       @ConfigProperty(name = "ziggurat.group-commit.lanes", defaultValue = "2") int lanes,
                       @ConfigProperty(name = "ziggurat.group-commit.max-batch", defaultValue = "64") int maxBatch) {
        DistributionSummary sizes = DistributionSummary.builder("ziggurat.group.commit.appends")
                .description("Appends committed together in one statement").register(metrics);
        batches = new Batches<>("ziggurat-group-commit", lanes, maxBatch, Append::game, true, sizes::record,
                batch -> {
                    if (batch.size() == 1) {
                        Append a = batch.get(0);
                        return List.of(store.appendOne(a));
                    }
                    Set<UUID> moved = store.appendAll(batch);
                    List<Boolean> appended = new ArrayList<>(batch.size());
                    for (Append a : batch) {
                        appended.add(moved.contains(a.game()));
                    }
                    return appended;
                });
    }

    /**
     * Appends events {@code expectedVersion + 1 …} of {@code game} and, when given, the move's idempotency record,
     * all or nothing, and returns once they are durable.
     *
     * @throws VersionConflict when the game is no longer at {@code expectedVersion}; nothing was written
     * @throws StoreUnavailable when the database failed; the append may or may not have been applied
     */
    public void append(UUID game, long expectedVersion, List<StoredEvent> events, boolean finished,
                       Optional<NewIdempotencyRecord> idempotency) throws VersionConflict {
        if (!batches.submit(new Append(game, expectedVersion, events, finished, idempotency), QUEUE_WAIT_SECONDS)) {
            throw new VersionConflict();
        }
    }

    /**
     * {@link #append}, without waiting: the result completes on the lane's thread once the append is durable, with
     * true, or with false when the game is no longer at {@code expectedVersion} (nothing was written); exceptionally
     * with {@link StoreUnavailable} when the database failed (the append may or may not have been applied).
     */
    public CompletableFuture<Boolean> appendAsync(UUID game, long expectedVersion, List<StoredEvent> events,
                                                  boolean finished, Optional<NewIdempotencyRecord> idempotency) {
        return batches.submitAsync(new Append(game, expectedVersion, events, finished, idempotency), QUEUE_WAIT_SECONDS);
    }

    void stop(@Observes ShutdownEvent ignored) {
        batches.stop();
    }
}
