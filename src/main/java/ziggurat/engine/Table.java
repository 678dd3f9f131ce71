package ziggurat.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ziggurat.engine.kit.WireEnum;

/**
 * The table a game is played at: the rules every game shares about its seats rather than its board. A seat may
 * resign: it ranks last, and the game goes on without it, each decision it owes made at once by the ruleset's
 * {@link Ruleset#defaultMove default move}. A seat whose clock runs out is treated the same. With one seat left,
 * that seat wins. Early on, any seat may abort the game, which then ends with no result.
 *
 * <p>It wraps a ruleset and is itself one, so everything the platform does with a game (sealing, replay, the
 * audit, snapshots) covers the table's events too. Its events are public and named here once for every game; the
 * game's own view, and so the state hashes of games stored before the table existed, stay exactly as they were.
 */
public final class Table implements Ruleset<Object, Move, Event> {

    /** After this many moves per seat a game has begun and can no longer be aborted. */
    public static final int ABORT_MOVES_PER_SEAT = 2;

    /** More default moves in one go than any game can need: a ruleset whose default move never ends a decision. */
    private static final int MAX_DEFAULT_MOVES = 10_000;

    /** The table's own events, the same in every game. */
    public sealed interface TableEvent extends Event {
    }

    /** {@code seat} left the game; it ranks last from now on. */
    public record SeatResigned(int seat) implements TableEvent {
    }

    /** {@code seat}'s time ran out; it is treated as resigned from now on. */
    public record SeatTimedOut(int seat) implements TableEvent {
    }

    /** How a seat left the game. */
    public enum Departure {
        RESIGNED, TIMED_OUT;

        static final WireEnum<Departure> WIRE = WireEnum.of(Departure.class, "resigned", "timedOut");

        @Override public String toString() { return WIRE.nameOf(this); }

        public static Departure fromWire(String name) {
            return WIRE.fromWire(name);
        }
    }

    /**
     * The platform made {@code seat}'s decision with the ruleset's default move, because the seat has left; the
     * events of that move follow this one.
     */
    public record DefaultMovePlayed(int seat, Departure because) implements TableEvent {
    }

    /** {@code seat} aborted the game: it ends with no result. */
    public record GameAborted(int seat) implements TableEvent {
    }

    /**
     * A player took open seat {@code seat} under {@code name}. A game created with open seats waits until every one
     * is claimed: its setup is dealt in the same append as the last claim, so its own events follow its claims.
     */
    public record SeatClaimed(int seat, String name) implements TableEvent {
    }

    /** The creator called off a game still waiting for players: it ends with no result, never having begun. */
    public record GameAbortedByCreator() implements TableEvent {
    }

    /**
     * The game has ended, and the log says so itself: the seed behind every draw, the salt that keys every hash, and
     * whether the game's creator chose the seed (and so could know every draw). The platform appends it after the
     * event that ends a game, in the same batch, so a record read on its own is complete; games stored before it
     * existed end without it, and their seed and salt are in their record.
     */
    public record SeedRevealed(String seed, String salt, boolean creatorSeeded) implements TableEvent {
    }

    public static final WireNames<TableEvent> EVENT_NAMES = WireNames.of(TableEvent.class)
            .name("SeatResigned", SeatResigned.class)
            .name("SeatTimedOut", SeatTimedOut.class)
            .name("DefaultMovePlayed", DefaultMovePlayed.class)
            .name("GameAborted", GameAborted.class)
            .name("SeatClaimed", SeatClaimed.class)
            .name("GameAbortedByCreator", GameAbortedByCreator.class)
            .name("SeedRevealed", SeedRevealed.class)
            .build();

    /** {@link Seated#abortedBy} of a game its creator called off while it waited for players. */
    public static final int CREATOR = -1;

