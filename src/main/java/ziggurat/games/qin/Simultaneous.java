package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.engine.kit.WireEnum;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.Action;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;

/**
 * [qin §5.4.3, D32] {@code niu}: every seat does each phase of a round at once. A round is a sequence of phases, one
 * event per transition: the draw (every seat's demand allocated at once, dealt in the round's priority order), the
 * action phase and the use phase, each a sequence of steps (COMMIT sealed, REVEAL, RESOLVE sealed, APPLY in priority
 * order), and the end of the round (every seat's {@code lastTurn}, then the end check). The round in progress is one
 * small record, {@link Round}, folded from those events.
 *
 * <p>Not yet played with the extras that act in the round's own windows ({@code mai}'s sale declarations,
 * {@code mas}'s round-robin picks, {@code mil}/{@code muo}'s extras window): {@link QinRules} refuses those
 * combinations at creation.
 */
public record Simultaneous() implements TurnOrder {

    /** Where a step stands: waiting for commitments, or (after the reveal) for resolutions. */
    public enum Stage {
        COMMIT, RESOLVE;

        static final WireEnum<Stage> WIRE = WireEnum.of(Stage.class, "commit", "resolve");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /**
     * The round in progress [qin D32].
     *
     * @param priority     the round's priority order
     * @param phase        the phase of action steps ({@code action} or {@code use}), null during the draw
     * @param step         the number of the open step in its phase (0 before the first)
     * @param optional     whether the open step is optional (a participant may commit {@code out})
     * @param max          per seat, its most actions in the phase
     * @param done         per seat, the actions done in the phase, forfeits included [qin D34]
     * @param out          per seat, whether it dropped out of the phase (public from the reveal)
     * @param participants the open step's participants, in seat order
     * @param stage        where the open step stands, null between steps
     * @param commits      per seat, its sealed commitment in the open step (null until in)
     * @param resolutions  per seat, its sealed resolution (null until in)
     * @param forfeited    per seat, whether its action of the open step is forfeited
     * @param used         per seat, the ids of the pagodas it used this round ({@code suo}: each at most once)
     */
    public record Round(int number, List<Integer> priority, QinEvent.@Nullable Step phase, int step, boolean optional,
                        List<Integer> max, List<Integer> done, List<Boolean> out, List<Integer> participants,
                        @Nullable Stage stage, List<Commit> commits, List<Resolve> resolutions,
                        List<Boolean> forfeited, List<List<String>> used) {

        static Round start(int number, List<Integer> priority) {
            int n = priority.size();
            return new Round(number, priority, null, 0, false, filled(n, 0), filled(n, 0), filled(n, false),
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), filled(n, List.of()));
        }

        int seats() {
            return priority.size();
        }

        boolean participant(int seat) {
            return participants.contains(seat);
        }

        /** A participant that still owes its commitment, or (after the reveal) its resolution. */
        boolean waitsFor(int seat) {
            if (!participant(seat) || stage == null) {
                return false;
            }
            if (stage == Stage.COMMIT) {
                return commits.get(seat) == null;
            }
            return !commits.get(seat).isOut() && !forfeited.get(seat) && resolutions.get(seat) == null;
        }

        /** The cell {@code seat} pointed at in the open step, or null (not a participant, or out). */
        @Nullable Cell pointed(int seat) {
            Commit c = participant(seat) ? commits.get(seat) : null;
            return c == null || c.isOut() ? null : c.cell();
        }

        Round phase(Step phase, List<Integer> max) {
            int n = seats();
            return new Round(number, priority, phase, 0, false, List.copyOf(max), filled(n, 0), filled(n, false),
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), used);
        }

        Round open(int step, boolean optional, List<Integer> participants) {
            int n = seats();
            return new Round(number, priority, phase, step, optional, max, done, out, List.copyOf(participants),
                    Stage.COMMIT, filled(n, null), filled(n, null), filled(n, false), used);
        }

