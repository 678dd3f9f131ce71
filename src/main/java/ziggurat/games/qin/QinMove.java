package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Move;
import ziggurat.engine.OptionalField;
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
            .name("usePagoda", UsePagoda.class)
            .name("pass", Pass.class)
            .name("endTurn", EndTurn.class)
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
            if (villagePagodas == null || villagePagodas.isEmpty()) {
                villagePagodas = List.of();   // the common case, and every legal-move listing has many
            } else if (villagePagodas.size() == 1) {
                villagePagodas = List.of(villagePagodas.get(0));   // refuses null like the sorted copy below
            } else {
                List<VillagePagoda> sorted = new ArrayList<>(villagePagodas);
                if (sorted.contains(null)) {
                    throw new IllegalArgumentException("'villagePagodas' holds no null entry.");
                }
                sorted.sort(null);
                villagePagodas = List.copyOf(sorted);
            }
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
     * Use a pagoda the seat owns [qin §5.5.3] in the use step: {@code pagoda} is the used one, {@code effect} what it
     * does (a colour power's move or recolour, or a Combinations move).
     */
    record UsePagoda(PagodaRef pagoda, Effect effect) implements QinMove {
        public UsePagoda {
            require(pagoda, "pagoda", "usePagoda");
            require(effect, "effect", "usePagoda");
        }
    }

    /** End the current step [qin §5.0, D14]: when it is optional, its minimum is met, or it has no legal option. */
    record Pass() implements QinMove {
    }

    /** End every remaining step and the turn [qin §5.0, D15]. */
    record EndTurn() implements QinMove {
    }
}
