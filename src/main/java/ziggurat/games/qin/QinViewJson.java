package ziggurat.games.qin;

import java.util.Map;
import ziggurat.engine.CanonicalJson;
import ziggurat.games.qin.QinEvent.GameEnded;
import ziggurat.games.qin.QinView.DestructionView;
import ziggurat.games.qin.QinView.ExtrasView;
import ziggurat.games.qin.QinView.OfferView;
import ziggurat.games.qin.QinView.PagodaView;
import ziggurat.games.qin.QinView.PlayerView;
import ziggurat.games.qin.QinView.TurnView;
import ziggurat.games.qin.QinView.VariantView;
import ziggurat.games.qin.QinView.VillageView;
import ziggurat.games.qin.order.PagodaAuction.AuctionView;
import ziggurat.games.qin.order.PagodaAuction.BidderView;
import ziggurat.games.qin.order.RoundView;
import ziggurat.games.qin.order.RoundView.RoundSeatView;
import ziggurat.games.qin.order.WindowView;
import ziggurat.games.qin.order.WindowView.WindowSeatView;

/**
 * The canonical JSON of {@link QinView}, which the state hash is taken over: every record of the view with its
 * fields in the order of their names, as {@link CanonicalJson} requires.
 */
final class QinViewJson {

    private QinViewJson() {
    }

    /**
     * The parts of the view most often unchanged from one event to the next, and most of its bytes: the board, the
     * pagodas, the villages and the players (see {@link CanonicalJson.Reusable}).
     */
    private static final CanonicalJson.Reusable<Board> BOARD = new CanonicalJson.Reusable<>(1, QinViewJson::board);
    private static final CanonicalJson.Reusable<java.util.List<PagodaView>> PAGODAS =
            new CanonicalJson.Reusable<>(1, (out, p) -> out.array(p, QinViewJson::pagoda));
    private static final CanonicalJson.Reusable<java.util.List<VillageView>> VILLAGES =
            new CanonicalJson.Reusable<>(1, (out, p) -> out.array(p, QinViewJson::village));
    private static final CanonicalJson.Reusable<PlayerView> PLAYERS =
            new CanonicalJson.Reusable<>(4, QinViewJson::player);

    static void view(CanonicalJson out, QinView v) {
        out.beginObject()
                .object("auction", v.auction(), QinViewJson::auction)
                .reused("board", v.board(), BOARD)
                .strings("cells", v.cells())
                .enums("discard", v.discard())
                .object("extras", v.extras(), QinViewJson::extras)
                .map("pagodaSupply", v.pagodaSupply(), CanonicalJson::integer)
                .reused("pagodas", v.pagodas(), PAGODAS)
                .field("pile", v.pile())
                .enums("pileOrder", v.pileOrder())
                .reusedList("players", v.players(), PLAYERS)
                .object("result", v.result(), QinViewJson::result)
                .object("round", v.round(), QinViewJson::round)
                .object("roundWindow", v.roundWindow(), QinViewJson::window)
                .object("turn", v.turn(), QinViewJson::turn)
                .object("variant", v.variant(), QinViewJson::variant)
                .reused("villages", v.villages(), VILLAGES)
                .endObject();
    }

    private static void variant(CanonicalJson out, VariantView v) {
        out.beginObject()
                .field("canonicalName", v.canonicalName())
                .enums("modules", v.modules())
                .field("name", v.name())
                .endObject();
    }

    private static void board(CanonicalJson out, Board b) {
        out.beginObject()
                .field("cols", b.cols())
                .field("custom", b.custom())
                .strings("grid", b.grid())
                .field("name", b.name())
                .field("rows", b.rows())
                .field("source", b.source())
                .field("startingEdge", b.startingEdge())
                .field("verified", b.verified())
                .endObject();
    }

    private static void pagoda(CanonicalJson out, PagodaView p) {
        out.beginObject()
                .field("col", p.col())
                .field("colour", p.colour())
                .field("id", p.id())
                .field("level", p.level())
                .ints("owners", p.owners())
                .field("row", p.row())
                .endObject();
    }

    private static void village(CanonicalJson out, VillageView v) {
        out.beginObject()
                .field("col", v.col())
                .field("conquered", v.conquered())
                .field("founded", v.founded())
                .field("row", v.row())
                .endObject();
    }

    private static void player(CanonicalJson out, PlayerView p) {
        out.beginObject()
                .field("colour", p.colour())
                .enums("hand", p.hand())
                .field("handSize", p.handSize())
                .field("lastTurn", p.lastTurn())
                .field("pagodaColour", p.pagodaColour())
                .field("pagodas", p.pagodas())
                .field("seat", p.seat())
                .endObject();
    }

    private static void turn(CanonicalJson out, TurnView t) {
        out.beginObject()
                .field("actions", t.actions())
                .field("done", t.done())
                .field("number", t.number())
                .field("seat", t.seat())
                .field("step", t.step())
                .endObject();
    }

