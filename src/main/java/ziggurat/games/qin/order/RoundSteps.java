package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.Board;
import ziggurat.games.qin.Cell;
import ziggurat.games.qin.Effect;
import ziggurat.games.qin.LegalMoves;
import ziggurat.games.qin.Pagoda;
import ziggurat.games.qin.PagodaColour;
import ziggurat.games.qin.PagodaRef;
import ziggurat.games.qin.Patterns;
import ziggurat.games.qin.Placement;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.Action;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TileColour;
import ziggurat.games.qin.TileType;
import ziggurat.games.qin.Uses;
import ziggurat.games.qin.VillagePagoda;
import ziggurat.games.qin.order.Round.Stage;

/**
 * [qin D32, D33, D34, D60] the steps of a Simultaneous round's action and use phases: COMMIT (each participant points
 * at a cell, sealed, with a face-down tile in a place or buy step), REVEAL (the pointed cells; a participant with no
 * legal option forfeits), RESOLVE (each names a legal option on the snapshot, sealed) and APPLY (the resolutions in
 * priority order, each validated again on the state its turn finds). {@link Simultaneous} opens the steps and asks
 * this class to list and decide their moves.
 */
final class RoundSteps {

    private RoundSteps() {
    }

    /**
     * The listing of the open step [qin D32]. COMMIT: {@code out} first where allowed (the most passive choice), then
     * every cell of the board in row-major order, with each tile type in hand in code order in a place or buy step (no
     * tile with an empty hand, and in a use step). RESOLVE: every legal option.
     */
    static List<QinMove> legal(QinState s, int seat) {
        Round r = s.round();
        if (!r.waitsFor(seat)) {
            return List.of();
        }
        List<QinMove> out = new ArrayList<>();
        if (r.stage() == Stage.RESOLVE) {
            options(s, seat, out);
            return List.copyOf(out);
        }
        if (r.optional()) {
            out.add(Commit.dropOut());
        }
        List<TileType> tiles = new ArrayList<>();
        if (r.phase() == Step.ACTION) {
            for (TileType tile : TileType.values()) {
                if (s.inHand(seat, tile) > 0) {
                    tiles.add(tile);
                }
            }
        }
        Board b = s.board();
        for (int row = 0; row < b.rows(); row++) {
            for (int col = 0; col < b.cols(); col++) {
                Cell cell = new Cell(row, col);
                if (tiles.isEmpty()) {
                    out.add(new Commit(cell, null, null));
                }
                for (TileType tile : tiles) {
                    out.add(new Commit(cell, tile, null));
                }
            }
        }
        return List.copyOf(out);
    }

    /** Every legal resolution of {@code seat} on the snapshot [qin D32, D33]. */
    private static void options(QinState s, int seat, List<QinMove> out) {
        Round r = s.round();
        Cell at = r.pointed(seat);
        Board b = s.board();
        List<Resolve> candidates = new ArrayList<>();
        if (r.phase() == Step.ACTION) {
            TileType tile = r.commits().get(seat).tile();
            if (tile != null) {
                int[][] around = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
                for (int[] d : around) {
                    if (!b.on(at.row() + d[0], at.col() + d[1]) || !b.on(at.row(), at.col())) {
                        continue;
                    }
                    Cell other = new Cell(at.row() + d[0], at.col() + d[1]);
                    List<Integer> villages = Placement.villagesFounded(s, b.index(at.row(), at.col()),
                            b.index(other.row(), other.col()));
                    for (List<VillagePagoda> choice : LegalMoves.villageChoices(s, villages)) {
                        candidates.add(Resolve.place(List.of(at, other), choice));
                        candidates.add(Resolve.place(List.of(other, at), choice));
                    }
                }
                if (s.rules().content().buys()) {
                    for (PagodaColour c : s.rules().pagodas().colours()) {
                        for (List<TileType> d : threeWith(s, seat, tile)) {
                            candidates.add(Resolve.buy(c, d));
                        }
                    }
                }
            }
        } else {
            for (Pagoda p : s.pagodas()) {
                if (p.row() == at.row() && p.col() == at.col() && usable(s, seat, p)) {
                    for (Effect e : s.rules().pagodas().effects(s, seat, p)) {
                        candidates.add(Resolve.use(PagodaRef.id(p.id()), e));
                    }
                }
            }
        }
        for (Resolve m : candidates) {
            try {
                check(s, seat, m);
                out.add(m);
            } catch (RuleViolation e) {
                // not an option
            }
        }
    }

