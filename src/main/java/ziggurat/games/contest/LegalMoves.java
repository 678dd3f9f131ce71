package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import ziggurat.games.contest.ContestMove.*;
import ziggurat.games.contest.ContestState.Conflict;

/**
 * Every legal move of the pending seat, in a stable order. Move records are immutable values, so the common
 * ones are made once and shared: random playouts ask for this list at every step.
 */
final class LegalMoves {

    private LegalMoves() {
    }

    private static final int C = ContestState.COLUMNS;
    private static final int R = ContestState.MAX_ROW + 1;
    private static final PlaceLeader[][][] PLACE_ON_CELL = new PlaceLeader[4][C][R];
    private static final PlaceLeader[][] PLACE_ON_GAP = new PlaceLeader[4][ContestState.GAPS];
    private static final PlayCard[][] PLAY_CARD = new PlayCard[4][C];
    private static final PlayJoiningCard[][] PLAY_JOIN = new PlayJoiningCard[4][ContestState.GAPS];
    private static final PlayCatastrophe[][] CATASTROPHE_ON_CELL = new PlayCatastrophe[C][R];
    private static final PlayCatastrophe[] CATASTROPHE_ON_GAP = new PlayCatastrophe[ContestState.GAPS];
    private static final EndTurn END_TURN = new EndTurn();
    private static final DeclineShip DECLINE_SHIP = new DeclineShip();
    private static final DeclineTreasure DECLINE_TREASURE = new DeclineTreasure();
    private static final List<CommitSupport> COMMITS = new ArrayList<>();

    static {
        for (Colour colour : Colour.values()) {
            int k = colour.ordinal();
            for (int c = 0; c < C; c++) {
                for (int r = 0; r < R; r++) {
                    PLACE_ON_CELL[k][c][r] = new PlaceLeader(colour, Position.cell(c, r));
                }
                PLAY_CARD[k][c] = new PlayCard(colour, c);
            }
            for (int g = 0; g < ContestState.GAPS; g++) {
                PLACE_ON_GAP[k][g] = new PlaceLeader(colour, Position.gap(g));
                PLAY_JOIN[k][g] = new PlayJoiningCard(colour, g);
            }
        }
        for (int c = 0; c < C; c++) {
            for (int r = 0; r < R; r++) {
                CATASTROPHE_ON_CELL[c][r] = new PlayCatastrophe(Position.cell(c, r));
            }
        }
        for (int g = 0; g < ContestState.GAPS; g++) {
            CATASTROPHE_ON_GAP[g] = new PlayCatastrophe(Position.gap(g));
        }
        for (int n = 0; n <= 200; n++) {
            COMMITS.add(new CommitSupport(n));
        }
    }

    static List<ContestMove> of(ContestState s, int seat) {
        if (s.over()) {
            return List.of();
        }
        PendingDecisions.Decision d = PendingDecisions.of(s);
        if (d.seat() != seat) {
            return List.of();
        }
        return ContestRuleset.MOVES.list(d.kind(), s, seat);
    }

    /** [contest §5.3] each open external conflict, in the rules' colour order. */
    static List<ContestMove> conflicts(ContestState s, int seat) {
        List<ContestMove> moves = new ArrayList<>(8);
        for (Colour colour : ExternalConflict.openConflicts(s)) {
            moves.add(new ChooseConflict(colour));
        }
        return moves;
    }

    /** [contest §5.1] no card up to every card of the support colour in hand. */
    static List<ContestMove> supportCommitments(ContestState s, int seat) {
        List<ContestMove> moves = new ArrayList<>(8);
        Conflict c = s.conflict();
        int held = s.hand(seat, c.supportColor());
        for (int n = 0; n <= held; n++) {
            moves.add(n < COMMITS.size() ? COMMITS.get(n) : new CommitSupport(n));
        }
        return moves;
    }

    /** [contest §8.3] each ship the run allows, then declining. */
    static List<ContestMove> ships(ContestState s, int seat) {
        List<ContestMove> moves = new ArrayList<>(8);
        for (Ship ship : s.shipOffer().ships()) {
            moves.add(new BuildShip(ship));
        }
        moves.add(DECLINE_SHIP);
        return moves;
    }

