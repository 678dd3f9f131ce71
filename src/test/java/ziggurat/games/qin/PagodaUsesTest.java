package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;
import static ziggurat.games.qin.WorkedExamplesTest.ownersOfTop;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.Effect.Direction;
import ziggurat.games.qin.Effect.Mover;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * Using pagodas [qin §5.5.3]: the colour powers' green move and violet recolour, the Combinations moves, and the use
 * step of a turn, each decision as a position, the moves made, and what the players then see. All on fixture F1:
 *
 * <pre>
 *     0123456
 *  0  .y.....
 *  1  yyy.bbb
 *  2  .y...b.
 *  3  .y.v.b.
 *  4  rrr.~..
 *  5  r.r.Y.B
 *  6  rrrR...
 * </pre>
 * Seat 0 is red, seat 1 yellow, seat 2 blue; pagodas own by where they stand.
 */
class PagodaUsesTest {

    /** The pagoda as everyone at the table sees it. */
    static QinView.PagodaView seen(QinTable t, String id) {
        return t.sees(Viewer.SPECTATOR).pagodas().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    static UsePagoda green(String used, String target, Direction d) {
        return new UsePagoda(PagodaRef.id(used), Effect.greenMove(PagodaRef.id(target), d));
    }

    static UsePagoda violet(String used, PagodaRef target, PagodaColour c) {
        return new UsePagoda(PagodaRef.id(used), Effect.violetRecolour(target, c));
    }

    /**
     * Green P1 at (4,2) (seat 0's, on red); violet P2 at (3,1) (seat 1's, on yellow); black P3 at (4,3) on grass;
     * black P4 at (6,0) (seat 0's); white P5 at (2,2) on grass; violet P6 at (1,5) (seat 2's).
     */
    static QinState powers(String variant) {
        QinState s = f1(variant, 3);
        s = pagoda(s, PagodaColour.GREEN, 4, 2);
        s = pagoda(s, PagodaColour.VIOLET, 3, 1);
        s = pagoda(s, PagodaColour.BLACK, 4, 3);
        s = pagoda(s, PagodaColour.BLACK, 6, 0);
        if (s.rules().pagodas().colours().contains(PagodaColour.WHITE)) {
            s = pagoda(s, PagodaColour.WHITE, 2, 2);
        }
        return pagoda(s, PagodaColour.VIOLET, 1, 5);
    }

    // ---------------------------------------------------------------- the green move

    @Test
    @DisplayName("[qin D44, D42] a green pagoda moves another pagoda of its area one cell; it keeps its id, its owners follow the cell")
    void greenMovesAnotherPagodaOneCell() {
        QinState s = using(powers("velespam"), 0, 1);
        QinTable t = QinTable.given(s);
        assertEquals(List.of(1), ownersOfTop(t, 3, 1));
        assertEquals(List.of(new PagodaMoved(0, "P1", Effect.Kind.GREEN_MOVE, "P2", new Square(3, 1), new Square(4, 1),
                List.of(0)), new StepStarted(0, Step.END, 0)), t.play(0, green("P1", "P2", Direction.S)),
                "seat 1's violet pagoda may be moved too; the turn's one use is spent");
        assertEquals(new QinView.PagodaView("P2", PagodaColour.VIOLET, 4, 1, 0, List.of(0)), seen(t, "P2"),
                "on red now: seat 0 owns it, seat 1 no longer");
        assertEquals(0, t.sees(Viewer.SPECTATOR).players().get(1).pagodas());
        QinTable east = QinTable.given(s);
        east.play(0, green("P1", "P2", Direction.E));
        assertEquals(List.of(), ownersOfTop(east, 3, 2), "on grass: nobody's");
        QinTable given = QinTable.given(s);
        // P5 at (2,2) moves to (1,2), outside the area: only the target need be inside
        given.accepts(0, green("P1", "P5", Direction.N));
        given.refuses(0, green("P1", "P1", Direction.N), "notUsable"); // not itself
        assertEquals("P6 at (1,5) is outside the 5×5 area of P1 at (4,2) (rows 2–6, cols 0–4).",
                given.refuses(0, green("P1", "P6", Direction.S), "notUsable").detail());
        given.refuses(0, green("P4", "P3", Direction.S), "notUsable"); // black is passive
        given.refuses(0, new UsePagoda(PagodaRef.id("P1"),
                Effect.slideAway(PagodaRef.id("P4"), Mover.USED, new Cell(4, 1))), "notUsable"); // no Combinations under pam
    }

    @Test
    @DisplayName("[qin D40] a pagoda is moved onto grass or a coloured cell, never off the board, onto water or another pagoda")
    void movementDestinations() {
        QinTable t = QinTable.given(using(powers("velespam"), 0, 1));
        t.accepts(0, green("P1", "P3", Direction.S)); // (5,3) is grass
        t.accepts(0, green("P1", "P2", Direction.N)); // (2,1) is yellow
        t.refuses(0, green("P1", "P3", Direction.E), "illegalDestination"); // (4,4) is water
        t.refuses(0, green("P1", "P3", Direction.W), "illegalDestination"); // (4,2) holds P1
        t.refuses(0, green("P1", "P4", Direction.S), "illegalDestination"); // row 7 is off the board
        // (3,3) is a village: not under Base
        assertEquals("(3,3) is a village: pagodas are moved into villages only under Trash bin (ko).",
                t.refuses(0, green("P1", "P3", Direction.N), "illegalDestination").detail());
        QinTable.given(using(powers("velespamke"), 0, 1)).refuses(0, green("P1", "P3",
                Direction.N), "illegalDestination"); // nor a bare village under Soft obstacle
        QinState covered = powers("velespamke");
        int village = covered.board().index(3, 3);
        covered.colour[village] = (byte) TileColour.RED.ordinal();
        covered.tile[village] = true;
        QinTable onVillage = QinTable.given(using(covered, 0, 1));
        onVillage.play(0, green("P1", "P3", Direction.N));
        assertEquals(List.of(0), ownersOfTop(onVillage, 3, 3), "a village a tile covers is a red cell like any other");
    }

    @Test
    @DisplayName("[qin §5.6.2, D50, D40] under Trash bin a pagoda moved into a village is inert: nobody's, never used, never moved")
    void trashBin() {
        QinTable binned = QinTable.given(using(powers("velessuopamko"), 0, 3));
        binned.play(0, green("P1", "P3", Direction.N));
        assertEquals(new QinView.PagodaView("P3", PagodaColour.BLACK, 3, 3, 0, List.of()), seen(binned, "P3"));
        assertTrue(binned.sees(Viewer.SPECTATOR).villages().stream()
                .anyMatch(v -> v.row() == 3 && v.col() == 3 && v.conquered()), "[qin D25] conquered by the pagoda");
        QinTable later = QinTable.given(using(binned.state(), 0, 3));
        // nothing moves it out
        assertEquals("P3 at (3,3) stands in a Trash-bin village: it is inert, and no power reaches it.",
                later.refuses(0, green("P1", "P3", Direction.S), "notUsable").detail());
        assertFalse(later.legalMoves(0).stream().anyMatch(m -> m instanceof UsePagoda u
                && PagodaRef.id("P3").equals(u.effect().target())), "no listed use touches it");
    }

    // ---------------------------------------------------------------- the violet recolour

    @Test
    @DisplayName("[qin D45] a violet pagoda recolours another of its area: the old one goes back to the supply, the new keeps cell, level and id")
    void violetRecolours() {
        QinTable t = QinTable.given(using(powers("velespam"), 1, 1));
        QinTable given = QinTable.given(t.state());
        int green = t.sees(1).pagodaSupply().get(PagodaColour.GREEN);
        int black = t.sees(1).pagodaSupply().get(PagodaColour.BLACK);
        UsePagoda recolour = violet("P2", PagodaRef.at(4, 2), PagodaColour.BLACK);
        assertEquals(new PagodaRecoloured(1, "P2", "P1", PagodaColour.GREEN, PagodaColour.BLACK),
                t.play(1, recolour).get(0), "seat 1 recolours seat 0's green pagoda");
        assertEquals(new QinView.PagodaView("P1", PagodaColour.BLACK, 4, 2, 0, List.of(0)), seen(t, "P1"));
        assertEquals(green + 1, t.sees(1).pagodaSupply().get(PagodaColour.GREEN));
        assertEquals(black - 1, t.sees(1).pagodaSupply().get(PagodaColour.BLACK));
        // another colour
        assertEquals("P1 at (4,2) is green already: a recolour makes it another colour.",
                given.refuses(1, violet("P2", PagodaRef.id("P1"), PagodaColour.GREEN), "notUsable").detail());
        given.refuses(1, violet("P2", PagodaRef.id("P2"), PagodaColour.BLACK), "notUsable"); // not itself
        // (1,5) is outside the area rows 1–5, cols 0–3
        given.refuses(1, violet("P2", PagodaRef.id("P6"), PagodaColour.BLACK), "notUsable");
        QinState empty = using(powers("velespam"), 1, 1);
        empty.supply[PagodaColour.BLACK.ordinal()] = 0;
        QinTable.given(empty).refuses(1, recolour, "pagodaSupplyEmpty");
        // pum has no white pagodas
        QinTable.given(using(powers("velespum"), 1, 1)).refuses(1, violet("P2", PagodaRef.id("P1"), PagodaColour.WHITE), "colourNotInPlay");
        // P1 is green: only violet recolours
        QinTable.given(using(powers("velespam"), 0, 1)).refuses(0, violet("P1", PagodaRef.id("P3"), PagodaColour.WHITE), "notUsable");
    }

    @Test
    @DisplayName("[qin D42, D19] every level of a stack has the same area; a reference without a level means the top")
    void stacksUnderTowers() {
        QinState s = f1("verlespao", 3);
        s = pagoda(s, PagodaColour.BLACK, 1, 1);
        s = pagoda(s, PagodaColour.BLACK, 1, 1);
        s = pagoda(s, PagodaColour.VIOLET, 3, 1);
        s = using(s, 1, 1);
        QinTable bottom = QinTable.given(s);
        bottom.play(1, violet("P3", new PagodaRef(null, 1, 1, 0), PagodaColour.WHITE));
        assertEquals(new PagodaRecoloured(1, "P3", "P1", PagodaColour.BLACK, PagodaColour.WHITE), bottom.last.get(0));
        assertEquals(new QinView.PagodaView("P1", PagodaColour.WHITE, 1, 1, 0, List.of(1)), seen(bottom, "P1"));
        QinTable top = QinTable.given(s);
        assertEquals(new PagodaRecoloured(1, "P3", "P2", PagodaColour.BLACK, PagodaColour.WHITE),
                top.play(1, violet("P3", PagodaRef.at(1, 1), PagodaColour.WHITE)).get(0), "the top: level 1");
        assertEquals("No pagoda stands at (1,1) on level 2.", QinTable.given(s)
                .refuses(1, violet("P3", new PagodaRef(null, 1, 1, 2), PagodaColour.WHITE), "noSuchPagoda").detail());
    }

    @Test
    @DisplayName("[qin D42] an inert pagoda has no power and is never used: a violet one in a Trash-bin village")
    void inertPagodasHaveNoPower() {
        QinState s = pagoda(powers("velespamko"), PagodaColour.VIOLET, 3, 3);
        assertEquals(List.of(), ownersOfTop(QinTable.given(s), 3, 3));
        QinTable yellow = QinTable.given(using(s, 1, 1));
        assertEquals("P7 at (3,3) stands in a Trash-bin village: it is inert, and nobody uses it.",
                yellow.refuses(1, violet("P7", PagodaRef.id("P2"), PagodaColour.BLACK), "notUsable").detail());
        // nor does any power reach it
        yellow.refuses(1, violet("P2", PagodaRef.id("P7"), PagodaColour.BLACK), "notUsable");
    }

    // ---------------------------------------------------------------- combinations

    /** Ex 14's position, and a black pagoda P5 of seat 0's at (6,0) in column 0 with P1. */
    static QinState pairs(String variant) {
        return pagoda(WorkedExamplesTest.ex14(variant), PagodaColour.BLACK, 6, 0);
    }

    @Test
    @DisplayName("[qin D46] a pair is two of the seat's pagodas of different colours in one row or column")
    void pairs() {
        QinTable t = QinTable.given(using(pairs("velespes"), 0, 1));
        PagodaRef black = PagodaRef.id("P1");
        // violet P4 is seat 2's
        assertEquals("You do not own the partner P4 at (3,5): both pagodas of a pair are the player's.",
                t.refuses(0, new UsePagoda(black, Effect.slideAway(PagodaRef.id("P4"), Mover.USED, new Cell(4, 1))),
                        "notOwner").detail());
        t.refuses(0, new UsePagoda(black,
                Effect.slideAway(PagodaRef.id("P5"), Mover.PARTNER, new Cell(5, 0))), "notUsable"); // P1 and P5 are both black
        t.refuses(0, new UsePagoda(PagodaRef.id("P2"),
                Effect.slideAway(PagodaRef.id("P5"), Mover.USED, new Cell(4, 3))), "notUsable"); // (4,2) and (6,0): no line
        // the used pagoda is seat 1's
        assertEquals("You do not own P3 at (1,1); seat 1 does.", t.refuses(0, new UsePagoda(PagodaRef.id("P3"),
                Effect.slideAway(PagodaRef.id("P1"), Mover.USED, new Cell(0, 1))), "notOwner").detail());
        t.refuses(0, new UsePagoda(black,
                Effect.greenMove(PagodaRef.id("P2"), Direction.E)), "notUsable"); // no colour powers under Combinations
    }

    @Test
    @DisplayName("[qin D46, D30] a use is the used pagoda's: its partner may be used on its own, each pagoda once a turn")
    void eachPagodaOnceATurn() {
        QinState s = using(WorkedExamplesTest.ex14("velessuopes"), 0, 3);
        PagodaRef black = PagodaRef.id("P1");
        PagodaRef green = PagodaRef.id("P2");
        PagodaRef white = PagodaRef.id("P3");
        QinTable t = QinTable.given(s);
        t.play(0, new UsePagoda(black, Effect.pullBetween(green, white, new Cell(4, 1))));
        assertEquals(List.of(0), seen(t, "P3").owners(), "white stands on red now: seat 0's");
        assertEquals(Step.USE, t.sees(0).turn().step(), "War campaign allows three uses");
        t.play(0, new UsePagoda(green, Effect.slideAway(black, Mover.USED, new Cell(4, 3))));
        assertEquals(new QinView.PagodaView("P2", PagodaColour.GREEN, 4, 3, 0, List.of()), seen(t, "P2"),
                "the partner used in its own right, moving itself: on grass now, nobody's");
        t.refuses(0, new UsePagoda(black,
                Effect.slideAway(white, Mover.PARTNER, new Cell(4, 2))), "alreadyUsedThisTurn");
        List<QinEvent> third = t.play(0, new UsePagoda(white, Effect.slideAway(black, Mover.USED,
                new Cell(4, 2))));
        assertEquals(new PagodaMoved(0, "P3", Effect.Kind.SLIDE_AWAY, "P3", new Square(4, 1), new Square(4, 2),
                List.of(0)), third.get(0), "the pulled pagoda, used with its new partner");
        assertEquals(new StepStarted(0, Step.END, 0), third.get(1), "three uses end the step");
    }

    @Test
    @DisplayName("[qin D47] slideAway lifts one of the pair away from the other along their line, over anything between")
    void slideAway() {
        QinState s = using(pairs("velespes"), 0, 1);
        QinTable t = QinTable.given(s);
        PagodaRef green = PagodaRef.id("P2");
        // towards the black pagoda
        assertEquals("(4,1) is not further from P1 at (4,0) than P2 at (4,2) along their row: slideAway moves one of"
                + " the pair away from the other, along their line.", t.refuses(0, new UsePagoda(PagodaRef.id("P1"),
                Effect.slideAway(green, Mover.PARTNER, new Cell(4, 1))), "illegalDestination").detail());
        t.refuses(0, new UsePagoda(PagodaRef.id("P1"),
                Effect.slideAway(green, Mover.PARTNER, new Cell(3, 2))), "illegalDestination"); // off their line
        t.refuses(0, new UsePagoda(PagodaRef.id("P1"),
                Effect.slideAway(green, Mover.USED, new Cell(4, 0))), "illegalDestination"); // black cannot move: the edge is behind it
        UsePagoda overWater = new UsePagoda(PagodaRef.id("P1"), Effect.slideAway(green, Mover.PARTNER, new Cell(4, 5)));
        assertEquals(new PagodaMoved(0, "P1", Effect.Kind.SLIDE_AWAY, "P2", new Square(4, 2), new Square(4, 5),
                List.of()), t.play(0, overWater).get(0), "lifted over the water at (4,4), not slid");
    }

    @Test
    @DisplayName("[qin D48] pullBetween brings a pagoda of a third colour, not between the pair already, to a free cell between them")
    void pullBetween() {
        QinTable t = QinTable.given(using(pairs("velespes"), 0, 1));
        PagodaRef black = PagodaRef.id("P1");
        PagodaRef green = PagodaRef.id("P2");
        // P5 is black, like P1
        assertEquals("P5 at (6,0) is black, like P1: the pagoda pulled between the pair has a colour different from"
                + " both of theirs.", t.refuses(0, new UsePagoda(black,
                Effect.pullBetween(green, PagodaRef.id("P5"), new Cell(4, 1))), "notUsable").detail());
        t.refuses(0, new UsePagoda(black,
                Effect.pullBetween(green, PagodaRef.id("P3"), new Cell(4, 3))), "illegalDestination"); // (4,3) is not between
        t.refuses(0, new UsePagoda(black,
                Effect.pullBetween(green, PagodaRef.id("P9"), new Cell(4, 1))), "noSuchPagoda");
        t.play(0, new UsePagoda(black, Effect.pullBetween(green, PagodaRef.id("P3"), new Cell(4, 1))));
        QinTable next = QinTable.given(using(t.state(), 0, 1));
        next.refuses(0, new UsePagoda(black,
                Effect.pullBetween(green, PagodaRef.id("P3"), new Cell(4, 1))), "notUsable"); // white stands between them already
        next.refuses(0, new UsePagoda(black,
                Effect.pullBetween(green, PagodaRef.id("P4"), new Cell(4, 1))), "illegalDestination"); // the only cell between is taken
        assertFalse(next.legalMoves(0).stream().anyMatch(m -> m instanceof UsePagoda u
                && u.effect().kind() == Effect.Kind.PULL_BETWEEN), "with no free cell between, no pullBetween");
    }

    // ---------------------------------------------------------------- black, passive

    @Test
    @DisplayName("[qin D43] black is passive: its owner covers old tiles in its area cell by cell, and the use stays open")
    void blackIsPassive() {
        QinState s = acting(pagoda(f1("velespam", 3), PagodaColour.BLACK, 4, 1), 0, BB);
        List<QinEvent> placed = QinTable.given(s).play(0, place(BB, 2, 1, 2, 2));
        assertEquals(new TilePlaced(0, BB, List.of(new Square(2, 1), new Square(2, 2))), placed.get(0),
                "(2,1) covers an old yellow tile, (2,2) is grass: each half is judged on its own");
        assertEquals(new StepStarted(0, Step.USE, 1), placed.get(placed.size() - 1), "covering is not a use");
    }

    @Test
    @DisplayName("[qin §5.5.2, D43] a black pagoda moved off its owner's colour takes its power with it")
    void ownersFollowAMovedBlackPagoda() {
        QinState s = pagoda(pagoda(f1("velessuopam", 3), PagodaColour.BLACK, 4, 1), PagodaColour.GREEN, 3, 1);
        QinTable moved = QinTable.given(using(s, 1, 3));
        moved.play(1, green("P2", "P1", Direction.E));
        assertEquals(new QinView.PagodaView("P1", PagodaColour.BLACK, 4, 2, 0, List.of(0)), seen(moved, "P1"),
                "still on red: seat 0's");
        QinTable grass = QinTable.given(using(s, 1, 3));
        grass.play(1, new UsePagoda(PagodaRef.id("P2"), Effect.greenMove(PagodaRef.at(4, 1), Direction.S)));
        assertEquals(List.of(), seen(grass, "P1").owners(), "(5,1) is grass: nobody's");
        // seat 0 lost the power with it
        QinTable.given(acting(grass.state(), 0, BB)).refuses(0, place(BB, 2, 1, 3, 1), "noBlackPower");
    }

    // ---------------------------------------------------------------- the command's shape

    @Test
    @DisplayName("[qin §7] usePagoda as the rules write it; an effect with another kind's fields is malformed")
    void commandShape() throws Exception {
        QinMove read = (QinMove) ziggurat.play.GameJson.readMove(Fixture.RULES, ziggurat.play.GameJson.readTree(
                "{\"type\": \"usePagoda\", \"pagoda\": {\"row\": 4, \"col\": 0}, \"effect\": {\"kind\":"
                        + " \"pullBetween\", \"partner\": {\"row\": 4, \"col\": 2}, \"target\": {\"row\": 3,"
                        + " \"col\": 5}, \"to\": {\"row\": 4, \"col\": 1}}}"));
        assertEquals(new UsePagoda(PagodaRef.at(4, 0), Effect.pullBetween(PagodaRef.at(4, 2), PagodaRef.at(3, 5),
                new Cell(4, 1))), read);
        // Ex 14's pull, the pagodas named by their cells
        QinTable.given(using(WorkedExamplesTest.ex14("velespes"), 0, 1)).accepts(0, read);
        assertEquals(new Pass(), ziggurat.play.GameJson.readMove(Fixture.RULES,
                ziggurat.play.GameJson.readTree("{\"type\": \"pass\"}")));
        for (String bad : List.of("{\"kind\": \"greenMove\", \"target\": {\"id\": \"P1\"}, \"colour\": \"black\"}",
                "{\"kind\": \"slideAway\", \"partner\": {\"id\": \"P1\"}, \"to\": {\"row\": 1, \"col\": 1}}",
                "{\"target\": {\"id\": \"P1\"}, \"direction\": \"N\"}",
                "{\"kind\": \"greenMove\", \"target\": {\"id\": \"P1\", \"row\": 1, \"col\": 1}, \"direction\": \"N\"}",
                "{\"kind\": \"greenMove\", \"target\": {\"row\": 1}, \"direction\": \"N\"}",
                "{\"kind\": \"greenMove\", \"target\": {\"id\": \"P1\"}, \"direction\": \"NE\"}")) {
            String json = "{\"type\": \"usePagoda\", \"pagoda\": {\"id\": \"P2\"}, \"effect\": " + bad + "}";
            RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                    () -> ziggurat.play.GameJson.readMove(Fixture.RULES, ziggurat.play.GameJson.readTree(json)), json);
            assertEquals("Problem", e.getClass().getSimpleName(), json + ": " + e);
        }
    }

