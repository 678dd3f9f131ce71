package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.SimultaneousTest.at;
import static ziggurat.games.qin.SimultaneousTest.committed;
import static ziggurat.games.qin.SimultaneousTest.placing;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.order.Simultaneous;
import ziggurat.games.qin.order.RoundView;

/**
 * Simultaneous ({@code niu}) steps [qin §5.4.3]: the exclusion zone's diagonals, what a forfeit costs, the reward draws
 * of an APPLY when tiles run short, and who takes part in a use step; on Ex 7's table (F1, three seats, round 5,
 * priority 1, 2, 0) where it serves, asserted through pending seats, legal moves, refusals, views and events.
 */
class SimultaneousStepsTest {

    @Test
    @DisplayName("[qin D33] the zone around a pointed cell takes in its diagonals: seat 0's tile may not cover (1,3),"
            + " diagonal to seat 1's (0,4), though it shares no edge with it")
    void exclusionZoneTakesInDiagonals() {
        QinTable t = committed(SimultaneousTest.ex7(), at(2, 3, TileType.RY), at(0, 4, TileType.YY),
                at(4, 5, TileType.BB));
        VillagePagoda black = new VillagePagoda(3, 3, PagodaColour.BLACK);
        t.refuses(0, placing(2, 3, 1, 3, black), "exclusionZone");
        t.accepts(0, placing(2, 3, 2, 4, black));
        assertTrue(t.legalMoves(0).stream().noneMatch(m -> ((Resolve) m).cells().stream()
                .anyMatch(c -> c.row() == 1 && c.col() == 3)), "(1,3) is in no listed option");
        t.accepts(1, placing(0, 4, 0, 5));
    }

    @Test
    @DisplayName("[qin D34] a forfeit costs the one action, not the round: the seat forfeited in step 1 of two takes part"
            + " in step 2, its forfeit counted as its first action")
    void forfeitCostsOneAction() {
        // SimultaneousRevalidationTest (2): seat 1's black-power tile is forfeited at APPLY by the white pagoda just bought
        SimultaneousRevalidationTest.Applied a = SimultaneousRevalidationTest.play2(
                SimultaneousRevalidationTest.whiteU(1), at(3, 2, TileType.RR), at(3, 5, TileType.YY),
                SimultaneousRevalidationTest.buying(PagodaColour.WHITE, TileType.RR, TileType.YY, TileType.BB),
                placing(3, 5, 3, 4));
        assertTrue(a.forfeited(1));
        RoundView round = a.table().sees(Viewer.SPECTATOR).round();
        assertEquals(2, round.step());
        RoundView.RoundSeatView one = round.seats().get(1);
        assertEquals(List.of(1, 2, true), List.of(one.done(), one.max(), one.participant()));
        assertTrue(a.table().pendingSeats().contains(1), "seat 1 commits in step 2");

        // with one action (sa), the forfeit is the round's action: the step ends without seat 0 and 1 again
        QinTable t = committed(SimultaneousTest.ex7(), at(2, 3, TileType.RY), at(2, 2, TileType.YY),
                at(4, 5, TileType.BB));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        assertTrue(applied.stream().noneMatch(e -> e instanceof StepOpened o && o.round() == 5 && o.phase() == Step.ACTION),
                "no second place step: " + applied);
    }

