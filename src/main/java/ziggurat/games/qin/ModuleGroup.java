package ziggurat.games.qin;

import ziggurat.engine.kit.WireEnum;

/** The seven groups a rule module belongs to [qin §1.2]: how many of each a syntagm takes, and its default. */
public enum ModuleGroup {
    WINNER(true, false, "winner"),
    END(false, true, "end"),
    TURN_CONTENT(true, false, "turn content"),
    TURN_ORDER(true, false, "turn order"),
    PAGODAS(true, false, "pagodas"),
    VILLAGES(true, false, "villages"),
    EXTRAS(false, false, "extras");

    static final WireEnum<ModuleGroup> WIRE = WireEnum.of(ModuleGroup.class,
            "winner", "end", "turnContent", "turnOrder", "pagodas", "villages", "extras");

    private final boolean exclusive;
    private final boolean atLeastOne;
    private final String words;

    ModuleGroup(boolean exclusive, boolean atLeastOne, String words) {
        this.exclusive = exclusive;
        this.atLeastOne = atLeastOne;
        this.words = words;
    }

    /** The group as a sentence names it: "turn content". */
    public String words() {
        return words;
    }

    /** Exactly one module of this group is in every syntagm (winner, turn content, turn order, pagodas, villages). */
    public boolean exclusive() {
        return exclusive;
    }

    /** At least one module of this group is in every syntagm: the end rules [qin D1]. */
    public boolean atLeastOne() {
        return atLeastOne;
    }

    @Override public String toString() { return WIRE.nameOf(this); }

    public static ModuleGroup fromWire(String name) {
        return WIRE.fromWire(name);
    }
}
