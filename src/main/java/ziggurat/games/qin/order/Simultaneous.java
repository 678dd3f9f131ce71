package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import ziggurat.engine.Nullable;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Extra.Owed;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinRuleset;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.DestroyTile;
import ziggurat.games.qin.QinMove.DiscardTile;
import ziggurat.games.qin.QinMove.OfferTrade;
import ziggurat.games.qin.QinMove.Ready;
import ziggurat.games.qin.QinMove.RespondTrade;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.QinMove.WithdrawTrade;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TileType;
import ziggurat.games.qin.TurnOrder;
import ziggurat.games.qin.order.Round.Stage;
import ziggurat.games.qin.order.Round.Window;

/**
 * [qin §5.4.3, D32] {@code niu}: every seat does each phase of a round at once. A round is a sequence of phases, one
 * event per transition: the draw (every seat's demand allocated at once, dealt in the round's priority order), the
 * action phase and the use phase, each a sequence of steps (COMMIT sealed, REVEAL, RESOLVE sealed, APPLY in priority
 * order: {@link RoundSteps}), and the end of the round (every seat's {@code lastTurn}, then the end check). The round
 * in progress is one small record, {@link Round}, folded from those events.
 *
 * <p>The extras act in the round's own windows, and this turn order only asks them ({@link Extra}'s second part):
 * {@code mai}'s sealed sale declarations before the draw, {@code mas}'s round-robin picks from the display (and the
 * reward draws of an APPLY, picked in priority order), {@code mil}'s and {@code muo}'s extras window after it, closed
 * once every seat is ready. Each extra lists, checks and decides its own moves there, and says what a seat owes it;
 * the window itself owns {@code ready}.
 */
public record Simultaneous() implements TurnOrder {

    /** The extras' moves of the extras window: one sent in a variant without its extra is refused by name. */
    private static final Set<Class<? extends QinMove>> WINDOW_MOVES = Set.of(OfferTrade.class, RespondTrade.class,
            WithdrawTrade.class, DestroyTile.class, DiscardTile.class);

    // ---------------------------------------------------------------- the round, phase by phase

    /**
     * Phase D [qin D32]: a new round and its draw, an extra first opening a window of its own (Draw-1's sealed sale
     * declarations under {@code mai}, when any seat owns two pagodas to sell).
     */
    public void next(Play.Turn t) {
        QinState s = t.state();
        int round = s.turn() + 1;
        t.emit(new RoundStarted(round, priority(round, s.seats())));
        for (Extra extra : s.rules().extras()) {
            if (extra.opensBeforeDraw(t)) {
                return;
            }
        }
        draw(t);
    }

