package ziggurat.games.contest;

import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.CatastrophePlayed;
import ziggurat.games.contest.ContestMove.PlayCatastrophe;

/**
 * Action D [contest §7]: once per game, a column card or joining card without a leader leaves the game. Heads and
 * ships are never removed. Removing a joining card splits its kingdom; nothing else happens.
 */
final class Catastrophe {

    private Catastrophe() {
    }

    static void play(Resolution r, int seat, PlayCatastrophe move) {
        ContestState s = r.state();
        Position at = move.at();
        Colour colour;
        if (at.onGap()) {
            if (at.gap() >= ContestState.GAPS || !s.gapFilled(at.gap())) {
                throw RuleViolation.illegal("NO_SUCH_POSITION", "There is no joining card in that gap.");
            }
            colour = s.gapColour(at.gap());
        } else {
            if (at.col() >= ContestState.COLUMNS || at.row() > s.size(at.col())) {
                throw RuleViolation.illegal("NO_SUCH_POSITION", "There is no card at that place in the display.");
            }
            colour = at.row() == 0 ? null : s.cardColour(at.col(), at.row());
        }
        if (s.catastropheUsed(seat)) {
            throw RuleViolation.illegal("CATASTROPHE_USED", "You have already played your catastrophe.");
        }
        if (!at.onGap() && at.row() == 0) {
            throw RuleViolation.illegal("CATASTROPHE_PROTECTED", "A column's head can never be removed.");
        }
        if (colour == null) {
            throw RuleViolation.illegal("CATASTROPHE_PROTECTED", "A ship can never be removed.");
        }
        if (s.hasLeader(at)) {
            throw RuleViolation.illegal("CATASTROPHE_PROTECTED", "A leader protects the card it stands on.");
        }
        r.emit(new CatastrophePlayed(seat, at, colour));
    }

    /** Whether the catastrophe may strike the position now (the legal-move list uses this). */
    static boolean canStrike(ContestState s, Position at) {
        if (at.onGap()) {
            return s.gapFilled(at.gap()) && !s.hasLeader(at);
        }
        return at.row() >= 1 && at.row() <= s.size(at.col()) && s.shipAt(at.col(), at.row()) == null
                && !s.hasLeader(at);
    }
}
