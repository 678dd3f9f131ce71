package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.RULES;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.order.RoundView;
import ziggurat.games.qin.order.Simultaneous;

/**
 * Simultaneous ({@code niu}) APPLY [qin §5.4.3, D60]: each placement and buy is validated again on the state its turn
 * in the priority order finds, the exclusion zones still judged on the snapshot. Each of the five ways the rule names
 * for an earlier action to make a later one illegal is played here, in the variant where it can happen, by two seats
 * (seat 0 red, seat 1 yellow) whose actions are both legal on the snapshot and outside each other's exclusion zones:
 *
 * <ol>
 *   <li>a pagoda built on a cell the later tile would cover: automatic building under {@code suo}; the later tile
 *       covers that old tile cell with black power ({@code velessuoniupa}). A pagoda stands on a coloured cell
 *       [qin D37] or a village (never covered under {@code ku}), so only black power covers it;</li>
 *   <li>a white pagoda just bought, in whose area the later tile covers an old tile with black power
 *       ({@code velesseniupa});</li>
 *   <li>a black pagoda in a Base village whose owners the earlier tile changes by a new majority beside the village
 *       ({@code velesseniupa}, {@code ku});</li>
 *   <li>the last white pagoda bought, which the later tile named for the village it founds, or which the later seat
 *       buys at another site ({@code velesseniupa});</li>
 *   <li>a cell of a green line recoloured by a black-power tile, under the later buy of that green site
 *       ({@code velesseniupui}). Black and white patterns lie within one cell of their X, which is all inside the
 *       buyer's exclusion zone [qin D33]: only a green line or a violet T reaches two cells out, so this needs green or
 *       violet in play with black.</li>
 * </ol>
 *
 * <p>The list is not the only way: under Soft obstacle a black-power tile can recolour one of the two own-colour sides
 * that let the later seat cover a village [qin D51] ({@code velesseniupake}); that case is played too. Every trigger of
 * the list is reachable; none needed leaving out.
 *
 * <p>Every case ends with the forfeit published as {@code illegalAtApply}, nothing of the forfeited action on the
 * board, its tiles still in its hand as its own view shows, and the forfeit counted as its action [qin D34]. Each has a
 * control, the same table with the earlier action not making the later one illegal, where both apply. The tables use
 * {@code se} or {@code suo} with two actions each, so that step 2 opens after the APPLY and the hands are seen before
 * the next round's draw.
 */
class SimultaneousRevalidationTest {

    static final Board OPEN = new Board("open 7x9", 7, 9, "a test board", true, "none", List.of(
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            "........."), true);

    static final Board VILLAGE_33 = new Board("village 7x7", 7, 7, "a test board", true, "none", List.of(
            ".......",
            ".......",
            ".......",
            "...v...",
            ".......",
            ".......",
            "......."), true);

    static final Board VILLAGE_36 = new Board("village 7x9", 7, 9, "a test board", true, "none", List.of(
            ".........",
            ".........",
            ".........",
            "......v..",
            ".........",
            ".........",
            "........."), true);

    /** Step 1 of round {@code round}'s action phase, both seats taking part, each owing two actions. */
    static QinState stepOne(QinState s, int round) {
        s = s.apply(new RoundStarted(round, Simultaneous.priority(round, 2)));
        s = s.apply(new PhaseStarted(round, Step.ACTION, List.of(2, 2)));
        return s.apply(new StepOpened(round, Step.ACTION, 1, false, List.of(0, 1)));
    }

    /** The pagoda supply of {@code colour} set to {@code left}: a position, the rest of that colour in the box. */
    static QinState supply(QinState s, PagodaColour colour, int left) {
        s.supply = s.supply.clone();
        s.supply[colour.ordinal()] = left;
        return s;
    }

    static Commit at(int row, int col, TileType tile) {
        return new Commit(new Cell(row, col), tile, null);
    }

    static Resolve placing(int r1, int c1, int r2, int c2, VillagePagoda... village) {
        return Resolve.place(List.of(new Cell(r1, c1), new Cell(r2, c2)), List.of(village));
    }

    static Resolve buying(PagodaColour colour, TileType... discard) {
        return Resolve.buy(colour, List.of(discard));
    }

    /** The APPLY's events, and the table after them. */
    record Applied(List<QinEvent> events, QinTable table) {

        /** The position after the APPLY, for the rules' own reading of it (sites, the placement check). */
        QinState after() {
            return table.state();
        }

