package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ziggurat.engine.kit.Square;
import ziggurat.engine.kit.UnionFind;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.extra.TileDestruction.Destruction;
import ziggurat.games.qin.extra.TileTrading.Offer;
import ziggurat.games.qin.order.PagodaAuction;
import ziggurat.games.qin.order.Round;

/**
 * The whole table [qin §3]: the board's coloured cells, the pagodas, the pile, the hands, the discard pile, the
 * pagoda supply and claims, the villages, and the turn in progress; and the game's rule set, resolved once from its
 * modules when the first event is folded.
 *
 * <p>Immutable from the outside: {@link #apply} copies the state and changes the copy. Folding never draws
 * randomness: the pile's order is in {@link PileFormed}.
 *
 * <p>Why this file is longer than 600 lines: the table's fields, the copy every event makes of them and the fold that
 * assigns them are one unit, read and changed together (a field missed by the copy is a bug no test of a single event
 * shows), so they stay in one file. What a module holds open is its own record, folded by its module: the round
 * ({@link Round#fold}), the auction ({@link PagodaAuction#fold}), an offer ({@code TileTrading.Offer}) and a
 * destruction ({@code TileDestruction.Destruction}).
 */
public final class QinState {

    static final int NONE = -1;

    /** {@code TileColour.values()} once: each call copies the array, and the legal-move check asks per cell. */
    private static final TileColour[] TILE_COLOURS = TileColour.values();

    // ---- setup facts
    GameStarted started;
    Board board;
    QinRules rules;
    int seats;
    TileColour[] colours;

    // ---- the board
    /** Per cell: the visible tile colour's ordinal (start squares included), or -1. */
    byte[] colour;
    /** Per cell: covered by a tile. */
    boolean[] tile;
    List<Pagoda> pagodas = List.of();
    int nextPagoda = 1;
    boolean[] founded;
    boolean[] conquered;

    // ---- tiles and pagodas off the board
    List<TileType> pile = List.of();
    int drawn;
    int[][] hands;
    int[] discard;
    int[] supply;
    /** Per pagoda colour: the seat that claimed it under Player colours, or -1. */
    int[] claimer;
    /** Per pagoda colour: its claim took a marker from the supply [qin D41]. */
    boolean[] markers;
    /** Tiles placed on the board so far. */
    int placed;

    // ---- the turn
    int turn;
    int active = NONE;
    int lastActive = NONE;
    Step step;
    int max;
    int done;
    int[] lastTurn;
    /** The ids of the pagodas used this turn [qin D30]. */
    List<String> used = List.of();
    boolean progress;
    int idle;

    /** The turn order's own decision in progress [qin §5.4]: the Pagoda auction's bids, or null. */
    PagodaAuction.Open auction;

    /** [qin §5.4.3] the Simultaneous round in progress, or null. */
    Round round;

    GameEnded result;

    // ---- the extras [qin §5.7]: what they hold open; empty unless the game has them
    /** [qin D56] the face-up display, in the order turned up. */
    List<TileType> display = List.of();
    /** Per seat: the {@code takeTile}s it owes [qin D56]. */
    int[] owed;
    /** [qin D54] the open trade offers: at most one per seat. */
    List<Offer> offers = List.of();
    /** [qin D55] the destructions whose victims still owe a discard. */
    List<Destruction> destructions = List.of();

    /** The legal moves of the active seat, once asked: the state never changes, so neither do they. */
    List<QinMove> legal;

    /** Per cell, how many pagodas stand on it, once asked: the legal-move check asks it of every cell. */
    int[] heights;

    /**
     * The legal pagoda sites ({@link Patterns#sites}), once asked: a placement asks them of the state its listing
     * asked them of.
     */
    List<int[]> sites;