    /**
     * A game at the table: the ruleset's own state, and the seats that have left.
     *
     * @param left      the seats that have left, in the order they left
     * @param timedOut  those of them whose time ran out
     * @param abortedBy the seat that aborted the game, {@link #CREATOR} when its creator called it off, or null
     * @param started   whether the game's own events have begun: false only while a game with open seats waits
     *                  for its players (its setup comes with the last claim)
     * @param claimed   the open seats claimed so far, in the order they were claimed
     */
    public record Seated(Object game, List<Integer> left, Set<Integer> timedOut, Integer abortedBy, boolean started,
                         List<Integer> claimed) {
        public Seated {
            left = List.copyOf(left);
            timedOut = Set.copyOf(timedOut);
            claimed = List.copyOf(claimed);
        }

        Seated(Object game, List<Integer> left, Set<Integer> timedOut, Integer abortedBy) {
            this(game, left, timedOut, abortedBy, true, List.of());
        }

        public boolean hasLeft(int seat) {
            return left.contains(seat);
        }

        Seated withGame(Object next) {
            return new Seated(next, left, timedOut, abortedBy, true, claimed);
        }
    }

    /**
     * What the state of a game waiting for its players is, as its state hash covers it: the seats claimed so far.
     * Its own state does not exist yet.
     */
    public record Waiting(List<Integer> claimed) implements CanonicalJson.Writable {

        @Override
        public void writeCanonical(CanonicalJson out) {
            out.beginObject().ints("claimed", claimed).endObject();
        }
    }

    private final Ruleset<Object, Move, Event> rules;
    private final WireNames<Event> eventNames;
    /**
     * The ruleset's info and upcasters, which a ruleset builds afresh on each call: constants, asked for several
     * times by every move (its ruleset's id, each event's schema version), so asked of the ruleset once.
     */
    private final RulesetInfo info;
    private final Upcasters upcasters;

    @SuppressWarnings("unchecked")
    private Table(Ruleset<?, ?, ?> rules) {
        this.rules = (Ruleset<Object, Move, Event>) rules;
        WireNames.Builder<Event> names = WireNames.of(Event.class);
        for (Map.Entry<String, ? extends Class<? extends Event>> e : this.rules.eventNames().byName().entrySet()) {
            names.name(e.getKey(), e.getValue());
        }
        for (Map.Entry<String, Class<? extends TableEvent>> e : EVENT_NAMES.byName().entrySet()) {
            names.name(e.getKey(), e.getValue());
        }
        // a game naming an event like the table does would make one stored name mean two things: build() refuses it
        this.eventNames = names.build();
        this.info = this.rules.info();
        this.upcasters = this.rules.upcasters();
    }

    /** {@code rules}, played at a table. */
    public static Table of(Ruleset<?, ?, ?> rules) {
        return rules instanceof Table t ? t : new Table(rules);
    }

    /** The game's own ruleset. */
    public Ruleset<Object, Move, Event> rules() {
        return rules;
    }

    private static Seated seated(Object state) {
        return (Seated) state;
    }

    // ---------------------------------------------------------------- what the table adds

    /**
     * {@code seat} resigns. When one seat is left, that seat wins; otherwise the game goes on, and each decision it
     * waits for from a seat that has left is made by its default move at once, in the same events.
     */
    public List<Event> resign(Object state, int seat, Rng rng) {
        return leave(state, seat, new SeatResigned(seat), rng);
    }

    /** {@code seat}'s time ran out: it leaves as if it had resigned. */
    public List<Event> timeOut(Object state, int seat, Rng rng) {
        return leave(state, seat, new SeatTimedOut(seat), rng);
    }

    private List<Event> leave(Object state, int seat, TableEvent leaving, Rng rng) {
        Seated s = seated(state);
        if (s.hasLeft(seat)) {
            throw RuleViolation.illegal("SEAT_HAS_LEFT", "Seat " + seat + " has already left the game.");
        }
        List<Event> events = new ArrayList<>();
        events.add(leaving);
        Seated after = seated(evolve(s, leaving));
        if (!outcome(after).finished()) {
            Object game = after.game();
            for (Event e : rules.leaves(game, seat)) {
                events.add(e);
                game = rules.evolve(game, e);
            }
            after = after.withGame(game);
        }
        playForThoseWhoLeft(after, events, rng);
        return events;
    }

