package ziggurat.play;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * A game folded up to {@code version}: its stored row, its ruleset (at its {@link Table}), its state, the hash of
 * its last event (the link the next append chains to) and how many moves its seats have played (see
 * {@link MovesPlayed}). Immutable, so it can be cached and shared across threads.
 */
record LoadedGame(StoredGame meta, Ruleset<Object, Move, Event> ruleset, Object state, long version,
                  String lastHash, boolean finished, long moves, Clocks clocks) {

    /** The seats the game waits for now, as everyone may know it. */
    Set<Integer> waitingFor() {
        return waitingFor(ruleset, state);
    }

    static Set<Integer> waitingFor(Ruleset<Object, Move, Event> ruleset, Object state) {
        Set<Integer> seats = new HashSet<>();
        ruleset.pending(state, Viewer.EVERYONE).forEach(p -> seats.add(p.seat()));
        return seats;
    }

    /** The clocks after an append at {@code at} that led to {@code next}'s state; null for a game without clocks. */
    Clocks clocksAfter(Instant at, Integer moved, Object next, boolean ended) {
        return clocks == null ? null : clocks.after(at, moved, ended ? Set.of() : waitingFor(ruleset, next));
    }

    /**
     * The game after {@code events}, each sealed onto it with its chain hash and the hash of the state after it (see
     * {@link Ledger#seal}), acted by {@code seat} (null when nobody acts) at {@code at}. Every append of a game goes
     * through here, whatever made it: a seat's own move ({@code ownMove}: it counts as a move played and the seat's
     * clock takes its increment), or a resignation, an abort, a timeout, a claim of an open seat or the creator
     * calling a waiting game off (which do neither). Pure: nothing is written.
     */
    Advanced advance(List<Event> events, Integer seat, boolean ownMove, Instant at) {
        Ledger.Sealed sealed = Ledger.seal(meta, ruleset, state, version, lastHash, events, seat, at);
        LoadedGame next = new LoadedGame(LoadedGames.atVersion(meta, sealed.version(), sealed.finished()), ruleset,
                sealed.state(), sealed.version(), sealed.lastHash(), sealed.finished(), ownMove ? moves + 1 : moves,
                clocksAfter(at, ownMove ? seat : null, sealed.state(), sealed.finished()));
        return new Advanced(next, events, sealed.stored());
    }

    /**
     * A game advanced by some events: the game after them, the events, and the events as the log stores them (with,
     * when they end the game, the table's SeedRevealed after the last: the log and the stream have it, the answer
     * lists the step's own events).
     */
    record Advanced(LoadedGame next, List<Event> events, List<StoredEvent> stored) {
    }

    /** The randomness of the next append, drawn from the game's seed, so that a replay draws the same. */
    Rng rng() {
        return Rng.of(meta.seed(), "move:" + (version + 1));
    }

    /** The table the game is played at: who has left, and resigning and aborting. */
    Table table() {
        return (Table) ruleset;
    }

    /** Whether the game waits for players to claim its open seats: no seat moves and no clock runs until then. */
    boolean waiting() {
        return table().waiting(state);
    }

    /** Whether a seat may still abort the game: it runs, and its seats have played few enough moves. */
    boolean abortable() {
        return !finished && Table.abortable(meta.seats().size(), moves);
    }

    /** The seat a bearer token opens, or empty without a token; a token that opens no seat is refused. */
    Optional<Integer> seatOf(Optional<String> token) {
        if (token.isEmpty()) {
            return Optional.empty();
        }
        byte[] hash = Seal.tokenHash(token.get());
        Integer found = null;
        // every seat is compared, so the time taken does not tell which seat (if any) came close
        for (StoredSeat s : meta.seats()) {
            // an open seat has no token yet: nothing opens it
            if (s.tokenHash() != null && Seal.sameHash(s.tokenHash(), hash)) {
                found = s.seat();
            }
        }
        if (found == null) {
            throw Problem.unauthorized("The token does not belong to a seat of this game.");
        }
        return Optional.of(found);
    }

    /** Who the holder of {@code token} is here: a seat, a spectator, or everyone once the game has ended. */
    Viewer viewerOf(Optional<String> token) {
        Optional<Integer> seat = seatOf(token);
        if (finished) {
            return Viewer.EVERYONE;
        }
        return seat.<Viewer>map(Viewer::seat).orElse(Viewer.SPECTATOR);
    }

    Viewer viewerOf(int seat) {
        return finished ? Viewer.EVERYONE : Viewer.seat(seat);
    }

    boolean pendingFor(int seat) {
        return ruleset.pending(state, Viewer.EVERYONE).stream().anyMatch(p -> p.seat() == seat);
    }
}