    /**
     * The table before the first event. Its arrays are given here, not as field initialisers: those would run for
     * every {@link #copy} too, which overwrites them (a random game makes thousands of copies).
     */
    QinState() {
        colours = new TileColour[0];
        colour = new byte[0];
        tile = new boolean[0];
        founded = new boolean[0];
        conquered = new boolean[0];
        hands = new int[0][];
        discard = new int[TileType.values().length];
        supply = new int[PagodaColour.values().length];
        claimer = new int[] {NONE, NONE, NONE, NONE};
        markers = new boolean[PagodaColour.values().length];
        lastTurn = new int[0];
        owed = new int[0];
    }

    /**
     * A copy to be changed by one event: every field of the table is assigned from {@code from}. Of the caches,
     * {@link #legal} belongs to one state; {@link #heights} is kept, and {@link #apply} drops it when the event
     * changes the pagodas.
     */
    private QinState(QinState from) {
        started = from.started;
        board = from.board;
        rules = from.rules;
        seats = from.seats;
        colours = from.colours;
        colour = from.colour;
        tile = from.tile;
        pagodas = from.pagodas;
        nextPagoda = from.nextPagoda;
        founded = from.founded;
        conquered = from.conquered;
        pile = from.pile;
        drawn = from.drawn;
        hands = from.hands;
        discard = from.discard;
        supply = from.supply;
        claimer = from.claimer;
        markers = from.markers;
        placed = from.placed;
        turn = from.turn;
        active = from.active;
        lastActive = from.lastActive;
        step = from.step;
        max = from.max;
        done = from.done;
        lastTurn = from.lastTurn;
        used = from.used;
        progress = from.progress;
        idle = from.idle;
        auction = from.auction;
        round = from.round;
        result = from.result;
        display = from.display;
        owed = from.owed;
        offers = from.offers;
        destructions = from.destructions;
        heights = from.heights;
    }

    private QinState copy() {
        return new QinState(this);
    }

    private int[][] handsCopy() {
        int[][] h = new int[hands.length][];
        for (int i = 0; i < hands.length; i++) {
            h[i] = hands[i].clone();
        }
        return h;
    }

