package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.RULES;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.order.RoundView;
import ziggurat.games.qin.order.Round;

/**
 * Simultaneous ({@code niu}) [qin §5.4.3, D32, D33, D34, D59, D60], as the worked example Ex 7 plays it on fixture F1 with
 * three seats in round 5 (priority order 1, 2, 0), asserted through what the seats see: pending seats, legal moves,
 * views and redacted events.
 */
class SimultaneousTest {

    /** Ex 7's table: F1, velesniu, three seats, round 5's step A1 open, seat 0 holding RY, 1 YY, 2 BB. */
    static QinState ex7() {
        return ex7("velesniu");
    }

    static QinState ex7(String variant) {
        QinState s = Fixture.f1(variant, 3);
        s = Fixture.hand(s, 0, TileType.RY);
        s = Fixture.hand(s, 1, TileType.YY);
        s = Fixture.hand(s, 2, TileType.BB);
        s = s.apply(new RoundStarted(5, List.of(1, 2, 0)));
        s = s.apply(new PhaseStarted(5, Step.ACTION, List.of(1, 1, 1)));
        return s.apply(new StepOpened(5, Step.ACTION, 1, false, List.of(0, 1, 2)));
    }

    static Commit at(int row, int col, TileType tile) {
        return new Commit(new Cell(row, col), tile, null);
    }

    static Resolve placing(int r1, int c1, int r2, int c2, VillagePagoda... village) {
        return Resolve.place(List.of(new Cell(r1, c1), new Cell(r2, c2)), List.of(village));
    }

    /** The position given, then seats 0, 1 and 2 commit in turn. */
    static QinTable committed(QinState s, Commit c0, Commit c1, Commit c2) {
        QinTable t = QinTable.given(s);
        t.play(0, c0);
        t.play(1, c1);
        t.play(2, c2);
        return t;
    }

    /** What everyone sees of the seat in the round. */
    static RoundView.RoundSeatView roundSeat(QinTable t, int seat) {
        return t.sees(Viewer.SPECTATOR).round().seats().get(seat);
    }

    /** Whether everyone sees the village on the cell founded. */
    static boolean founded(QinTable t, int row, int col) {
        return t.sees(Viewer.SPECTATOR).villages().stream()
                .anyMatch(v -> v.row() == row && v.col() == col && v.founded());
    }

    @Test
    @DisplayName("[qin D32] [qin §7.1] step A1: every seat is pending at once, and a commitment is sealed from the others")
    void commitmentsAreSealed() {
        QinTable t = QinTable.given(ex7());
        assertEquals(List.of(0, 1, 2), t.pendingSeats());
        assertTrue(t.pending().stream().allMatch(p -> p.step() != null), "one simultaneous step");
        List<QinEvent> mine = t.play(0, at(2, 3, TileType.RY));
        assertEquals(List.of(new Committed(0, new Cell(2, 3), TileType.RY, null)), mine);
        assertEquals(new Committed(0, null, null, null), RULES.redact(mine.get(0), Viewer.seat(1)).orElseThrow());
        assertEquals(mine.get(0), RULES.redact(mine.get(0), Viewer.seat(0)).orElseThrow());

        assertEquals(List.of(1, 2), t.pendingSeats());
        RoundView.RoundSeatView other = t.sees(1).round().seats().get(0);
        assertTrue(other.committed());
        assertNull(other.cell());
        assertNull(other.tile());
        RoundView.RoundSeatView own = t.sees(0).round().seats().get(0);
        assertEquals(new Cell(2, 3), own.cell());
        assertEquals(TileType.RY, own.tile());
        t.refuses(0, at(2, 2, TileType.RY), "notYourDecision"); // a commitment cannot be changed
    }

    @Test
    @DisplayName("[qin D32] commit: out only in optional steps, a tile from the hand, a cell of the board")
    void commitRefusals() {
        QinTable t = QinTable.given(ex7());
        t.refuses(0, Commit.dropOut(), "mandatoryActionAvailable");
        t.refuses(0, at(2, 3, TileType.BB), "tileNotInHand");
        t.refuses(0, new Commit(new Cell(2, 3), null, null), "tileNotInHand");
        t.refuses(0, at(7, 3, TileType.RY), "offBoard");
        List<QinMove> legal = t.legalMoves(0);
        assertEquals(49, legal.size(), "every cell of F1 with the one tile type in hand: " + legal.size());
        assertFalse(legal.contains(Commit.dropOut()));
    }

