package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.kit.Emitter;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * A sequential turn [qin §5.0]: the draw, the action step, the use step, {@code endTurn}, the end check [qin §5.2] and
 * the next turn. Every transition is an event; the modules of the game's {@link QinRules} say what each step holds.
 *
 * <p>Public for the game's own modules in {@code order/} and {@code extra/} (a turn order starts a turn, an extra
 * draws, builds and closes the draw step through it), not for the platform, which only sees {@link QinRuleset}.
 */
public final class Play {

    private Play() {
    }

    public static final class Turn extends Emitter<QinState, QinEvent> {
        Turn(QinState start) {
            super(start, QinState::apply);
        }
    }

    static List<QinEvent> decide(QinState state, int seat, QinMove move) {
        if (state.over()) {
            throw RuleViolation.illegal("gameOver", "The game is over.");
        }
        Turn t = new Turn(state);
        // [qin §5.4] the turn order's own decision between turns (the Pagoda auction's bids)
        List<ziggurat.engine.PendingDecision> own = state.rules().order().pending(state);
        if (!own.isEmpty()) {
            if (own.stream().noneMatch(p -> p.seat() == seat)) {
                throw RuleViolation.illegal("notYourDecision", "The game is waiting for seats "
                        + own.stream().map(p -> String.valueOf(p.seat())).toList() + ".");
            }
            state.rules().order().decide(t, seat, move);
            return List.copyOf(t.events());
        }
        Map<Integer, String> waiting = waitingFor(state);
        if (!waiting.isEmpty()) {
            // [qin §7.1] an answer is owed to another seat's command: only the seats that owe one, or await one, act
            if (!waiting.containsKey(seat)) {
                throw RuleViolation.illegal("notYourDecision", "The game is waiting for " + waiting + ".");
            }
            if (!byExtra(t, seat, move, false)) {
                throw RuleViolation.illegal("pendingResponse", "Nothing else can happen until the answer is in: seat "
                        + seat + " may only " + waiting.get(seat) + ".");
            }
            return List.copyOf(t.events());
        }
        if (state.active() != seat) {
            throw RuleViolation.illegal("notYourDecision", "The game is waiting for seat " + state.active() + ".");
        }
        if (state.owed(seat) > 0 && !(move instanceof TakeTile)) {
            throw RuleViolation.illegal("drawOwed", "You owe " + state.owed(seat) + " takeTile first [qin D56].");
        }
        if (byExtra(t, seat, move, false)) {
            return List.copyOf(t.events());
        }
        QinRuleset.Decision answers = QinRuleset.MOVES.decisionOf(move);
        if (answers == QinRuleset.Decision.TURN) {
            // a command of a later step closes an open draw step first [qin D16]
            closeDrawStep(t, seat);
            QinRuleset.MOVES.handle(new Deciding(t, false), seat, move);
        } else if (answers == QinRuleset.Decision.AUCTION) {
            throw RuleViolation.illegal("wrongStep", "No auction is open: bids are taken before a turn, not in it.");
        } else {
            throw RuleViolation.illegal("wrongStep", "This game's variant has no " + move.type() + ": its extra is not"
                    + " among the game's modules.");
        }
        return List.copyOf(t.events());
    }

    /**
     * What a handler of {@link QinRuleset#MOVES} plays a move onto: the turn's events, whether the move comes in the
     * Simultaneous round (where an extra decides its moves by its round rules [qin D32]), and whether the extra that
     * owns the move took it.
     */
    public static final class Deciding {
        private final Turn turn;
        private final boolean round;
        private boolean taken = true;

        public Deciding(Turn turn, boolean round) {
            this.turn = turn;
            this.round = round;
        }

        public Turn turn() {
            return turn;
        }

