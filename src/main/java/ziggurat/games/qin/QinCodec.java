package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import ziggurat.engine.StateCodec;
import ziggurat.engine.kit.SnapshotFields;
import ziggurat.games.qin.QinEvent.GameStarted;
import ziggurat.games.qin.extra.TileDestruction;
import ziggurat.games.qin.extra.TileTrading;
import ziggurat.games.qin.order.PagodaAuction;
import ziggurat.games.qin.order.Round;

/**
 * A {@link QinState} to a {@link QinSnapshot} and back. The restore starts from the state the game's first event
 * folds into (board, rule set, seats' colours) and lays the rest over it; a restored state owns fresh arrays and
 * no legal-move memo, and its pile holds only the tiles not yet drawn (the drawn ones are never read again).
 * {@link #restore} refuses values the rules could never produce and the complete view would not show (a cell that
 * is not the board's, a tile on water, a pagoda off the board), so whatever it accepts is either the state it was
 * taken of or fails the platform's state-hash check.
 */
final class QinCodec implements StateCodec<QinState, QinSnapshot> {

    private static final SnapshotFields FIELDS = new SnapshotFields("Qin");
    private static final int COLOURS = PagodaColour.values().length;

    static final QinCodec INSTANCE = new QinCodec();

    private QinCodec() {
    }

    @Override
    public Class<QinSnapshot> type() {
        return QinSnapshot.class;
    }