    /** Every choice of three tiles from the hand that includes {@code tile}, as sorted lists, each once. */
    private static List<List<TileType>> threeWith(QinState s, int seat, TileType tile) {
        List<List<TileType>> out = new ArrayList<>();
        if (s.handSize(seat) < 3) {
            return out;
        }
        TileType[] types = TileType.values();
        for (int a = 0; a < types.length; a++) {
            for (int c = a; c < types.length; c++) {
                List<TileType> three = new ArrayList<>(List.of(tile, types[a], types[c]));
                int[] need = new int[types.length];
                three.forEach(x -> need[x.ordinal()]++);
                boolean ok = true;
                for (TileType x : types) {
                    ok &= need[x.ordinal()] <= s.inHand(seat, x);
                }
                three.sort(null);
                if (ok && !out.contains(three)) {
                    out.add(List.copyOf(three));
                }
            }
        }
        return out;
    }

    /** RESOLVE: a legal option on the snapshot, sealed; once every resolution is in, APPLY. */
    static void resolve(Play.Turn t, int seat, Resolve m) {
        check(t.state(), seat, m);
        t.emit(new Resolved(seat, m));
        if (t.state().round().participants().stream().noneMatch(t.state().round()::waitsFor)) {
            apply(t);
        }
    }

    /** COMMIT: a cell of the board, sealed, with a tile of one's hand in a place or buy step; or {@code out}. */
    static void commit(Play.Turn t, int seat, Commit c) {
        QinState s = t.state();
        Round r = s.round();
        if (c.isOut()) {
            if (!r.optional()) {
                throw RuleViolation.illegal("mandatoryActionAvailable", "This step is mandatory: you point at a cell"
                        + " and, if it has no legal option for you, forfeit it [qin D32, D34].");
            }
        } else {
            Cell cell = c.cell();
            if (!s.board().on(cell.row(), cell.col())) {
                throw RuleViolation.illegal("offBoard", "Point at a cell of the " + s.board().rows() + "×"
                        + s.board().cols() + " board.");
            }
            if (r.phase() == Step.USE && c.tile() != null) {
                throw RuleViolation.illegal("wrongStep", "Use steps carry no tile: commit only the cell [qin D59].");
            }
            if (r.phase() == Step.ACTION && c.tile() == null && s.handSize(seat) > 0) {
                throw RuleViolation.illegal("tileNotInHand", "In a place or buy step, lay a tile from your hand face"
                        + " down with the cell: 'tile' is required while your hand is not empty.");
            }
            if (c.tile() != null && s.inHand(seat, c.tile()) == 0) {
                throw RuleViolation.illegal("tileNotInHand", "There is no " + c.tile() + " tile in your hand.");
            }
        }
        t.emit(new Committed(seat, c.cell(), c.tile(), c.isOut() ? Boolean.TRUE : null));
        if (t.state().round().participants().stream().noneMatch(t.state().round()::waitsFor)) {
            reveal(t);
        }
    }

    /** REVEAL: every pointed cell and who is out; the participants with no legal option forfeit at once. */
    private static void reveal(Play.Turn t) {
        Round r = t.state().round();
        List<Pointed> pointed = new ArrayList<>();
        List<Integer> out = new ArrayList<>();
        for (int seat : r.participants()) {
            Commit c = r.commits().get(seat);
            if (c.isOut()) {
                out.add(seat);
            } else {
                pointed.add(new Pointed(seat, c.cell().row(), c.cell().col()));
            }
        }
        t.emit(new CommitsRevealed(pointed, out));
        for (int seat : r.priority()) {
            if (t.state().round().waitsFor(seat)) {
                List<QinMove> options = new ArrayList<>();
                options(t.state(), seat, options);
                if (options.isEmpty()) {
                    t.emit(new Forfeited(seat, ForfeitReason.NO_LEGAL_OPTION));
                }
            }
        }
        if (t.state().round().participants().stream().noneMatch(t.state().round()::waitsFor)) {
            apply(t);
        }
    }

