package ziggurat.games.tigris;

import ziggurat.engine.kit.WireEnum;

/** The six two-coloured monuments, in canonical order [tigris §4.1]. */
public enum Monument {
    BLACK_RED(Colour.BLACK, Colour.RED),
    BLACK_BLUE(Colour.BLACK, Colour.BLUE),
    BLACK_GREEN(Colour.BLACK, Colour.GREEN),
    RED_BLUE(Colour.RED, Colour.BLUE),
    RED_GREEN(Colour.RED, Colour.GREEN),
    BLUE_GREEN(Colour.BLUE, Colour.GREEN);

    static final Monument[] ALL = values();

    static final WireEnum<Monument> WIRE = WireEnum.of(Monument.class,
             "black-red", "black-blue", "black-green", "red-blue", "red-green", "blue-green");

    private final Colour first;
    private final Colour second;

    Monument(Colour first, Colour second) {
        this.first = first;
        this.second = second;
    }

    public Colour first() {
        return first;
    }

    public Colour second() {
        return second;
    }

    public boolean has(Colour c) {
        return first == c || second == c;
    }

    @Override public String toString() { return WIRE.nameOf(this); }

    public static Monument fromWire(String name) {
        return WIRE.fromWire(name);
    }
}
