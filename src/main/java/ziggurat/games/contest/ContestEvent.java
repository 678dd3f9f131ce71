package ziggurat.games.contest;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;

/**
 * Everything that can happen in a game [contest §11.4]. Events are plain data so the platform can store them as JSON
 * and read them back for replay; {@link ContestState#apply} folds them into the state.
 */
public sealed interface ContestEvent extends Event {

    /** The JSON {@code type} of this event. */
    String type();

    enum ConflictKind {
        INTERNAL("internal"), EXTERNAL("external");

        private final String wire;

        ConflictKind(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
    }

    /** Where VP cards come from. */
    enum Source {
        HAND("hand"), COMMITTED("committed"), DISPLAY("display"), TREASURE("treasure");

        private final String wire;

        Source(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
    }

    /** Why VP cards were gained, or a point was missed. */
    enum Reason {
        CARD("card"), CONFLICT_REWARD("conflictReward"), CONFLICT_TRANSFER("conflictTransfer"), SHIP("ship"),
        TREASURE("treasure");

        private final String wire;

        Reason(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
    }

    enum ReturnReason {
        CONFLICT("conflict"), SHIP("ship");

        private final String wire;

        ReturnReason(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
    }

    enum EndReason {
        LAST_TREASURE("lastTreasure"), DECK_EXHAUSTED("deckExhausted");

        private final String wire;

        EndReason(String wire) {
            this.wire = wire;
        }

        @Override
        public String toString() {
            return wire;
        }
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
    record GameStarted(List<SeatStart> seats, ContestOptions options, String seedSha256, boolean stacked,
                       List<Colour> deck) implements ContestEvent {
        public String type() {
            return "GameStarted";
        }
    }

    /** {@code colors} is null for everyone but the seat itself. */
    record CardsDealt(int seat, int count, List<Colour> colors) implements ContestEvent {
        public String type() {
            return "CardsDealt";
        }
    }

    /** The 2-seat reduction: the bottom cards of the deck leave the game unseen. */
    record CardsSetAside(int count, List<Colour> colors) implements ContestEvent {
        public String type() {
            return "CardsSetAside";
        }
    }

    /** {@code from} is null when the leader came from the supply. */
    record LeaderPlaced(int seat, Colour leader, Position from, Position to) implements ContestEvent {
        public String type() {
            return "LeaderPlaced";
        }
    }

    record CardPlayed(int seat, Colour color, int col, int row) implements ContestEvent {
        public String type() {
            return "CardPlayed";
        }
    }

    record VictoryCardsGained(int seat, List<VictoryCard> entries, Source source, Reason reason)
            implements ContestEvent {
        public String type() {
            return "VictoryCardsGained";
        }
    }

    record ScoreMissed(int seat, Colour color, Reason reason) implements ContestEvent {
        public String type() {
            return "ScoreMissed";
        }
    }

    /** {@code color} is null for everyone but the seat that played it. */
    record JoiningCardPlayed(int seat, int gap, Colour color) implements ContestEvent {
        public String type() {
            return "JoiningCardPlayed";
        }
    }

    record ConflictStarted(ConflictKind kind, Colour color, Colour supportColor, int attacker, int defender,
                           Strengths base) implements ContestEvent {
        public String type() {
            return "ConflictStarted";
        }
    }

    record ConflictChosen(Colour color) implements ContestEvent {
        public String type() {
            return "ConflictChosen";
        }
    }

    record SupportCommitted(int seat, int count) implements ContestEvent {
        public String type() {
            return "SupportCommitted";
        }
    }

    /**
     * @param rewardSource {@code committed} when any card was committed, else {@code hand}
     * @param discarded    committed cards that went to the discard
     */
    record ConflictResolved(int winner, int loser, Strengths strengths, Source rewardSource, int discarded)
            implements ContestEvent {
        public String type() {
            return "ConflictResolved";
        }
    }

    record LeaderReturned(int seat, Colour leader, Position from, ReturnReason reason) implements ContestEvent {
        public String type() {
            return "LeaderReturned";
        }
    }

    /** Cards leaving the display after a lost external conflict; positions as they were before the removal. */
    record CardsTransferred(List<Position> from, Colour color, int to) implements ContestEvent {
        public String type() {
            return "CardsTransferred";
        }
    }

    record JoiningCardRevealed(int gap, Colour color) implements ContestEvent {
        public String type() {
            return "JoiningCardRevealed";
        }
    }

    record TreasureTaken(int seat, int col) implements ContestEvent {
        public String type() {
            return "TreasureTaken";
        }
    }

    record TreasureDeclined(int seat) implements ContestEvent {
        public String type() {
            return "TreasureDeclined";
        }
    }

    record CatastrophePlayed(int seat, Position position, Colour color) implements ContestEvent {
        public String type() {
            return "CatastrophePlayed";
        }
    }

    record ShipBuilt(int seat, Ship ship, int col, List<Integer> rows) implements ContestEvent {
        public String type() {
            return "ShipBuilt";
        }
    }

    record ShipDeclined(int seat, int col, List<Integer> rows) implements ContestEvent {
        public String type() {
            return "ShipDeclined";
        }
    }

    /** The active seat's turn is over; the next seat clockwise becomes active with two actions. */
    record TurnEnded(int seat) implements ContestEvent {
        public String type() {
            return "TurnEnded";
        }
    }

    /** {@code colors} is null for everyone but the seat itself. */
    record HandRefilled(int seat, int count, List<Colour> colors) implements ContestEvent {
        public String type() {
            return "HandRefilled";
        }
    }

    /** {@code outcome}: one final result per seat, in seat order [contest §9.2] step 5; {@code winners}: the seats placed first. */
    record GameEnded(EndReason reason, List<FinalScore> outcome, List<Integer> winners) implements ContestEvent {
        public String type() {
            return "GameEnded";
        }
    }
}
