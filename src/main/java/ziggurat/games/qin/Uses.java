package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.Effect.Direction;
import ziggurat.games.qin.Effect.Mover;
import ziggurat.games.qin.Placement.Refusal;
import ziggurat.games.qin.QinEvent.PagodaMoved;
import ziggurat.games.qin.QinEvent.PagodaRecoloured;

/**
 * Using a pagoda [qin §5.5.3]: the checks of each effect, each refusal a code of [qin §7] with a sentence, the event a
 * legal use causes, and the effects worth checking for one pagoda (the legal moves keep those the checks allow). The
 * pagoda modules say which effects they have ({@link PagodaRules#refuseUse}); whose the used pagoda is and whether it
 * was used already this turn are checked before, by the turn.
 */
public final class Uses {

    private Uses() {
    }

    // ---------------------------------------------------------------- colour powers

    /** [qin D44] green: another pagoda in its 5×5 area, not inert, moves one cell N, E, S or W to a free cell. */
    static Refusal green(QinState s, Pagoda used, Effect e) {
        Pagoda target = e.target().in(s);
        Refusal r = inArea(s, used, target, e.target(), "moves");
        if (r != null) {
            return r;
        }
        return destination(s, target.row() + e.direction().dr, target.col() + e.direction().dc);
    }

    /** [qin D45] violet: another pagoda in its area (any level), not inert, becomes another colour from the supply. */
    static Refusal violet(QinState s, Pagoda used, Effect e) {
        Pagoda target = e.target().in(s);
        Refusal r = inArea(s, used, target, e.target(), "recolours");
        if (r != null) {
            return r;
        }
        if (!s.rules().pagodas().colours().contains(e.colour())) {
            return new Refusal("colourNotInPlay", e.colour() + " pagodas are not in play in this variant.");
        }
        if (e.colour() == target.colour()) {
            return new Refusal("notUsable", name(target) + " is " + target.colour() + " already: a recolour makes it"
                    + " another colour.");
        }
        if (s.supply(e.colour()) == 0) {
            return new Refusal("pagodaSupplyEmpty", "No " + e.colour() + " pagoda is left in the supply to take the"
                    + " place of " + target.id() + ".");
        }
        return null;
    }

    /** The target of a colour power: on the board, another pagoda, not inert, in the used pagoda's area [qin D42]. */
    private static Refusal inArea(QinState s, Pagoda used, Pagoda target, PagodaRef ref, String verb) {
        if (target == null) {
            return missing(ref);
        }
        if (target.id().equals(used.id())) {
            return new Refusal("notUsable", "A " + used.colour() + " pagoda " + verb + " another pagoda, not itself.");
        }
        if (s.rules().villages().inert(s, target)) {
            return new Refusal("notUsable", name(target) + " stands in a Trash-bin village: it is inert, and no"
                    + " power reaches it.");
        }
        if (Math.abs(target.row() - used.row()) > 2 || Math.abs(target.col() - used.col()) > 2) {
            Board b = s.board();
            return new Refusal("notUsable", name(target) + " is outside the 5×5 area of " + name(used) + " (rows "
                    + Math.max(0, used.row() - 2) + "–" + Math.min(b.rows() - 1, used.row() + 2) + ", cols "
                    + Math.max(0, used.col() - 2) + "–" + Math.min(b.cols() - 1, used.col() + 2) + ").");
        }
        return null;
    }

    /** Every green move of {@code used} worth checking: each other pagoda, each direction. */
    static List<Effect> greenMoves(QinState s, Pagoda used) {
        List<Effect> out = new ArrayList<>();
        for (Pagoda target : s.pagodas()) {
            for (Direction d : Direction.values()) {
                out.add(Effect.greenMove(PagodaRef.id(target.id()), d));
            }
        }
        return out;
    }