    /**
     * Draw-2 to Draw-5 [qin D32]: every demand (the base and what the extras add: the pairs sold) allocated at once,
     * equalised under a shortage; the extras' costs paid (the sales, for the tiles actually received beyond the base);
     * the tiles dealt, each seat's as one block from the top in priority order, or an extra's way (under {@code mas},
     * picked from the display round-robin).
     */
    private static void draw(Play.Turn t) {
        QinState s = t.state();
        Round r = s.round();
        List<Integer> base = new ArrayList<>();
        List<Integer> demands = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            base.add(s.rules().content().draws(s, seat));
            int demand = base.get(seat);
            for (Extra extra : s.rules().extras()) {
                demand += extra.demand(s, seat);
            }
            demands.add(demand);
        }
        List<Integer> got = allocation(demands, s.unclaimed());
        boolean shortage = !got.equals(demands);
        for (Extra extra : s.rules().extras()) {
            extra.allocated(t, base, got);
        }
        for (Extra extra : s.rules().extras()) {
            if (extra.deals(t, got, shortage)) {
                if (holder(t.state()) < 0) {
                    dealt(t);
                }
                return;
            }
        }
        for (int seat : r.priority()) {
            Play.draw(t, seat, got.get(seat), DrawReason.TURN);
        }
        if (shortage && t.state().pileSize() > 0) {
            t.emit(new SupplyDiscarded(List.copyOf(t.state().pileOrder())));
        }
        dealt(t);
    }

    /**
     * After the deal: after picks under a shortage, the rest of the supply to the discard pile; then the extras window
     * when an extra acts in it ({@code mil}, {@code muo}), or the action phase.
     */
    private static void dealt(Play.Turn t) {
        QinState s = t.state();
        if (s.round().window() == Window.DEAL && s.round().shortage() && s.supplySize() > 0) {
            List<TileType> rest = new ArrayList<>(s.display());
            rest.addAll(s.pileOrder());
            t.emit(new SupplyDiscarded(rest));
        }
        if (s.rules().extras().stream().anyMatch(Extra::actsInExtrasWindow)) {
            t.emit(new ExtrasOpened(s.round().number()));
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
            max.add(s.rules().content().actions(s, seat, s.round().drawnHand(s, seat)));
        }
        t.emit(new PhaseStarted(s.round().number(), Step.ACTION, max));
        openStep(t);
    }

    /** The next step of the phase, or the next phase, or the end of the round when a step has no participants. */
    private static void openStep(Play.Turn t) {
        QinState s = t.state();
        Round r = s.round();
        int number = r.step() + 1;
        boolean optional = r.phase() == Step.USE || number > 1 && !s.rules().content().everyActionOwed();
        List<Integer> participants = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (r.done().get(seat) >= r.max().get(seat) || r.out().get(seat)) {
                continue;
            }
            if (r.phase() == Step.USE && !RoundSteps.anyUse(s, seat)) {
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

    /** The step is over (its APPLY, and the reward picks after it): the next one opens. */
    static void stepEnded(Play.Turn t) {
        Round r = t.state().round();
        t.emit(new StepEnded(r.number(), r.phase(), r.step()));
        openStep(t);
    }

    /** [qin D22] two rounds without progress: every seat has had two turns. */
    @Override
    public int stallLimit(int seats) {
        return 2;
    }

    public int nextForTies(QinState s) {
        return s.turn() % s.seats();   // the first seat of the next round's priority order
    }

    // ---------------------------------------------------------------- what the round waits for

    /** The seat an extra holds the round for now (under {@code mas}, the seat to pick from the display), or -1. */
    static int holder(QinState s) {
        for (Extra extra : s.rules().extras()) {
            int seat = extra.holder(s);
            if (seat >= 0) {
                return seat;
            }
        }
        return -1;
    }

    /** What {@code seat} owes an extra before any other move, or (with {@code first} false) before its ready. */
    private static @Nullable Owed owed(QinState s, int seat, boolean first) {
        for (Extra extra : s.rules().extras()) {
            Owed owed = extra.owed(s, seat);
            if (owed != null && owed.first() == first) {
                return owed;
            }
        }
        return null;
    }

    public List<PendingDecision> pending(QinState s) {
        Round r = s.round();
        if (r == null) {
            return List.of();
        }
        int holder = holder(s);
        if (holder >= 0) {
            // one pick at a time [qin D32, D35]
            return List.of(new PendingDecision(holder, owed(s, holder, true).move(), null));
        }
        List<PendingDecision> out = new ArrayList<>();
        if (r.window() != null) {
            for (int seat = 0; seat < s.seats(); seat++) {
                // a seat owes its extra first (a declaration, a victim's discard); in the extras window, a seat not
                // ready owes an answer to the offer to it, or its ready (letting any offer it made lapse)
                Owed first = owed(s, seat, true);
                Owed beforeReady = owed(s, seat, false);
                String kind = first != null ? first.move() : r.window() != Window.EXTRAS || r.ready().get(seat) ? null
                        : beforeReady != null ? beforeReady.move() : "ready";
                if (kind != null) {
                    out.add(PendingDecision.simultaneous(seat, kind, null, "round-" + r.number() + ":" + r.window()));
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

    // ---------------------------------------------------------------- legal moves

    /**
     * The seat an extra holds the round for: that extra's moves; in a window, what the seat owes first, or in the
     * extras window {@code ready} (the most passive; not while an offer to it waits), the extras' answers, then per
     * tile of its hand and per other seat their offers and destructions; in a step, {@link RoundSteps#legal}.
     */
    public List<QinMove> legal(QinState s, int seat) {
        Round r = s.round();
        if (r == null) {
            return List.of();
        }
        int holder = holder(s);
        if (holder >= 0 || r.window() != null) {
            List<QinMove> out = new ArrayList<>();
            if (holder >= 0 ? holder == seat : owed(s, seat, true) != null) {
                for (Extra extra : s.rules().extras()) {
                    Owed owed = extra.owed(s, seat);
                    if (owed != null && owed.first()) {
                        extra.roundMoves(s, seat, out);
                    }
                }
                return out;
            }
            if (holder >= 0 || r.window() != Window.EXTRAS || r.ready().get(seat)) {
                return out;
            }
            if (owed(s, seat, false) == null) {
                out.add(new Ready());   // a target owes its answer first: ready is for a seat with nothing pending
            }
            for (Extra extra : s.rules().extras()) {
                extra.roundMoves(s, seat, out);
            }
            for (TileType give : TileType.values()) {
                if (s.inHand(seat, give) == 0) {
                    continue;
                }
                for (int other = 0; other < s.seats(); other++) {
                    if (other == seat) {
                        continue;
                    }
                    for (Extra extra : s.rules().extras()) {
                        extra.towards(s, seat, give, other, out);
                    }
                }
            }
            return out;
        }
        return RoundSteps.legal(s, seat);
    }

    // ---------------------------------------------------------------- deciding

    public void decide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        Round r = s.round();
        if (holder(s) >= 0) {
            pay(t, seat, move);
            if (holder(t.state()) < 0) {
                if (r.window() == Window.DEAL) {
                    dealt(t);
                } else {
                    stepEnded(t);
                }
            }
            return;
        }
        if (r.window() == Window.DECLARE) {
            pay(t, seat, move);
            if (t.state().round().window() == null) {
                draw(t);   // every declaration is in and revealed
            }
            return;
        }
        if (r.window() == Window.EXTRAS) {
            extrasMove(t, seat, move);
            return;
        }
        if (r.stage() == Stage.COMMIT) {
            if (!(move instanceof Commit)) {
                throw RuleViolation.illegal("wrongStep", "Step " + r.step() + " of the " + r.phase() + " phase takes"
                        + " every participant's 'commit' first.");
            }
        } else if (!(move instanceof Resolve)) {
            throw RuleViolation.illegal("wrongStep", "The commitments are revealed: step " + r.step() + " takes a"
                    + " 'resolve' from each participant with a legal option.");
        }
        QinRuleset.MOVES.handle(new Play.Deciding(t, true), seat, move);
    }

    /** [qin D32] COMMIT, in a step of a phase: {@link RoundSteps#commit}. */
    public static void commit(Play.Turn t, int seat, Commit c) {
        RoundSteps.commit(t, seat, c);
    }

    /** [qin D32] RESOLVE, once the step's commitments are revealed: {@link RoundSteps#resolve}. */
    public static void resolve(Play.Turn t, int seat, Resolve m) {
        RoundSteps.resolve(t, seat, m);
    }

    /** [qin D32] {@code seat} is done in the extras window, once it has answered every offer to it. */
    public static void ready(Play.Turn t, int seat) {
        Owed beforeReady = owed(t.state(), seat, false);
        if (beforeReady != null) {
            throw RuleViolation.illegal(beforeReady.code(), beforeReady.why());
        }
        t.emit(new ReadyDeclared(seat));
    }

    /** The move {@code seat} owes an extra first: refused unless it is that move, then decided by its extra. */
    private static void pay(Play.Turn t, int seat, QinMove move) {
        Owed first = owed(t.state(), seat, true);
        if (first != null && !first.move().equals(move.type())) {
            throw RuleViolation.illegal(first.code(), first.why());
        }
        if (!Play.byExtra(t, seat, move, true)) {
            throw RuleViolation.illegal("wrongStep", "The game is not waiting for a " + move.type() + ".");
        }
    }

    /**
     * Phase X [qin D32, D54, D55]: offers and destructions between any seats, each decided by its extra; receiving one
     * cancels {@code ready}. The window closes once every seat is ready and no extra holds a seat; a target answers
     * its offer before it may send ready, so no offer is open then [qin §5.4.3].
     */
    private static void extrasMove(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        Owed first = owed(s, seat, true);
        if (first != null && !first.move().equals(move.type())) {
            throw RuleViolation.illegal(first.code(), first.why());
        }
        if (move instanceof Ready) {
            QinRuleset.MOVES.handle(new Play.Deciding(t, true), seat, move);
        } else if (!Play.byExtra(t, seat, move, true)) {
            throw RuleViolation.illegal("wrongStep", WINDOW_MOVES.contains(move.getClass())
                    ? "This game's variant has no " + move.type() + "."
                    : "The extras window is open: offer, destroy, answer, or send 'ready' [qin D32].");
        }
        s = t.state();
        // every offer's target has answered it, since a target sends ready only then and a new offer cancels it
        if (s.round().ready().contains(false)) {
            return;
        }
        for (int other = 0; other < s.seats(); other++) {
            if (owed(s, other, true) != null) {
                return;
            }
        }
        actions(t);
    }

    // ---------------------------------------------------------------- the parts tested on their own

    /**
     * Draw-3, the allocation [qin D32] (Ex 8): each seat's demand when the supply covers them all; otherwise each
     * receives min(demand, L) for the largest L the supply covers, and the rest of the supply is discarded so that
     * every seat receiving the most receives equally many.
     *
     * @return the tiles each seat receives, in seat order
     */
    public static List<Integer> allocation(List<Integer> demands, int supply) {
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
    public static List<Integer> priority(int round, int seats) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < seats; k++) {
            out.add((round - 1 + k) % seats);
        }
        return List.copyOf(out);
    }
}
