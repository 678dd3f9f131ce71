package ziggurat.games.qin;

import ziggurat.engine.kit.WireEnum;

/** The three tile colours [qin §0]: each player's own colour is one of them [qin §3.6]. */
public enum TileColour {
    RED('R'), YELLOW('Y'), BLUE('B');

    static final WireEnum<TileColour> WIRE = WireEnum.of(TileColour.class, "red", "yellow", "blue");

    private final char letter;

    TileColour(char letter) {
        this.letter = letter;
    }

    /** The letter of a start square and of a tile code: R, Y or B. */
    public char letter() {
        return letter;
    }

    static TileColour ofLetter(char c) {
        return switch (c) {
            case 'R' -> RED;
            case 'Y' -> YELLOW;
            case 'B' -> BLUE;
            default -> null;
        };
    }

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
