package ziggurat.games.tigris;

import java.util.List;

import ziggurat.engine.Move;
import ziggurat.engine.OnBoard;
import ziggurat.engine.Range;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.Square;

/**
 * The moves of [tigris §8.2]. Component names are the JSON field names. Each record checks only its own shape;
 * whether the move is allowed now is {@link TigrisRuleset#decide}'s call.
 */
public sealed interface TigrisMove extends Move {

    /** The wire name of every move, declared once with the rest of the move in {@link TigrisRuleset#MOVES}. */
    WireNames<TigrisMove> NAMES = TigrisRuleset.MOVES.names();

    /** The JSON {@code type} of this move. */
    default String type() {
        return NAMES.nameOf(this);
    }

    /** Position a leader: from the supply, or move one already on the board. */
    record PlaceLeader(Colour leader, @OnBoard(rows = Board.ROWS, cols = Board.COLS) Square at) implements TigrisMove {
        public PlaceLeader {
            need(leader, "leader");
            need(at, "at");
        }
    }

    record WithdrawLeader(Colour leader) implements TigrisMove {
        public WithdrawLeader {
            need(leader, "leader");
        }
    }

    record PlaceTile(Colour color, @OnBoard(rows = Board.ROWS, cols = Board.COLS) Square at) implements TigrisMove {
        public PlaceTile {
            need(color, "color");
            need(at, "at");
        }
    }

    record PlaceCatastrophe(@OnBoard(rows = Board.ROWS, cols = Board.COLS) Square at) implements TigrisMove {
        public PlaceCatastrophe {
            need(at, "at");
        }
    }

    record SwapTiles(List<Colour> tiles) implements TigrisMove {
        public SwapTiles {
            need(tiles, "tiles");
            for (Colour c : tiles) {
                if (c == null) {
                    throw new IllegalArgumentException("Every entry of 'tiles' must be a colour: black, red, blue or green.");
                }
            }
            tiles = List.copyOf(tiles);
        }
    }

    record Pass() implements TigrisMove {
    }

    record CommitSupport(@Range int count) implements TigrisMove {
        public CommitSupport {
            if (count < 0) {
                throw new IllegalArgumentException("'count' is the number of tiles committed and cannot be negative.");
            }
        }
    }

    record ChooseWar(Colour color) implements TigrisMove {
        public ChooseWar {
            need(color, "color");
        }
    }

    record BuildMonument(Monument monument, @OnBoard(rows = Board.ROWS, cols = Board.COLS) Square square) implements TigrisMove {
        public BuildMonument {
            need(monument, "monument");
            need(square, "square");
        }
    }

    record DeclineMonument() implements TigrisMove {
    }

    record TakeTreasure(@OnBoard(rows = Board.ROWS, cols = Board.COLS) Square at) implements TigrisMove {
        public TakeTreasure {
            need(at, "at");
        }
    }

    private static void need(Object value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("The move needs the field '" + field + "'.");
        }
    }
}
