package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ziggurat.engine.OptionalField;

/**
 * The options of a game [tigris D1].
 *
 * @param dynasties one dynasty per seat, in seat order, by name; null for the standard order. Names, not
 *                  {@link Dynasty} values, because an unknown or repeated dynasty is a setup the rules refuse
 *                  (422 {@code INVALID_OPTIONS}), not a malformed request
 */
public record TigrisOptions(@OptionalField List<String> dynasties) {

    public static final TigrisOptions DEFAULT = new TigrisOptions(null);

    public TigrisOptions {
        // not List.copyOf: a null entry is the ruleset's to refuse with its own code
        dynasties = dynasties == null ? null : Collections.unmodifiableList(new ArrayList<>(dynasties));
    }
}
