package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove.*;

/**
 * Every legal move of a seat [qin §4, §7] (the legal-option check): each tile type in hand on each pair of cells in both
 * orientations (with each choice of village pagoda colours), each buy at each legal site with each choice of three
 * tiles, and {@code pass} and {@code endTurn} when allowed.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    static List<QinMove> of(QinState s, int seat) {
        if (!s.over() && !s.rules().order().pending(s).isEmpty()) {
            return s.rules().order().legal(s, seat);
        }
        if (s.over() || s.active() != seat || s.step() == null) {
            return List.of();
        }
        if (s.legal == null) {
            s.legal = List.copyOf(compute(s, seat));
        }
        return s.legal;
    }

    private static List<QinMove> compute(QinState s, int seat) {
        List<QinMove> out = new ArrayList<>();
        if (s.step() == Step.ACTION) {
            placements(s, seat, out, false);
            buys(s, seat, out, false);
        }
        if (s.step() == Step.END || Play.passAllowed(s, seat)) {
            out.add(new EndTurn());
        }
        return out;
    }

    /** Whether the action step has any legal option [qin D26]. */
    static boolean anyAction(QinState s, int seat) {
        List<QinMove> found = new ArrayList<>();
        return placements(s, seat, found, true) || buys(s, seat, found, true);
    }

    private static boolean placements(QinState s, int seat, List<QinMove> out, boolean any) {
        Board board = s.board();
        List<int[]> pairs = Placement.pairs(board);
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) == 0) {
                continue;
            }
            for (int[] p : pairs) {
                for (int flip = 0; flip < 2; flip++) {
                    int ra = flip == 0 ? p[0] : p[2];
                    int ca = flip == 0 ? p[1] : p[3];
                    int rb = flip == 0 ? p[2] : p[0];
                    int cb = flip == 0 ? p[3] : p[1];
                    if (Placement.check(s, seat, ra, ca, rb, cb) != null) {
                        continue;
                    }
                    if (any) {
                        return true;
                    }
                    List<Integer> villages = Placement.villagesFounded(s, board.index(ra, ca), board.index(rb, cb));
                    for (List<VillagePagoda> choice : villageChoices(s, villages)) {
                        out.add(new PlaceTile(tile, List.of(new Cell(ra, ca), new Cell(rb, cb)), choice));
                    }
                }
            }
        }
        return false;
    }

    /** Every assignment of a colour in play with supply left to each founded village (an empty one when none). */
    private static List<List<VillagePagoda>> villageChoices(QinState s, List<Integer> villages) {
        List<List<VillagePagoda>> choices = new ArrayList<>();
        choices.add(List.of());
        Board board = s.board();
        for (int v : villages) {
            List<List<VillagePagoda>> next = new ArrayList<>();
            for (List<VillagePagoda> so : choices) {
                boolean any = false;
                for (PagodaColour c : PagodaColour.values()) {
                    if (!s.rules().pagodas().colours().contains(c)) {
                        continue;
                    }
                    long taken = so.stream().filter(x -> x.colour() == c).count();
                    if (s.supply(c) > taken) {
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

    private static boolean buys(QinState s, int seat, List<QinMove> out, boolean any) {
        if (!s.rules().content().buys() || s.handSize(seat) < 3) {
            return false;
        }
        List<int[]> sites = Patterns.sites(s);
        if (sites.isEmpty()) {
            return false;
        }
        if (any) {
            return true;
        }
        List<List<TileType>> discards = threeOf(s, seat);
        for (int[] site : sites) {
            for (List<TileType> d : discards) {
                out.add(new BuyPagoda(new Cell(site[0], site[1]), PagodaColour.values()[site[2]], d));
            }
        }
        return false;
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
