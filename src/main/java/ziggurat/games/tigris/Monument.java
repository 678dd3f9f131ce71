package ziggurat.games.tigris;

/** The six two-coloured monuments, in canonical order [tigris §4.1]. */
public enum Monument {
    BLACK_RED(Colour.BLACK, Colour.RED),
    BLACK_BLUE(Colour.BLACK, Colour.BLUE),
    BLACK_GREEN(Colour.BLACK, Colour.GREEN),
    RED_BLUE(Colour.RED, Colour.BLUE),
    RED_GREEN(Colour.RED, Colour.GREEN),
    BLUE_GREEN(Colour.BLUE, Colour.GREEN);

    static final Monument[] ALL = values();

    private final Colour first;
    private final Colour second;
    private final String wire;

    Monument(Colour first, Colour second) {
        this.first = first;
        this.second = second;
        this.wire = first + "-" + second;
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

    @Override
    public String toString() {
        return wire;
    }

    public static Monument of(String name) {
        for (Monument m : ALL) {
            if (m.wire.equals(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("There is no monument called '" + name + "'; monuments are named like red-blue.");
    }
}
