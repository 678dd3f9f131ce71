package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import ziggurat.games.tigris.TigrisEvent.*;

/**
 * The whole state of a game. Immutable to everyone outside the engine: {@link TigrisRuleset#evolve} hands out
 * a new state per event. Inside, a fresh copy shares its arrays with the original and clones each one only
 * before its first write (copy-on-write), so folding an event costs little more than the arrays it touches.
 *
 * <p>Squares are indexed {@code row * 16 + col}. A leader is coded {@code seat * 4 + colour}.
 */
public final class TigrisState {

    static final int EMPTY = 0;
    static final int FACE_DOWN = 4;   // added to a face-up code (1..4) gives 5..8
    static final int CATASTROPHE = 9;
    static final int KIND = 0x0F;
    static final int TREASURE = 0x10;
    /**
     * On a face-up tile of a 2×2 block whose monument was declined: no monument may ever stand on it. A bit
     * of the square's own code, so the mark leaves with the tile when a war or catastrophe removes it [tigris D17].
     */
    static final int DECLINED = 0x20;

    static final int HAND_SIZE = 6;

    final int seats;
    final List<SeatInfo> seatInfo;
    final boolean stacked;
    final String seedHash;

    /**
     * Per square: 0 empty, 1..4 face-up tile of colour ordinal+1, 5..8 face-down, 9 catastrophe; bit 0x10
     * treasure; bit 0x20 declined (face-up tiles only).
     */
    byte[] cell;
    /** Per square: 0, or the code + 1 of the leader standing there. */
    byte[] leaderOn;
    /** Per leader code: its square, or -1 while it waits in the supply. */
    int[] leaderSq;
    /** Per seat * 4 + colour: tiles in hand. */
    int[] hand;
    /** Per seat * 4 + colour: victory points. */
    int[] points;
    int[] treasures;
    int[] catastrophes;
    /** Per monument ordinal: the top-left square it stands on, or -1 while it is available. */
    int[] monumentSq;
    /** The whole bag in draw order; never written. {@code bagPos} tiles have been drawn. */
    final byte[] bag;
    int bagPos;

    int turn;
    int active;
    /** Actions of the turn not yet begun. */
    int actionsLeft;
    Conflict conflict;
    /** The square carrying the unification tile, or -1. */
    int unifyAt = -1;
    int unifyWars;
    int foughtWars;
    /** The tile placed by the current action, until its monument step is over; -1 otherwise. */
    int monumentTile = -1;
    /** Tiles that left the game: destroyed, discarded, committed, removed by wars. */
    int outOfGame;
    EndReason ended;

    private int owned;
    private static final int O_CELL = 1, O_LEADER_ON = 2, O_LEADER_SQ = 4, O_HAND = 8, O_POINTS = 16,
            O_TREASURES = 32, O_CATASTROPHES = 64, O_MONUMENTS = 128;

    /** Memo of what the game waits for; derived, so copies never inherit it. */
    Waiting waiting;
    /**
     * Memo of the board's regions, derived from the board alone. Copies share it; an event that adds a
     * connector updates it cheaply (regions only merge), one that removes a connector drops it.
     */
    private Regions regions;

    /** A conflict in progress; the commitments are -1 until made. */
    record Conflict(boolean war, Colour colour, int attacker, int attackerSq, int attackerBoard,
                    int defender, int defenderSq, int defenderBoard, int attackerCommit, int defenderCommit) {

        /** Revolts are fought with temples whatever the leaders' colour. */
        Colour supportColour() {
            return war ? colour : Colour.RED;
        }

        Conflict committed(Role role, int count) {
            return role == Role.ATTACKER
                    ? new Conflict(war, colour, attacker, attackerSq, attackerBoard, defender, defenderSq, defenderBoard, count, defenderCommit)
                    : new Conflict(war, colour, attacker, attackerSq, attackerBoard, defender, defenderSq, defenderBoard, attackerCommit, count);
        }
    }

    /** The state before any event: no seats, nothing on the board. */
    static TigrisState beforeSetup() {
        return new TigrisState(0, List.of(), false, null, new byte[0]);
    }