    /** Every violet recolour of {@code used} worth checking: each other pagoda, each colour in play. */
    static List<Effect> recolours(QinState s, Pagoda used) {
        List<Effect> out = new ArrayList<>();
        for (Pagoda target : s.pagodas()) {
            for (PagodaColour c : PagodaColour.values()) {
                if (s.rules().pagodas().colours().contains(c) && c != target.colour()) {
                    out.add(Effect.violetRecolour(PagodaRef.id(target.id()), c));
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- combinations

    /** [qin D46, D47] one of the pair moves along their line, away from the other, by one cell or more. */
    static Refusal slideAway(QinState s, int seat, Pagoda used, Effect e) {
        Pagoda partner = e.partner().in(s);
        Refusal r = pair(s, seat, used, partner, e.partner());
        if (r != null) {
            return r;
        }
        Pagoda mover = e.move() == Mover.USED ? used : partner;
        Pagoda other = e.move() == Mover.USED ? partner : used;
        boolean row = used.row() == partner.row();
        Cell to = e.to();
        boolean onLine = row ? to.row() == mover.row() : to.col() == mover.col();
        int along = row ? to.col() - mover.col() : to.row() - mover.row();
        int away = row ? mover.col() - other.col() : mover.row() - other.row();
        if (!onLine || Integer.signum(along) != Integer.signum(away)) {
            return new Refusal("illegalDestination", to + " is not further from " + name(other) + " than "
                    + name(mover) + " along their " + (row ? "row" : "column") + ": slideAway moves one of the pair"
                    + " away from the other, along their line.");
        }
        return destination(s, to.row(), to.col());
    }

    /** [qin D46, D48] a third pagoda, of neither of the pair's colours and not between them, to a cell between. */
    static Refusal pullBetween(QinState s, int seat, Pagoda used, Effect e) {
        Pagoda partner = e.partner().in(s);
        Refusal r = pair(s, seat, used, partner, e.partner());
        if (r != null) {
            return r;
        }
        Pagoda target = e.target().in(s);
        if (target == null) {
            return missing(e.target());
        }
        if (s.rules().villages().inert(s, target)) {
            return new Refusal("notUsable", name(target) + " stands in a Trash-bin village: it is inert, and"
                    + " nothing moves it.");
        }
        if (target.colour() == used.colour() || target.colour() == partner.colour()) {
            return new Refusal("notUsable", name(target) + " is " + target.colour() + ", like "
                    + (target.colour() == used.colour() ? used.id() : partner.id()) + ": the pagoda pulled between"
                    + " the pair has a colour different from both of theirs.");
        }
        if (between(used, partner, target.row(), target.col())) {
            return new Refusal("notUsable", name(target) + " stands between " + name(used) + " and " + name(partner)
                    + " already.");
        }
        if (!between(used, partner, e.to().row(), e.to().col())) {
            return new Refusal("illegalDestination", e.to() + " is not between " + name(used) + " and "
                    + name(partner) + ": pullBetween brings the third pagoda to a cell between the pair.");
        }
        return destination(s, e.to().row(), e.to().col());
    }

    /** [qin D46] the partner: on the board, another pagoda, the player's, of another colour, in the same line. */
    private static Refusal pair(QinState s, int seat, Pagoda used, Pagoda partner, PagodaRef ref) {
        if (partner == null) {
            return missing(ref);
        }
        if (partner.id().equals(used.id())) {
            return new Refusal("notUsable", "A pagoda's partner is another pagoda, not itself.");
        }
        if (!s.owners(partner).contains(seat)) {
            return new Refusal("notOwner", "You do not own the partner " + name(partner) + ": both pagodas of a pair"
                    + " are the player's.");
        }
        if (partner.colour() == used.colour()) {
            return new Refusal("notUsable", used.id() + " and " + partner.id() + " are both " + used.colour()
                    + ": a pair is two pagodas of different colours.");
        }
        if (partner.row() != used.row() && partner.col() != used.col()) {
            return new Refusal("notUsable", name(used) + " and " + name(partner) + " share no row or column.");
        }
        return null;
    }

    /** Whether (row, col) lies strictly between the two pagodas, on their line. */
    private static boolean between(Pagoda a, Pagoda b, int row, int col) {
        if (a.row() == b.row()) {
            return row == a.row() && col > Math.min(a.col(), b.col()) && col < Math.max(a.col(), b.col());
        }
        return col == a.col() && row > Math.min(a.row(), b.row()) && row < Math.max(a.row(), b.row());
    }

    /**
     * Every Combinations move of {@code used} worth checking: with each partner of the player's in its line, each
     * cell beyond either of the pair, and each other pagoda to each cell between them.
     */
    static List<Effect> combinations(QinState s, int seat, Pagoda used) {
        List<Effect> out = new ArrayList<>();
        Board b = s.board();
        for (Pagoda partner : s.pagodas()) {
            if (partner.id().equals(used.id()) || partner.colour() == used.colour()
                    || partner.row() != used.row() && partner.col() != used.col() || !s.owners(partner).contains(seat)) {
                continue;
            }
            PagodaRef ref = PagodaRef.id(partner.id());
            for (Mover m : Mover.values()) {
                Pagoda mover = m == Mover.USED ? used : partner;
                Pagoda other = m == Mover.USED ? partner : used;
                int dr = Integer.signum(mover.row() - other.row());
                int dc = Integer.signum(mover.col() - other.col());
                for (int r = mover.row() + dr, c = mover.col() + dc; b.on(r, c); r += dr, c += dc) {
                    out.add(Effect.slideAway(ref, m, new Cell(r, c)));
                }
            }
            List<Cell> between = new ArrayList<>();
            for (int r = Math.min(used.row(), partner.row()); r <= Math.max(used.row(), partner.row()); r++) {
                for (int c = Math.min(used.col(), partner.col()); c <= Math.max(used.col(), partner.col()); c++) {
                    if (between(used, partner, r, c)) {
                        between.add(new Cell(r, c));
                    }
                }
            }
            for (Pagoda target : s.pagodas()) {
                for (Cell to : between) {
                    out.add(Effect.pullBetween(ref, PagodaRef.id(target.id()), to));
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- shared

    /** [qin D40] where a pagoda may be moved: on the board, not water, no pagoda; a bare village only under Trash bin. */
    static Refusal destination(QinState s, int row, int col) {
        Board b = s.board();
        String where = "(" + row + "," + col + ")";
        if (!b.on(row, col)) {
            return new Refusal("illegalDestination", where + " is off the " + b.rows() + "×" + b.cols() + " board.");
        }
        int at = b.index(row, col);
        if (b.water(at)) {
            return new Refusal("illegalDestination", where + " is water: no pagoda stands there.");
        }
        if (s.pagodasOn(at) > 0) {
            return new Refusal("illegalDestination", where + " holds a pagoda already: a pagoda is moved only to a"
                    + " cell without one.");
        }
        if (b.village(at) && !s.tileCell(at) && !s.rules().villages().takesMovedPagodas()) {
            return new Refusal("illegalDestination", where + " is a village: pagodas are moved into villages only"
                    + " under Trash bin (ko).");
        }
        return null;
    }

    /** The event of a use the checks allowed. */
    public static QinEvent event(QinState s, int seat, Pagoda used, Effect e) {
        switch (e.kind()) {
            case VIOLET_RECOLOUR: {
                Pagoda target = e.target().in(s);
                return new PagodaRecoloured(seat, used.id(), target.id(), target.colour(), e.colour());
            }
            case GREEN_MOVE: {
                Pagoda target = e.target().in(s);
                return moved(s, seat, used, e, target, target.row() + e.direction().dr,
                        target.col() + e.direction().dc);
            }
            case SLIDE_AWAY:
                return moved(s, seat, used, e, e.move() == Mover.USED ? used : e.partner().in(s), e.to().row(),
                        e.to().col());
            default:
                return moved(s, seat, used, e, e.target().in(s), e.to().row(), e.to().col());
        }
    }

    /** [qin §5.5.2] the moved pagoda's owners are those of its new cell. */
    private static PagodaMoved moved(QinState s, int seat, Pagoda used, Effect e, Pagoda p, int row, int col) {
        Pagoda there = new Pagoda(p.id(), p.colour(), row, col, 0);
        return new PagodaMoved(seat, used.id(), e.kind(), p.id(), new Square(p.row(), p.col()), new Square(row, col),
                s.owners(there));
    }

    public static Refusal missing(PagodaRef ref) {
        return new Refusal("noSuchPagoda", ref.id() != null ? "No pagoda " + ref.id() + " is on the board."
                : ref.level() == null ? "No pagoda stands at (" + ref.row() + "," + ref.col() + ")."
                : "No pagoda stands at (" + ref.row() + "," + ref.col() + ") on level " + ref.level() + ".");
    }

    /** "P3 at (4,1)". */
    public static String name(Pagoda p) {
        return p.id() + " at (" + p.row() + "," + p.col() + ")";
    }
}
