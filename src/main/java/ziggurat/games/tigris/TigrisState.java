package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import ziggurat.engine.kit.CopyOnWrite;
import ziggurat.games.tigris.TigrisEvent.*;

/**
 * The whole state of a game. Immutable to everyone outside the engine: {@link TigrisRuleset#evolve} hands out
 * a new state per event. Inside, a fresh copy shares its arrays with the original and clones each one only
 * before its first write (copy-on-write), so folding an event costs little more than the arrays it touches.
 *
 * <p>Squares are indexed {@code row * 16 + col}. A leader is coded as {@link Leaders} says.
 *
 * <p>A square's code: its kind in the low bits ({@link #KIND}), then a treasure mark and a declined mark. The
 * kinds: {@link #EMPTY}; a face-up tile, colour ordinal + 1 ({@link #faceUp}); the same tile face down under a
 * monument, + {@link #FACE_DOWN}; a {@link #CATASTROPHE}.
 */
public final class TigrisState extends CopyOnWrite {

    static final int KIND = 0x0F;
    static final int EMPTY = 0;
    /** Added to a face-up tile's kind when a monument turns it face down. */
    static final int FACE_DOWN = Colour.COUNT;
    private static final int LAST_FACE_UP = Colour.COUNT;
    private static final int LAST_FACE_DOWN = FACE_DOWN + Colour.COUNT;
    static final int CATASTROPHE = LAST_FACE_DOWN + 1;
    static final int TEMPLE = faceUp(Colour.RED);
    static final int TREASURE = 0x10;
    /**
     * On a face-up tile of a 2×2 block whose monument was declined: no monument may ever stand on it. A bit
     * of the square's own code, so the mark leaves with the tile when a war or catastrophe removes it [tigris D17].
     */
    static final int DECLINED = 0x20;

    static final int HAND_SIZE = 6;
    /** [tigris §2.1] */
    static final int ACTIONS_PER_TURN = 2;
    /** [tigris §1.1] */
    static final int CATASTROPHES_PER_SEAT = 2;

    final int seats;
    final List<SeatInfo> seatInfo;
    final boolean stacked;
    final String seedCommitment;

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

    // Copy-on-write bits, one per array.
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

    TigrisState(int seats, List<SeatInfo> seatInfo, boolean stacked, String seedCommitment, byte[] bag) {
        this.seats = seats;
        this.seatInfo = List.copyOf(seatInfo);
        this.stacked = stacked;
        this.seedCommitment = seedCommitment;
        this.bag = bag;
        this.cell = new byte[Board.SIZE];
        for (int i = 0; i < Board.SIZE; i++) {
            if (Board.STARTING_TEMPLE[i]) {
                cell[i] = (byte) (faceUp(Colour.RED) | TREASURE);
            }
        }
        this.leaderOn = new byte[Board.SIZE];
        this.leaderSq = new int[seats * Colour.COUNT];
        Arrays.fill(leaderSq, -1);
        this.hand = new int[seats * Colour.COUNT];
        this.points = new int[seats * Colour.COUNT];
        this.treasures = new int[seats];
        this.catastrophes = new int[seats];
        Arrays.fill(catastrophes, CATASTROPHES_PER_SEAT);
        this.monumentSq = new int[Monument.ALL.length];
        Arrays.fill(monumentSq, -1);
        ownAll();
    }

