package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisView.*;
import ziggurat.games.tigris.TigrisEvent.Side;

/** [tigris §7] what each viewer may see. Everything listed in a stable order, so the audit's view hashes are stable. */
final class Views {

    private Views() {
    }

    static TigrisView of(TigrisState s, Viewer viewer) {
        // After the end everything is public [tigris §6.3, §7].
        boolean audit = viewer instanceof Viewer.Everyone || s.isOver();
        List<SquareView> board = new ArrayList<>();
        List<Square> declined = new ArrayList<>();
        for (int sq = 0; sq < Board.SIZE; sq++) {
            if (s.isDeclined(sq)) {
                declined.add(Board.SQUARE[sq]);
            }
            int kind = s.kind(sq);
            int l = s.leaderOn[sq];
            if (kind == 0 && l == 0 && !s.hasTreasure(sq)) {
                continue;
            }
            Colour tile = kind >= 1 && kind <= 8 ? Colour.ALL[(kind - 1) & 3] : null;
            board.add(new SquareView(Board.SQUARE[sq], tile, kind >= 5 && kind <= 8, kind == TigrisState.CATASTROPHE,
                    s.hasTreasure(sq), s.hasTreasure(sq) && Board.CORNER[sq],
                    l == 0 ? null : new LeaderView((l - 1) >> 2, Colour.ALL[(l - 1) & 3])));
        }
        List<SeatView> seats = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            List<Colour> supply = new ArrayList<>(4);
            for (Colour c : Colour.ALL) {
                if (s.leaderAt(seat, c) < 0) {
                    supply.add(c);
                }
            }
            boolean own = audit || viewer.sees(seat);
            Map<Colour, Integer> points = null;
            if (own) {
                points = new LinkedHashMap<>();
                for (Colour c : Colour.ALL) {
                    points.put(c, s.points[seat * 4 + c.ordinal()]);
                }
            }
            var info = s.seatInfo.get(seat);
            seats.add(new SeatView(seat, info.name(), info.dynasty(), supply, s.catastrophes[seat], s.handSize(seat),
                    s.treasures[seat], own ? s.handList(seat) : null, points));
        }
        List<Monument> available = new ArrayList<>();
        List<BuiltMonument> built = new ArrayList<>();
        for (Monument m : Monument.ALL) {
            int sq = s.monumentSq[m.ordinal()];
            if (sq < 0) {
                available.add(m);
            } else {
                built.add(new BuiltMonument(m, Board.SQUARE[sq]));
            }
        }
        ConflictView conflict = null;
        TigrisState.Conflict c = s.conflict;
        if (c != null) {
            conflict = new ConflictView(c.war() ? "war" : "revolt", c.colour(), c.supportColour(),
                    new Side(c.attacker(), Board.SQUARE[c.attackerSq()], c.attackerBoard()),
                    new Side(c.defender(), Board.SQUARE[c.defenderSq()], c.defenderBoard()),
                    c.attackerCommit() < 0 ? null : c.attackerCommit(),
                    c.defenderCommit() < 0 ? null : c.defenderCommit());
        }
        UnificationView unification = s.unifyAt < 0 ? null
                : new UnificationView(Board.SQUARE[s.unifyAt], Colour.listOf(s.unifyWars), Colour.listOf(s.foughtWars));
        return new TigrisView(s.turn, s.active, s.actionsLeft, s.stacked, s.ended == null ? null : s.ended.toString(),
                Board.TERRAIN, board, seats, available, built, declined, conflict, unification,
                s.monumentTile < 0 ? null : Board.SQUARE[s.monumentTile],
                s.treasuresOnBoard(), s.bagCount(), s.outOfGame, audit ? s.bagList() : null);
    }
}
