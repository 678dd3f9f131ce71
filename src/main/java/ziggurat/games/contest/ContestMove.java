package ziggurat.games.contest;

import ziggurat.engine.Move;

/** The moves of [contest §10.2]. Each record checks only its own shape; the rules decide whether it is allowed. */
public sealed interface ContestMove extends Move {

    /** The JSON {@code type} of this move. */
    String type();

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

        public String type() {
            return "placeLeader";
        }
    }

    /** Action B: play a card from the hand into a column [contest §3.3]. */
    record PlayCard(Colour color, int col) implements ContestMove {
        public PlayCard {
            require(color, "color", "playCard");
            notNegative(col, "col");
        }

        public String type() {
            return "playCard";
        }
    }

    /** Action C: play a joining card face down into a gap [contest §3.4]. */
    record PlayJoiningCard(Colour color, int gap) implements ContestMove {
        public PlayJoiningCard {
            require(color, "color", "playJoiningCard");
            notNegative(gap, "gap");
        }

        public String type() {
            return "playJoiningCard";
        }
    }

    /** Action D: the seat's one catastrophe [contest §7]. */
    record PlayCatastrophe(Position at) implements ContestMove {
        public PlayCatastrophe {
            require(at, "at", "playCatastrophe");
        }

        public String type() {
            return "playCatastrophe";
        }
    }

    /** Ends the turn, forfeiting any action not taken [contest D6]. */
    record EndTurn() implements ContestMove {
        public String type() {
            return "endTurn";
        }
    }

    /** The active seat picks which open external conflict is resolved next [contest §5.3]. */
    record ChooseConflict(Colour color) implements ContestMove {
        public ChooseConflict {
            require(color, "color", "chooseConflict");
        }

        public String type() {
            return "chooseConflict";
        }
    }

    /** Commit cards of the support colour to a conflict [contest §5.1]. */
    record CommitSupport(int count) implements ContestMove {
        public CommitSupport {
            notNegative(count, "count");
        }

        public String type() {
            return "commitSupport";
        }
    }

    /** Turn the four-card run into a ship [contest §8.3]. */
    record BuildShip(Ship ship) implements ContestMove {
        public BuildShip {
            require(ship, "ship", "buildShip");
        }

        public String type() {
            return "buildShip";
        }
    }

    record DeclineShip() implements ContestMove {
        public String type() {
            return "declineShip";
        }
    }

    /** The trader's owner takes a treasure, replacing it with a red card from the hand [contest §6]. */
    record TakeTreasure(int col) implements ContestMove {
        public TakeTreasure {
            notNegative(col, "col");
        }

        public String type() {
            return "takeTreasure";
        }
    }

    record DeclineTreasure() implements ContestMove {
        public String type() {
            return "declineTreasure";
        }
    }
}
