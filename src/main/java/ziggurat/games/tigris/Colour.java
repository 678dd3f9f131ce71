package ziggurat.games.tigris;

/** The four colours, in the canonical order the rules use for listings and ties. */
public enum Colour {
    BLACK("black"), RED("red"), BLUE("blue"), GREEN("green");

    static final Colour[] ALL = values();

    private final String wire;

    Colour(String wire) {
        this.wire = wire;
    }

    /** The colour's JSON name; the platform reads and writes enums by {@code toString()}. */
    @Override
    public String toString() {
        return wire;
    }

    public static Colour of(String name) {
        for (Colour c : ALL) {
            if (c.wire.equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("There is no colour called '" + name + "'; use black, red, blue or green.");
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
