package ziggurat.games.contest;

import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.CardPlayed;
import ziggurat.games.contest.ContestEvent.Reason;
import ziggurat.games.contest.ContestMove.PlayCard;

/**
 * Action B [contest §3.3]: a card from the hand goes to the bottom of a column; it scores [contest §4]; then it may complete
 * a ship ({@link Ships}) — the completing card scores first.
 */
final class CardPlay {

    private CardPlay() {
    }

    static void play(Resolution r, int seat, PlayCard move) {
        ContestState s = r.state();
        int col = move.col();
        if (col >= ContestState.COLUMNS) {
            throw RuleViolation.illegal("NO_SUCH_POSITION", "There are only columns 0 to 7.");
        }
        if (s.hand(seat, move.color()) == 0) {
            throw RuleViolation.illegal("CARD_NOT_IN_HAND", "You hold no " + move.color() + " card.");
        }
        if (s.size(col) >= ContestState.MAX_ROW) {
            throw RuleViolation.illegal("COLUMN_FULL", "Column " + col + " already holds 8 cards.");
        }
        r.emit(new CardPlayed(seat, move.color(), col, s.size(col) + 1));

        ContestState after = r.state();
        int beneficiary = Scoring.beneficiary(after, move.color(), after.kingdomStart(col), after.kingdomEnd(col));
        if (beneficiary >= 0) {
            Scoring.payFromHand(r, beneficiary, move.color(), Reason.CARD);
        }
        // The ship offer, if any, was opened by the CardPlayed event itself [contest §8.1].
    }
}
