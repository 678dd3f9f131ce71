package ziggurat.engine.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;

/** The stack rule and the wire-named enums, on a bag of two kinds of stone. */
class SupplyTest {

    enum Stone {
        WHITE, DARK_GREY;

        static final WireEnum<Stone> WIRE = WireEnum.of(Stone.class, "white", "darkGrey");

        @Override public String toString() { return WIRE.nameOf(this); }
    }

    static final Supply<Stone> BAG = new Supply<>(Stone.class, Stone.WIRE, new int[] {3, 2}, "stones", "bag");

    @Test
    void aStoneTravelsByItsDeclaredName() {
        assertEquals("darkGrey", Stone.DARK_GREY.toString());
        assertEquals(Stone.DARK_GREY, Stone.WIRE.fromWire("darkGrey"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Stone.WIRE.fromWire("DARK_GREY"));
        assertEquals("There is no stone called 'DARK_GREY'; use white or darkGrey.", e.getMessage());
    }

    @Test
    void anEnumWithAConstantUnnamedIsRefused() {
        assertThrows(IllegalStateException.class, () -> WireEnum.of(Stone.class, "white"));
        assertThrows(IllegalStateException.class, () -> WireEnum.of(Stone.class, "white", "white"));
    }

    @Test
    void theShuffledBagHoldsEveryStoneOnce() {
        List<Stone> bag = BAG.shuffled(Rng.of("seed", "setup"));
        assertEquals(3, Collections.frequency(bag, Stone.WHITE));
        assertEquals(2, Collections.frequency(bag, Stone.DARK_GREY));
    }

    @Test
    void aStackNeverHoldsMoreOfAKindThanTheGameHas() {
        assertEquals(List.of(Stone.DARK_GREY, Stone.WHITE), BAG.stacked(List.of("darkGrey", "white"), 2));
        RuleViolation tooMany = assertThrows(RuleViolation.class,
                () -> BAG.stacked(List.of("darkGrey", "darkGrey", "darkGrey"), 1));
        assertEquals("INVALID_STACK", tooMany.code());
        assertEquals("The stack holds 3 darkGrey stones; the bag has only 2.", tooMany.detail());
        assertEquals("INVALID_STACK", assertThrows(RuleViolation.class, () -> BAG.stacked(List.of("black"), 1)).code());
        RuleViolation tooFew = assertThrows(RuleViolation.class, () -> BAG.stacked(List.of("white"), 2));
        assertEquals("The stack must hold at least 2 stones, enough for the deal.", tooFew.detail());
    }
}
