package ziggurat.games.qin.extra;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.Choice;
import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Pagoda;
import ziggurat.games.qin.PagodaRef;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.DeclarationsOpened;
import ziggurat.games.qin.QinEvent.DeclarationsRevealed;
import ziggurat.games.qin.QinEvent.DrawDeclared;
import ziggurat.games.qin.QinEvent.DrawReason;
import ziggurat.games.qin.QinEvent.PagodasSold;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.DeclareDraw;
import ziggurat.games.qin.QinMove.SellPagodas;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.order.Round;

/**
 * [qin §5.7.1, D52, D58] {@code mai}, Selling pagodas: the owner of {@code sellPagodas} (a sequential turn) and
 * {@code declareDraw} (the Simultaneous round). In a sequential turn, while the draw step is open, 2·j of one's own
 * pagodas go back to the pagoda supply for j tiles, drawn at once (owed under {@code mas}); as often as one likes,
 * while the supply has j. The draw step therefore stays open until a command of a later step or of the extras closes it
 * [qin D16]. Under {@code niu}, each seat owning two pagodas to sell declares its sale sealed in Draw-1; the pairs kept
 * add to its demand, and are paid for the tiles it receives beyond its base [qin D32, D58].
 */
public record SellingPagodas() implements Extra {

    /** What a seat owes this extra in the round: one value, for every seat that owes it. */
    private static final Owed DECLARE = new Owed("declareDraw", true, "wrongStep",
            "Draw-1 takes every declarer's 'declareDraw' first [qin D32].");

    /** The seat's pagodas that may be sold, by id in board order: its own and not inert in a village. */
    public static List<String> sellable(QinState s, int seat) {
        List<String> mine = new ArrayList<>();
        for (Pagoda p : s.pagodas()) {
            if (!s.rules().villages().inert(s, p) && s.owners(p).contains(seat)) {
                mine.add(p.id());
            }
        }
        return mine;
    }

    // ---------------------------------------------------------------- a sequential turn