    private static void result(CanonicalJson out, GameEnded r) {
        out.beginObject()
                .strings("endReasons", r.endReasons())
                .map("measures", r.measures(), QinViewJson::measure)
                .strings("tieBreaks", r.tieBreaks())
                .field("winner", r.winner())
                .endObject();
    }

    private static void measure(CanonicalJson out, Map<String, Integer> perSeat) {
        out.map(perSeat, CanonicalJson::integer);
    }

    private static void extras(CanonicalJson out, ExtrasView e) {
        out.beginObject()
                .list("destructions", e.destructions(), QinViewJson::destruction)
                .enums("display", e.display())
                .list("offers", e.offers(), QinViewJson::offer)
                .map("owedDraws", e.owedDraws(), CanonicalJson::integer)
                .endObject();
    }

    private static void offer(CanonicalJson out, OfferView o) {
        out.beginObject()
                .field("from", o.from())
                .enums("give", o.give())
                .field("to", o.to())
                .enums("want", o.want())
                .endObject();
    }

    private static void destruction(CanonicalJson out, DestructionView d) {
        out.beginObject()
                .field("by", d.by())
                .field("victim", d.victim())
                .endObject();
    }

    private static void auction(CanonicalJson out, AuctionView a) {
        out.beginObject()
                .list("seats", a.seats(), QinViewJson::bidder)
                .field("turn", a.turn())
                .endObject();
    }

    private static void bidder(CanonicalJson out, BidderView b) {
        out.beginObject()
                .field("amount", b.amount())
                .field("bid", b.bid())
                .field("maxBid", b.maxBid())
                .strings("pagodas", b.pagodas())
                .field("seat", b.seat())
                .endObject();
    }

    private static void round(CanonicalJson out, RoundView r) {
        out.beginObject()
                .field("number", r.number())
                .field("optional", r.optional())
                .field("phase", r.phase())
                .ints("priority", r.priority())
                .list("seats", r.seats(), QinViewJson::roundSeat)
                .field("stage", r.stage())
                .field("step", r.step())
                .endObject();
    }

    private static void roundSeat(CanonicalJson out, RoundSeatView s) {
        out.beginObject()
                .object("cell", s.cell(), QinViewJson::cell)
                .field("committed", s.committed())
                .field("done", s.done())
                .field("forfeited", s.forfeited())
                .field("max", s.max())
                .field("out", s.out())
                .field("participant", s.participant())
                .object("resolution", s.resolution(), QinViewJson::resolve)
                .field("resolved", s.resolved())
                .field("seat", s.seat())
                .field("tile", s.tile())
                .endObject();
    }

    private static void cell(CanonicalJson out, Cell c) {
        out.beginObject()
                .field("col", c.col())
                .field("colour", c.colour())
                .field("row", c.row())
                .endObject();
    }

    private static void resolve(CanonicalJson out, QinMove.Resolve r) {
        out.beginObject()
                .field("action", r.action())
                .list("cells", r.cells(), QinViewJson::cell)
                .field("colour", r.colour())
                .enums("discard", r.discard())
                .object("effect", r.effect(), QinViewJson::effect)
                .object("pagoda", r.pagoda(), QinViewJson::pagodaRef)
                .list("villagePagodas", r.villagePagodas(), QinViewJson::villagePagoda)
                .endObject();
    }

    private static void villagePagoda(CanonicalJson out, VillagePagoda v) {
        out.beginObject()
                .field("col", v.col())
                .field("colour", v.colour())
                .field("row", v.row())
                .endObject();
    }

    private static void pagodaRef(CanonicalJson out, PagodaRef p) {
        out.beginObject()
                .field("col", p.col())
                .field("id", p.id())
                .field("level", p.level())
                .field("row", p.row())
                .endObject();
    }

    private static void effect(CanonicalJson out, Effect e) {
        out.beginObject()
                .field("colour", e.colour())
                .field("direction", e.direction())
                .field("kind", e.kind())
                .field("move", e.move())
                .object("partner", e.partner(), QinViewJson::pagodaRef)
                .object("target", e.target(), QinViewJson::pagodaRef)
                .object("to", e.to(), QinViewJson::cell)
                .endObject();
    }

    private static void window(CanonicalJson out, WindowView w) {
        out.beginObject()
                .list("seats", w.seats(), QinViewJson::windowSeat)
                .field("window", w.window())
                .endObject();
    }

    private static void windowSeat(CanonicalJson out, WindowSeatView s) {
        out.beginObject()
                .field("declared", s.declared())
                .field("declarer", s.declarer())
                .strings("kept", s.kept())
                .field("ready", s.ready())
                .field("seat", s.seat())
                .strings("sell", s.sell())
                .endObject();
    }
}
