package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;
import static ziggurat.games.qin.WorkedExamplesTest.ownersOfTop;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * Where pagodas are built and whose they are [qin §5.5, §5.5.1, §5.5.4, §6]: the colours of each module, the pattern's
 * cells and orientations, a site of any colour, and the claims of Player colours; each as a position, the moves made,
 * and what the players then see (the listed moves, the refusal codes, the view's pagodas, supply and claims).
 */
class PagodaSitesTest {

    /** A 7×7 board of grass only: the tile cells of each position are all there is. */
    static final Board GRASS = new Board("grass 7x7", 7, 7, "a test board", true, "none", List.of(
            ".......",
            ".......",
            ".......",
            ".......",
            ".......",
            ".......",
            "......."), true);

    static BuyPagoda buy(int row, int col, PagodaColour colour) {
        return new BuyPagoda(new Cell(row, col), colour, List.of(RR, BB, YB));
    }

    /** {@code cells} (dr, dc pairs around (3,3)) as yellow tile cells of a 7×7 board, nothing else coloured. */
    static List<String> yellowAt(int[] cells) {
        char[][] rows = new char[7][7];
        for (char[] row : rows) {
            java.util.Arrays.fill(row, '.');
        }
        for (int k = 0; k < cells.length; k += 2) {
            rows[3 + cells[k]][3 + cells[k + 1]] = 'y';
        }
        List<String> out = new ArrayList<>();
        for (char[] row : rows) {
            out.add(new String(row));
        }
        return out;
    }

    // ---------------------------------------------------------------- the colours in play [qin D36]

    @Test
    @DisplayName("[qin D36] Combinations in three colours (peus) plays black, white and green: 24 of each in the"
            + " supply, and a violet pagoda is not in play")
    void threeColoursOfCombinations() {
        QinTable created = QinTable.started("velespeus", 3, List.of("RR", "YY", "BB", "RY", "RB", "YB", "RR", "YY",
                "BB", "RY", "RB", "YB"));
        assertEquals(Map.of(PagodaColour.BLACK, 24, PagodaColour.WHITE, 24, PagodaColour.GREEN, 24),
                created.sees(Viewer.SPECTATOR).pagodaSupply());
        QinTable f1 = QinTable.given(acting(f1("velespeus", 3), 0, RR, BB, YB));
        // (3,1) is F1's violet site under four colours
        f1.refuses(0, buy(3, 1, PagodaColour.VIOLET), "colourNotInPlay");
        f1.accepts(0, buy(1, 1, PagodaColour.BLACK));
        assertEquals(Map.of(PagodaColour.BLACK, 24, PagodaColour.WHITE, 24, PagodaColour.GREEN, 24,
                PagodaColour.VIOLET, 24), QinTable.given(f1("velespes", 3)).sees(Viewer.SPECTATOR).pagodaSupply(),
                "pes: all four");
    }

    // ---------------------------------------------------------------- the pattern's cells [qin D37, D38]

    @Test
    @DisplayName("[qin D37] X is one of the pattern's cells: a yellow plus around a red X, or around grass, is no black"
            + " site; around a yellow X it is")
    void xIsOfThePatternsColour() {
        List<String> redX = List.of(".......", ".......", "...y...", "..yry..", "...y...", ".......", ".......");
        QinState red = acting(position("velespa", GRASS, 3, redX), 0, RR, BB, YB);
        QinTable.given(red).refuses(0, buy(3, 3, PagodaColour.BLACK), "noLegalSite"); // X is red, the arms yellow
        List<String> grassX = List.of(".......", ".......", "...y...", "..y.y..", "...y...", ".......", ".......");
        QinState grass = acting(position("velespa", GRASS, 3, grassX), 0, RR, BB, YB);
        QinTable.given(grass).refuses(0, buy(3, 3, PagodaColour.BLACK), "noLegalSite"); // X is grass
        List<String> yellowX = List.of(".......", ".......", "...y...", "..yyy..", "...y...", ".......", ".......");
        QinTable yellow = QinTable.given(acting(position("velespa", GRASS, 3, yellowX), 0, RR, BB, YB));
        yellow.accepts(0, buy(3, 3, PagodaColour.BLACK));
        assertTrue(yellow.legalMoves(0).contains(buy(3, 3, PagodaColour.BLACK)));
    }

    @Test
    @DisplayName("[qin D38] the pattern's other cells may hold pagodas: a black site whose four arms each carry one is"
            + " still bought")
    void patternCellsMayHoldPagodas() {
        QinState s = f1("velespa", 3);
        for (int[] arm : new int[][] {{0, 1}, {1, 0}, {1, 2}, {2, 1}}) {
            s = pagoda(s, PagodaColour.WHITE, arm[0], arm[1]);
        }
        QinTable t = QinTable.given(acting(s, 0, RR, BB, YB));
        assertTrue(t.legalMoves(0).contains(buy(1, 1, PagodaColour.BLACK)), "(1,1) black is listed");
        t.play(0, buy(1, 1, PagodaColour.BLACK));
        assertEquals(5, t.sees(Viewer.SPECTATOR).pagodas().size());
        assertEquals(PagodaColour.BLACK, t.sees(Viewer.SPECTATOR).pagodas().get(4).colour());
    }

    // ---------------------------------------------------------------- every orientation [qin D57]

    /** The orientations [qin D57] lists, per colour, each five (dr, dc) pairs with X at (0, 0). */
    static final Map<PagodaColour, List<int[]>> ORIENTATIONS = Map.of(
            PagodaColour.BLACK, List.of(new int[] {-1, 0, 0, -1, 0, 0, 0, 1, 1, 0}),
            PagodaColour.GREEN, List.of(new int[] {0, -2, 0, -1, 0, 0, 0, 1, 0, 2},
                    new int[] {-2, 0, -1, 0, 0, 0, 1, 0, 2, 0}),
            PagodaColour.WHITE, List.of(new int[] {-1, 0, -1, 1, 0, 0, 1, 0, 1, 1},
                    new int[] {0, -1, 0, 0, 0, 1, 1, -1, 1, 1},
                    new int[] {-1, -1, -1, 0, 0, 0, 1, -1, 1, 0},
                    new int[] {-1, -1, -1, 1, 0, -1, 0, 0, 0, 1}),
            PagodaColour.VIOLET, List.of(new int[] {-2, -1, -2, 0, -2, 1, -1, 0, 0, 0},
                    new int[] {-1, 2, 0, 1, 0, 2, 1, 2, 0, 0},
                    new int[] {1, 0, 2, -1, 2, 0, 2, 1, 0, 0},
                    new int[] {-1, -2, 0, -2, 0, -1, 1, -2, 0, 0}));

    @Test
    @DisplayName("[qin D57] each orientation the rules list, and only those, makes a site: with the pattern's five cells"
            + " yellow and nothing else coloured, X is the one site, of that colour alone")
    void everyOrientationIsASite() {
        for (PagodaColour colour : PagodaColour.values()) {
            for (int[] cells : ORIENTATIONS.get(colour)) {
                QinTable s = QinTable.given(acting(position("velespam", GRASS, 3, yellowAt(cells)), 0, RR, BB, YB));
                List<QinMove> buys = s.legalMoves(0).stream().filter(m -> m instanceof BuyPagoda).toList();
                assertEquals(List.of(buy(3, 3, colour)), buys, colour + " " + java.util.Arrays.toString(cells));
            }
        }
        // an L of five is no pattern; a T of five is the violet one only with X at the foot of its stem
        QinTable l = QinTable.given(acting(position("velespam", GRASS, 3,
                yellowAt(new int[] {-2, 0, -1, 0, 0, 0, 0, 1, 0, 2})), 0, RR, BB, YB));
        assertTrue(l.legalMoves(0).stream().noneMatch(m -> m instanceof BuyPagoda));
        QinTable t = QinTable.given(acting(position("velespam", GRASS, 3,
                yellowAt(new int[] {0, 0, 0, 1, 0, 2, 1, 1, 2, 1})), 0, RR, BB, YB));
        assertEquals(List.of(buy(5, 4, PagodaColour.VIOLET)),
                t.legalMoves(0).stream().filter(m -> m instanceof BuyPagoda).toList(), "not at the bar's end (3,3)");
    }

    // ---------------------------------------------------------------- a site of any colour [qin D39]

    @Test
    @DisplayName("[qin D39] red seat 0 buys at the yellow black site (1,1); under location ownership (velespa) the"
            + " pagoda is then yellow seat 1's, not the buyer's")
    void siteOfAnyColour() {
        QinTable t = QinTable.given(acting(f1("velespa", 3), 0, RR, BB, YB, RY));
        t.accepts(0, buy(1, 1, PagodaColour.BLACK));
        t.play(0, buy(1, 1, PagodaColour.BLACK));
        assertEquals(List.of(1), ownersOfTop(t, 1, 1));
        QinView seen = t.sees(Viewer.SPECTATOR);
        assertEquals(0, seen.players().get(0).pagodas());
        assertEquals(1, seen.players().get(1).pagodas());
    }

    // ---------------------------------------------------------------- claims under Player colours [qin D41]

    @Test
    @DisplayName("[qin D41] a black pagoda built by seat 0 on a colour seat 1 claimed is seat 1's, and seat 0 claims"
            + " nothing; a seat with a colour already claims no other")
    void buildingAnotherSeatsColour() {
        QinTable t = QinTable.given(acting(claim(f1("veles", 3), 1, PagodaColour.BLACK), 0, RR, BB, YB, RY));
        List<QinEvent> events = t.play(0, buy(1, 1, PagodaColour.BLACK));
        assertTrue(events.stream().noneMatch(e -> e instanceof ColourClaimed), "" + events);
        assertEquals(List.of(1), ownersOfTop(t, 1, 1), "the claimer's");
        assertNull(t.sees(Viewer.SPECTATOR).players().get(0).pagodaColour());

        QinTable built = QinTable.given(acting(claim(f1("veles", 3), 0, PagodaColour.WHITE), 0, RR, BB, YB, RY));
        built.play(0, buy(1, 1, PagodaColour.BLACK));
        assertEquals(List.of(), ownersOfTop(built, 1, 1), "black is unclaimed: nobody's");
        assertEquals(PagodaColour.WHITE, built.sees(Viewer.SPECTATOR).players().get(0).pagodaColour());
    }

    @Test
    @DisplayName("[qin D41] pagodas of an unclaimed colour are nobody's until a build claims it, then all the claimer's;"
            + " the marker is taken from the supply only while one is left, and never counts")
    void unclaimedUntilClaimed() {
        QinState s = pagoda(f1("veles", 3), PagodaColour.BLACK, 6, 0);
        assertEquals(List.of(), ownersOfTop(QinTable.given(s), 6, 0));
        QinTable after = QinTable.given(acting(s, 0, RR, BB, YB, RY));
        after.play(0, buy(1, 1, PagodaColour.BLACK));
        QinView seen = after.sees(Viewer.SPECTATOR);
        assertEquals(List.of(0), ownersOfTop(after, 6, 0), "the older black pagoda is the claimer's too");
        assertEquals(2, seen.players().get(0).pagodas(), "two on the board; the marker does not count");
        assertEquals(24 - 2 - 1, seen.pagodaSupply().get(PagodaColour.BLACK), "two built, one marker");

        QinState last = SimultaneousRevalidationTest.supply(s, PagodaColour.BLACK, 1);
        QinTable claimed = QinTable.given(acting(last, 0, RR, BB, YB, RY));
        List<QinEvent> events = claimed.play(0, buy(1, 1, PagodaColour.BLACK));
        assertTrue(events.contains(new ColourClaimed(0, PagodaColour.BLACK, false)),
                "the last black pagoda is built: the claim is recorded without a marker: " + events);
        QinView view = claimed.sees(Viewer.SPECTATOR);
        assertEquals(PagodaColour.BLACK, view.players().get(0).pagodaColour());
        assertEquals(0, view.pagodaSupply().get(PagodaColour.BLACK));
    }

    /**
     * War campaign (velessuo), seat 0 red: RR on (3,2)–(3,3) completes a red plus at (2,2) and a vertical red line at
     * (4,3), two new sites of one placement.
     */
    static QinState twoSites(String variant) {
        return acting(position(variant, GRASS, 3, List.of(
                ".......",
                "..r....",
                ".rrr...",
                ".......",
                "...r...",
                "...r...",
                "...r...")), 0, RR, YY);
    }

    @Test
    @DisplayName("[qin D41] one placement builds two pagodas (War campaign): the claim is checked pagoda by pagoda in"
            + " the building order, so the black one at (2,2) is claimed and the green one at (4,3) stays nobody's")
    void claimsPagodaByPagoda() {
        QinTable t = QinTable.given(twoSites("velessuo"));
        List<QinEvent> events = t.play(0, place(RR, 3, 2, 3, 3));
        assertEquals(List.of(new PagodaBuilt(0, "P1", PagodaColour.BLACK, 2, 2, 0, BuildKind.PATTERN),
                        new ColourClaimed(0, PagodaColour.BLACK, true),
                        new PagodaBuilt(0, "P2", PagodaColour.GREEN, 4, 3, 0, BuildKind.PATTERN)),
                events.stream().filter(e -> e instanceof PagodaBuilt || e instanceof ColourClaimed).toList());
        assertEquals(List.of(0), ownersOfTop(t, 2, 2));
        assertEquals(List.of(), ownersOfTop(t, 4, 3));
    }

    @Test
    @DisplayName("[qin D53] each pagoda a placement builds automatically draws its builder a tile at once: two"
            + " pagodas, two draws; the claim's marker draws none")
    void rewardForEachAutomaticBuild() {
        QinTable t = QinTable.given(twoSites("velessuomiau"));
        List<QinEvent> events = t.play(0, place(RR, 3, 2, 3, 3));
        List<QinEvent> builtAndDrawn = events.stream().filter(e -> e instanceof PagodaBuilt
                || e instanceof TilesDrawn).toList();
        assertEquals(4, builtAndDrawn.size(), "" + events);
        assertTrue(builtAndDrawn.get(1) instanceof TilesDrawn d && d.seat() == 0 && d.count() == 1
                && d.reason() == DrawReason.REWARD, "drawn at once after the first: " + builtAndDrawn);
        assertTrue(builtAndDrawn.get(3) instanceof TilesDrawn d && d.seat() == 0 && d.count() == 1
                && d.reason() == DrawReason.REWARD, "and after the second: " + builtAndDrawn);
        assertEquals(3, t.sees(0).players().get(0).handSize(), "YY and the two rewards");
    }

    @Test
    @DisplayName("[qin D53] with no tile left in the supply, building draws nothing; moving a pagoda is no build and"
            + " draws nothing")
    void noRewardWithoutTilesOrBuild() {
        QinState s = twoSites("velessuomiau").apply(new PileFormed(List.of(), 0));
        List<QinEvent> events = QinTable.given(s).play(0, place(RR, 3, 2, 3, 3));
        assertEquals(2, events.stream().filter(e -> e instanceof PagodaBuilt).count());
        assertTrue(events.stream().noneMatch(e -> e instanceof TilesDrawn), "" + events);

        QinState moving = using(PagodaUsesTest.powers("velesmiaupam"), 0, 1);
        List<QinEvent> moved = QinTable.given(moving).play(0, PagodaUsesTest.green("P1", "P2", Effect.Direction.S));
        assertTrue(moved.stream().noneMatch(e -> e instanceof TilesDrawn || e instanceof DrawsOwed), "" + moved);
        assertFalse(moved.isEmpty());
    }
}
