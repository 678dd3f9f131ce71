package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.PagodaUsesTest.green;
import static ziggurat.games.qin.PagodaUsesTest.powers;
import static ziggurat.games.qin.TileType.*;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.Effect.Direction;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * The board a turn is played on and the steps of a sequential turn [qin §3.8, §4, §5.0, §5.3]: provinces, what a
 * tile may cover, when a step may be passed, when the draw step closes, and the War campaign's placements, builds and
 * uses, each as a position, the moves made, and what the player then sees.
 */
class TurnRulesTest {

    // ---------------------------------------------------------------- provinces

    @Test
    @DisplayName("[qin D12] a province is an orthogonally connected group of one visible colour: diagonal contact does"
            + " not join, a single cell counts, a pagoda changes nothing")
    void provinces() {
        QinState start = position("vuoles", Board.BIRD, 3, List.of());
        for (TileColour c : TileColour.values()) {
            assertEquals(List.of(1), start.provinces(c), "each colour starts with one province: its start square");
        }
        Board open = new Board("open", 5, 5, "", true, "none", List.of(
                ".....", ".....", ".....", ".....", "R.Y.B"), true);
        QinState s = position("vuoles", open, 3, List.of(
                "rr...",
                "..rr.",
                "..b..",
                ".....",
                "....."));
        assertEquals(List.of(2, 2, 1), s.provinces(TileColour.RED), "(0,1) and (1,2) touch only at a corner");
        assertEquals(List.of(1, 1), s.provinces(TileColour.BLUE), "the blue tile cell at (2,2) and B(4,4)");
        QinState built = pagoda(s, PagodaColour.BLACK, 1, 2);
        assertEquals(List.of(2, 2, 1), built.provinces(TileColour.RED), "a pagoda does not change a cell's colour");
    }

    // ---------------------------------------------------------------- the placement rule

