package ziggurat.games.qin;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.RandomAccess;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove.*;

/**
 * Every legal move of a seat [qin §4, §7] (the legal-option check): each tile type in hand on each pair of cells in both
 * orientations (with each choice of village pagoda colours), each buy at each legal site with each choice of three
 * tiles, each use of each pagoda the seat owns (named by id), and {@code pass} and {@code endTurn} when allowed.
 */
public final class LegalMoves {

    private LegalMoves() {
    }

    static List<QinMove> of(QinState s, int seat) {
        if (s.over()) {
            return List.of();
        }
        return QinRuleset.MOVES.list(QinRuleset.Decision.of(s), s, seat);
    }

    /** [qin §7.1] the seats that owe or await an answer, with the extras' moves only. */
    static List<QinMove> answers(QinState s, int seat) {
        List<QinMove> out = new ArrayList<>();
        s.rules().extras().forEach(e -> e.legalMoves(s, seat, out));
        return List.copyOf(out);
    }

    /** The active seat's step of a sequential turn: its own moves and the extras' (computed once per state). */
    static List<QinMove> turn(QinState s, int seat) {
        if (s.active() != seat || s.step() == null) {
            return List.of();
        }
        if (s.legal == null) {
            s.legal = compute(s, seat);
        }
        return s.legal;
    }

    /** The placements (built as they are read), then every other move, endTurn last; unmodifiable. */
    private static List<QinMove> compute(QinState s, int seat) {
        List<QinMove> out = new ArrayList<>();
        if (s.owed(seat) > 0) {
            s.rules().extras().forEach(e -> e.legalMoves(s, seat, out));
            return List.copyOf(out);
        }
        // [qin D16] an open draw step closes at the first command of a later step: those are listed as they would be
        // then; the extras list their own moves (sellPagodas only here)
        QinState later = s.step() == Step.DRAW ? Play.closed(s, seat) : s;
        List<QinMove> built = actions(later, seat, out);
        int end = out.size();
        s.rules().extras().forEach(e -> e.legalMoves(s, seat, out));
        if (end > 0 && end < out.size() && out.get(end - 1) instanceof EndTurn endTurn) {
            // endTurn stays last, after the extras' moves
            out.remove(end - 1);
            out.add(endTurn);
        }
        return built.isEmpty() ? List.copyOf(out) : new Joined(built, List.copyOf(out));
    }

    /**
     * The step's own moves: the placements and then the buys returned (built as read), every other move added to
     * {@code out}.
     */
    private static List<QinMove> actions(QinState s, int seat, List<QinMove> out) {
        List<QinMove> built = List.of();
        if (s.step() == Step.ACTION) {
            List<QinMove> placed = placements(s, seat);
            List<QinMove> bought = buys(s, seat);
            built = placed.isEmpty() ? bought : bought.isEmpty() ? placed : new Joined(placed, bought);
        }
        List<QinMove> options = built;
        if (s.step() == Step.USE) {
            uses(s, seat, out);
        }
        // [qin D26] in the action step, its placements and buys are its options, listed just now
        boolean pass = Play.passAllowed(s, () -> !options.isEmpty());
        if (pass) {
            out.add(new Pass());
        }
        if (s.step() == Step.END || pass) {
            out.add(new EndTurn());
        }
        return built;
    }

    /** [qin §5.5.3] each pagoda of the seat's not used yet this turn, with each effect its module allows. */
    private static void uses(QinState s, int seat, List<QinMove> out) {
        PagodaRules rules = s.rules().pagodas();
        for (Pagoda used : s.pagodas()) {
            if (s.usedThisTurn(used.id()) || !s.owners(used).contains(seat)) {
                continue;
            }
            for (Effect e : rules.effects(s, seat, used)) {
                if (rules.refuseUse(s, seat, used, e) == null) {
                    out.add(new UsePagoda(PagodaRef.id(used.id()), e));
                }
            }
        }
    }

    /** Whether the action step has any legal option [qin D26]. */
    static boolean anyAction(QinState s, int seat) {
        return anyPlacement(s, seat) || !buySites(s, seat).isEmpty();
    }

