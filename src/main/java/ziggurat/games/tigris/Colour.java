package ziggurat.games.tigris;

import ziggurat.engine.kit.WireEnum;

/** The four colours, in the canonical order the rules use for listings and ties. */
public enum Colour {
    BLACK, RED, BLUE, GREEN;

    static final Colour[] ALL = values();

    /** The colours' JSON names; the platform reads and writes enums by {@code toString()}. */
    static final WireEnum<Colour> WIRE = WireEnum.of(Colour.class, "black", "red", "blue", "green");

    @Override public String toString() { return WIRE.nameOf(this); }

    public static Colour fromWire(String name) {
        return WIRE.fromWire(name);
    }

    static int mask(java.util.List<Colour> colours) {
        int m = 0;
        for (Colour c : colours) {
            m |= 1 << c.ordinal();
        }
        return m;
    }

    /** The colours of a bit mask, in canonical order. */
    static java.util.List<Colour> listOf(int mask) {
        java.util.List<Colour> list = new java.util.ArrayList<>(4);
        for (Colour c : ALL) {
            if ((mask & (1 << c.ordinal())) != 0) {
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
