package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import ziggurat.store.AppendFeed;

/** Followers of one game come and go all the time; whoever is waiting when a move lands is woken by it. */
class FollowersTest {

    @Test
    void aFollowerRegisteringWhileTheLastOneLeavesIsStillWokenByTheNextMove() throws Exception {
        AppendFeed feed = new AppendFeed(null, null);
        Followers followers = new Followers(feed);
        UUID game = UUID.randomUUID();
        AtomicBoolean done = new AtomicBoolean();
        // others keep arriving and leaving (their waits over), so the game's waiting list empties again and again
        Thread churn = new Thread(() -> {
            while (!done.get()) {
                followers.nextAppend(game).complete(-1L);
            }
        });
        churn.start();
        int missed = 0;
        try {
            for (int move = 1; move <= 200_000; move++) {
                CompletableFuture<Long> waiting = followers.nextAppend(game);
                feed.appended(game, move);
                if (!waiting.isDone()) {
                    missed++;
                }
            }
        } finally {
            done.set(true);
            churn.join();
        }
        assertEquals(0, missed, "followers that no move could wake");
    }
}
