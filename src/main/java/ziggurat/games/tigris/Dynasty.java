package ziggurat.games.tigris;

import ziggurat.engine.kit.WireEnum;

/** The four dynasties. A dynasty only names a seat. */
public enum Dynasty {
    ARCHER, BULL, LION, POT;

    static final WireEnum<Dynasty> WIRE = WireEnum.of(Dynasty.class, "archer", "bull", "lion", "pot");

    @Override public String toString() { return WIRE.nameOf(this); }

    public static Dynasty fromWire(String name) {
        return WIRE.fromWire(name);
    }
}
