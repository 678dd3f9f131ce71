package ziggurat.games.contest;

/** The three ships: each shows blue plus one other colour [contest §1.1]. */
public enum Ship {
    BLUE_BLACK("blue-black", Colour.BLACK),
    BLUE_RED("blue-red", Colour.RED),
    BLUE_GREEN("blue-green", Colour.GREEN);

    private static final Ship[] ALL = values();
    private final String wire;
    private final Colour other;

    Ship(String wire, Colour other) {
        this.wire = wire;
        this.other = other;
    }

    public static Ship of(int ordinal) {
        return ALL[ordinal];
    }

    public static Ship fromWire(String name) {
        for (Ship s : ALL) {
            if (s.wire.equals(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("Unknown ship '" + name + "'; expected blue-black, blue-red or blue-green.");
    }

    /** The ship's colour besides blue. */
    public Colour other() {
        return other;
    }

    /** A run of four cards of {@code colour} may become this ship: blue builds any ship [contest §8.2]. */
    public boolean buildableFrom(Colour colour) {
        return colour == Colour.BLUE || colour == other;
    }

    @Override
    public String toString() {
        return wire;
    }
}
