package ziggurat.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The contract every game implements: a decider over its own state, moves and events.
 *
 * <p>The platform never looks inside a game. It asks the ruleset to set a game up, to decide what a move
 * means, to fold events into state, and to say what each viewer may see. Everything here is pure and
 * deterministic: the same state, move and random stream always give the same events, and {@link #evolve}
 * never draws randomness at all, so a stored game replays identically forever.
 *
 * @param <S> the game's immutable state
 * @param <M> the game's move type (a sealed interface of records)
 * @param <E> the game's event type (a sealed interface of records)
 */
public interface Ruleset<S, M extends Move, E extends Event> {

    /** Id, name, seat counts, options and move type names, as the API lists them. */
    RulesetInfo info();

    /** The wire name of every move this game accepts, declared once (see {@link WireNames}). */
    WireNames<M> moveNames();

    /** The wire name of every event this game emits: what its stored logs call them. */
    WireNames<E> eventNames();

    /** JSON {@code type} name to move record, for every move this game accepts, in the order it lists them. */
    default Map<String, Class<? extends M>> moveTypes() {
        return moveNames().byName();
    }

    /** JSON {@code type} name to event record, for every event this game emits. */
    default Map<String, Class<? extends E>> eventTypes() {
        return eventNames().byName();
    }

    /**
     * The events that set a game up: board, deal, seats. Checks the setup (options, stack, seat count)
     * and throws a {@link RuleViolation} of kind {@link RuleViolation.Kind#INVALID_SETUP} when it is wrong.
     * All randomness a game needs at setup comes from {@code rng} and is recorded in the events.
     */
    List<E> start(GameSetup setup, Rng rng);

    /**
     * The game's options with every default in place. Its class is the options type: the platform reads the
     * creator's {@code options} object into it as strictly as a move (an unknown field or a wrong type is a 400
     * naming the field), each field given replacing the default, and publishes its JSON Schema. A field whose
     * default is null is an option that may be left out; options are never required. Whether the values make
     * a game is the ruleset's to say in {@link #start}. {@link NoOptions} by default.
     */
    default Record defaultOptions() {
        return NoOptions.INSTANCE;
    }

    /**
     * What the creator should know about a game {@link #start} accepted (an unverified board, a rule that can
     * never fire with these options): never a reason to refuse it. Called once, at creation, after {@code start}
     * succeeded; the platform stores the warnings with the game and shows them in every view. None by default.
     */
    default List<SetupWarning> warnings(GameSetup setup) {
        return List.of();
    }

    /**
     * The JSON Schemas of options whose record component cannot say its shape (an {@code Object} that takes one of
     * several, such as Attika's {@code componentSet}: a shipped set's id or a whole set), by option name, written as
     * plain JSON values (maps, lists, strings, numbers, booleans). The platform publishes each in place of the one it
     * derives from the options record; it must accept everything the ruleset accepts. None by default.
     */
    default Map<String, Object> optionShapes() {
        return Map.of();
    }

    /**
     * The JSON shape of this game's {@code stack}, for the published contract: a class the platform describes
     * as a JSON Schema (an array class such as {@code Colour[].class} for a game with one bag or deck, a record
     * for a game with several piles). The ruleset still reads and checks the stack it is given itself (see
     * {@link GameSetup#stack()}). Empty by default: the game takes no stack, and the platform refuses one.
     */
    default Optional<Class<?>> stackShape() {
        return Optional.empty();
    }

    /** The state before any event; {@code evolve} folds the setup events onto it. */
    S initial();

    /** The state after {@code event}. Pure: no randomness, no clock, no I/O. */
    S evolve(S state, E event);

    /**
     * What {@code move} by {@code seat} means now: the events it causes, automatic follow-ups included
     * (refills, end of turn, end of game). Throws {@link RuleViolation} when the move breaks a rule.
     * The platform has already checked that {@code seat} is pending and the game is running.
     * {@code rng} is the game's random stream for this move; most moves never touch it.
     */
    List<E> decide(S state, int seat, M move, Rng rng);

    /** How many seats play the game {@code state} is a position of (0 before its setup events). */
    int seats(S state);

    /** Who the game waits for and for what, as {@code viewer} may see it. Several seats may be pending. */
    List<PendingDecision> pending(S state, Viewer viewer);

    /** Every legal move for {@code seat} now; empty when the game does not wait for that seat. */
    List<M> legalMoves(S state, int seat);

    /**
     * The most passive legal move for {@code seat}'s pending decision (pass, commit nothing, decline): what the
     * platform plays for a seat that has left the game (resigned, or out of time) whenever the game waits for it.
     * Always one of {@link #legalMoves} for that seat; called only while the game waits for it.
     */
    M defaultMove(S state, int seat);

    /**
     * The game's own events when {@code seat} leaves the table (resigns, or runs out of time), recorded right after
     * the table's: what the rules do with what the seat holds, so that its default moves never starve the seats
     * still playing (Attika: its cards go to the discard pile, and it draws no more). None by default.
     */
    default List<E> leaves(S state, int seat) {
        return List.of();
    }

    /**
     * The same moves in the same order, each with the details a player wants beside it that are not part of the
     * move a client sends back (Attika: the price and cheapest payment of each build). A ruleset that has such details
     * overrides this, and its {@link #legalMoves} lists the moves of it. No details by default.
     */
    default List<LegalMove<M>> legalMovesWithDetails(S state, int seat) {
        return legalMoves(state, seat).stream().map(LegalMove::of).toList();
    }

    /** The state as {@code viewer} may see it: a record the platform serialises as JSON. */
    Object view(S state, Viewer viewer);

    /**
     * Every change to the complete view ({@code view(state, Viewer.EVERYONE)}) since games of this ruleset were
     * first stored, oldest first, numbered from 2 without gaps. A field added to the view is declared here in
     * the same commit, so games stored before it still audit (see {@link ViewRevision}). None by default.
     */
    default List<ViewRevision> viewRevisions() {
        return List.of();
    }

    /**
     * The event as {@code viewer} may see it while the game runs: the event itself, a copy with private
     * fields set to null, or empty when the viewer may know only that an event of this type happened.
     * The platform shows every event in full once the game has ended.
     */
    Optional<E> redact(E event, Viewer viewer);

    /** Running, or finished with the ranking and the scores that decided it. */
    Outcome outcome(S state);

    /**
     * How this game's state becomes a plain record and back, so the platform can keep snapshots of long
     * games. Empty by default: the game keeps no snapshots and is always replayed from its first event.
     */
    default Optional<StateCodec<S, ?>> stateCodec() {
        return Optional.empty();
    }

    /**
     * How events stored in older shapes read today; see {@link Upcasters}. None by default: every event type
     * is still at schema version 1.
     */
    default Upcasters upcasters() {
        return Upcasters.NONE;
    }

    /**
     * Fields of the ruleset's own that its entry in {@code GET /v1/rulesets} shows beside the platform's (Attika:
     * the component sets it ships; Qin: its boards). Plain JSON values: maps, lists, strings, numbers, booleans.
     * A name the platform's entry already has is not allowed. None by default.
     */
    default Map<String, Object> catalogue() {
        return Map.of();
    }

    /**
     * The ruleset's own fields in {@code GET /v1/rulesets/{id}}: the list's fields by default; a ruleset may show
     * more here, such as the full data of what the list only names (Attika: each set's data and SHA-256).
     */
    default Map<String, Object> catalogueDetail() {
        return catalogue();
    }

    /** The kinds of things {@link #lookup} answers about ({@code variants} for Qin); none by default. */
    default Set<String> lookupKinds() {
        return Set.of();
    }

    /**
     * The ruleset's answer about {@code key} of {@code kind}, served at
     * {@code GET /v1/rulesets/{ruleset}/{kind}/{key}} (Qin: {@code variants/veles} parses a variant name): a plain
     * JSON value, or empty when there is no such thing. A key the ruleset refuses for a reason it can name throws
     * a {@link RuleViolation} of kind {@link RuleViolation.Kind#INVALID_SETUP}, the same as game creation would.
     * Only called for a kind in {@link #lookupKinds()}.
     */
    default Optional<Object> lookup(String kind, String key) {
        return Optional.empty();
    }
}