    /** [contest §6] each treasure a red card can replace, then declining. */
    static List<ContestMove> treasures(ContestState s, int seat) {
        List<ContestMove> moves = new ArrayList<>(8);
        if (s.hand(seat, Colour.RED) > 0) {
            for (int col : s.treasureOffer().columns()) {
                moves.add(new TakeTreasure(col));
            }
        }
        moves.add(DECLINE_TREASURE);
        return moves;
    }

    /** The action moves, counted first so the list is allocated once at its exact size. */
    static List<ContestMove> actions(ContestState s, int seat) {
        // Which leader (seat * 4 + colour) stands on each cell and gap, -1 for none.
        int[] onCell = new int[C * R];
        boolean[] onGap = new boolean[ContestState.GAPS];
        Arrays.fill(onCell, -1);
        for (int i = 0; i < s.leader.length; i++) {
            int code = s.leader[i];
            if (code == ContestState.SUPPLY) {
                continue;
            }
            if (ContestState.isGapCode(code)) {
                onGap[ContestState.columnOfCode(code)] = true;
            } else {
                onCell[ContestState.colOfCell(code) * R + ContestState.rowOfCell(code)] = i;
            }
        }
        // Where a leader may stand is the same for all four leaders, and a free card without a ship is also
        // where a catastrophe may strike: find the places once.
        int[] cells = new int[C * R];
        int cellCount = 0;
        int heads = 0;
        for (int c = 0; c < C; c++) {
            for (int r = 0; r <= s.size(c); r++) {
                if (onCell[c * R + r] < 0 && (r == 0 || s.cardCode(c, r) < ContestState.SHIP)) {
                    cells[cellCount++] = c * R + r;
                    if (r == 0) {
                        heads++;
                    }
                }
            }
        }
        int[] gaps = new int[ContestState.GAPS];
        int gapCount = 0;
        int emptyJoinable = 0;
        int openColumns = 0;
        for (int g = 0; g < ContestState.GAPS; g++) {
            if (s.gapFilled(g) && g != s.faceDownGap() && !onGap[g]) {
                gaps[gapCount++] = g;
            } else if (!s.gapFilled(g) && Join.joinable(s, g)) {
                emptyJoinable++;
            }
        }
        for (int c = 0; c < C; c++) {
            if (s.size(c) < ContestState.MAX_ROW) {
                openColumns++;
            }
        }
        int coloursHeld = 0;
        for (Colour colour : Colour.values()) {
            if (s.hand(seat, colour) > 0) {
                coloursHeld++;
            }
        }
        boolean catastrophe = !s.catastropheUsed(seat);
        int total = 4 * (cellCount + gapCount) + coloursHeld * (openColumns + emptyJoinable)
                + (catastrophe ? cellCount - heads + gapCount : 0) + 1;

        ContestMove[] moves = new ContestMove[total];
        int n = 0;
        for (Colour colour : Colour.values()) {
            int k = colour.ordinal();
            for (int i = 0; i < cellCount; i++) {
                moves[n++] = PLACE_ON_CELL[k][cells[i] / R][cells[i] % R];
            }
            for (int i = 0; i < gapCount; i++) {
                moves[n++] = PLACE_ON_GAP[k][gaps[i]];
            }
        }
        for (Colour colour : Colour.values()) {
            if (s.hand(seat, colour) == 0) {
                continue;
            }
            int k = colour.ordinal();
            for (int c = 0; c < C; c++) {
                if (s.size(c) < ContestState.MAX_ROW) {
                    moves[n++] = PLAY_CARD[k][c];
                }
            }
            for (int g = 0; g < ContestState.GAPS; g++) {
                if (!s.gapFilled(g) && Join.joinable(s, g)) {
                    moves[n++] = PLAY_JOIN[k][g];
                }
            }
        }
        if (catastrophe) {
            for (int i = 0; i < cellCount; i++) {
                if (cells[i] % R != 0) {
                    moves[n++] = CATASTROPHE_ON_CELL[cells[i] / R][cells[i] % R];
                }
            }
            for (int i = 0; i < gapCount; i++) {
                moves[n++] = CATASTROPHE_ON_GAP[gaps[i]];
            }
        }
        moves[n] = END_TURN;
        return Collections.unmodifiableList(Arrays.asList(moves));
    }
}