    @Test
    @DisplayName("[qin §8] Ex 7 the reveal publishes every pointed cell but no tile; the options respect the exclusion zones [qin D33]")
    void ex7RevealAndOptions() {
        QinTable t = committed(ex7(), at(2, 3, TileType.RY), at(0, 3, TileType.YY), at(4, 5, TileType.BB));
        QinView seen = t.sees(2);
        assertEquals(new Cell(2, 3), seen.round().seats().get(0).cell());
        assertNull(seen.round().seats().get(0).tile(), "the face-down tile stays hidden");
        assertEquals(List.of(0, 1, 2), t.pendingSeats());
        VillagePagoda black = new VillagePagoda(3, 3, PagodaColour.BLACK);
        // seat 0: (2,3) with (2,2) or (2,4), either way founding village (3,3); (1,3) is in seat 1's zone
        List<QinMove> zero = t.legalMoves(0);
        assertTrue(zero.contains(placing(2, 3, 2, 4, black)));
        assertTrue(zero.contains(placing(2, 2, 2, 3, black)));
        assertTrue(zero.stream().allMatch(m -> ((Resolve) m).cells().stream().noneMatch(c -> c.row() == 1)), "" + zero);
        t.refuses(0, placing(2, 3, 1, 3, black), "exclusionZone");
        t.refuses(0, placing(2, 3, 3, 3), "villageCell");
        t.refuses(0, placing(2, 3, 2, 4), "villagePagodaColourRequired");
        t.refuses(0, placing(2, 1, 2, 2), "mustMatchCommitment");
        // seat 1: (0,3) with (0,2) or (0,4); seat 2: (4,5) with (5,5) or (4,6)
        t.refuses(1, placing(0, 3, 1, 3), "exclusionZone");
        t.accepts(1, placing(0, 3, 0, 4));
        t.accepts(1, placing(0, 2, 0, 3));
        t.accepts(2, placing(4, 5, 5, 5));
        t.accepts(2, placing(4, 5, 4, 6));
        t.refuses(2, placing(4, 5, 3, 5), "cellColoured");
        t.refuses(2, placing(4, 5, 4, 4), "waterCell");
    }

