package ziggurat.games.contest;

/** An entry of a victory pile: a civilization card of one colour, or a treasure (a joker at the end). */
public enum VictoryCard {
    BLACK("black"), GREEN("green"), RED("red"), BLUE("blue"), TREASURE("treasure");

    private static final VictoryCard[] ALL = values();
    private final String wire;

    VictoryCard(String wire) {
        this.wire = wire;
    }

    public static VictoryCard of(Colour colour) {
        return ALL[colour.ordinal()];
    }

    public static VictoryCard of(int ordinal) {
        return ALL[ordinal];
    }

    @Override
    public String toString() {
        return wire;
    }
}
