package ziggurat.games.contest;

/** Seat i plays dynasty i [contest D4]. A dynasty is only a label. */
public enum Dynasty {
    ARCHER("archer"), LION("lion"), BULL("bull"), VASE("vase");

    private final String wire;

    Dynasty(String wire) {
        this.wire = wire;
    }

    public static Dynasty ofSeat(int seat) {
        return values()[seat];
    }

    @Override
    public String toString() {
        return wire;
    }
}
