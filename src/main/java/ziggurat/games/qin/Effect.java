package ziggurat.games.qin;

import ziggurat.engine.OneShapeOf;
import ziggurat.engine.kit.WireEnum;

/**
 * What a used pagoda does [qin §7]: one of four shapes, told apart by {@code kind}.
 * <ul>
 * <li>{@code {"kind": "greenMove", "target": ref, "direction": "N"|"E"|"S"|"W"}} [qin D44]</li>
 * <li>{@code {"kind": "violetRecolour", "target": ref, "colour": c}} [qin D45]</li>
 * <li>{@code {"kind": "slideAway", "partner": ref, "move": "used"|"partner", "to": cell}} [qin D47]</li>
 * <li>{@code {"kind": "pullBetween", "partner": ref, "target": ref, "to": cell}} [qin D48]</li>
 * </ul>
 * The colour a cell may carry says nothing about a destination, so {@code to} is kept without it.
 */
// each kind its own shape, so that a client generated from the schema builds no kind with another's fields
@OneShapeOf({"kind=greenMove target direction", "kind=violetRecolour target colour", "kind=slideAway partner move to",
        "kind=pullBetween partner target to"})
public record Effect(Kind kind, PagodaRef target, Direction direction, PagodaColour colour, PagodaRef partner,
                     Mover move, Cell to) {

    /** The four effects, each with its shape's fields. */
    public enum Kind {
        GREEN_MOVE("target direction"), VIOLET_RECOLOUR("target colour"), SLIDE_AWAY("partner move to"),
        PULL_BETWEEN("partner target to");

        static final WireEnum<Kind> WIRE = WireEnum.of(Kind.class, "greenMove", "violetRecolour", "slideAway",
                "pullBetween");

        final String fields;

        Kind(String fields) {
            this.fields = fields;
        }

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** One cell north, east, south or west [qin §0]. */
    public enum Direction {
        N(-1, 0), E(0, 1), S(1, 0), W(0, -1);

        static final WireEnum<Direction> WIRE = WireEnum.of(Direction.class, "N", "E", "S", "W");

        final int dr;
        final int dc;

        Direction(int dr, int dc) {
            this.dr = dr;
            this.dc = dc;
        }

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** Which of the pair {@code slideAway} moves: the used pagoda or its partner [qin D47]. */
    public enum Mover {
        USED, PARTNER;

        static final WireEnum<Mover> WIRE = WireEnum.of(Mover.class, "used", "partner");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    public Effect {
        if (kind == null) {
            throw new IllegalArgumentException("An effect needs a 'kind': greenMove, violetRecolour, slideAway or"
                    + " pullBetween.");
        }
        String have = (target != null ? " target" : "") + (direction != null ? " direction" : "")
                + (colour != null ? " colour" : "") + (partner != null ? " partner" : "")
                + (move != null ? " move" : "") + (to != null ? " to" : "");
        if (!have.trim().equals(inOrder(kind.fields))) {
            throw new IllegalArgumentException("A " + kind + " effect has exactly the fields 'kind' and '"
                    + kind.fields.replace(" ", "', '") + "'.");
        }
        to = to == null ? null : to.plain();
    }

    /** A kind's fields in the order the check above lists fields present, to compare the two as sets. */
    private static String inOrder(String fields) {
        StringBuilder out = new StringBuilder();
        for (String f : new String[] {"target", "direction", "colour", "partner", "move", "to"}) {
            if ((" " + fields + " ").contains(" " + f + " ")) {
                out.append(out.length() == 0 ? "" : " ").append(f);
            }
        }
        return out.toString();
    }

    public static Effect greenMove(PagodaRef target, Direction direction) {
        return new Effect(Kind.GREEN_MOVE, target, direction, null, null, null, null);
    }

    public static Effect violetRecolour(PagodaRef target, PagodaColour colour) {
        return new Effect(Kind.VIOLET_RECOLOUR, target, null, colour, null, null, null);
    }

    public static Effect slideAway(PagodaRef partner, Mover move, Cell to) {
        return new Effect(Kind.SLIDE_AWAY, null, null, null, partner, move, to);
    }

    public static Effect pullBetween(PagodaRef partner, PagodaRef target, Cell to) {
        return new Effect(Kind.PULL_BETWEEN, target, null, null, partner, null, to);
    }
}
