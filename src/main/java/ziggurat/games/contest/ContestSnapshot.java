package ziggurat.games.contest;

import java.util.List;
import ziggurat.games.contest.ContestEvent.EndReason;
import ziggurat.games.contest.ContestState.Conflict;
import ziggurat.games.contest.ContestState.ShipOffer;
import ziggurat.games.contest.ContestState.TreasureOffer;

/**
 * A whole {@link ContestState} as a plain record, for the platform's snapshots ({@link ContestCodec}). As secret
 * as the seed: it holds every hand, every victory pile and the order of the deck.
 *
 * <p>Each fact is held once, as the complete view shows it, so the state hash the platform checks a restored
 * state against covers it: each column holds only its cards, and the deck only the cards not yet drawn.
 * Colours, ships and victory cards are their ordinals, as in the state.
 *
 * @param columns      per column, its cards below the head from row 1 down: a colour, or 4 + a ship
 * @param gaps         per gap between columns: the joining card's colour, or -1 for an empty gap
 * @param faceDownGap  the gap whose joining card is still face down, or -1
 * @param leaders      per {@code seat * 4 + colour}: -1 in the supply, {@code col * 16 + row} on a column
 *                     (row 0 is the head), 256 + gap on a joining card
 * @param shipsAvailable bit mask of the ships still to be built
 * @param hands        cards in hand per {@code seat * 4 + colour}
 * @param piles        victory cards per {@code seat * 5 + victory card}
 * @param pileTops     per seat: the victory card on top of its pile, or -1
 * @param deck         the cards not yet drawn, in draw order
 * @param setAside     the cards of the 2-seat reduction
 * @param discard      discarded cards per colour
 * @param catastropheUsed bit mask of the seats that have played their catastrophe
 * @param committed    committed conflict cards lying in the play area
 * @param ended        why the game ended, or null while it runs
 */
public record ContestSnapshot(List<String> names, ContestOptions options, String seedCommitment, boolean stacked,
                              boolean[] treasureHeads, int[][] columns, int[] gaps, int faceDownGap, int[] leaders,
                              int shipsAvailable, int[] hands, int[] piles, int[] pileTops, int[] deck,
                              int[] setAside, int[] discard, int catastrophesDiscarded, int catastropheUsed,
                              int committed, int active, int actionsTaken, Conflict conflict, ShipOffer shipOffer,
                              TreasureOffer treasureOffer, EndReason ended) {
}