        Round committed(int seat, Commit c) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage,
                    set(commits, seat, c), resolutions, forfeited, used);
        }

        Round revealed() {
            List<Boolean> o = new ArrayList<>(out);
            for (int seat : participants) {
                if (commits.get(seat).isOut()) {
                    o.set(seat, true);
                }
            }
            return new Round(number, priority, phase, step, optional, max, done, Collections.unmodifiableList(o),
                    participants, Stage.RESOLVE, commits, resolutions, forfeited, used);
        }

        Round forfeit(int seat) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, set(forfeited, seat, true), used);
        }

        Round resolved(int seat, Resolve r) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    set(resolutions, seat, r), forfeited, used);
        }

        /** [qin D34] every participant that did not drop out has done one more action, forfeit or not. */
        Round ended() {
            List<Integer> d = new ArrayList<>(done);
            for (int seat : participants) {
                if (!commits.get(seat).isOut()) {
                    d.set(seat, d.get(seat) + 1);
                }
            }
            int n = seats();
            return new Round(number, priority, phase, step, optional, max, Collections.unmodifiableList(d), out,
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), used);
        }

        Round used(int seat, String id) {
            List<String> more = new ArrayList<>(used.get(seat));
            more.add(id);
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, set(used, seat, List.copyOf(more)));
        }

        private static <T> List<T> filled(int n, T value) {
            return Collections.unmodifiableList(new ArrayList<>(Collections.nCopies(n, value)));
        }

        private static <T> List<T> set(List<T> list, int i, T value) {
            List<T> copy = new ArrayList<>(list);
            copy.set(i, value);
            return Collections.unmodifiableList(copy);
        }
    }

    // ---------------------------------------------------------------- the round, phase by phase

    /** Phase D [qin D32]: a new round, its draw, and its first step. */
    public void next(Play.Turn t) {
        QinState s = t.state();
        int round = s.turn() + 1;
        List<Integer> priority = priority(round, s.seats());
        t.emit(new RoundStarted(round, priority));
        // Draw-2 and Draw-3: every demand at once, equalised under a shortage
        List<Integer> demands = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            demands.add(s.rules().content().draws(s, seat));
        }
        List<Integer> got = allocation(demands, t.state().unclaimed());
        // Draw-5: each seat's tiles as one block from the top, in priority order
        for (int seat : priority) {
            Play.draw(t, seat, got.get(seat), DrawReason.TURN);
        }
        if (!got.equals(demands) && t.state().pileSize() > 0) {
            t.emit(new SupplyDiscarded(List.copyOf(t.state().pileOrder())));
        }
        s = t.state();
        List<Integer> max = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            max.add(s.rules().content().actions(s, seat));   // fixed now: n under By provinces, m under War campaign
        }
        t.emit(new PhaseStarted(round, Step.ACTION, max));
        openStep(t);
    }

    /** The next step of the phase, or the next phase, or the end of the round when a step has no participants. */
    private static void openStep(Play.Turn t) {
        QinState s = t.state();
        Round r = s.round;
        int number = r.step() + 1;
        boolean optional = r.phase() == Step.USE || number > 1 && !s.rules().content().everyActionOwed();
        List<Integer> participants = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (r.done().get(seat) >= r.max().get(seat) || r.out().get(seat)) {
                continue;
            }
            if (r.phase() == Step.USE && !anyUse(s, seat)) {
                continue;   // [qin D59] only a seat with a pagoda it may use takes part
            }
            participants.add(seat);
        }
        if (!participants.isEmpty()) {
            t.emit(new StepOpened(r.number(), r.phase(), number, optional, participants));
            return;
        }
        if (r.phase() == Step.ACTION && s.rules().uses() > 0) {
            List<Integer> max = new ArrayList<>(Collections.nCopies(s.seats(), s.rules().uses()));
            t.emit(new PhaseStarted(r.number(), Step.USE, max));
            openStep(t);
            return;
        }
        // Phase E
        t.emit(new RoundEnded(r.number()));
        GameEnded end = Play.endCheck(t.state());
        if (end != null) {
            t.emit(end);
            return;
        }
        t.state().rules().order().next(t);
    }

    /** [qin D59] whether {@code seat} owns a pagoda it may use now, not yet used by it this round. */
    private static boolean anyUse(QinState s, int seat) {
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
                && !s.round.used().get(seat).contains(p.id());
    }

    /** [qin D22] two rounds without progress: every seat has had two turns. */
    @Override
    public int stallLimit(int seats) {
        return 2;
    }

    public int nextForTies(QinState s) {
        return s.turn() % s.seats();   // the first seat of the next round's priority order
    }

    public List<PendingDecision> pending(QinState s) {
        Round r = s.round;
        if (r == null || r.stage() == null) {
            return List.of();
        }
        List<PendingDecision> out = new ArrayList<>();
        String kind = r.stage() == Stage.COMMIT ? "commit" : "resolve";
        for (int seat = 0; seat < s.seats(); seat++) {
            if (r.waitsFor(seat)) {
                // one name per step and stage of a round, never reused
                out.add(PendingDecision.simultaneous(seat, kind, null, "round-" + r.number() + ":" + r.phase() + "-"
                        + r.step() + ":" + kind));
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- legal moves

    /**
     * COMMIT: {@code out} first where allowed (the most passive choice), then every cell of the board in row-major
     * order, with each tile type in hand in code order in a place or buy step (no tile with an empty hand, and in a
     * use step). RESOLVE: every legal option.
     */
    public List<QinMove> legal(QinState s, int seat) {
        Round r = s.round;
        if (r == null || !r.waitsFor(seat)) {
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
        Round r = s.round;
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

    // ---------------------------------------------------------------- deciding

    public void decide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        Round r = s.round;
        if (r.stage() == Stage.COMMIT) {
            if (!(move instanceof Commit c)) {
                throw RuleViolation.illegal("wrongStep", "Step " + r.step() + " of the " + r.phase() + " phase takes"
                        + " every participant's 'commit' first.");
            }
            commit(t, seat, c);
            return;
        }
        if (!(move instanceof Resolve m)) {
            throw RuleViolation.illegal("wrongStep", "The commitments are revealed: step " + r.step() + " takes a"
                    + " 'resolve' from each participant with a legal option.");
        }
        check(s, seat, m);
        t.emit(new Resolved(seat, m));
        if (t.state().round.participants().stream().noneMatch(t.state().round::waitsFor)) {
            apply(t);
        }
    }

    private static void commit(Play.Turn t, int seat, Commit c) {
        QinState s = t.state();
        Round r = s.round;
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
        if (t.state().round.participants().stream().noneMatch(t.state().round::waitsFor)) {
            reveal(t);
        }
    }

    /** REVEAL: every pointed cell and who is out; the participants with no legal option forfeit at once. */
    private static void reveal(Play.Turn t) {
        Round r = t.state().round;
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
            if (t.state().round.waitsFor(seat)) {
                List<QinMove> options = new ArrayList<>();
                options(t.state(), seat, options);
                if (options.isEmpty()) {
                    t.emit(new Forfeited(seat, ForfeitReason.NO_LEGAL_OPTION));
                }
            }
        }
        if (t.state().round.participants().stream().noneMatch(t.state().round::waitsFor)) {
            apply(t);
        }
    }

    /**
     * Refused unless {@code m} is a legal option of {@code seat} on the snapshot [qin D32]: consistent with its
     * commitment, outside every other participant's exclusion zone [qin D33], on a pointed cell nobody else pointed
     * at (except for a use), and legal under sections 4 and 5.5.
     */
    private static void check(QinState s, int seat, Resolve m) {
        Round r = s.round;
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
        if (s.round.used().get(seat).contains(p.id())) {
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
        Round r = t.state().round;
        for (boolean uses : new boolean[] {false, true}) {
            for (int seat : r.priority()) {
                Resolve m = t.state().round.resolutions().get(seat);
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
        t.emit(new StepEnded(r.number(), r.phase(), r.step()));
        openStep(t);
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

    // ---------------------------------------------------------------- folding and viewing

    /** The round after {@code event}, one of its own (or a use, which it counts). */
    static Round fold(Round r, QinEvent event) {
        if (event instanceof RoundStarted e) {
            return Round.start(e.round(), e.priority());
        }
        if (event instanceof PhaseStarted e) {
            return r.phase(e.phase(), e.max());
        }
        if (event instanceof StepOpened e) {
            return r.open(e.number(), e.optional(), e.participants());
        }
        if (event instanceof Committed e) {
            return r.committed(e.seat(), new Commit(e.cell(), e.tile(), e.out()));
        }
        if (event instanceof CommitsRevealed) {
            return r.revealed();
        }
        if (event instanceof Forfeited e) {
            return r.forfeit(e.seat());
        }
        if (event instanceof Resolved e) {
            return r.resolved(e.seat(), e.resolution());
        }
        if (event instanceof StepEnded) {
            return r.ended();
        }
        if (event instanceof PagodaMoved e && r != null) {
            return r.used(e.seat(), e.used());
        }
        if (event instanceof PagodaRecoloured e && r != null) {
            return r.used(e.seat(), e.used());
        }
        if (event instanceof RoundEnded) {
            return null;
        }
        return r;
    }

    /** What a seat sees of the round [qin §7.1]: who takes part and who has submitted; a commitment's contents to its
     * submitter alone, its cell to everyone from the reveal; a resolution to its submitter alone. */
    public record RoundView(int number, List<Integer> priority, @Nullable Step phase, int step, boolean optional,
                            @Nullable Stage stage, List<RoundSeatView> seats) {
    }

    /**
     * @param cell     the pointed cell: the submitter's own at once, everyone's from the reveal
     * @param tile     the face-down tile, to the submitter alone
     * @param resolution the sealed resolution, to the submitter alone
     */
    public record RoundSeatView(int seat, int max, int done, boolean out, boolean participant, boolean committed,
                                @Nullable Cell cell, @Nullable TileType tile, boolean forfeited, boolean resolved,
                                QinMove.@Nullable Resolve resolution) {
    }

    static RoundView view(Round r, Viewer viewer, boolean all) {
        List<RoundSeatView> seats = new ArrayList<>();
        for (int seat = 0; seat < r.seats(); seat++) {
            boolean mine = all || viewer.sees(seat);
            Commit c = r.commits().get(seat);
            boolean revealed = r.stage() == Stage.RESOLVE;
            boolean out = r.out().get(seat) || mine && c != null && c.isOut();
            seats.add(new RoundSeatView(seat, r.max().get(seat), r.done().get(seat), out, r.participant(seat),
                    c != null, c != null && (mine || revealed) ? c.cell() : null, c != null && mine ? c.tile() : null,
                    r.forfeited().get(seat), r.resolutions().get(seat) != null,
                    mine ? r.resolutions().get(seat) : null));
        }
        return new RoundView(r.number(), r.priority(), r.phase(), r.step(), r.optional(), r.stage(), seats);
    }

    // ---------------------------------------------------------------- the parts tested on their own

    /**
     * Draw-3, the allocation [qin D32] (Ex 8): each seat's demand when the supply covers them all; otherwise each
     * receives min(demand, L) for the largest L the supply covers, and the rest of the supply is discarded so that
     * every seat receiving the most receives equally many.
     *
     * @return the tiles each seat receives, in seat order
     */
    static List<Integer> allocation(List<Integer> demands, int supply) {
        int total = demands.stream().mapToInt(Integer::intValue).sum();
        if (total <= supply) {
            return List.copyOf(demands);
        }
        int most = demands.stream().mapToInt(Integer::intValue).max().orElse(0);
        int level = 0;
        for (int l = 0; l <= most; l++) {
            int needed = 0;
            for (int d : demands) {
                needed += Math.min(d, l);
            }
            if (needed <= supply) {
                level = l;
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int d : demands) {
            out.add(Math.min(d, level));
        }
        return List.copyOf(out);
    }

    /** The priority order of round {@code round}: clockwise from seat (round − 1) mod N [qin D32]. */
    static List<Integer> priority(int round, int seats) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < seats; k++) {
            out.add((round - 1 + k) % seats);
        }
        return List.copyOf(out);
    }
}
