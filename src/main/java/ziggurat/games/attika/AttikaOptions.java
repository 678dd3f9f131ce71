package ziggurat.games.attika;

import ziggurat.engine.OptionalField;

/**
 * The options of [attika §8.5].
 *
 * @param componentSet the id of a shipped set ({@code "provisional"}) or a full component-set object (validated) [attika §1.3]
 * @param layout       2, 3 or 4; the number of seats when left out [attika D15]
 * @param startSeat    0 … seats − 1; random from the seed when left out [attika D17]
 */
public record AttikaOptions(@OptionalField Object componentSet, @OptionalField Integer layout,
                            @OptionalField Integer startSeat) {

    public static final AttikaOptions DEFAULT = new AttikaOptions("provisional", null, null);
}
