package ziggurat.games.contest;

import ziggurat.engine.kit.WireEnum;

/**
 * The four civilization colours. Declaration order is the tie order of final scoring ([contest §9.2]: black, green,
 * red, blue), so {@link #ordinal()} doubles as that order.
 */
public enum Colour {
    BLACK('k', "king"),
    GREEN('g', "trader"),
    RED('r', "priest"),
    BLUE('b', "farmer");

    private static final Colour[] ALL = values();

    static final WireEnum<Colour> WIRE = WireEnum.of(Colour.class, "black", "green", "red", "blue");

    private final char letter;
    private final String leaderName;

    Colour(char letter, String leaderName) {
        this.letter = letter;
        this.leaderName = leaderName;
    }

    /** The colour of ordinal {@code i}, without allocating a fresh {@code values()} array. */
    public static Colour of(int i) {
        return ALL[i];
    }

    public static Colour fromWire(String name) {
        return WIRE.fromWire(name);
    }

    /** The rulebook's one-letter notation: k, g, r, b. */
    public static Colour fromLetter(char letter) {
        for (Colour c : ALL) {
            if (c.letter == letter) {
                return c;
            }
        }
        throw new IllegalArgumentException("Unknown colour letter '" + letter + "'.");
    }

    public char letter() {
        return letter;
    }

    /** The leader of this colour: king, trader, priest or farmer. */
    public String leaderName() {
        return leaderName;
    }

    public VictoryCard asVictoryCard() {
        return VictoryCard.of(this);
    }

    @Override public String toString() { return WIRE.nameOf(this); }
}
