package ziggurat.games.contest;

import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestState.Conflict;

/**
 * The procedure every conflict follows [contest §5.1]: the attacker commits, then the defender; the stronger side
 * wins and ties go to the defender; the winner takes one committed card (or pays one from hand when nobody
 * committed); the loser's leader goes home. External conflicts then transfer cards ({@link ExternalConflict}).
 */
final class Conflicts {

    private Conflicts() {
    }

    static void commit(Resolution r, int seat, int count) {
        ContestState s = r.state();
        Conflict c = s.conflict();
        if (count > s.hand(seat, c.supportColor())) {
            throw RuleViolation.illegal("NOT_ENOUGH_CARDS",
                    "You hold only " + s.hand(seat, c.supportColor()) + " " + c.supportColor() + " card(s).");
        }
        r.emit(new SupportCommitted(seat, count));
        if (seat == c.defender() && c.committedAttacker() >= 0) {
            resolve(r);
        }
    }

    /** The seat that must commit now: the attacker first, then the defender (knowing the attacker's count). */
    static int committingSeat(Conflict c) {
        return c.committedAttacker() < 0 ? c.attacker() : c.defender();
    }

    private static void resolve(Resolution r) {
        ContestState s = r.state();
        Conflict c = s.conflict();
        int attackerStrength = c.baseAttacker() + c.committedAttacker();
        int defenderStrength = c.baseDefender() + c.committedDefender();
        boolean attackerWins = attackerStrength > defenderStrength;
        int winner = attackerWins ? c.attacker() : c.defender();
        int loser = attackerWins ? c.defender() : c.attacker();
        Colour support = c.supportColor();
        int committed = c.committedAttacker() + c.committedDefender();
        Strengths strengths = new Strengths(attackerStrength, defenderStrength);

        // The loser's side is fixed by where its leader stands, before the leader leaves [contest D10].
        ExternalConflict.Side loserSide = c.kind() == ConflictKind.EXTERNAL
                ? ExternalConflict.sideOf(s, s.leaderCode(loser, c.color())) : null;

        if (committed > 0) {
            r.emit(new ConflictResolved(winner, loser, strengths, Source.COMMITTED, committed - 1));
            r.emit(new VictoryCardsGained(winner, List.of(support.asVictoryCard()), Source.COMMITTED,
                    Reason.CONFLICT_REWARD));
        } else {
            r.emit(new ConflictResolved(winner, loser, strengths, Source.HAND, 0));
            Scoring.payFromHand(r, winner, support, Reason.CONFLICT_REWARD);
        }
        r.emit(new LeaderReturned(loser, c.color(), r.state().leaderPosition(loser, c.color()),
                ReturnReason.CONFLICT));
        if (loserSide != null) {
            ExternalConflict.transfer(r, loserSide, c.color(), winner);
        }
    }
}
