package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import ziggurat.games.contest.ContestEvent.*;

/**
 * External conflicts [contest §5.3]: a joining card has united two kingdoms, and each colour with two leaders in the
 * united kingdom is fought out, one at a time, until none is left.
 *
 * <ol>
 *   <li>The attacker is the first involved seat clockwise starting with the active seat.</li>
 *   <li>Each leader's side is what its column reaches through filled gaps other than the new joining card.</li>
 *   <li>Base strength: the cards of the conflict colour on that side; heads count when the colour is red,
 *       ships and the face-down joining card never count.</li>
 *   <li>Both sides commit cards of the conflict colour; {@link Conflicts} settles winner, reward and the
 *       loser's leader.</li>
 *   <li>Every card of the conflict colour on the loser's side without a leader goes to the winner's victory
 *       pile, face-up joining cards included (their gaps empty, which may split the kingdom). Heads stay.</li>
 * </ol>
 */
final class ExternalConflict {

    private ExternalConflict() {
    }

    /** Columns lo..hi and the face-up joining cards between them: one side of the new joining card. */
    record Side(int lo, int hi) {
    }

    /** The colours with two leaders in the kingdom of the face-down joining card, in colour order. */
    static List<Colour> openConflicts(ContestState s) {
        int gap = s.faceDownGap();
        int lo = s.kingdomStart(gap);
        int hi = s.kingdomEnd(gap);
        List<Colour> open = new ArrayList<>(2);
        for (Colour colour : Colour.values()) {
            int first = s.leaderSeatIn(colour, lo, hi, -1);
            if (first >= 0 && s.leaderSeatIn(colour, lo, hi, first) >= 0) {
                open.add(colour);
            }
        }
        return open;
    }

    static void start(Resolution r, Colour colour) {
        ContestState s = r.state();
        int gap = s.faceDownGap();
        int lo = s.kingdomStart(gap);
        int hi = s.kingdomEnd(gap);
        int first = s.leaderSeatIn(colour, lo, hi, -1);
        int second = s.leaderSeatIn(colour, lo, hi, first);
        int attacker = clockwiseDistance(s, first) <= clockwiseDistance(s, second) ? first : second;
        int defender = attacker == first ? second : first;
        int attackerBase = base(s, sideOf(s, s.leaderCode(attacker, colour)), colour);
        int defenderBase = base(s, sideOf(s, s.leaderCode(defender, colour)), colour);
        r.emit(new ConflictStarted(ConflictKind.EXTERNAL, colour, colour, attacker, defender,
                new Strengths(attackerBase, defenderBase)));
    }

    private static int clockwiseDistance(ContestState s, int seat) {
        return Math.floorMod(seat - s.active(), s.seats());
    }

    /** The side of the new joining card on which the leader stands (a leader on gap h counts as column h). */
    static Side sideOf(ContestState s, int leaderCode) {
        int j = s.faceDownGap();
        int col = ContestState.columnOfCode(leaderCode);
        return col <= j ? new Side(s.kingdomStart(j), j) : new Side(j + 1, s.kingdomEnd(j + 1));
    }

    static int base(ContestState s, Side side, Colour colour) {
        int n = 0;
        int code = colour.ordinal();
        for (int c = side.lo(); c <= side.hi(); c++) {
            if (colour == Colour.RED) {
                n++; // treasure cards count as red in the conflict
            }
            for (int row = 1; row <= s.size(c); row++) {
                if (s.cardCode(c, row) == code) {
                    n++;
                }
            }
        }
        for (int g = side.lo(); g < side.hi(); g++) {
            if (s.gapCard[g] == code) {
                n++;
            }
        }
        return n;
    }

    /** Step 5: called after the loser's leader has left, so the card it stood on goes too [contest D9]. */
    static void transfer(Resolution r, Side side, Colour colour, int winner) {
        ContestState s = r.state();
        int code = colour.ordinal();
        List<Position> from = new ArrayList<>();
        for (int c = side.lo(); c <= side.hi(); c++) {
            for (int row = 1; row <= s.size(c); row++) {
                if (s.cardCode(c, row) == code && s.occupant(ContestState.cellCode(c, row)) < 0) {
                    from.add(Position.cell(c, row));
                }
            }
            if (c < side.hi() && s.gapCard[c] == code && s.occupant(ContestState.gapCode(c)) < 0) {
                from.add(Position.gap(c));
            }
        }
        if (from.isEmpty()) {
            return;
        }
        r.emit(new CardsTransferred(List.copyOf(from), colour, winner));
        List<VictoryCard> entries = new ArrayList<>(from.size());
        for (int i = 0; i < from.size(); i++) {
            entries.add(colour.asVictoryCard());
        }
        r.emit(new VictoryCardsGained(winner, List.copyOf(entries), Source.DISPLAY, Reason.CONFLICT_TRANSFER));
    }
}
