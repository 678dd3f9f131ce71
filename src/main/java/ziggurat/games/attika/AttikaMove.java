package ziggurat.games.attika;

import ziggurat.engine.Move;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;
import ziggurat.engine.WireNames;

/** The moves of [attika §8.2]. Each record checks only its own shape; the rules decide whether it is allowed. */
public sealed interface AttikaMove extends Move {

    /**
     * The wire name of every move, in the order of [attika §8.2] (also the legal-move order), declared once with the
     * rest of the move in {@link AttikaRuleset#MOVES}.
     */
    WireNames<AttikaMove> NAMES = AttikaRuleset.MOVES.names();

    default String type() {
        return NAMES.nameOf(this);
    }

    private static void require(Object value, String field, String type) {
        if (value == null) {
            throw new IllegalArgumentException("The " + type + " move needs a '" + field + "' field.");
        }
    }

    /** A draw action: reveal the top building of an own stack to oneself [attika §4.3]. */
    record DrawBuilding(StackName stack) implements AttikaMove {
        public DrawBuilding {
            require(stack, "stack", "drawBuilding");
        }
    }

    /** Build the building just drawn [attika §4.3]; a missing payment is {@code {}}. */
    record BuildDrawn(Hex at, @OptionalField Payment payment) implements AttikaMove {
        public BuildDrawn {
            require(at, "at", "buildDrawn");
            payment = payment == null ? Payment.NONE : payment;
        }
    }

    /** Put the building just drawn face up on the own board [attika §4.3]. */
    record StoreDrawn() implements AttikaMove {
    }

    /** A build action: a building from the own board onto the map [attika §4.4]. */
    record Build(String building, Hex at, @OptionalField Payment payment) implements AttikaMove {
        public Build {
            require(building, "building", "build");
            require(at, "at", "build");
            payment = payment == null ? Payment.NONE : payment;
        }
    }

    /** Place the revealed map tile with its centre at {@code at} [attika §2.5]; rotation 0 by default. */
    record PlaceMapTile(Hex at, @OptionalField @Range(max = 5) Integer rotation) implements AttikaMove {
        public PlaceMapTile {
            require(at, "at", "placeMapTile");
            rotation = rotation == null ? 0 : rotation;
            if (rotation < 0 || rotation > 5) {
                throw new IllegalArgumentException("'rotation' is a whole number from 0 to 5, got " + rotation + ".");
            }
        }
    }

    /** Spend an amphora for one more action of the turn's mode [attika §4.5, D20]. */
    record UseAmphora() implements AttikaMove {
    }

    /** End the turn, taking one card per action left [attika §4.6]. */
    record EndTurn() implements AttikaMove {
    }
}
