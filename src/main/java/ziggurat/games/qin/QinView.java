package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Nullable;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.GameEnded;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.extra.PagodaReward;
import ziggurat.games.qin.extra.TileSelection;
import ziggurat.games.qin.order.PagodaAuction;
import ziggurat.games.qin.order.PagodaAuction.AuctionView;
import ziggurat.games.qin.order.RoundView;
import ziggurat.games.qin.order.WindowView;

/**
 * [qin §3.7, §7.1] the game as a viewer may see it: the board and what covers it, every pagoda with its owners, the
 * villages, hand sizes (a hand's tiles to its owner only), the pile's size (its order to nobody until the end), the
 * discard pile, the pagoda supply and the turn; under Pagoda auction, the auction in progress (each seat's most bid and
 * whether it has bid, a bid's contents to its bidder alone until the reveal [qin §5.4.2]); under Simultaneous, the
 * round in progress (its step, who takes part, who has committed or resolved; a commitment's contents to its
 * submitter until the reveal, its tile and a resolution to the submitter alone [qin §5.4.3, §7.1]), and with the
 * extras its windows (the window open, each seat's sale declaration, sealed until all are in, and its ready).
 *
 * @param cells the board as it looks now, one line per row: {@code . v ~} as on the board, {@code R Y B} start
 *              squares, {@code r y b} tile cells by their visible colour
 */
public record QinView(VariantView variant, Board board, List<String> cells, List<PagodaView> pagodas,
                      List<VillageView> villages, List<PlayerView> players, int pile, List<TileType> discard,
                      Map<PagodaColour, Integer> pagodaSupply, @Nullable TurnView turn, @Nullable GameEnded result,
                      @Nullable List<TileType> pileOrder, @Nullable ExtrasView extras, @Nullable AuctionView auction,
                      @Nullable RoundView round, @Nullable WindowView roundWindow) implements CanonicalJson.Writable {

    /** The state hash's bytes, written field by field (see {@link QinViewJson}). */
    @Override
    public void writeCanonical(CanonicalJson out) {
        QinViewJson.view(out, this);
    }

    public record VariantView(String name, String canonicalName, List<QinModule> modules) {
    }

    public record PagodaView(String id, PagodaColour colour, int row, int col, int level, List<Integer> owners) {
    }

    public record VillageView(int row, int col, boolean founded, boolean conquered) {
    }

    /**
     * @param pagodaColour the pagoda colour the seat claimed under Player colours, or null
     * @param pagodas      how many board pagodas the seat owns
     */
    public record PlayerView(int seat, TileColour colour, int handSize, @Nullable List<TileType> hand,
                             @Nullable PagodaColour pagodaColour, int pagodas, int lastTurn) {
    }

    /** @param actions the step's most actions; {@code done} of them taken */
    public record TurnView(int number, int seat, Step step, int actions, int done) {
    }

    /**
     * What the extras hold open [qin §5.7], all public [qin §7.1]; null in a game without extras that hold anything.
     *
     * @param display      [qin D56] the face-up display under {@code mas}, in the order turned up
     * @param owedDraws    per seat (by its number as text), the {@code takeTile}s it owes; only seats that owe any
     * @param offers       [qin D54] the open trade offers
     * @param destructions [qin D55] the seats that owe a discard, each with the seat that destroyed
     */
    public record ExtrasView(@Nullable List<TileType> display, Map<String, Integer> owedDraws, List<OfferView> offers,
                             List<DestructionView> destructions) {
    }

    public record OfferView(int from, int to, List<TileType> give, List<TileType> want) {
    }

    public record DestructionView(int by, int victim) {
    }

    static QinView of(QinState s, Viewer viewer) {
        boolean all = viewer instanceof Viewer.Everyone || s.over();
        Board b = s.board();
        List<String> cells = new ArrayList<>();
        for (int r = 0; r < b.rows(); r++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < b.cols(); c++) {
                int i = b.index(r, c);
                TileColour colour = s.cellColour(i);
                line.append(s.tileCell(i) ? Character.toLowerCase(colour.letter()) : b.at(i));
            }
            cells.add(line.toString());
        }
        List<PagodaView> pagodas = new ArrayList<>();
        for (Pagoda p : s.pagodas()) {
            pagodas.add(new PagodaView(p.id(), p.colour(), p.row(), p.col(), p.level(), s.owners(p)));
        }
        List<VillageView> villages = new ArrayList<>();
        for (int v : b.villages()) {
            villages.add(new VillageView(v / b.cols(), v % b.cols(), s.founded(v), s.conquered(v)));
        }
        List<PlayerView> players = new ArrayList<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            players.add(new PlayerView(seat, s.colourOf(seat), s.handSize(seat),
                    all || viewer.sees(seat) ? s.hand(seat) : null, s.claimedBy(seat), s.ownedPagodas(seat),
                    s.lastTurn(seat)));
        }
        List<TileType> discard = new ArrayList<>();
        for (TileType t : TileType.values()) {
            for (int i = 0; i < s.discard[t.ordinal()]; i++) {
                discard.add(t);
            }
        }
        Map<PagodaColour, Integer> supply = new TreeMap<>();
        for (PagodaColour c : s.rules().pagodas().colours()) {
            supply.put(c, s.supply(c));
        }
        TurnView turn = s.over() || s.step() == null ? null : new TurnView(s.turn(), s.active(), s.step(), s.max, s.done);
        QinEvent.GameStarted g = s.started;
        return new QinView(new VariantView(g.variant(), g.canonicalName(), g.modules()), b, cells, pagodas, villages,
                players, s.pileSize(), discard, supply, turn, s.result(), all ? List.copyOf(s.pileOrder()) : null,
                extras(s), s.auction == null ? null : PagodaAuction.view(s.auction, viewer, all),
                s.round == null ? null : RoundView.of(s.round, viewer, all), roundWindow(s, viewer, all));
    }

    /** Null unless the round is on and an extra acts in its windows, so older games' views are unchanged. */
    private static WindowView roundWindow(QinState s, Viewer viewer, boolean all) {
        boolean windows = s.rules().extras().stream().anyMatch(e -> !(e instanceof PagodaReward));
        return s.round == null || !windows ? null : WindowView.of(s.round, viewer, all);
    }

    /** Null unless an extra that holds something open is in the game, so older games' views are unchanged. */
    private static ExtrasView extras(QinState s) {
        boolean holds = s.rules().extras().stream().anyMatch(e -> !(e instanceof PagodaReward));
        if (!holds) {
            return null;
        }
        boolean display = s.rules().extras().stream().anyMatch(e -> e instanceof TileSelection);
        Map<String, Integer> owed = new TreeMap<>();
        for (int seat = 0; seat < s.seats(); seat++) {
            if (s.owed(seat) > 0) {
                owed.put(String.valueOf(seat), s.owed(seat));
            }
        }
        return new ExtrasView(display ? s.display() : null, owed,
                s.offers.stream().map(o -> new OfferView(o.from(), o.to(), o.give(), o.want())).toList(),
                s.destructions.stream().map(d -> new DestructionView(d.by(), d.victim())).toList());
    }
}
