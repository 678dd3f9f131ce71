package ziggurat.games.contest;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Nullable;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.WireEnum;

/**
 * Everything that can happen in a game [contest §11.4]. Events are plain data so the platform can store them as JSON
 * and read them back for replay; {@link ContestState#apply} folds them into the state.
 */
public sealed interface ContestEvent extends Event {

    /**
     * The wire name of every event, declared once: stored logs name their events by these strings, so a name
     * never changes, whatever the record is called.
     */
    WireNames<ContestEvent> NAMES = WireNames.of(ContestEvent.class)
            .name("GameStarted", GameStarted.class)
            .name("CardsDealt", CardsDealt.class)
            .name("CardsSetAside", CardsSetAside.class)
            .name("LeaderPlaced", LeaderPlaced.class)
            .name("CardPlayed", CardPlayed.class)
            .name("VictoryCardsGained", VictoryCardsGained.class)
            .name("ScoreMissed", ScoreMissed.class)
            .name("JoiningCardPlayed", JoiningCardPlayed.class)
            .name("ConflictStarted", ConflictStarted.class)
            .name("ConflictChosen", ConflictChosen.class)
            .name("SupportCommitted", SupportCommitted.class)
            .name("ConflictResolved", ConflictResolved.class)
            .name("LeaderReturned", LeaderReturned.class)
            .name("CardsTransferred", CardsTransferred.class)
            .name("JoiningCardRevealed", JoiningCardRevealed.class)
            .name("TreasureTaken", TreasureTaken.class)
            .name("TreasureDeclined", TreasureDeclined.class)
            .name("CatastrophePlayed", CatastrophePlayed.class)
            .name("ShipBuilt", ShipBuilt.class)
            .name("ShipDeclined", ShipDeclined.class)
            .name("TurnEnded", TurnEnded.class)
            .name("HandRefilled", HandRefilled.class)
            .name("GameEnded", GameEnded.class)
            .build();

    /** The JSON {@code type} of this event. */
    default String type() {
        return NAMES.nameOf(this);
    }

    /** One seat at the start: its player's name and its dynasty. */
    record SeatStart(int seat, String name, Dynasty dynasty) {
    }

    /** A pair of numbers, one per conflict side. */
    record Strengths(int attacker, int defender) {
    }

    /**
     * A seat's final result [contest §9.2] step 5: VP cards per colour, jokers and where they went, the score vector
     * (weakest colour first) and the place.
     */
    record FinalScore(int seat, Map<Colour, Integer> counts, int jokers, Map<Colour, Integer> jokersTo,
                      List<Integer> vector, int place) {
    }

    /**
     * The game is set up. {@code deck} is the whole deck in draw order, first drawn first: it makes replay free
     * of randomness, and every viewer sees it as null while the game runs.
     */
    record GameStarted(List<SeatStart> seats, ContestOptions options, String seedCommitment, boolean stacked,
                       boolean creatorSeeded, @Nullable List<Colour> deck) implements ContestEvent {
    }

    /** {@code colors} is null for everyone but the seat itself. */
    record CardsDealt(int seat, int count, @Nullable List<Colour> colors) implements ContestEvent {
    }

    /** The 2-seat reduction: the bottom cards of the deck leave the game unseen. */
    record CardsSetAside(int count, @Nullable List<Colour> colors) implements ContestEvent {
    }

    /** {@code from} is null when the leader came from the supply. */
    record LeaderPlaced(int seat, Colour leader, @Nullable Position from, Position to) implements ContestEvent {
    }

    record CardPlayed(int seat, Colour color, int col, int row) implements ContestEvent {
    }

    /** Where VP cards come from. */
    enum Source {
        HAND, COMMITTED, DISPLAY, TREASURE;

        static final WireEnum<Source> WIRE = WireEnum.of(Source.class, "hand", "committed", "display", "treasure");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    /** Why VP cards were gained, or a point was missed. */
    enum Reason {
        CARD, CONFLICT_REWARD, CONFLICT_TRANSFER, SHIP, TREASURE;

        static final WireEnum<Reason> WIRE = WireEnum.of(Reason.class,
                "card", "conflictReward", "conflictTransfer", "ship", "treasure");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record VictoryCardsGained(int seat, List<VictoryCard> entries, Source source, Reason reason)
            implements ContestEvent {
    }

    record ScoreMissed(int seat, Colour color, Reason reason) implements ContestEvent {
    }

    /** {@code color} is null for everyone but the seat that played it. */
    record JoiningCardPlayed(int seat, int gap, @Nullable Colour color) implements ContestEvent {
    }

    enum ConflictKind {
        INTERNAL, EXTERNAL;

        static final WireEnum<ConflictKind> WIRE = WireEnum.of(ConflictKind.class, "internal", "external");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record ConflictStarted(ConflictKind kind, Colour color, Colour supportColor, int attacker, int defender,
                           Strengths base) implements ContestEvent {
    }

    record ConflictChosen(Colour color) implements ContestEvent {
    }

    record SupportCommitted(int seat, int count) implements ContestEvent {
    }

    /**
     * @param rewardSource {@code committed} when any card was committed, else {@code hand}
     * @param discarded    committed cards that went to the discard
     */
    record ConflictResolved(int winner, int loser, Strengths strengths, Source rewardSource, int discarded)
            implements ContestEvent {
    }

    enum ReturnReason {
        CONFLICT, SHIP;

        static final WireEnum<ReturnReason> WIRE = WireEnum.of(ReturnReason.class, "conflict", "ship");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    record LeaderReturned(int seat, Colour leader, Position from, ReturnReason reason) implements ContestEvent {
    }

    /** Cards leaving the display after a lost external conflict; positions as they were before the removal. */
    record CardsTransferred(List<Position> from, Colour color, int to) implements ContestEvent {
    }

    record JoiningCardRevealed(int gap, Colour color) implements ContestEvent {
    }

    record TreasureTaken(int seat, int col) implements ContestEvent {
    }

    record TreasureDeclined(int seat) implements ContestEvent {
    }

    record CatastrophePlayed(int seat, Position position, Colour color) implements ContestEvent {
    }

    record ShipBuilt(int seat, Ship ship, int col, List<Integer> rows) implements ContestEvent {
    }

    record ShipDeclined(int seat, int col, List<Integer> rows) implements ContestEvent {
    }

    /** The active seat's turn is over; the next seat clockwise becomes active with two actions. */
    record TurnEnded(int seat) implements ContestEvent {
    }

    /** {@code colors} is null for everyone but the seat itself. */
    record HandRefilled(int seat, int count, @Nullable List<Colour> colors) implements ContestEvent {
    }

    enum EndReason {
        LAST_TREASURE, DECK_EXHAUSTED;

        static final WireEnum<EndReason> WIRE = WireEnum.of(EndReason.class, "lastTreasure", "deckExhausted");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    /** {@code outcome}: one final result per seat, in seat order [contest §9.2] step 5; {@code winners}: the seats placed first. */
    record GameEnded(EndReason reason, List<FinalScore> outcome, List<Integer> winners) implements ContestEvent {
    }
}
