package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;
import static ziggurat.games.qin.WorkedExamplesTest.ownersOfTop;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;
import ziggurat.games.qin.order.PagodaAuction;

/**
 * The village modules [qin §5.6] in sequential play: Base founds a village once, with the placer's choice of pagoda;
 * Trash bin never founds nor is covered, and holds one inert pagoda; Soft obstacle lets a player with two sides cover
 * a village. Each as a position, the moves made, and what the players see.
 */
class VillagesTest {

    /** Villages at (2,3) and (2,4), red tile cells at (4,3) and (4,4) below them. */
    static final Board TWO_VILLAGES = new Board("two villages 7x7", 7, 7, "a test board", true, "none", List.of(
            ".......",
            ".......",
            "...vv..",
            ".......",
            ".......",
            ".......",
            "......."), true);

    static final List<String> RED_BELOW = List.of(".......", ".......", ".......", ".......", "...rr..", ".......",
            ".......");

    /** The village on the cell as everyone sees it. */
    static QinView.VillageView seen(QinTable t, int row, int col) {
        return t.sees(Viewer.SPECTATOR).villages().stream().filter(v -> v.row() == row && v.col() == col)
                .findFirst().orElseThrow();
    }

    // ---------------------------------------------------------------- Base [qin D49]

    @Test
    @DisplayName("[qin D49] one placement beside two villages founds both: the move names a pagoda for each, both are"
            + " built, each owned by the majority beside its own village (velespa)")
    void onePlacementFoundsTwoVillages() {
        QinTable after = QinTable.given(acting(position("velespa", TWO_VILLAGES, 3, RED_BELOW), 0, RY));
        // one village named of two
        RuleViolation v = after.refuses(0, place(RY, 3, 3, 3, 4, new VillagePagoda(2, 3, PagodaColour.BLACK)),
                "villagePagodaColourRequired");
        assertEquals(List.of(Map.of("row", 2, "col", 3), Map.of("row", 2, "col", 4)), v.extensions().get("villages"));
        QinMove both = place(RY, 3, 3, 3, 4, new VillagePagoda(2, 3, PagodaColour.BLACK),
                new VillagePagoda(2, 4, PagodaColour.WHITE));
        after.play(0, both);
        assertTrue(seen(after, 2, 3).founded() && seen(after, 2, 4).founded());
        assertEquals(List.of(0), ownersOfTop(after, 2, 3), "(3,3) below it is red");
        assertEquals(List.of(1), ownersOfTop(after, 2, 4), "(3,4) below it is yellow");
        assertEquals(List.of(PagodaColour.BLACK, PagodaColour.WHITE),
                after.sees(Viewer.SPECTATOR).pagodas().stream().map(QinView.PagodaView::colour).toList());
    }

    @Test
    @DisplayName("[qin D49, D41] village pagodas are builds: under Player colours the placer claims the first one's"
            + " colour, pagoda by pagoda, and not the second's")
    void villagePagodasAreClaimed() {
        QinTable t = QinTable.given(acting(position("veles", TWO_VILLAGES, 3, RED_BELOW), 0, RY));
        List<QinEvent> events = t.play(0, place(RY, 3, 3, 3, 4, new VillagePagoda(2, 3, PagodaColour.GREEN),
                new VillagePagoda(2, 4, PagodaColour.BLACK)));
        assertEquals(List.of(new VillageFounded(0, 2, 3), new PagodaBuilt(0, "P1", PagodaColour.GREEN, 2, 3, 0,
                        BuildKind.VILLAGE), new ColourClaimed(0, PagodaColour.GREEN, true), new VillageFounded(0, 2, 4),
                        new PagodaBuilt(0, "P2", PagodaColour.BLACK, 2, 4, 0, BuildKind.VILLAGE)),
                events.subList(1, 6));
    }

