package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Move;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;
import ziggurat.engine.WireNames;

/**
 * The commands of [qin §7] that the implemented modules take. Each record checks only its own shape; whether it is
 * allowed now is the rules' call. Lists whose order means nothing (the discarded tiles, the village pagodas) are kept
 * in one order, so one choice is one move.
 */
public sealed interface QinMove extends Move {

    /** The wire name of every move, declared once, in the order of the table of [qin §7]. */
    WireNames<QinMove> NAMES = WireNames.of(QinMove.class)
            .name("placeTile", PlaceTile.class)
            .name("buyPagoda", BuyPagoda.class)
            .name("endTurn", EndTurn.class)
            .name("bid", Bid.class)
            .build();

    default String type() {
        return NAMES.nameOf(this);
    }

    private static void require(Object value, String field, String type) {
        if (value == null) {
            throw new IllegalArgumentException("The " + type + " move needs a '" + field + "' field.");
        }
    }

    /** Place a tile from hand: {@code cells[0]} gets the code's first colour [qin §3.4, §4]. */
    record PlaceTile(TileType tile, List<Cell> cells, @OptionalField List<VillagePagoda> villagePagodas)
            implements QinMove {
        public PlaceTile {
            require(tile, "tile", "placeTile");
            require(cells, "cells", "placeTile");
            if (cells.size() != 2 || cells.get(0) == null || cells.get(1) == null) {
                throw new IllegalArgumentException("'cells' lists exactly the two cells the tile covers.");
            }
            cells = List.copyOf(cells);
            List<VillagePagoda> sorted = new ArrayList<>(villagePagodas == null ? List.of() : villagePagodas);
            if (sorted.contains(null)) {
                throw new IllegalArgumentException("'villagePagodas' holds no null entry.");
            }
            sorted.sort(null);
            villagePagodas = List.copyOf(sorted);
        }

        public PlaceTile(TileType tile, Cell first, Cell second) {
            this(tile, List.of(first, second), List.of());
        }
    }

    /** Discard exactly three tiles and build a pagoda at a legal site [qin §5.3]. */
    record BuyPagoda(Cell cell, PagodaColour colour, List<TileType> discard) implements QinMove {
        public BuyPagoda {
            require(cell, "cell", "buyPagoda");
            require(colour, "colour", "buyPagoda");
            require(discard, "discard", "buyPagoda");
            if (discard.size() != 3 || new ArrayList<>(discard).contains(null)) {
                throw new IllegalArgumentException("'discard' lists exactly three tile codes.");
            }
            List<TileType> sorted = new ArrayList<>(discard);
            sorted.sort(null);
            discard = List.copyOf(sorted);
        }
    }

    /**
     * End every remaining step and the turn [qin §5.0, D15]. ({@code pass}, which ends one step, comes with the
     * modules that have a step after the action step to pass to: none of those implemented so far has a use step.)
     */
    record EndTurn() implements QinMove {
    }

    /**
     * A sealed bid in the Pagoda auction [qin §5.4.2, D31]: {@code amount} of the seat's own pagodas, and exactly
     * that many of them named, the ones it pays with if it wins. Whether it may bid them is the rules' call
     * ({@code invalidBid}, {@code noSuchPagoda}, {@code notOwner}).
     */
    record Bid(@Range(max = 96) int amount, @OptionalField List<PagodaRef> pagodas) implements QinMove {
        public Bid {
            if (amount < 0) {
                throw new IllegalArgumentException("'amount' is a whole number from 0 to 96.");
            }
            pagodas = pagodas == null ? List.of() : pagodas;
            if (new ArrayList<>(pagodas).contains(null)) {
                throw new IllegalArgumentException("'pagodas' holds no null entry.");
            }
            pagodas = List.copyOf(pagodas);
        }

        /** Bid nothing. */
        public static Bid nothing() {
            return new Bid(0, List.of());
        }
    }
}