    @Test
    @DisplayName("[qin D13] a pagoda moved onto grass keeps tiles off that cell")
    void pagodaOnGrass() {
        // white P5 stands on grass at (2,2), black P3 at (4,3)
        QinTable t = QinTable.given(acting(powers("velespam"), 0, RR));
        assertEquals('.', t.sees(Viewer.SPECTATOR).cells().get(2).charAt(2));
        t.refuses(0, place(RR, 2, 2, 2, 3), "pagodaOnCell"); // (2,3) beside yellow (1,3) is free
        t.refuses(0, place(RR, 4, 3, 5, 3), "pagodaOnCell");
        assertTrue(t.legalMoves(0).stream().noneMatch(m -> m instanceof PlaceTile p
                && (p.cells().contains(new Cell(2, 2)) || p.cells().contains(new Cell(4, 3)))), "none is listed");
        QinTable using = QinTable.given(using(powers("velespam"), 0, 1));
        using.play(0, green("P1", "P5", Direction.S));
        QinTable moved = QinTable.given(acting(using.state(), 0, RR));
        // once it has moved away (the tile founds village (3,3))
        moved.accepts(0, place(RR, 2, 2, 2, 3, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        moved.refuses(0, place(RR, 3, 2, 2, 2), "pagodaOnCell"); // it is on (3,2) now
    }

    // ---------------------------------------------------------------- the steps of a turn

    /** A 5 × 5 board covered all over: no tile can be placed anywhere; black (1,2), white (1,0) and (1,4) are sites. */
    static QinState covered(String variant) {
        Board b = new Board("covered", 5, 5, "", true, "none", List.of(
                ".....", ".....", ".....", ".....", "R.Y.B"), true);
        return position(variant, b, 2, List.of(
                "yyryy",
                "yrrry",
                "yyryy",
                "bbbbb",
                ".b.b."));
    }

    @Test
    @DisplayName("[qin D14, D26] the action is owed while any is possible: with no placement left, three tiles buy a"
            + " pagoda, and only then is the step over; with two tiles, or no site, the step may be passed")
    void theActionIsOwedWhilePossible() {
        QinTable four = QinTable.given(acting(covered("veles"), 0, RR, YY, BB, RY));
        assertTrue(four.legalMoves(0).stream().noneMatch(m -> m instanceof PlaceTile), "nothing can be placed");
        assertTrue(four.legalMoves(0).contains(new BuyPagoda(new Cell(1, 2), PagodaColour.BLACK, List.of(RR, YY, BB))));
        assertFalse(four.legalMoves(0).contains(new Pass()));
        four.refuses(0, new Pass(), "mandatoryActionAvailable");
        four.refuses(0, new EndTurn(), "mandatoryActionAvailable");

        four.play(0, new BuyPagoda(new Cell(1, 2), PagodaColour.BLACK, List.of(RR, YY, BB)));
        assertEquals(Step.END, four.sees(Viewer.SPECTATOR).turn().step(),
                "exactly one action: no use under pei, only endTurn left");
        assertEquals(List.of(new EndTurn()), four.legalMoves(0));

        QinTable two = QinTable.given(acting(covered("veles"), 0, RR, YY));
        assertEquals(List.of(new Pass(), new EndTurn()), two.legalMoves(0), "two tiles buy nothing");
        assertEquals(List.of(new StepStarted(0, Step.END, 0)), two.play(0, new Pass()));

        QinState taken = covered("veles");
        while (!Patterns.sites(taken).isEmpty()) {
            int[] site = Patterns.sites(taken).get(0);
            taken = pagoda(taken, PagodaColour.values()[site[2]], site[0], site[1]);
        }
        QinTable noSite = QinTable.given(acting(taken, 0, RR, YY, BB));
        assertEquals(List.of(new Pass(), new EndTurn()), noSite.legalMoves(0), "every site is taken");
        noSite.accepts(0, new EndTurn());
    }

    @Test
    @DisplayName("[qin D15] with nothing left to do, the turn still waits for the seat's endTurn")
    void theTurnEndsOnlyByEndTurn() {
        QinState nothing = acting(hand(covered("veles"), 1, RR), 0);
        QinTable t = QinTable.given(nothing);
        t.play(0, new Pass());
        assertEquals(new QinView.TurnView(nothing.turn(), 0, Step.END, 0, 0), t.sees(Viewer.SPECTATOR).turn());
        assertEquals(List.of(0), t.pending(Viewer.SPECTATOR).stream()
                .map(ziggurat.engine.PendingDecision::seat).toList());
        t.play(0, new EndTurn());
        assertEquals(1, t.sees(Viewer.SPECTATOR).turn().seat(), "the next seat's turn");
    }

    @Test
    @DisplayName("[qin D16] under mai the draw step stays open for sales until a command of the extras comes: a trade"
            + " offer closes it")
    void anExtraClosesTheDrawStep() {
        QinState s = drawing(ExtrasTest.twoGreens("velesmaimil"), 0, RY, RR);
        QinTable t = QinTable.given(hand(s, 1, YY));
        SellPagodas sale = new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2")));
        t.accepts(0, sale);
        t.play(0, new OfferTrade(1, List.of(RR), List.of(YY)));
        assertEquals(Step.ACTION, t.sees(Viewer.SPECTATOR).turn().step(), "the offer closed the draw step");
        t.play(1, new RespondTrade(false));
        t.refuses(0, sale, "wrongStep");
        assertTrue(t.legalMoves(0).stream().noneMatch(m -> m instanceof SellPagodas));
    }

    // ---------------------------------------------------------------- War campaign

    @Test
    @DisplayName("[qin D28] War campaign: with no tile in hand the placements are skipped; nothing is ever bought")
    void warCampaignWithoutTiles() {
        QinState s = f1("velessuopam", 3);
        s.drawn = s.pile.size();   // the supply is empty, so the turn's k + 1 draws bring nothing
        // seat 1's turn is started directly: played through seat 0's endTurn, the empty supply would end the game
        Play.Turn t = new Play.Turn(s);
        Play.startTurn(t, 1);
        assertEquals(new StepStarted(1, Step.USE, 3), t.events().get(t.events().size() - 1), "h = 0: no action step");
        QinTable full = QinTable.given(acting(f1("velessuopam", 3), 0, RR, BB, YB, RY));
        full.refuses(0, new BuyPagoda(new Cell(1, 1), PagodaColour.BLACK,
                List.of(RR, BB, YB)), "wrongStep"); // (1,1) is a black site, but suo builds only by placing
        assertTrue(full.legalMoves(0).stream().noneMatch(m -> m instanceof BuyPagoda));
    }

    @Test
    @DisplayName("[qin D29] a placement builds a pagoda at each site it makes, one per cell, row-major and black"
            + " before green; an old site gets none; the placer claims its first colour")
    void onePagodaPerCellPerPlacement() {
        Board b = new Board("cross", 7, 7, "", true, "none", List.of(
                ".......", ".......", ".......", ".R.....", ".......", ".......", "Y.....B"), true);
        QinState s = acting(position("velessuo", b, 3, List.of(
                ".......",
                ".......",
                "...r...",
                "..rr...",
                "...r...",
                ".......",
                ".......")), 0, RR);
        assertEquals(List.of("[3, 1, 3]"), Patterns.sites(s).stream().map(java.util.Arrays::toString).toList(),
                "before: one violet site, at R(3,1)");
        QinTable t = QinTable.given(s);
        List<QinEvent> events = t.play(0, place(RR, 3, 4, 3, 5));
        assertEquals(List.of(new PagodaBuilt(0, "P1", PagodaColour.BLACK, 3, 3, 0, BuildKind.PATTERN),
                        new ColourClaimed(0, PagodaColour.BLACK, true),
                        new PagodaBuilt(0, "P2", PagodaColour.VIOLET, 3, 5, 0, BuildKind.PATTERN)),
                events.stream().filter(e -> e instanceof PagodaBuilt || e instanceof ColourClaimed).toList(),
                "the plus and the line of five both centre on (3,3): black only; then the violet T at (3,5)");
        assertEquals(List.of("P1 black (3,3)", "P2 violet (3,5)"), t.sees(Viewer.SPECTATOR).pagodas().stream()
                .map(p -> p.id() + " " + p.colour() + " (" + p.row() + "," + p.col() + ")").toList());
    }

    @Test
    @DisplayName("[qin D30] War campaign uses: a pagoda is known by its id, so once used it stays used when moved; a"
            + " moved target may be used itself")
    void usesFollowThePagoda() {
        QinState s = pagoda(powers("velessuopam"), PagodaColour.GREEN, 5, 2);   // P7, seat 0's, on red
        s = using(s, 0, 3);
        QinTable t = QinTable.given(s);
        t.play(0, green("P1", "P3", Direction.S));   // P1 used: P3 off to grass at (5,3)
        t.play(0, green("P7", "P1", Direction.W));   // P1 moved to (4,1), still red
        assertEquals(new QinView.PagodaView("P1", PagodaColour.GREEN, 4, 1, 0, List.of(0)),
                PagodaUsesTest.seen(t, "P1"));
        t.refuses(0, green("P1", "P2", Direction.N), "alreadyUsedThisTurn"); // at its new cell too
        assertTrue(t.legalMoves(0).stream().noneMatch(m -> m instanceof UsePagoda u && u.pagoda().equals(PagodaRef.id("P1"))));

        QinTable movedFirst = QinTable.given(s);
        movedFirst.play(0, green("P7", "P1", Direction.W));   // P1 is the target this time
        movedFirst.accepts(0, green("P1", "P2", Direction.N)); // the moved target is used itself
    }
}
