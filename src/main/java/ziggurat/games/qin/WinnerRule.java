package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * Who wins [qin §5.1]: one module, chosen once. Each narrows the seats still in contention by its measure and, when
 * several remain, hands them to the module its rule names for ties; every chain ends with exactly one winner.
 */
public interface WinnerRule {

    /** The module's JSON id, as the measures and tie-breaks name it. */
    String id();

    /** The one winner among {@code among}, recording the measures and tie-breaks used in {@code verdict}. */
    int among(QinState s, List<Integer> among, Verdict verdict);

    /** The measures and tie-breaks of one evaluation, as {@code GameEnded} reports them. */
    final class Verdict {
        final java.util.Map<Integer, java.util.Map<String, Integer>> measures = new java.util.TreeMap<>();
        final List<String> tieBreaks = new ArrayList<>();

        void measure(int seat, String name, int value) {
            measures.computeIfAbsent(seat, k -> new java.util.TreeMap<>()).put(name, value);
        }
    }

    /**
     * The seats of {@code among} with the best value of {@code measure} (the most when {@code most}), each seat's value
     * recorded under {@code name}.
     */
    static List<Integer> best(List<Integer> among, ToIntFunction<Integer> measure, boolean most, String name,
                              Verdict verdict) {
        int best = most ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (int seat : among) {
            int v = measure.applyAsInt(seat);
            verdict.measure(seat, name, v);
            best = most ? Math.max(best, v) : Math.min(best, v);
        }
        List<Integer> tied = new ArrayList<>();
        for (int seat : among) {
            if (measure.applyAsInt(seat) == best) {
                tied.add(seat);
            }
        }
        if (tied.size() > 1) {
            verdict.tieBreaks.add(name + " tie between seats " + String.join(",", tied.stream().map(String::valueOf).toList()));
        }
        return tied;
    }

    /**
     * [qin D17] the turn longest ago: {@code lastTurn} ascending, then clockwise from the seat the turn order names
     * next.
     */
    static int turnLongestAgo(QinState s, List<Integer> tied, Verdict verdict) {
        int next = s.rules().order().nextForTies(s);
        int n = s.seats();
        for (int seat : tied) {
            verdict.measure(seat, "lastTurn", s.lastTurn(seat));
        }
        int winner = tied.stream().min(Comparator.<Integer>comparingInt(s::lastTurn)
                .thenComparingInt(seat -> Math.floorMod(seat - next, n))).orElseThrow();
        verdict.tieBreaks.add("turnLongestAgo: seat " + winner);
        return winner;
    }

    /** The second entry of the sizes, largest first; 0 when there is only one [qin D20]. */
    static int second(List<Integer> sizes) {
        return sizes.size() > 1 ? sizes.get(1) : 0;
    }

    /** [qin §5.1.1] {@code ve}: the most pagodas; ties by the turn longest ago. */
    record MostPagodas() implements WinnerRule {
        public String id() {
            return "mostPagodas";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, s::ownedPagodas, true, "pagodas", v);
            return tied.size() == 1 ? tied.get(0) : turnLongestAgo(s, tied, v);
        }
    }

    /** [qin §5.1.2] {@code ver}: the most upper-storey pagodas (level ≥ 1); ties by {@code ve}. */
    record MostTowerPagodas() implements WinnerRule {
        public String id() {
            return "mostTowerPagodas";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, seat -> (int) s.pagodas().stream()
                    .filter(p -> p.level() >= 1 && s.owners(p).contains(seat)).count(), true, "towerPagodas", v);
            return tied.size() == 1 ? tied.get(0) : new MostPagodas().among(s, tied, v);
        }
    }

    /** [qin §5.1.3] {@code vuo}: the largest second-largest province; ties by the turn longest ago. */
    record LargestSecondProvince() implements WinnerRule {
        public String id() {
            return "largestSecondProvince";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, seat -> second(s.provinces(s.colourOf(seat))), true,
                    "secondLargestProvince", v);
            return tied.size() == 1 ? tied.get(0) : turnLongestAgo(s, tied, v);
        }
    }

    /** [qin §5.1.4] {@code viu}: the smallest largest province; ties by {@code vuo}. */
    record SmallestLargestProvince() implements WinnerRule {
        public String id() {
            return "smallestLargestProvince";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, seat -> s.provinces(s.colourOf(seat)).get(0), false, "largestProvince", v);
            return tied.size() == 1 ? tied.get(0) : new LargestSecondProvince().among(s, tied, v);
        }
    }

    /** [qin §5.1.5] {@code vel}: the most tiles in hand; ties by {@code ve}. */
    record MostTiles() implements WinnerRule {
        public String id() {
            return "mostTiles";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, s::handSize, true, "tilesInHand", v);
            return tied.size() == 1 ? tied.get(0) : new MostPagodas().among(s, tied, v);
        }
    }

    /** [qin §5.1.6] {@code vil}: the fewest tiles in hand; ties by {@code ve}. */
    record FewestTiles() implements WinnerRule {
        public String id() {
            return "fewestTiles";
        }

        public int among(QinState s, List<Integer> among, Verdict v) {
            List<Integer> tied = best(among, s::handSize, false, "tilesInHand", v);
            return tied.size() == 1 ? tied.get(0) : new MostPagodas().among(s, tied, v);
        }
    }
}
