package ziggurat.games.contest;

import ziggurat.engine.Move;
import ziggurat.engine.Range;
import ziggurat.engine.WireNames;

/** The moves of [contest §10.2]. Each record checks only its own shape; the rules decide whether it is allowed. */
public sealed interface ContestMove extends Move {

    /** The wire name of every move, declared once with the rest of the move in {@link ContestRuleset#MOVES}. */
    WireNames<ContestMove> NAMES = ContestRuleset.MOVES.names();

    /** The JSON {@code type} of this move. */
    default String type() {
        return NAMES.nameOf(this);
    }

    private static void require(Object value, String field, String type) {
        if (value == null) {
            throw new IllegalArgumentException("The " + type + " move needs a '" + field + "' field.");
        }
    }

    private static void notNegative(int value, String field) {
        if (value < 0) {
            throw new IllegalArgumentException("'" + field + "' is never negative, got " + value + ".");
        }
    }

    /** Action A: place a leader from the supply or move it on the display [contest §3.2]. */
    record PlaceLeader(Colour leader, Position to) implements ContestMove {
        public PlaceLeader {
            require(leader, "leader", "placeLeader");
            require(to, "to", "placeLeader");
        }
    }

    /** Action B: play a card from the hand into a column [contest §3.3]. */
    record PlayCard(Colour color, @Range(max = ContestState.COLUMNS - 1) int col) implements ContestMove {
        public PlayCard {
            require(color, "color", "playCard");
            notNegative(col, "col");
        }
    }

    /** Action C: play a joining card face down into a gap [contest §3.4]. */
    record PlayJoiningCard(Colour color, @Range(max = ContestState.GAPS - 1) int gap) implements ContestMove {
        public PlayJoiningCard {
            require(color, "color", "playJoiningCard");
            notNegative(gap, "gap");
        }
    }

    /** Action D: the seat's one catastrophe [contest §7]. */
    record PlayCatastrophe(Position at) implements ContestMove {
        public PlayCatastrophe {
            require(at, "at", "playCatastrophe");
        }
    }

    /** Ends the turn, forfeiting any action not taken [contest D6]. */
    record EndTurn() implements ContestMove {
    }

    /** The active seat picks which open external conflict is resolved next [contest §5.3]. */
    record ChooseConflict(Colour color) implements ContestMove {
        public ChooseConflict {
            require(color, "color", "chooseConflict");
        }
    }

    /** Commit cards of the support colour to a conflict [contest §5.1]. */
    record CommitSupport(@Range int count) implements ContestMove {
        public CommitSupport {
            notNegative(count, "count");
        }
    }

    /** Turn the four-card run into a ship [contest §8.3]. */
    record BuildShip(Ship ship) implements ContestMove {
        public BuildShip {
            require(ship, "ship", "buildShip");
        }
    }

    record DeclineShip() implements ContestMove {
    }

    /** The trader's owner takes a treasure, replacing it with a red card from the hand [contest §6]. */
    record TakeTreasure(@Range(max = ContestState.COLUMNS - 1) int col) implements ContestMove {
        public TakeTreasure {
            notNegative(col, "col");
        }
    }

    record DeclineTreasure() implements ContestMove {
    }
}
