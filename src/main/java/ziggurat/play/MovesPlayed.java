package ziggurat.play;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import ziggurat.store.StoredEvent;

/**
 * How many moves a game's seats have played, read from its log: what decides whether a game may still be aborted.
 * A move is appended as one batch of events that share their acting seat and time; a batch is a move unless it
 * is a seat leaving the table (setup has no acting seat). The store counts the same way in SQL
 * ({@code EventStore#movesPlayed}, given {@link #NOT_MOVES}), for a game restored from a snapshot.
 */
final class MovesPlayed {

    /** The table's events that begin a batch which is not a move. */
    static final Set<String> NOT_MOVES = Set.of("SeatResigned", "SeatTimedOut", "GameAborted");

    private MovesPlayed() {
    }

    /** The moves among whole batches of events, in log order. */
    static long in(List<StoredEvent> events) {
        long moves = 0;
        for (int i = 0; i < events.size(); i++) {
            if (startsBatch(events, i) && isMove(events.get(i))) {
                moves++;
            }
        }
        return moves;
    }

    /** Whether event {@code i} of whole batches in log order is the first of its batch. */
    static boolean startsBatch(List<StoredEvent> events, int i) {
        if (i == 0) {
            return true;
        }
        StoredEvent previous = events.get(i - 1);
        StoredEvent e = events.get(i);
        return !Objects.equals(previous.actingSeat(), e.actingSeat()) || !previous.occurredAt().equals(e.occurredAt());
    }

    /** Whether the batch that {@code first} begins is a seat's move. */
    static boolean isMove(StoredEvent first) {
        return first.actingSeat() != null && !NOT_MOVES.contains(first.type());
    }
}
