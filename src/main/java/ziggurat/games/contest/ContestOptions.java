package ziggurat.games.contest;

/** The game options of [contest §1.2], with their defaults in {@link #DEFAULT}. */
public record ContestOptions(boolean twoPlayerDeckReduction, boolean openVictoryPiles) {

    public static final ContestOptions DEFAULT = new ContestOptions(true, false);
}