    @Test
    @DisplayName("[qin D35] Pagoda-reward draws in APPLY go in priority order while tiles last, without equalising: with"
            + " one tile left, seat 1 (first) draws it for its bought pagoda, seat 0 nothing for its village pagoda")
    void rewardsWhileTilesLast() {
        QinState s = SimultaneousTest.ex7("velesmiauniu");
        s = Fixture.hand(s, 1, TileType.YY, TileType.RR, TileType.BB);
        s = s.apply(new PileFormed(List.of(TileType.RB), 1));
        QinTable t = committed(s, at(2, 3, TileType.RY), at(1, 1, TileType.YY), at(4, 5, TileType.BB));
        t.play(0, placing(2, 3, 2, 4, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        t.play(1, Resolve.buy(PagodaColour.BLACK, List.of(TileType.RR, TileType.YY, TileType.BB)));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        List<QinEvent> built = applied.stream().filter(e -> e instanceof PagodaBuilt).toList();
        assertEquals(List.of(1, 0), built.stream().map(e -> ((PagodaBuilt) e).seat()).toList(), "" + applied);
        assertEquals(List.of(new TilesDrawn(1, List.of(TileType.RB), 1, DrawReason.REWARD)),
                applied.stream().filter(e -> e instanceof TilesDrawn).toList(), "" + applied);
        QinView seen = t.sees(Viewer.SPECTATOR);
        assertEquals(List.of(0, 1, 0), List.of(seen.players().get(0).handSize(), seen.players().get(1).handSize(),
                seen.players().get(2).handSize()), "seat 0 placed its one tile and drew none; seat 1 bought with"
                + " three and drew one; seat 2 placed its one");
    }

    /**
     * Ex 7's table under Colour powers (velesniupam): seat 0 owns a green pagoda at (4,1) with its black one at (6,0)
     * in reach; seat 1 owns a green pagoda at (0,1) with no other pagoda within two cells; seat 2 owns none.
     */
    static QinState withGreens() {
        QinState s = SimultaneousTest.ex7("velesniupam");
        s = Fixture.pagoda(s, PagodaColour.GREEN, 4, 1);
        s = Fixture.pagoda(s, PagodaColour.BLACK, 6, 0);
        return Fixture.pagoda(s, PagodaColour.GREEN, 0, 1);
    }

    @Test
    @DisplayName("[qin D59] the use step takes only seats owning a pagoda with a legal use now: seat 1's green pagoda"
            + " has nothing to move, so seat 0 alone takes part, optionally, and points without a tile")
    void useStepParticipants() {
        QinTable t = committed(withGreens(), at(2, 3, TileType.RY), at(0, 3, TileType.YY), at(4, 5, TileType.BB));
        t.play(0, placing(2, 3, 2, 4, new VillagePagoda(3, 3, PagodaColour.BLACK)));
        t.play(1, placing(0, 3, 0, 4));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        assertTrue(applied.contains(new StepOpened(5, Step.USE, 1, true, List.of(0))), "" + applied);
        assertEquals(List.of(0), t.pendingSeats());
        assertEquals(1, t.sees(Viewer.SPECTATOR).players().get(1).pagodas(), "seat 1 does own a pagoda");
        assertEquals(Commit.dropOut(), t.legalMoves(0).get(0), "an optional step: out is listed first");
        t.refuses(0, at(4, 1, TileType.BB), "wrongStep"); // use steps carry no tile
        t.accepts(0, new Commit(new Cell(4, 1), null, null));
        t.refuses(1, new Commit(new Cell(0, 1), null, null), "notYourDecision");
    }

    @Test
    @DisplayName("[qin D32] Draw-5 without mas deals each seat its tiles as one block from the top of the pile, seats in"
            + " the round's priority order (round 6 of three seats: 2, 0, 1)")
    void dealtInBlocksInPriorityOrder() {
        // seat 2 keeps a tile, so that the game goes on to round 6 [qin §5.2]
        QinState table = Fixture.hand(SimultaneousTest.ex7(), 2, TileType.BB, TileType.RR);
        QinTable t = committed(table, at(2, 3, TileType.RY), at(0, 3, TileType.YY),
                at(4, 5, TileType.BB));
        t.play(0, placing(2, 3, 2, 4, new VillagePagoda(3, 3, PagodaColour.BLACK)));
        t.play(1, placing(0, 3, 0, 4));
        List<QinEvent> next = t.play(2, placing(4, 5, 5, 5));
        assertTrue(next.contains(new RoundStarted(6, List.of(2, 0, 1))), "" + next);
        assertEquals(List.of(new TilesDrawn(2, List.of(TileType.RR, TileType.YY), 2, DrawReason.TURN),
                        new TilesDrawn(0, List.of(TileType.BB, TileType.RY), 2, DrawReason.TURN),
                        new TilesDrawn(1, List.of(TileType.RB, TileType.YB), 2, DrawReason.TURN)),
                next.stream().filter(e -> e instanceof TilesDrawn).toList(), "the pile was RR YY BB RY RB YB ...");
    }

    @Test
    @DisplayName("[qin D32] a buy in a place-or-buy step discards the tile laid face down among its three")
    void buyDiscardsTheCommittedTile() {
        QinState s = Fixture.hand(SimultaneousTest.ex7(), 1, TileType.YY, TileType.RR, TileType.BB, TileType.RB);
        QinTable t = committed(s, at(2, 3, TileType.RY), at(1, 1, TileType.YY), at(4, 5, TileType.BB));
        t.refuses(1, Resolve.buy(PagodaColour.BLACK,
                List.of(TileType.RR, TileType.BB, TileType.RB)), "mustMatchCommitment");
        t.accepts(1, Resolve.buy(PagodaColour.BLACK,
                List.of(TileType.YY, TileType.BB, TileType.RB)));
    }

    /**
     * Round {@code round} of four seats under Colour powers (velesniupam, F1; seats 0 and 2 red, 1 and 3 yellow), its
     * use step U1 open to the red partners: both own the green pagoda P1 at (4,2), whose area holds the black P2 on
     * the grass at (2,2).
     */
    static QinTable sharedGreen(int round) {
        QinState s = Fixture.f1("velesniupam", 4);
        s = Fixture.pagoda(s, PagodaColour.GREEN, 4, 2);
        s = Fixture.pagoda(s, PagodaColour.BLACK, 2, 2);
        s = s.apply(new RoundStarted(round, Simultaneous.priority(round, 4)));
        s = s.apply(new PhaseStarted(round, Step.USE, List.of(1, 1, 1, 1)));
        s = s.apply(new StepOpened(round, Step.USE, 1, true, List.of(0, 2)));
        Commit onGreen = new Commit(new Cell(4, 2), null, null);
        QinTable t = QinTable.given(s);
        t.play(0, onGreen);
        t.play(2, onGreen);
        return t;
    }

    static Resolve move(Effect.Direction d) {
        return Resolve.use(PagodaRef.id("P1"), Effect.greenMove(PagodaRef.id("P2"), d));
    }

    static List<PagodaMoved> moves(List<QinEvent> events) {
        return events.stream().filter(e -> e instanceof PagodaMoved).map(PagodaMoved.class::cast).toList();
    }

    @Test
    @DisplayName("[qin D32] partners may point at one cell to use the pagoda there; the uses apply in priority order,"
            + " each validated again: the black pagoda moved out of the green one's area first, the later move has no"
            + " effect, the action spent")
    void usesShareACellAndApplyInOrder() {
        QinTable t = sharedGreen(1);
        assertEquals(List.of(false, false, false, false), t.sees(Viewer.SPECTATOR).round().seats().stream()
                .map(RoundView.RoundSeatView::forfeited).toList(), "a shared cell is allowed for a use");
        t.play(0, move(Effect.Direction.N));
        List<QinEvent> applied = t.play(2, move(Effect.Direction.E));
        assertEquals(List.of(0), moves(applied).stream().map(PagodaMoved::seat).toList(), "" + applied);
        assertEquals(new ziggurat.engine.kit.Square(1, 2), moves(applied).get(0).to());
        assertTrue(applied.contains(new Forfeited(2, ForfeitReason.ILLEGAL_AT_APPLY)), "" + applied);
        assertEquals(List.of(1, 2), t.sees(Viewer.SPECTATOR).pagodas().stream()
                .filter(p -> p.id().equals("P2")).map(p -> List.of(p.row(), p.col())).findFirst().orElseThrow(),
                "P2 stands where seat 0 moved it, out of P1's area");

        // round 3: priority 2, 3, 0, 1: seat 2's move first, then seat 0's from there, both within the area
        QinTable other = sharedGreen(3);
        other.play(0, move(Effect.Direction.N));
        List<QinEvent> both = other.play(2, move(Effect.Direction.E));
        assertEquals(List.of(2, 0), moves(both).stream().map(PagodaMoved::seat).toList(), "" + both);
        assertEquals(new ziggurat.engine.kit.Square(1, 3), moves(both).get(1).to());
    }

    @Test
    @DisplayName("[qin D32] Draw-4: a seat that sold two pairs but, in a shortage, received one tile beyond its base"
            + " pays two pagodas, the first two of its list; the others stay on the board")
    void salePaidFirstListedFirst() {
        // SimultaneousExtrasTest's partners, and a fourth red pagoda P6 at (5,0): seat 0 may sell two pairs
        QinState s = SimultaneousExtrasTest.started(Fixture.pagoda(SimultaneousExtrasTest.partners(),
                PagodaColour.BLACK, 5, 0));
        s = s.apply(new PileFormed(SimultaneousExtrasTest.TWELVE.subList(0, 9), 9));   // demands 4, 2, 2, 2: L = 3
        QinTable t = QinTable.given(s);
        t.play(0, SimultaneousExtrasTest.declare("P3", "P6", "P1", "P2"));
        t.play(1, SimultaneousExtrasTest.declare());
        t.play(2, SimultaneousExtrasTest.declare());
        List<QinEvent> drawn = t.play(3, SimultaneousExtrasTest.declare());
        assertEquals(List.of(new PagodasSold(0, List.of("P3", "P6"))),
                drawn.stream().filter(e -> e instanceof PagodasSold).toList(), "" + drawn);
        QinView seen = t.sees(Viewer.SPECTATOR);
        assertEquals(3, seen.players().get(0).handSize(), "base 2 and one more");
        assertEquals(List.of("P1", "P2", "P4", "P5"), seen.pagodas().stream().map(QinView.PagodaView::id).toList());
    }
}
