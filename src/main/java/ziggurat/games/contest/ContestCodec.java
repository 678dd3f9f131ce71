package ziggurat.games.contest;

import static ziggurat.engine.kit.SnapshotFields.seat;

import java.util.Arrays;
import java.util.List;
import ziggurat.engine.StateCodec;
import ziggurat.engine.kit.SnapshotFields;
import ziggurat.games.contest.ContestState.Conflict;
import ziggurat.games.contest.ContestState.ShipOffer;
import ziggurat.games.contest.ContestState.TreasureOffer;

/**
 * A {@link ContestState} to a {@link ContestSnapshot} and back. A restored state owns fresh copies of every
 * array; its deck holds only the cards not yet drawn (the drawn ones are never read again). {@link #restore}
 * refuses values the rules could never produce and that the complete view would not show (a card code that
 * does not exist, two leaders on one position, a leader where no card is), so whatever it accepts is either
 * the state it was taken of or fails the platform's state-hash check.
 */
final class ContestCodec implements StateCodec<ContestState, ContestSnapshot> {

    private static final SnapshotFields FIELDS = new SnapshotFields("Contest of Kings");

    static final ContestCodec INSTANCE = new ContestCodec();

    private static final int SHIPS = Ship.values().length;
    private static final int PILE_ENTRIES = VictoryCard.values().length;

    private ContestCodec() {
    }

    @Override
    public Class<ContestSnapshot> type() {
        return ContestSnapshot.class;
    }