    /** The state after {@code event}. */
    QinState apply(QinEvent event) {
        QinState s = copy();
        if (event instanceof GameStarted e) {
            s.started = e;
            s.board = e.board();
            s.rules = QinRules.resolve(Syntagm.of(e.modules()));
            s.seats = e.colours().size();
            s.colours = e.colours().toArray(new TileColour[0]);
            int n = e.board().size();
            s.colour = new byte[n];
            for (int i = 0; i < n; i++) {
                TileColour start = e.board().startSquare(i);
                s.colour[i] = (byte) (start == null ? NONE : start.ordinal());
            }
            s.tile = new boolean[n];
            s.founded = new boolean[n];
            s.conquered = new boolean[n];
            s.hands = new int[s.seats][TileType.values().length];
            s.lastTurn = new int[s.seats];
            s.owed = new int[s.seats];
            s.supply = new int[PagodaColour.values().length];
            for (PagodaColour c : s.rules.pagodas().colours()) {
                s.supply[c.ordinal()] = 24;
            }
        } else if (event instanceof PileFormed e) {
            s.pile = List.copyOf(e.order());
            s.drawn = 0;
        } else if (event instanceof TilesDrawn e) {
            s.hands = handsCopy();
            for (int i = 0; i < e.count(); i++) {
                s.hands[e.seat()][s.pile.get(s.drawn + i).ordinal()]++;
            }
            s.drawn += e.count();
            s.progress |= e.count() > 0;
        } else if (event instanceof TurnStarted e) {
            s.turn = e.turn();
            s.active = e.seat();
            s.lastTurn = lastTurn.clone();
            s.lastTurn[e.seat()] = e.turn();
            s.step = null;
            s.max = 0;
            s.done = 0;
            s.used = List.of();
        } else if (event instanceof StepStarted e) {
            s.step = e.step();
            s.max = e.max();
            s.done = 0;
        } else if (event instanceof TilePlaced e) {
            s.hands = handsCopy();
            s.hands[e.seat()][e.tile().ordinal()]--;
            s.colour = colour.clone();
            s.tile = tile.clone();
            s.conquered = conquered.clone();
            TileColour[] halves = {e.tile().first(), e.tile().second()};
            for (int i = 0; i < 2; i++) {
                int at = board.index(e.cells().get(i).row(), e.cells().get(i).col());
                s.colour[at] = (byte) halves[i].ordinal();
                s.tile[at] = true;
                if (board.village(at)) {
                    s.conquered[at] = true;   // [qin D25] under Soft obstacle
                }
            }
            s.done = done + 1;
            s.placed = placed + 1;
            s.progress = true;
        } else if (event instanceof VillageFounded e) {
            s.founded = founded.clone();
            s.founded[board.index(e.row(), e.col())] = true;
        } else if (event instanceof PagodaBuilt e) {
            List<Pagoda> more = new ArrayList<>(pagodas);
            more.add(new Pagoda(e.id(), e.colour(), e.row(), e.col(), e.level()));
            s.pagodas = List.copyOf(more);
            s.nextPagoda = nextPagoda + 1;
            s.supply = supply.clone();
            s.supply[e.colour().ordinal()]--;
            int at = board.index(e.row(), e.col());
            if (board.village(at)) {
                s.conquered = conquered.clone();
                s.conquered[at] = true;
            }
            if (e.how() == BuildKind.BOUGHT) {
                s.done = done + 1;
            }
            s.progress = true;
        } else if (event instanceof ColourClaimed e) {
            s.claimer = claimer.clone();
            s.claimer[e.colour().ordinal()] = e.seat();
            if (e.marker()) {
                s.markers = markers.clone();
                s.markers[e.colour().ordinal()] = true;
                s.supply = supply.clone();
                s.supply[e.colour().ordinal()]--;
            }
        } else if (event instanceof TilesDiscarded e) {
            s.hands = handsCopy();
            s.discard = discard.clone();
            for (TileType t : e.tiles()) {
                s.hands[e.seat()][t.ordinal()]--;
                s.discard[t.ordinal()]++;
            }
            s.progress = true;
        } else if (event instanceof PagodaMoved e) {
            // [qin D22] a move is no progress: pagodas can go back and forth for ever
            int to = board.index(e.to().row(), e.to().col());
            s.pagodas = pagodas.stream().map(p -> p.id().equals(e.id())
                    ? new Pagoda(p.id(), p.colour(), e.to().row(), e.to().col(), pagodasOn(to)) : p).toList();
            if (board.village(to)) {
                s.conquered = conquered.clone();
                s.conquered[to] = true;   // [qin D25] a pagoda moved into a village
            }
            s.used(e.used());
            s.round = round == null ? null : Round.fold(round, e);
        } else if (event instanceof PagodaRecoloured e) {
            s.pagodas = pagodas.stream().map(p -> p.id().equals(e.id())
                    ? new Pagoda(p.id(), e.to(), p.row(), p.col(), p.level()) : p).toList();
            s.supply = supply.clone();
            s.supply[e.from().ordinal()]++;
            s.supply[e.to().ordinal()]--;
            s.used(e.used());
            s.round = round == null ? null : Round.fold(round, e);
        } else if (event instanceof TurnEnded e) {
            s.idle = progress ? 0 : idle + 1;
            s.progress = false;
            s.lastActive = e.seat();
            s.active = NONE;
            s.step = null;
        } else if (event instanceof DisplayFilled e) {
            List<TileType> more = new ArrayList<>(display);
            more.addAll(e.tiles());
            s.display = List.copyOf(more);
            s.drawn = drawn + e.tiles().size();
        } else if (event instanceof DrawsOwed e) {
            s.owed = owed.clone();
            s.owed[e.seat()] += e.count();
        } else if (event instanceof TileTaken e) {
            List<TileType> less = new ArrayList<>(display);
            less.remove(e.tile());
            s.display = List.copyOf(less);
            s.hands = handsCopy();
            s.hands[e.seat()][e.tile().ordinal()]++;
            s.owed = owed.clone();
            s.owed[e.seat()]--;
            s.progress = true;
        } else if (event instanceof PagodasSold e) {
            s.pagodas = returned(e.pagodas());
            s.supply = supply.clone();
            for (Pagoda p : pagodas) {
                if (e.pagodas().contains(p.id())) {
                    s.supply[p.colour().ordinal()]++;
                }
            }
            s.progress = true;
        } else if (event instanceof TradeOffered e) {
            List<Offer> more = new ArrayList<>(offers);
            more.add(new Offer(e.seat(), e.to(), e.give(), e.want()));
            s.offers = List.copyOf(more);
            s.round = round == null ? null : Round.fold(round, e);
        } else if (event instanceof TradeLapsed e) {
            s.offers = offers.stream().filter(o -> o.from() != e.seat()).toList();

        } else if (event instanceof TradeAccepted e) {
            s.hands = handsCopy();
            for (TileType t : e.give()) {
                s.hands[e.seat()][t.ordinal()]--;
                s.hands[e.to()][t.ordinal()]++;
            }
            for (TileType t : e.want()) {
                s.hands[e.to()][t.ordinal()]--;
                s.hands[e.seat()][t.ordinal()]++;
            }
            s.offers = offers.stream().filter(o -> o.from() != e.seat()).toList();
        } else if (event instanceof TradeRefused e) {
            s.offers = offers.stream().filter(o -> o.from() != e.seat()).toList();
        } else if (event instanceof TradeWithdrawn e) {
            s.offers = offers.stream().filter(o -> o.from() != e.seat()).toList();
        } else if (event instanceof TileDestroyed e) {
            s.hands = handsCopy();
            s.hands[e.seat()][e.tile().ordinal()]--;
            s.discard = discard.clone();
            s.discard[e.tile().ordinal()]++;
            List<Destruction> more = new ArrayList<>(destructions);
            more.add(new Destruction(e.seat(), e.victim()));
            s.destructions = List.copyOf(more);
            s.progress = true;
            s.round = round == null ? null : Round.fold(round, e);
        } else if (event instanceof TileSurrendered e) {
            s.hands = handsCopy();
            s.hands[e.seat()][e.tile().ordinal()]--;
            s.discard = discard.clone();
            s.discard[e.tile().ordinal()]++;
            List<Destruction> less = new ArrayList<>(destructions);
            less.remove(less.stream().filter(d -> d.victim() == e.seat()).findFirst().orElseThrow());
            s.destructions = List.copyOf(less);
            s.progress = true;
        } else if (event instanceof AuctionOpened || event instanceof BidSubmitted || event instanceof BidsRevealed) {
            s.auction = PagodaAuction.fold(auction, event);
        } else if (event instanceof AuctionPaid e) {
            s.pagodas = returned(e.pagodas());
            s.supply = supply.clone();
            for (Pagoda p : pagodas) {
                if (e.pagodas().contains(p.id())) {
                    s.supply[p.colour().ordinal()]++;
                }
            }
            s.progress = true;   // [qin D22] a pagoda removed
        } else if (event instanceof RoundStarted e) {
            s.round = Round.fold(round, e);
            s.turn = e.round();
        } else if (event instanceof SupplyDiscarded e) {
            s.discard = discard.clone();
            for (TileType t : e.tiles()) {
                s.discard[t.ordinal()]++;
            }
            // the whole supply: the display (under mas), then the pile
            s.drawn = drawn + e.tiles().size() - display.size();
            s.display = List.of();
            s.progress = true;
        } else if (event instanceof PhaseStarted || event instanceof StepOpened || event instanceof Committed
                || event instanceof CommitsRevealed || event instanceof Forfeited || event instanceof Resolved
                || event instanceof StepEnded || event instanceof DeclarationsOpened || event instanceof DrawDeclared
                || event instanceof DeclarationsRevealed || event instanceof DealOpened
                || event instanceof ReadyDeclared) {
            s.round = Round.fold(round, event);
        } else if (event instanceof ExtrasOpened) {
            // [qin D28] the draw closes as the window opens: the hands now fix the action phase's most placements
            List<Integer> sizes = new ArrayList<>();
            for (int seat = 0; seat < seats; seat++) {
                sizes.add(handSize(seat));
            }
            s.round = round.extras(sizes);
        } else if (event instanceof RoundEnded e) {
            // [qin D32] Phase E: every seat played round e.round()
            s.round = null;
            s.lastTurn = new int[seats];
            Arrays.fill(s.lastTurn, e.round());
            s.idle = progress ? 0 : idle + 1;
            s.progress = false;
        } else if (event instanceof GameEnded e) {
            s.result = e;
            s.active = NONE;
            s.step = null;
        } else {
            throw new IllegalArgumentException("no fold for " + event);
        }
        if (s.pagodas != pagodas) {
            // the towers' heights are asked at every listing, and most events leave the pagodas as they were
            s.heights = null;
        }
        return s;
    }

