package ziggurat.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The snapshot format: any change to a snapshot record's shape, or a version raised by hand, is a new format. */
class StateCodecTest {

    enum Suit {
        CUPS, COINS;

        @Override
        public String toString() {
            return name().toLowerCase();
        }
    }

    record Inner(int count, Suit suit) {
    }

    record Before(int[] cells, List<Inner> inners, String name, Inner[] more) {
    }

    record Renamed(int[] squares, List<Inner> inners, String name, Inner[] more) {
    }

    record Retyped(long[] cells, List<Inner> inners, String name, Inner[] more) {
    }

    /** A codec over a record, for its format only. */
    static <R extends Record> StateCodec<Object, R> codecOf(Class<R> type, int version) {
        return new StateCodec<>() {
            @Override
            public Class<R> type() {
                return type;
            }

            @Override
            public R snapshot(Object state) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Object restore(R snapshot) {
                throw new UnsupportedOperationException();
            }

            @Override
            public int version() {
                return version;
            }
        };
    }

    @Test
    void theShapeSpellsOutComponentsTypesAndEnumText() {
        String shape = StateCodec.shapeOf(Before.class);
        assertTrue(shape.contains("cells:int[]"), shape);
        assertTrue(shape.contains("inners:java.util.List<ziggurat.engine.StateCodecTest$Inner(count:int, suit:"
                + "ziggurat.engine.StateCodecTest$Suit{cups,coins})>"), shape);
        assertTrue(shape.contains("more:ziggurat.engine.StateCodecTest$Inner[]"), shape);
    }

    @Test
    void aRenamedOrRetypedComponentOrANewVersionIsAnotherFormat() {
        String before = codecOf(Before.class, 1).format();
        assertEquals(before, codecOf(Before.class, 1).format(), "the format is stable");
        assertNotEquals(before, codecOf(Renamed.class, 1).format());
        assertNotEquals(before.replace("Before", ""), codecOf(Retyped.class, 1).format().replace("Retyped", ""));
        assertNotEquals(before, codecOf(Before.class, 2).format());
    }

    @Test
    void aRulesetKeepsNoSnapshotsUnlessItSaysSo() {
        java.util.Set<String> keeping = new java.util.TreeSet<>();
        for (Ruleset<?, ?, ?> ruleset : ServiceLoader.load(Ruleset.class)) {
            if (ruleset.stateCodec().isPresent()) {
                keeping.add(ruleset.info().id());
            }
        }
        assertTrue(keeping.containsAll(List.of("contest-of-kings", "tigris")), keeping.toString());
        assertTrue(!keeping.contains("tally"), "the test game keeps the default: no snapshots");
    }
}
