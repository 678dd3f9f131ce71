package ziggurat.games.qin;

import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Nullable;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.Square;
import ziggurat.engine.kit.WireEnum;

/**
 * Everything that can happen in a game [qin §7.1]: every accepted command and every automatic step is an event. The
 * pile's order is recorded with it, so replay never needs the random generator, and the board and the modules are
 * recorded in the first event, so replay never depends on a file or a table that may change.
 */
public sealed interface QinEvent extends Event {

    WireNames<QinEvent> NAMES = WireNames.of(QinEvent.class)
            .name("GameStarted", GameStarted.class)
            .name("PileFormed", PileFormed.class)
            .name("TilesDrawn", TilesDrawn.class)
            .name("TurnStarted", TurnStarted.class)
            .name("StepStarted", StepStarted.class)
            .name("TilePlaced", TilePlaced.class)
            .name("VillageFounded", VillageFounded.class)
            .name("PagodaBuilt", PagodaBuilt.class)
            .name("ColourClaimed", ColourClaimed.class)
            .name("TilesDiscarded", TilesDiscarded.class)
            .name("PagodaMoved", PagodaMoved.class)
            .name("PagodaRecoloured", PagodaRecoloured.class)
            .name("TurnEnded", TurnEnded.class)
            .name("GameEnded", GameEnded.class)
            // the extras [qin §5.7]
            .name("DisplayFilled", DisplayFilled.class)
            .name("DrawsOwed", DrawsOwed.class)
            .name("TileTaken", TileTaken.class)
            .name("PagodasSold", PagodasSold.class)
            .name("TradeOffered", TradeOffered.class)
            .name("TradeAccepted", TradeAccepted.class)
            .name("TradeRefused", TradeRefused.class)
            .name("TradeWithdrawn", TradeWithdrawn.class)
            .name("TileDestroyed", TileDestroyed.class)
            .name("TileSurrendered", TileSurrendered.class)
            .name("AuctionOpened", AuctionOpened.class)
            .name("BidSubmitted", BidSubmitted.class)
            .name("BidsRevealed", BidsRevealed.class)
            .name("AuctionPaid", AuctionPaid.class)
            // Simultaneous [qin §5.4.3]
            .name("RoundStarted", RoundStarted.class)
            .name("SupplyDiscarded", SupplyDiscarded.class)
            .name("PhaseStarted", PhaseStarted.class)
            .name("StepOpened", StepOpened.class)
            .name("Committed", Committed.class)
            .name("CommitsRevealed", CommitsRevealed.class)
            .name("Forfeited", Forfeited.class)
            .name("Resolved", Resolved.class)
            .name("StepEnded", StepEnded.class)
            .name("RoundEnded", RoundEnded.class)
            // Simultaneous with the extras [qin §5.4.3]
            .name("DeclarationsOpened", DeclarationsOpened.class)
            .name("DrawDeclared", DrawDeclared.class)
            .name("DeclarationsRevealed", DeclarationsRevealed.class)
            .name("DealOpened", DealOpened.class)
            .name("ExtrasOpened", ExtrasOpened.class)
            .name("ReadyDeclared", ReadyDeclared.class)
            .name("TradeLapsed", TradeLapsed.class)
            .build();

    default String type() {
        return NAMES.nameOf(this);
    }

    /** Why tiles came into a hand. */
    enum DrawReason {
        DEAL, TURN, REWARD, SALE;

        static final WireEnum<DrawReason> WIRE = WireEnum.of(DrawReason.class, "deal", "turn", "reward", "sale");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** How a pagoda came to be built [qin §5.3, §5.6.1]. */
    enum BuildKind {
        BOUGHT, VILLAGE, PATTERN;

        static final WireEnum<BuildKind> WIRE = WireEnum.of(BuildKind.class, "bought", "village", "pattern");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /**
     * The steps of a sequential turn [qin §5.0]: the action step, the use step, and the end (only endTurn left); and
     * the draw step, explicit only while something keeps it open [qin D16]: owed draws under {@code mas}, and
     * {@code sellPagodas} under {@code mai}. Elsewhere the draw is automatic and the turn starts in its action step.
     */
    enum Step {
        ACTION, USE, END, DRAW;

