package ziggurat.games.attika;

import ziggurat.engine.kit.WireEnum;

/** The four resources of the cards and the map symbols [attika §0], in the tie order of [attika §5.7]. */
public enum Resource {
    WATER, FOREST, HILL, MOUNTAIN;

    static final WireEnum<Resource> WIRE = WireEnum.of(Resource.class, "water", "forest", "hill", "mountain");

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
