package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Count;
import ziggurat.engine.Move;
import ziggurat.engine.OneShapeOf;
import ziggurat.engine.Nullable;
import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;
import ziggurat.engine.WireNames;

/**
 * The commands of [qin §7] that the implemented modules take. Each record checks only its own shape; whether it is
 * allowed now is the rules' call. Lists whose order means nothing (the discarded tiles, the village pagodas) are kept
 * in one order, so one choice is one move.
 */
public sealed interface QinMove extends Move {

    /**
     * The wire name of every move, declared once with the piece that owns it in {@link QinRuleset#MOVES}, in the
     * order of the table of [qin §7].
     */
    WireNames<QinMove> NAMES = QinRuleset.MOVES.names();

    default String type() {
        return NAMES.nameOf(this);
    }

    private static void require(Object value, String field, String type) {
        if (value == null) {
            throw new IllegalArgumentException("The " + type + " move needs a '" + field + "' field.");
        }
    }

    /** Place a tile from hand: {@code cells[0]} gets the code's first colour [qin §3.4, §4]. */
    record PlaceTile(TileType tile, @Count(min = 2, max = 2) List<Cell> cells, @OptionalField List<VillagePagoda> villagePagodas)
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
    record BuyPagoda(Cell cell, PagodaColour colour, @Count(min = 3, max = 3) List<TileType> discard) implements QinMove {
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

    /** Tile codes in one order, so one choice is one move. */
    private static List<TileType> sorted(List<TileType> tiles, String field, String type) {
        require(tiles, field, type);
        List<TileType> out = new ArrayList<>(tiles);
        if (out.isEmpty() || out.contains(null)) {
            throw new IllegalArgumentException("'" + field + "' of " + type + " lists at least one tile code.");
        }
        out.sort(null);
        return List.copyOf(out);
    }

    /** [qin D52] {@code mai}: give up 2·j of one's pagodas for j tiles, in the draw step. */
    record SellPagodas(List<PagodaRef> pagodas) implements QinMove {
        public SellPagodas {
            require(pagodas, "pagodas", "sellPagodas");
            if (new ArrayList<>(pagodas).contains(null)) {
                throw new IllegalArgumentException("'pagodas' holds no null entry.");
            }
            // how many is the rule's call (an even number, at least two [qin D52]): a list of any length is the
            // move's shape, as the published schema says
            pagodas = List.copyOf(pagodas);
        }
    }

    /** [qin D56] {@code mas}: an owed draw, a tile code present in the display. */
    record TakeTile(TileType tile) implements QinMove {
        public TakeTile {
            require(tile, "tile", "takeTile");
        }
    }

    /** [qin D54] {@code mil}: offer {@code give} from one's hand to seat {@code to} for {@code want}. */
    record OfferTrade(@Range int to, @Count(min = 1) List<TileType> give, @Count(min = 1) List<TileType> want) implements QinMove {
        public OfferTrade {
            if (to < 0) {
                throw new IllegalArgumentException("'to' is a seat number.");
            }
            give = sorted(give, "give", "offerTrade");
            want = sorted(want, "want", "offerTrade");
        }
    }

    /**
     * [qin D54] the target's answer to an open offer to it: the one from seat {@code from}, or without it the oldest.
     * Under {@code niu} several seats may have offers open to one seat in the extras window, and {@code from} lets it
     * choose which to answer; moves stored before it existed leave it out and answer the oldest, as they did. Any
     * seat may offer, so {@code from} runs to the last seat of the largest table [qin D10]: 5.
     */
    record RespondTrade(boolean accept, @OptionalField @Nullable @Range(max = 5) Integer from) implements QinMove {

        public RespondTrade(boolean accept) {
            this(accept, null);
        }
    }

    /** [qin D54] the offerer takes its open offer back. */
    record WithdrawTrade() implements QinMove {
    }

    /** [qin D55] {@code muo}: discard {@code tile} from one's hand; {@code victim} must discard one of theirs. */
    record DestroyTile(TileType tile, @Range int victim) implements QinMove {
        public DestroyTile {
            require(tile, "tile", "destroyTile");
            if (victim < 0) {
                throw new IllegalArgumentException("'victim' is a seat number.");
            }
        }
    }

    /** [qin D55] the victim's answer to a destruction: a tile of its choice to the discard pile. */
    record DiscardTile(TileType tile) implements QinMove {
        public DiscardTile {
            require(tile, "tile", "discardTile");
        }
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

