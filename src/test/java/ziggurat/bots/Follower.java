package ziggurat.bots;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Follows one game over its server-sent event stream ({@code GET /v1/games/{id}/events/stream}) as one seat, on a
 * thread of its own, and tells the bot when the game has moved past a version. When the connection drops (the
 * service restarts) it connects again with {@code Last-Event-ID}, the number of the last event it received, so it
 * misses nothing and sees nothing twice. The stream ends after a finished game's last event: then the game is over.
 */
final class Follower implements AutoCloseable {

    private final Service service;
    private final String gameId;
    private final String token;
    private final Thread thread;
    private final Object lock = new Object();
    private long lastEventId;
    private boolean ended;
    private volatile boolean closed;
    private volatile InputStream open;
    /** Streams opened again after the first, each resumed with Last-Event-ID (attempts that found no service not counted). */
    final AtomicLong reconnects = new AtomicLong();
    /** Events received, each once. */
    final AtomicLong events = new AtomicLong();

    Follower(Service service, String gameId, String token, long after) {
        this.service = service;
        this.gameId = gameId;
        this.token = token;
        this.lastEventId = after;
        this.thread = new Thread(this::run, "follow-" + gameId.substring(0, 8));
        this.thread.setDaemon(true);
    }

    Follower start() {
        thread.start();
        return this;
    }

    /** The number of the last event received. */
    long lastEventId() {
        synchronized (lock) {
            return lastEventId;
        }
    }

    /** Whether the stream has ended after the game's last event. */
    boolean ended() {
        synchronized (lock) {
            return ended;
        }
    }

    /**
     * Waits until an event after {@code version} has come, or the game has ended, or {@code timeout} has passed.
     * Answers whether something new is there.
     */
    boolean awaitAfter(long version, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (lastEventId <= version && !ended) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                lock.wait(Math.max(1, left / 1_000_000));
            }
            return true;
        }
    }

    private void run() {
        long backoff = 100;
        boolean first = true;
        while (!closed) {
            try {
                boolean resumed = !first;
                first = false;
                if (follow(resumed)) {
                    return; // the game is over
                }
                backoff = 100;
            } catch (IOException e) {
                // the service went away: connect again, resuming after the last event received
                Service.pause(backoff);
                backoff = Math.min(backoff * 2, 1000);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** One connection ({@code resumed}: not the first). Answers true when the stream ended because the game is over. */
    private boolean follow(boolean resumed) throws IOException, InterruptedException {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(service.base + "/v1/games/" + gameId + "/events/stream"))
                .header("Accept", "text/event-stream")
                .header("Last-Event-ID", Long.toString(lastEventId()));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        HttpResponse<InputStream> r = service.client.send(b.build(), HttpResponse.BodyHandlers.ofInputStream());
        if (r.statusCode() != 200) {
            r.body().close();
            long wait = Service.retryAfterMillis(r);
            if (wait > 0) {
                // over a limit (429) or the service's cap on streams (503): come back when it says
                Service.pause(wait);
            }
            throw new IOException("the stream answered HTTP " + r.statusCode());
        }
        if (resumed) {
            reconnects.incrementAndGet();
        }
        open = r.body();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(r.body(), StandardCharsets.UTF_8))) {
            String id = null;
            String line;
            while ((line = in.readLine()) != null) {
                if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                } else if (line.isEmpty() && id != null) {
                    long seq = Long.parseLong(id);
                    id = null;
                    synchronized (lock) {
                        if (seq > lastEventId) {
                            lastEventId = seq;
                            events.incrementAndGet();
                            lock.notifyAll();
                        }
                    }
                }
            }
        } finally {
            open = null;
        }
        if (closed) {
            return true;
        }
        // the stream ended: after a finished game's last event, or because the service stopped
        Service.Answer game = service.get("/v1/games/" + gameId, token);
        if (game.status() == 200 && "finished".equals(game.json().path("status").asText())) {
            synchronized (lock) {
                ended = true;
                lock.notifyAll();
            }
            return true;
        }
        return false;
    }

    @Override
    public void close() {
        closed = true;
        InputStream in = open;
        if (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
        thread.interrupt();
    }
}
