package ziggurat.games.contest;

/** The game options of [contest §1.2]. */
public record ContestOptions(boolean twoPlayerDeckReduction, boolean openVictoryPiles) {

    public static final ContestOptions DEFAULT = new ContestOptions(true, false);
}