    /** Whether a game of {@code seats} seats may still be aborted after {@code movesPlayed} moves by its seats. */
    public static boolean abortable(int seats, long movesPlayed) {
        return movesPlayed < (long) ABORT_MOVES_PER_SEAT * seats;
    }

    /** {@code seat} aborts the game. Whether it is still early enough is the platform's to check: it counts moves. */
    public List<Event> abort(Object state, int seat) {
        if (seated(state).hasLeft(seat)) {
            throw RuleViolation.illegal("SEAT_HAS_LEFT", "Seat " + seat + " has left the game and cannot abort it.");
        }
        return List.of(new GameAborted(seat));
    }

    /** Whether the game waits for players to claim its open seats: nothing is dealt, nobody moves, no clock runs. */
    public boolean waiting(Object state) {
        Seated s = seated(state);
        return !s.started() && s.abortedBy() == null;
    }

    /** Whether the game's own events have begun (always, but for a game with open seats before its last claim). */
    public boolean started(Object state) {
        return seated(state).started();
    }

    /** The open seats claimed so far, in the order they were claimed. */
    public List<Integer> claimed(Object state) {
        return seated(state).claimed();
    }

    /** The creator calls off a game still waiting for players; whether it still waits is the platform's to check. */
    public List<Event> abortByCreator(Object state) {
        if (!waiting(state)) {
            throw RuleViolation.illegal("GAME_HAS_BEGUN", "Only a game still waiting for players may be called off"
                    + " by its creator.");
        }
        return List.of(new GameAbortedByCreator());
    }

    /** The seats that have left, in the order they left. */
    public List<Integer> left(Object state) {
        return seated(state).left();
    }

    /** Whether {@code seat} still plays: {@code playing}, {@code resigned} or {@code timedOut}. */
    public String status(Object state, int seat) {
        Seated s = seated(state);
        return !s.hasLeft(seat) ? "playing" : s.timedOut().contains(seat) ? "timedOut" : "resigned";
    }

    /** Whether {@code seat} has left the game. */
    public boolean hasLeft(Object state, int seat) {
        return seated(state).hasLeft(seat);
    }

    /** Each decision the game waits for from a seat that has left is made by its default move, until none is. */
    private void playForThoseWhoLeft(Seated from, List<Event> events, Rng rng) {
        Seated state = from;
        for (int played = 0; ; played++) {
            if (outcome(state).finished()) {
                return;
            }
            Optional<PendingDecision> absent = Optional.empty();
            for (PendingDecision p : rules.pending(state.game(), Viewer.EVERYONE)) {
                if (state.hasLeft(p.seat())) {
                    absent = Optional.of(p);
                    break;
                }
            }
            if (absent.isEmpty()) {
                return;
            }
            if (played == MAX_DEFAULT_MOVES) {
                throw new IllegalStateException(rules.info().id() + ": its default moves never end a decision");
            }
            int seat = absent.get().seat();
            events.add(new DefaultMovePlayed(seat,
                    state.timedOut().contains(seat) ? Departure.TIMED_OUT : Departure.RESIGNED));
            Object game = state.game();
            for (Event e : rules.decide(game, seat, rules.defaultMove(game, seat), rng)) {
                events.add(e);
                game = rules.evolve(game, e);
            }
            state = state.withGame(game);
        }
    }

    // ---------------------------------------------------------------- the ruleset, at the table

    /**
     * The game's own snapshots, of a game no seat has left: the table adds nothing to them then. Once a seat has
     * left, no more are taken, and a cold load replays from the last one before that.
     */
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public Optional<StateCodec<Object, ?>> stateCodec() {
        return rules.stateCodec().map(own -> new AtTable((StateCodec<Object, Record>) own));
    }

    private record AtTable(StateCodec<Object, Record> own) implements StateCodec<Object, Record> {
        @Override
        public Class<Record> type() {
            return own.type();
        }

        @Override
        public Record snapshot(Object state) {
            if (!covers(state)) {
                throw new IllegalArgumentException("a game some seat has left is not snapshotted");
            }
            return own.snapshot(seated(state).game());
        }

