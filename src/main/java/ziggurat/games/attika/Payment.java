package ziggurat.games.attika;

import ziggurat.engine.OptionalField;
import ziggurat.engine.Range;

/**
 * Cards handed in for a building [attika §5.6]: how many of each resource; a missing key means 0. Also used for any
 * count of cards by resource (a hand, a remainder, the symbols counted).
 */
public record Payment(@OptionalField @Range(max = Payment.MAX) Integer water,
                      @OptionalField @Range(max = Payment.MAX) Integer forest,
                      @OptionalField @Range(max = Payment.MAX) Integer hill,
                      @OptionalField @Range(max = Payment.MAX) Integer mountain) {

    /** No count of cards exceeds the deck's 60 [attika §1.1]; the schema says so, so a larger number is malformed. */
    public static final int MAX = 60;


    public static final Payment NONE = new Payment(0, 0, 0, 0);

    public Payment {
        water = water == null ? 0 : water;
        forest = forest == null ? 0 : forest;
        hill = hill == null ? 0 : hill;
        mountain = mountain == null ? 0 : mountain;
        if (water < 0 || forest < 0 || hill < 0 || mountain < 0) {
            throw new IllegalArgumentException("card counts are never negative");
        }
    }

    static Payment of(int[] counts) {
        return new Payment(counts[0], counts[1], counts[2], counts[3]);
    }

    int get(Resource r) {
        return switch (r) {
            case WATER -> water;
            case FOREST -> forest;
            case HILL -> hill;
            case MOUNTAIN -> mountain;
        };
    }

    int[] toArray() {
        return new int[] {water, forest, hill, mountain};
    }

    int total() {
        return water + forest + hill + mountain;
    }
}
