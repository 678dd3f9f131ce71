package ziggurat.engine.kit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Knizia's scoring: a player is as strong as their weakest colour. Shared by Tigris &amp; Euphrates (treasures)
 * and Contest of Kings (treasure cards): jokers go one at a time to the weakest colour, and results compare
 * weakest first.
 */
public final class WeakestColour {

    private WeakestColour() {
    }

    /**
     * Assigns {@code jokers} one at a time, each to the colour with the lowest current total; ties go to the
     * colour that comes first in {@code tieOrder} (indices into {@code points}). This maximises the lowest
     * total, then the second lowest, and so on.
     *
     * @return how many jokers each colour received, indexed like {@code points}
     */
    public static int[] assignJokers(int[] points, int jokers, int[] tieOrder) {
        int[] totals = points.clone();
        int[] given = new int[points.length];
        for (int j = 0; j < jokers; j++) {
            int best = tieOrder[0];
            for (int c : tieOrder) {
                if (totals[c] < totals[best]) {
                    best = c;
                }
            }
            totals[best]++;
            given[best]++;
        }
        return given;
    }

    /** The totals sorted from weakest to strongest: the vector results are compared by. */
    public static int[] sortedResult(int[] totals) {
        int[] sorted = totals.clone();
        Arrays.sort(sorted);
        return sorted;
    }

    /** Compares two sorted results: the higher weakest total wins, then the next weakest, and so on. */
    public static int compare(int[] a, int[] b) {
        return Arrays.compare(a, b);
    }

    /** Rank per seat: 1 + the number of seats with a strictly better result, so equal results share a rank. */
    public static List<Integer> ranks(List<int[]> sortedResults) {
        List<Integer> ranks = new ArrayList<>(sortedResults.size());
        for (int[] mine : sortedResults) {
            int better = 0;
            for (int[] other : sortedResults) {
                if (compare(other, mine) > 0) {
                    better++;
                }
            }
            ranks.add(better + 1);
        }
        return ranks;
    }
}