        /**
         * The game's extra of class {@code owner} decides {@code move}: in a sequential turn, or by its round rules in
         * the round. Not taken when the game's variant lacks that extra, or when the extra takes no such move now.
         */
        void byExtra(Class<? extends Extra> owner, int seat, QinMove move) {
            for (Extra extra : turn.state().rules().extras()) {
                if (extra.getClass() == owner) {
                    taken = round ? extra.roundDecide(turn, seat, move) : extra.decide(turn, seat, move);
                    return;
                }
            }
            taken = false;
        }
    }

    /**
     * An extra's move ({@link QinRuleset.Decision#EXTRA}), decided by the extra {@link QinRuleset#MOVES} names as its
     * owner, in a sequential turn or ({@code round}) in the Simultaneous round: true when decided (or refused with the
     * rules' code); false for any other move, or when the game's variant lacks its extra, or that extra takes it not
     * now.
     */
    public static boolean byExtra(Turn t, int seat, QinMove move, boolean round) {
        if (QinRuleset.MOVES.decisionOf(move) != QinRuleset.Decision.EXTRA) {
            return false;
        }
        Deciding d = new Deciding(t, round);
        QinRuleset.MOVES.handle(d, seat, move);
        return d.taken;
    }

    /** The seats the extras wait for, each with what it owes [qin §7.1]; empty when the turn is free. */
    public static Map<Integer, String> waitingFor(QinState s) {
        Map<Integer, String> out = new TreeMap<>();
        for (Extra extra : s.rules().extras()) {
            extra.waitingFor(s, out);
        }
        return out;
    }

    /**
     * For an extra's move of the active seat that needs the turn free [qin §5.0]: nothing answered is owed
     * ({@code pendingResponse}), and the seat owes no draw ({@code drawOwed}).
     */
    public static void requireFree(QinState s, int seat) {
        if (!waitingFor(s).isEmpty()) {
            throw RuleViolation.illegal("pendingResponse", "An answer is owed first: " + waitingFor(s) + ".");
        }
        if (s.active() != seat) {
            throw RuleViolation.illegal("notYourDecision", "The game is waiting for seat " + s.active() + ".");
        }
        if (s.owed(seat) > 0) {
            throw RuleViolation.illegal("drawOwed", "You owe " + s.owed(seat) + " takeTile first [qin D56].");
        }
    }

    // ---------------------------------------------------------------- the draw step

    /**
     * {@code count} tiles due to {@code seat}, capped at what the supply can still give [qin D53, D56]: owed under an
     * extra that takes draws its own way ({@code mas}), else from the top of the pile at once.
     */
    public static void draw(Turn t, int seat, int count, DrawReason reason) {
        QinState s = t.state();
        int n = Math.min(count, s.unclaimed());
        if (n <= 0) {
            return;
        }
        for (Extra extra : s.rules().extras()) {
            if (extra.draw(t, seat, n, reason)) {
                return;
            }
        }
        t.emit(new TilesDrawn(seat, List.copyOf(s.pileOrder().subList(0, n)), n, reason));
    }

    /**
     * [qin D16] closes an open draw step when a command of a later step or of the extras comes: the action step, its
     * most actions fixed now [qin D28]; refused with {@code drawOwed} while draws are owed. Nothing when it is closed.
     */
    public static void closeDrawStep(Turn t, int seat) {
        QinState s = t.state();
        if (s.step() != Step.DRAW) {
            return;
        }
        if (s.owed(seat) > 0) {
            throw RuleViolation.illegal("drawOwed", "You owe " + s.owed(seat) + " takeTile first [qin D56].");
        }
        afterDraw(t, seat);
    }

    /** The step after the draw: the action step, its most actions fixed now [qin D28], or the next with any. */
    private static void afterDraw(Turn t, int seat) {
        QinState s = t.state();
        int actions = s.rules().content().actions(s, seat, s.handSize(seat));
        if (actions > 0) {
            t.emit(new StepStarted(seat, Step.ACTION, actions));
        } else {
            t.emit(new StepStarted(seat, s.rules().uses() > 0 ? Step.USE : Step.END, s.rules().uses()));
        }
    }