    /**
     * [qin D32] {@code niu}: a participant's sealed commitment in a step of the round: the cell it points at and, in a
     * place or buy step with a hand not empty, the tile laid face down; or {@code out: true}, dropping out for the
     * rest of the phase (optional steps only). Whether it may is the rules' call.
     */
    @OneShapeOf({"cell tile? out=false?", "out=true"})
    record Commit(@OptionalField @Nullable Cell cell, @OptionalField @Nullable TileType tile,
                  @OptionalField @Nullable Boolean out)
            implements QinMove {
        public Commit {
            if (Boolean.TRUE.equals(out)) {
                if (cell != null || tile != null) {
                    throw new IllegalArgumentException("A commit with 'out': true points at no cell and lays no tile.");
                }
            } else {
                require(cell, "cell", "commit");
                cell = cell.plain();
                out = null;
            }
        }

        /** Drop out for the rest of the phase. */
        public static Commit dropOut() {
            return new Commit(null, null, true);
        }

        public boolean isOut() {
            return Boolean.TRUE.equals(out);
        }
    }

    /** What a {@code resolve} does [qin D32]: place the committed tile, buy a pagoda, or use one. */
    enum Action {
        PLACE, BUY, USE;

        static final ziggurat.engine.kit.WireEnum<Action> WIRE = ziggurat.engine.kit.WireEnum.of(Action.class,
                "place", "buy", "use");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /**
     * [qin D32] {@code niu}: a participant's sealed resolution after the reveal: {@code place} (the committed tile on
     * {@code cells}, one of them the pointed cell, with {@code villagePagodas} when it founds a village), {@code buy}
     * (a {@code colour} pagoda on the pointed cell for three {@code discard}ed tiles, the committed one among them) or
     * {@code use} (a pagoda of the seat's on the pointed cell, with its {@code effect}).
     */
    @OneShapeOf({"action=place cells villagePagodas?", "action=buy colour discard", "action=use pagoda effect"})
    record Resolve(Action action, @OptionalField @Nullable @Count(min = 2, max = 2) List<Cell> cells,
                   @OptionalField @Nullable List<VillagePagoda> villagePagodas,
                   @OptionalField @Nullable PagodaColour colour,
                   @OptionalField @Nullable @Count(min = 3, max = 3) List<TileType> discard,
                   @OptionalField @Nullable PagodaRef pagoda, @OptionalField @Nullable Effect effect)
            implements QinMove {
        public Resolve {
            require(action, "action", "resolve");
            // the fields of another action's shape are absent or null, as the published schema says: a resolve
            // that names a colour to place a tile is not a move the sender can mean
            String foreign = switch (action) {
                case PLACE -> colour != null ? "colour" : discard != null ? "discard" : pagoda != null ? "pagoda"
                        : effect != null ? "effect" : null;
                case BUY -> cells != null ? "cells" : villagePagodas != null ? "villagePagodas"
                        : pagoda != null ? "pagoda" : effect != null ? "effect" : null;
                case USE -> cells != null ? "cells" : villagePagodas != null ? "villagePagodas"
                        : colour != null ? "colour" : discard != null ? "discard" : null;
            };
            if (foreign != null) {
                throw new IllegalArgumentException("A resolve with 'action': " + action + " has no '" + foreign
                        + "' field.");
            }
            switch (action) {
                case PLACE -> {
                    PlaceTile shape = new PlaceTile(TileType.values()[0], cells, villagePagodas);
                    cells = shape.cells();
                    villagePagodas = shape.villagePagodas();
                    colour = null;
                    discard = null;
                    pagoda = null;
                    effect = null;
                }
                case BUY -> {
                    require(colour, "colour", "resolve");
                    require(discard, "discard", "resolve");
                    BuyPagoda shape = new BuyPagoda(new Cell(0, 0), colour, discard);
                    discard = shape.discard();
                    cells = null;
                    villagePagodas = null;
                    pagoda = null;
                    effect = null;
                }
                default -> {
                    require(pagoda, "pagoda", "resolve");
                    require(effect, "effect", "resolve");
                    cells = null;
                    villagePagodas = null;
                    colour = null;
                    discard = null;
                }
            }
        }

        public static Resolve place(List<Cell> cells, List<VillagePagoda> villagePagodas) {
            return new Resolve(Action.PLACE, cells, villagePagodas, null, null, null, null);
        }

        public static Resolve buy(PagodaColour colour, List<TileType> discard) {
            return new Resolve(Action.BUY, null, null, colour, discard, null, null);
        }

        public static Resolve use(PagodaRef pagoda, Effect effect) {
            return new Resolve(Action.USE, null, null, null, null, pagoda, effect);
        }
    }

    /**
     * [qin D32, D58] {@code niu} with {@code mai}: the sealed sale declaration of Draw-1, an even number of one's own
     * pagodas, possibly none. Whether it may is the rules' call.
     */
    record DeclareDraw(List<PagodaRef> sell) implements QinMove {
        public DeclareDraw {
            require(sell, "sell", "declareDraw");
            if (new ArrayList<>(sell).contains(null)) {
                throw new IllegalArgumentException("'sell' holds no null entry.");
            }
            sell = List.copyOf(sell);
        }
    }

    /** [qin D32] {@code niu} with {@code mil} or {@code muo}: done in the extras window. */
    record Ready() implements QinMove {
    }
}
