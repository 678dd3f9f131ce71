package ziggurat.games.tigris;

/** The four dynasties. A dynasty only names a seat. */
public enum Dynasty {
    ARCHER("archer"), BULL("bull"), LION("lion"), POT("pot");

    private final String wire;

    Dynasty(String wire) {
        this.wire = wire;
    }

    @Override
    public String toString() {
        return wire;
    }

    public static Dynasty of(String name) {
        for (Dynasty d : values()) {
            if (d.wire.equals(name)) {
                return d;
            }
        }
        throw new IllegalArgumentException("There is no dynasty called '" + name + "'; use archer, bull, lion or pot.");
    }
}
