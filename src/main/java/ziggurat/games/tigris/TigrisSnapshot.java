package ziggurat.games.tigris;

import java.util.List;

import ziggurat.games.tigris.TigrisEvent.EndReason;
import ziggurat.games.tigris.TigrisEvent.SeatInfo;

/**
 * A whole {@link TigrisState} as a plain record, for the platform's snapshots ({@link TigrisCodec}). As secret
 * as the seed: it holds every hand and the order of the bag.
 *
 * <p>Each fact is held once, as the complete view shows it, so the state hash the platform checks a restored
 * state against covers it: where leaders stand is kept per square only (their squares per leader are derived),
 * and only the tiles still in the bag, in draw order. The memos of the state (regions, what the game waits for)
 * are derived again when needed and are not kept.
 *
 * @param cells        per square ({@code row * 16 + col}): 0 empty, 1..4 a face-up tile of colour ordinal + 1,
 *                     5..8 face down, 9 a catastrophe; plus 16 when a treasure lies on it, plus 32 on a
 *                     face-up tile of a declined monument square [tigris D17]
 * @param leaders      per square: 0, or the code + 1 of the leader standing there ({@code seat * 4 + colour})
 * @param hands        tiles in hand per {@code seat * 4 + colour ordinal}
 * @param points       victory points per {@code seat * 4 + colour ordinal}
 * @param monuments    per monument ordinal: the square of its top-left corner, or -1 while available
 * @param bag          the colour ordinals of the tiles not yet drawn, in draw order
 * @param conflict     the conflict being fought, or null
 * @param unification  the uniting tile while its wars are fought, or null
 * @param monumentTile the square of the tile whose monument step is still owed, or -1
 * @param ended        why the game ended, or null while it runs
 */
public record TigrisSnapshot(List<SeatInfo> seats, boolean stacked, String seedHash, byte[] cells, byte[] leaders,
                             int[] hands, int[] points, int[] treasures, int[] catastrophes, int[] monuments,
                             byte[] bag, int turn, int active, int actionsLeft, Conflict conflict,
                             Unification unification, int monumentTile, int outOfGame, EndReason ended) {

    /** A conflict in progress; squares as in {@code cells}, commitments -1 until made. */
    public record Conflict(boolean war, Colour colour, int attacker, int attackerSquare, int attackerBoard,
                           int defender, int defenderSquare, int defenderBoard, int attackerCommit,
                           int defenderCommit) {
    }

    /** The uniting tile's square and the wars it opened and already fought, as colour bit masks. */
    public record Unification(int square, int wars, int fought) {
    }
}
