package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove.PlaceTile;

/**
 * The legal placements, listed the quick way (each pair of cells checked once, moves built as they are read), are
 * exactly the placements the rule accepts asked one by one [qin §4]: every tile code in hand, every pair of adjacent
 * cells in both orientations, every choice of village pagodas, in that order.
 */
class LegalPlacementsTest {

    static final QinRuleset RULES = new QinRuleset();

    @Test
    @DisplayName("[qin §4] the listed placements are the ones the placement rule accepts, one by one, in order")
    void theListedPlacementsAreThoseTheRuleAccepts() {
        int positions = 0;
        int game = 0;
        for (String variant : List.of("veles", "vellesuopuko", "villessepake", "verlopa", "vuolapuke", "verlopam")) {
            for (int seats : new int[] {2, 4, 6}) {
                RandomGames.play(RULES, QinSnapshotRoundTripTest.setup(variant, seats), 500 + game++, 5000,
                        new RandomGames.Watcher<>() {
                            @Override
                            public void deciding(QinState s, int seat, List<QinMove> legal, QinMove chosen) {
                                if (s.step() == Step.ACTION) {
                                    List<QinMove> placements = legal.stream()
                                            .filter(m -> m instanceof PlaceTile).toList();
                                    assertEquals(oneByOne(s, seat), placements, variant + ", turn " + s.turn());
                                    assertEquals(placements, legal.subList(0, placements.size()), "placements first");
                                }
                            }
                        });
                positions++;
            }
        }
        assertTrue(positions > 0);
    }

    /** Every tile in hand on every pair in both orientations that {@link Placement#check} accepts, with each choice. */
    private static List<QinMove> oneByOne(QinState s, int seat) {
        List<QinMove> out = new ArrayList<>();
        Board board = s.board();
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) == 0) {
                continue;
            }
            for (int r = 0; r < board.rows(); r++) {
                for (int c = 0; c < board.cols(); c++) {
                    for (int[] other : new int[][] {{r, c + 1}, {r + 1, c}}) {
                        if (!board.on(other[0], other[1])) {
                            continue;
                        }
                        for (int flip = 0; flip < 2; flip++) {
                            Cell a = flip == 0 ? new Cell(r, c) : new Cell(other[0], other[1]);
                            Cell b = flip == 0 ? new Cell(other[0], other[1]) : new Cell(r, c);
                            if (Placement.check(s, seat, a.row(), a.col(), b.row(), b.col()) != null) {
                                continue;
                            }
                            List<Integer> villages = Placement.villagesFounded(s, board.index(a.row(), a.col()),
                                    board.index(b.row(), b.col()));
                            for (List<VillagePagoda> choice : LegalMoves.villageChoices(s, villages)) {
                                out.add(new PlaceTile(tile, List.of(a, b), choice));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }
}
