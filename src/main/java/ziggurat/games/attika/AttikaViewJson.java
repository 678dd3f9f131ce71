package ziggurat.games.attika;

import ziggurat.engine.CanonicalJson;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaEvent.StackSizes;
import ziggurat.games.attika.AttikaState.Occupant;
import ziggurat.games.attika.AttikaState.PlacedTile;
import ziggurat.games.attika.AttikaView.ComponentSetView;
import ziggurat.games.attika.AttikaView.HexView;
import ziggurat.games.attika.AttikaView.MapView;
import ziggurat.games.attika.AttikaView.PlayerView;
import ziggurat.games.attika.AttikaView.ResultView;
import ziggurat.games.attika.AttikaView.StackContents;
import ziggurat.games.attika.AttikaView.TurnView;

/**
 * The canonical JSON of {@link AttikaView}, which the state hash is taken over: every record of the view with its
 * fields in the order of their names (upper case before lower case), as {@link CanonicalJson} requires.
 */
final class AttikaViewJson {

    private AttikaViewJson() {
    }

    /**
     * The parts of the view most often unchanged from one event to the next, and most of its bytes: the map and the
     * players (see {@link CanonicalJson.Reusable}).
     */
    private static final CanonicalJson.Reusable<MapView> MAP = new CanonicalJson.Reusable<>(1, AttikaViewJson::map);
    private static final CanonicalJson.Reusable<PlayerView> PLAYERS =
            new CanonicalJson.Reusable<>(4, AttikaViewJson::player);

    static void view(CanonicalJson out, AttikaView v) {
        out.beginObject()
                .field("amphoraSupply", v.amphoraSupply())
                .object("componentSet", v.componentSet(), AttikaViewJson::componentSet)
                .field("deck", v.deck())
                .enums("deckOrder", v.deckOrder())
                .object("discard", v.discard(), AttikaViewJson::payment)
                .field("layout", v.layout())
                .reused("map", v.map(), MAP)
                .field("mapStack", v.mapStack())
                .strings("mapStackOrder", v.mapStackOrder())
                .reusedList("players", v.players(), PLAYERS)
                .object("result", v.result(), AttikaViewJson::result)
                .field("ruleset", v.ruleset())
                .field("stacked", v.stacked())
                .object("turn", v.turn(), AttikaViewJson::turn)
                .endObject();
    }

    private static void componentSet(CanonicalJson out, ComponentSetView c) {
        out.beginObject()
                .field("id", c.id())
                .field("name", c.name())
                .field("notice", c.notice())
                .field("provisional", c.provisional())
                .field("sha256", c.sha256())
                .field("source", c.source())
                .field("version", c.version())
                .endObject();
    }

    private static void payment(CanonicalJson out, Payment p) {
        out.beginObject()
                .field("forest", p.forest())
                .field("hill", p.hill())
                .field("mountain", p.mountain())
                .field("water", p.water())
                .endObject();
    }

    private static void player(CanonicalJson out, PlayerView p) {
        out.beginObject()
                .enums("amphoraGroups", p.amphoraGroups())
                .field("amphorae", p.amphorae())
                .strings("board", p.board())
                .field("built", p.built())
                .field("colour", p.colour())
                .object("hand", p.hand(), AttikaViewJson::payment)
                .field("handSize", p.handSize())
                .field("name", p.name())
                .field("seat", p.seat())
                .field("settlements", p.settlements())
                .object("stackOrder", p.stackOrder(), AttikaViewJson::stackContents)
                .object("stacks", p.stacks(), AttikaViewJson::stackSizes)
                .endObject();
    }

    private static void stackSizes(CanonicalJson out, StackSizes s) {
        out.beginObject()
                .field("A", s.A())
                .field("B", s.B())
                .field("C", s.C())
                .field("main", s.main())
                .endObject();
    }

    private static void stackContents(CanonicalJson out, StackContents s) {
        out.beginObject()
                .strings("A", s.A())
                .strings("B", s.B())
                .strings("C", s.C())
                .strings("main", s.main())
                .endObject();
    }

    private static void map(CanonicalJson out, MapView m) {
        out.beginObject()
                .list("hexes", m.hexes(), AttikaViewJson::hex)
                .list("shrines", m.shrines(), AttikaViewJson::shrine)
                .list("tiles", m.tiles(), AttikaViewJson::tile)
                .endObject();
    }

    private static void at(CanonicalJson out, Hex h) {
        out.beginObject()
                .field("q", h.q())
                .field("r", h.r())
                .endObject();
    }

    private static void hex(CanonicalJson out, HexView h) {
        out.beginObject()
                .object("building", h.building(), AttikaViewJson::occupant)
                .field("q", h.q())
                .field("r", h.r())
                .field("resource", h.resource())
                .endObject();
    }

    private static void occupant(CanonicalJson out, Occupant o) {
        out.beginObject()
                .field("building", o.building())
                .field("seat", o.seat())
                .endObject();
    }

    private static void shrine(CanonicalJson out, ShrineAt s) {
        out.beginObject()
                .object("at", s.at(), AttikaViewJson::at)
                .field("id", s.id())
                .endObject();
    }

    private static void tile(CanonicalJson out, PlacedTile t) {
        out.beginObject()
                .object("at", t.at(), AttikaViewJson::at)
                .field("rotation", t.rotation())
                .field("tile", t.tile())
                .endObject();
    }

    /** {@code actionsLeft} is {@code {"build": m, "draw": n}} while the mode is undecided, then a number. */
    private static void turn(CanonicalJson out, TurnView t) {
        out.beginObject()
                .any("actionsLeft", t.actionsLeft())
                .field("drawn", t.drawn())
                .field("drawnFrom", t.drawnFrom())
                .field("extra", t.extra())
                .field("mapTile", t.mapTile())
                .field("mode", t.mode())
                .field("number", t.number())
                .field("pending", t.pending())
                .field("seat", t.seat())
                .field("used", t.used())
                .endObject();
    }

    private static void result(CanonicalJson out, ResultView r) {
        out.beginObject()
                .ints("built", r.built())
                .field("reason", r.reason())
                .strings("shrines", r.shrines())
                .field("winner", r.winner())
                .endObject();
    }
}
