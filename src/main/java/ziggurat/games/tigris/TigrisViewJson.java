package ziggurat.games.tigris;

import ziggurat.engine.CanonicalJson;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.Side;
import ziggurat.games.tigris.TigrisView.BuiltMonument;
import ziggurat.games.tigris.TigrisView.ConflictView;
import ziggurat.games.tigris.TigrisView.LeaderView;
import ziggurat.games.tigris.TigrisView.SeatView;
import ziggurat.games.tigris.TigrisView.SquareView;
import ziggurat.games.tigris.TigrisView.UnificationView;

/**
 * The canonical JSON of {@link TigrisView}, which the state hash is taken over: every record of the view with its
 * fields in the order of their names, as {@link CanonicalJson} requires.
 */
final class TigrisViewJson {

    private TigrisViewJson() {
    }

    /**
     * The parts of the view most often unchanged from one event to the next, and most of its bytes: the board (the
     * squares with something on them, as one list) and the seats (see {@link CanonicalJson.Reusable}).
     */
    private static final CanonicalJson.Reusable<java.util.List<SquareView>> BOARD =
            new CanonicalJson.Reusable<>(1, (out, board) -> out.array(board, TigrisViewJson::square));
    private static final CanonicalJson.Reusable<SeatView> SEATS =
            new CanonicalJson.Reusable<>(4, TigrisViewJson::seat);

    static void view(CanonicalJson out, TigrisView v) {
        out.beginObject()
                .field("actionsLeft", v.actionsLeft())
                .field("activeSeat", v.activeSeat())
                .enums("bag", v.bag())
                .field("bagCount", v.bagCount())
                .reused("board", v.board(), BOARD)
                .object("conflict", v.conflict(), TigrisViewJson::conflict)
                .list("declinedTiles", v.declinedTiles(), TigrisViewJson::at)
                .field("ended", v.ended())
                .object("lastTile", v.lastTile(), TigrisViewJson::at)
                .list("monuments", v.monuments(), TigrisViewJson::monument)
                .enums("monumentsAvailable", v.monumentsAvailable())
                .reusedList("seats", v.seats(), SEATS)
                .field("stacked", v.stacked())
                .strings("terrain", v.terrain())
                .field("tilesOutOfGame", v.tilesOutOfGame())
                .field("treasuresOnBoard", v.treasuresOnBoard())
                .field("turn", v.turn())
                .object("unification", v.unification(), TigrisViewJson::unification)
                .endObject();
    }

    private static void at(CanonicalJson out, Square s) {
        out.beginObject()
                .field("col", s.col())
                .field("row", s.row())
                .endObject();
    }

    private static void square(CanonicalJson out, SquareView s) {
        out.beginObject()
                .object("at", s.at(), TigrisViewJson::at)
                .field("catastrophe", s.catastrophe())
                .field("cornerTreasure", s.cornerTreasure())
                .field("faceDown", s.faceDown())
                .object("leader", s.leader(), TigrisViewJson::leader)
                .field("tile", s.tile())
                .field("treasure", s.treasure())
                .endObject();
    }

    private static void leader(CanonicalJson out, LeaderView l) {
        out.beginObject()
                .field("leader", l.leader())
                .field("seat", l.seat())
                .endObject();
    }

    private static void seat(CanonicalJson out, SeatView s) {
        out.beginObject()
                .field("catastrophesLeft", s.catastrophesLeft())
                .field("dynasty", s.dynasty())
                .enums("hand", s.hand())
                .field("handSize", s.handSize())
                .field("name", s.name())
                .map("points", s.points(), CanonicalJson::integer)
                .field("seat", s.seat())
                .enums("supply", s.supply())
                .field("treasures", s.treasures())
                .endObject();
    }

    private static void monument(CanonicalJson out, BuiltMonument m) {
        out.beginObject()
                .field("monument", m.monument())
                .object("square", m.square(), TigrisViewJson::at)
                .endObject();
    }

    private static void conflict(CanonicalJson out, ConflictView c) {
        out.beginObject()
                .object("attacker", c.attacker(), TigrisViewJson::side)
                .field("attackerCommitted", c.attackerCommitted())
                .field("color", c.color())
                .object("defender", c.defender(), TigrisViewJson::side)
                .field("defenderCommitted", c.defenderCommitted())
                .field("kind", c.kind())
                .field("supportColor", c.supportColor())
                .endObject();
    }

    private static void side(CanonicalJson out, Side s) {
        out.beginObject()
                .object("at", s.at(), TigrisViewJson::at)
                .field("boardStrength", s.boardStrength())
                .field("seat", s.seat())
                .endObject();
    }

    private static void unification(CanonicalJson out, UnificationView u) {
        out.beginObject()
                .object("at", u.at(), TigrisViewJson::at)
                .enums("fought", u.fought())
                .enums("wars", u.wars())
                .endObject();
    }
}
