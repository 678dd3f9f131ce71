package ziggurat.api;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.mutiny.subscription.MultiEmitter;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import ziggurat.play.Answers.EventPage;
import ziggurat.play.Answers.EventView;
import ziggurat.play.Followers;
import ziggurat.play.GameJson;
import ziggurat.play.PlayService;
import ziggurat.store.GameStatus;

/**
 * One follower's server-sent event stream: what the log holds after the cursor, then each append as it
 * happens, a comment every 15 seconds to keep proxies from closing an idle stream, and the end of the
 * stream after the game's last event. Each SSE id is the event's number, so Last-Event-ID resumes exactly.
 * A stream that has sent no event for the idle time ({@code ziggurat.limits.stream-idle-seconds}) is ended, so an
 * abandoned follower does not hold its place under the caps forever; a live one resumes with Last-Event-ID.
 */
final class EventStream {

    private static final int PAGE = 200;
    private static final long KEEP_ALIVE_SECONDS = 15;

    private final PlayService play;
    private final Followers followers;
    private final Sse sse;
    private final UUID game;
    private final Optional<String> token;
    private final Executor worker = Infrastructure.getDefaultWorkerPool();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final long idleNanos;
    private final long keepAliveNanos;
    private volatile long lastEvent = System.nanoTime();
    private long cursor;

    EventStream(PlayService play, Followers followers, Sse sse, UUID game, Optional<String> token, long after,
                Duration idle) {
        this.idleNanos = idle.toNanos();
        this.keepAliveNanos = Math.min(TimeUnit.SECONDS.toNanos(KEEP_ALIVE_SECONDS), idleNanos);
        this.play = play;
        this.followers = followers;
        this.sse = sse;
        this.game = game;
        this.token = token;
        this.cursor = after;
    }

    Multi<OutboundSseEvent> events() {
        return Multi.createFrom().emitter(emitter -> {
            emitter.onTermination(() -> closed.set(true));
            worker.execute(() -> pump(emitter));
        });
    }

    /** Sends what is new, then waits for the next append (or the keep-alive) and comes back. Runs on a worker. */
    private void pump(MultiEmitter<? super OutboundSseEvent> emitter) {
        if (closed.get()) {
            return;
        }
        CompletableFuture<Long> next = followers.nextAppend(game);
        EventPage page;
        try {
            page = play.events(game, token, cursor, PAGE);
        } catch (RuntimeException e) {
            next.cancel(false);
            emitter.fail(e);
            return;
        }
        for (EventView e : page.events()) {
            // the data is JSON text already, written as it is; no media type is set on the event, because
            // RESTEasy Reactive writes a set one as a 'content-type' field of the message, which the contract does
            // not name (each message is id, event and data)
            emitter.emit(sse.newEventBuilder()
                    .id(Long.toString(e.seq()))
                    .name(e.type())
                    .data(GameJson.write(e))
                    .build());
            cursor = e.seq();
            lastEvent = System.nanoTime();
        }
        if (page.status() == GameStatus.FINISHED && cursor >= page.version()) {
            next.cancel(false);
            emitter.complete();
            return;
        }
        if (page.events().size() == PAGE) {
            next.cancel(false);
            worker.execute(() -> pump(emitter));
            return;
        }
        next.orTimeout(keepAliveNanos, TimeUnit.NANOSECONDS).whenCompleteAsync((version, timeout) -> {
            if (closed.get()) {
                return;
            }
            if (timeout != null && System.nanoTime() - lastEvent >= idleNanos) {
                emitter.complete();
                return;
            }
            if (timeout != null) {
                emitter.emit(sse.newEventBuilder().comment("keep-alive").build());
            }
            pump(emitter);
        }, worker);
    }
}
