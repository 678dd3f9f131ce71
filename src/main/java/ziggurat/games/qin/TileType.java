package ziggurat.games.qin;

import ziggurat.engine.kit.WireEnum;

/**
 * The six tile types, 12 copies each [qin §3.4]. A command names a tile by its code; {@code cells[0]} of a placement
 * takes the first colour, {@code cells[1]} the second.
 */
public enum TileType {
    RR(TileColour.RED, TileColour.RED),
    YY(TileColour.YELLOW, TileColour.YELLOW),
    BB(TileColour.BLUE, TileColour.BLUE),
    RY(TileColour.RED, TileColour.YELLOW),
    RB(TileColour.RED, TileColour.BLUE),
    YB(TileColour.YELLOW, TileColour.BLUE);

    public static final int COPIES = 12;

    static final WireEnum<TileType> WIRE = WireEnum.of(TileType.class, "RR", "YY", "BB", "RY", "RB", "YB");

    private final TileColour first;
    private final TileColour second;

    TileType(TileColour first, TileColour second) {
        this.first = first;
        this.second = second;
    }

    public TileColour first() {
        return first;
    }

    public TileColour second() {
        return second;
    }

    public boolean oneColour() {
        return first == second;
    }

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
