package ziggurat.store;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jboss.logging.Logger;

/**
 * Statements that requests made at the same moment share: each request queues its item and waits; a lane thread
 * takes everything queued, runs one statement for all of it, and hands each request its own result. Nothing
 * waits on purpose: a lone item goes at once, and items queue only while the lane's previous statement is under
 * way. One round trip (and, for writes, one commit) then serves many requests.
 *
 * <p>Items are spread over the lanes by key, so two lanes never touch the same game. Within a lane a batch holds
 * at most one item per key when {@code onePerKey} (a second waits for the next batch). A batch that fails as a
 * whole on something one item may have caused is done again item by item, so one item cannot sink the others;
 * if the database itself failed, everything queued in the lane fails with it at once instead of waiting out a
 * timeout of its own.
 *
 * @param <T> what a request asks
 * @param <R> what it gets back
 */
final class Batches<T, R> {

    /** One statement for a whole batch: the results in the batch's order. */
    @FunctionalInterface
    interface Statement<T, R> {
        List<R> run(List<T> batch) throws SQLException;
    }

    private static final Logger LOG = Logger.getLogger(Batches.class);
    /** PostgreSQL errors after which each item of the batch is done alone (duplicate key, deadlock, serialisation). */
    private static final Set<String> ALONE = Set.of("23505", "40P01", "40001");

    private final Statement<T, R> statement;
    private final Function<T, Object> key;
    private final boolean onePerKey;
    private final int maxBatch;
    private final Consumer<Integer> sizes;
    private final List<Lane> lanes = new ArrayList<>();
    private final String name;
    /** Withdraws asynchronous items not taken in time; started by the first of them (see {@link #submitAsync}). */
    private volatile ScheduledExecutorService sweeper;

    Batches(String name, int lanes, int maxBatch, Function<T, Object> key, boolean onePerKey,
            Consumer<Integer> sizes, Statement<T, R> statement) {
        this.statement = statement;
        this.key = key;
        this.onePerKey = onePerKey;
        this.maxBatch = Math.max(1, maxBatch);
        this.sizes = sizes;
        this.name = name;
        for (int i = 0; i < Math.max(1, lanes); i++) {
            this.lanes.add(new Lane(name + "-" + i));
        }
    }

