package ziggurat.games.tigris;

import java.util.List;

import ziggurat.engine.RuleViolation;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.*;

/**
 * What a move means: its checks in the order of [tigris §8.2] (the first failing check names the error, [tigris D25]), its
 * main effect and immediate consequences; {@link Turn} then plays out everything automatic that follows.
 */
final class Actions {

    private Actions() {
    }

    /** One move being played: the copy it plays on, and what the game waited for when it came. */
    record Deciding(Play play, Waiting waiting) {
    }

    static List<TigrisEvent> decide(TigrisState state, int seat, TigrisMove move) {
        return play(state, seat, move).events();
    }

    /** Plays the move out on a private copy; the copy ends where evolving the events would end. */
    static Play play(TigrisState state, int seat, TigrisMove move) {
        Waiting waiting = Turn.waiting(state);
        if (waiting.kind() == Waiting.Kind.NOTHING) {
            throw illegal("GAME_OVER", "The game is over.");
        }
        if (waiting.seat() != seat) {
            throw illegal("NOT_YOUR_DECISION", "The game is waiting for seat " + waiting.seat() + ", not for you.");
        }
        if (!TigrisRuleset.MOVES.answers(waiting.kind(), move)) {
            throw illegal("MOVE_NOT_EXPECTED", "That move does not answer what the game is waiting for: "
                    + waiting.kind().wire + ".");
        }
        Play play = new Play(state);
        TigrisRuleset.MOVES.handle(new Deciding(play, waiting), seat, move);
        Turn.settle(play);
        return play;
    }

    private static RuleViolation illegal(String code, String sentence) {
        return RuleViolation.illegal(code, sentence);
    }

    private static int onBoard(Square at) {
        if (!Board.onBoard(at)) {
            throw illegal("OUTSIDE_BOARD", "Square " + at + " is not on the board; rows run 0-10 and columns 0-15.");
        }
        return Board.index(at);
    }

    // ---- position a leader [tigris §2.3] ---------------------------------------------------------------

    static void placeLeader(Play play, int seat, Colour colour, Square at) {
        TigrisState s = play.s;
        int sq = onBoard(at);
        int from = s.leaderAt(seat, colour);
        if (from == sq) {
            throw illegal("LEADER_ALREADY_THERE", "Your " + colour.leaderName() + " already stands on " + at + ".");
        }
        if (!s.isEmpty(sq)) {
            throw illegal("SQUARE_NOT_EMPTY", "Square " + at + " is not empty.");
        }
        if (Board.RIVER[sq]) {
            throw illegal("LEADER_ON_RIVER", "A leader cannot stand on the river.");
        }
        if (s.adjacentTemples(sq) == 0) {
            throw illegal("LEADER_NOT_NEXT_TO_TEMPLE", "A leader must stand next to a temple.");
        }
        if ((from >= 0 ? s.regions().lifted(s, from, Leaders.bit(seat, colour)) : s.regions()).kingdomsAround(sq) >= 2) {
            throw illegal("LEADER_JOINS_KINGDOMS", "A leader cannot join two kingdoms.");
        }
        play.emit(new LeaderPlaced(seat, colour, at, from >= 0 ? Board.SQUARE[from] : null));
        Conflicts.revoltIfContested(play, seat, colour, sq);
    }

    static void withdrawLeader(Play play, int seat, Colour colour) {
        int from = play.s.leaderAt(seat, colour);
        if (from < 0) {
            throw illegal("LEADER_NOT_ON_BOARD", "Your " + colour.leaderName() + " is not on the board.");
        }
        play.emit(new LeaderWithdrawn(seat, colour, Board.SQUARE[from], WithdrawReason.ACTION));
    }

    // ---- place a civilization tile [tigris §2.4] -------------------------------------------------------

    static void placeTile(Play play, int seat, Colour colour, Square at) {
        TigrisState s = play.s;
        if (s.handOf(seat, colour) == 0) {
            throw illegal("TILE_NOT_IN_HAND", "You hold no " + colour + " tile.");
        }
        int sq = onBoard(at);
        if (!s.isEmpty(sq)) {
            throw illegal("SQUARE_NOT_EMPTY", "Square " + at + " is not empty.");
        }
        if (colour == Colour.BLUE && !Board.RIVER[sq]) {
            throw illegal("BLUE_TILE_NOT_ON_RIVER", "Farms (blue tiles) go only on the river.");
        }
        if (colour != Colour.BLUE && Board.RIVER[sq]) {
            throw illegal("LAND_TILE_ON_RIVER", "Only farms (blue tiles) go on the river.");
        }
        Regions regions = s.regions();
        int[] kingdoms = regions.kingdomsAroundList(sq);
        if (kingdoms.length >= 3) {
            throw illegal("TILE_JOINS_THREE_KINGDOMS", "A tile cannot join three kingdoms.");
        }
        play.emit(new TilePlaced(seat, colour, at));
        if (kingdoms.length == 1) {
            // The leader of the tile's colour scores; failing that, the king scores in the tile's colour.
            int scorer = regions.leaderSeat(kingdoms[0], colour);
            if (scorer < 0) {
                scorer = regions.leaderSeat(kingdoms[0], Colour.BLACK);
            }
            if (scorer >= 0) {
                play.emit(new PointsScored(scorer, colour, 1, ScoreReason.TILE));
            }
        } else if (kingdoms.length == 2) {
            Regions united = play.s.regions();
            play.emit(new KingdomsUnited(at, Colour.listOf(united.openWars(united.id[sq]))));
        }
    }

