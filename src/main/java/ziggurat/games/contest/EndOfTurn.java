package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.contest.ContestEvent.EndReason;
import ziggurat.games.contest.ContestEvent.GameEnded;
import ziggurat.games.contest.ContestEvent.HandRefilled;
import ziggurat.games.contest.ContestEvent.TurnEnded;

/**
 * [contest §9.1] ship points for the active seat, the two end checks, the refill (active seat first, then clockwise;
 * nobody draws when the deck cannot refill everyone, [contest D13]), and the next seat's turn.
 */
final class EndOfTurn {

    private EndOfTurn() {
    }

    static final int HAND_SIZE = 8;

    static void run(Resolution r) {
        int seat = r.state().active();
        // Ship points belong to the turn they end, so the log shows them before TurnEnded [contest §9.1].
        Ships.scoreForActiveSeat(r, seat);
        r.emit(new TurnEnded(seat));

        ContestState s = r.state();
        if (s.treasureHeads() == 1) {
            end(r, EndReason.LAST_TREASURE);
            return;
        }
        int shortfall = 0;
        for (int i = 0; i < s.seats(); i++) {
            shortfall += HAND_SIZE - s.handSize(i);
        }
        if (shortfall > s.deckCount()) {
            end(r, EndReason.DECK_EXHAUSTED);
            return;
        }
        for (int k = 0; k < s.seats(); k++) {
            int who = (seat + k) % s.seats();
            ContestState now = r.state();
            int missing = HAND_SIZE - now.handSize(who);
            if (missing > 0) {
                List<Colour> drawn = new ArrayList<>(missing);
                for (int i = 0; i < missing; i++) {
                    drawn.add(Colour.of(now.deck[now.deckNext + i]));
                }
                r.emit(new HandRefilled(who, missing, List.copyOf(drawn)));
            }
        }
    }

    static void end(Resolution r, EndReason reason) {
        FinalScoring.Result result = FinalScoring.score(r.state());
        r.emit(new GameEnded(reason, result.scores(), result.winners()));
    }
}
