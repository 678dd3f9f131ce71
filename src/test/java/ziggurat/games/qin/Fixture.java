package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.variant.VariantNames;

/**
 * Positions given directly, as the rules file's fixtures are [qin §8]: they need not be reachable by play. A test
 * puts one on a {@link QinTable} to play moves and read what the seats see.
 */
final class Fixture {

    static final QinRuleset RULES = new QinRuleset();

    /** F1's terrain: start squares R(6,3), Y(5,4), B(5,6), a village at (3,3), water at (4,4). */
    static final Board F1_BOARD = new Board("F1", 7, 7, "fixture F1 of the worked examples", true, "none", List.of(
            ".......",
            ".......",
            ".......",
            "...v...",
            "....~..",
            "....Y.B",
            "...R..."), true);

    /** F1's tile cells, lower case by visible colour. */
    static final List<String> F1_TILES = List.of(
            ".y.....",
            "yyy.bbb",
            ".y...b.",
            ".y.v.b.",
            "rrr.~..",
            "r.r.Y.B",
            "rrrR...");

    private Fixture() {
    }

    /** A game of {@code variant} on {@code board} with {@code seats} seats, its tiles as {@code tiles} shows. */
    static QinState position(String variant, Board board, int seats, List<String> tiles) {
        VariantNames.Parsed parsed = VariantNames.parse(variant);
        QinState s = new QinState();
        s = s.apply(new GameStarted(variant, parsed.syntagm().canonicalName(), parsed.syntagm().modules(), board,
                QinSetup.colours(null, seats), false, false));
        s = s.apply(new PileFormed(List.of(TileType.RR, TileType.YY, TileType.BB, TileType.RY, TileType.RB,
                TileType.YB, TileType.RR, TileType.YY), 8));
        for (int r = 0; r < tiles.size(); r++) {
            for (int c = 0; c < tiles.get(r).length(); c++) {
                TileColour colour = TileColour.ofLetter(Character.toUpperCase(tiles.get(r).charAt(c)));
                if (colour != null && Character.isLowerCase(tiles.get(r).charAt(c))) {
                    s.colour[board.index(r, c)] = (byte) colour.ordinal();
                    s.tile[board.index(r, c)] = true;
                }
            }
        }
        return s;
    }

    static QinState f1(String variant, int seats) {
        return position(variant, F1_BOARD, seats, F1_TILES);
    }

    /** {@code seat}'s action step, with these tiles in hand. */
    static QinState acting(QinState s, int seat, TileType... hand) {
        QinState t = s.apply(new TurnStarted(s.turn() + 1, seat));
        t.hands[seat] = new int[TileType.values().length];
        for (TileType tile : hand) {
            t.hands[seat][tile.ordinal()]++;
        }
        return t.apply(new StepStarted(seat, Step.ACTION, 1));
    }

    /** {@code seat}'s use step, allowing {@code uses} uses [qin §5.3]. */
    static QinState using(QinState s, int seat, int uses) {
        return s.apply(new TurnStarted(s.turn() + 1, seat)).apply(new StepStarted(seat, Step.USE, uses));
    }

    /** {@code seat}'s hand replaced by these tiles (the pile is not touched: a position, not a deal). */
    static QinState hand(QinState s, int seat, TileType... tiles) {
        QinState t = s.apply(new DrawsOwed(seat, 0, DrawReason.TURN));   // a copy that changes nothing
        t.hands = t.hands.clone();
        t.hands[seat] = new int[TileType.values().length];
        for (TileType tile : tiles) {
            t.hands[seat][tile.ordinal()]++;
        }
        return t;
    }

    /** {@code seat}'s turn with its draw step open [qin D16], these tiles in hand. */
    static QinState drawing(QinState s, int seat, TileType... hand) {
        QinState t = s.apply(new TurnStarted(s.turn() + 1, seat));
        t.hands = t.hands.clone();
        t.hands[seat] = new int[TileType.values().length];
        for (TileType tile : hand) {
            t.hands[seat][tile.ordinal()]++;
        }
        return t.apply(new StepStarted(seat, Step.DRAW, 0));
    }

    /** A pagoda put on the board by hand (no build, no claim). */
    static QinState pagoda(QinState s, PagodaColour colour, int row, int col) {
        return s.apply(new PagodaBuilt(0, "P" + s.nextPagoda, colour, row, col, s.pagodasOn(s.board().index(row, col)),
                BuildKind.PATTERN));
    }

    static QinState claim(QinState s, int seat, PagodaColour colour) {
        return s.apply(new ColourClaimed(seat, colour, false));
    }

    static List<String> names(int seats) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        return names;
    }

    static QinMove.PlaceTile place(TileType tile, int r1, int c1, int r2, int c2, VillagePagoda... village) {
        return new QinMove.PlaceTile(tile, List.of(new Cell(r1, c1), new Cell(r2, c2)), List.of(village));
    }
}