    /** The draw step ends by itself once its draws are taken, unless an extra keeps it open [qin D16]. */
    public static void drawsTaken(Turn t, int seat) {
        QinState s = t.state();
        if (s.step() == Step.DRAW && s.owed(seat) == 0
                && s.rules().extras().stream().noneMatch(Extra::keepsDrawStepOpen)) {
            closeDrawStep(t, seat);
        }
    }

    /** {@code s} with its draw step closed, as the next command of a later step would find it. */
    static QinState closed(QinState s, int seat) {
        Turn t = new Turn(s);
        closeDrawStep(t, seat);
        return t.state();
    }

    private static String owed(QinState s) {
        return s.rules().content().buys() ? "place a tile or buy a pagoda" : "place a tile";
    }

    // ---------------------------------------------------------------- the action step

    private static void requireAction(QinState s) {
        if (s.step() != Step.ACTION) {
            throw RuleViolation.illegal("wrongStep", "Tiles are placed and pagodas bought in the action step; the"
                    + " turn is in its " + s.step() + " step.");
        }
    }

    static void place(Turn t, int seat, PlaceTile m) {
        QinState s = t.state();
        requireAction(s);
        if (s.inHand(seat, m.tile()) == 0) {
            throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
        }
        Cell a = m.cells().get(0);
        Cell b = m.cells().get(1);
        TileColour[] halves = {m.tile().first(), m.tile().second()};
        for (int i = 0; i < 2; i++) {
            Cell c = m.cells().get(i);
            if (c.colour() != null && c.colour() != halves[i]) {
                throw RuleViolation.illegal("colourMismatch", "cells[" + i + "] " + c + " gets " + halves[i]
                        + " from a " + m.tile() + " tile, not " + c.colour() + ".");
            }
        }
        Placement.Refusal refusal = Placement.check(s, seat, a.row(), a.col(), b.row(), b.col());
        if (refusal != null) {
            throw RuleViolation.illegal(refusal.code(), refusal.message());
        }
        Board board = s.board();
        int ia = board.index(a.row(), a.col());
        int ib = board.index(b.row(), b.col());
        List<Integer> villages = Placement.villagesFounded(s, ia, ib);
        List<PagodaColour> chosen = villageColours(s, villages, m.villagePagodas());
        List<int[]> sitesBefore = s.rules().content().buildsSites() ? Patterns.sites(s) : List.of();
        t.emit(new TilePlaced(seat, m.tile(), List.of(new Square(a.row(), a.col()), new Square(b.row(), b.col()))));
        for (int i = 0; i < villages.size(); i++) {
            int v = villages.get(i);
            t.emit(new VillageFounded(seat, v / board.cols(), v % board.cols()));
            if (chosen.get(i) != null) {
                build(t, seat, chosen.get(i), v / board.cols(), v % board.cols(), BuildKind.VILLAGE);
            }
        }
        if (s.rules().content().buildsSites()) {
            buildNewSites(t, seat, sitesBefore);
        }
        afterAction(t, seat);
    }

