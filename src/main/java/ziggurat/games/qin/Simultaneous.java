package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;

/**
 * [qin §5.4.3, D32] {@code niu}: every seat does each phase of a round at once. Not yet played (the service still
 * refuses it with MODULE_NOT_YET_SUPPORTED); what is here is the round's parts that do not depend on the protocol
 * of sealed commitments, each tested against the worked examples.
 */
final class Simultaneous {

    private Simultaneous() {
    }

    /**
     * Draw-3, the allocation [qin D32] (Ex 8): each seat's demand when the supply covers them all; otherwise each
     * receives min(demand, L) for the largest L the supply covers, and the rest of the supply is discarded so that
     * every seat receiving the most receives equally many.
     *
     * @return the tiles each seat receives, in seat order
     */
    static List<Integer> allocation(List<Integer> demands, int supply) {
        int total = demands.stream().mapToInt(Integer::intValue).sum();
        if (total <= supply) {
            return List.copyOf(demands);
        }
        int most = demands.stream().mapToInt(Integer::intValue).max().orElse(0);
        int level = 0;
        for (int l = 0; l <= most; l++) {
            int needed = 0;
            for (int d : demands) {
                needed += Math.min(d, l);
            }
            if (needed <= supply) {
                level = l;
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int d : demands) {
            out.add(Math.min(d, level));
        }
        return List.copyOf(out);
    }

    /** The priority order of round {@code round}: clockwise from seat (round − 1) mod N [qin D32]. */
    static List<Integer> priority(int round, int seats) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < seats; k++) {
            out.add((round - 1 + k) % seats);
        }
        return List.copyOf(out);
    }
}
