package ziggurat.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import ziggurat.store.AppendFeed;

/**
 * Long-polls and event streams waiting for a game to move. Any instance's append wakes them, through
 * the database's notifications, so followers never poll in a hot loop.
 */
@ApplicationScoped
public class Followers {

    private final Map<UUID, Set<CompletableFuture<Long>>> waiting = new ConcurrentHashMap<>();

    public Followers(AppendFeed feed) {
        feed.subscribe(this::appended);
        feed.onResync(this::wakeAll);
    }

    /** Completes with the new version at the next append to {@code game}. Register before reading, then read. */
    public CompletableFuture<Long> nextAppend(UUID game) {
        CompletableFuture<Long> next = new CompletableFuture<>();
        // added inside compute, atomically with the removal below: a set emptied and dropped by a leaving
        // follower is never the one a newcomer joins (with computeIfAbsent, then add, it could be, and no
        // append would ever find the newcomer)
        waiting.compute(game, (g, set) -> {
            Set<CompletableFuture<Long>> joined = set == null ? ConcurrentHashMap.newKeySet() : set;
            joined.add(next);
            return joined;
        });
        next.whenComplete((v, e) -> waiting.computeIfPresent(game, (g, set) -> {
            set.remove(next);
            return set.isEmpty() ? null : set;
        }));
        return next;
    }

    /** Wakes every follower of every game, with the version unknown (-1): each reads again and waits again if need be. */
    private void wakeAll() {
        for (UUID game : waiting.keySet()) {
            appended(game, -1L);
        }
    }

    private void appended(UUID game, long version) {
        Set<CompletableFuture<Long>> set = waiting.get(game);
        if (set != null) {
            for (CompletableFuture<Long> f : List.copyOf(set)) {
                f.complete(version);
            }
        }
    }
}