        /** What the seat sees after the APPLY. */
        QinView sees(int seat) {
            return table.sees(seat);
        }

        boolean forfeited(int seat) {
            return events.contains(new Forfeited(seat, ForfeitReason.ILLEGAL_AT_APPLY));
        }

        List<TilePlaced> placed(int seat) {
            return events.stream().filter(e -> e instanceof TilePlaced p && p.seat() == seat)
                    .map(TilePlaced.class::cast).toList();
        }

        List<PagodaBuilt> built(int seat) {
            return events.stream().filter(e -> e instanceof PagodaBuilt b && b.seat() == seat)
                    .map(PagodaBuilt.class::cast).toList();
        }

        boolean discarded(int seat) {
            return events.stream().anyMatch(e -> e instanceof TilesDiscarded d && d.seat() == seat);
        }

        /** {@code seat}'s hand as its own view shows it. */
        List<TileType> hand(int seat) {
            return table.sees(seat).players().get(seat).hand();
        }

        /** The board as seat 0 sees it, row {@code row}. */
        String row(int row) {
            return table.sees(0).cells().get(row);
        }

        boolean founded(int row, int col) {
            return table.sees(0).villages().stream()
                    .anyMatch(v -> v.row() == row && v.col() == col && v.founded());
        }
    }

    /**
     * Both seats commit, the reveal forfeits nobody, both resolve (seat 0 first, then seat 1, whose resolution starts
     * the APPLY).
     */
    static Applied play2(QinState s, Commit c0, Commit c1, Resolve r0, Resolve r1) {
        QinTable t = QinTable.given(s);
        t.play(0, c0);
        t.play(1, c1);
        assertEquals(List.of(false, false), t.sees(Viewer.SPECTATOR).round().seats().stream()
                .map(RoundView.RoundSeatView::forfeited).toList(), "both have an option on the snapshot");
        t.play(0, r0);
        List<QinEvent> applied = t.play(1, r1);
        return new Applied(applied, t);
    }

    /** What every forfeit at APPLY shows: published to the other seat, counted as the action [qin D34]. */
    static void forfeitShown(Applied a, int seat, List<TileType> handBefore) {
        assertTrue(a.forfeited(seat), "" + a.events());
        assertEquals(new Forfeited(seat, ForfeitReason.ILLEGAL_AT_APPLY),
                RULES.redact(new Forfeited(seat, ForfeitReason.ILLEGAL_AT_APPLY), Viewer.seat(1 - seat)).orElseThrow(),
                "the forfeit is public");
        assertEquals(List.of(), a.placed(seat), "no tile of the forfeited action is placed");
        assertFalse(a.discarded(seat), "nothing of its hand is discarded");
        assertEquals(handBefore, a.hand(seat), "its tiles stay in its hand");
        RoundView round = a.sees(seat).round();
        assertEquals(2, round.step(), "step 2 is open");
        assertEquals(1, round.seats().get(seat).done(), "the forfeit counts as its first action [qin D34]");
    }

    /**
     * The code {@link Placement#check} refuses a tile on these cells with, or "legal". The placement check is asked
     * directly: the forfeit published says only that the action was illegal at APPLY, and this names the rule why.
     */
    static String refusal(QinState s, int seat, int r1, int c1, int r2, int c2) {
        Placement.Refusal refusal = Placement.check(s, seat, r1, c1, r2, c2);
        return refusal == null ? "legal" : refusal.code();
    }

    static List<Square> squares(int r1, int c1, int r2, int c2) {
        return List.of(new Square(r1, c1), new Square(r2, c2));
    }

    // ---------------------------------------------------------------- (1) automatic building under suo

    /**
     * A red plus around (3,2) lacks only (3,1); seat 0 (red) completes it with a tile on (3,0)–(3,1), which builds a
     * black pagoda on (3,2) [qin D29]. Seat 1 (yellow) owns the black pagoda on (1,4), whose area reaches (3,2) and
     * (3,3): it covers both old red cells with YY, pointing at (3,3), two cells from seat 0's (3,0).
     */
    static QinState plus(int round) {
        QinState s = Fixture.position("velessuoniupa", OPEN, 2, List.of(
                ".........",
                "....y....",
                "..r......",
                "..rr.....",
                "..r......",
                ".........",
                "........."));
        s = Fixture.pagoda(s, PagodaColour.BLACK, 1, 4);
        s = Fixture.hand(s, 0, TileType.RR, TileType.RY, TileType.BB, TileType.BB);
        s = Fixture.hand(s, 1, TileType.RR, TileType.YY, TileType.BB, TileType.BB);
        return stepOne(s, round);
    }

