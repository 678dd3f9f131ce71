package ziggurat.games.attika;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import ziggurat.engine.LegalMove;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.games.attika.AttikaState.Mode;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * [attika §8.4, D32] every legal move of the pending seat, by move type in the order of [attika §8.2], then building id in
 * component-set order, then hex (r, then q). Each build lists one (building, hex) pair with the cheapest payment
 * and its price beside it; placements the player cannot afford are left out.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    /** What a build's entry shows beside the move: the price and the number of cards of the cheapest payment. */
    public record BuildPrice(boolean free, boolean provisional, Payment remainder, int remainderAny, int surcharge,
                             int cards) {
    }

    /** The cards {@code endTurn} would draw now. */
    public record EndTurnCards(int cards) {
    }

    static Listing of(AttikaState s, int seat) {
        String kind = AttikaView.pendingKind(s);
        if (kind == null || s.turnSeat != seat) {
            return new Listing(s);
        }
        return AttikaRuleset.MOVES.list(kind, s, seat);
    }

    /** [attika §2.5] every legal site of the revealed map tile, in each of its six rotations. */
    static Listing mapTilePlacements(AttikaState s, int seat) {
        Listing out = new Listing(s);
        for (Hex site : MapGrowth.legalSites(s)) {
            for (int rot = 0; rot < 6; rot++) {
                out.addMove(LegalMove.of(new PlaceMapTile(site, rot)));
            }
        }
        return out;
    }

    /** [attika §4.3] build the drawn building where it is affordable, or store it. */
    static Listing drawnResolutions(AttikaState s, int seat) {
        Listing out = new Listing(s);
        builds(s, seat, new int[] {s.catalogue.number(s.drawn)}, true, out);
        out.addMove(LegalMove.of(new StoreDrawn()));
        return out;
    }

    /** [attika §4] draw, build, use an amphora, end the turn. */
    static Listing actions(AttikaState s, int seat) {
        Listing out = new Listing(s);
        AttikaState.Seat p = s.seats.get(seat);
        if (s.mode != Mode.BUILD && s.capacity(Mode.DRAW) - s.used > 0) {
            for (StackName name : StackName.values()) {
                if (!p.stacks.get(name.ordinal()).isEmpty()) {
                    out.addMove(LegalMove.of(new DrawBuilding(name)));
                }
            }
        }
        if (s.mode != Mode.DRAW && s.capacity(Mode.BUILD) - s.used > 0) {
            // the board's buildings in component-set order [attika §8.4]
            int[] board = new int[p.board.size()];
            for (int i = 0; i < board.length; i++) {
                board[i] = s.catalogue.number(p.board.get(i));
            }
            Arrays.sort(board);
            builds(s, seat, board, false, out);
        }
        if (p.amphorae > 0) {
            out.addMove(LegalMove.of(new UseAmphora()));
        }
        out.addMove(new LegalMove<>(new EndTurn(), new EndTurnCards(Math.max(0, s.actionsLeft()))));
        return out;
    }

    /**
     * Each affordable (building, empty hex) pair with its cheapest payment. What a hex offers is the same for every
     * building, so it is worked out once per hex. Hexes that show the same symbols and alike touch or not an own
     * building price a building the same unless it is free there, so each building is priced once per such kind of
     * hex, and a building that is affordable on no kind and free nowhere is passed over at once.
     */
    private static void builds(AttikaState s, int seat, int[] buildings, boolean drawn, Listing out) {
        if (buildings.length == 0) {
            return;
        }
        // the map's numbers are in legal-move order already; what each empty hex offers is kept by the state, so
        // a hex is only a number here, and a Site is made just for the first hex of each kind and the hexes next to
        // an own building (the only ones where a building can be free [attika §5.3])
        int[] offers = s.offers();
        int[] sites = new int[s.map.size()];
        int count = 0;
        int[] kinds = new int[s.map.size()];
        List<Pricing.Site> kindSites = new ArrayList<>();
        int[] kindOf = new int[s.map.size()];
        List<Pricing.Site> ownSites = new ArrayList<>();
        Pricing.Site[] ownSiteAt = new Pricing.Site[s.map.size()];
        for (int i = 0; i < s.map.size(); i++) {
            if (s.occupants[i] != null) {
                continue;
            }
            boolean touchesOwn = touchesOwn(s, seat, i);
            Pricing.Site own = null;
            if (touchesOwn) {
                own = Pricing.site(s, seat, i);
                ownSites.add(own);
                ownSiteAt[count] = own;
            }
            // a few dozen kinds at most, so a search through them is quicker than hashing
            int kind = kind(offers, i, touchesOwn);
            int k = 0;
            while (k < kindSites.size() && kinds[k] != kind) {
                k++;
            }
            if (k == kindSites.size()) {
                kinds[k] = kind;
                kindSites.add(own != null ? own : Pricing.site(s, seat, i));
            }
            kindOf[count] = k;
            sites[count++] = i;
        }
        int settlements = Settlements.count(s, seat);
        int[] hand = s.seats.get(seat).hand;
        int cards = hand[0] + hand[1] + hand[2] + hand[3];
        for (int number : buildings) {
            Building b = s.catalogue.building(number);
            Pricing.Cost cost = s.catalogue.cost(number);
            Priced[] byKind = new Priced[kindSites.size()];
            boolean any = false;
            for (int k = 0; k < byKind.length; k++) {
                // most buildings cost more cards than the hand holds on most hexes: those are passed over on a count
                Pricing.Site site = kindSites.get(k);
                byKind[k] = Pricing.minimumCards(cost, site, settlements) > cards ? Priced.UNAFFORDABLE
                        : Priced.of(Pricing.notFree(cost, site, settlements), hand, cost);
                any |= byKind[k].payment() != null;
            }
            Priced free = null;
            for (Pricing.Site site : ownSites) {
                if (Pricing.isFree(s.catalogue, number, site)) {
                    free = Priced.of(Pricing.free(b), hand, cost);
                    break;
                }
            }
            if (!any && free == null) {
                continue;
            }
            for (int i = 0; i < count; i++) {
                Pricing.Site own = ownSiteAt[i];
                boolean freeHere = free != null && own != null && Pricing.isFree(s.catalogue, number, own);
                Priced p = freeHere ? free : byKind[kindOf[i]];
                if (p.payment() == null) {
                    continue;
                }
                out.addBuild(drawn ? -1 : number, sites[i], p);
            }
        }
    }

    private static boolean touchesOwn(AttikaState s, int seat, int at) {
        for (int d = 0; d < 6; d++) {
            int n = s.map.neighbour(at, d);
            if (n != MapHexes.OFF && s.occupants[n] != null && s.occupants[n].seat() == seat) {
                return true;
            }
        }
        return false;
    }

    /** A hex's symbols (at most 7 of a resource) and whether it touches an own building, as one number. */
    private static int kind(int[] offers, int at, boolean touchesOwn) {
        int k = touchesOwn ? 1 : 0;
        for (int r = 0; r < 4; r++) {
            k = k * 8 + offers[4 * at + r];
        }
        return k;
    }

    /**
     * The legal moves in order: the moves before the builds, the builds, the moves after them. A random playout or
     * a bot reads one move of a list of hundreds of builds, so a build is kept as three numbers (building, hex,
     * price) and made into its move only when it is read; the list reads as the list of those moves in every
     * other way (equals, toString, iteration). Unmodifiable; it keeps the state's catalogue and map, which never
     * change.
     */
    static final class Listing extends AbstractList<LegalMove<AttikaMove>> implements RandomAccess {

        private final Catalogue catalogue;
        private final MapHexes map;
        private final List<LegalMove<AttikaMove>> head = new ArrayList<>();
        private final List<LegalMove<AttikaMove>> tail = new ArrayList<>();
        /** Per build: the building's catalogue number (-1 for the drawn building) and the hex's number. */
        private int[] builds = new int[64];
        private Priced[] prices = new Priced[32];
        private int buildCount;

        private Listing(AttikaState s) {
            this.catalogue = s.catalogue;
            this.map = s.map;
        }

        /** A move that is not a build: before the builds while there are none, after them once there are. */
        private void addMove(LegalMove<AttikaMove> move) {
            (buildCount == 0 ? head : tail).add(move);
        }

        private void addBuild(int building, int hex, Priced price) {
            if (buildCount == prices.length) {
                builds = Arrays.copyOf(builds, 4 * buildCount);
                prices = Arrays.copyOf(prices, 2 * buildCount);
            }
            builds[2 * buildCount] = building;
            builds[2 * buildCount + 1] = hex;
            prices[buildCount++] = price;
        }

        @Override
        public LegalMove<AttikaMove> get(int index) {
            int i = index - head.size();
            if (i < 0 || i >= buildCount) {
                return i < 0 ? head.get(index) : tail.get(i - buildCount);
            }
            return new LegalMove<>(build(i), prices[i].price());
        }

        /** The move at {@code index} without its details. */
        AttikaMove move(int index) {
            int i = index - head.size();
            if (i < 0 || i >= buildCount) {
                return get(index).move();
            }
            return build(i);
        }

        private AttikaMove build(int i) {
            Hex h = map.hex(builds[2 * i + 1]);
            Payment payment = prices[i].payment();
            int building = builds[2 * i];
            return building < 0 ? new BuildDrawn(h, payment) : new Build(catalogue.building(building).id(), h, payment);
        }

        @Override
        public int size() {
            return head.size() + buildCount + tail.size();
        }
    }

    /** A building priced on a kind of hex: the cheapest payment (null when unaffordable) and the price shown. */
    private record Priced(Payment payment, BuildPrice price) {

        static final Priced UNAFFORDABLE = new Priced(null, null);

        static Priced of(Pricing.Quote q, int[] hand, Pricing.Cost cost) {
            if (q.minimumCards() > hand[0] + hand[1] + hand[2] + hand[3]) {
                return UNAFFORDABLE;
            }
            int[] pay = Pricing.cheapest(q, hand);
            if (pay == null) {
                return UNAFFORDABLE;
            }
            Payment payment = Payment.of(pay);
            return new Priced(payment, new BuildPrice(q.free(), cost.provisional(), Payment.of(q.remainder()),
                    q.remainderAny(), q.surcharge(), payment.total()));
        }
    }
}