    @Test
    @DisplayName("[qin D49] with no colour in play left in the supply, the village is founded without a pagoda, and the"
            + " move names none")
    void foundedWithoutPagoda() {
        QinState s = SimultaneousRevalidationTest.supply(position("velespu", TWO_VILLAGES, 3, RED_BELOW),
                PagodaColour.BLACK, 0);
        QinTable t = QinTable.given(acting(s, 0, RY));
        t.refuses(0, place(RY, 3, 3, 3, 2,
                new VillagePagoda(2, 3, PagodaColour.BLACK)), "villagePagodaColourRequired"); // there is no black pagoda to name
        List<QinEvent> events = t.play(0, place(RY, 3, 3, 3, 2));
        assertTrue(events.contains(new VillageFounded(0, 2, 3)), "" + events);
        assertTrue(events.stream().noneMatch(e -> e instanceof PagodaBuilt));
        assertTrue(seen(t, 2, 3).founded());
        assertEquals(List.of(), t.sees(Viewer.SPECTATOR).pagodas());
    }

    @Test
    @DisplayName("[qin D49] a village is founded once: its pagoda moved out, a later placement beside it builds none and"
            + " names none")
    void foundedOnce() {
        QinState s = pagoda(position("velespam", TWO_VILLAGES, 3, RED_BELOW), PagodaColour.GREEN, 4, 3);
        QinTable t = QinTable.given(acting(s, 0, RY));
        t.play(0, place(RY, 3, 3, 3, 4, new VillagePagoda(2, 3, PagodaColour.BLACK),
                new VillagePagoda(2, 4, PagodaColour.WHITE)));
        assertEquals(Step.USE, t.sees(0).turn().step());
        t.play(0, new UsePagoda(PagodaRef.id("P1"), Effect.greenMove(PagodaRef.at(2, 3), Effect.Direction.N)));
        assertEquals(List.of(), t.sees(Viewer.SPECTATOR).pagodas().stream()
                .filter(p -> p.row() == 2 && p.col() == 3).toList(), "moved out to (1,3)");
        QinTable next = QinTable.given(acting(t.state(), 1, YY));
        next.refuses(1, place(YY, 2, 2, 3, 2,
                new VillagePagoda(2, 3, PagodaColour.BLACK)), "villagePagodaColourRequired"); // the village is founded already
        List<QinEvent> events = next.play(1, place(YY, 2, 2, 3, 2));
        assertTrue(events.stream().noneMatch(e -> e instanceof VillageFounded || e instanceof PagodaBuilt),
                "" + events);
    }

    @Test
    @DisplayName("[qin D49] a placement with black power that covers old tiles beside a village founds it too")
    void blackPowerPlacementFounds() {
        QinState table = position("velespu", SimultaneousRevalidationTest.VILLAGE_33, 3, List.of(
                ".......",
                ".rr....",
                "..yy...",
                ".......",
                ".......",
                ".......",
                "......."));
        QinTable after = QinTable.given(acting(pagoda(table, PagodaColour.BLACK, 1, 1), 0, RR));
        RuleViolation v = after.refuses(0, place(RR, 2, 2, 2, 3), "villagePagodaColourRequired");
        assertEquals(List.of("black"), v.extensions().get("allowedColours"));
        after.play(0, place(RR, 2, 2, 2, 3, new VillagePagoda(3, 3, PagodaColour.BLACK)));
        assertEquals("..rr...", after.sees(Viewer.SPECTATOR).cells().get(2), "the old yellow covered");
        assertTrue(seen(after, 3, 3).founded());
        assertEquals(List.of(0), ownersOfTop(after, 3, 3));
    }

    // ---------------------------------------------------------------- Trash bin [qin D50]

    @Test
    @DisplayName("[qin D50] under Trash bin a placement beside a village founds nothing and names no pagoda; a village is"
            + " never covered, even by a player with two sides, as Soft obstacle would allow")
    void trashBinNeverFoundsNorIsCovered() {
        QinTable t = QinTable.given(acting(f1("velesko", 3), 0, RY));
        t.refuses(0, place(RY, 2, 2, 2, 3,
                new VillagePagoda(3, 3, PagodaColour.BLACK)), "villagePagodaColourRequired"); // it founds no village
        List<QinEvent> events = t.play(0, place(RY, 2, 2, 2, 3));
        assertTrue(events.stream().noneMatch(e -> e instanceof VillageFounded || e instanceof PagodaBuilt),
                "" + events);
        assertFalse(seen(t, 3, 3).founded());

        List<String> twoSides = List.of(".......", ".......", "...y...", "..y....", "...r...", ".......", ".......");
        QinTable.given(acting(position("velesko", SimultaneousRevalidationTest.VILLAGE_33, 3,
                twoSides), 1, YY)).refuses(1, place(YY, 3, 3, 3, 4), "villageCell");
        QinTable.given(acting(position("veleske", SimultaneousRevalidationTest.VILLAGE_33, 3,
                twoSides), 1, YY)).accepts(1, place(YY, 3, 3, 3, 4));
    }

