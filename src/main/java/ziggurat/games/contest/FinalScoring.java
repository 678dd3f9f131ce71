package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import ziggurat.engine.kit.WeakestColour;
import ziggurat.games.contest.ContestEvent.FinalScore;

/**
 * [contest §9.2] treasures are jokers, each given to the weakest colour (ties black, green, red, blue: [contest D14]); a seat is
 * as strong as its weakest colour, then its next-weakest, and equal results share a place.
 */
final class FinalScoring {

    private FinalScoring() {
    }

    /** Ties for a joker go to black, then green, red, blue: the colours' declaration order. */
    static final int[] TIE_ORDER = {0, 1, 2, 3};

    record Result(List<Integer> winners, List<FinalScore> scores) {
    }

    static Result score(ContestState s) {
        List<int[]> vectors = new ArrayList<>();
        List<int[]> points = new ArrayList<>();
        List<int[]> jokers = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            int[] counts = new int[4];
            for (Colour c : Colour.values()) {
                counts[c.ordinal()] = s.pileCount(seat, c.asVictoryCard());
            }
            int[] given = WeakestColour.assignJokers(counts, s.pileCount(seat, VictoryCard.TREASURE), TIE_ORDER);
            int[] totals = counts.clone();
            for (int i = 0; i < 4; i++) {
                totals[i] += given[i];
            }
            points.add(counts);
            jokers.add(given);
            vectors.add(WeakestColour.sortedResult(totals));
        }
        List<Integer> ranks = WeakestColour.ranks(vectors);
        List<FinalScore> scores = new ArrayList<>();
        List<Integer> winners = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            List<Integer> vector = new ArrayList<>(4);
            for (int v : vectors.get(seat)) {
                vector.add(v);
            }
            scores.add(new FinalScore(seat, byColour(points.get(seat)), s.pileCount(seat, VictoryCard.TREASURE),
                    byColour(jokers.get(seat)), List.copyOf(vector), ranks.get(seat)));
            if (ranks.get(seat) == 1) {
                winners.add(seat);
            }
        }
        return new Result(List.copyOf(winners), List.copyOf(scores));
    }

    private static Map<Colour, Integer> byColour(int[] values) {
        Map<Colour, Integer> map = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            map.put(c, values[c.ordinal()]);
        }
        return Collections.unmodifiableMap(map);
    }
}
