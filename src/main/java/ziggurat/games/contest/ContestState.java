package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ziggurat.engine.kit.CopyOnWrite;
import ziggurat.games.contest.ContestEvent.*;

/**
 * The whole table: display, hands, deck, victory piles and the decision in progress.
 *
 * <p>Immutable from the outside. {@link #apply} copies the small arrays and changes the copy, which keeps
 * replay and random playouts cheap. Cards are tracked by colour only [contest D1].
 *
 * <p>Why this file is longer than 600 lines: the table's fields, the copy-on-write of each group of them and the
 * fold that assigns them are one unit, read and changed together (a field the copy misses is a bug no test of a
 * single event shows), so they stay in one file; what a player decides is in the rules' own files.
 */
public final class ContestState extends CopyOnWrite {

    public static final int COLUMNS = 8;
    public static final int GAPS = 7;
    /** Column cards per column, head not counted [contest §2.1]. */
    public static final int MAX_ROW = 8;

    static final int EMPTY = -1;
    /** Column-card codes 0..3 are colours; a ship is SHIP + its ordinal. */
    static final int SHIP = 4;
    static final int SUPPLY = -1;
    private static final int GAP_CODE = 256;
    /** Codes per column: room for the head (row 0) and every card row. */
    private static final int COLUMN_CODES = 16;
    /** Every ship still to build, one bit per {@link Ship} ordinal. */
    static final int ALL_SHIPS = (1 << Ship.values().length) - 1;

    /** A leader position on the display, packed into one int: col * 16 + row, or 256 + gap. */
    static int cellCode(int col, int row) {
        return col * COLUMN_CODES + row;
    }

    /** The column of a code that is not a gap's. */
    static int colOfCell(int code) {
        return code / COLUMN_CODES;
    }

    /** The row of a code that is not a gap's: 0 is the head. */
    static int rowOfCell(int code) {
        return code % COLUMN_CODES;
    }

    static int gapCode(int gap) {
        return GAP_CODE + gap;
    }

    static boolean isGapCode(int code) {
        return code >= GAP_CODE;
    }

    static Position positionOf(int code) {
        if (code == SUPPLY) {
            return null;
        }
        return isGapCode(code) ? Position.gap(code - GAP_CODE) : Position.cell(colOfCell(code), rowOfCell(code));
    }

    static int codeOf(Position p) {
        return p.onGap() ? gapCode(p.gap()) : cellCode(p.col(), p.row());
    }

    /** The column whose kingdom a position belongs to: a joining card belongs with the column on its left. */
    static int columnOfCode(int code) {
        return isGapCode(code) ? code - GAP_CODE : colOfCell(code);
    }

    /** The conflict being resolved; {@code committedAttacker} is -1 until the attacker has committed. */
    public record Conflict(ConflictKind kind, Colour color, Colour supportColor, int attacker, int defender,
                           int baseAttacker, int baseDefender, int committedAttacker, int committedDefender) {
    }

    /** A ship may be built from rows {@code firstRow}..{@code firstRow}+3 of {@code col}. */
    public record ShipOffer(int col, int firstRow, List<Ship> ships) {
    }

    /** The trader's owner may exchange one of these treasures. */
    public record TreasureOffer(int seat, List<Integer> columns) {
    }

    // ---- setup facts
    int seats;
    List<String> names;
    ContestOptions options;
    String seedCommitment;
    boolean stacked;

    // ---- the display
    boolean[] treasureHead;
    int[] cards;
    int[] size;
    int[] gapCard;
    int faceDownGap;
    int[] leader;
    int shipsAvailable;

    // ---- cards away from the display
    int[] hand;
    int[] pile;
    int[] pileTop;
    int[] deck;
    int deckNext;
    int deckEnd;
    int[] setAside;
    int[] discard;
    int catastrophesDiscarded;
    int catastropheUsed;
    int committed;

    // ---- the turn and the decision in progress
    int active;
    int actionsTaken;
    Conflict conflict;
    ShipOffer shipOffer;
    TreasureOffer treasureOffer;
    EndReason ended;

    /** The table before any event: nothing dealt, no seats. */
    ContestState() {
        names = List.of();
        options = ContestOptions.DEFAULT;
        treasureHead = new boolean[COLUMNS];
        cards = new int[COLUMNS * MAX_ROW];
        size = new int[COLUMNS];
        gapCard = new int[GAPS];
        Arrays.fill(gapCard, EMPTY);
        faceDownGap = EMPTY;
        leader = new int[0];
        hand = new int[0];
        pile = new int[0];
        pileTop = new int[0];
        deck = new int[0];
        setAside = new int[0];
        discard = new int[4];
    }