    /** A use of pagoda {@code id}: one action of the use step. */
    private void used(String id) {
        List<String> more = new ArrayList<>(used);
        more.add(id);
        used = List.copyOf(more);
        done++;
    }

    /** The pagodas left when {@code ids} go back to the supply: those above one in a stack move down a level. */
    private List<Pagoda> returned(List<String> ids) {
        List<Pagoda> gone = pagodas.stream().filter(p -> ids.contains(p.id())).toList();
        List<Pagoda> left = new ArrayList<>();
        for (Pagoda p : pagodas) {
            if (ids.contains(p.id())) {
                continue;
            }
            int below = (int) gone.stream().filter(g -> g.row() == p.row() && g.col() == p.col()
                    && g.level() < p.level()).count();
            left.add(new Pagoda(p.id(), p.colour(), p.row(), p.col(), p.level() - below));
        }
        return List.copyOf(left);
    }

    // ---------------------------------------------------------------- reading the table

    public boolean over() {
        return result != null;
    }

    public int seats() {
        return seats;
    }

    public Board board() {
        return board;
    }

    public QinRules rules() {
        return rules;
    }

    public TileColour colourOf(int seat) {
        return colours[seat];
    }

    /** The visible colour of a cell, or null when it is not coloured [qin §0.1]. */
    public TileColour cellColour(int index) {
        return colour[index] < 0 ? null : TILE_COLOURS[colour[index]];
    }