    /**
     * The colour chosen for each village the placement founds, or null for one founded without a pagoda because no
     * colour in play has supply left [qin D49]; refused with {@code villagePagodaColourRequired} unless the move names
     * exactly those villages, each with a colour it may have.
     */
    public static List<PagodaColour> villageColours(QinState s, List<Integer> villages, List<VillagePagoda> given) {
        Board board = s.board();
        int[] supply = new int[PagodaColour.values().length];
        for (PagodaColour c : s.rules().pagodas().colours()) {
            supply[c.ordinal()] = s.supply(c);
        }
        List<PagodaColour> chosen = new ArrayList<>();
        List<VillagePagoda> expected = new ArrayList<>();
        List<String> allowed = new ArrayList<>();
        boolean ok = true;
        for (int v : villages) {
            List<PagodaColour> open = new ArrayList<>();
            for (PagodaColour c : s.rules().pagodas().colours()) {
                if (supply[c.ordinal()] > 0) {
                    open.add(c);
                }
            }
            open.sort(null);
            if (open.isEmpty()) {
                chosen.add(null);
                continue;
            }
            if (allowed.isEmpty()) {
                open.forEach(c -> allowed.add(c.toString()));
            }
            VillagePagoda named = given.stream().filter(g -> board.index(g.row(), g.col()) == v).findFirst().orElse(null);
            if (named == null || !open.contains(named.colour())) {
                ok = false;
                chosen.add(null);
            } else {
                supply[named.colour().ordinal()]--;
                chosen.add(named.colour());
                expected.add(named);
            }
        }
        if (!ok || !expected.equals(given)) {
            List<Map<String, Object>> cells = new ArrayList<>();
            for (int i = 0; i < villages.size(); i++) {
                Map<String, Object> c = new LinkedHashMap<>();
                c.put("row", villages.get(i) / board.cols());
                c.put("col", villages.get(i) % board.cols());
                cells.add(c);
            }
            Map<String, Object> ext = new LinkedHashMap<>();
            ext.put("villages", cells);
            ext.put("allowedColours", allowed);
            String detail = villages.isEmpty()
                    ? "This placement founds no village; send no 'villagePagodas'."
                    : "This placement founds " + (villages.size() == 1 ? "the village at " : "the villages at ")
                    + String.join(" and ", cells.stream().map(c -> "(" + c.get("row") + "," + c.get("col") + ")").toList())
                    + "; 'villagePagodas' must name each with a colour in play that is left in the supply ("
                    + String.join(", ", allowed) + ").";
            throw RuleViolation.illegal("villagePagodaColourRequired", detail, ext);
        }
        return chosen;
    }

    /**
     * [qin §5.3, §5.5.1] whether {@code seat} may buy a {@code colour} pagoda at {@code c} for {@code discard}: the
     * turn content has buys, the hand holds the tiles, the colour is in play and in the supply, and the cell is a
     * site of its pattern. Sequential buys and the APPLY of a simultaneous round ask the same.
     */
    public static void requireBuyable(QinState s, int seat, Cell c, PagodaColour colour, List<TileType> discard) {
        if (!s.rules().content().buys()) {
            throw RuleViolation.illegal("wrongStep", "Pagodas are not bought under War campaign; they are built where"
                    + " placements make sites.");
        }
        if (!s.holds(seat, discard)) {
            throw RuleViolation.illegal("tileNotInHand", "Your hand does not hold the tiles " + discard + ".");
        }
        if (!s.rules().pagodas().colours().contains(colour)) {
            throw RuleViolation.illegal("colourNotInPlay", colour + " pagodas are not in play in this variant.");
        }
        if (s.supply(colour) == 0) {
            throw RuleViolation.illegal("pagodaSupplyEmpty", "No " + colour + " pagoda is left in the supply.");
        }
        if (!s.board().on(c.row(), c.col()) || !Patterns.site(s, c.row(), c.col(), colour)) {
            throw RuleViolation.illegal("noLegalSite", c + " is not a legal site for a " + colour
                    + " pagoda: its pattern is not found there in one colour, or the cell is taken.");
        }
    }

    static void buy(Turn t, int seat, BuyPagoda m) {
        QinState s = t.state();
        requireAction(s);
        Cell c = m.cell();
        requireBuyable(s, seat, c, m.colour(), m.discard());
        t.emit(new TilesDiscarded(seat, m.discard()));
        build(t, seat, m.colour(), c.row(), c.col(), BuildKind.BOUGHT);
        afterAction(t, seat);
    }

    /** A pagoda built by {@code seat}, and the claim of its colour under Player colours [qin D41]. */
    public static void build(Turn t, int seat, PagodaColour colour, int row, int col, BuildKind how) {
        QinState s = t.state();
        int level = s.pagodasOn(s.board().index(row, col));
        t.emit(new PagodaBuilt(seat, "P" + s.nextPagoda, colour, row, col, level, how));
        s = t.state();
        if (s.rules().pagodas().claimsColours() && s.claimedBy(seat) == null && s.claimer(colour) < 0) {
            t.emit(new ColourClaimed(seat, colour, s.supply(colour) > 0));
        }
        for (Extra extra : s.rules().extras()) {
            extra.afterBuild(t, seat);
        }
    }