    /**
     * Queues {@code item} and waits for its result. An item not yet taken after {@code queueWaitSeconds} is
     * withdrawn; one taken waits for its statement, which the database's socket timeout bounds.
     *
     * @throws StoreUnavailable when the database failed, or the item waited too long to be taken
     */
    R submit(T item, long queueWaitSeconds) {
        Waiting<T, R> w = new Waiting<>(item);
        lanes.get(Math.floorMod(key.apply(item).hashCode(), lanes.size())).queue.add(w);
        try {
            try {
                return w.done.get(queueWaitSeconds, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                if (w.state.compareAndSet(Waiting.QUEUED, Waiting.WITHDRAWN)) {
                    throw new StoreUnavailable("the database did not take the request in time", e);
                }
                return w.done.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreUnavailable("interrupted while waiting for the database", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof StoreUnavailable u) {
                throw u;
            }
            throw new StoreUnavailable("the database failed: " + e.getCause(), e.getCause());
        }
    }

    /**
     * Queues {@code item} and returns at once; the result completes on the lane's thread once its statement has
     * run (exceptionally with {@link StoreUnavailable} when the database failed). The same backstop as
     * {@link #submit}: an item not yet taken after {@code queueWaitSeconds} is withdrawn and fails. Nothing waits
     * for it: a sweep once a second looks for overdue items (no timer per item), so it fails up to a second late.
     */
    CompletableFuture<R> submitAsync(T item, long queueWaitSeconds) {
        Waiting<T, R> w = new Waiting<>(item);
        w.deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(queueWaitSeconds);
        startSweeper();
        lanes.get(Math.floorMod(key.apply(item).hashCode(), lanes.size())).queue.add(w);
        return w.done;
    }

    private void startSweeper() {
        if (sweeper != null) {
            return;
        }
        synchronized (this) {
            if (sweeper == null) {
                ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, name + "-sweep");
                    t.setDaemon(true);
                    return t;
                });
                s.scheduleWithFixedDelay(this::sweep, 1, 1, TimeUnit.SECONDS);
                sweeper = s;
            }
        }
    }

    /** Fails the asynchronous items still queued past their deadline, as {@link #submit} fails a waiting caller. */
    private void sweep() {
        long now = System.nanoTime();
        for (Lane lane : lanes) {
            // weakly consistent: an item the lane takes meanwhile is simply no longer QUEUED
            for (Waiting<T, R> w : lane.queue) {
                if (w.deadline != 0 && now - w.deadline >= 0 && w.state.compareAndSet(Waiting.QUEUED, Waiting.WITHDRAWN)) {
                    w.done.completeExceptionally(new StoreUnavailable("the database did not take the request in time",
                            null));
                }
            }
        }
    }

    void stop() {
        for (Lane lane : lanes) {
            lane.stop();
        }
        ScheduledExecutorService s = sweeper;
        if (s != null) {
            s.shutdownNow();
        }
    }

    /** An item and the request waiting for it. */
    private static final class Waiting<T, R> {
        static final int QUEUED = 0, TAKEN = 1, WITHDRAWN = 2;
        final T item;
        final CompletableFuture<R> done = new CompletableFuture<>();
        final AtomicInteger state = new AtomicInteger(QUEUED);
        /** For an asynchronous item, when it is withdrawn if no lane took it ({@link System#nanoTime()}); else 0. */
        long deadline;

        Waiting(T item) {
            this.item = item;
        }

        /** True once a lane has it; false if the request already gave up. */
        boolean take() {
            return state.compareAndSet(QUEUED, TAKEN);
        }
    }

    /** One thread running one statement at a time for the items queued to it. */
    private final class Lane implements Runnable {
        final LinkedBlockingQueue<Waiting<T, R>> queue = new LinkedBlockingQueue<>();
        /** Items held back because their key already had one in the batch; they go first next time. */
        private final Deque<Waiting<T, R>> held = new ArrayDeque<>();
        private final Thread thread;
        private volatile boolean running = true;

        Lane(String name) {
            thread = new Thread(this, name);
            thread.setDaemon(true);
            thread.start();
        }

        void stop() {
            running = false;
            thread.interrupt();
        }

        @Override
        public void run() {
            List<Waiting<T, R>> batch = new ArrayList<>(maxBatch);
            List<Waiting<T, R>> drained = new ArrayList<>(maxBatch);
            Set<Object> keys = new HashSet<>();
            while (running || !queue.isEmpty() || !held.isEmpty()) {
                if (held.isEmpty()) {
                    try {
                        Waiting<T, R> first = queue.poll(1, TimeUnit.SECONDS);
                        if (first != null) {
                            drained.add(first);
                        }
                    } catch (InterruptedException e) {
                        // stopping: what is queued is still done below
                    }
                }
                queue.drainTo(drained, maxBatch);
                for (int i = held.size(); i > 0; i--) {
                    admit(held.pollFirst(), batch, keys);
                }
                for (Waiting<T, R> w : drained) {
                    admit(w, batch, keys);
                }
                drained.clear();
                if (!batch.isEmpty()) {
                    run(batch);
                }
                batch.clear();
                keys.clear();
            }
        }

        private void admit(Waiting<T, R> w, List<Waiting<T, R>> batch, Set<Object> keys) {
            if (batch.size() >= maxBatch || (onePerKey && keys.contains(key.apply(w.item)))) {
                held.addLast(w);
            } else if (w.take()) {
                batch.add(w);
                keys.add(key.apply(w.item));
            }
        }

        private void run(List<Waiting<T, R>> batch) {
            sizes.accept(batch.size());
            try {
                complete(batch, statement.run(items(batch)));
            } catch (SQLException e) {
                if (batch.size() > 1 && ALONE.contains(e.getSQLState())) {
                    LOG.debugf("a batch of %d is done again one by one: %s", batch.size(), e.getMessage());
                    for (Waiting<T, R> w : batch) {
                        run(List.of(w));
                    }
                } else {
                    fail(batch, new StoreUnavailable("the database failed: " + e.getMessage(), e));
                }
            } catch (StoreUnavailable e) {
                fail(batch, e);
            } catch (RuntimeException e) {
                fail(batch, new StoreUnavailable("the database failed: " + e, e));
            }
        }

        private List<T> items(List<Waiting<T, R>> batch) {
            List<T> items = new ArrayList<>(batch.size());
            for (Waiting<T, R> w : batch) {
                items.add(w.item);
            }
            return items;
        }

        private void complete(List<Waiting<T, R>> batch, List<R> results) {
            for (int i = 0; i < batch.size(); i++) {
                batch.get(i).done.complete(results.get(i));
            }
        }

        private void fail(List<Waiting<T, R>> batch, StoreUnavailable cause) {
            for (Waiting<T, R> w : batch) {
                w.done.completeExceptionally(cause);
            }
            // the database is not answering: whoever queued behind this batch hears it now
            List<Waiting<T, R>> behind = new ArrayList<>(held);
            held.clear();
            queue.drainTo(behind);
            for (Waiting<T, R> w : behind) {
                if (w.take()) {
                    w.done.completeExceptionally(cause);
                }
            }
        }
    }
}
