package ziggurat.engine;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a game is created with.
 *
 * @param seatNames   one name per seat, in seat order
 * @param options     the ruleset's own options, as plain JSON values (maps, lists, strings, numbers, booleans)
 * @param stack       the complete bag or deck in draw order, first drawn first, when the creator fixed it
 * @param commitment  the public salted SHA-256 commitment to the seed (hex), for games that record it
 */
public record GameSetup(List<String> seatNames, Map<String, Object> options, Optional<List<String>> stack,
                        String commitment) {

    public GameSetup {
        seatNames = List.copyOf(seatNames);
        options = options == null ? Map.of() : Map.copyOf(options);
        stack = stack == null ? Optional.empty() : stack.map(List::copyOf);
    }

    public int seats() {
        return seatNames.size();
    }

    public boolean stacked() {
        return stack.isPresent();
    }
}
