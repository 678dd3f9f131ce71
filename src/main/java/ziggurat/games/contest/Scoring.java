package ziggurat.games.contest;

import java.util.List;
import ziggurat.games.contest.ContestEvent.Reason;
import ziggurat.games.contest.ContestEvent.ScoreMissed;
import ziggurat.games.contest.ContestEvent.Source;
import ziggurat.games.contest.ContestEvent.VictoryCardsGained;

/** Points paid from the hand. Every such payment is automatic [contest D7]: paid when the colour is held, else missed. */
final class Scoring {

    private Scoring() {
    }

    static void payFromHand(Resolution r, int seat, Colour colour, Reason reason) {
        if (r.state().hand(seat, colour) > 0) {
            r.emit(new VictoryCardsGained(seat, List.of(colour.asVictoryCard()), Source.HAND, reason));
        } else {
            r.emit(new ScoreMissed(seat, colour, reason));
        }
    }

    /**
     * [contest §4] who scores a card of {@code colour} placed in columns lo..hi: the owner of the leader of that colour,
     * else the owner of a king (a joker only for colours without their own leader), else nobody (-1).
     */
    static int beneficiary(ContestState s, Colour colour, int lo, int hi) {
        int owner = s.leaderSeatIn(colour, lo, hi, -1);
        if (owner >= 0) {
            return owner;
        }
        return s.leaderSeatIn(Colour.BLACK, lo, hi, -1);
    }
}