    private static boolean anyPlacement(QinState s, int seat) {
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) > 0) {
                return legalCells(s, seat, Placement.pairs(s.board()), true) != null;
            }
        }
        return false;
    }

    /**
     * Every placement: each tile code in hand (in code order) on each pair of cells in both orientations with each
     * choice of village pagodas. Where a tile may go depends neither on which tile it is nor on which half goes where
     * (the rule looks at each cell and at the pair's contact): each pair is checked once, and its village choices
     * shared by both orientations and every tile. The list builds a move only when it is read: a random player, the
     * default move and a bot read one of the hundreds.
     */
    private static List<QinMove> placements(QinState s, int seat) {
        List<TileType> tiles = new ArrayList<>();
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) > 0) {
                tiles.add(tile);
            }
        }
        if (tiles.isEmpty()) {
            return List.of();
        }
        List<int[]> pairs = Placement.pairs(s.board());
        List<List<VillagePagoda>>[] legal = legalCells(s, seat, pairs, false);
        int slots = 0;
        for (List<List<VillagePagoda>> choices : legal) {
            slots += choices == null ? 0 : 1;
        }
        int[] slot = new int[slots];
        int[] before = new int[slots + 1];
        int n = 0;
        for (int i = 0; i < legal.length; i++) {
            if (legal[i] != null) {
                slot[n] = i;
                before[n + 1] = before[n] + legal[i].size();
                n++;
            }
        }
        return before[slots] == 0 ? List.of() : new Placements(tiles, pairs, legal, slot, before);
    }

    /**
     * The placements of one listing, in the order {@link #placements} gives: per tile, per legal pair and orientation
     * ({@code slot}: {@code 2 * pair + flip}), per village choice; {@code before[k]} choices come before slot k.
     */
    private static final class Placements extends AbstractList<QinMove> implements RandomAccess {

        private final List<TileType> tiles;
        private final List<int[]> pairs;
        private final List<List<VillagePagoda>>[] legal;
        private final int[] slot;
        private final int[] before;
        private final int perTile;

        Placements(List<TileType> tiles, List<int[]> pairs, List<List<VillagePagoda>>[] legal, int[] slot,
                   int[] before) {
            this.tiles = tiles;
            this.pairs = pairs;
            this.legal = legal;
            this.slot = slot;
            this.before = before;
            this.perTile = before[slot.length];
        }

        @Override
        public int size() {
            return tiles.size() * perTile;
        }

        @Override
        public QinMove get(int index) {
            Objects.checkIndex(index, size());
            TileType tile = tiles.get(index / perTile);
            int r = index % perTile;
            // before[] rises strictly (every legal slot has at least the empty choice): r is in the last slot it passes
            int k = Arrays.binarySearch(before, 0, slot.length, r);
            if (k < 0) {
                k = -k - 2;
            }
            int i = slot[k];
            int[] p = pairs.get(i / 2);
            Cell first = new Cell(p[0], p[1]);
            Cell second = new Cell(p[2], p[3]);
            List<Cell> cells = i % 2 == 0 ? List.of(first, second) : List.of(second, first);
            return new PlaceTile(tile, cells, legal[i].get(r - before[k]));
        }
    }

    /** Two unmodifiable lists read as one. */
    private static final class Joined extends AbstractList<QinMove> implements RandomAccess {

        private final List<QinMove> first;
        private final List<QinMove> second;

        Joined(List<QinMove> first, List<QinMove> second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public int size() {
            return first.size() + second.size();
        }

        @Override
        public QinMove get(int index) {
            return index < first.size() ? first.get(index) : second.get(index - first.size());
        }
    }

    /**
     * Per pair and orientation ({@code 2 * pair + flip}), the village-pagoda choices of a legal placement there, or
     * null where none is legal. With {@code any}: null unless some placement is legal, the choices not worked out.
     */
    @SuppressWarnings({"unchecked", "rawtypes"}) // Java has no generic array creation: new List[n] is raw
    private static List<List<VillagePagoda>>[] legalCells(QinState s, int seat, List<int[]> pairs, boolean any) {
        Placement.BoardPairs board = Placement.boardPairs(s.board());
        int[] cells = board.cells();
        boolean[] byColour = byColour(s);
        List<List<VillagePagoda>>[] legal = new List[2 * pairs.size()];
        byte[] asked = new byte[s.board().size()];
        // pairs next to the same villages have the same choices: each worked out once per listing
        Map<List<Integer>, List<List<VillagePagoda>>> choices = new HashMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            int a = cells[2 * i];
            int b = cells[2 * i + 1];
            // [qin §4] a tile touches a coloured cell: a pair of which neither cell has a coloured neighbour never
            // passes the check, and until the board fills most pairs are such: they are not asked the whole rule
            if (!byColour[a] && !byColour[b] || !Placement.allowed(s, seat, a, b, asked)) {
                continue;
            }
            if (any) {
                return legal;
            }
            // both orientations, founding the same villages; only a pair next to a village can found one
            legal[2 * i] = !board.byVillage()[a] && !board.byVillage()[b] ? NO_VILLAGE
                    : choices.computeIfAbsent(Placement.villagesFounded(s, a, b), v -> villageChoices(s, v));
            legal[2 * i + 1] = legal[2 * i];
        }
        return any ? null : legal;
    }

    /** Per cell, whether a coloured cell shares an edge with it: once per listing, from the coloured cells. */
    private static boolean[] byColour(QinState s) {
        Board board = s.board();
        int cols = board.cols();
        int n = board.size();
        boolean[] out = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (!s.coloured(i)) {
                continue;
            }
            int c = i % cols;
            if (i >= cols) {
                out[i - cols] = true;
            }
            if (c < cols - 1) {
                out[i + 1] = true;
            }
            if (i + cols < n) {
                out[i + cols] = true;
            }
            if (c > 0) {
                out[i - 1] = true;
            }
        }
        return out;
    }

    /** The only choice of a placement that founds no village: no village pagoda. */
    private static final List<List<VillagePagoda>> NO_VILLAGE = List.of(List.of());

    /** Every assignment of a colour in play with supply left to each founded village (an empty one when none). */
    public static List<List<VillagePagoda>> villageChoices(QinState s, List<Integer> villages) {
        if (villages.isEmpty()) {
            return NO_VILLAGE;   // most legal pairs found no village: one list shared by all of them
        }
        List<List<VillagePagoda>> choices = new ArrayList<>();
        choices.add(List.of());
        Board board = s.board();
        for (int v : villages) {
            List<List<VillagePagoda>> next = new ArrayList<>();
            for (List<VillagePagoda> so : choices) {
                boolean any = false;
                for (PagodaColour c : COLOURS) {
                    if (!s.rules().pagodas().colours().contains(c)) {
                        continue;
                    }
                    if (s.supply(c) > taken(so, c)) {
                        List<VillagePagoda> more = new ArrayList<>(so);
                        more.add(new VillagePagoda(v / board.cols(), v % board.cols(), c));
                        next.add(more);
                        any = true;
                    }
                }
                if (!any) {
                    next.add(so);
                }
            }
            choices = next;
        }
        return choices;
    }

    /** How many of {@code so}'s village pagodas are of colour {@code c}: as many fewer are left in the supply. */
    private static int taken(List<VillagePagoda> so, PagodaColour c) {
        int n = 0;
        for (VillagePagoda x : so) {
            n += x.colour() == c ? 1 : 0;
        }
        return n;
    }

    /** The colours in their order, without the copy {@code values()} makes at each call. */
    private static final PagodaColour[] COLOURS = PagodaColour.values();

    /** [qin §5.3] the legal sites of a buy now ({@link Patterns#sites}), or none when the seat cannot buy. */
    private static List<int[]> buySites(QinState s, int seat) {
        if (!s.rules().content().buys() || s.handSize(seat) < 3) {
            return List.of();
        }
        return Patterns.sites(s);
    }

    /** Every buy: each legal site (in {@link Patterns#sites} order) with each choice of three tiles; built as read. */
    private static List<QinMove> buys(QinState s, int seat) {
        List<int[]> sites = buySites(s, seat);
        return sites.isEmpty() ? List.of() : new Buys(sites, threeOf(s, seat));
    }

    /**
     * The buys of one listing, per site, per discard. Built as read, as the placements are: a listing offers up to a
     * few hundred of them, and a random player or a bot reads one.
     */
    private static final class Buys extends AbstractList<QinMove> implements RandomAccess {

        private final List<int[]> sites;
        private final List<List<TileType>> discards;

        Buys(List<int[]> sites, List<List<TileType>> discards) {
            this.sites = sites;
            this.discards = discards;
        }

        @Override
        public int size() {
            return sites.size() * discards.size();
        }

        @Override
        public QinMove get(int index) {
            Objects.checkIndex(index, size());
            int[] site = sites.get(index / discards.size());
            return new BuyPagoda(new Cell(site[0], site[1]), COLOURS[site[2]], discards.get(index % discards.size()));
        }
    }

    /** Every choice of three tiles from the hand, as sorted lists, each once. */
    private static List<List<TileType>> threeOf(QinState s, int seat) {
        List<List<TileType>> out = new ArrayList<>();
        TileType[] types = TileType.values();
        int[] hand = new int[types.length];
        for (TileType t : types) {
            hand[t.ordinal()] = s.inHand(seat, t);
        }
        for (int a = 0; a < types.length; a++) {
            for (int b = a; b < types.length; b++) {
                for (int c = b; c < types.length; c++) {
                    int[] need = new int[types.length];
                    need[a]++;
                    need[b]++;
                    need[c]++;
                    if (need[a] <= hand[a] && need[b] <= hand[b] && need[c] <= hand[c]) {
                        out.add(List.of(types[a], types[b], types[c]));
                    }
                }
            }
        }
        return out;
    }
}