        static final WireEnum<Step> WIRE = WireEnum.of(Step.class, "action", "use", "end", "draw");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /**
     * The game as created [qin §3.7]: the variant (the name as supplied, the canonical name, every module), the board in
     * full, each seat's own colour.
     */
    record GameStarted(String variant, String canonicalName, List<QinModule> modules, Board board,
                       List<TileColour> colours, boolean stacked, boolean creatorSeeded) implements QinEvent {
        public GameStarted {
            modules = List.copyOf(modules);
            colours = List.copyOf(colours);
        }
    }

    /** The face-down pile, first drawn first [qin §3.7] step 2: its order is nobody's until the end. */
    record PileFormed(@Nullable List<TileType> order, int size) implements QinEvent {
    }

    /** Tiles from the top of the pile into a hand: the drawer alone sees which [qin §7.1]. */
    record TilesDrawn(int seat, @Nullable List<TileType> tiles, int count, DrawReason reason) implements QinEvent {
    }

    record TurnStarted(int turn, int seat) implements QinEvent {
    }

    /** A step of the turn begins, allowing up to {@code max} actions [qin §5.3]. */
    record StepStarted(int seat, Step step, int max) implements QinEvent {
    }

    /** A tile from {@code seat}'s hand covers two cells, the first getting the code's first colour [qin §3.4]. */
    record TilePlaced(int seat, TileType tile, List<Square> cells) implements QinEvent {
        public TilePlaced {
            cells = List.copyOf(cells);
        }
    }

    /** The first placement next to a Base village founds it [qin §5.6.1]. */
    record VillageFounded(int seat, int row, int col) implements QinEvent {
    }

    /** A pagoda enters the board from the pagoda supply, built by {@code seat}. */
    record PagodaBuilt(int seat, String id, PagodaColour colour, int row, int col, int level, BuildKind how)
            implements QinEvent {
    }

    /** Player colours [qin §5.5.4, D41]: {@code seat} takes a pagoda colour as its own; a marker leaves the supply. */
    record ColourClaimed(int seat, PagodaColour colour, boolean marker) implements QinEvent {
    }

    /** Tiles from a hand to the public discard pile (the three a pagoda is bought with). */
    record TilesDiscarded(int seat, List<TileType> tiles) implements QinEvent {
        public TilesDiscarded {
            tiles = List.copyOf(tiles);
        }
    }

    /**
     * A use [qin §5.5.3]: {@code seat} used pagoda {@code used}, and pagoda {@code id} moved (a green move, or a
     * Combinations move) from one cell to another, where it stands alone [qin D40] and keeps its id; {@code owners}
     * are its owners on its new cell [qin §5.5.2] (empty in a Trash-bin village, where it is inert).
     */
    record PagodaMoved(int seat, String used, Effect.Kind kind, String id, Square from, Square to,
                       List<Integer> owners) implements QinEvent {
        public PagodaMoved {
            owners = List.copyOf(owners);
        }
    }

    /**
     * A violet use [qin D45]: {@code seat} used pagoda {@code used}, and pagoda {@code id} became another colour: the
     * old one went back to the pagoda supply, one of the new colour from it took the same cell, level and id.
     */
    record PagodaRecoloured(int seat, String used, String id, PagodaColour from, PagodaColour to)
            implements QinEvent {
    }

    record TurnEnded(int seat, int turn) implements QinEvent {
    }

    /**
     * The end [qin §5.1, §5.2]: every condition that fired, the winner and how ties were broken.
     *
     * @param measures per seat (by its number as text), the counts the winner rule compared and {@code lastTurn}
     */
    record GameEnded(int winner, List<String> endReasons, Map<String, Map<String, Integer>> measures,
                     List<String> tieBreaks) implements QinEvent {
        public GameEnded {
            endReasons = List.copyOf(endReasons);
            // sorted, not Map.copyOf: that map's order changes from one JVM to the next, and so would the event's text
            measures = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(measures));
            tieBreaks = List.copyOf(tieBreaks);
        }
    }

    // ---------------------------------------------------------------- the extras [qin §5.7]

    /** [qin D56] {@code mas}: tiles from the top of the pile turned face up into the display; public. */
    record DisplayFilled(List<TileType> tiles) implements QinEvent {
        public DisplayFilled {
            tiles = List.copyOf(tiles);
        }
    }

