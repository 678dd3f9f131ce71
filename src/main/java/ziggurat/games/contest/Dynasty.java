package ziggurat.games.contest;

import ziggurat.engine.kit.WireEnum;

/** Seat i plays dynasty i [contest D4]. A dynasty is only a label. */
public enum Dynasty {
    ARCHER, LION, BULL, VASE;

    static final WireEnum<Dynasty> WIRE = WireEnum.of(Dynasty.class, "archer", "lion", "bull", "vase");

    public static Dynasty ofSeat(int seat) {
        return values()[seat];
    }

    @Override public String toString() { return WIRE.nameOf(this); }
}