    /**
     * Refused unless {@code m} is a legal option of {@code seat} on the snapshot [qin D32]: consistent with its
     * commitment, outside every other participant's exclusion zone [qin D33], on a pointed cell nobody else pointed
     * at (except for a use), and legal under sections 4 and 5.5.
     */
    private static void check(QinState s, int seat, Resolve m) {
        Round r = s.round();
        Cell at = r.pointed(seat);
        Commit c = r.commits().get(seat);
        boolean shared = false;
        for (int other : r.participants()) {
            Cell o = r.pointed(other);
            shared |= other != seat && o != null && o.equals(at);
        }
        if (m.action() != Action.USE && r.phase() != Step.ACTION) {
            throw RuleViolation.illegal("wrongStep", "This is a use step: resolve with 'use'.");
        }
        if (m.action() == Action.USE && r.phase() != Step.USE) {
            throw RuleViolation.illegal("wrongStep", "This is a place or buy step: pagodas are used in use steps.");
        }
        if (m.action() != Action.USE && shared) {
            throw RuleViolation.illegal("pointedCellShared", "Another participant pointed at " + at + " too: the only"
                    + " action there is using a pagoda [qin D32].");
        }
        switch (m.action()) {
            case PLACE -> {
                if (c.tile() == null) {
                    throw RuleViolation.illegal("mustMatchCommitment", "You committed no tile, so you place none.");
                }
                if (m.cells().stream().noneMatch(x -> x.row() == at.row() && x.col() == at.col())) {
                    throw RuleViolation.illegal("mustMatchCommitment", "The tile covers the cell you pointed at, "
                            + at + ".");
                }
                for (Cell cell : m.cells()) {
                    for (int other : r.participants()) {
                        Cell o = r.pointed(other);
                        if (other != seat && o != null && Math.abs(o.row() - cell.row()) <= 1
                                && Math.abs(o.col() - cell.col()) <= 1) {
                            throw RuleViolation.illegal("exclusionZone", cell + " is at or around " + o + ", the"
                                    + " cell seat " + other + " pointed at: no tile covers it this step [qin D33].");
                        }
                    }
                }
                placeable(s, seat, c.tile(), m, true);
            }
            case BUY -> {
                if (c.tile() == null || !m.discard().contains(c.tile())) {
                    throw RuleViolation.illegal("mustMatchCommitment", "The three tiles discarded include the tile"
                            + " you laid face down" + (c.tile() == null ? "" : ", " + c.tile()) + ".");
                }
                buyable(s, seat, at, m);
            }
            default -> {
                Pagoda p = m.pagoda().in(s);
                if (p == null) {
                    Placement.Refusal refusal = Uses.missing(m.pagoda());
                    throw RuleViolation.illegal(refusal.code(), refusal.message());
                }
                if (p.row() != at.row() || p.col() != at.col()) {
                    throw RuleViolation.illegal("mustMatchCommitment", "The pagoda you use stands on the cell you"
                            + " pointed at, " + at + ".");
                }
                usableNow(s, seat, p, m.effect());
            }
        }
    }

    /**
     * Sections 4 and 5.6.1 for a placement of {@code tile} on {@code m}'s cells, now; the village pagodas as the rule
     * asks of a resolution ({@code strict}), or, in APPLY, those of villages still unfounded [qin D60]. The chosen
     * colour of each village founded, or null for one founded without a pagoda [qin D49].
     */
    private static List<PagodaColour> placeable(QinState s, int seat, TileType tile, Resolve m, boolean strict) {
        if (s.inHand(seat, tile) == 0) {
            throw RuleViolation.illegal("tileNotInHand", "There is no " + tile + " tile in your hand.");
        }
        Cell a = m.cells().get(0);
        Cell b = m.cells().get(1);
        TileColour[] halves = {tile.first(), tile.second()};
        for (int i = 0; i < 2; i++) {
            Cell c = m.cells().get(i);
            if (c.colour() != null && c.colour() != halves[i]) {
                throw RuleViolation.illegal("colourMismatch", "cells[" + i + "] " + c + " gets " + halves[i]
                        + " from a " + tile + " tile, not " + c.colour() + ".");
            }
        }
        Placement.Refusal refusal = Placement.check(s, seat, a.row(), a.col(), b.row(), b.col());
        if (refusal != null) {
            throw RuleViolation.illegal(refusal.code(), refusal.message());
        }
        Board board = s.board();
        List<Integer> villages = Placement.villagesFounded(s, board.index(a.row(), a.col()),
                board.index(b.row(), b.col()));
        List<VillagePagoda> given = m.villagePagodas();
        if (!strict) {
            // [qin D60] a village an earlier action of this APPLY founded is founded: its named pagoda is ignored
            given = given.stream().filter(v -> villages.contains(board.index(v.row(), v.col()))).toList();
        }
        return Play.villageColours(s, villages, given);
    }