    @Test
    @DisplayName("[qin D50] a Trash-bin village holds one pagoda: a second is not moved in")
    void oneInertPagodaPerVillage() {
        QinTable binned = QinTable.given(using(PagodaUsesTest.powers("velessuopamko"), 0, 3));
        binned.play(0, PagodaUsesTest.green("P1", "P3", Effect.Direction.N));
        QinTable later = QinTable.given(using(pagoda(binned.state(), PagodaColour.BLACK, 4, 3), 0, 3));
        later.refuses(0, PagodaUsesTest.green("P1", "P7", Effect.Direction.N), "illegalDestination");
        later.accepts(0, PagodaUsesTest.green("P1", "P7", Effect.Direction.S)); // (5,3) is grass
    }

    @Test
    @DisplayName("[qin D50, D31] an inert pagoda is nobody's, so it is not counted for, nor named in, a bid")
    void inertNotBid() {
        QinState s = pagoda(pagoda(f1("velesnopamko", 3), PagodaColour.BLACK, 6, 0), PagodaColour.BLACK, 3, 3);
        QinTable t = QinTable.given(WorkedExamplesTest.nextTurn(s));
        assertEquals(List.of(1, 0, 0), t.sees(Viewer.SPECTATOR).auction().seats().stream()
                .map(PagodaAuction.BidderView::maxBid).toList(), "only the red (6,0) counts");
        t.refuses(0, new Bid(1, List.of(PagodaRef.at(3, 3))), "notOwner");
    }

    // ---------------------------------------------------------------- Soft obstacle [qin D51]

    /** Village (3,3) with yellow on two sides, (2,3) and (3,2), and red on one, (4,3); four seats, two per colour. */
    static QinState softVillage(int seat, TileType... hand) {
        return acting(position("veleske", SimultaneousRevalidationTest.VILLAGE_33, 4, List.of(
                ".......",
                ".......",
                "...y...",
                "..y....",
                "...r...",
                ".......",
                ".......")), seat, hand);
    }

    @Test
    @DisplayName("[qin D51] a village with yellow on two of its sides is grass to both yellow partners, for any tile in"
            + " either orientation; red, on one side, finds it an obstacle")
    void twoSidesMakeItGrass() {
        QinTable.given(softVillage(1, YY)).accepts(1, place(YY, 3, 3, 3, 4));
        QinTable.given(softVillage(3, YY)).accepts(3, place(YY, 3, 3, 3, 4)); // seat 3 is seat 1's partner
        QinTable.given(softVillage(1, RB)).accepts(1, place(RB, 3, 3, 3, 4));
        QinTable.given(softVillage(1, RB)).accepts(1, place(RB, 3, 4, 3, 3));
        QinTable.given(softVillage(0, RR)).refuses(0, place(RR, 3, 3, 3, 4), "villageCell");
        QinTable.given(softVillage(2, RR)).refuses(2, place(RR, 3, 3, 3, 4), "villageCell");
        assertTrue(QinTable.given(softVillage(1, YY)).legalMoves(1).contains(place(YY, 3, 3, 3, 4)));
        assertFalse(QinTable.given(softVillage(0, YY)).legalMoves(0).contains(place(YY, 3, 3, 3, 4)));
    }

    @Test
    @DisplayName("[qin D51] once covered, the village is a coloured cell, conquered, never founded")
    void coveredVillageIsColoured() {
        QinTable after = QinTable.given(softVillage(1, RB));
        after.play(1, place(RB, 3, 3, 3, 4));
        assertEquals("..yrb..", after.sees(Viewer.SPECTATOR).cells().get(3));
        assertTrue(seen(after, 3, 3).conquered());
        assertFalse(seen(after, 3, 3).founded());
        // provinces are the rules' reading of the cells: no view lists them
        assertEquals(List.of(2), after.state().provinces(TileColour.RED), "(3,3) joins the red (4,3)");
    }
}
