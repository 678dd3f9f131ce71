package ziggurat.store;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.function.BiConsumer;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * Tells this instance when any instance appended to a game, so long-polls and event streams wake at once
 * without sharing anything but the database: appends made here are dispatched directly, and announced to
 * the other instances through PostgreSQL's NOTIFY, which this instance LISTENs to in turn.
 */
@ApplicationScoped
public class AppendFeed {

    private static final Logger LOG = Logger.getLogger(AppendFeed.class);
    /**
     * The announcer sends at most one NOTIFY per this many milliseconds, so followers on other instances learn of an
     * append at most this much later than followers here; the first append after a quiet spell goes at once.
     */
    static final long GATHER_MILLIS = 5;

    private final AgroalDataSource dataSource;
    private final EventStore store;
    private final List<BiConsumer<UUID, Long>> listeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> resyncs = new CopyOnWriteArrayList<>();
    /** Newest version per game appended here and not yet announced to the other instances. */
    private final Map<UUID, Long> unannounced = new ConcurrentHashMap<>();
    private final Semaphore announce = new Semaphore(0);
    private volatile boolean running;
    private Thread thread;
    private Thread announcer;

    public AppendFeed(AgroalDataSource dataSource, EventStore store) {
        this.dataSource = dataSource;
        this.store = store;
    }

    /**
     * An append committed on this instance: followers here are woken at once, and the other instances
     * through a NOTIFY sent by a background thread, coalesced per game, outside the appending transaction.
     */
    public void appended(UUID game, long version) {
        dispatch(game, version);
        unannounced.merge(game, version, Math::max);
        announce.release();
    }

    /** {@code listener} receives (game id, new version) for every append, from a background thread. */
    public void subscribe(BiConsumer<UUID, Long> listener) {
        listeners.add(listener);
    }

    /**
     * {@code resync} runs each time the feed listens again after losing its connection: appends made while it
     * was not listening were not announced, so whoever waits should look again.
     */
    public void onResync(Runnable resync) {
        resyncs.add(resync);
    }

    void start(@Observes StartupEvent ignored) {
        running = true;
        thread = new Thread(this::listen, "ziggurat-append-feed");
        thread.setDaemon(true);
        thread.start();
        announcer = new Thread(this::announce, "ziggurat-append-announcer");
        announcer.setDaemon(true);
        announcer.start();
    }

    private void announce() {
        while (running) {
            try {
                announce.acquire();
                announce.drainPermits();
            } catch (InterruptedException e) {
                return;
            }
            List<String> payloads = new ArrayList<>();
            for (UUID game : List.copyOf(unannounced.keySet())) {
                Long version = unannounced.remove(game);
                if (version != null) {
                    payloads.add(game + ":" + version);
                }
            }
            if (payloads.isEmpty()) {
                continue;
            }
            try {
                store.notifyAppended(payloads);
            } catch (RuntimeException e) {
                // followers elsewhere still catch up at their next poll or keep-alive; nothing is lost
                LOG.debugf("could not announce %d appends: %s", payloads.size(), e.getMessage());
            }
            try {
                // gather what is appended meanwhile into the next NOTIFY: under load one statement carries the
                // appends of a few milliseconds instead of one or two, and the appends do not wake this thread
                Thread.sleep(GATHER_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    void stop(@Observes ShutdownEvent ignored) {
        running = false;
        if (thread != null) {
            thread.interrupt();
        }
        if (announcer != null) {
            announcer.interrupt();
        }
    }

    private void listen() {
        long backoffMillis = 100;
        boolean lost = false;
        while (running) {
            try (Connection c = dataSource.getConnection()) {
                try (Statement s = c.createStatement()) {
                    s.execute("LISTEN " + EventStore.CHANNEL);
                }
                PGConnection pg = c.unwrap(PGConnection.class);
                backoffMillis = 100;
                if (lost) {
                    LOG.info("append feed listening again; waking every follower to look again");
                    resync();
                    lost = false;
                }
                while (running) {
                    PGNotification[] notifications = pg.getNotifications(1000);
                    if (notifications == null) {
                        continue;
                    }
                    for (PGNotification n : notifications) {
                        dispatch(n.getParameter());
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (!running) {
                    return;
                }
                if (!lost) {
                    LOG.warnf("append feed lost its connection (%s); reconnecting", e.getMessage());
                }
                lost = true;
                try {
                    Thread.sleep(backoffMillis);
                } catch (InterruptedException ie) {
                    return;
                }
                backoffMillis = Math.min(1000, backoffMillis * 2);
            }
        }
    }

    private void resync() {
        for (Runnable r : resyncs) {
            try {
                r.run();
            } catch (RuntimeException e) {
                LOG.warn("a follower failed on a resync", e);
            }
        }
    }

    private void dispatch(String payload) {
        int colon = payload.lastIndexOf(':');
        if (colon < 0) {
            return;
        }
        dispatch(UUID.fromString(payload.substring(0, colon)), Long.parseLong(payload.substring(colon + 1)));
    }

    private void dispatch(UUID game, long version) {
        for (BiConsumer<UUID, Long> listener : listeners) {
            try {
                listener.accept(game, version);
            } catch (RuntimeException e) {
                LOG.warn("a follower failed on a notification", e);
            }
        }
    }
}
