package ziggurat.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table is the ruleset every game is served as, so it must pass on everything a ruleset may say. */
class TableTest {

    @Test
    void theTablePassesOnEveryOptionalPartOfARuleset() {
        List<String> missing = new ArrayList<>();
        for (Method m : Ruleset.class.getMethods()) {
            if (!m.isDefault() || m.getName().equals("moveTypes") || m.getName().equals("eventTypes")) {
                continue; // the two derived from the wire names, which the table declares
            }
            try {
                Table.class.getDeclaredMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(m.getName() + Arrays.toString(m.getParameterTypes()));
            }
        }
        assertEquals(List.of(), missing, "a default of Ruleset the table does not pass on hides the game's own");
    }
}
