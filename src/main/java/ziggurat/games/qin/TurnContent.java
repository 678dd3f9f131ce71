package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;

/**
 * What is done in one turn [qin §5.3]: one module. A turn is a draw, then an action step (placements, and buys where
 * the module allows them), then a use step; the module says how many of each.
 */
public interface TurnContent {

    /** Tiles drawn at the start of {@code seat}'s turn. */
    int draws(QinState s, int seat);

    /**
     * The most actions of the action step, fixed when the draw step closes; {@code hand} is {@code seat}'s hand size
     * then, which trades and destructions after the draw do not change [qin D28].
     */
    int actions(QinState s, int seat, int hand);

    /** Whether an action may be buying a pagoda (else only placing). */
    boolean buys();

    /** Whether every action of the step is owed while a legal option exists (else only the first) [qin D14]. */
    boolean everyActionOwed();

    /** Whether each placement builds pagodas at the sites it creates [qin D29]. */
    boolean buildsSites();

    /** The most uses of the use step when the pagoda module has uses at all. */
    int uses();

    /** [qin §5.3.1] (reconstruction R1) {@code sa}: draw 2; place a tile or buy a pagoda; optionally use one pagoda. */
    record BuildOrBuy() implements TurnContent {
        public int draws(QinState s, int seat) {
            return 2;
        }

        public int actions(QinState s, int seat, int hand) {
            return 1;
        }

        public boolean buys() {
            return true;
        }

        public boolean everyActionOwed() {
            return true;
        }

        public boolean buildsSites() {
            return false;
        }

        public int uses() {
            return 1;
        }
    }

    /** [qin §5.3.2, D27] (reconstruction R2) {@code se}: draw 2; place or buy n times (1, 3 or 2 by province count); no use step. */
    record ByProvinces() implements TurnContent {
        public int draws(QinState s, int seat) {
            return 2;
        }

        public int actions(QinState s, int seat, int hand) {
            return n(s, seat);
        }

        /** [qin D27] the fewest provinces 1 (also when all tie), else the most 2, else 3. */
        static int n(QinState s, int seat) {
            List<Integer> counts = new ArrayList<>();
            for (int p = 0; p < s.seats(); p++) {
                counts.add(s.provinces(s.colourOf(p)).size());
            }
            int mine = counts.get(seat);
            int min = counts.stream().mapToInt(Integer::intValue).min().orElse(0);
            int max = counts.stream().mapToInt(Integer::intValue).max().orElse(0);
            return mine == min ? 1 : mine == max ? 2 : 3;
        }

        public boolean buys() {
            return true;
        }

        public boolean everyActionOwed() {
            return true;
        }

        public boolean buildsSites() {
            return false;
        }

        public int uses() {
            return 0;
        }
    }

    /**
     * [qin §5.3.3, D28] {@code suo}: draw k+1 (k the pagodas owned); place at least one and at most max(1, ⌊h/2⌋),
     * each placement building pagodas at the sites it creates; use up to three pagodas.
     */
    record WarCampaign() implements TurnContent {
        public int draws(QinState s, int seat) {
            return s.ownedPagodas(seat) + 1;
        }

        public int actions(QinState s, int seat, int hand) {
            return hand == 0 ? 0 : Math.max(1, hand / 2);
        }

        public boolean buys() {
            return false;
        }

        public boolean everyActionOwed() {
            return false;
        }

        public boolean buildsSites() {
            return true;
        }

        public int uses() {
            return 3;
        }
    }
}
