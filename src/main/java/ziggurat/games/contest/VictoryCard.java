package ziggurat.games.contest;

import ziggurat.engine.kit.WireEnum;

/** An entry of a victory pile: a civilization card of one colour, or a treasure (a joker at the end). */
public enum VictoryCard {
    BLACK, GREEN, RED, BLUE, TREASURE;

    private static final VictoryCard[] ALL = values();

    static final WireEnum<VictoryCard> WIRE = WireEnum.of(VictoryCard.class,
             "black", "green", "red", "blue", "treasure");

    public static VictoryCard of(Colour colour) {
        return ALL[colour.ordinal()];
    }

    public static VictoryCard of(int ordinal) {
        return ALL[ordinal];
    }

    @Override public String toString() { return WIRE.nameOf(this); }
}
