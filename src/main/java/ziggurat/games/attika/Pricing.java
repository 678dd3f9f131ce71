package ziggurat.games.attika;

import java.util.Arrays;
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

    /**
     * What hex {@code at} offers {@code seat}'s next building, whichever it is: the resource symbols counted on it
     * and on every adjacent empty map hex (step 2), and the catalogue numbers of the seat's own buildings next to it (steps 1
     * and 4). Legal moves work it out once per hex and price every building on the board with it.
     */
    record Site(Hex at, int[] symbols, int[] ownNeighbours) {

        boolean touchesOwn() {
            return ownNeighbours.length > 0;
        }
    }

    /** A building's printed cost read once: per resource, its 'any' units, and whether the cost is provisional. */
    record Cost(Building building, int[] perResource, int any, boolean provisional) {

        static Cost of(Building b) {
            int[] per = new int[4];
            for (Resource r : Resource.values()) {
                per[r.ordinal()] = b.cost(r);
            }
            return new Cost(b, per, b.costAny(), b.costProvisional());
        }
    }

    /** What the empty map hex numbered {@code at} (see {@link MapHexes}) offers. */
    static Site site(AttikaState s, int seat, int at) {
        MapHexes map = s.map;
        int[] symbols = Arrays.copyOfRange(s.offers(), 4 * at, 4 * at + 4);
        int[] built = s.builtNumbers();
        int[] own = NO_NEIGHBOURS; // most hexes touch no own building: no array for them
        int owned = 0;
        for (int d = 0; d < 6; d++) {
            int n = map.neighbour(at, d);
            if (n == MapHexes.OFF) {
                continue; // a hole, a shrine or beyond the map: no building
            }
            AttikaState.Occupant o = s.occupants[n];
            if (o != null && o.seat() == seat) {
                own = owned == 0 ? new int[6] : own;
                own[owned++] = built[n];
            }
        }
        own = owned == 6 || owned == 0 ? own : Arrays.copyOf(own, owned);
        return new Site(map.hex(at), symbols, own);
    }

    /** The price on a map hex; {@code settlements} is the seat's number of settlements now. */
    static Quote quote(AttikaState s, int seat, Building b, Hex h, int settlements) {
        int number = s.catalogue.number(b.id());
        return quote(s.catalogue, number, site(s, seat, s.map.number(h)), settlements);
    }

    /** Step 1: free along an arrow from an own neighbour; main buildings are never free. */
    static boolean isFree(Catalogue catalogue, int number, Site site) {
        if (!catalogue.building(number).main()) {
            for (int neighbour : site.ownNeighbours()) {
                if (catalogue.arrowFrom(number, neighbour)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The price of building {@code number} of the catalogue on {@code site}, step by step [attika §5.2]. */
    static Quote quote(Catalogue catalogue, int number, Site site, int settlements) {
        Building b = catalogue.building(number);
        return isFree(catalogue, number, site) ? free(b) : notFree(catalogue.cost(number), site, settlements);
    }

    static Quote free(Building b) {
        return new Quote(b, true, NOTHING, NOTHING, 0, 0, false);
    }

    /** Steps 2 to 4, for a building that is not free on {@code site}. */
    static Quote notFree(Cost c, Site site, int settlements) {
        Building b = c.building();
        // step 2 is the site's: symbols on h and on every adjacent empty map hex
        int[] symbols = site.symbols();
        // step 3: a symbol covers its own resource first, then an 'any' unit
        int[] remainder = new int[4];
        int leftover = 0;
        for (int r = 0; r < 4; r++) {
            int cost = c.perResource()[r];
            int covered = Math.min(symbols[r], cost);
            remainder[r] = cost - covered;
            leftover += symbols[r] - covered;
        }
        int remainderAny = Math.max(0, c.any() - leftover);
        // step 4: a building that touches no own building founds a new settlement
        boolean touchesOwn = site.touchesOwn();
        int surcharge = touchesOwn ? 0 : settlements;
        return new Quote(b, false, symbols, remainder, remainderAny, surcharge, !touchesOwn);
    }

    /**
     * The fewest cards that pay {@code c} on {@code site} when it is not free there: {@link Quote#minimumCards} of
     * {@link #notFree}, counted with the same steps 3 and 4 but without making the quote, since the legal moves ask
     * it of every building on every kind of hex and most answers are "more than the hand holds".
     */
    static int minimumCards(Cost c, Site site, int settlements) {
        int[] symbols = site.symbols();
        int missing = 0;
        int leftover = 0;
        for (int r = 0; r < 4; r++) {
            int cost = c.perResource()[r];
            int covered = Math.min(symbols[r], cost);
            missing += cost - covered;
            leftover += symbols[r] - covered;
        }
        return missing + Math.max(0, c.any() - leftover) + (site.touchesOwn() ? 0 : settlements);
    }

    /** No symbols, no remainder: a free build's (never changed). */
    private static final int[] NOTHING = new int[4];
    /** No own neighbours (never changed). */
    private static final int[] NO_NEIGHBOURS = new int[0];

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