    @Test
    @DisplayName("[qin D60] (1) under suo the earlier tile builds a pagoda automatically on an old cell the later tile would cover with black power: the later is forfeited, its tile kept [qin D29]")
    void automaticPagodaOnCoveredCell() {
        Applied a = play2(plus(1), at(3, 0, TileType.RY), at(3, 3, TileType.YY), placing(3, 1, 3, 0),
                placing(3, 3, 3, 2));
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(3, 1, 3, 0))), a.placed(0));
        assertEquals(1, a.built(0).size(), "" + a.events());
        PagodaBuilt black = a.built(0).get(0);
        assertEquals(List.of(PagodaColour.BLACK, 3, 2, BuildKind.PATTERN),
                List.of(black.colour(), black.row(), black.col(), black.how()));
        forfeitShown(a, 1, List.of(TileType.RR, TileType.YY, TileType.BB, TileType.BB));
        assertEquals("yrrr.....", a.row(3), "(3,2) and (3,3) stay red");
        assertEquals("pagodaOnCell", refusal(a.after(), 1, 3, 3, 3, 2), "why, on the state its turn found");
    }

    @Test
    @DisplayName("[qin D60] (1) control: the same tiles in the other priority order both apply; the plus is no longer red, so nothing is built")
    void automaticPagodaControl() {
        Applied a = play2(plus(2), at(3, 0, TileType.RY), at(3, 3, TileType.YY), placing(3, 1, 3, 0),
                placing(3, 3, 3, 2));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(3, 3, 3, 2))), a.placed(1));
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(3, 1, 3, 0))), a.placed(0));
        assertEquals(List.of(), a.built(0));
        assertEquals("yryy.....", a.row(3));
        assertEquals(List.of(TileType.RR, TileType.BB, TileType.BB), a.hand(1));
    }

    // ---------------------------------------------------------------- (2) a white pagoda just bought

    /**
     * A red U for a white pagoda at (3,2); seat 1 (yellow) owns the black pagoda on (3,6) and covers the old yellow
     * (3,4), two cells east of (3,2), with YY on (3,4)–(3,5), pointing at (3,5).
     */
    static QinState whiteU(int round) {
        QinState s = Fixture.position("velesseniupa", OPEN, 2, List.of(
                ".........",
                ".........",
                "..rr.y...",
                "..r.y.y..",
                "..rr.....",
                ".........",
                "........."));
        s = Fixture.pagoda(s, PagodaColour.BLACK, 3, 6);
        s = Fixture.hand(s, 0, TileType.RR, TileType.YY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.RR, TileType.YY);
        return stepOne(s, round);
    }

    @Test
    @DisplayName("[qin D60] (2) a white pagoda bought first protects the old tile the later black-power placement covers: the later is forfeited, its tile kept")
    void whiteJustBought() {
        Applied a = play2(whiteU(1), at(3, 2, TileType.RR), at(3, 5, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB), placing(3, 5, 3, 4));
        assertTrue(a.discarded(0));
        assertEquals(List.of(PagodaColour.WHITE), a.built(0).stream().map(PagodaBuilt::colour).toList());
        forfeitShown(a, 1, List.of(TileType.RR, TileType.YY));
        assertEquals("..r.y.y..", a.row(3), "(3,4) stays the old yellow, (3,5) grass");
        assertEquals("whiteProtected", refusal(a.after(), 1, 3, 5, 3, 4), "why, on the state its turn found");
    }

    @Test
    @DisplayName("[qin D60] (2) control: the same white pagoda bought, but the later tile covers an old cell just outside its area, (2,5): both apply")
    void whiteJustBoughtControl() {
        Applied a = play2(whiteU(1), at(3, 2, TileType.RR), at(2, 6, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB), placing(2, 6, 2, 5));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(PagodaColour.WHITE), a.built(0).stream().map(PagodaBuilt::colour).toList());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(2, 6, 2, 5))), a.placed(1));
        assertEquals(List.of(TileType.RR), a.hand(1));
    }

    @Test
    @DisplayName("[qin D60] (2) control: in the other priority order the black-power tile comes before the white pagoda, and both apply")
    void whiteJustBoughtOtherOrder() {
        Applied a = play2(whiteU(2), at(3, 2, TileType.RR), at(3, 5, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB), placing(3, 5, 3, 4));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(3, 5, 3, 4))), a.placed(1));
        assertEquals(List.of(PagodaColour.WHITE), a.built(0).stream().map(PagodaBuilt::colour).toList());
        assertEquals("..r.yyy..", a.row(3));
    }

    // ---------------------------------------------------------------- (3) a Base village majority

    /**
     * Village (3,3), founded, holds a black pagoda; beside it one red cell (3,2) and one yellow (2,3): the colours tie,
     * so both seats own it [qin §5.5.2]. Seat 0 (red) puts RY on (3,4)–(3,5), pointing at (3,5); seat 1 (yellow)
     * covers the old red (5,1) and (5,2) with YY by that black pagoda's power, pointing at (5,2).
     */
    static QinState villageBlack(int round) {
        QinState s = Fixture.position("velesseniupa", VILLAGE_33, 2, List.of(
                ".......",
                ".......",
                "...yy..",
                "..r....",
                "..r....",
                ".rr....",
                "......."));
        s = s.apply(new VillageFounded(0, 3, 3));
        s = Fixture.pagoda(s, PagodaColour.BLACK, 3, 3);
        s = Fixture.hand(s, 0, TileType.RY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.YY, TileType.BB);
        return stepOne(s, round);
    }

    @Test
    @DisplayName("[qin D60] (3) the earlier tile gives red the majority beside a Base village, so the later seat no longer owns its black pagoda: its black-power tile is forfeited, kept in hand [qin D43]")
    void blackOwnerChangedByMajority() {
        QinState s = villageBlack(1);
        assertEquals(List.of(0, 1), QinTable.given(s).sees(Viewer.SPECTATOR).pagodas().get(0).owners(),
                "a tie: both own it on the snapshot");
        Applied a = play2(s, at(3, 5, TileType.RY), at(5, 2, TileType.YY), placing(3, 4, 3, 5), placing(5, 2, 5, 1));
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(3, 4, 3, 5))), a.placed(0));
        assertEquals(List.of(0), a.sees(0).pagodas().get(0).owners(), "red has two cells beside the village");
        forfeitShown(a, 1, List.of(TileType.YY, TileType.BB));
        assertEquals(".rr....", a.row(5), "(5,1) and (5,2) stay red");
        assertEquals("noBlackPower", refusal(a.after(), 1, 5, 2, 5, 1), "why, on the state its turn found");
    }

    @Test
    @DisplayName("[qin D60] (3) control: in the other priority order the black-power tile comes while both still own the village pagoda, and both apply")
    void blackOwnerChangedControl() {
        Applied a = play2(villageBlack(2), at(3, 5, TileType.RY), at(5, 2, TileType.YY), placing(3, 4, 3, 5),
                placing(5, 2, 5, 1));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(5, 2, 5, 1))), a.placed(1));
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(3, 4, 3, 5))), a.placed(0));
        assertEquals(".yy....", a.row(5));
        assertEquals(List.of(TileType.BB), a.hand(1));
    }

    // ---------------------------------------------------------------- (4) the last pagoda of a colour

    /**
     * One white pagoda left. Seat 0 (red) buys a white pagoda at (3,2) on a red U; seat 1 (yellow) puts YY on
     * (2,6)–(2,7), beside the unfounded village (3,6), pointing at (2,6).
     */
    static QinState lastWhite() {
        QinState s = Fixture.position("velesseniupa", VILLAGE_36, 2, List.of(
                ".........",
                "......y..",
                "..rr.....",
                "..r......",
                "..rr.....",
                ".........",
                "........."));
        s = supply(s, PagodaColour.WHITE, 1);
        s = Fixture.hand(s, 0, TileType.RR, TileType.YY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.YY, TileType.RR);
        return stepOne(s, 1);
    }

    @Test
    @DisplayName("[qin D60] (4) the earlier buy takes the last white pagoda the later tile named for the village it founds: the later is forfeited, its tile kept, the village unfounded [qin D49]")
    void lastPagodaOfAColour() {
        Applied a = play2(lastWhite(), at(3, 2, TileType.RR), at(2, 6, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB),
                placing(2, 6, 2, 7, new VillagePagoda(3, 6, PagodaColour.WHITE)));
        assertEquals(List.of(PagodaColour.WHITE), a.built(0).stream().map(PagodaBuilt::colour).toList());
        assertEquals(0, a.sees(1).pagodaSupply().get(PagodaColour.WHITE));
        forfeitShown(a, 1, List.of(TileType.RR, TileType.YY));
        assertTrue(a.events().stream().noneMatch(e -> e instanceof VillageFounded), "" + a.events());
        assertFalse(a.founded(3, 6), "the village stays unfounded");
        assertEquals(".....", a.row(2).substring(4), "(2,6) and (2,7) stay grass");
    }

    @Test
    @DisplayName("[qin D60] (4) control: the same buy, the later tile naming black for the village: both apply and the village is founded with a black pagoda")
    void lastPagodaOfAColourControl() {
        Applied a = play2(lastWhite(), at(3, 2, TileType.RR), at(2, 6, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB),
                placing(2, 6, 2, 7, new VillagePagoda(3, 6, PagodaColour.BLACK)));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(2, 6, 2, 7))), a.placed(1));
        assertTrue(a.events().contains(new VillageFounded(1, 3, 6)));
        PagodaBuilt village = a.built(1).get(0);
        assertEquals(List.of(PagodaColour.BLACK, 3, 6, BuildKind.VILLAGE),
                List.of(village.colour(), village.row(), village.col(), village.how()));
        assertTrue(a.founded(3, 6));
        assertEquals(List.of(TileType.RR), a.hand(1));
    }

    /**
     * {@code left} white pagodas in the supply, a red U for one at (3,2) and a yellow U for one at (3,6): seat 0 buys
     * at the first, seat 1 at the second.
     */
    static QinState twoWhiteSites(int left) {
        QinState s = Fixture.position("velesseniupa", OPEN, 2, List.of(
                ".........",
                ".........",
                "..rr..yy.",
                "..r...y..",
                "..rr..yy.",
                ".........",
                "........."));
        s = supply(s, PagodaColour.WHITE, left);
        s = Fixture.hand(s, 0, TileType.RR, TileType.YY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.RR, TileType.YY, TileType.BB);
        return stepOne(s, 1);
    }

    @Test
    @DisplayName("[qin D60] (4) two seats buy white pagodas at two sites with one left: the earlier takes it, the later buy is forfeited and keeps its three tiles")
    void lastPagodaBoughtTwice() {
        Applied a = play2(twoWhiteSites(1), at(3, 2, TileType.RR), at(3, 6, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB));
        assertEquals(List.of(PagodaColour.WHITE), a.built(0).stream().map(PagodaBuilt::colour).toList());
        forfeitShown(a, 1, List.of(TileType.RR, TileType.YY, TileType.BB));
        assertEquals(List.of(), a.built(1));
    }

    @Test
    @DisplayName("[qin D60] (4) control: the same two buys with two white pagodas left both apply")
    void lastPagodaBoughtTwiceControl() {
        Applied a = play2(twoWhiteSites(2), at(3, 2, TileType.RR), at(3, 6, TileType.YY),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB),
                buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(PagodaColour.WHITE), a.built(1).stream().map(PagodaBuilt::colour).toList());
        assertEquals(List.of(), a.hand(1));
    }

    // ---------------------------------------------------------------- (5) a pattern cell recoloured by black power

    /**
     * A yellow line (1,2)–(1,6) for a green pagoda at (1,4), which seat 1 (yellow) buys. Seat 0 (red) owns the black
     * pagoda on (3,7) and puts RY on (1,6)–(1,7), pointing at (1,7): two cells from (1,4), outside its exclusion zone.
     */
    static QinState greenLine(int round) {
        QinState s = Fixture.position("velesseniupui", OPEN, 2, List.of(
                ".........",
                "..yyyyy..",
                ".......r.",
                ".......r.",
                ".........",
                ".........",
                "........."));
        s = Fixture.pagoda(s, PagodaColour.BLACK, 3, 7);
        s = Fixture.hand(s, 0, TileType.RY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.RR, TileType.YY, TileType.BB);
        return stepOne(s, round);
    }

    @Test
    @DisplayName("[qin D60] (5) the earlier black-power tile turns a cell of the green line red: the later buy of the green site is forfeited, its three tiles kept")
    void patternCellRecoloured() {
        Applied a = play2(greenLine(1), at(1, 7, TileType.RY), at(1, 4, TileType.YY), placing(1, 6, 1, 7),
                buying(PagodaColour.GREEN, TileType.RR, TileType.YY, TileType.BB));
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(1, 6, 1, 7))), a.placed(0));
        assertEquals("..yyyyry.", a.row(1));
        forfeitShown(a, 1, List.of(TileType.RR, TileType.YY, TileType.BB));
        assertEquals(List.of(), a.built(1), "no green pagoda");
        assertFalse(Patterns.site(a.after(), 1, 4, PagodaColour.GREEN), "why: (1,4) is no green site any more");
        assertEquals(List.of(), a.sees(0).pagodas().stream().filter(p -> p.colour() == PagodaColour.GREEN).toList());
    }

    @Test
    @DisplayName("[qin D60] (5) control: the same tile turned round leaves (1,6) yellow, and the green pagoda is bought")
    void patternCellRecolouredControl() {
        Applied a = play2(greenLine(1), at(1, 7, TileType.RY), at(1, 4, TileType.YY), placing(1, 7, 1, 6),
                buying(PagodaColour.GREEN, TileType.RR, TileType.YY, TileType.BB));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals("..yyyyyr.", a.row(1));
        assertTrue(a.discarded(1));
        PagodaBuilt green = a.built(1).get(0);
        assertEquals(List.of(PagodaColour.GREEN, 1, 4, BuildKind.BOUGHT),
                List.of(green.colour(), green.row(), green.col(), green.how()));
        assertEquals(List.of(), a.hand(1));
    }

    @Test
    @DisplayName("[qin D60] (5) control: in the other priority order the green pagoda is bought first, then the red half covers (1,6): both apply")
    void patternCellRecolouredOtherOrder() {
        Applied a = play2(greenLine(2), at(1, 7, TileType.RY), at(1, 4, TileType.YY), placing(1, 6, 1, 7),
                buying(PagodaColour.GREEN, TileType.RR, TileType.YY, TileType.BB));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(PagodaColour.GREEN, a.built(1).get(0).colour());
        assertEquals(List.of(new TilePlaced(0, TileType.RY, squares(1, 6, 1, 7))), a.placed(0));
    }

    // ---------------------------------------------------------------- beyond the list: Soft obstacle

    /**
     * Village (3,3) under Soft obstacle has yellow on two sides, (2,3) and (3,2), so seat 1 (yellow) may cover it
     * [qin D51]: YY on (3,3)–(3,4), pointing at (3,4). Seat 0 (red) owns the black pagoda on (5,2) and puts RY on
     * (3,2)–(3,1), pointing at (3,1).
     */
    static QinState softVillage() {
        QinState s = Fixture.position("velesseniupake", VILLAGE_33, 2, List.of(
                ".......",
                ".......",
                "...y...",
                "..y....",
                "..r....",
                "..r....",
                "......."));
        s = Fixture.pagoda(s, PagodaColour.BLACK, 5, 2);
        s = Fixture.hand(s, 0, TileType.RY, TileType.BB);
        s = Fixture.hand(s, 1, TileType.YY, TileType.BB);
        return stepOne(s, 1);
    }

    @Test
    @DisplayName("[qin D60] beyond the rule's list: the earlier black-power tile turns one of the two yellow sides of a Soft-obstacle village red, so the later yellow tile may no longer cover the village and is forfeited [qin D51]")
    void softObstacleSideRecoloured() {
        Applied a = play2(softVillage(), at(3, 1, TileType.RY), at(3, 4, TileType.YY), placing(3, 2, 3, 1),
                placing(3, 3, 3, 4));
        assertEquals(".yrv...", a.row(3), "(3,2) red, the village bare");
        forfeitShown(a, 1, List.of(TileType.YY, TileType.BB));
        assertEquals("villageCell", refusal(a.after(), 1, 3, 3, 3, 4), "why, on the state its turn found");
    }

    @Test
    @DisplayName("[qin D60] control: the same tile turned round keeps (3,2) yellow, and the later tile covers the village [qin D51]")
    void softObstacleControl() {
        Applied a = play2(softVillage(), at(3, 1, TileType.RY), at(3, 4, TileType.YY), placing(3, 1, 3, 2),
                placing(3, 3, 3, 4));
        assertFalse(a.forfeited(0) || a.forfeited(1), "" + a.events());
        assertEquals(List.of(new TilePlaced(1, TileType.YY, squares(3, 3, 3, 4))), a.placed(1));
        assertTrue(a.sees(0).villages().stream()
                .anyMatch(v -> v.row() == 3 && v.col() == 3 && v.conquered()));
    }
}
