package ziggurat.games.attika;

import ziggurat.engine.kit.WireEnum;

/** The seven building groups [attika §1.1], in the award order of [attika D29]. */
public enum Group {
    SUPPLY(4), DEFENSE(4), SHIPPING(4), ROADS(4), MINT(2), VINEYARD(2), CITY(10);

    static final WireEnum<Group> WIRE = WireEnum.of(Group.class,
            "supply", "defense", "shipping", "roads", "mint", "vineyard", "city");

    /** How many buildings the group has (V3). */
    final int size;

    Group(int size) {
        this.size = size;
    }

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
