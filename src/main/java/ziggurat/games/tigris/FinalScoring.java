package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import ziggurat.engine.kit.WeakestColour;
import ziggurat.games.tigris.TigrisEvent.*;

/** [tigris §6.4] treasures go one by one to the weakest colour; the weakest colour decides the game. */
final class FinalScoring {

    private static final int[] CANONICAL = {0, 1, 2, 3};

    private FinalScoring() {
    }

    static List<FinalScore> scores(TigrisState s) {
        List<int[]> sortedResults = new ArrayList<>();
        int[][] totals = new int[s.seats][];
        int[][] given = new int[s.seats][];
        for (int seat = 0; seat < s.seats; seat++) {
            int[] pts = new int[4];
            for (int c = 0; c < 4; c++) {
                pts[c] = s.points[seat * 4 + c];
            }
            given[seat] = WeakestColour.assignJokers(pts, s.treasures[seat], CANONICAL);
            totals[seat] = new int[4];
            for (int c = 0; c < 4; c++) {
                totals[seat][c] = pts[c] + given[seat][c];
            }
            sortedResults.add(WeakestColour.sortedResult(totals[seat]));
        }
        List<Integer> ranks = WeakestColour.ranks(sortedResults);
        List<FinalScore> scores = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            Map<Colour, Integer> points = new LinkedHashMap<>();
            Map<Colour, Integer> allocation = new LinkedHashMap<>();
            Map<Colour, Integer> total = new LinkedHashMap<>();
            for (Colour c : Colour.ALL) {
                points.put(c, s.points[seat * 4 + c.ordinal()]);
                if (given[seat][c.ordinal()] > 0) {
                    allocation.put(c, given[seat][c.ordinal()]);
                }
                total.put(c, totals[seat][c.ordinal()]);
            }
            List<Integer> sorted = new ArrayList<>(4);
            for (int v : sortedResults.get(seat)) {
                sorted.add(v);
            }
            scores.add(new FinalScore(seat, points, s.treasures[seat], allocation, total, List.copyOf(sorted), ranks.get(seat)));
        }
        return scores;
    }

    static List<Integer> winners(List<FinalScore> scores) {
        List<Integer> winners = new ArrayList<>();
        for (FinalScore sc : scores) {
            if (sc.rank() == 1) {
                winners.add(sc.seat());
            }
        }
        return winners;
    }

    /** The closing event, with the results written out under the member names of [tigris §9]. */
    static GameEnded gameEnded(TigrisState s, EndReason reason) {
        List<FinalScore> scores = scores(s);
        List<Map<String, Object>> results = new ArrayList<>();
        for (FinalScore sc : scores) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("seat", sc.seat());
            r.put("points", byName(sc.points()));
            r.put("treasures", sc.treasures());
            r.put("allocation", byName(sc.allocation()));
            r.put("final", byName(sc.totals()));
            r.put("sorted", sc.sorted());
            r.put("rank", sc.rank());
            results.add(r);
        }
        List<List<Colour>> hands = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            hands.add(s.handList(seat));
        }
        return new GameEnded(reason, results, winners(scores), hands, s.bagList());
    }

    private static Map<String, Integer> byName(Map<Colour, Integer> m) {
        Map<String, Integer> out = new LinkedHashMap<>();
        m.forEach((c, v) -> out.put(c.toString(), v));
        return out;
    }
}