    @Override
    public QinSnapshot snapshot(QinState s) {
        Board b = s.board;
        List<String> cells = new ArrayList<>();
        for (int r = 0; r < b.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < b.cols(); c++) {
                int i = b.index(r, c);
                line.append(s.tile[i] ? Character.toLowerCase(s.cellColour(i).letter()) : b.at(i));
            }
            cells.add(line.toString());
        }
        List<QinSnapshot.Village> villages = new ArrayList<>();
        for (int v : b.villages()) {
            villages.add(new QinSnapshot.Village(v / b.cols(), v % b.cols(), s.founded[v], s.conquered[v]));
        }
        List<List<TileType>> hands = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            hands.add(s.hand(seat));
        }
        List<TileType> discard = new ArrayList<>();
        for (TileType t : TileType.values()) {
            for (int i = 0; i < s.discard[t.ordinal()]; i++) {
                discard.add(t);
            }
        }
        return new QinSnapshot(s.started, cells, s.pagodas, s.nextPagoda, villages, List.copyOf(s.pileOrder()), hands,
                discard, s.placed, s.supply.clone(), s.claimer.clone(), s.markers.clone(), s.turn, s.active, s.lastActive,
                s.step, s.max, s.done, s.lastTurn.clone(), s.used, s.progress, s.idle, s.display, s.owed.clone(),
                s.offers.stream().map(o -> new QinSnapshot.Offer(o.from(), o.to(), o.give(), o.want())).toList(),
                s.destructions.stream().map(d -> new QinSnapshot.Destruction(d.by(), d.victim())).toList(),
                s.auction == null ? null : new QinSnapshot.Auction(s.auction.turn(), s.auction.maxBids(),
                        s.auction.amounts(), s.auction.pagodas()),
                s.round, s.result);
    }

    @Override
    public QinState restore(QinSnapshot r) {
        GameStarted game = FIELDS.present(r.game(), "game");
        QinState s;
        try {
            s = new QinState().apply(game);
        } catch (RuntimeException e) {   // unknown or unplayed modules, a board no game has
            throw new IllegalArgumentException("not a Qin snapshot: the game's setup is wrong (" + e.getMessage() + ")",
                    e);
        }
        Board b = s.board;
        FIELDS.check(s.seats == 2 || s.seats == 3 || s.seats == 4 || s.seats == 6, "the number of seats");

        List<String> cells = FIELDS.present(r.cells(), "cells");
        FIELDS.check(cells.size() == b.rows(), "cells of " + b.rows() + " rows");
        int tiles = 0;
        for (int row = 0; row < b.rows(); row++) {
            String line = FIELDS.present(cells.get(row), "a row of cells");
            FIELDS.check(line.length() == b.cols(), "a row of " + b.cols() + " cells");
            for (int col = 0; col < b.cols(); col++) {
                int i = b.index(row, col);
                char c = line.charAt(col);
                if (c == b.at(i)) {
                    continue;
                }
                TileColour colour = TileColour.ofLetter(Character.toUpperCase(c));
                FIELDS.check(Character.isLowerCase(c) && colour != null && !b.water(i) && b.startSquare(i) == null,
                        "cell (" + row + "," + col + ")");
                s.tile[i] = true;
                s.colour[i] = (byte) colour.ordinal();
                tiles++;
            }
        }
        FIELDS.check(r.placed() >= 0 && 2 * r.placed() >= tiles, "the tiles placed, two cells each");
        s.placed = r.placed();

        List<Pagoda> pagodas = FIELDS.present(r.pagodas(), "pagodas");
        Set<String> ids = new HashSet<>();
        for (Pagoda p : pagodas) {
            FIELDS.check(p != null && p.id() != null && ids.add(p.id()) && p.colour() != null
                    && b.on(p.row(), p.col()) && p.level() >= 0, "a pagoda");
        }
        s.pagodas = List.copyOf(pagodas);
        FIELDS.check(r.nextPagoda() > 0, "the next pagoda's number");
        s.nextPagoda = r.nextPagoda();

        List<QinSnapshot.Village> villages = FIELDS.present(r.villages(), "villages");
        List<Integer> onBoard = b.villages();
        FIELDS.check(villages.size() == onBoard.size(), "the board's " + onBoard.size() + " villages");
        for (int k = 0; k < villages.size(); k++) {
            QinSnapshot.Village v = FIELDS.present(villages.get(k), "a village");
            int at = onBoard.get(k);
            FIELDS.check(b.on(v.row(), v.col()) && b.index(v.row(), v.col()) == at, "the village at " + at);
            s.founded[at] = v.founded();
            s.conquered[at] = v.conquered();
        }

        List<TileType> pile = FIELDS.present(r.pile(), "pile");
        FIELDS.check(pile.stream().allMatch(Objects::nonNull), "a tile of the pile");
        s.pile = List.copyOf(pile);
        s.drawn = 0;
        List<List<TileType>> hands = FIELDS.present(r.hands(), "hands");
        FIELDS.check(hands.size() == s.seats, "a hand per seat");
        for (int seat = 0; seat < s.seats; seat++) {
            s.hands[seat] = counts(hands.get(seat), "a hand");
        }
        s.discard = counts(r.discard(), "the discard pile");

        s.supply = FIELDS.counts(r.supply(), COLOURS, "the pagoda supply");
        int[] claimer = FIELDS.sized(r.claimer(), COLOURS, "the claims");
        for (int c : claimer) {
            FIELDS.check(c == QinState.NONE || SnapshotFields.seat(c, s.seats), "a claiming seat");
        }
        s.claimer = claimer;
        FIELDS.check(FIELDS.present(r.markers(), "markers").length == COLOURS, "markers of length " + COLOURS);
        s.markers = r.markers().clone();

        s.turn = r.turn();
        FIELDS.check(r.turn() >= 0, "the turn");
        FIELDS.check(r.active() == QinState.NONE || SnapshotFields.seat(r.active(), s.seats), "the active seat");
        s.active = r.active();
        FIELDS.check(r.lastActive() == QinState.NONE || SnapshotFields.seat(r.lastActive(), s.seats),
                "the last active seat");
        s.lastActive = r.lastActive();
        s.step = r.step();
        FIELDS.check(r.max() >= 0 && r.done() >= 0, "the step's actions");
        s.max = r.max();
        s.done = r.done();
        s.lastTurn = FIELDS.counts(r.lastTurn(), s.seats, "the seats' last turns");
        List<String> used = FIELDS.present(r.used(), "the pagodas used this turn");
        for (String id : used) {
            FIELDS.check(id != null && s.pagodas.stream().anyMatch(p -> p.id().equals(id)), "a used pagoda");
        }
        s.used = List.copyOf(used);
        s.progress = r.progress();
        FIELDS.check(r.idle() >= 0, "the idle turns");
        s.idle = r.idle();

        // the extras [qin §5.7]
        List<TileType> display = FIELDS.present(r.display(), "display");
        FIELDS.check(display.stream().allMatch(Objects::nonNull), "a tile of the display");
        s.display = List.copyOf(display);
        s.owed = FIELDS.counts(r.owed(), s.seats, "the draws owed");
        List<TileTrading.Offer> offers = new ArrayList<>();
        Set<Integer> offering = new HashSet<>();
        for (QinSnapshot.Offer o : FIELDS.present(r.offers(), "offers")) {
            FIELDS.check(o != null && SnapshotFields.seat(o.from(), s.seats) && SnapshotFields.seat(o.to(), s.seats)
                    && o.from() != o.to() && offering.add(o.from()), "an offer");
            offers.add(new TileTrading.Offer(o.from(), o.to(), List.copyOf(counted(o.give(), "an offer's tiles")),
                    List.copyOf(counted(o.want(), "an offer's wanted tiles"))));
        }
        s.offers = List.copyOf(offers);
        List<TileDestruction.Destruction> destructions = new ArrayList<>();
        for (QinSnapshot.Destruction d : FIELDS.present(r.destructions(), "destructions")) {
            FIELDS.check(d != null && SnapshotFields.seat(d.by(), s.seats) && SnapshotFields.seat(d.victim(), s.seats),
                    "a destruction");
            destructions.add(new TileDestruction.Destruction(d.by(), d.victim()));
        }
        s.destructions = List.copyOf(destructions);

        QinSnapshot.Auction a = r.auction();
        if (a != null) {
            FIELDS.check(a.turn() >= 0 && a.maxBids() != null && a.maxBids().size() == s.seats
                    && a.amounts() != null && a.amounts().size() == s.seats && a.pagodas() != null
                    && a.pagodas().size() == s.seats, "the auction, a bid per seat");
            for (int seat = 0; seat < s.seats; seat++) {
                Integer most = a.maxBids().get(seat);
                Integer amount = a.amounts().get(seat);
                List<String> paying = a.pagodas().get(seat);
                FIELDS.check(most != null && most >= 0 && (amount == null || amount >= 0 && amount <= most)
                        && (amount == null ? paying == null
                        : paying != null && paying.stream().allMatch(Objects::nonNull)), "seat " + seat + "'s bid");
            }
            // a seat's amount and pagodas stay null until it bids: lists that hold nulls
            List<List<String>> paying = new ArrayList<>();
            a.pagodas().forEach(bid -> paying.add(bid == null ? null : List.copyOf(bid)));
            s.auction = new PagodaAuction.Open(a.turn(), List.copyOf(a.maxBids()),
                    java.util.Collections.unmodifiableList(new ArrayList<>(a.amounts())),
                    java.util.Collections.unmodifiableList(paying));
        }
        Round round = r.round();
        if (round != null) {
            int n = s.seats;
            FIELDS.check(round.number() > 0 && round.priority() != null && round.priority().size() == n
                    && round.priority().stream().allMatch(p -> p != null && SnapshotFields.seat(p, n))
                    && sized(round.max(), n) && sized(round.done(), n) && sized(round.out(), n)
                    && sized(round.commits(), n) && sized(round.resolutions(), n) && sized(round.forfeited(), n)
                    && sized(round.used(), n) && sized(round.declarations(), n) && sized(round.ready(), n)
                    && sized(round.allotted(), n) && round.participants() != null
                    && (round.drawn() == null || sized(round.drawn(), n)
                    && round.drawn().stream().allMatch(h -> h != null && h >= 0))
                    && round.participants().stream().allMatch(p -> p != null && SnapshotFields.seat(p, n)),
                    "the round, each list a value per seat");
            s.round = round;
        }
        s.result = r.result();
        return s;
    }

    private static boolean sized(List<?> list, int n) {
        return list != null && list.size() == n;
    }

    /** A list of tiles, present and without nulls. */
    private static List<TileType> counted(List<TileType> tiles, String what) {
        FIELDS.check(FIELDS.present(tiles, what).stream().allMatch(Objects::nonNull), "a tile of " + what);
        return tiles;
    }

    /** Counts per tile code of a list of tiles. */
    private static int[] counts(List<TileType> tiles, String what) {
        int[] counts = new int[TileType.values().length];
        for (TileType t : FIELDS.present(tiles, what)) {
            FIELDS.check(t != null, "a tile of " + what);
            counts[t.ordinal()]++;
        }
        return counts;
    }
}
