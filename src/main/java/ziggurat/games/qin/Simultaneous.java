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
import ziggurat.games.qin.QinMove.DeclareDraw;
import ziggurat.games.qin.QinMove.DestroyTile;
import ziggurat.games.qin.QinMove.DiscardTile;
import ziggurat.games.qin.QinMove.OfferTrade;
import ziggurat.games.qin.QinMove.Ready;
import ziggurat.games.qin.QinMove.RespondTrade;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.QinMove.TakeTile;
import ziggurat.games.qin.QinMove.WithdrawTrade;
import ziggurat.games.qin.QinState.Offer;

/**
 * [qin §5.4.3, D32] {@code niu}: every seat does each phase of a round at once. A round is a sequence of phases, one
 * event per transition: the draw (every seat's demand allocated at once, dealt in the round's priority order), the
 * action phase and the use phase, each a sequence of steps (COMMIT sealed, REVEAL, RESOLVE sealed, APPLY in priority
 * order), and the end of the round (every seat's {@code lastTurn}, then the end check). The round in progress is one
 * small record, {@link Round}, folded from those events.
 *
 * <p>The extras act in the round's own windows: {@code mai}'s sealed sale declarations before the draw, {@code mas}'s
 * round-robin picks from the display (and the reward draws of an APPLY, picked in priority order), {@code mil}'s and
 * {@code muo}'s extras window after it, closed once every seat is ready.
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

    /** A window of the round outside its steps [qin D32]: Draw-1's declarations, Draw-5's picks, Phase X. */
    public enum Window {
        DECLARE, DEAL, EXTRAS;

        static final WireEnum<Window> WIRE = WireEnum.of(Window.class, "declare", "deal", "extras");

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
     * @param window       the window of the draw or of the extras open now, or null
     * @param declarations per seat, its sale declaration ({@code mai}): sealed until all are in, then what stays of
     *                     it after [qin D58]; null until in
     * @param ready        per seat, whether it has sent {@code ready} in the extras window
     * @param allotted     per seat, the tiles it receives in Draw-5 under {@code mas} (its picks are those less what
     *                     it still owes)
     * @param shortage     whether the supply did not cover every demand: what is left of it after the picks goes to
     *                     the discard pile
     * @param drawn        per seat, its hand size when the draw closed, kept when the extras window opens then (trades
     *                     and destructions change hands before the action phase); null before, and in a round without
     *                     the window, whose action phase opens as the draw closes [qin D28]
     */
    public record Round(int number, List<Integer> priority, QinEvent.@Nullable Step phase, int step, boolean optional,
                        List<Integer> max, List<Integer> done, List<Boolean> out, List<Integer> participants,
                        @Nullable Stage stage, List<Commit> commits, List<Resolve> resolutions,
                        List<Boolean> forfeited, List<List<String>> used, @Nullable Window window,
                        List<List<String>> declarations, List<Boolean> ready, List<Integer> allotted,
                        boolean shortage, @Nullable List<Integer> drawn) {

        static Round start(int number, List<Integer> priority) {
            int n = priority.size();
            return new Round(number, priority, null, 0, false, filled(n, 0), filled(n, 0), filled(n, false),
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), filled(n, List.of()),
                    null, filled(n, null), filled(n, false), filled(n, 0), false, null);
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
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), used, null,
                    declarations, ready, allotted, shortage, drawn);   // the draw's windows are over
        }

        /** Draw-1 opens [qin D32]: {@code declarers} owe their sealed sale declarations. */
        Round declaring(List<Integer> declarers) {
            return new Round(number, priority, phase, step, optional, max, done, out, List.copyOf(declarers), stage,
                    commits, resolutions, forfeited, used, Window.DECLARE, declarations, ready, allotted, shortage, drawn);
        }

        Round declared(int seat, List<String> sell) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, used, window, set(declarations, seat, List.copyOf(sell)), ready,
                    allotted, shortage, drawn);
        }

        /** The reveal [qin D58]: what stays of each declaration; Draw-1 is over. */
        Round kept(List<List<String>> kept) {
            return new Round(number, priority, phase, step, optional, max, done, out, List.of(), stage, commits,
                    resolutions, forfeited, used, null, List.copyOf(kept), ready, allotted, shortage, drawn);
        }

        /** Draw-5 under {@code mas}: the round-robin picks of {@code allotted} tiles [qin D32]. */
        Round dealing(List<Integer> allotted, boolean shortage) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, used, Window.DEAL, declarations, ready, List.copyOf(allotted), shortage, drawn);
        }

        /**
         * Phase X [qin D32]: the extras window, nobody ready yet; the draw closes as it opens, so {@code hands} (per
         * seat, its hand size now) are the hands that fix the action phase [qin D28, §5.4.3].
         */
        Round extras(List<Integer> hands) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, used, Window.EXTRAS, declarations, filled(seats(), false), allotted,
                    shortage, List.copyOf(hands));
        }

        /** {@code seat}'s hand size when the draw closed: the one kept as the extras window opened, else now's. */
        int drawnHand(QinState s, int seat) {
            return drawn == null ? s.handSize(seat) : drawn.get(seat);
        }

        Round ready(int seat, boolean ready) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, used, window, declarations, set(this.ready, seat, ready), allotted,
                    shortage, drawn);
        }

        /** A declarer whose sealed declaration is not in yet. */
        boolean declares(int seat) {
            return window == Window.DECLARE && participants.contains(seat) && declarations.get(seat) == null;
        }

        Round open(int step, boolean optional, List<Integer> participants) {
            int n = seats();
            return new Round(number, priority, phase, step, optional, max, done, out, List.copyOf(participants),
                    Stage.COMMIT, filled(n, null), filled(n, null), filled(n, false), used, window,
                    declarations, ready, allotted, shortage, drawn);
        }

        Round committed(int seat, Commit c) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage,
                    set(commits, seat, c), resolutions, forfeited, used, window,
                    declarations, ready, allotted, shortage, drawn);
        }

        Round revealed() {
            List<Boolean> o = new ArrayList<>(out);
            for (int seat : participants) {
                if (commits.get(seat).isOut()) {
                    o.set(seat, true);
                }
            }
            return new Round(number, priority, phase, step, optional, max, done, Collections.unmodifiableList(o),
                    participants, Stage.RESOLVE, commits, resolutions, forfeited, used, window,
                    declarations, ready, allotted, shortage, drawn);
        }

        Round forfeit(int seat) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, set(forfeited, seat, true), used, window,
                    declarations, ready, allotted, shortage, drawn);
        }

        Round resolved(int seat, Resolve r) {
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    set(resolutions, seat, r), forfeited, used, window,
                    declarations, ready, allotted, shortage, drawn);
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
                    List.of(), null, filled(n, null), filled(n, null), filled(n, false), used, window,
                    declarations, ready, allotted, shortage, drawn);
        }

        Round used(int seat, String id) {
            List<String> more = new ArrayList<>(used.get(seat));
            more.add(id);
            return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                    resolutions, forfeited, set(used, seat, List.copyOf(more)), window,
                    declarations, ready, allotted, shortage, drawn);
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

    /**
     * Phase D [qin D32]: a new round and its draw, opening Draw-1's sealed sale declarations first under {@code mai}
     * when any seat owns two pagodas to sell.
     */
    public void next(Play.Turn t) {
        QinState s = t.state();
        int round = s.turn() + 1;
        List<Integer> priority = priority(round, s.seats());
        t.emit(new RoundStarted(round, priority));
        if (has(s, SellingPagodas.class)) {
            List<Integer> declarers = new ArrayList<>();
            for (int seat = 0; seat < s.seats(); seat++) {
                if (SellingPagodas.sellable(s, seat).size() >= 2) {
                    declarers.add(seat);
                }
            }
            if (!declarers.isEmpty()) {
                t.emit(new DeclarationsOpened(round, declarers));
                return;
            }
        }
        draw(t);
    }

    private static boolean has(QinState s, Class<? extends Extra> extra) {
        return s.rules().extras().stream().anyMatch(extra::isInstance);
    }

    /**
     * Draw-2 to Draw-5 [qin D32]: every demand (the base and the pairs sold) allocated at once, equalised under a
     * shortage; the sales paid for the tiles actually received beyond the base; the tiles dealt, each seat's as one
     * block from the top in priority order, or under {@code mas} picked from the display round-robin.
     */
    private static void draw(Play.Turn t) {
        QinState s = t.state();
        Round r = s.round;
        List<Integer> base = new ArrayList<>();
        List<Integer> demands = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            base.add(s.rules().content().draws(s, seat));
            demands.add(base.get(seat) + pairs(r, seat));
        }
        List<Integer> got = allocation(demands, s.unclaimed());
        boolean shortage = !got.equals(demands);
        // Draw-4: two pagodas for each tile received beyond the base, the first listed first
        for (int seat : r.priority()) {
            int paid = 2 * Math.min(pairs(r, seat), Math.max(0, got.get(seat) - base.get(seat)));
            if (paid > 0) {
                t.emit(new PagodasSold(seat, r.declarations().get(seat).subList(0, paid)));
            }
        }
        if (has(s, TileSelection.class)) {
            t.emit(new DealOpened(r.number(), got, shortage));
            for (int seat : r.priority()) {
                Play.draw(t, seat, got.get(seat), DrawReason.TURN);   // owed, each to be picked
            }
            if (picker(t.state()) < 0) {
                dealt(t);
            }
            return;
        }
        for (int seat : r.priority()) {
            Play.draw(t, seat, got.get(seat), DrawReason.TURN);
        }
        if (shortage && t.state().pileSize() > 0) {
            t.emit(new SupplyDiscarded(List.copyOf(t.state().pileOrder())));
        }
        dealt(t);
    }

    /** The pairs of pagodas {@code seat} sells this round: half of what stays of its declaration [qin D58]. */
    private static int pairs(Round r, int seat) {
        List<String> sell = r.declarations().get(seat);
        return sell == null ? 0 : sell.size() / 2;
    }

    /**
     * After the deal: under {@code mas} and a shortage, the rest of the supply to the discard pile; then the extras
     * window under {@code mil} or {@code muo}, or the action phase.
     */
    private static void dealt(Play.Turn t) {
        QinState s = t.state();
        if (s.round.window() == Window.DEAL && s.round.shortage() && s.supplySize() > 0) {
            List<TileType> rest = new ArrayList<>(s.display());
            rest.addAll(s.pileOrder());
            t.emit(new SupplyDiscarded(rest));
        }
        if (has(s, TileTrading.class) || has(s, TileDestruction.class)) {
            t.emit(new ExtrasOpened(s.round.number()));
            return;
        }
        actions(t);
    }

    /**
     * Phase A: the action phase, each seat's most actions fixed now (n under By provinces, m under War campaign), m from
     * its hand when the draw closed, before any trade or destruction of the extras window [qin D28]. A seat with no
     * action (under War campaign, a hand empty after drawing) takes no part in the mandatory first step [qin §5.4.3].
     */
    private static void actions(Play.Turn t) {
        QinState s = t.state();
        List<Integer> max = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            max.add(s.rules().content().actions(s, seat, s.round.drawnHand(s, seat)));
        }
        t.emit(new PhaseStarted(s.round.number(), Step.ACTION, max));
        openStep(t);
    }

    /**
     * The seat to pick from the display now under {@code mas}, or -1: in Draw-5 round-robin (the seat with the fewest
     * picks among those still owed tiles, first in priority order on a tie); otherwise, the reward draws of an APPLY
     * [qin D35], the first seat in priority order that owes any.
     */
    static int picker(QinState s) {
        Round r = s.round;
        int best = -1;
        for (int seat : r.priority()) {
            if (s.owed(seat) == 0) {
                continue;
            }
            if (r.window() != Window.DEAL) {
                return seat;
            }
            int picks = r.allotted().get(seat) - s.owed(seat);
            if (best < 0 || picks < r.allotted().get(best) - s.owed(best)) {
                best = seat;
            }
        }
        return best;
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
        if (r == null) {
            return List.of();
        }
        int picker = picker(s);
        if (picker >= 0) {
            return List.of(new PendingDecision(picker, "takeTile", null));   // one pick at a time [qin D32, D35]
        }
        List<PendingDecision> out = new ArrayList<>();
        if (r.window() == Window.DECLARE) {
            for (int seat = 0; seat < s.seats(); seat++) {
                if (r.declares(seat)) {
                    out.add(PendingDecision.simultaneous(seat, "declareDraw", null, "round-" + r.number() + ":declare"));
                }
            }
            return out;
        }
        if (r.window() == Window.EXTRAS) {
            for (int seat = 0; seat < s.seats(); seat++) {
                // a victim owes its discard; the target of an open offer its answer (or ready, letting it lapse)
                String kind = victim(s, seat) ? "discardTile" : r.ready().get(seat) ? null
                        : TileTrading.offerTo(s, seat) != null ? "respondTrade" : "ready";
                if (kind != null) {
                    out.add(PendingDecision.simultaneous(seat, kind, null, "round-" + r.number() + ":extras"));
                }
            }
            return out;
        }
        if (r.stage() == null) {
            return List.of();
        }
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

    /** Whether {@code seat} owes a discard to a destruction [qin D55]. */
    private static boolean victim(QinState s, int seat) {
        return s.destructions.stream().anyMatch(d -> d.victim() == seat);
    }

    // ---------------------------------------------------------------- legal moves

    /**
     * COMMIT: {@code out} first where allowed (the most passive choice), then every cell of the board in row-major
     * order, with each tile type in hand in code order in a place or buy step (no tile with an empty hand, and in a
     * use step). RESOLVE: every legal option.
     */
    public List<QinMove> legal(QinState s, int seat) {
        Round r = s.round;
        if (r == null) {
            return List.of();
        }
        int picker = picker(s);
        if (picker >= 0 || r.window() != null) {
            return picker >= 0 ? (picker == seat ? picks(s) : List.of())
                    : r.window() == Window.DECLARE ? declarations(s, seat) : extrasMoves(s, seat);
        }
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

    /** One {@code takeTile} per tile code in the display, in code order. */
    private static List<QinMove> picks(QinState s) {
        List<QinMove> out = new ArrayList<>();
        for (TileType tile : TileType.values()) {
            if (s.display().contains(tile)) {
                out.add(new TakeTile(tile));
            }
        }
        return out;
    }

    /**
     * Draw-1: selling nothing first (the most passive), then each even number of one's sellable pagodas once, naming
     * the first of them in board order: listing every set would list 2ⁿ; {@link #choice} tells which it may name.
     */
    private static List<QinMove> declarations(QinState s, int seat) {
        if (!s.round.declares(seat)) {
            return List.of();
        }
        List<String> mine = SellingPagodas.sellable(s, seat);
        List<QinMove> out = new ArrayList<>();
        for (int j = 0; 2 * j <= mine.size(); j++) {
            out.add(new DeclareDraw(mine.subList(0, 2 * j).stream().map(PagodaRef::id).toList()));
        }
        return out;
    }

    /** Beside a listed declaration: the same number of any of the seat's sellable pagodas may go instead. */
    static Choice choice(QinState s, int seat, DeclareDraw d) {
        return d.sell().isEmpty() ? null : new Choice("sell", d.sell().size(), SellingPagodas.sellable(s, seat));
    }

    /**
     * The extras window: a victim gives up a tile of its hand, and nothing else; a seat not ready sends {@code ready}
     * first (the most passive), answers the offer to it, withdraws its own, offers one tile for one (every tile of its
     * hand for every code, to every other seat: larger offers are not enumerated, as in turn) and destroys.
     */
    private static List<QinMove> extrasMoves(QinState s, int seat) {
        List<QinMove> out = new ArrayList<>();
        if (victim(s, seat)) {
            for (TileType tile : TileType.values()) {
                if (s.inHand(seat, tile) > 0) {
                    out.add(new DiscardTile(tile));
                }
            }
            return out;
        }
        if (s.round.ready().get(seat)) {
            return out;
        }
        Offer to = TileTrading.offerTo(s, seat);
        if (to == null) {
            // a target owes its answer first: ready is for a seat with nothing pending [qin §7.1]
            out.add(new Ready());
        } else {
            // several seats may have offers open to this one: each answer names the offer it answers, oldest first
            for (Offer o : s.offers) {
                if (o.to() == seat) {
                    out.add(new RespondTrade(false, o.from()));
                    if (s.holds(seat, o.want())) {
                        out.add(new RespondTrade(true, o.from()));
                    }
                }
            }
        }
        boolean offering = s.offers.stream().anyMatch(o -> o.from() == seat);
        if (offering) {
            out.add(new WithdrawTrade());
        }
        boolean trading = has(s, TileTrading.class);
        boolean destroying = has(s, TileDestruction.class);
        for (TileType give : TileType.values()) {
            if (s.inHand(seat, give) == 0) {
                continue;
            }
            for (int other = 0; other < s.seats(); other++) {
                if (other == seat) {
                    continue;
                }
                if (trading && !offering) {
                    for (TileType want : TileType.values()) {
                        out.add(new OfferTrade(other, List.of(give), List.of(want)));
                    }
                }
                if (destroying && destructible(s, other)) {
                    out.add(new DestroyTile(give, other));
                }
            }
        }
        return out;
    }

    /** Whether {@code victim} holds a tile beyond those the destructions already on it will take. */
    private static boolean destructible(QinState s, int victim) {
        return s.handSize(victim) > s.destructions.stream().filter(d -> d.victim() == victim).count();
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
        if (picker(s) >= 0) {
            if (!(move instanceof TakeTile)) {
                throw RuleViolation.illegal("drawOwed", "You pick your tiles from the display first, one at a time"
                        + " [qin D32, D35].");
            }
            for (Extra extra : s.rules().extras()) {
                if (extra.decide(t, seat, move)) {
                    break;
                }
            }
            if (picker(t.state()) < 0) {
                if (r.window() == Window.DEAL) {
                    dealt(t);
                } else {
                    stepEnded(t);
                }
            }
            return;
        }
        if (r.window() == Window.DECLARE) {
            if (!(move instanceof DeclareDraw d)) {
                throw RuleViolation.illegal("wrongStep", "Draw-1 takes every declarer's 'declareDraw' first [qin D32].");
            }
            declare(t, seat, d);
            return;
        }
        if (r.window() == Window.EXTRAS) {
            extrasMove(t, seat, move);
            return;
        }
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

    /**
     * Draw-1 [qin D32]: an even number of one's own sellable pagodas, sealed; once every declaration is in, each is
     * revealed as it stays [qin D58], and the draw goes on.
     */
    private static void declare(Play.Turn t, int seat, DeclareDraw d) {
        QinState s = t.state();
        if (d.sell().size() % 2 != 0) {
            throw RuleViolation.illegal("notUsable", "Pagodas are sold two for a tile [qin D32]: name an even number of"
                    + " them, possibly none, not " + d.sell().size() + ".");
        }
        List<String> ids = new ArrayList<>();
        for (PagodaRef ref : d.sell()) {
            Pagoda p = ref.in(s);
            if (p == null) {
                throw RuleViolation.illegal("noSuchPagoda", "No pagoda " + ref + " is on the board.");
            }
            if (ids.contains(p.id())) {
                throw RuleViolation.illegal("noSuchPagoda", "Pagoda " + p.id() + " is named twice.");
            }
            if (!SellingPagodas.sellable(s, seat).contains(p.id())) {
                throw RuleViolation.illegal("notOwner", "Pagoda " + p.id() + " is not yours to sell: you sell pagodas"
                        + " you own, not inert in a village.");
            }
            ids.add(p.id());
        }
        t.emit(new DrawDeclared(seat, ids));
        Round r = t.state().round;
        for (int other = 0; other < s.seats(); other++) {
            if (r.declares(other)) {
                return;
            }
        }
        t.emit(new DeclarationsRevealed(kept(r.declarations(), r.priority())));
        draw(t);
    }

    /**
     * [qin D58] each pagoda stays only in the declaration of the first of its declarers in priority order, then a list
     * left odd loses its last pagoda; per seat, empty for a seat that declared nothing.
     */
    static List<List<String>> kept(List<List<String>> declared, List<Integer> priority) {
        List<List<String>> out = new ArrayList<>(Collections.nCopies(declared.size(), List.<String>of()));
        List<String> taken = new ArrayList<>();
        for (int seat : priority) {
            List<String> mine = new ArrayList<>();
            for (String id : declared.get(seat) == null ? List.<String>of() : declared.get(seat)) {
                if (!taken.contains(id)) {
                    mine.add(id);
                }
            }
            taken.addAll(mine);   // struck from every later declarer's list, even if trimmed below
            if (mine.size() % 2 != 0) {
                mine.remove(mine.size() - 1);
            }
            out.set(seat, List.copyOf(mine));
        }
        return List.copyOf(out);
    }

    /**
     * Phase X [qin D32, D54, D55]: offers and destructions between any seats; receiving one cancels {@code ready}.
     * The window closes once every seat is ready and no victim owes a discard; a target answers its offer before
     * it may send ready, so no offer is open then [qin §5.4.3].
     */
    private static void extrasMove(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (victim(s, seat) && !(move instanceof DiscardTile)) {
            throw RuleViolation.illegal("pendingResponse", "A destruction waits for your discard first [qin D55].");
        }
        if (move instanceof Ready) {
            if (TileTrading.offerTo(s, seat) != null) {
                throw RuleViolation.illegal("pendingResponse", "An offer to you waits for your answer before you"
                        + " can send 'ready' [qin §5.4.3].");
            }
            t.emit(new ReadyDeclared(seat));
        } else if (move instanceof OfferTrade m) {
            if (!has(s, TileTrading.class)) {
                throw RuleViolation.illegal("wrongStep", "This game's variant has no offerTrade.");
            }
            if (m.to() >= s.seats() || m.to() == seat) {
                throw RuleViolation.illegal("notParticipant", "Offers go to another seat of the game, not to " + m.to()
                        + ".");
            }
            if (s.offers.stream().anyMatch(o -> o.from() == seat)) {
                throw RuleViolation.illegal("pendingResponse", "Your offer is still open: one offer at a time.");
            }
            if (!s.holds(seat, m.give())) {
                throw RuleViolation.illegal("tilesNotInHand", "Your hand does not hold " + m.give() + ".");
            }
            t.emit(new TradeOffered(seat, m.to(), m.give(), m.want()));
        } else if (move instanceof RespondTrade m) {
            TileTrading.answer(t, seat, m);
        } else if (move instanceof DestroyTile m) {
            if (!has(s, TileDestruction.class)) {
                throw RuleViolation.illegal("wrongStep", "This game's variant has no destroyTile.");
            }
            if (s.inHand(seat, m.tile()) == 0) {
                throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
            }
            if (m.victim() >= s.seats() || m.victim() == seat) {
                throw RuleViolation.illegal("notParticipant", "The victim is another seat of the game, not "
                        + m.victim() + ".");
            }
            if (!destructible(s, m.victim())) {
                throw RuleViolation.illegal("tilesNotInHand", "Seat " + m.victim() + " holds no tile to give up.");
            }
            t.emit(new TileDestroyed(seat, m.tile(), m.victim()));
        } else if (move instanceof WithdrawTrade || move instanceof DiscardTile) {
            boolean decided = false;
            for (Extra extra : s.rules().extras()) {
                decided = decided || extra.decide(t, seat, move);
            }
            if (!decided) {
                throw RuleViolation.illegal("wrongStep", "This game's variant has no " + move.type() + ".");
            }
        } else {
            throw RuleViolation.illegal("wrongStep", "The extras window is open: offer, destroy, answer, or send"
                    + " 'ready' [qin D32].");
        }
        s = t.state();
        // every offer's target has answered it, since a target sends ready only then and a new offer cancels it
        if (s.round.ready().contains(false) || !s.destructions.isEmpty()) {
            return;
        }
        actions(t);
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
        if (picker(t.state()) < 0) {
            stepEnded(t);   // else the reward draws are picked first [qin D35]
        }
    }

    private static void stepEnded(Play.Turn t) {
        Round r = t.state().round;
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
        if (event instanceof DeclarationsOpened e) {
            return r.declaring(e.seats());
        }
        if (event instanceof DrawDeclared e) {
            return r.declared(e.seat(), e.sell());
        }
        if (event instanceof DeclarationsRevealed e) {
            return r.kept(e.sell());
        }
        if (event instanceof DealOpened e) {
            return r.dealing(e.allotted(), e.shortage());
        }
        // ExtrasOpened is folded by QinState, which knows the hands the window opens on
        if (event instanceof ReadyDeclared e) {
            return r.ready(e.seat(), true);
        }
        // [qin D32] receiving an offer or a destruction cancels ready
        if (event instanceof TradeOffered e && r.window() == Window.EXTRAS) {
            return r.ready(e.to(), false);
        }
        if (event instanceof TileDestroyed e && r.window() == Window.EXTRAS) {
            return r.ready(e.victim(), false);
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

    /**
     * What a seat sees of the round's windows under the extras [qin §5.4.3, §7.1] (view revision 5, beside
     * {@link RoundView}, whose shape stored games hashed): the window open now, if any, and per seat its sale
     * declaration and whether it is ready.
     */
    public record WindowView(@Nullable Window window, List<WindowSeatView> seats) {
    }

    /**
     * @param declarer whether it owes a sale declaration in the open Draw-1 ({@code mai})
     * @param declared whether its declaration is in, while they are sealed
     * @param sell     its sealed declaration, to the declarer alone, until every one is in
     * @param kept     its declaration as it stays after the reveal [qin D58], to everyone; null before
     * @param ready    whether it has sent {@code ready} in the extras window
     */
    public record WindowSeatView(int seat, boolean declarer, boolean declared, @Nullable List<String> sell,
                                 @Nullable List<String> kept, boolean ready) {
    }

    static WindowView windowView(Round r, Viewer viewer, boolean all) {
        List<WindowSeatView> seats = new ArrayList<>();
        boolean sealed = r.window() == Window.DECLARE;
        for (int seat = 0; seat < r.seats(); seat++) {
            boolean mine = all || viewer.sees(seat);
            List<String> sell = r.declarations().get(seat);
            seats.add(new WindowSeatView(seat, sealed && r.participant(seat), sealed && sell != null,
                    mine && sealed ? sell : null, sealed ? null : sell, r.ready().get(seat)));
        }
        return new WindowView(r.window(), seats);
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