    private static void buyable(QinState s, int seat, Cell at, Resolve m) {
        Play.requireBuyable(s, seat, at, m.colour(), m.discard());
    }

    private static void usableNow(QinState s, int seat, Pagoda p, Effect effect) {
        if (s.rules().villages().inert(s, p)) {
            throw RuleViolation.illegal("notUsable", Uses.name(p) + " stands in a Trash-bin village: it is inert.");
        }
        if (!s.owners(p).contains(seat)) {
            throw RuleViolation.illegal("notOwner", "You do not own " + Uses.name(p) + ".");
        }
        if (s.round().used().get(seat).contains(p.id())) {
            throw RuleViolation.illegal("alreadyUsedThisTurn", p.id() + " has been used by you this round already.");
        }
        Placement.Refusal refusal = s.rules().pagodas().refuseUse(s, seat, p, effect);
        if (refusal != null) {
            throw RuleViolation.illegal(refusal.code(), refusal.message());
        }
    }

    /**
     * APPLY [qin D32]: the placements and buys one by one in priority order, each validated again on the state its
     * turn finds [qin D60] (an action become illegal is forfeited, its tiles kept), then the uses likewise; then the
     * step ends and the next opens.
     */
    private static void apply(Play.Turn t) {
        Round r = t.state().round();
        for (boolean uses : new boolean[] {false, true}) {
            for (int seat : r.priority()) {
                Resolve m = t.state().round().resolutions().get(seat);
                if (m == null || (m.action() == Action.USE) != uses) {
                    continue;
                }
                Cell at = r.pointed(seat);
                TileType tile = r.commits().get(seat).tile();
                QinState s = t.state();
                try {
                    switch (m.action()) {
                        case PLACE -> {
                            List<PagodaColour> colours = placeable(s, seat, tile, m, false);
                            place(t, seat, tile, m, colours);
                        }
                        case BUY -> {
                            buyable(s, seat, at, m);
                            t.emit(new TilesDiscarded(seat, m.discard()));
                            Play.build(t, seat, m.colour(), at.row(), at.col(), BuildKind.BOUGHT);
                        }
                        default -> {
                            Pagoda p = m.pagoda().in(s);
                            if (p == null) {
                                throw RuleViolation.illegal("noSuchPagoda", "gone");
                            }
                            usableNow(s, seat, p, m.effect());
                            t.emit(Uses.event(s, seat, p, m.effect()));
                        }
                    }
                } catch (RuleViolation e) {
                    t.emit(new Forfeited(seat, ForfeitReason.ILLEGAL_AT_APPLY));
                }
            }
        }
        if (Simultaneous.holder(t.state()) < 0) {
            Simultaneous.stepEnded(t);   // else the reward draws are picked first [qin D35]
        }
    }

    /** A placement and its consequences: Base village pagodas, automatic building, claims and rewards. */
    private static void place(Play.Turn t, int seat, TileType tile, Resolve m, List<PagodaColour> colours) {
        QinState s = t.state();
        Board board = s.board();
        Cell a = m.cells().get(0);
        Cell b = m.cells().get(1);
        List<Integer> villages = Placement.villagesFounded(s, board.index(a.row(), a.col()),
                board.index(b.row(), b.col()));
        List<int[]> sitesBefore = s.rules().content().buildsSites() ? Patterns.sites(s) : List.of();
        t.emit(new TilePlaced(seat, tile, List.of(new Square(a.row(), a.col()), new Square(b.row(), b.col()))));
        for (int i = 0; i < villages.size(); i++) {
            int v = villages.get(i);
            t.emit(new VillageFounded(seat, v / board.cols(), v % board.cols()));
            if (colours.get(i) != null) {
                Play.build(t, seat, colours.get(i), v / board.cols(), v % board.cols(), BuildKind.VILLAGE);
            }
        }
        if (s.rules().content().buildsSites()) {
            Play.buildNewSites(t, seat, sitesBefore);
        }
    }

    /** [qin D59] whether {@code seat} owns a pagoda it may use now, not yet used by it this round. */
    static boolean anyUse(QinState s, int seat) {
        for (Pagoda p : s.pagodas()) {
            if (usable(s, seat, p)) {
                for (Effect e : s.rules().pagodas().effects(s, seat, p)) {
                    if (s.rules().pagodas().refuseUse(s, seat, p, e) == null) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean usable(QinState s, int seat, Pagoda p) {
        return s.owners(p).contains(seat) && !s.rules().villages().inert(s, p)
                && !s.round().used().get(seat).contains(p.id());
    }
}
