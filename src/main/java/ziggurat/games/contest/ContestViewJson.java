package ziggurat.games.contest;

import java.util.List;
import ziggurat.engine.CanonicalJson;
import ziggurat.games.contest.ContestEvent.Strengths;
import ziggurat.games.contest.ContestView.Cell;
import ziggurat.games.contest.ContestView.Column;
import ziggurat.games.contest.ContestView.Committed;
import ziggurat.games.contest.ContestView.ConflictView;
import ziggurat.games.contest.ContestView.Discard;
import ziggurat.games.contest.ContestView.Display;
import ziggurat.games.contest.ContestView.Hand;
import ziggurat.games.contest.ContestView.LeaderView;
import ziggurat.games.contest.ContestView.Pending;
import ziggurat.games.contest.ContestView.SeatView;
import ziggurat.games.contest.ContestView.Turn;
import ziggurat.games.contest.ContestView.VictoryPile;
import ziggurat.games.contest.PendingDecisions.ActionDetails;
import ziggurat.games.contest.PendingDecisions.BuildShipDetails;
import ziggurat.games.contest.PendingDecisions.ChooseConflictDetails;
import ziggurat.games.contest.PendingDecisions.CommitSupportDetails;
import ziggurat.games.contest.PendingDecisions.TakeTreasureDetails;

/**
 * The canonical JSON of {@link ContestView}, which the state hash is taken over: every record of the view with its
 * fields in the order of their names, as {@link CanonicalJson} requires.
 */
final class ContestViewJson {

    private ContestViewJson() {
    }

    /**
     * The parts of the view most often unchanged from one event to the next, and most of its bytes: the display
     * (columns by position), the seats and the deck (see {@link CanonicalJson.Reusable}).
     */
    private static final CanonicalJson.Reusable<Column> COLUMNS =
            new CanonicalJson.Reusable<>(ContestState.COLUMNS, ContestViewJson::column);
    private static final CanonicalJson.Reusable<SeatView> SEATS =
            new CanonicalJson.Reusable<>(4, ContestViewJson::seat);
    private static final CanonicalJson.Reusable<List<Colour>> DECK =
            new CanonicalJson.Reusable<>(1, (out, deck) -> out.array(deck, CanonicalJson::enumValue));

    static void view(CanonicalJson out, ContestView v) {
        out.beginObject()
                .field("committedCards", v.committedCards())
                .object("conflict", v.conflict(), ContestViewJson::conflict)
                .reused("deck", v.deck(), DECK)
                .field("deckCount", v.deckCount())
                .object("discard", v.discard(), ContestViewJson::discard)
                .object("display", v.display(), ContestViewJson::display)
                .field("ended", v.ended())
                .object("options", v.options(), ContestViewJson::options)
                .object("pending", v.pending(), ContestViewJson::pending)
                .reusedList("seats", v.seats(), SEATS)
                .enums("setAside", v.setAside())
                .field("setAsideCount", v.setAsideCount())
                .enums("shipsAvailable", v.shipsAvailable())
                .field("stacked", v.stacked())
                .object("turn", v.turn(), ContestViewJson::turn)
                .endObject();
    }

    private static void options(CanonicalJson out, ContestOptions o) {
        out.beginObject()
                .field("openVictoryPiles", o.openVictoryPiles())
                .field("twoPlayerDeckReduction", o.twoPlayerDeckReduction())
                .endObject();
    }

    private static void display(CanonicalJson out, Display d) {
        out.beginObject()
                .reusedList("columns", d.columns(), COLUMNS)
                .list("gaps", d.gaps(), ContestViewJson::cell)
                .list("kingdoms", d.kingdoms(), ContestViewJson::kingdom)
                .endObject();
    }

    private static void kingdom(CanonicalJson out, List<Integer> cells) {
        out.array(cells, CanonicalJson::integer);
    }