    /** An empty shell for {@link #copy}, which sets every field. */
    private ContestState(boolean shell) {
    }

    /**
     * A copy sharing every array with this state. Arrays are never changed in place once a state has been
     * handed out: {@link #fold} clones each array before its first change (copy-on-write), so an event
     * copies only what it touches.
     */
    private ContestState copy() {
        ContestState s = new ContestState(false);
        s.seats = seats;
        s.names = names;
        s.options = options;
        s.seedCommitment = seedCommitment;
        s.stacked = stacked;
        s.treasureHead = treasureHead;
        s.cards = cards;
        s.size = size;
        s.gapCard = gapCard;
        s.faceDownGap = faceDownGap;
        s.leader = leader;
        s.shipsAvailable = shipsAvailable;
        s.hand = hand;
        s.pile = pile;
        s.pileTop = pileTop;
        s.deck = deck;
        s.deckNext = deckNext;
        s.deckEnd = deckEnd;
        s.setAside = setAside;
        s.discard = discard;
        s.catastrophesDiscarded = catastrophesDiscarded;
        s.catastropheUsed = catastropheUsed;
        s.committed = committed;
        s.active = active;
        s.actionsTaken = actionsTaken;
        s.conflict = conflict;
        s.shipOffer = shipOffer;
        s.treasureOffer = treasureOffer;
        s.ended = ended;
        return s;
    }

    // Copy-on-write: a fresh copy owns an array (own(...), or ownDisplay() and ownPile() for the arrays written
    // together) before it first changes it.
    private static final int OWN_DISPLAY = 1, OWN_LEADER = 2, OWN_HAND = 4, OWN_PILE = 8, OWN_DISCARD = 16,
            OWN_TREASURE = 32;

    private void ownDisplay() {
        if (firstWrite(OWN_DISPLAY)) {
            cards = cards.clone();
            size = size.clone();
            gapCard = gapCard.clone();
        }
    }

    private void ownPile() {
        if (firstWrite(OWN_PILE)) {
            pile = pile.clone();
            pileTop = pileTop.clone();
        }
    }

    // =====================================================================================================
    // Reading the table
    // =====================================================================================================

    public int seats() {
        return seats;
    }

    public ContestOptions options() {
        return options;
    }

    public boolean stacked() {
        return stacked;
    }

    public boolean over() {
        return ended != null;
    }

    public EndReason endReason() {
        return ended;
    }

    public int active() {
        return active;
    }

    public int actionsTaken() {
        return actionsTaken;
    }

    public Conflict conflict() {
        return conflict;
    }

    public ShipOffer shipOffer() {
        return shipOffer;
    }

    public TreasureOffer treasureOffer() {
        return treasureOffer;
    }

    /** Number of column cards below the head. */
    public int size(int col) {
        return size[col];
    }

    public boolean headIsTreasure(int col) {
        return treasureHead[col];
    }

    public int treasureHeads() {
        int n = 0;
        for (boolean t : treasureHead) {
            if (t) {
                n++;
            }
        }
        return n;
    }

    /** The colour of the column card at row ≥ 1, or null for a ship. */
    public Colour cardColour(int col, int row) {
        int code = cards[col * MAX_ROW + row - 1];
        return code < SHIP ? Colour.of(code) : null;
    }

    public Ship shipAt(int col, int row) {
        int code = cards[col * MAX_ROW + row - 1];
        return code >= SHIP ? Ship.of(code - SHIP) : null;
    }

    int cardCode(int col, int row) {
        return cards[col * MAX_ROW + row - 1];
    }

    /** The joining card in the gap (face up or face down), or null for an empty gap. */
    public Colour gapColour(int gap) {
        return gapCard[gap] == EMPTY ? null : Colour.of(gapCard[gap]);
    }

    public boolean gapFilled(int gap) {
        return gapCard[gap] != EMPTY;
    }

    /** The gap holding the face-down joining card of the join being resolved, or -1. */
    public int faceDownGap() {
        return faceDownGap;
    }

    public boolean shipAvailable(Ship ship) {
        return (shipsAvailable & (1 << ship.ordinal())) != 0;
    }

    public List<Ship> shipsAvailable() {
        List<Ship> list = new ArrayList<>(3);
        for (Ship s : Ship.values()) {
            if (shipAvailable(s)) {
                list.add(s);
            }
        }
        return list;
    }

    public int hand(int seat, Colour colour) {
        return hand[seat * 4 + colour.ordinal()];
    }