    // ---------------------------------------------------------------- the use step

    @Test
    @DisplayName("[qin §5.3.1, D14] Build or buy: after the action, a use step of one optional use; pass ends it, then endTurn")
    void buildOrBuyUseStep() {
        QinTable t = QinTable.given(acting(powers("velespam"), 0, RY));
        t.refuses(0, green("P1", "P2", Direction.S), "wrongStep"); // not in the action step
        t.refuses(0, new Pass(), "mandatoryActionAvailable"); // the placement is owed
        List<QinEvent> placed = t.play(0, place(RY, 0, 3, 0, 4));
        assertEquals(new StepStarted(0, Step.USE, 1), placed.get(placed.size() - 1));
        QinState use = t.state();
        List<QinMove> legal = t.legalMoves(0);
        assertTrue(legal.contains(green("P1", "P2", Direction.S)));
        assertEquals(List.of(new Pass(), new EndTurn()), legal.subList(legal.size() - 2, legal.size()));
        assertEquals(new Pass(), t.defaultMove(0), "the uses are optional: the default passes");
        assertEquals(List.of(new StepStarted(0, Step.END, 0)), t.play(0, new Pass()));
        assertEquals(List.of(new EndTurn()), t.legalMoves(0));
        t.refuses(0, new Pass(), "wrongStep");
        t.refuses(0, green("P1", "P2", Direction.S), "wrongStep");
        assertEquals(TurnEnded.class, QinTable.given(use).play(0, new EndTurn()).get(0).getClass(),
                "endTurn passes the rest");
    }