    private static void column(CanonicalJson out, Column c) {
        out.beginObject()
                .list("cells", c.cells(), ContestViewJson::cell)
                .endObject();
    }

    private static void cell(CanonicalJson out, Cell c) {
        out.beginObject()
                .field("card", c.card())
                .field("color", c.color())
                .object("leader", c.leader(), ContestViewJson::leader)
                .field("ship", c.ship())
                .endObject();
    }

    private static void leader(CanonicalJson out, LeaderView l) {
        out.beginObject()
                .field("color", l.color())
                .field("seat", l.seat())
                .endObject();
    }

    private static void discard(CanonicalJson out, Discard d) {
        out.beginObject()
                .field("black", d.black())
                .field("blue", d.blue())
                .field("catastrophe", d.catastrophe())
                .field("green", d.green())
                .field("red", d.red())
                .endObject();
    }

    private static void seat(CanonicalJson out, SeatView s) {
        out.beginObject()
                .field("catastropheUsed", s.catastropheUsed())
                .field("dynasty", s.dynasty())
                .object("hand", s.hand(), ContestViewJson::hand)
                .field("handCount", s.handCount())
                .field("name", s.name())
                .field("seat", s.seat())
                .enums("supply", s.supply())
                .object("victoryPile", s.victoryPile(), ContestViewJson::victoryPile)
                .endObject();
    }

    private static void hand(CanonicalJson out, Hand h) {
        out.beginObject()
                .field("black", h.black())
                .field("blue", h.blue())
                .field("green", h.green())
                .field("red", h.red())
                .endObject();
    }

    private static void victoryPile(CanonicalJson out, VictoryPile p) {
        out.beginObject()
                .field("count", p.count())
                .map("counts", p.counts(), CanonicalJson::integer)
                .field("top", p.top())
                .endObject();
    }

    private static void turn(CanonicalJson out, Turn t) {
        out.beginObject()
                .field("actionsTaken", t.actionsTaken())
                .field("active", t.active())
                .endObject();
    }

    static void conflict(CanonicalJson out, ConflictView c) {
        out.beginObject()
                .field("attacker", c.attacker())
                .object("base", c.base(), ContestViewJson::strengths)
                .field("color", c.color())
                .object("committed", c.committed(), ContestViewJson::committed)
                .field("defender", c.defender())
                .field("kind", c.kind())
                .field("supportColor", c.supportColor())
                .endObject();
    }

    private static void strengths(CanonicalJson out, Strengths s) {
        out.beginObject()
                .field("attacker", s.attacker())
                .field("defender", s.defender())
                .endObject();
    }

    private static void committed(CanonicalJson out, Committed c) {
        out.beginObject()
                .field("attacker", c.attacker())
                .endObject();
    }

    private static void pending(CanonicalJson out, Pending p) {
        out.beginObject()
                .field("decision", p.decision())
                .object("details", p.details(), ContestViewJson::details)
                .field("seat", p.seat())
                .endObject();
    }

    /** The details of each kind of decision (see {@link PendingDecisions}). */
    private static void details(CanonicalJson out, Object details) {
        if (details instanceof ActionDetails a) {
            out.beginObject().field("actionsLeft", a.actionsLeft()).endObject();
        } else if (details instanceof ChooseConflictDetails c) {
            out.beginObject().enums("colors", c.colors()).endObject();
        } else if (details instanceof CommitSupportDetails c) {
            out.beginObject()
                    .object("conflict", c.conflict(), ContestViewJson::conflict)
                    .field("held", c.held())
                    .endObject();
        } else if (details instanceof BuildShipDetails b) {
            out.beginObject()
                    .field("col", b.col())
                    .ints("rows", b.rows())
                    .enums("ships", b.ships())
                    .endObject();
        } else if (details instanceof TakeTreasureDetails t) {
            out.beginObject()
                    .ints("columns", t.columns())
                    .field("redCards", t.redCards())
                    .endObject();
        } else {
            out.any(details);
        }
    }
}
