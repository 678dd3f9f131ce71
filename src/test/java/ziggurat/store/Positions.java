package ziggurat.store;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** Bare games for the store's own tests: one seat, one setup event, events that only number themselves. */
final class Positions {

    private Positions() {
    }

    /** A running game at version 1. */
    static UUID newGame(EventStore store) {
        UUID id = UUID.randomUUID();
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        store.createGame(new StoredGame(id, "tally", "{}", GameStatus.RUNNING, 1, false, false, "seed", "00", "c", null, "[]", now,
                now, List.of(new StoredSeat(0, "Ada", new byte[32]))), events(1));
        return id;
    }

    static List<StoredEvent> events(long... seqs) {
        List<StoredEvent> events = new ArrayList<>();
        for (long seq : seqs) {
            events.add(new StoredEvent(seq, "note", 1, "{\"n\":" + seq + "}", 0,
                    Instant.now().truncatedTo(ChronoUnit.MICROS), "hash" + seq, "state" + seq));
        }
        return events;
    }
}
