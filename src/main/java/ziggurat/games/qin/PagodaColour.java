package ziggurat.games.qin;

import ziggurat.engine.kit.WireEnum;

/** The four pagoda colours, 24 of each [qin §3.5]; their order is the processing order of [qin D29]. */
public enum PagodaColour {
    BLACK, WHITE, GREEN, VIOLET;

    static final WireEnum<PagodaColour> WIRE = WireEnum.of(PagodaColour.class, "black", "white", "green", "violet");

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