    public int handSize(int seat) {
        int b = seat * 4;
        return hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3];
    }

    public int pileCount(int seat, VictoryCard entry) {
        return pile[seat * 5 + entry.ordinal()];
    }

    public int pileSize(int seat) {
        int n = 0;
        for (int i = 0; i < 5; i++) {
            n += pile[seat * 5 + i];
        }
        return n;
    }

    public VictoryCard pileTop(int seat) {
        return pileTop[seat] < 0 ? null : VictoryCard.of(pileTop[seat]);
    }

    public int deckCount() {
        return deckEnd - deckNext;
    }

    public List<Colour> deckInOrder() {
        List<Colour> list = new ArrayList<>(deckCount());
        for (int i = deckNext; i < deckEnd; i++) {
            list.add(Colour.of(deck[i]));
        }
        return list;
    }

    public int setAsideCount() {
        return setAside.length;
    }

    public List<Colour> setAsideCards() {
        List<Colour> list = new ArrayList<>(setAside.length);
        for (int c : setAside) {
            list.add(Colour.of(c));
        }
        return list;
    }

    public int discard(Colour colour) {
        return discard[colour.ordinal()];
    }

    public int catastrophesDiscarded() {
        return catastrophesDiscarded;
    }

    public boolean catastropheUsed(int seat) {
        return (catastropheUsed & (1 << seat)) != 0;
    }

    /** Committed conflict cards lying face up in the play area. */
    public int committedCards() {
        return committed;
    }

    /** Where the leader stands, or null while it is in its owner's supply. */
    public Position leaderPosition(int seat, Colour colour) {
        return positionOf(leader[seat * 4 + colour.ordinal()]);
    }

    int leaderCode(int seat, Colour colour) {
        return leader[seat * 4 + colour.ordinal()];
    }

    /** The index (seat * 4 + colour) of the leader standing on the position code, or -1. */
    int occupant(int code) {
        for (int i = 0; i < leader.length; i++) {
            if (leader[i] == code) {
                return i;
            }
        }
        return -1;
    }

    public boolean hasLeader(Position p) {
        return occupant(codeOf(p)) >= 0;
    }

    /** Leftmost column of the kingdom holding {@code col}: kingdoms are runs of columns joined by cards [contest §2.3]. */
    public int kingdomStart(int col) {
        int lo = col;
        while (lo > 0 && gapCard[lo - 1] != EMPTY) {
            lo--;
        }
        return lo;
    }

    public int kingdomEnd(int col) {
        int hi = col;
        while (hi < COLUMNS - 1 && gapCard[hi] != EMPTY) {
            hi++;
        }
        return hi;
    }

    /** Whether the leader code stands in columns lo..hi or on a joining card between them. */
    static boolean within(int code, int lo, int hi) {
        if (code == SUPPLY) {
            return false;
        }
        if (isGapCode(code)) {
            int g = code - GAP_CODE;
            return g >= lo && g < hi;
        }
        int c = colOfCell(code);
        return c >= lo && c <= hi;
    }

    /** The seat whose leader of {@code colour} stands in the kingdom lo..hi other than {@code except}, or -1. */
    int leaderSeatIn(Colour colour, int lo, int hi, int exceptSeat) {
        for (int s = 0; s < seats; s++) {
            if (s != exceptSeat && within(leader[s * 4 + colour.ordinal()], lo, hi)) {
                return s;
            }
        }
        return -1;
    }

    /** Whether the position code shows red: a head, a red column card or a face-up red joining card [contest §2.4]. */
    boolean isRedPosition(int code) {
        if (isGapCode(code)) {
            int g = code - GAP_CODE;
            return g != faceDownGap && gapCard[g] == Colour.RED.ordinal();
        }
        int row = rowOfCell(code);
        return row == 0 || cardCode(colOfCell(code), row) == Colour.RED.ordinal();
    }

    // =====================================================================================================
    // Evolve: one event at a time
    // =====================================================================================================

    /** The state after {@code event}. */
    public ContestState apply(ContestEvent event) {
        ContestState s = copy();
        s.fold(event);
        return s;
    }

    private void fold(ContestEvent event) {
        // Java 17 has no pattern switch; the most frequent events come first.
        if (event instanceof LeaderPlaced e) {
            leader = own(leader, OWN_LEADER);
            leader[e.seat() * 4 + e.leader().ordinal()] = codeOf(e.to());
            actionsTaken++;
        } else if (event instanceof CardPlayed e) {
            hand = own(hand, OWN_HAND);
            ownDisplay();
            hand[e.seat() * 4 + e.color().ordinal()]--;
            cards[e.col() * MAX_ROW + e.row() - 1] = e.color().ordinal();
            size[e.col()]++;
            actionsTaken++;
            shipOffer = shipOfferFor(e.col(), e.row(), e.color());
        } else if (event instanceof VictoryCardsGained e) {
            gain(e);
        } else if (event instanceof ScoreMissed || event instanceof ConflictChosen) {
            // public knowledge only; nothing moves
        } else if (event instanceof TurnEnded e) {
            active = (e.seat() + 1) % seats;
            actionsTaken = 0;
        } else if (event instanceof HandRefilled e) {
            draw(e.seat(), e.colors());
        } else if (event instanceof JoiningCardPlayed e) {
            hand = own(hand, OWN_HAND);
            ownDisplay();
            hand[e.seat() * 4 + e.color().ordinal()]--;
            gapCard[e.gap()] = e.color().ordinal();
            faceDownGap = e.gap();
            actionsTaken++;
        } else if (event instanceof ConflictStarted e) {
            conflict = new Conflict(e.kind(), e.color(), e.supportColor(), e.attacker(), e.defender(),
                    e.base().attacker(), e.base().defender(), -1, -1);
        } else if (event instanceof SupportCommitted e) {
            hand = own(hand, OWN_HAND);
            hand[e.seat() * 4 + conflict.supportColor().ordinal()] -= e.count();
            committed += e.count();
            Conflict c = conflict;
            conflict = c.committedAttacker() < 0
                    ? new Conflict(c.kind(), c.color(), c.supportColor(), c.attacker(), c.defender(),
                    c.baseAttacker(), c.baseDefender(), e.count(), -1)
                    : new Conflict(c.kind(), c.color(), c.supportColor(), c.attacker(), c.defender(),
                    c.baseAttacker(), c.baseDefender(), c.committedAttacker(), e.count());
        } else if (event instanceof ConflictResolved e) {
            discard = own(discard, OWN_DISCARD);
            discard[conflict.supportColor().ordinal()] += e.discarded();
            committed -= e.discarded();
            conflict = null;
        } else if (event instanceof LeaderReturned e) {
            leader = own(leader, OWN_LEADER);
            leader[e.seat() * 4 + e.leader().ordinal()] = SUPPLY;
        } else if (event instanceof CardsTransferred e) {
            removeAll(e.from());
        } else if (event instanceof JoiningCardRevealed e) {
            faceDownGap = EMPTY;
            treasureOffer = treasureOfferAt(e.gap());
        } else if (event instanceof TreasureTaken e) {
            treasureHead = own(treasureHead, OWN_TREASURE);
            hand = own(hand, OWN_HAND);
            treasureHead[e.col()] = false;
            hand[e.seat() * 4 + Colour.RED.ordinal()]--;
            treasureOffer = null;
        } else if (event instanceof TreasureDeclined) {
            treasureOffer = null;
        } else if (event instanceof CatastrophePlayed e) {
            discard = own(discard, OWN_DISCARD);
            removeAll(List.of(e.position()));
            discard[e.color().ordinal()]++;
            catastrophesDiscarded++;
            catastropheUsed |= 1 << e.seat();
            actionsTaken++;
        } else if (event instanceof ShipBuilt e) {
            discard = own(discard, OWN_DISCARD);
            buildShip(e);
        } else if (event instanceof ShipDeclined) {
            shipOffer = null;
        } else if (event instanceof GameEnded e) {
            ended = e.reason();
        } else if (event instanceof GameStarted e) {
            start(e);
        } else if (event instanceof CardsDealt e) {
            draw(e.seat(), e.colors());
        } else if (event instanceof CardsSetAside e) {
            setAside = Arrays.copyOfRange(deck, deckEnd - e.count(), deckEnd);
            deckEnd -= e.count();
        } else {
            throw new IllegalArgumentException("no handler for " + event);
        }
    }

    private void start(GameStarted e) {
        treasureHead = new boolean[COLUMNS];
        cards = new int[COLUMNS * MAX_ROW];
        size = new int[COLUMNS];
        gapCard = new int[GAPS];
        discard = new int[4];
        ownAll();
        seats = e.seats().size();
        List<String> n = new ArrayList<>(seats);
        for (SeatStart seat : e.seats()) {
            n.add(seat.name());
        }
        names = List.copyOf(n);
        options = e.options();
        seedCommitment = e.seedCommitment();
        stacked = e.stacked();
        Arrays.fill(treasureHead, true);
        Arrays.fill(cards, 0);
        Arrays.fill(size, 0);
        Arrays.fill(gapCard, EMPTY);
        faceDownGap = EMPTY;
        leader = new int[seats * 4];
        Arrays.fill(leader, SUPPLY);
        shipsAvailable = ALL_SHIPS;
        hand = new int[seats * 4];
        pile = new int[seats * 5];
        pileTop = new int[seats];
        Arrays.fill(pileTop, -1);
        deck = new int[e.deck().size()];
        for (int i = 0; i < deck.length; i++) {
            deck[i] = e.deck().get(i).ordinal();
        }
        deckNext = 0;
        deckEnd = deck.length;
        setAside = new int[0];
        active = 0;
        actionsTaken = 0;
    }

    private void draw(int seat, List<Colour> colours) {
        hand = own(hand, OWN_HAND);
        for (Colour c : colours) {
            hand[seat * 4 + c.ordinal()]++;
        }
        deckNext += colours.size();
    }

    private void gain(VictoryCardsGained e) {
        ownPile();
        if (e.source() == Source.HAND) {
            hand = own(hand, OWN_HAND);
        }
        int seat = e.seat();
        for (VictoryCard v : e.entries()) {
            pile[seat * 5 + v.ordinal()]++;
            pileTop[seat] = v.ordinal();
            if (e.source() == Source.HAND) {
                hand[seat * 4 + v.ordinal()]--;
            }
        }
        if (e.source() == Source.COMMITTED) {
            committed -= e.entries().size();
        }
    }

    /**
     * Takes cards off the display. Rows are removed bottom-up so the rows still to remove keep their numbers;
     * cards below move up with their leaders [contest §2.1].
     */
    private void removeAll(List<Position> positions) {
        ownDisplay();
        leader = own(leader, OWN_LEADER);
        List<Position> sorted = new ArrayList<>(positions);
        sorted.sort((a, b) -> {
            if (a.onGap() || b.onGap()) {
                return Boolean.compare(a.onGap(), b.onGap());
            }
            return a.col().equals(b.col()) ? Integer.compare(b.row(), a.row()) : Integer.compare(a.col(), b.col());
        });
        for (Position p : sorted) {
            if (p.onGap()) {
                gapCard[p.gap()] = EMPTY;
            } else {
                removeRows(p.col(), p.row(), 1);
            }
        }
    }

    private void removeRows(int col, int firstRow, int count) {
        int base = col * MAX_ROW;
        int last = size[col];
        for (int r = firstRow; r + count <= last; r++) {
            cards[base + r - 1] = cards[base + r - 1 + count];
        }
        for (int r = last - count + 1; r <= last; r++) {
            cards[base + r - 1] = 0;
        }
        size[col] = last - count;
        for (int i = 0; i < leader.length; i++) {
            int code = leader[i];
            if (code != SUPPLY && !isGapCode(code) && colOfCell(code) == col && rowOfCell(code) >= firstRow + count) {
                leader[i] = code - count;
            }
        }
    }

    private void buildShip(ShipBuilt e) {
        ownDisplay();
        leader = own(leader, OWN_LEADER);
        int first = e.rows().get(0);
        discard[cardCode(e.col(), first)] += e.rows().size();
        removeRows(e.col(), first + 1, e.rows().size() - 1);
        cards[e.col() * MAX_ROW + first - 1] = SHIP + e.ship().ordinal();
        shipsAvailable &= ~(1 << e.ship().ordinal());
        shipOffer = null;
    }

    /** [contest §8.1, §8.2] the card just played completes four of its colour directly above and including it. */
    private ShipOffer shipOfferFor(int col, int row, Colour colour) {
        if (row < 4) {
            return null;
        }
        for (int r = row - 3; r <= row; r++) {
            if (cardCode(col, r) != colour.ordinal()) {
                return null;
            }
        }
        List<Ship> allowed = new ArrayList<>(3);
        for (Ship ship : Ship.values()) {
            if (shipAvailable(ship) && ship.buildableFrom(colour)) {
                allowed.add(ship);
            }
        }
        return allowed.isEmpty() ? null : new ShipOffer(col, row - 3, List.copyOf(allowed));
    }

    /** [contest §6] the kingdom of the new joining card holds two treasures and a trader. */
    private TreasureOffer treasureOfferAt(int gap) {
        int lo = kingdomStart(gap);
        int hi = kingdomEnd(gap);
        List<Integer> treasures = new ArrayList<>();
        for (int c = lo; c <= hi; c++) {
            if (treasureHead[c]) {
                treasures.add(c);
            }
        }
        int trader = leaderSeatIn(Colour.GREEN, lo, hi, -1);
        if (treasures.size() < 2 || trader < 0) {
            return null;
        }
        return new TreasureOffer(trader, List.copyOf(treasures));
    }
}
