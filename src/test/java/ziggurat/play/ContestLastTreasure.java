package ziggurat.play;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import ziggurat.engine.Move;
import ziggurat.games.contest.Colour;
import ziggurat.games.contest.ContestEvent.ConflictKind;
import ziggurat.games.contest.ContestEvent.EndReason;
import ziggurat.games.contest.ContestMove;
import ziggurat.games.contest.ContestState;
import ziggurat.games.contest.Position;

/**
 * Steers a Contest of Kings game toward its {@code lastTreasure} ending, which random play never reaches: the
 * display starts with as many kingdoms as treasures, each exchange needs a join and each join leaves one kingdom
 * fewer, so a single join that takes no treasure puts the last treasure out of reach until a catastrophe splits
 * a kingdom again [contest §6, §9.1]. Every seat plays the same greedy policy: each legal move is tried, the
 * table after it is scored by what the seat sees (the display and its own hand), and one of the best is played,
 * ties at random; now and then one a little worse, so the game also holds conflicts, catastrophes and points.
 *
 * <p>The score wants, in this order: fewer treasure heads (a treasure on offer to the seat itself, holding a
 * red card to pay, counts as taken, as does the seat's own join still resolving its conflicts with its trader in
 * the kingdom; another seat's hand is hidden, so an offer to it does not); no more
 * treasures than kingdoms; a red card in hand; then, for each empty gap whose join would bring two treasure heads
 * into one kingdom, the seat's own trader in that kingdom and three cards in each of the gap's columns (the join
 * rule [contest §3.4]), so that its next join there offers it a treasure.
 */
final class ContestLastTreasure implements Steering {

    private static final int JOIN_MINIMUM = 3;
    private static final int DETOUR_PERCENT = 30;
    private static final double DETOUR = 35;

    @Override
    public Move choose(Probe probe, Object state, int seat, List<Move> legal, SplittableRandom random) {
        ContestState before = (ContestState) state;
        double[] scores = new double[legal.size()];
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < legal.size(); i++) {
            Move move = legal.get(i);
            ContestState after = (ContestState) probe.after(state, probe.events(state, seat, move));
            // the refill at the end of the turn draws cards the seat cannot know yet: its hand counts as it was
            scores[i] = score(after, move instanceof ContestMove.EndTurn ? before : after, seat)
                    - (spendsRed(move) ? 1 : 0) + support(before, move);
            bestScore = Math.max(bestScore, scores[i]);
        }
        double floor = random.nextInt(100) < DETOUR_PERCENT ? bestScore - DETOUR : bestScore;
        List<Move> best = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            if (scores[i] >= floor) {
                best.add(legal.get(i));
            }
        }
        return best.get(random.nextInt(best.size()));
    }

    @Override
    public String describe() {
        return "legal moves chosen greedily toward the last treasure (ContestLastTreasure): fewer treasure heads, "
                + "no join without an exchange, traders beside treasures, columns readied for joins, ties at random";
    }

    /** In an external conflict the support is the conflict's colour, not red: commit it all, to keep a trader. */
    private static double support(ContestState s, Move move) {
        return move instanceof ContestMove.CommitSupport m && s.conflict() != null
                && s.conflict().kind() == ConflictKind.EXTERNAL ? 0.5 * m.count() : 0;
    }

    /** Red cards pay for treasures: spend another colour when one will do. */
    private static boolean spendsRed(Move move) {
        return move instanceof ContestMove.PlayCard m && m.color() == Colour.RED
                || move instanceof ContestMove.PlayJoiningCard j && j.color() == Colour.RED;
    }

    /** The display {@code s} and the seat's hand in {@code hand}, as {@code seat} sees them. */
    static double score(ContestState s, ContestState hand, int seat) {
        if (s.over()) {
            return s.endReason() == EndReason.LAST_TREASURE ? 1e9 : -1e9;
        }
        boolean canPay = hand.hand(seat, Colour.RED) > 0;
        int treasures = s.treasureHeads();
        ContestState.TreasureOffer offer = s.treasureOffer();
        int joining = s.faceDownGap();
        if (offer != null && offer.seat() == seat && canPay) {
            treasures--;
        } else if (joining >= 0 && canPay) {
            // a join whose conflicts are being resolved: its kingdom will offer a treasure if the trader stays
            int lo = s.kingdomStart(joining);
            int hi = s.kingdomEnd(joining);
            if (treasureHeads(s, lo, hi) >= 2 && traderIn(s, seat, lo, hi)) {
                treasures--;
            }
        }
        int kingdoms = 0;
        for (int col = 0; col < ContestState.COLUMNS; col = s.kingdomEnd(col) + 1) {
            kingdoms++;
        }
        double score = -1000.0 * treasures - 800.0 * Math.max(0, treasures - kingdoms) + (canPay ? 40 : 0);
        double best = 0;
        double sum = 0;
        for (int gap = 0; gap < ContestState.GAPS; gap++) {
            if (s.gapFilled(gap)) {
                continue;
            }
            int lo = s.kingdomStart(gap);
            int hi = s.kingdomEnd(gap + 1);
            if (treasureHeads(s, lo, hi) < 2) {
                continue;
            }
            boolean trader = traderIn(s, seat, lo, hi);
            int ready = Math.min(s.size(gap), JOIN_MINIMUM) + Math.min(s.size(gap + 1), JOIN_MINIMUM);
            double value = 10.0 * ready + (trader ? 30 : 0) + (trader && ready == 2 * JOIN_MINIMUM ? 50 : 0);
            best = Math.max(best, value);
            sum += value;
        }
        return score + best + 0.1 * sum;
    }

    private static int treasureHeads(ContestState s, int lo, int hi) {
        int heads = 0;
        for (int c = lo; c <= hi; c++) {
            if (s.headIsTreasure(c)) {
                heads++;
            }
        }
        return heads;
    }

    /**
     * Whether the seat's trader stands in columns lo..hi or on a joining card between them; not while it attacks
     * another trader there, since the defender wins ties [contest §5.2].
     */
    private static boolean traderIn(ContestState s, int seat, int lo, int hi) {
        Position p = s.leaderPosition(seat, Colour.GREEN);
        ContestState.Conflict c = s.conflict();
        if (p == null || c != null && c.kind() == ConflictKind.INTERNAL && c.color() == Colour.GREEN
                && c.attacker() == seat) {
            return false;
        }
        int col = p.onGap() ? p.gap() : p.col();
        return col >= lo && col <= hi;
    }
}
