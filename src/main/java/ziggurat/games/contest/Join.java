package ziggurat.games.contest;

import java.util.List;
import ziggurat.engine.RuleViolation;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestMove.PlayJoiningCard;
import ziggurat.games.contest.ContestState.TreasureOffer;

/**
 * Action C [contest §3.4]: a joining card goes face down between two columns of at least three cards each. Nobody
 * scores; the external conflicts are fought ({@link ExternalConflict}, driven by {@link Resolution#settle});
 * the card turns face up; then the trader's owner may exchange one treasure [contest §6].
 */
final class Join {

    private Join() {
    }

    static final int CARDS_NEEDED = 3;

    static void play(Resolution r, int seat, PlayJoiningCard move) {
        ContestState s = r.state();
        int gap = move.gap();
        if (gap >= ContestState.GAPS) {
            throw RuleViolation.illegal("NO_SUCH_POSITION", "There are only gaps 0 to 6.");
        }
        if (s.hand(seat, move.color()) == 0) {
            throw RuleViolation.illegal("CARD_NOT_IN_HAND", "You hold no " + move.color() + " card.");
        }
        if (s.gapFilled(gap)) {
            throw RuleViolation.illegal("GAP_TAKEN", "Gap " + gap + " already holds a joining card.");
        }
        if (!joinable(s, gap)) {
            throw RuleViolation.illegal("JOIN_TOO_FEW_CARDS",
                    "Both neighbouring columns need at least 3 cards below their heads; cards in other columns of a kingdom do not count.");
        }
        r.emit(new JoiningCardPlayed(seat, gap, move.color()));
    }

    /** The 3-card rule counts each neighbouring column alone, head not counted (BGG clarification). */
    static boolean joinable(ContestState s, int gap) {
        return s.size(gap) >= CARDS_NEEDED && s.size(gap + 1) >= CARDS_NEEDED;
    }

    static void chooseConflict(Resolution r, Colour colour) {
        List<Colour> open = ExternalConflict.openConflicts(r.state());
        if (!open.contains(colour)) {
            throw RuleViolation.illegal("NO_SUCH_CONFLICT",
                    "There is no open " + colour + " conflict; open conflicts: " + open + ".");
        }
        r.emit(new ConflictChosen(colour));
        ExternalConflict.start(r, colour);
    }

    static void takeTreasure(Resolution r, int seat, int col) {
        ContestState s = r.state();
        TreasureOffer offer = s.treasureOffer();
        if (col >= ContestState.COLUMNS) {
            throw RuleViolation.illegal("NO_SUCH_POSITION", "There are only columns 0 to 7.");
        }
        if (!offer.columns().contains(col)) {
            throw RuleViolation.illegal("NOT_A_TREASURE",
                    "Column " + col + " has no treasure in the joined kingdom; choose one of " + offer.columns() + ".");
        }
        if (s.hand(seat, Colour.RED) == 0) {
            throw RuleViolation.illegal("NO_RED_CARD", "A treasure is exchanged for a red card, and you hold none.");
        }
        r.emit(new TreasureTaken(seat, col));
        r.emit(new VictoryCardsGained(seat, List.of(VictoryCard.TREASURE), Source.TREASURE, Reason.TREASURE));
    }

    static void declineTreasure(Resolution r, int seat) {
        r.emit(new TreasureDeclined(seat));
    }
}