    public boolean coloured(int index) {
        return colour[index] >= 0;
    }

    public boolean tileCell(int index) {
        return tile[index];
    }

    public List<Pagoda> pagodas() {
        return pagodas;
    }

    /** How many pagodas stand on a cell (a tower's height). */
    public int pagodasOn(int index) {
        if (heights == null) {
            int[] h = new int[board.size()];
            for (Pagoda p : pagodas) {
                h[board.index(p.row(), p.col())]++;
            }
            heights = h;
        }
        return heights[index];
    }

    public int handSize(int seat) {
        return Arrays.stream(hands[seat]).sum();
    }

    public int inHand(int seat, TileType t) {
        return hands[seat][t.ordinal()];
    }

    /** Whether {@code seat}'s hand holds all of {@code tiles}, each as often as it is named. */
    public boolean holds(int seat, List<TileType> tiles) {
        int[] need = new int[TileType.values().length];
        for (TileType tile : tiles) {
            if (++need[tile.ordinal()] > inHand(seat, tile)) {
                return false;
            }
        }
        return true;
    }

    /** The hand as a list of codes, in code order. */
    public List<TileType> hand(int seat) {
        List<TileType> out = new ArrayList<>();
        for (TileType t : TileType.values()) {
            for (int i = 0; i < hands[seat][t.ordinal()]; i++) {
                out.add(t);
            }
        }
        return out;
    }

    public int pileSize() {
        return pile.size() - drawn;
    }

    public List<TileType> pileOrder() {
        return pile.subList(drawn, pile.size());
    }

    /** [qin D56] the face-up display under {@code mas}, in the order turned up; empty otherwise. */
    public List<TileType> display() {
        return display;
    }