    // ---- place a catastrophe [tigris §2.5] -------------------------------------------------------------

    static void placeCatastrophe(Play play, int seat, Square at) {
        TigrisState s = play.s;
        if (s.catastrophes[seat] == 0) {
            throw illegal("NO_CATASTROPHE_LEFT", "You have no catastrophe tile left.");
        }
        int sq = onBoard(at);
        if (s.leaderOn[sq] != 0) {
            throw illegal("CATASTROPHE_ON_LEADER", "A catastrophe cannot go on a leader.");
        }
        int kind = s.kind(sq);
        if (kind == TigrisState.CATASTROPHE) {
            throw illegal("CATASTROPHE_ON_CATASTROPHE", "A catastrophe cannot go on another catastrophe.");
        }
        if (TigrisState.isFaceDown(kind)) {
            throw illegal("CATASTROPHE_ON_MONUMENT", "A catastrophe cannot go on a monument's tile.");
        }
        if (s.hasTreasure(sq)) {
            throw illegal("CATASTROPHE_ON_TREASURE", "A catastrophe cannot go on a tile with a treasure.");
        }
        Colour destroyed = TigrisState.isFaceUp(kind) ? TigrisState.tileColour(kind) : null;
        play.emit(new CatastrophePlaced(seat, at, destroyed, s.catastrophes[seat] - 1));
        play.withdrawStrandedLeaders();
    }

    // ---- swap tiles [tigris §2.6] ----------------------------------------------------------------------

    static void swapTiles(Play play, int seat, List<Colour> tiles) {
        TigrisState s = play.s;
        if (tiles.isEmpty() || tiles.size() > TigrisState.HAND_SIZE) {
            throw illegal("SWAP_COUNT", "A swap discards 1 to 6 tiles.");
        }
        int[] wanted = new int[Colour.COUNT];
        for (Colour c : tiles) {
            wanted[c.ordinal()]++;
        }
        for (Colour c : Colour.ALL) {
            if (wanted[c.ordinal()] > s.handOf(seat, c)) {
                throw illegal("TILES_NOT_IN_HAND", "You do not hold those tiles.");
            }
        }
        play.emit(new TilesDiscarded(seat, tiles.size(), tiles));
        play.draw(seat, DrawReason.SWAP, tiles.size());
    }

    // ---- decisions inside an action --------------------------------------------------------------------

    static void commitSupport(Play play, int seat, int count) {
        TigrisState.Conflict c = play.s.conflict;
        Colour colour = c.supportColour();
        if (count > play.s.handOf(seat, colour)) {
            throw illegal("SUPPORT_NOT_IN_HAND", "You hold fewer than " + count + " " + colour + " tiles.");
        }
        Role role = c.attackerCommit() < 0 ? Role.ATTACKER : Role.DEFENDER;
        play.emit(new SupportCommitted(seat, role, colour, count));
        if (role == Role.DEFENDER) {
            Conflicts.resolve(play);
        }
    }

    static void chooseWar(Play play, Waiting waiting, int seat, Colour colour) {
        if (!colour.in(waiting.colour())) {
            throw illegal("WAR_NOT_OPEN", "There is no open " + colour + " war to fight.");
        }
        play.emit(new WarChosen(seat, colour));
        Conflicts.startWar(play, colour);
    }

    static void buildMonument(Play play, Waiting waiting, int seat, Monument monument, Square square) {
        if (!waiting.squares().contains(square)) {
            TigrisState s = play.s;
            if (Monuments.completed(s, s.monumentTile, s.kind(s.monumentTile)).contains(square)) {
                throw illegal("MONUMENT_SQUARE_DECLINED", "The block at " + square
                        + " holds a tile whose monument was declined; no monument can ever stand on it.");
            }
            throw illegal("NOT_A_MONUMENT_SQUARE", "Square " + square
                    + " is not the top-left corner of a block your tile completed.");
        }
        if (play.s.monumentSq[monument.ordinal()] >= 0) {
            throw illegal("MONUMENT_NOT_AVAILABLE", "The " + monument + " monument has already been built.");
        }
        Colour colour = Colour.ALL[waiting.colour()];
        if (!monument.has(colour)) {
            throw illegal("MONUMENT_WRONG_COLOR", "The " + monument + " monument has no " + colour + " in it.");
        }
        play.emit(new MonumentBuilt(seat, monument, square, Monuments.block(Board.index(square))));
        play.withdrawStrandedLeaders();
    }

    static void takeTreasure(Play play, Waiting waiting, int seat, Square at) {
        if (!waiting.squares().contains(at)) {
            throw illegal("TREASURE_NOT_CLAIMABLE", "The treasure on " + at + " cannot be taken now.");
        }
        play.emit(new TreasureTaken(seat, at, false, play.s.treasuresOnBoard() - 1));
    }
}
