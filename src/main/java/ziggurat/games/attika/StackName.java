package ziggurat.games.attika;

import ziggurat.engine.kit.WireEnum;

/** A player's four face-down building stacks [attika §0], in reveal order. */
public enum StackName {
    MAIN, A, B, C;

    static final WireEnum<StackName> WIRE = WireEnum.of(StackName.class, "main", "A", "B", "C");

    @Override
    public String toString() {
        return WIRE.nameOf(this);
    }
}
