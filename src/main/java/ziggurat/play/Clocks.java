package ziggurat.play;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Range;
import ziggurat.engine.Ruleset;
import ziggurat.store.StoredEvent;

/**
 * The seats' clocks of a game created with {@code options.clock}, Fischer style: each seat starts with
 * {@code initialSeconds}; its clock runs whenever the game waits for it (several at once in a simultaneous step),
 * and each move it makes adds {@code incrementSeconds}. Everything here is read from the log alone: the times
 * recorded with events, and who the game waited for after each append. So replay and the audit reproduce the
 * clocks exactly, and a view of a given version always shows the same clocks (as of that version's last event:
 * a client counts down the running ones from {@code asOf}).
 *
 * @param remainingMs each seat's time left at {@code asOf}, never below 0
 * @param running     the seats whose clocks run from {@code asOf} on
 * @param asOf        the time of the last append
 */
public record Clocks(Setting setting, List<Long> remainingMs, Set<Integer> running, Instant asOf) {

    /**
     * A game's clock, as the creator gives it in {@code options.clock}.
     *
     * @param initialSeconds   each seat's time at the start, 1 second to 7 days
     * @param incrementSeconds added to a seat's time for each move it makes, up to a day
     */
    public record Setting(@Range(min = 1, max = 604_800) int initialSeconds, @Range(max = 86_400) int incrementSeconds) {
    }

    public Clocks {
        remainingMs = List.copyOf(remainingMs);
        running = Set.copyOf(running);
    }

    /** The clocks as a game starts: everyone's full time, running for the seats its setup waits for. */
    static Clocks start(Setting setting, int seats, Set<Integer> waitingFor, Instant at) {
        List<Long> full = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            full.add(setting.initialSeconds() * 1000L);
        }
        return new Clocks(setting, full, waitingFor, at);
    }

    /**
     * The clocks after an append at {@code at}: the running ones have run until then, the seat that moved gains
     * its increment ({@code moved} is null for an append that was no move, a seat leaving say), and from then on
     * the clocks of {@code waitingFor} run.
     */
    Clocks after(Instant at, Integer moved, Set<Integer> waitingFor) {
        List<Long> left = new ArrayList<>(remainingMs);
        long spent = Math.max(0, Duration.between(asOf, at).toMillis());
        for (int seat : running) {
            left.set(seat, Math.max(0, left.get(seat) - spent));
        }
        if (moved != null) {
            left.set(moved, left.get(moved) + setting.incrementSeconds() * 1000L);
        }
        return new Clocks(setting, left, waitingFor, at);
    }

    /**
     * The clocks as a stored log is folded, after {@code log}'s event {@code i}, which led to {@code state}: they move
     * once per append, at its last event (or at the last event of {@code log}, which may stop inside an append), by
     * the append's time; the seat that moved is the acting seat of an append that is a move, and from then on the
     * clocks of the seats the game waits for run (none once it has ended). Unchanged inside an append.
     */
    Clocks afterStored(List<StoredEvent> log, int i, Ruleset<Object, Move, Event> ruleset, Object state) {
        if (i < log.size() - 1 && !MovesPlayed.startsBatch(log, i + 1)) {
            return this;
        }
        int first = i;
        while (first > 0 && !MovesPlayed.startsBatch(log, first)) {
            first--;
        }
        StoredEvent start = log.get(first);
        return after(log.get(i).occurredAt(), MovesPlayed.isMove(start) ? start.actingSeat() : null,
                ruleset.outcome(state).finished() ? Set.of() : LoadedGame.waitingFor(ruleset, state));
    }

    /** {@code seat}'s time left at {@code now}. */
    long remainingAt(int seat, Instant now) {
        long left = remainingMs.get(seat);
        return running.contains(seat) ? Math.max(0, left - Math.max(0, Duration.between(asOf, now).toMillis())) : left;
    }

    /** The running seat whose time is out at {@code now} (the lowest seat, if several), if any. */
    Optional<Integer> outOfTime(Instant now) {
        return new TreeSet<>(running).stream().filter(seat -> remainingAt(seat, now) == 0).findFirst();
    }

    /** When the first running clock runs out, if any runs. */
    Optional<Instant> deadline() {
        return running.stream().map(seat -> asOf.plusMillis(remainingMs.get(seat))).min(Instant::compareTo);
    }

    /** The clocks as a view shows them. */
    View view() {
        List<SeatClock> seats = new ArrayList<>();
        for (int seat = 0; seat < remainingMs.size(); seat++) {
            seats.add(new SeatClock(seat, remainingMs.get(seat), running.contains(seat)));
        }
        return new View(setting.initialSeconds(), setting.incrementSeconds(), asOf, seats);
    }

    /** What a view says of the clocks: each seat's time left at {@code asOf}, and whose clocks run from then on. */
    public record View(int initialSeconds, int incrementSeconds, Instant asOf, List<SeatClock> seats) {
    }

    public record SeatClock(int seat, long remainingMs, boolean running) {
    }
}