    TigrisState(int seats, List<SeatInfo> seatInfo, boolean stacked, String seedHash, byte[] bag) {
        this.seats = seats;
        this.seatInfo = List.copyOf(seatInfo);
        this.stacked = stacked;
        this.seedHash = seedHash;
        this.bag = bag;
        this.cell = new byte[Board.SIZE];
        for (int i = 0; i < Board.SIZE; i++) {
            if (Board.STARTING_TEMPLE[i]) {
                cell[i] = (byte) (faceUp(Colour.RED) | TREASURE);
            }
        }
        this.leaderOn = new byte[Board.SIZE];
        this.leaderSq = new int[seats * 4];
        Arrays.fill(leaderSq, -1);
        this.hand = new int[seats * 4];
        this.points = new int[seats * 4];
        this.treasures = new int[seats];
        this.catastrophes = new int[seats];
        Arrays.fill(catastrophes, 2);
        this.monumentSq = new int[Monument.ALL.length];
        Arrays.fill(monumentSq, -1);
        this.owned = -1;
    }

    private TigrisState(TigrisState o) {
        seats = o.seats;
        seatInfo = o.seatInfo;
        stacked = o.stacked;
        seedHash = o.seedHash;
        cell = o.cell;
        leaderOn = o.leaderOn;
        leaderSq = o.leaderSq;
        hand = o.hand;
        points = o.points;
        treasures = o.treasures;
        catastrophes = o.catastrophes;
        monumentSq = o.monumentSq;
        bag = o.bag;
        bagPos = o.bagPos;
        turn = o.turn;
        active = o.active;
        actionsLeft = o.actionsLeft;
        conflict = o.conflict;
        unifyAt = o.unifyAt;
        unifyWars = o.unifyWars;
        foughtWars = o.foughtWars;
        monumentTile = o.monumentTile;
        outOfGame = o.outOfGame;
        ended = o.ended;
        regions = o.regions;
        owned = 0;
    }

    /** A copy whose writes never reach this state. */
    TigrisState copy() {
        return new TigrisState(this);
    }

    // ---- reading ---------------------------------------------------------------------------------------

    /** The board's regions and kingdoms, labelled at most once per board. */
    Regions regions() {
        Regions r = regions;
        if (r == null) {
            r = Regions.of(this);
            regions = r;
        }
        return r;
    }

    static int faceUp(Colour c) {
        return c.ordinal() + 1;
    }

    int kind(int sq) {
        return cell[sq] & KIND;
    }

    boolean isTemple(int sq) {
        return (cell[sq] & KIND) == 2;
    }

    boolean hasTreasure(int sq) {
        return (cell[sq] & TREASURE) != 0;
    }

    boolean isDeclined(int sq) {
        return (cell[sq] & DECLINED) != 0;
    }

    /** Tiles (either face) and leaders connect regions; catastrophes and empty squares do not [tigris D6]. */
    boolean isConnector(int sq) {
        int k = cell[sq] & KIND;
        return (k >= 1 && k <= 8) || leaderOn[sq] != 0;
    }

    boolean isEmpty(int sq) {
        return (cell[sq] & KIND) == EMPTY && leaderOn[sq] == 0;
    }

    int leaderAt(int seat, Colour c) {
        return leaderSq[seat * 4 + c.ordinal()];
    }

    int handOf(int seat, Colour c) {
        return hand[seat * 4 + c.ordinal()];
    }

    int handSize(int seat) {
        return hand[seat * 4] + hand[seat * 4 + 1] + hand[seat * 4 + 2] + hand[seat * 4 + 3];
    }

    int bagCount() {
        return bag.length - bagPos;
    }

    int treasuresOnBoard() {
        int n = 0;
        for (byte b : cell) {
            if ((b & TREASURE) != 0) {
                n++;
            }
        }
        return n;
    }

    int adjacentTemples(int sq) {
        int n = 0;
        for (int k = 0; k < 4; k++) {
            int nb = Board.NEIGHBOURS[sq * 4 + k];
            if (nb >= 0 && (cell[nb] & KIND) == 2) {
                n++;
            }
        }
        return n;
    }

    boolean isOver() {
        return ended != null;
    }

    List<Colour> handList(int seat) {
        List<Colour> tiles = new ArrayList<>(HAND_SIZE);
        for (Colour c : Colour.ALL) {
            for (int k = handOf(seat, c); k > 0; k--) {
                tiles.add(c);
            }
        }
        return tiles;
    }

    List<Colour> bagList() {
        List<Colour> tiles = new ArrayList<>(bagCount());
        for (int i = bagPos; i < bag.length; i++) {
            tiles.add(Colour.ALL[bag[i]]);
        }
        return tiles;
    }