        @Override
        public Object restore(Record snapshot) {
            return new Seated(own.restore(snapshot), List.of(), Set.of(), null);
        }

        @Override
        public boolean covers(Object state) {
            Seated s = seated(state);
            return s.started() && s.left().isEmpty() && s.abortedBy() == null && own.covers(s.game());
        }

        @Override
        public int version() {
            return own.version();
        }

        @Override
        public String format() {
            return own.format();
        }
    }

    @Override
    public RulesetInfo info() {
        return info;
    }

    @Override
    public WireNames<Move> moveNames() {
        return rules.moveNames();
    }

    @Override
    public WireNames<Event> eventNames() {
        return eventNames;
    }

    @Override
    public List<Event> start(GameSetup setup, Rng rng) {
        return rules.start(setup, rng);
    }

    @Override
    public Record defaultOptions() {
        return rules.defaultOptions();
    }

    @Override
    public List<SetupWarning> warnings(GameSetup setup) {
        return rules.warnings(setup);
    }

    @Override
    public Optional<Class<?>> stackShape() {
        return rules.stackShape();
    }

    @Override
    public Map<String, Object> optionShapes() {
        return rules.optionShapes();
    }

    @Override
    public Object initial() {
        return new Seated(rules.initial(), List.of(), Set.of(), null, false, List.of());
    }

    @Override
    public Object evolve(Object state, Event event) {
        Seated s = seated(state);
        if (event instanceof SeatResigned r) {
            return new Seated(s.game(), plus(s.left(), r.seat()), s.timedOut(), s.abortedBy(), s.started(), s.claimed());
        }
        if (event instanceof SeatTimedOut t) {
            Set<Integer> timedOut = new java.util.HashSet<>(s.timedOut());
            timedOut.add(t.seat());
            return new Seated(s.game(), plus(s.left(), t.seat()), timedOut, s.abortedBy(), s.started(), s.claimed());
        }
        if (event instanceof GameAborted a) {
            return new Seated(s.game(), s.left(), s.timedOut(), a.seat(), s.started(), s.claimed());
        }
        if (event instanceof SeatClaimed c) {
            return new Seated(s.game(), s.left(), s.timedOut(), s.abortedBy(), s.started(), plus(s.claimed(), c.seat()));
        }
        if (event instanceof GameAbortedByCreator) {
            return new Seated(s.game(), s.left(), s.timedOut(), CREATOR, s.started(), s.claimed());
        }
        if (event instanceof DefaultMovePlayed || event instanceof SeedRevealed) {
            return s;
        }
        return s.withGame(rules.evolve(s.game(), event));
    }

    private static List<Integer> plus(List<Integer> seats, int seat) {
        List<Integer> more = new ArrayList<>(seats);
        more.add(seat);
        return more;
    }

    /** The move is the seat's own; then the default moves of seats that have left, as long as the game waits for them. */
    @Override
    public List<Event> decide(Object state, int seat, Move move, Rng rng) {
        Seated s = seated(state);
        List<Event> events = new ArrayList<>(rules.decide(s.game(), seat, move, rng));
        Object game = s.game();
        for (Event e : events) {
            game = rules.evolve(game, e);
        }
        playForThoseWhoLeft(s.withGame(game), events, rng);
        return events;
    }

    @Override
    public List<Event> leaves(Object state, int seat) {
        return rules.leaves(seated(state).game(), seat);
    }

    @Override
    public Move defaultMove(Object state, int seat) {
        return rules.defaultMove(seated(state).game(), seat);
    }

    /** Nobody is waited for before the game has begun, nor once the table has ended it. */
    @Override
    public List<PendingDecision> pending(Object state, Viewer viewer) {
        Seated s = seated(state);
        return !s.started() || endedAtTable(s) ? List.of() : rules.pending(s.game(), viewer);
    }

    @Override
    public List<Move> legalMoves(Object state, int seat) {
        Seated s = seated(state);
        return !s.started() || endedAtTable(s) ? List.of() : rules.legalMoves(s.game(), seat);
    }