    /** [qin D29] a pagoda at every site the placement made, one per cell, row-major then colour order. */
    public static void buildNewSites(Turn t, int seat, List<int[]> before) {
        List<int[]> after = Patterns.sites(t.state());
        int lastCell = -1;
        for (int[] site : after) {
            boolean old = before.stream().anyMatch(b -> b[0] == site[0] && b[1] == site[1] && b[2] == site[2]);
            int cell = t.state().board().index(site[0], site[1]);
            PagodaColour colour = PagodaColour.values()[site[2]];
            if (old || cell == lastCell || t.state().supply(colour) == 0) {
                continue;
            }
            build(t, seat, colour, site[0], site[1], BuildKind.PATTERN);
            lastCell = cell;
        }
    }

    private static void afterAction(Turn t, int seat) {
        QinState s = t.state();
        if (s.done >= s.max) {
            advance(t, seat);
        }
    }

    /** The step after the current one: the use step when the game has uses, then the end [qin D59]. */
    private static void advance(Turn t, int seat) {
        QinState s = t.state();
        int uses = s.rules().uses();
        if (s.step() == Step.ACTION && uses > 0) {
            t.emit(new StepStarted(seat, Step.USE, uses));
        } else {
            t.emit(new StepStarted(seat, Step.END, 0));
        }
    }

    // ---------------------------------------------------------------- the use step

    /**
     * [qin §5.5.3] a pagoda the seat owns, not inert and not used yet this turn [qin D30], with an effect its module
     * allows; the step ends when its uses are spent.
     */
    static void use(Turn t, int seat, UsePagoda m) {
        QinState s = t.state();
        if (s.step() != Step.USE) {
            throw RuleViolation.illegal("wrongStep", s.rules().uses() == 0
                    ? (s.rules().pagodas().hasUses() ? "By provinces has no use step: pagodas are not used in its"
                    + " turns." : "Pagodas have no uses under '" + s.rules().pagodas().syllable() + "'.")
                    : "Pagodas are used in the use step, after the action step; the turn is in its " + s.step()
                    + " step.");
        }
        Pagoda used = m.pagoda().in(s);
        if (used == null) {
            Placement.Refusal r = Uses.missing(m.pagoda());
            throw RuleViolation.illegal(r.code(), r.message());
        }
        if (s.rules().villages().inert(s, used)) {
            throw RuleViolation.illegal("notUsable", Uses.name(used) + " stands in a Trash-bin village: it is inert,"
                    + " and nobody uses it.");
        }
        List<Integer> owners = s.owners(used);
        if (!owners.contains(seat)) {
            throw RuleViolation.illegal("notOwner", "You do not own " + Uses.name(used) + (owners.isEmpty()
                    ? "; nobody does." : "; seat" + (owners.size() == 1 ? " " : "s ") + String.join(" and ",
                    owners.stream().map(String::valueOf).toList()) + (owners.size() == 1 ? " does." : " do.")));
        }
        if (s.usedThisTurn(used.id())) {
            throw RuleViolation.illegal("alreadyUsedThisTurn", used.id() + " has been used this turn already: each use"
                    + " names a different pagoda.");
        }
        Placement.Refusal refusal = s.rules().pagodas().refuseUse(s, seat, used, m.effect());
        if (refusal != null) {
            throw RuleViolation.illegal(refusal.code(), refusal.message());
        }
        t.emit(Uses.event(s, seat, used, m.effect()));
        afterAction(t, seat);
    }