    @Test
    @DisplayName("[qin §8] Ex 7 resolutions are sealed, then applied in the order 1, 2, 0; seat 0 founds village (3,3); no use step [qin D59]; every lastTurn is 5")
    void ex7Apply() {
        QinTable t = committed(ex7(), at(2, 3, TileType.RY), at(0, 3, TileType.YY), at(4, 5, TileType.BB));
        VillagePagoda black = new VillagePagoda(3, 3, PagodaColour.BLACK);
        List<QinEvent> sealed = t.play(0, placing(2, 3, 2, 4, black));
        assertEquals(new Resolved(0, null), RULES.redact(sealed.get(0), Viewer.seat(1)).orElseThrow());
        t.play(1, placing(0, 3, 0, 4));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        List<Integer> order = new ArrayList<>();
        for (QinEvent e : applied) {
            if (e instanceof TilePlaced p) {
                order.add(p.seat());
            }
        }
        assertEquals(List.of(1, 2, 0), order, "applied in priority order");
        assertTrue(applied.contains(new VillageFounded(0, 3, 3)));
        assertTrue(applied.stream().anyMatch(e -> e instanceof PagodaBuilt b && b.seat() == 0 && b.row() == 3
                && b.col() == 3 && b.how() == BuildKind.VILLAGE));
        assertTrue(applied.contains(new ColourClaimed(0, PagodaColour.BLACK, true)), "" + applied);
        assertTrue(applied.stream().noneMatch(e -> e instanceof PhaseStarted p && p.phase() == Step.USE),
                "pei has no uses: U1 is skipped");
        assertTrue(applied.contains(new RoundEnded(5)));
        QinView seen = t.sees(Viewer.SPECTATOR);
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(5, seen.players().get(seat).lastTurn());
        }
        assertTrue(seen.result() != null || seen.round().number() == 6, "the next round, or the end");
        assertEquals(List.of(), t.pending().stream().filter(p -> p.kind().equals("resolve")).toList());
    }

    @Test
    @DisplayName("[qin §8] Ex 7 variation (a): pointing into each other's zones forfeits both, published; village (3,3) stays unfounded [qin D33, D34]")
    void ex7VariationA() {
        QinTable t = QinTable.given(ex7());
        t.play(0, at(2, 3, TileType.RY));
        t.play(1, at(2, 2, TileType.YY));
        List<QinEvent> reveal = t.play(2, at(4, 5, TileType.BB));
        assertTrue(reveal.contains(new Forfeited(0, ForfeitReason.NO_LEGAL_OPTION)));
        assertTrue(reveal.contains(new Forfeited(1, ForfeitReason.NO_LEGAL_OPTION)));
        assertEquals(List.of(2), t.pendingSeats(), "only seat 2 has an option");
        assertEquals(List.of(), t.legalMoves(0));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        assertTrue(applied.stream().noneMatch(e -> e instanceof TilePlaced p && p.seat() != 2), "" + applied);
        assertTrue(applied.contains(new StepEnded(5, Step.ACTION, 1)));
        assertFalse(founded(t, 3, 3));
        assertEquals(5, t.sees(Viewer.SPECTATOR).players().get(0).lastTurn(),
                "the forfeit counted as seat 0's A1 action: the round is over");
    }

    @Test
    @DisplayName("[qin §8, D32] Ex 7 variation (b): two seats pointing at one cell both forfeit: only a use may share a cell")
    void ex7VariationB() {
        QinTable t = committed(ex7(), at(2, 3, TileType.RY), at(2, 3, TileType.YY), at(4, 5, TileType.BB));
        assertEquals(List.of(2), t.pendingSeats());
        assertTrue(roundSeat(t, 0).forfeited() && roundSeat(t, 1).forfeited());
        t.refuses(0, placing(2, 3, 2, 4), "notYourDecision");
        t.play(2, placing(4, 5, 4, 6));
        assertFalse(founded(t, 3, 3));
    }

    @Test
    @DisplayName("[qin D60] two placements found the same village from outside each other's zones: the first in priority order builds its pagoda, the later one keeps its tile placed and its village pagoda is ignored")
    void revalidatedAtApply() {
        QinTable t = committed(ex7(), at(0, 6, TileType.RY), at(1, 3, TileType.YY), at(5, 3, TileType.BB));
        VillagePagoda black = new VillagePagoda(3, 3, PagodaColour.BLACK);
        VillagePagoda white = new VillagePagoda(3, 3, PagodaColour.WHITE);
        t.play(0, placing(0, 6, 0, 5));
        t.play(1, placing(1, 3, 2, 3, black));
        List<QinEvent> applied = t.play(2, placing(4, 3, 5, 3, white));
        assertTrue(applied.contains(new TilePlaced(2, TileType.BB, List.of(new ziggurat.engine.kit.Square(4, 3),
                new ziggurat.engine.kit.Square(5, 3)))), "" + applied);
        assertEquals(List.of(new VillageFounded(1, 3, 3)),
                applied.stream().filter(e -> e instanceof VillageFounded).toList());
        List<QinEvent> built = applied.stream().filter(e -> e instanceof PagodaBuilt).toList();
        assertEquals(1, built.size(), "" + built);
        assertEquals(PagodaColour.BLACK, ((PagodaBuilt) built.get(0)).colour());
        assertTrue(applied.stream().noneMatch(e -> e instanceof Forfeited));
    }

    @Test
    @DisplayName("[qin D32] [qin D59] random games of niu variants end, with several seats pending at once")
    void randomGamesEnd() {
        int game = 0;
        for (String variant : List.of("velesniu", "velessuoniupam", "vellesseniuko", "velesmiauniupam")) {
            for (int seats : new int[] {2, 3, 4, 6}) {
                RandomGames.Game<QinState, QinEvent> g = RandomGames.play(RULES,
                        QinSnapshotRoundTripTest.setup(variant, seats), 77 + game++, 20_000,
                        new RandomGames.Watcher<>() {
                        });
                assertTrue(g.finished(), variant + " at " + seats + " seats ends");
                assertNotNull(g.state().result());
                QinConformanceTest.checkInvariants(g.state());
            }
        }
    }

    @Test
    @DisplayName("[qin D32] [qin D59] through whole games: out is offered first in optional steps only; a use step takes only seats owning a pagoda they may use, and none under pei; every commit and resolve is seen by the others as submitted only")
    void stepsThroughWholeGames() {
        int useSteps = 0;
        int optionalSteps = 0;
        int game = 0;
        for (String variant : List.of("velessuoniupam", "velesmiauniupam", "velesniu", "vellesseniuko")) {
            for (int seats : new int[] {2, 3, 4}) {
                RandomGames.Game<QinState, QinEvent> g = RandomGames.play(RULES,
                        QinSnapshotRoundTripTest.setup(variant, seats), 500 + game++, 20_000,
                        new RandomGames.Watcher<>() {
                        });
                QinState s = RULES.initial();
                for (QinEvent e : g.log()) {
                    if (e instanceof StepOpened o && o.phase() == Step.USE) {
                        assertTrue(s.rules().pagodas().hasUses(), variant + " has uses [qin D59]");
                        for (int seat : o.participants()) {
                            assertTrue(s.ownedPagodas(seat) > 0, variant + ": seat " + seat + " owns a pagoda");
                        }
                        useSteps++;
                    }
                    if (e instanceof Committed c) {
                        Committed seen = (Committed) RULES.redact(c, Viewer.seat((c.seat() + 1) % seats)).orElseThrow();
                        assertEquals(new Committed(c.seat(), null, null, null), seen);
                    }
                    if (e instanceof Resolved r) {
                        assertEquals(new Resolved(r.seat(), null),
                                RULES.redact(r, Viewer.seat((r.seat() + 1) % seats)).orElseThrow());
                    }
                    s = RULES.evolve(s, e);
                    if (s.round != null && s.round.stage() == Round.Stage.COMMIT) {
                        for (int seat : s.round.participants()) {
                            if (s.round.waitsFor(seat)) {
                                List<QinMove> legal = RULES.legalMoves(s, seat);
                                assertEquals(s.round.optional(), legal.get(0).equals(Commit.dropOut()), variant);
                                optionalSteps += s.round.optional() ? 1 : 0;
                            }
                        }
                    }
                }
                assertTrue(s.over(), variant + " ends");
            }
        }
        assertTrue(useSteps > 0, "use steps were played");
        assertTrue(optionalSteps > 0, "optional steps were played");
    }

    @Test
    @DisplayName("[qin D35] [qin D53] under Pagoda reward, the village pagoda built in APPLY draws its builder a tile at once, in the APPLY order")
    void pagodaRewardInApply() {
        QinTable t = committed(ex7("velesmiauniu"), at(2, 3, TileType.RY), at(0, 3, TileType.YY),
                at(4, 5, TileType.BB));
        t.play(0, placing(2, 3, 2, 4, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        t.play(1, placing(0, 3, 0, 4));
        List<QinEvent> applied = t.play(2, placing(4, 5, 5, 5));
        int built = -1;
        int reward = -1;
        for (int i = 0; i < applied.size(); i++) {
            if (applied.get(i) instanceof PagodaBuilt) {
                built = i;
            }
            if (applied.get(i) instanceof TilesDrawn d && d.reason() == DrawReason.REWARD) {
                assertEquals(0, d.seat());
                assertEquals(1, d.count());
                reward = i;
            }
        }
        assertTrue(built >= 0 && reward > built && applied.get(reward - 1) instanceof ColourClaimed
                || reward == built + 1, "" + applied);
        assertTrue(applied.indexOf(new RoundEnded(5)) > reward, "drawn before the round ends");
    }

    @Test
    @DisplayName("[qin D22] under niu a game is stalled after two rounds in a row without progress, not after 2N")
    void stalledAfterTwoIdleRounds() {
        // every seat points at the lake: nobody has an option, all three forfeit, and the round changes nothing
        QinState idle = ex7();
        idle.idle = 0;
        QinTable once = committed(idle, at(4, 4, TileType.RY), at(4, 4, TileType.YY), at(4, 4, TileType.BB));
        assertNull(once.sees(Viewer.SPECTATOR).result(), "one idle round is not yet a stall");
        // the count of idle rounds is the rules' own: no view shows it
        assertEquals(1, once.state().idle);

        QinState idleBefore = ex7();
        idleBefore.idle = 1;   // the round before changed nothing either
        QinTable twice = committed(idleBefore, at(4, 4, TileType.RY), at(4, 4, TileType.YY), at(4, 4, TileType.BB));
        GameEnded ended = twice.sees(Viewer.SPECTATOR).result();
        assertNotNull(ended, "two idle rounds end the game, though 2N would be six");
        assertTrue(ended.endReasons().contains("stalled"), ended.endReasons().toString());
    }

    @Test
    @DisplayName("[qin D22] in sequential play a game is stalled after 2N turns in a row without progress")
    void stalledAfterTwoNIdleTurns() {
        // seat 0 has no tile and cannot buy: its action step is skipped [qin D26], and the turn changes nothing
        QinState table = Fixture.hand(Fixture.hand(Fixture.f1("veles", 3), 1, TileType.RR), 2, TileType.YY);
        QinState fifth = Fixture.acting(table, 0);
        fifth.idle = 4;
        QinTable t = QinTable.given(fifth);
        t.play(0, new QinMove.EndTurn());
        assertNull(t.sees(Viewer.SPECTATOR).result(), "five idle turns of three seats are not yet a stall");
        // the count of idle turns is the rules' own: no view shows it
        assertEquals(5, t.state().idle);

        QinState sixth = Fixture.acting(table, 0);
        sixth.idle = 5;
        QinTable last = QinTable.given(sixth);
        last.play(0, new QinMove.EndTurn());
        GameEnded ended = last.sees(Viewer.SPECTATOR).result();
        assertNotNull(ended, "the sixth, 2N for three seats, ends it");
        assertTrue(ended.endReasons().contains("stalled"), ended.endReasons().toString());
    }
}
