package ziggurat.load;

/**
 * The intended send times of one client in an open-loop run: {@code totalRate} moves per second shared by
 * {@code clients} clients, each sending every {@code clients / totalRate} seconds, the clients staggered evenly
 * across one interval so the service sees a steady stream rather than bursts of {@code clients} requests.
 * Times follow the schedule whatever the answers do: a client that falls behind sends at once until it has
 * caught up, and latency is counted from the intended time, so a stall is not hidden (coordinated omission).
 */
final class Schedule {

    private final long first;
    private final double intervalNanos;
    private long sent;

    Schedule(long start, double totalRate, int clients, int client) {
        if (!(totalRate > 0) || clients < 1 || client < 0 || client >= clients) {
            throw new IllegalArgumentException("rate " + totalRate + ", client " + client + " of " + clients);
        }
        this.intervalNanos = clients * 1e9 / totalRate;
        this.first = start + Math.round(client * intervalNanos / clients);
    }

    /** The intended send time of this client's next move, in {@link System#nanoTime()} terms. */
    long next() {
        return first + Math.round(sent++ * intervalNanos);
    }

    double intervalNanos() {
        return intervalNanos;
    }
}