    @Override
    public ContestSnapshot snapshot(ContestState s) {
        int[][] columns = new int[ContestState.COLUMNS][];
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            columns[c] = Arrays.copyOfRange(s.cards, c * ContestState.MAX_ROW, c * ContestState.MAX_ROW + s.size[c]);
        }
        return new ContestSnapshot(s.names, s.options, s.seedCommitment, s.stacked, s.treasureHead.clone(), columns,
                s.gapCard.clone(), s.faceDownGap, s.leader.clone(), s.shipsAvailable, s.hand.clone(), s.pile.clone(),
                s.pileTop.clone(), Arrays.copyOfRange(s.deck, s.deckNext, s.deckEnd), s.setAside.clone(),
                s.discard.clone(), s.catastrophesDiscarded, s.catastropheUsed, s.committed, s.active, s.actionsTaken,
                s.conflict, s.shipOffer, s.treasureOffer, s.ended);
    }

    @Override
    public ContestState restore(ContestSnapshot r) {
        List<String> names = FIELDS.present(r.names(), "names");
        int seats = names.size();
        FIELDS.check(seats == 0 || (seats >= 2 && seats <= 4), "2 to 4 seats");
        for (String name : names) {
            FIELDS.check(name != null, "a seat's name");
        }
        ContestState s = new ContestState();
        s.seats = seats;
        s.names = List.copyOf(names);
        s.options = FIELDS.present(r.options(), "options");
        s.seedCommitment = r.seedCommitment();
        s.stacked = r.stacked();

        boolean[] heads = FIELDS.present(r.treasureHeads(), "treasureHeads");
        FIELDS.check(heads.length == ContestState.COLUMNS, "treasureHeads of length " + ContestState.COLUMNS);
        s.treasureHead = heads.clone();
        int[][] columns = FIELDS.present(r.columns(), "columns");
        FIELDS.check(columns.length == ContestState.COLUMNS, "columns of length " + ContestState.COLUMNS);
        s.cards = new int[ContestState.COLUMNS * ContestState.MAX_ROW];
        s.size = new int[ContestState.COLUMNS];
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            int[] column = FIELDS.present(columns[c], "a column");
            FIELDS.check(column.length <= ContestState.MAX_ROW, "a column's length");
            for (int row = 0; row < column.length; row++) {
                FIELDS.check(column[row] >= 0 && column[row] < ContestState.SHIP + SHIPS, "a column card");
                s.cards[c * ContestState.MAX_ROW + row] = column[row];
            }
            s.size[c] = column.length;
        }
        s.gapCard = FIELDS.sized(r.gaps(), ContestState.GAPS, "gaps");
        for (int g : s.gapCard) {
            FIELDS.check(g >= ContestState.EMPTY && g < 4, "a joining card");
        }
        FIELDS.check(r.faceDownGap() == ContestState.EMPTY
                || (r.faceDownGap() >= 0 && r.faceDownGap() < ContestState.GAPS && s.gapCard[r.faceDownGap()] >= 0),
                "the face-down joining card");
        s.faceDownGap = r.faceDownGap();
        s.leader = FIELDS.sized(r.leaders(), seats * 4, "leaders");
        for (int i = 0; i < s.leader.length; i++) {
            int code = s.leader[i];
            FIELDS.check(code == ContestState.SUPPLY || visible(s, code), "a leader's position");
            for (int j = 0; j < i; j++) {
                FIELDS.check(code == ContestState.SUPPLY || s.leader[j] != code, "one leader per position");
            }
        }
        FIELDS.check((r.shipsAvailable() & ~ContestState.ALL_SHIPS) == 0, "the ships available");
        s.shipsAvailable = r.shipsAvailable();

        s.hand = FIELDS.counts(r.hands(), seats * 4, "hands");
        s.pile = FIELDS.counts(r.piles(), seats * PILE_ENTRIES, "piles");
        s.pileTop = FIELDS.sized(r.pileTops(), seats, "pileTops");
        for (int top : s.pileTop) {
            FIELDS.check(top >= -1 && top < PILE_ENTRIES, "a pile's top");
        }
        s.deck = colours(r.deck(), "deck");
        s.deckNext = 0;
        s.deckEnd = s.deck.length;
        s.setAside = colours(r.setAside(), "setAside");
        s.discard = FIELDS.counts(r.discard(), 4, "discard");
        FIELDS.check(r.catastrophesDiscarded() >= 0, "catastrophesDiscarded");
        s.catastrophesDiscarded = r.catastrophesDiscarded();
        FIELDS.check((r.catastropheUsed() & ~((1 << seats) - 1)) == 0, "catastropheUsed");
        s.catastropheUsed = r.catastropheUsed();
        FIELDS.check(r.committed() >= 0, "committed");
        s.committed = r.committed();

        FIELDS.check(r.active() >= 0 && r.active() < Math.max(seats, 1), "the active seat");
        s.active = r.active();
        s.actionsTaken = r.actionsTaken();
        Conflict c = r.conflict();
        FIELDS.check(c == null || (c.kind() != null && c.color() != null && c.supportColor() != null
                && seat(c.attacker(), seats) && seat(c.defender(), seats)), "the conflict");
        s.conflict = c;
        ShipOffer ship = r.shipOffer();
        FIELDS.check(ship == null || (column(ship.col()) && ship.firstRow() >= 1 && ship.ships() != null
                && !ship.ships().contains(null)), "the ship offer");
        s.shipOffer = ship == null ? null : new ShipOffer(ship.col(), ship.firstRow(), List.copyOf(ship.ships()));
        TreasureOffer treasure = r.treasureOffer();
        FIELDS.check(treasure == null || (seat(treasure.seat(), seats) && treasure.columns() != null
                && treasure.columns().stream().allMatch(col -> col != null && column(col))), "the treasure offer");
        s.treasureOffer = treasure == null ? null : new TreasureOffer(treasure.seat(), List.copyOf(treasure.columns()));
        s.ended = r.ended();
        return s;
    }

    /** A position the view shows a leader on: a head, a card (not a ship) or a face-up joining card. */
    private static boolean visible(ContestState s, int code) {
        if (ContestState.isGapCode(code)) {
            int g = code - ContestState.gapCode(0);
            return g >= 0 && g < ContestState.GAPS && s.gapCard[g] >= 0 && g != s.faceDownGap;
        }
        int col = ContestState.colOfCell(code);
        int row = ContestState.rowOfCell(code);
        return code >= 0 && column(col) && row <= s.size[col]
                && (row == 0 || s.cards[col * ContestState.MAX_ROW + row - 1] < ContestState.SHIP);
    }

    private static boolean column(int col) {
        return col >= 0 && col < ContestState.COLUMNS;
    }

    private static int[] colours(int[] values, String what) {
        int[] copy = FIELDS.present(values, what).clone();
        for (int v : copy) {
            FIELDS.check(v >= 0 && v < 4, what + " holds colours");
        }
        return copy;
    }
}