    // ---- copy-on-write access --------------------------------------------------------------------------

    private byte[] cellW() {
        if ((owned & O_CELL) == 0) { cell = cell.clone(); owned |= O_CELL; }
        return cell;
    }

    private byte[] leaderOnW() {
        if ((owned & O_LEADER_ON) == 0) { leaderOn = leaderOn.clone(); owned |= O_LEADER_ON; }
        return leaderOn;
    }

    private int[] leaderSqW() {
        if ((owned & O_LEADER_SQ) == 0) { leaderSq = leaderSq.clone(); owned |= O_LEADER_SQ; }
        return leaderSq;
    }

    private int[] handW() {
        if ((owned & O_HAND) == 0) { hand = hand.clone(); owned |= O_HAND; }
        return hand;
    }

    private int[] pointsW() {
        if ((owned & O_POINTS) == 0) { points = points.clone(); owned |= O_POINTS; }
        return points;
    }

    private int[] treasuresW() {
        if ((owned & O_TREASURES) == 0) { treasures = treasures.clone(); owned |= O_TREASURES; }
        return treasures;
    }

    private int[] catastrophesW() {
        if ((owned & O_CATASTROPHES) == 0) { catastrophes = catastrophes.clone(); owned |= O_CATASTROPHES; }
        return catastrophes;
    }

    private int[] monumentSqW() {
        if ((owned & O_MONUMENTS) == 0) { monumentSq = monumentSq.clone(); owned |= O_MONUMENTS; }
        return monumentSq;
    }

    // ---- writing (only on a fresh copy) ----------------------------------------------------------------

    void setTile(int sq, int code) {
        regions = null;
        cellW()[sq] = (byte) code;
    }

    void putLeader(int code, int sq) {
        regions = null;
        int from = leaderSq[code];
        if (from >= 0) {
            leaderOnW()[from] = 0;
        }
        leaderSqW()[code] = sq;
        if (sq >= 0) {
            leaderOnW()[sq] = (byte) (code + 1);
        }
    }

    void setHand(int seat, Colour c, int n) {
        handW()[seat * 4 + c.ordinal()] = n;
    }

    void setPoints(int seat, Colour c, int n) {
        pointsW()[seat * 4 + c.ordinal()] = n;
    }

    void setTreasures(int seat, int n) {
        treasuresW()[seat] = n;
    }

    void setCatastrophes(int seat, int n) {
        catastrophesW()[seat] = n;
    }

    void setMonument(Monument m, int sq) {
        monumentSqW()[m.ordinal()] = sq;
    }

    private void beginAction() {
        actionsLeft--;
        monumentTile = -1;
    }

