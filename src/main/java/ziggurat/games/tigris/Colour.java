package ziggurat.games.tigris;

import ziggurat.engine.kit.WireEnum;

/** The four colours, in the canonical order the rules use for listings and ties. */
public enum Colour {
    BLACK, RED, BLUE, GREEN;

    static final Colour[] ALL = values();
    /** How many colours there are: the stride of every per-seat, per-colour count (hands, points). */
    static final int COUNT = 4;
    /** A set of colours (open wars, wars fought) is an int with bit {@code ordinal} per colour in it. */
    static final int ALL_BITS = (1 << COUNT) - 1;

    /** The colours' JSON names; the platform reads and writes enums by {@code toString()}. */
    static final WireEnum<Colour> WIRE = WireEnum.of(Colour.class, "black", "red", "blue", "green");

    @Override public String toString() { return WIRE.nameOf(this); }

    public static Colour fromWire(String name) {
        return WIRE.fromWire(name);
    }

    /** This colour's bit in a set of colours. */
    int bit() {
        return 1 << ordinal();
    }

    /** Whether a set of colours holds this one. */
    boolean in(int colours) {
        return (colours & bit()) != 0;
    }

    static int mask(java.util.List<Colour> colours) {
        int m = 0;
        for (Colour c : colours) {
            m |= c.bit();
        }
        return m;
    }

    /** The colours of a bit mask, in canonical order. */
    static java.util.List<Colour> listOf(int mask) {
        java.util.List<Colour> list = new java.util.ArrayList<>(COUNT);
        for (Colour c : ALL) {
            if (c.in(mask)) {
                list.add(c);
            }
        }
        return list;
    }

    /** The leader of this colour, in the rulebook's words (black is the king). */
    String leaderName() {
        return switch (this) {
            case BLACK -> "king";
            case RED -> "priest";
            case BLUE -> "farmer";
            case GREEN -> "trader";
        };
    }
}
