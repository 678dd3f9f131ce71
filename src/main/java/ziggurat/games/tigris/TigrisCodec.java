package ziggurat.games.tigris;

import static ziggurat.engine.kit.SnapshotFields.seat;

import java.util.Arrays;
import java.util.List;

import ziggurat.engine.StateCodec;
import ziggurat.engine.kit.SnapshotFields;
import ziggurat.games.tigris.TigrisEvent.SeatInfo;

/**
 * A {@link TigrisState} to a {@link TigrisSnapshot} and back. A restored state owns fresh copies of every
 * array and starts with empty memos; its bag holds only the tiles not yet drawn (the drawn ones are never
 * read again). {@link #restore} refuses values the rules could never produce and that the complete view
 * would not show (a kind of square that does not exist, one leader on two squares), so whatever it accepts
 * is either the state it was taken of or fails the platform's state-hash check.
 */
final class TigrisCodec implements StateCodec<TigrisState, TigrisSnapshot> {

    private static final SnapshotFields FIELDS = new SnapshotFields("Tigris");

    static final TigrisCodec INSTANCE = new TigrisCodec();

    private TigrisCodec() {
    }

    @Override
    public Class<TigrisSnapshot> type() {
        return TigrisSnapshot.class;
    }

    @Override
    public TigrisSnapshot snapshot(TigrisState s) {
        TigrisState.Conflict c = s.conflict;
        return new TigrisSnapshot(s.seatInfo, s.stacked, s.seedHash, s.cell.clone(), s.leaderOn.clone(),
                s.hand.clone(), s.points.clone(), s.treasures.clone(), s.catastrophes.clone(), s.monumentSq.clone(),
                Arrays.copyOfRange(s.bag, s.bagPos, s.bag.length), s.turn, s.active, s.actionsLeft,
                c == null ? null : new TigrisSnapshot.Conflict(c.war(), c.colour(), c.attacker(), c.attackerSq(),
                        c.attackerBoard(), c.defender(), c.defenderSq(), c.defenderBoard(), c.attackerCommit(),
                        c.defenderCommit()),
                s.unifyAt < 0 ? null : new TigrisSnapshot.Unification(s.unifyAt, s.unifyWars, s.foughtWars),
                s.monumentTile, s.outOfGame, s.ended);
    }

    @Override
    public TigrisState restore(TigrisSnapshot r) {
        List<SeatInfo> seatInfo = FIELDS.present(r.seats(), "seats");
        int seats = seatInfo.size();
        FIELDS.check(seats == 0 || (seats >= 2 && seats <= 4), "2 to 4 seats");
        for (int i = 0; i < seats; i++) {
            SeatInfo info = seatInfo.get(i);
            FIELDS.check(info != null && info.seat() == i && info.name() != null && info.dynasty() != null,
                    "seat " + i);
        }
        byte[] bag = FIELDS.present(r.bag(), "bag").clone();
        for (byte b : bag) {
            FIELDS.check(b >= 0 && b < 4, "a tile colour in the bag");
        }
        TigrisState s = new TigrisState(seats, seatInfo, r.stacked(), r.seedHash(), bag);

        byte[] cells = FIELDS.sized(r.cells(), Board.SIZE, "cells");
        for (byte b : cells) {
            int kind = b & TigrisState.KIND;
            FIELDS.check((b & ~(TigrisState.KIND | TigrisState.TREASURE | TigrisState.DECLINED)) == 0
                    && kind <= TigrisState.CATASTROPHE, "a square");
            FIELDS.check((b & TigrisState.DECLINED) == 0 || (kind >= 1 && kind <= 4), "a declined face-up tile");
        }
        s.cell = cells;

        byte[] leaders = FIELDS.sized(r.leaders(), Board.SIZE, "leaders");
        int[] leaderSq = new int[seats * 4];
        Arrays.fill(leaderSq, -1);
        for (int sq = 0; sq < Board.SIZE; sq++) {
            int l = leaders[sq];
            if (l != 0) {
                FIELDS.check(l > 0 && l <= seats * 4 && leaderSq[l - 1] < 0, "a leader on one square");
                leaderSq[l - 1] = sq;
            }
        }
        s.leaderOn = leaders;
        s.leaderSq = leaderSq;

        s.hand = FIELDS.counts(r.hands(), seats * 4, "hands");
        s.points = FIELDS.counts(r.points(), seats * 4, "points");
        s.treasures = FIELDS.counts(r.treasures(), seats, "treasures");
        s.catastrophes = FIELDS.counts(r.catastrophes(), seats, "catastrophes");
        int[] monuments = FIELDS.sized(r.monuments(), Monument.ALL.length, "monuments");
        for (int sq : monuments) {
            FIELDS.check(sq == -1 || square(sq), "a monument's square");
        }
        s.monumentSq = monuments;

        s.turn = r.turn();
        FIELDS.check(r.active() >= 0 && r.active() < Math.max(seats, 1), "the active seat");
        s.active = r.active();
        s.actionsLeft = r.actionsLeft();
        TigrisSnapshot.Conflict c = r.conflict();
        if (c != null) {
            FIELDS.check(c.colour() != null && seat(c.attacker(), seats) && seat(c.defender(), seats)
                    && square(c.attackerSquare()) && square(c.defenderSquare()), "the conflict");
            s.conflict = new TigrisState.Conflict(c.war(), c.colour(), c.attacker(), c.attackerSquare(),
                    c.attackerBoard(), c.defender(), c.defenderSquare(), c.defenderBoard(), c.attackerCommit(),
                    c.defenderCommit());
        }
        TigrisSnapshot.Unification u = r.unification();
        if (u != null) {
            FIELDS.check(square(u.square()) && (u.wars() & ~0xF) == 0 && (u.fought() & ~0xF) == 0, "the unification");
            s.unifyAt = u.square();
            s.unifyWars = u.wars();
            s.foughtWars = u.fought();
        }
        FIELDS.check(r.monumentTile() == -1 || square(r.monumentTile()), "the last tile");
        s.monumentTile = r.monumentTile();
        FIELDS.check(r.outOfGame() >= 0, "the tiles out of the game");
        s.outOfGame = r.outOfGame();
        s.ended = r.ended();
        return s;
    }

    private static boolean square(int sq) {
        return sq >= 0 && sq < Board.SIZE;
    }
}