    /** Folds one event into this (freshly copied) state. */
    TigrisState apply(TigrisEvent event) {
        waiting = null;
        if (event instanceof TilesDrawn e) {
            int[] h = handW();
            for (int i = 0; i < e.count(); i++) {
                h[e.seat() * 4 + bag[bagPos + i]]++;
            }
            bagPos += e.count();
        } else if (event instanceof TurnStarted e) {
            active = e.seat();
            turn = e.turn();
            actionsLeft = 2;
            monumentTile = -1;
        } else if (event instanceof LeaderPlaced e) {
            beginAction();
            int code = e.seat() * 4 + e.leader().ordinal();
            int sq = Board.index(e.at());
            Regions before = regions;
            putLeader(code, sq);
            if (before != null) {
                // A move is a lift (only the old region can split) and then a placement (regions merge).
                regions = (e.from() == null ? before : before.lifted(this, Board.index(e.from()), 1 << code)).plus(sq, 1 << code);
            }
        } else if (event instanceof LeaderWithdrawn e) {
            if (e.reason() == WithdrawReason.ACTION) {
                beginAction();
            }
            Regions before = regions;
            int code = e.seat() * 4 + e.leader().ordinal();
            putLeader(code, -1);
            if (before != null) {
                regions = before.lifted(this, Board.index(e.from()), 1 << code);
            }
        } else if (event instanceof TilePlaced e) {
            beginAction();
            int sq = Board.index(e.at());
            cellW()[sq] = (byte) faceUp(e.color());
            handW()[e.seat() * 4 + e.color().ordinal()]--;
            monumentTile = sq;
            if (regions != null) {
                regions = regions.plus(sq, 0);
            }
        } else if (event instanceof PointsScored e) {
            pointsW()[e.seat() * 4 + e.color().ordinal()] += e.points();
        } else if (event instanceof CatastrophePlaced e) {
            beginAction();
            if (e.destroyed() != null) {
                outOfGame++;
                regions = null;
            }
            cellW()[Board.index(e.at())] = CATASTROPHE;
            catastrophesW()[e.seat()] = e.catastrophesLeft();
        } else if (event instanceof TilesDiscarded e) {
            beginAction();
            int[] h = handW();
            for (Colour c : e.tiles()) {
                h[e.seat() * 4 + c.ordinal()]--;
            }
            outOfGame += e.count();
        } else if (event instanceof ActionPassed e) {
            beginAction();
        } else if (event instanceof RevoltStarted e) {
            conflict = new Conflict(false, e.color(),
                e.attacker().seat(), Board.index(e.attacker().at()), e.attacker().boardStrength(),
                e.defender().seat(), Board.index(e.defender().at()), e.defender().boardStrength(), -1, -1);
        } else if (event instanceof WarStarted e) {
            foughtWars |= 1 << e.color().ordinal();
            conflict = new Conflict(true, e.color(),
                    e.attacker().seat(), Board.index(e.attacker().at()), e.attacker().boardStrength(),
                    e.defender().seat(), Board.index(e.defender().at()), e.defender().boardStrength(), -1, -1);
        } else if (event instanceof SupportCommitted e) {
            handW()[e.seat() * 4 + e.color().ordinal()] -= e.count();
            outOfGame += e.count();
            conflict = conflict.committed(e.role(), e.count());
        } else if (event instanceof RevoltResolved e) {
            conflict = null;
        } else if (event instanceof WarResolved e) {
            conflict = null;
            byte[] c = cellW();
            for (var s : e.removed()) {
                c[Board.index(s)] = EMPTY;
            }
            outOfGame += e.removed().size();
            if (!e.removed().isEmpty()) {
                regions = null;
            }
        } else if (event instanceof KingdomsUnited e) {
            unifyAt = Board.index(e.at());
            unifyWars = Colour.mask(e.wars());
            foughtWars = 0;
        } else if (event instanceof WarChosen e) {
            // the WarStarted that follows carries everything
        } else if (event instanceof WarsEnded e) {
            unifyAt = -1;
            unifyWars = 0;
            foughtWars = 0;
        } else if (event instanceof MonumentBuilt e) {
            byte[] c = cellW();
            for (var s : e.flipped()) {
                int sq = Board.index(s);
                c[sq] = (byte) (c[sq] + FACE_DOWN);
            }
            monumentSqW()[e.monument().ordinal()] = Board.index(e.square());
            monumentTile = -1;
        } else if (event instanceof MonumentDeclined e) {
            byte[] c = cellW();
            for (var corner : e.squares()) {
                int tl = Board.index(corner);
                for (int sq : new int[] {tl, tl + 1, tl + Board.COLS, tl + Board.COLS + 1}) {
                    c[sq] = (byte) (c[sq] | DECLINED);
                }
            }
            monumentTile = -1;
        } else if (event instanceof TreasureTaken e) {
            int sq = Board.index(e.at());
            cellW()[sq] = (byte) (cell[sq] & ~TREASURE);
            treasuresW()[e.seat()]++;
        } else if (event instanceof TurnEnded e) {
            actionsLeft = 0;
        } else if (event instanceof GameEnded e) {
            ended = e.reason();
        } else if (event instanceof GameStarted e) {
            throw new IllegalStateException("GameStarted starts a new state; see TigrisRuleset.evolve");
        } else {
            throw new IllegalArgumentException("no handler for " + event);
        }
        return this;
    }

    /** The state a {@link GameStarted} event describes, before the deal. */
    static TigrisState started(GameStarted e) {
        if (e.bag() == null) {
            throw new IllegalArgumentException("Replay needs the GameStarted event with its bag.");
        }
        byte[] bag = new byte[e.bag().size()];
        for (int i = 0; i < bag.length; i++) {
            bag[i] = (byte) e.bag().get(i).ordinal();
        }
        return new TigrisState(e.seats().size(), e.seats(), e.stacked(), e.seedHash(), bag);
    }
}