    @Test
    @DisplayName("[qin §5.3.2] By provinces has no use step; nor have pagodas uses under pa, pu or pei")
    void noUseStep() {
        QinTable t = QinTable.given(acting(powers("vellessepam"), 0, RY));
        List<QinEvent> placed = t.play(0, place(RY, 0, 3, 0, 4));
        assertEquals(new StepStarted(0, Step.END, 0), placed.get(placed.size() - 1));
        t.refuses(0, green("P1", "P2", Direction.S), "wrongStep");
        assertEquals(0, new QinRules(null, List.of(), new TurnContent.BuildOrBuy(), null,
                new PagodaRules.ColourPowers("pa", java.util.EnumSet.of(PagodaColour.WHITE, PagodaColour.BLACK)),
                null, List.of()).uses());
    }

    @Test
    @DisplayName("[qin D30] War campaign: up to three uses, each of a different pagoda; the step ends after the third")
    void warCampaignThreeUses() {
        QinState s = powers("velessuopam");
        s = pagoda(s, PagodaColour.GREEN, 5, 2);
        s = pagoda(s, PagodaColour.GREEN, 6, 2);
        s = using(s, 0, 3);
        assertEquals("No pagoda P9 is on the board.",
                QinTable.given(s).refuses(0, green("P9", "P2", Direction.S), "noSuchPagoda").detail());
        QinTable t = QinTable.given(s);
        t.play(0, green("P1", "P2", Direction.S));
        assertEquals("P1 has been used this turn already: each use names a different pagoda.",
                t.refuses(0, green("P1", "P3", Direction.S), "alreadyUsedThisTurn").detail());
        t.accepts(0, green("P7", "P2", Direction.N)); // a moved pagoda may be moved again
        t.play(0, green("P7", "P3", Direction.S));
        List<QinEvent> third = t.play(0, green("P8", "P4", Direction.N));
        assertEquals(new StepStarted(0, Step.END, 0), third.get(third.size() - 1), "three uses end the step");
    }
}
