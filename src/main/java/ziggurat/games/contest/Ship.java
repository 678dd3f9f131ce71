package ziggurat.games.contest;

import ziggurat.engine.kit.WireEnum;

/** The three ships: each shows blue plus one other colour [contest §1.1]. */
public enum Ship {
    BLUE_BLACK(Colour.BLACK),
    BLUE_RED(Colour.RED),
    BLUE_GREEN(Colour.GREEN);

    private static final Ship[] ALL = values();

    static final WireEnum<Ship> WIRE = WireEnum.of(Ship.class, "blue-black", "blue-red", "blue-green");

    private final Colour other;

    Ship(Colour other) {
        this.other = other;
    }

    public static Ship of(int ordinal) {
        return ALL[ordinal];
    }

    public static Ship fromWire(String name) {
        return WIRE.fromWire(name);
    }

    /** The ship's colour besides blue. */
    public Colour other() {
        return other;
    }

    /** A run of four cards of {@code colour} may become this ship: blue builds any ship [contest §8.2]. */
    public boolean buildableFrom(Colour colour) {
        return colour == Colour.BLUE || colour == other;
    }

    @Override public String toString() { return WIRE.nameOf(this); }
}
