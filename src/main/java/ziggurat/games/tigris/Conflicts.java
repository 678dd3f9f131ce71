package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;

import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.*;

/**
 * Revolts and wars [tigris §3]: how they start, how strong each side is, and how they resolve.
 */
final class Conflicts {

    private Conflicts() {
    }

    // ---- revolt [tigris §3.2] --------------------------------------------------------------------------

    /**
     * A leader just placed on {@code sq} starts a revolt when its kingdom already holds another seat's leader
     * of the same colour. Each side counts the temples next to its own leader.
     */
    static void revoltIfContested(Play play, int seat, Colour colour, int sq) {
        TigrisState s = play.s;
        Regions regions = s.regions();
        int rivals = regions.leaders[regions.id[sq]] & (0x1111 << colour.ordinal()) & ~(1 << (seat * 4 + colour.ordinal()));
        if (rivals == 0) {
            return;
        }
        int defender = Integer.numberOfTrailingZeros(rivals) >> 2;
        int defenderSq = s.leaderAt(defender, colour);
        play.emit(new RevoltStarted(colour,
                new Side(seat, Board.SQUARE[sq], s.adjacentTemples(sq)),
                new Side(defender, Board.SQUARE[defenderSq], s.adjacentTemples(defenderSq))));
    }

    // ---- war [tigris §3.3] -----------------------------------------------------------------------------

    /**
     * Starts the war of {@code colour} in the united kingdom. The active player attacks if involved;
     * otherwise the owner who comes first clockwise after the active player [tigris D13]. Supporters are counted
     * from the board as it is now, on each leader's own side of the uniting tile [tigris D12, D15].
     */
    static void startWar(Play play, Colour colour) {
        TigrisState s = play.s;
        int u = s.unifyAt;
        Regions regions = s.regions();
        int pair = regions.leaders[regions.id[u]] & (0x1111 << colour.ordinal());
        int one = Integer.numberOfTrailingZeros(pair) >> 2;
        int other = (31 - Integer.numberOfLeadingZeros(pair)) >> 2;
        int attacker = -1;
        for (int i = 0; i < s.seats && attacker < 0; i++) {
            int seat = (s.active + i) % s.seats;
            if (seat == one || seat == other) {
                attacker = seat;
            }
        }
        int defender = attacker == one ? other : one;
        Regions sides = Regions.of(s, u, -1);
        int attackerSq = s.leaderAt(attacker, colour);
        int defenderSq = s.leaderAt(defender, colour);
        play.emit(new WarStarted(colour,
                new Side(attacker, Board.SQUARE[attackerSq], supporters(s, sides, attackerSq, colour).size()),
                new Side(defender, Board.SQUARE[defenderSq], supporters(s, sides, defenderSq, colour).size())));
    }

    /** Face-up tiles of the war's colour on the side of the leader standing on {@code leaderSq}. */
    private static List<Integer> supporters(TigrisState s, Regions sides, int leaderSq, Colour colour) {
        int side = sides.id[leaderSq];
        int tile = TigrisState.faceUp(colour);
        List<Integer> found = new ArrayList<>();
        for (int sq = 0; sq < Board.SIZE; sq++) {
            if (sides.id[sq] == side && s.kind(sq) == tile) {
                found.add(sq);
            }
        }
        return found;
    }

    // ---- commitments and the result [tigris §3.1] ------------------------------------------------------

    /** Both sides have committed: the attacker wins only with a strictly higher strength. */
    static void resolve(Play play) {
        TigrisState s = play.s;
        TigrisState.Conflict c = s.conflict;
        int attackerStrength = c.attackerBoard() + c.attackerCommit();
        int defenderStrength = c.defenderBoard() + c.defenderCommit();
        boolean attackerWins = attackerStrength > defenderStrength;
        int winner = attackerWins ? c.attacker() : c.defender();
        int loser = attackerWins ? c.defender() : c.attacker();
        int loserSq = attackerWins ? c.defenderSq() : c.attackerSq();
        Colour colour = c.colour();
        if (!c.war()) {
            play.emit(new RevoltResolved(colour, winner, loser, attackerStrength, defenderStrength));
            play.emit(new LeaderWithdrawn(loser, colour, Board.SQUARE[loserSq], WithdrawReason.REVOLT_LOST));
            play.emit(new PointsScored(winner, Colour.RED, 1, ScoreReason.REVOLT));
            return;
        }
        // The loser's side is fixed before anything leaves the board.
        Regions sides = Regions.of(s, s.unifyAt, -1);
        List<Square> removed = new ArrayList<>();
        List<Square> kept = new ArrayList<>();
        for (int sq : supporters(s, sides, loserSq, colour)) {
            if (colour == Colour.RED && templeProtected(s, sq, loserSq)) {
                kept.add(Board.SQUARE[sq]);
            } else {
                removed.add(Board.SQUARE[sq]);
            }
        }
        play.emit(new WarResolved(colour, winner, loser, attackerStrength, defenderStrength, removed,
                colour == Colour.RED ? kept : null));
        play.emit(new LeaderWithdrawn(loser, colour, Board.SQUARE[loserSq], WithdrawReason.WAR_LOST));
        play.emit(new PointsScored(winner, colour, 1 + removed.size(), ScoreReason.WAR));
        play.withdrawStrandedLeaders();
    }

    /**
     * In a red war a temple of the losing side stays when it carries a treasure or touches any leader but the
     * losing priest [tigris D14]: the priest cannot protect what it lost.
     */
    private static boolean templeProtected(TigrisState s, int sq, int losingPriestSq) {
        if (s.hasTreasure(sq)) {
            return true;
        }
        for (int k = sq * 4; k < sq * 4 + 4; k++) {
            int n = Board.NEIGHBOURS[k];
            if (n >= 0 && n != losingPriestSq && s.leaderOn[n] != 0) {
                return true;
            }
        }
        return false;
    }
}
