package ziggurat.engine;

import java.util.List;
import java.util.Map;

/**
 * How a ruleset presents itself in {@code GET /v1/rulesets}.
 *
 * @param options a description of each option the game accepts at creation (name to a sentence)
 */
public record RulesetInfo(String id, String name, int minSeats, int maxSeats, Map<String, String> options,
                          List<String> moveTypes) {

    public RulesetInfo {
        options = Map.copyOf(options);
        moveTypes = List.copyOf(moveTypes);
    }
}
