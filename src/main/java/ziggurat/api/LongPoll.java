package ziggurat.api;

import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ziggurat.play.Answers.EventPage;
import ziggurat.play.Followers;
import ziggurat.play.PlayService;
import ziggurat.store.GameStatus;

/** A long-poll on a game's events: the page after the cursor, as soon as it holds news or the wait is over. */
@ApplicationScoped
class LongPoll {

    private final PlayService play;
    private final Followers followers;

    LongPoll(PlayService play, Followers followers) {
        this.play = play;
        this.followers = followers;
    }

    /**
     * Reads the page; if it is empty and the wait is not over, waits for the next append (or a resync of the
     * append feed) and reads again, until there is news or the deadline ({@link System#nanoTime()}) passes.
     */
    Uni<EventPage> poll(UUID game, Optional<String> token, long from, int max, long deadline) {
        return Uni.createFrom().item(() -> {
                    // listen before reading, so an append between the read and the wait is not missed
                    CompletableFuture<Long> next = followers.nextAppend(game);
                    try {
                        return new Polled(play.events(game, token, from, max), next);
                    } catch (RuntimeException refused) {
                        next.cancel(false);
                        throw refused;
                    }
                })
                .runSubscriptionOn(Infrastructure.getDefaultWorkerPool())
                .flatMap(polled -> {
                    long left = deadline - System.nanoTime();
                    if (!polled.page.events().isEmpty() || left <= 0 || polled.page.status() == GameStatus.FINISHED) {
                        polled.next.cancel(false);
                        return Uni.createFrom().item(polled.page);
                    }
                    // the deadline is the JDK's timer, not Mutiny's ifNoItem: on a request's Vert.x context that
                    // one is a Vert.x timer, which refuses a delay under a millisecond by throwing, and the poll
                    // was then never answered
                    return Uni.createFrom().completionStage(polled.next.completeOnTimeout(-1L, left, TimeUnit.NANOSECONDS))
                            .onCancellation().invoke(() -> polled.next.cancel(false))
                            .flatMap(v -> poll(game, token, from, max, deadline));
                });
    }

    private record Polled(EventPage page, CompletableFuture<Long> next) {
    }
}
