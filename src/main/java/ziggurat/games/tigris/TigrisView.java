package ziggurat.games.tigris;

import java.util.List;
import java.util.Map;

import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Nullable;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.Side;

/**
 * The game as one viewer may see it [tigris §7]. Hidden parts are null for viewers who may not see them:
 * {@code hand} and {@code points} of other seats, and the {@code bag} for everyone but the audit.
 *
 * @param terrain  the board's 11 rows, {@code .} land and {@code ~} river
 * @param board    every square that holds something, in row-major order
 * @param lastTile the tile placed by the action in progress while its monument step is still owed
 * @param declinedTiles the face-up tiles of every 2×2 block whose monument was declined, in row-major order:
 *                 no monument can ever be built on a block holding one of them [tigris §4.2, D17]
 */
public record TigrisView(int turn, int activeSeat, int actionsLeft, boolean stacked, @Nullable String ended,
                         List<String> terrain, List<SquareView> board, List<SeatView> seats,
                         List<Monument> monumentsAvailable, List<BuiltMonument> monuments, List<Square> declinedTiles,
                         @Nullable ConflictView conflict, @Nullable UnificationView unification,
                         @Nullable Square lastTile, int treasuresOnBoard, int bagCount, int tilesOutOfGame,
                         @Nullable List<Colour> bag) implements CanonicalJson.Writable {

    /** The state hash's bytes, written field by field (see {@link TigrisViewJson}). */
    @Override
    public void writeCanonical(CanonicalJson out) {
        TigrisViewJson.view(out, this);
    }

    /** What stands on one square. */
    public record SquareView(Square at, @Nullable Colour tile, boolean faceDown, boolean catastrophe,
                             boolean treasure, boolean cornerTreasure, @Nullable LeaderView leader) {
    }

    public record LeaderView(int seat, Colour leader) {
    }

    /** One seat: public counts, and its hand and VPs only for a viewer allowed to see them. */
    public record SeatView(int seat, String name, Dynasty dynasty, List<Colour> supply, int catastrophesLeft,
                           int handSize, int treasures, @Nullable List<Colour> hand,
                           @Nullable Map<Colour, Integer> points) {
    }

    public record BuiltMonument(Monument monument, Square square) {
    }

    /** The conflict in progress: sides, board strengths and the commitments made so far (null until made). */
    public record ConflictView(String kind, Colour color, Colour supportColor, Side attacker, Side defender,
                               @Nullable Integer attackerCommitted, @Nullable Integer defenderCommitted) {
    }

    /** The unification tile: where it lies, the wars it opened and those already fought. */
    public record UnificationView(Square at, List<Colour> wars, List<Colour> fought) {
    }
}