    @Override
    public List<LegalMove<Move>> legalMovesWithDetails(Object state, int seat) {
        Seated s = seated(state);
        return !s.started() || endedAtTable(s) ? List.of() : rules.legalMovesWithDetails(s.game(), seat);
    }

    /** The game's own view; before it has begun, only the seats claimed so far ({@link Waiting}). */
    @Override
    public Object view(Object state, Viewer viewer) {
        Seated s = seated(state);
        return s.started() ? rules.view(s.game(), viewer) : new Waiting(s.claimed());
    }

    @Override
    public List<ViewRevision> viewRevisions() {
        return rules.viewRevisions();
    }

    @Override
    public Upcasters upcasters() {
        return upcasters;
    }

    @Override
    public Map<String, Object> catalogue() {
        return rules.catalogue();
    }

    @Override
    public Map<String, Object> catalogueDetail() {
        return rules.catalogueDetail();
    }

    @Override
    public Set<String> lookupKinds() {
        return rules.lookupKinds();
    }

    @Override
    public Optional<Object> lookup(String kind, String key) {
        return rules.lookup(kind, key);
    }

    @Override
    public Optional<Event> redact(Event event, Viewer viewer) {
        return event instanceof TableEvent ? Optional.of(event) : rules.redact(event, viewer);
    }

    /** Aborted, or down to one seat: the table ended the game whatever its rules would say. */
    private boolean endedAtTable(Seated s) {
        return s.abortedBy() != null || !s.left().isEmpty() && remaining(s).size() <= 1;
    }

    /**
     * The game's own outcome, with the seats that left ranked below every other, the later to leave the higher.
     * With one seat left it wins at once ({@code lastSeatStanding}); an aborted game ends with no result
     * ({@code aborted}: no winners, no ranking).
     */
    @Override
    public Outcome outcome(Object state) {
        Seated s = seated(state);
        if (s.abortedBy() != null) {
            return new Outcome.Finished("aborted", List.of(), List.of());
        }
        if (!s.started()) {
            return Outcome.RUNNING;
        }
        Outcome own = rules.outcome(s.game());
        if (s.left().isEmpty()) {
            return own;
        }
        List<Integer> remaining = remaining(s);
        if (own instanceof Outcome.Finished f) {
            return reranked(f.reason(), f.ranking(), s);
        }
        if (remaining.size() == 1) {
            List<Outcome.Placing> ranking = new ArrayList<>();
            for (int seat = 0; seat < seatsOf(s); seat++) {
                ranking.add(new Outcome.Placing(seat, 0, null));
            }
            return reranked("lastSeatStanding", ranking, s);
        }
        return Outcome.RUNNING;
    }

    /** {@code ranking}'s places among the seats still playing, then those that left, the last to leave first. */
    private static Outcome.Finished reranked(String reason, List<Outcome.Placing> ranking, Seated s) {
        List<Outcome.Placing> placed = new ArrayList<>();
        List<Integer> winners = new ArrayList<>();
        for (Outcome.Placing p : ranking) {
            if (s.hasLeft(p.seat())) {
                int place = ranking.size() - s.left().indexOf(p.seat());
                placed.add(new Outcome.Placing(p.seat(), place, p.score()));
                continue;
            }
            int better = 0;
            for (Outcome.Placing q : ranking) {
                if (!s.hasLeft(q.seat()) && q.rank() < p.rank()) {
                    better++;
                }
            }
            placed.add(new Outcome.Placing(p.seat(), better + 1, p.score()));
            if (better == 0) {
                winners.add(p.seat());
            }
        }
        return new Outcome.Finished(reason, winners, placed);
    }

    private List<Integer> remaining(Seated s) {
        List<Integer> remaining = new ArrayList<>();
        for (int seat = 0; seat < seatsOf(s); seat++) {
            if (!s.hasLeft(seat)) {
                remaining.add(seat);
            }
        }
        return remaining;
    }

    private int seatsOf(Seated s) {
        return rules.seats(s.game());
    }

    @Override
    public int seats(Object state) {
        return seatsOf(seated(state));
    }
}