    @Override
    public boolean keepsDrawStepOpen() {
        return true;
    }

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        if (!(move instanceof SellPagodas m)) {
            return false;
        }
        QinState s = t.state();
        Play.requireFree(s, seat);
        if (s.step() != Step.DRAW) {
            throw RuleViolation.illegal("wrongStep", "Pagodas are sold only in the draw step, before any other"
                    + " command of the turn [qin D52]; the turn is in its " + s.step() + " step.");
        }
        if (m.pagodas().isEmpty() || m.pagodas().size() % 2 != 0) {
            throw RuleViolation.illegal("notUsable", "Pagodas are sold two for a tile [qin D52]: name an even number"
                    + " of them, at least two, not " + m.pagodas().size() + ".");
        }
        List<String> ids = new ArrayList<>();
        for (PagodaRef ref : m.pagodas()) {
            Pagoda p = ref.in(s);
            if (p == null) {
                throw RuleViolation.illegal("noSuchPagoda", "No pagoda " + ref + " is on the board.");
            }
            if (ids.contains(p.id())) {
                throw RuleViolation.illegal("noSuchPagoda", "Pagoda " + p.id() + " is named twice.");
            }
            if (s.rules().villages().inert(s, p)) {
                throw RuleViolation.illegal("notUsable", "Pagoda " + p.id() + " stands in a village: it is inert and"
                        + " cannot be sold [qin §5.6.2].");
            }
            if (!s.owners(p).contains(seat)) {
                throw RuleViolation.illegal("notOwner", "Pagoda " + p.id() + " is not yours to sell.");
            }
            ids.add(p.id());
        }
        int j = ids.size() / 2;
        if (s.unclaimed() < j) {
            throw RuleViolation.illegal("supplyEmpty", "The supply holds " + s.unclaimed() + " tiles to draw, fewer"
                    + " than the " + j + " these pagodas would buy.");
        }
        t.emit(new PagodasSold(seat, ids));
        Play.draw(t, seat, j, DrawReason.SALE);
        return true;
    }

    /**
     * Each even number of one's sellable pagodas the supply can pay for, once, naming the first of them in board
     * order: listing every set would list 2ⁿ sales. {@link #choice} tells beside each which pagodas it may name.
     */
    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (s.step() != Step.DRAW || s.active() != seat || s.owed(seat) > 0 || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        List<String> mine = sellable(s, seat);
        int most = Math.min(mine.size() / 2, s.unclaimed());
        for (int j = 1; j <= most; j++) {
            out.add(new SellPagodas(mine.subList(0, 2 * j).stream().map(PagodaRef::id).toList()));
        }
    }

    /** Beside a listed sale: the same number of any of the seat's sellable pagodas may go instead. */
    public static Choice choice(QinState s, int seat, SellPagodas sale) {
        return new Choice("pagodas", sale.pagodas().size(), sellable(s, seat));
    }

    // ---------------------------------------------------------------- Draw-1 of the Simultaneous round

    /** Draw-1 opens [qin D32] when any seat owns two pagodas to sell: those seats owe their sealed declarations. */
    @Override
    public boolean opensBeforeDraw(Play.Turn t) {
        QinState s = t.state();
        List<Integer> declarers = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (sellable(s, seat).size() >= 2) {
                declarers.add(seat);
            }
        }
        if (declarers.isEmpty()) {
            return false;
        }
        t.emit(new DeclarationsOpened(s.round().number(), declarers));
        return true;
    }

    @Override
    public @Nullable Owed owed(QinState s, int seat) {
        return s.round() == null || !s.round().declares(seat) ? null : DECLARE;
    }

    /**
     * Draw-1: selling nothing first (the most passive), then each even number of one's sellable pagodas once, naming
     * the first of them in board order: listing every set would list 2ⁿ; {@link #choice(QinState, int, DeclareDraw)}
     * tells which it may name.
     */
    @Override
    public void roundMoves(QinState s, int seat, List<QinMove> out) {
        if (s.round() == null || !s.round().declares(seat)) {
            return;
        }
        List<String> mine = sellable(s, seat);
        for (int j = 0; 2 * j <= mine.size(); j++) {
            out.add(new DeclareDraw(mine.subList(0, 2 * j).stream().map(PagodaRef::id).toList()));
        }
    }

    /** Beside a listed declaration: the same number of any of the seat's sellable pagodas may go instead. */
    public static @Nullable Choice choice(QinState s, int seat, DeclareDraw d) {
        return d.sell().isEmpty() ? null : new Choice("sell", d.sell().size(), sellable(s, seat));
    }

    /**
     * Draw-1 [qin D32]: an even number of one's own sellable pagodas, sealed; once every declaration is in, each is
     * revealed as it stays [qin D58], which closes Draw-1.
     */
    @Override
    public boolean roundDecide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (!(move instanceof DeclareDraw d) || s.round() == null || !s.round().declares(seat)) {
            return false;
        }
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
            if (!sellable(s, seat).contains(p.id())) {
                throw RuleViolation.illegal("notOwner", "Pagoda " + p.id() + " is not yours to sell: you sell pagodas"
                        + " you own, not inert in a village.");
            }
            ids.add(p.id());
        }
        t.emit(new DrawDeclared(seat, ids));
        Round r = t.state().round();
        for (int other = 0; other < s.seats(); other++) {
            if (r.declares(other)) {
                return true;
            }
        }
        t.emit(new DeclarationsRevealed(kept(r.declarations(), r.priority())));
        return true;
    }

    /**
     * [qin D58] each pagoda stays only in the declaration of the first of its declarers in priority order, then a list
     * left odd loses its last pagoda; per seat, empty for a seat that declared nothing.
     */
    public static List<List<String>> kept(List<List<String>> declared, List<Integer> priority) {
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

    /** The pairs of pagodas {@code seat} sells this round: half of what stays of its declaration [qin D58]. */
    @Override
    public int demand(QinState s, int seat) {
        List<String> sell = s.round().declarations().get(seat);
        return sell == null ? 0 : sell.size() / 2;
    }

    /** Draw-4: two pagodas for each tile received beyond the base, the first listed first, in priority order. */
    @Override
    public void allocated(Play.Turn t, List<Integer> base, List<Integer> got) {
        Round r = t.state().round();
        for (int seat : r.priority()) {
            int paid = 2 * Math.min(demand(t.state(), seat), Math.max(0, got.get(seat) - base.get(seat)));
            if (paid > 0) {
                t.emit(new PagodasSold(seat, r.declarations().get(seat).subList(0, paid)));
            }
        }
    }
}
