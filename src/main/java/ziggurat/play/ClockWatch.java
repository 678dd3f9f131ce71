package ziggurat.play;

import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jboss.logging.Logger;

/**
 * Wakes up when a running clock of a game this instance has folded runs out, so the timeout is recorded (and its
 * followers told) though nobody asks about the game. Every instance that holds the game watches it; the append's
 * compare-and-set makes the timeout happen once. Requests about a game check its clocks too, so a timeout never
 * waits for this thread.
 */
@ApplicationScoped
public class ClockWatch {

    private static final Logger LOG = Logger.getLogger(ClockWatch.class);
    /** A little after the deadline, so the clock is surely out when the check runs. */
    private static final long SLACK_MS = 5;

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread t = new Thread(task, "ziggurat-clocks");
        t.setDaemon(true);
        return t;
    });
    private final Map<UUID, ScheduledFuture<?>> waiting = new ConcurrentHashMap<>();
    private volatile Consumer<UUID> onDeadline = id -> { };

    /** What to do when a watched game's clock runs out: check it and record the timeout. */
    void onDeadline(Consumer<UUID> action) {
        this.onDeadline = action;
    }

    /** Watches {@code game}'s next deadline, instead of any earlier one; a game without running clocks is let go. */
    void watch(LoadedGame game) {
        UUID id = game.meta().id();
        var deadline = game.clocks() == null || game.finished() ? java.util.Optional.<Instant>empty()
                : game.clocks().deadline();
        ScheduledFuture<?> previous;
        if (deadline.isEmpty()) {
            previous = waiting.remove(id);
        } else {
            long delay = Math.max(0, Duration.between(Instant.now(), deadline.get()).toMillis()) + SLACK_MS;
            previous = waiting.put(id, timer.schedule(() -> fire(id), delay, TimeUnit.MILLISECONDS));
        }
        if (previous != null) {
            previous.cancel(false);
        }
    }

    private void fire(UUID id) {
        waiting.remove(id);
        try {
            onDeadline.accept(id);
        } catch (RuntimeException e) {
            // the next request about the game checks its clocks again
            LOG.warnf("checking the clocks of game %s failed (%s)", id, e.getClass().getSimpleName());
        }
    }

    @PreDestroy
    void stop() {
        timer.shutdownNow();
    }
}