    /** [qin §5.0, D14] {@code pass}: the current step ends, when it may. */
    static void pass(Turn t, int seat) {
        QinState s = t.state();
        if (s.step() == Step.END) {
            throw RuleViolation.illegal("wrongStep", "Every step of this turn is over: only endTurn is left.");
        }
        if (!passAllowed(s, seat)) {
            throw RuleViolation.illegal("mandatoryActionAvailable", "The " + s.step() + " step cannot be passed: "
                    + owed(s) + ".");
        }
        advance(t, seat);
    }

    // ---------------------------------------------------------------- what is owed

    /** [qin D14] {@code pass} ends the step: optional, its minimum met, or no legal option. */
    static boolean passAllowed(QinState s, int seat) {
        return passAllowed(s, () -> LegalMoves.anyAction(s, seat));
    }

    /**
     * As {@link #passAllowed(QinState, int)}, told whether the action step has any legal option [qin D26]: a listing
     * has just worked its options out, and asks it only when the minimum is not met.
     */
    static boolean passAllowed(QinState s, BooleanSupplier anyAction) {
        if (s.step() == Step.USE) {
            return true;
        }
        if (s.step() != Step.ACTION) {
            return false;
        }
        int min = s.rules().content().everyActionOwed() ? s.max : 1;
        return s.done >= min || !anyAction.getAsBoolean();
    }

    // ---------------------------------------------------------------- turns

    /** [qin §5.0, D15] {@code endTurn}: every remaining step ends, when the owed actions allow it. */
    static void endTurnMove(Turn t, int seat) {
        QinState state = t.state();
        if (state.step() != Step.END && !passAllowed(state, seat)) {
            throw RuleViolation.illegal("mandatoryActionAvailable", "The turn cannot end yet: " + owed(state)
                    + ".");
        }
        endTurn(t, seat);
    }

    private static void endTurn(Turn t, int seat) {
        t.emit(new TurnEnded(seat, t.state().turn()));
        GameEnded end = endCheck(t.state());
        if (end != null) {
            t.emit(end);
            return;
        }
        t.state().rules().order().next(t);
    }

    /**
     * The turn of {@code seat}: its draw, then its action step; the draw step stays open while draws are owed or an
     * extra keeps it open [qin D16].
     */
    public static void startTurn(Turn t, int seat) {
        QinState s = t.state();
        t.emit(new TurnStarted(s.turn() + 1, seat));
        draw(t, seat, s.rules().content().draws(t.state(), seat), DrawReason.TURN);
        s = t.state();
        if (s.owed(seat) > 0 || s.rules().extras().stream().anyMatch(Extra::keepsDrawStepOpen)) {
            t.emit(new StepStarted(seat, Step.DRAW, 0));
        } else {
            afterDraw(t, seat);
        }
    }

    /** [qin §5.2, D21, D22] every condition that holds at the end of a turn, and the winner; null while none does. */
    public static GameEnded endCheck(QinState s) {
        List<String> reasons = new ArrayList<>();
        for (EndRule e : s.rules().ends()) {
            if (e.holds(s)) {
                reasons.add(e.id());
            }
        }
        boolean empty = true;
        for (int seat = 0; seat < s.seats(); seat++) {
            empty &= s.handSize(seat) == 0;
        }
        if (empty) {
            reasons.add("noTilesInAnyHand");
        }
        if (s.idle >= s.rules().order().stallLimit(s.seats())) {
            reasons.add("stalled");
        }
        return reasons.isEmpty() ? null : result(s, reasons);
    }

    static GameEnded result(QinState s, List<String> reasons) {
        WinnerRule.Verdict verdict = new WinnerRule.Verdict();
        List<Integer> all = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            all.add(seat);
        }
        int winner = s.rules().winner().among(s, all, verdict);
        Map<String, Map<String, Integer>> measures = new TreeMap<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            Map<String, Integer> m = new TreeMap<>(verdict.measures.getOrDefault(seat, Map.of()));
            m.put("lastTurn", s.lastTurn(seat));
            measures.put(String.valueOf(seat), m);
        }
        return new GameEnded(winner, reasons, measures, verdict.tieBreaks);
    }
}
