package ziggurat.games.contest;

import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.ConflictKind;
import ziggurat.games.contest.ContestEvent.ConflictStarted;
import ziggurat.games.contest.ContestEvent.LeaderPlaced;
import ziggurat.games.contest.ContestEvent.Strengths;
import ziggurat.games.contest.ContestMove.PlaceLeader;

/** Action A [contest §3.2]: place a leader from the supply, or move it anywhere on the display. */
final class LeaderPlacement {

    private LeaderPlacement() {
    }

    static void play(Resolution r, int seat, PlaceLeader move) {
        ContestState s = r.state();
        Position to = move.to();
        checkStandable(s, to, seat * 4 + move.leader().ordinal());
        Position from = s.leaderPosition(seat, move.leader());
        r.emit(new LeaderPlaced(seat, move.leader(), from, to));

        // Only a leader arriving can start an internal conflict; the kingdom it left is not affected.
        ContestState after = r.state();
        int col = ContestState.columnOfCode(ContestState.codeOf(to));
        int lo = after.kingdomStart(col);
        int hi = after.kingdomEnd(col);
        int defender = after.leaderSeatIn(move.leader(), lo, hi, seat);
        if (defender >= 0) {
            r.emit(new ConflictStarted(ConflictKind.INTERNAL, move.leader(), Colour.RED, seat, defender,
                    new Strengths(InternalConflict.base(after, seat, move.leader()),
                            InternalConflict.base(after, defender, move.leader()))));
        }
    }

    /** [contest §2.4] heads, column cards that are not ships and face-up joining cards, one leader each. */
    static void checkStandable(ContestState s, Position to, int leaderIndex) {
        boolean ship = false;
        if (to.onGap()) {
            int g = to.gap();
            if (g >= ContestState.GAPS || !s.gapFilled(g) || g == s.faceDownGap()) {
                throw RuleViolation.illegal("NO_SUCH_POSITION", "There is no joining card in that gap to stand on.");
            }
        } else {
            int c = to.col();
            if (c >= ContestState.COLUMNS || to.row() > s.size(c)) {
                throw RuleViolation.illegal("NO_SUCH_POSITION", "There is no card at that place in the display.");
            }
            ship = to.row() > 0 && s.shipAt(c, to.row()) != null;
        }
        int occupant = s.occupant(ContestState.codeOf(to));
        if (occupant >= 0 && occupant != leaderIndex) {
            throw RuleViolation.illegal("POSITION_TAKEN", "Another leader already stands on that card.");
        }
        if (ship) {
            throw RuleViolation.illegal("LEADER_ON_SHIP", "A leader may not stand on a ship.");
        }
        if (occupant == leaderIndex) {
            throw RuleViolation.illegal("LEADER_ALREADY_THERE", "The leader already stands there.");
        }
    }
}