    private TigrisState(TigrisState o) {
        seats = o.seats;
        seatInfo = o.seatInfo;
        stacked = o.stacked;
        seedCommitment = o.seedCommitment;
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

    static boolean isFaceUp(int kind) {
        return kind > EMPTY && kind <= LAST_FACE_UP;
    }

    static boolean isFaceDown(int kind) {
        return kind > LAST_FACE_UP && kind <= LAST_FACE_DOWN;
    }

    /** A tile of either face. */
    static boolean isTile(int kind) {
        return kind > EMPTY && kind <= LAST_FACE_DOWN;
    }

    /** The colour of a tile of either face. */
    static Colour tileColour(int kind) {
        return Colour.ALL[(kind - 1) % Colour.COUNT];
    }

    /**
     * Whether a square's code allows a catastrophe as far as the tile goes: empty, or a face-up tile without a
     * treasure, declined or not [tigris §2.5]. (A treasure mark lifts the code above every face-up kind.)
     */
    static boolean takesCatastrophe(int code) {
        return (code & ~DECLINED) <= LAST_FACE_UP;
    }

    /** The index of a seat's count of one colour (hand, points); a leader's code is the same number. */
    static int perColour(int seat, Colour c) {
        return seat * Colour.COUNT + c.ordinal();
    }

    int kind(int sq) {
        return cell[sq] & KIND;
    }

    boolean isTemple(int sq) {
        return (cell[sq] & KIND) == TEMPLE;
    }

    boolean hasTreasure(int sq) {
        return (cell[sq] & TREASURE) != 0;
    }

    boolean isDeclined(int sq) {
        return (cell[sq] & DECLINED) != 0;
    }

    /** Tiles (either face) and leaders connect regions; catastrophes and empty squares do not [tigris D6]. */
    boolean isConnector(int sq) {
        return isTile(cell[sq] & KIND) || leaderOn[sq] != 0;
    }

    boolean isEmpty(int sq) {
        return (cell[sq] & KIND) == EMPTY && leaderOn[sq] == 0;
    }

    int leaderAt(int seat, Colour c) {
        return leaderSq[Leaders.code(seat, c)];
    }

    int handOf(int seat, Colour c) {
        return hand[perColour(seat, c)];
    }

    int handSize(int seat) {
        int first = seat * Colour.COUNT;
        return hand[first] + hand[first + 1] + hand[first + 2] + hand[first + 3];
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
        for (int k = sq * Board.SIDES, end = k + Board.SIDES; k < end; k++) {
            int nb = Board.NEIGHBOURS[k];
            if (nb >= 0 && (cell[nb] & KIND) == TEMPLE) {
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

    // ---- writing (only on a fresh copy; own(...) before each array's first write) ------------------------

    void putLeader(int code, int sq) {
        regions = null;
        int from = leaderSq[code];
        leaderOn = own(leaderOn, O_LEADER_ON);
        leaderSq = own(leaderSq, O_LEADER_SQ);
        if (from >= 0) {
            leaderOn[from] = 0;
        }
        leaderSq[code] = sq;
        if (sq >= 0) {
            leaderOn[sq] = Leaders.onSquare(code);
        }
    }

    private void beginAction() {
        actionsLeft--;
        monumentTile = -1;
    }

    /** Folds one event into this (freshly copied) state. */
    TigrisState apply(TigrisEvent event) {
        waiting = null;
        if (event instanceof TilesDrawn e) {
            hand = own(hand, O_HAND);
            int[] h = hand;
            for (int i = 0; i < e.count(); i++) {
                h[e.seat() * Colour.COUNT + bag[bagPos + i]]++;
            }
            bagPos += e.count();
        } else if (event instanceof TurnStarted e) {
            active = e.seat();
            turn = e.turn();
            actionsLeft = ACTIONS_PER_TURN;
            monumentTile = -1;
        } else if (event instanceof LeaderPlaced e) {
            beginAction();
            int code = Leaders.code(e.seat(), e.leader());
            int sq = Board.index(e.at());
            Regions before = regions;
            putLeader(code, sq);
            if (before != null) {
                // A move is a lift (only the old region can split) and then a placement (regions merge).
                regions = (e.from() == null ? before : before.lifted(this, Board.index(e.from()), Leaders.bit(code))).plus(sq, Leaders.bit(code));
            }
        } else if (event instanceof LeaderWithdrawn e) {
            if (e.reason() == WithdrawReason.ACTION) {
                beginAction();
            }
            Regions before = regions;
            int code = Leaders.code(e.seat(), e.leader());
            putLeader(code, -1);
            if (before != null) {
                regions = before.lifted(this, Board.index(e.from()), Leaders.bit(code));
            }
        } else if (event instanceof TilePlaced e) {
            beginAction();
            int sq = Board.index(e.at());
            cell = own(cell, O_CELL);
            cell[sq] = (byte) faceUp(e.color());
            hand = own(hand, O_HAND);
            hand[perColour(e.seat(), e.color())]--;
            monumentTile = sq;
            if (regions != null) {
                regions = regions.plus(sq, 0);
            }
        } else if (event instanceof PointsScored e) {
            points = own(points, O_POINTS);
            points[perColour(e.seat(), e.color())] += e.points();
        } else if (event instanceof CatastrophePlaced e) {
            beginAction();
            if (e.destroyed() != null) {
                outOfGame++;
                regions = null;
            }
            cell = own(cell, O_CELL);
            cell[Board.index(e.at())] = CATASTROPHE;
            catastrophes = own(catastrophes, O_CATASTROPHES);
            catastrophes[e.seat()] = e.catastrophesLeft();
        } else if (event instanceof TilesDiscarded e) {
            beginAction();
            hand = own(hand, O_HAND);
            int[] h = hand;
            for (Colour c : e.tiles()) {
                h[perColour(e.seat(), c)]--;
            }
            outOfGame += e.count();
        } else if (event instanceof ActionPassed e) {
            beginAction();
        } else if (event instanceof RevoltStarted e) {
            conflict = new Conflict(false, e.color(),
                e.attacker().seat(), Board.index(e.attacker().at()), e.attacker().boardStrength(),
                e.defender().seat(), Board.index(e.defender().at()), e.defender().boardStrength(), -1, -1);
        } else if (event instanceof WarStarted e) {
            foughtWars |= e.color().bit();
            conflict = new Conflict(true, e.color(),
                    e.attacker().seat(), Board.index(e.attacker().at()), e.attacker().boardStrength(),
                    e.defender().seat(), Board.index(e.defender().at()), e.defender().boardStrength(), -1, -1);
        } else if (event instanceof SupportCommitted e) {
            hand = own(hand, O_HAND);
            hand[perColour(e.seat(), e.color())] -= e.count();
            outOfGame += e.count();
            conflict = conflict.committed(e.role(), e.count());
        } else if (event instanceof RevoltResolved e) {
            conflict = null;
        } else if (event instanceof WarResolved e) {
            conflict = null;
            cell = own(cell, O_CELL);
            byte[] c = cell;
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
            cell = own(cell, O_CELL);
            byte[] c = cell;
            for (var s : e.flipped()) {
                int sq = Board.index(s);
                c[sq] = (byte) (c[sq] + FACE_DOWN);
            }
            monumentSq = own(monumentSq, O_MONUMENTS);
            monumentSq[e.monument().ordinal()] = Board.index(e.square());
            monumentTile = -1;
        } else if (event instanceof MonumentDeclined e) {
            cell = own(cell, O_CELL);
            byte[] c = cell;
            for (var corner : e.squares()) {
                int tl = Board.index(corner);
                for (int sq : new int[] {tl, tl + 1, tl + Board.COLS, tl + Board.COLS + 1}) {
                    c[sq] = (byte) (c[sq] | DECLINED);
                }
            }
            monumentTile = -1;
        } else if (event instanceof TreasureTaken e) {
            int sq = Board.index(e.at());
            cell = own(cell, O_CELL);
            cell[sq] = (byte) (cell[sq] & ~TREASURE);
            treasures = own(treasures, O_TREASURES);
            treasures[e.seat()]++;
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
        return new TigrisState(e.seats().size(), e.seats(), e.stacked(), e.seedCommitment(), bag);
    }
}