    /** [qin D56] {@code mas}: {@code seat} owes {@code count} more {@code takeTile}s, for the reason given. */
    record DrawsOwed(int seat, int count, DrawReason reason) implements QinEvent {
    }

    /** [qin D56] {@code mas}: an owed draw, picked from the display; public, as the display is. */
    record TileTaken(int seat, TileType tile) implements QinEvent {
    }

    /** [qin D52] {@code mai}: pagodas, by id, back to the pagoda supply; the tiles they pay for follow. */
    record PagodasSold(int seat, List<String> pagodas) implements QinEvent {
        public PagodasSold {
            pagodas = List.copyOf(pagodas);
        }
    }

    /** [qin D54] {@code mil}: an open offer from {@code seat} to {@code to}; public, tile types included. */
    record TradeOffered(int seat, int to, List<TileType> give, List<TileType> want) implements QinEvent {
        public TradeOffered {
            give = List.copyOf(give);
            want = List.copyOf(want);
        }
    }

    /** [qin D54] the target accepted: {@code give} went from {@code seat} to {@code to}, {@code want} back. */
    record TradeAccepted(int seat, int to, List<TileType> give, List<TileType> want) implements QinEvent {
        public TradeAccepted {
            give = List.copyOf(give);
            want = List.copyOf(want);
        }
    }

    /** [qin D54] the target of {@code seat}'s offer refused it. */
    record TradeRefused(int seat, int to) implements QinEvent {
    }

    /** [qin D54] {@code seat} withdrew its open offer to {@code to}. */
    record TradeWithdrawn(int seat, int to) implements QinEvent {
    }

    /** [qin D55] {@code muo}: {@code seat} discarded {@code tile}; {@code victim} owes a discard. Public. */
    record TileDestroyed(int seat, TileType tile, int victim) implements QinEvent {
    }

    /** [qin D55] the victim's answer: {@code tile} from its hand to the discard pile. Public. */
    record TileSurrendered(int seat, TileType tile) implements QinEvent {
    }
    // ---------------------------------------------------------------- Pagoda auction [qin §5.4.2]

    /**
     * The auction for turn {@code turn} opens [qin D31]: each seat may bid up to {@code maxBids} of it (the pagodas
     * it owns); a seat that owns none bids 0 without a move.
     */
    record AuctionOpened(int turn, List<Integer> maxBids) implements QinEvent {
        public AuctionOpened {
            maxBids = List.copyOf(maxBids);
        }
    }

    /** A seat's sealed bid: the amount and the pagodas it would pay with, to the bidder alone until the reveal. */
    record BidSubmitted(int seat, @Nullable Integer amount, @Nullable List<String> pagodas) implements QinEvent {
    }

    /** Every bid, by seat, published at once (0 and none for a seat that could not bid), and who won the turn. */
    record BidsRevealed(List<Integer> amounts, List<List<String>> pagodas, int winner) implements QinEvent {
        public BidsRevealed {
            amounts = List.copyOf(amounts);
            pagodas = pagodas.stream().map(List::copyOf).toList();
        }
    }

    /** The winner's bid pagodas go back to the pagoda supply; those above them in a stack move down [qin D31]. */
    record AuctionPaid(int seat, List<String> pagodas) implements QinEvent {
        public AuctionPaid {
            pagodas = List.copyOf(pagodas);
        }
    }

    // ---------------------------------------------------------------- Simultaneous [qin §5.4.3]

    /** Round {@code round} begins [qin D32]: its priority order, clockwise from seat (round − 1) mod N. */
    record RoundStarted(int round, List<Integer> priority) implements QinEvent {
        public RoundStarted {
            priority = List.copyOf(priority);
        }
    }

    /**
     * [qin D32] Draw-3: under a shortage, the tiles left in the supply after the allocation go to the discard pile:
     * under {@code mas} after the picks, the display's tiles first, then the pile's.
     */
    record SupplyDiscarded(List<TileType> tiles) implements QinEvent {
        public SupplyDiscarded {
            tiles = List.copyOf(tiles);
        }
    }

    /**
     * A phase of the round's action steps begins [qin D32]: the action phase (places and buys) or the use phase;
     * {@code max} is each seat's most actions in it (0 for a seat that takes no part).
     */
    record PhaseStarted(int round, Step phase, List<Integer> max) implements QinEvent {
        public PhaseStarted {
            max = List.copyOf(max);
        }
    }

