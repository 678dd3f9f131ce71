package ziggurat.games.attika;

import java.util.Map;
import ziggurat.engine.RuleViolation;
import ziggurat.games.attika.AttikaEvent.Price;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * [attika §5.2, §5.3, §5.4, §5.5, §5.6, §5.7] what a placement costs and how it is paid: free building along arrows, the map discount, the
 * new-settlement surcharge, the "matches first" payment check, and the cheapest payment.
 */
final class Pricing {

    private Pricing() {
    }

    /**
     * The price of building {@code b} for {@code seat} at {@code h}, step by step [attika §5.2].
     *
     * @param symbols   resource symbols counted on h and the adjacent empty map hexes
     * @param remainder per resource, what the symbols leave to pay with cards
     * @param surcharge the new-settlement surcharge [attika D26]
     */
    record Quote(Building building, boolean free, int[] symbols, int[] remainder, int remainderAny, int surcharge,
                 boolean newSettlement) {

        /** The fewest cards that pay it, whatever the hand: 2 per missing resource is never needed with enough matches. */
        int minimumCards() {
            int n = remainderAny + surcharge;
            for (int r : remainder) {
                n += r;
            }
            return n;
        }

        Price price() {
            return new Price(building.cost(), building.costProvisional(), Payment.of(symbols), Payment.of(remainder),
                    remainderAny, surcharge);
        }
    }

    /** The price; {@code settlements} is the seat's number of settlements now. */
    static Quote quote(AttikaState s, int seat, Building b, Hex h, int settlements) {
        boolean touchesOwn = false;
        boolean free = false;
        for (Hex n : h.neighbours()) {
            AttikaState.Occupant o = s.buildings.get(n);
            if (o != null && o.seat() == seat) {
                touchesOwn = true;
                // step 1: free along an arrow from an own neighbour; main buildings are never free
                if (!b.main() && b.arrowsFrom().contains(o.building())) {
                    free = true;
                }
            }
        }
        if (free) {
            return new Quote(b, true, new int[4], new int[4], 0, 0, false);
        }
        // step 2: symbols on h and on every adjacent empty map hex
        int[] symbols = new int[4];
        count(s, h, symbols);
        for (Hex n : h.neighbours()) {
            if (!s.buildings.containsKey(n)) {
                count(s, n, symbols);
            }
        }
        // step 3: a symbol covers its own resource first, then an 'any' unit
        int[] remainder = new int[4];
        int leftover = 0;
        for (Resource r : Resource.values()) {
            int cost = b.cost(r);
            int covered = Math.min(symbols[r.ordinal()], cost);
            remainder[r.ordinal()] = cost - covered;
            leftover += symbols[r.ordinal()] - covered;
        }
        int remainderAny = Math.max(0, b.costAny() - leftover);
        // step 4: a building that touches no own building founds a new settlement
        int surcharge = touchesOwn ? 0 : settlements;
        return new Quote(b, false, symbols, remainder, remainderAny, surcharge, !touchesOwn);
    }

    private static void count(AttikaState s, Hex h, int[] symbols) {
        Integer r = s.hexes.get(h);
        if (r != null && r >= 0) {
            symbols[r]++;
        }
    }

    /**
     * The payment check of [attika §5.6, D27]: the cards are in the hand; matching cards pay their own resource one
     * for one; every other card must make exactly two per missing resource, one per 'any' unit and one per
     * surcharge unit.
     */
    static void check(Quote q, int[] hand, Payment payment) {
        int[] pay = payment.toArray();
        for (int r = 0; r < 4; r++) {
            if (pay[r] > hand[r]) {
                throw RuleViolation.illegal("CARDS_NOT_IN_HAND", "You hold " + hand[r] + " " + Resource.values()[r]
                        + " card" + (hand[r] == 1 ? "" : "s") + ", not " + pay[r] + ".");
            }
        }
        if (required(q, pay) != rest(q, pay)) {
            int[] cheapest = cheapest(q, hand);
            String detail = (q.free() ? "This building is free here, so the payment must be {}."
                    : "The payment does not fit the price: remainder " + describe(q.remainder(), q.remainderAny())
                    + ", surcharge " + q.surcharge() + ". Matching cards pay their own resource; two other cards "
                    + "replace a missing resource, one card pays an 'any' unit or a surcharge unit.")
                    + (cheapest == null ? " You cannot afford it." : " The cheapest payment is "
                    + describe(cheapest, 0) + ".");
            throw RuleViolation.illegal("PAYMENT_MISMATCH", detail,
                    cheapest == null ? Map.of() : Map.of("cheapest", Payment.of(cheapest)));
        }
    }

    private static int required(Quote q, int[] pay) {
        int missing = 0;
        for (int r = 0; r < 4; r++) {
            missing += q.remainder()[r] - Math.min(q.remainder()[r], pay[r]);
        }
        return 2 * missing + q.remainderAny() + q.surcharge();
    }

    private static int rest(Quote q, int[] pay) {
        int rest = 0;
        for (int r = 0; r < 4; r++) {
            rest += pay[r] - Math.min(q.remainder()[r], pay[r]);
        }
        return rest;
    }

    /** [attika §5.7] the cheapest payment, or null when the hand cannot afford it. */
    static int[] cheapest(Quote q, int[] hand) {
        int[] pay = new int[4];
        int[] left = hand.clone();
        int missing = 0;
        for (int r = 0; r < 4; r++) {
            int m = Math.min(q.remainder()[r], left[r]);
            pay[r] = m;
            left[r] -= m;
            missing += q.remainder()[r] - m;
        }
        int k = 2 * missing + q.remainderAny() + q.surcharge();
        for (int i = 0; i < k; i++) {
            int most = 0;
            for (int r = 1; r < 4; r++) {
                if (left[r] > left[most]) {
                    most = r;
                }
            }
            if (left[most] == 0) {
                return null;
            }
            left[most]--;
            pay[most]++;
        }
        return pay;
    }

    static String describe(int[] counts, int any) {
        StringBuilder b = new StringBuilder("{");
        for (Resource r : Resource.values()) {
            if (counts[r.ordinal()] > 0) {
                b.append(b.length() > 1 ? ", " : "").append(r).append(": ").append(counts[r.ordinal()]);
            }
        }
        if (any > 0) {
            b.append(b.length() > 1 ? ", " : "").append("any: ").append(any);
        }
        return b.append('}').toString();
    }
}
