package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.QinEvent.DrawReason;
import ziggurat.games.qin.QinEvent.PagodasSold;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove.SellPagodas;

/**
 * [qin §5.7.1, D52] {@code mai}, Selling pagodas: while the draw step is open, 2·j of one's own pagodas go back to the
 * pagoda supply for j tiles, drawn at once (owed under {@code mas}); as often as one likes, while the supply has j.
 * The draw step therefore stays open until a command of a later step or of the extras closes it [qin D16].
 */
record SellingPagodas() implements Extra {

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
    static Choice choice(QinState s, int seat, SellPagodas sale) {
        return new Choice("pagodas", sale.pagodas().size(), sellable(s, seat));
    }

    /** The seat's pagodas that may be sold, by id in board order: its own and not inert in a village. */
    static List<String> sellable(QinState s, int seat) {
        List<String> mine = new ArrayList<>();
        for (Pagoda p : s.pagodas()) {
            if (!s.rules().villages().inert(s, p) && s.owners(p).contains(seat)) {
                mine.add(p.id());
            }
        }
        return mine;
    }
}