    /**
     * Step {@code number} of the phase opens for its participants [qin D32, D59], public; in an {@code optional} step a
     * participant may commit {@code out}.
     */
    record StepOpened(int round, Step phase, int number, boolean optional, List<Integer> participants)
            implements QinEvent {
        public StepOpened {
            participants = List.copyOf(participants);
        }
    }

    /**
     * A participant's sealed commitment [qin §7.1]: the cell, the face-down tile and whether it dropped out, to the
     * submitter alone; everyone else sees only that it committed.
     */
    record Committed(int seat, @Nullable Cell cell, @Nullable TileType tile, @Nullable Boolean out)
            implements QinEvent {
    }

    /** A cell a participant pointed at, published at the reveal [qin D32]. */
    record Pointed(int seat, int row, int col) {
    }

    /**
     * REVEAL [qin D32]: every pointed cell and who dropped out, at once; the face-down tiles stay hidden. The board
     * now is the snapshot the resolutions are judged on.
     */
    record CommitsRevealed(List<Pointed> pointed, List<Integer> out) implements QinEvent {
        public CommitsRevealed {
            pointed = List.copyOf(pointed);
            out = List.copyOf(out);
        }
    }

    /** Why a participant's action was forfeited [qin D32, D34, D60]. */
    enum ForfeitReason {
        NO_LEGAL_OPTION, ILLEGAL_AT_APPLY;

        static final WireEnum<ForfeitReason> WIRE = WireEnum.of(ForfeitReason.class, "noLegalOption",
                "illegalAtApply");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /**
     * A participant's action is lost [qin D34]: it had no legal option after the reveal, or its resolution became
     * illegal before its turn in APPLY [qin D60]. Public; it counts as one action done.
     */
    record Forfeited(int seat, ForfeitReason reason) implements QinEvent {
    }

    /** A participant's sealed resolution, to the submitter alone until APPLY shows what it did [qin §7.1]. */
    record Resolved(int seat, QinMove.@Nullable Resolve resolution) implements QinEvent {
    }

    /** The step is over: each participant that did not drop out has done one more action [qin D34]. */
    record StepEnded(int round, Step phase, int number) implements QinEvent {
    }

    /** Phase E [qin D32]: every seat's {@code lastTurn} is now {@code round}; the end check follows. */
    record RoundEnded(int round) implements QinEvent {
    }

    /** [qin D32] Draw-1 under {@code mai}: the seats owning at least two pagodas owe a sealed sale declaration. */
    record DeclarationsOpened(int round, List<Integer> seats) implements QinEvent {
        public DeclarationsOpened {
            seats = List.copyOf(seats);
        }
    }

    /** A seat's sale declaration, pagodas by id: {@code sell} to the declarer alone until the reveal [qin §7.1]. */
    record DrawDeclared(int seat, @Nullable List<String> sell) implements QinEvent {
        public DrawDeclared {
            sell = sell == null ? null : List.copyOf(sell);
        }
    }

    /**
     * Every declaration published at once, per seat (empty for a seat that declared nothing), as it stays after a
     * pagoda named by several partners is kept by the first in priority order and an odd list loses its last
     * pagoda [qin D58].
     */
    record DeclarationsRevealed(List<List<String>> sell) implements QinEvent {
        public DeclarationsRevealed {
            sell = sell.stream().map(List::copyOf).toList();
        }
    }

    /**
     * [qin D32] Draw-5 under {@code mas}: each seat's tiles, picked from the display one at a time in priority order;
     * {@code shortage}: the supply did not cover every demand, so what is left of it afterwards is discarded.
     */
    record DealOpened(int round, List<Integer> allotted, boolean shortage) implements QinEvent {
        public DealOpened {
            allotted = List.copyOf(allotted);
        }
    }

    /** [qin D32] Phase X: the extras window opens, nobody ready. */
    record ExtrasOpened(int round) implements QinEvent {
    }

    /** A seat is done in the extras window, until an offer or a destruction reaches it [qin D32]. */
    record ReadyDeclared(int seat) implements QinEvent {
    }

    /**
     * [qin D54] an open offer from {@code seat} to {@code to} lapses: the extras window closed on it, or the offerer no
     * longer holds what it offered when it is accepted. Public, as the offer was.
     */
    record TradeLapsed(int seat, int to) implements QinEvent {
    }
}
