package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;

import ziggurat.engine.kit.Emitter;
import ziggurat.games.tigris.TigrisEvent.*;

/**
 * One move being played out, on a private copy of the state that follows every event as it is emitted (see
 * {@link Emitter}), so each rule reads the board exactly as the rulebook's step before it left it.
 */
final class Play extends Emitter<TigrisState, TigrisEvent> {

    /**
     * The copy, which {@link TigrisState#apply} changes in place: the same object as {@link #state()} all
     * through the move.
     */
    final TigrisState s;

    Play(TigrisState start) {
        super(start.copy(), TigrisState::apply);
        this.s = state();
    }

    /**
     * Draws {@code need} tiles for the seat. When the bag cannot supply them the seat takes what is left and
     * the game ends at once [tigris D22]; returns false then.
     */
    boolean draw(int seat, DrawReason reason, int need) {
        int left = s.bagCount();
        int n = Math.min(need, left);
        List<Colour> tiles = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            tiles.add(Colour.ALL[s.bag[s.bagPos + i]]);
        }
        emit(new TilesDrawn(seat, reason, n, tiles, left - n));
        if (n < need) {
            emit(FinalScoring.gameEnded(s, EndReason.BAG_EXHAUSTED));
            return false;
        }
        return true;
    }

    /** Every leader left without an adjacent temple goes home, in row-major order of squares [tigris §2.7]. */
    void withdrawStrandedLeaders() {
        for (int sq = 0; sq < Board.SIZE; sq++) {
            int l = s.leaderOn[sq];
            if (l != 0 && s.adjacentTemples(sq) == 0) {
                int code = l - 1;
                emit(new LeaderWithdrawn(code >> 2, Colour.ALL[code & 3], Board.SQUARE[sq], WithdrawReason.NO_TEMPLE));
            }
        }
    }
}
