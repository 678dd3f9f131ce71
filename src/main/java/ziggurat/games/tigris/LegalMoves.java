package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;

import ziggurat.games.tigris.TigrisMove.*;

/**
 * Every legal move of the pending seat (§8.2, last paragraph). Regions are labelled once (plus once per leader
 * on the board, judged lifted, D8); each candidate square is then tested in constant time.
 */
final class LegalMoves {

    private static final Pass PASS = new Pass();
    private static final DeclineMonument DECLINE = new DeclineMonument();

    private LegalMoves() {
    }

    static List<TigrisMove> of(TigrisState s, int seat) {
        Waiting w = Turn.waiting(s);
        if (w.kind() == Waiting.Kind.NOTHING || w.seat() != seat) {
            return List.of();
        }
        List<TigrisMove> moves = new ArrayList<>();
        switch (w.kind()) {
            case ACTION -> actions(s, seat, moves);
            case COMMIT_SUPPORT -> {
                int max = s.handOf(seat, s.conflict.supportColour());
                for (int n = 0; n <= max; n++) {
                    moves.add(new CommitSupport(n));
                }
            }
            case CHOOSE_WAR -> {
                for (Colour c : Colour.listOf(w.colour())) {
                    moves.add(new ChooseWar(c));
                }
            }
            case MONUMENT -> {
                for (Monument m : w.monuments()) {
                    for (var sq : w.squares()) {
                        moves.add(new BuildMonument(m, sq));
                    }
                }
                moves.add(DECLINE);
            }
            case TAKE_TREASURE -> {
                for (var sq : w.squares()) {
                    moves.add(new TakeTreasure(sq));
                }
            }
            case NOTHING -> {
            }
        }
        return moves;
    }

    private static void actions(TigrisState s, int seat, List<TigrisMove> moves) {
        Regions regions = Regions.of(s);
        byte[] cell = s.cell;
        byte[] leaderOn = s.leaderOn;
        // Squares where a leader may stand at all: empty land next to a temple.
        int[] leaderSquares = new int[Board.SIZE];
        int leaderSquareCount = 0;
        for (int sq = 0; sq < Board.SIZE; sq++) {
            if (cell[sq] == 0 && leaderOn[sq] == 0 && !Board.RIVER[sq] && s.adjacentTemples(sq) > 0) {
                leaderSquares[leaderSquareCount++] = sq;
            }
        }
        for (Colour c : Colour.ALL) {
            int from = s.leaderAt(seat, c);
            Regions judged = from >= 0 ? Regions.of(s, -1, from) : regions;
            for (int i = 0; i < leaderSquareCount; i++) {
                int sq = leaderSquares[i];
                if (judged.kingdomsAround(sq) < 2) {
                    moves.add(new PlaceLeader(c, Board.SQUARE[sq]));
                }
            }
            if (from >= 0) {
                moves.add(new WithdrawLeader(c));
            }
        }
        for (Colour c : Colour.ALL) {
            if (s.handOf(seat, c) == 0) {
                continue;
            }
            boolean farm = c == Colour.BLUE;
            for (int sq = 0; sq < Board.SIZE; sq++) {
                if (cell[sq] == 0 && leaderOn[sq] == 0 && Board.RIVER[sq] == farm && regions.kingdomsAround(sq) < 3) {
                    moves.add(new PlaceTile(c, Board.SQUARE[sq]));
                }
            }
        }
        if (s.catastrophes[seat] > 0) {
            for (int sq = 0; sq < Board.SIZE; sq++) {
                int k = cell[sq];   // a treasure bit makes the value exceed 4
                if (leaderOn[sq] == 0 && k <= 4) {
                    moves.add(new PlaceCatastrophe(Board.SQUARE[sq]));
                }
            }
        }
        swaps(s, seat, moves);
        moves.add(PASS);
    }

    /** Each distinct multiset of 1 to 6 tiles from the hand, tiles in canonical order. */
    private static void swaps(TigrisState s, int seat, List<TigrisMove> moves) {
        int h0 = s.handOf(seat, Colour.BLACK), h1 = s.handOf(seat, Colour.RED);
        int h2 = s.handOf(seat, Colour.BLUE), h3 = s.handOf(seat, Colour.GREEN);
        for (int a = 0; a <= h0; a++) {
            for (int b = 0; b <= h1; b++) {
                for (int c = 0; c <= h2; c++) {
                    for (int d = 0; d <= h3; d++) {
                        int n = a + b + c + d;
                        if (n < 1 || n > TigrisState.HAND_SIZE) {
                            continue;
                        }
                        Colour[] tiles = new Colour[n];
                        int i = 0;
                        for (int k = 0; k < a; k++) tiles[i++] = Colour.BLACK;
                        for (int k = 0; k < b; k++) tiles[i++] = Colour.RED;
                        for (int k = 0; k < c; k++) tiles[i++] = Colour.BLUE;
                        for (int k = 0; k < d; k++) tiles[i++] = Colour.GREEN;
                        moves.add(new SwapTiles(List.of(tiles)));
                    }
                }
            }
        }
    }
}