    /** The supply [qin §0.1, D23]: the pile and the display. */
    public int supplySize() {
        return pileSize() + display.size();
    }

    /** The {@code takeTile}s {@code seat} owes [qin D56]. */
    public int owed(int seat) {
        return owed[seat];
    }

    /** The tiles of the supply not yet owed to anybody: what a new draw may still claim. */
    public int unclaimed() {
        return supplySize() - Arrays.stream(owed).sum();
    }

    public int supply(PagodaColour c) {
        return supply[c.ordinal()];
    }

    /** The seat that claimed a pagoda colour under Player colours, or -1. */
    public int claimer(PagodaColour c) {
        return claimer[c.ordinal()];
    }

    /** The pagoda colour a seat claimed, or null. */
    public PagodaColour claimedBy(int seat) {
        for (PagodaColour c : PagodaColour.values()) {
            if (claimer[c.ordinal()] == seat) {
                return c;
            }
        }
        return null;
    }

    public int turn() {
        return turn;
    }

    /** The seat whose turn ended last, or -1 before the first. */
    public int lastActive() {
        return lastActive;
    }

    /** [qin §5.4.2] the Pagoda auction in progress, or null. */
    public PagodaAuction.Open auction() {
        return auction;
    }

    /** [qin §5.4.3] the Simultaneous round in progress, or null. */
    public Round round() {
        return round;
    }

    /** [qin D54] the open trade offers, oldest first. */
    public List<Offer> offers() {
        return offers;
    }

    /** [qin D55] the destructions whose victims still owe a discard. */
    public List<Destruction> destructions() {
        return destructions;
    }

    public int active() {
        return active;
    }

    public Step step() {
        return step;
    }

    /** Whether pagoda {@code id} was used this turn [qin D30]. */
    public boolean usedThisTurn(String id) {
        return used.contains(id);
    }

    public int lastTurn(int seat) {
        return lastTurn[seat];
    }

    public boolean founded(int index) {
        return founded[index];
    }

    public boolean conquered(int index) {
        return conquered[index];
    }

    public int conqueredVillages() {
        int n = 0;
        for (boolean c : conquered) {
            n += c ? 1 : 0;
        }
        return n;
    }

    public GameEnded result() {
        return result;
    }

    /** The seats that own a pagoda [qin §5.5.2]. */
    public List<Integer> owners(Pagoda p) {
        return rules.pagodas().owners(this, p);
    }

    /** How many board pagodas a seat owns [qin §5.1.1]. */
    public int ownedPagodas(int seat) {
        int n = 0;
        for (Pagoda p : pagodas) {
            n += owners(p).contains(seat) ? 1 : 0;
        }
        return n;
    }

    /** The seats whose own colour is {@code c}. */
    public List<Integer> seatsOfColour(TileColour c) {
        List<Integer> out = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            if (colours[seat] == c) {
                out.add(seat);
            }
        }
        return out;
    }

    /**
     * The sizes of the provinces of colour {@code c}, largest first [qin D12]: maximal orthogonally connected groups of
     * cells of that visible colour, single cells included.
     */
    public List<Integer> provinces(TileColour c) {
        int n = board.size();
        UnionFind groups = new UnionFind(n);
        for (int i = 0; i < n; i++) {
            if (colour[i] != c.ordinal()) {
                continue;
            }
            if (i % board.cols() + 1 < board.cols() && colour[i + 1] == c.ordinal()) {
                groups.union(i, i + 1);
            }
            if (i + board.cols() < n && colour[i + board.cols()] == c.ordinal()) {
                groups.union(i, i + board.cols());
            }
        }
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (colour[i] == c.ordinal() && groups.find(i) == i) {
                sizes.add(groups.sizeOf(i));
            }
        }
        sizes.sort(java.util.Comparator.reverseOrder());
        return sizes;
    }

    static Square square(Board board, int index) {
        return new Square(index / board.cols(), index % board.cols());
    }
}
