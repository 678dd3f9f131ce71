package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.LegalMove;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;
import ziggurat.games.qin.order.Simultaneous;
import ziggurat.games.qin.order.RoundView;
import ziggurat.games.qin.order.WindowView;
import ziggurat.games.qin.order.Round;

/**
 * Simultaneous ({@code niu}) with the extras that act in the round's own windows [qin §5.4.3, D32, D35, D58]: the
 * sealed sale declarations of Draw-1 ({@code mai}), the round-robin picks of Draw-5 and the reward picks of APPLY
 * ({@code mas}), and the extras window with {@code ready} ({@code mil}, {@code muo}); asserted through what the seats
 * see: pending seats, legal moves, views and events.
 */
class SimultaneousExtrasTest {

    static final List<TileType> TWELVE = List.of(RR, YY, BB, RY, RB, YB, RR, YY, BB, RY, RB, YB);

    /** How many of the tile the seat holds, as its own view shows its hand. */
    static long inHand(QinTable t, int seat, TileType tile) {
        return t.sees(seat).players().get(seat).hand().stream().filter(tile::equals).count();
    }

    /** The seat's hand size, as everyone sees it. */
    static int handSize(QinTable t, int seat) {
        return t.sees(Viewer.SPECTATOR).players().get(seat).handSize();
    }

    static DeclareDraw declare(String... ids) {
        return new DeclareDraw(java.util.Arrays.stream(ids).map(PagodaRef::id).toList());
    }

    /** The round before its draw: round 1 (priority 0, 1, ...) of {@code variant}, a pile of twelve tiles. */
    static QinState roundOne(QinState s) {
        s = s.apply(new PileFormed(TWELVE, TWELVE.size()));
        return s.apply(new RoundStarted(1, Simultaneous.priority(1, s.seats())));
    }

    /**
     * The round's draw as the service starts it: Draw-1 opened when any seat has two pagodas to sell. The turn order
     * is asked directly: the round starts between two rounds, a moment no seat's move stops at.
     */
    static QinState started(QinState s) {
        Play.Turn t = new Play.Turn(s.apply(new PileFormed(TWELVE, TWELVE.size())));
        t.state().rules().order().next(t);
        return t.state();
    }

    // ---------------------------------------------------------------- mai: Draw-1 [qin D32, D58]

    /**
     * F1 with four seats under location ownership ({@code pam}): seats 0 and 2 are red partners owning the pagodas
     * P1 (4,0), P2 (4,2), P3 (6,0) on red; seats 1 and 3, yellow, own P4 (0,1) and P5 (1,0).
     */
    static QinState partners() {
        QinState s = f1("velesmainiupam", 4);
        s = pagoda(s, PagodaColour.BLACK, 4, 0);
        s = pagoda(s, PagodaColour.BLACK, 4, 2);
        s = pagoda(s, PagodaColour.BLACK, 6, 0);
        s = pagoda(s, PagodaColour.BLACK, 0, 1);
        return pagoda(s, PagodaColour.BLACK, 1, 0);
    }

    @Test
    @DisplayName("[qin D32] Draw-1: every seat owning two pagodas is pending at once with declareDraw, selling nothing"
            + " listed first and one declaration per even count, the pagodas it may name beside it")
    void declarationsOpen() {
        QinTable t = QinTable.given(started(partners()));
        assertEquals(List.of(0, 1, 2, 3), t.pendingSeats());
        assertTrue(t.pending().stream().allMatch(p -> p.kind().equals("declareDraw") && p.step() != null));
        List<LegalMove<QinMove>> legal = t.legal(0);
        assertEquals(List.of(declare(), declare("P1", "P2")), legal.stream().map(LegalMove::move).toList(),
                "one declaration per even count, not one per set");
        assertNull(legal.get(0).details());
        assertEquals(new Choice("sell", 2, List.of("P1", "P2", "P3")), legal.get(1).details());
        assertEquals(declare(), t.defaultMove(0), "selling nothing is the most passive declaration");
        assertEquals(0, t.sees(0).players().get(0).handSize(), "nothing is drawn before every declaration is in");
    }

    @Test
    @DisplayName("[qin D32] [qin §7.1] a declaration is sealed until all are in, cannot be changed, and must name an"
            + " even number of one's own pagodas")
    void declarationsAreSealed() {
        QinTable t = QinTable.given(started(partners()));
        t.refuses(0, declare("P1"), "notUsable");
        t.refuses(0, declare("P1", "P4"), "notOwner");
        t.refuses(0, declare("P1", "P1"), "noSuchPagoda");
        List<QinEvent> mine = t.play(0, declare("P1", "P2"));
        assertEquals(List.of(new DrawDeclared(0, List.of("P1", "P2"))), mine);
        assertEquals(new DrawDeclared(0, null), RULES.redact(mine.get(0), Viewer.seat(1)).orElseThrow());
        assertEquals(new DrawDeclared(0, null), RULES.redact(mine.get(0), Viewer.SPECTATOR).orElseThrow());
        assertEquals(List.of(1, 2, 3), t.pendingSeats());
        WindowView.WindowSeatView seen = t.sees(1).roundWindow().seats().get(0);
        assertTrue(seen.declared());
        assertNull(seen.sell(), "another seat sees that seat 0 declared, not what");
        assertEquals(List.of("P1", "P2"), t.sees(0).roundWindow().seats().get(0).sell());
        assertEquals(Round.Window.DECLARE, t.sees(1).roundWindow().window());
        t.refuses(0, declare(), "notYourDecision"); // a second declareDraw
        assertEquals(List.of(), t.legalMoves(0));
    }

    @Test
    @DisplayName("[qin D58] partners name the same pagoda: it stays with the first in priority order, the other list"
            + " left odd loses its last pagoda; the sales are paid and their tiles dealt in one block each")
    void sharedPagodasAndOddLists() {
        QinTable t = QinTable.given(started(partners()));
        t.play(0, declare("P1", "P2"));
        t.play(1, declare());
        t.play(2, declare("P2", "P3"));   // P2 is seat 0's: [P3] is odd, and goes
        List<QinEvent> revealed = t.play(3, declare("P5", "P4"));
        assertEquals(new DeclarationsRevealed(List.of(List.of("P1", "P2"), List.of(), List.of(), List.of("P5", "P4"))),
                revealed.get(1));
        assertEquals(List.of(new PagodasSold(0, List.of("P1", "P2")), new PagodasSold(3, List.of("P5", "P4"))),
                revealed.stream().filter(e -> e instanceof PagodasSold).toList(), "P3 stays on the board");
        QinView seen = t.sees(1);
        assertEquals(List.of(3, 2, 2, 3), List.of(0, 1, 2, 3).stream()
                .map(seat -> seen.players().get(seat).handSize()).toList(), "base 2, one more per pair");
        assertEquals(List.of("P3"), seen.pagodas().stream().map(p -> p.id()).toList());
        assertEquals(List.of("P1", "P2"), seen.roundWindow().seats().get(0).kept(), "public once revealed");
        assertEquals(Step.ACTION, seen.round().phase());
    }

    @Test
    @DisplayName("[qin D32] Draw-4: under a shortage a seat pays two pagodas only for each tile it actually receives"
            + " beyond its base")
    void paidOnlyForTilesReceived() {
        QinState s = started(partners());
        s = s.apply(new PileFormed(TWELVE.subList(0, 9), 9));   // 9 tiles for demands 3, 2, 2, 3: L = 2, one left
        QinTable t = QinTable.given(s);
        t.play(0, declare("P1", "P2"));
        t.play(1, declare());
        t.play(2, declare());
        List<QinEvent> drawn = t.play(3, declare("P4", "P5"));
        assertTrue(drawn.stream().noneMatch(e -> e instanceof PagodasSold), "nobody got a tile beyond the base: "
                + drawn);
        assertTrue(drawn.contains(new SupplyDiscarded(List.of(BB))), "" + drawn);
    }

    // ---------------------------------------------------------------- mas: Draw-5 and the reward picks [qin D32, D35]

    @Test
    @DisplayName("[qin D32] Draw-5 under mas: the seats pick from the display one tile at a time, round-robin in the"
            + " round's priority order, and the display is turned up afresh when empty")
    void roundRobinPicks() {
        QinTable t = QinTable.started("velesniumas", 2, List.of("RR", "YY", "BB", "RY", "RB", "YB", "RR", "YY", "BB",
                "RY", "RB", "YB", "RR", "YY", "BB", "RY", "RB", "YB"));
        // the deal gave 3 tiles each; the display shows the next 3: RR, YY, BB; round 1's priority is 0, 1
        assertEquals(List.of(RR, YY, BB), t.sees(1).extras().display());
        assertEquals(List.of(new PendingDecision(0, "takeTile", null)), t.pending());
        assertEquals(List.of(new TakeTile(RR), new TakeTile(YY), new TakeTile(BB)), t.legalMoves(0));
        assertEquals(List.of(), t.legalMoves(1));
        t.refuses(1, new TakeTile(YY), "notYourDecision");
        t.play(0, new TakeTile(YY));
        assertEquals(List.of(1), t.pendingSeats(), "then seat 1");
        t.play(1, new TakeTile(BB));
        assertEquals(List.of(0), t.pendingSeats(), "then seat 0 again");
        List<QinEvent> last = t.play(0, new TakeTile(RR));
        assertEquals(new DisplayFilled(List.of(RY, RB, YB)), last.get(1), "the emptied display is turned up afresh");
        t.play(1, new TakeTile(RB));
        assertEquals(List.of(RY, YB), t.sees(0).extras().display());
        assertEquals(Step.ACTION, t.sees(0).round().phase(), "every seat got its two: the action phase");
        assertEquals(5, t.sees(0).players().get(0).handSize());
        assertEquals(5, t.sees(0).players().get(1).handSize());
    }

    @Test
    @DisplayName("[qin D32] Draw-3 under mas: with a shortage every seat picks its equal share, and what is left of the"
            + " supply afterwards, display and pile, goes to the discard pile")
    void shortageUnderMas() {
        QinState s = f1("velesniumas", 3);
        s = s.apply(new PileFormed(List.of(RR, YY, BB, RY, RB), 5)).apply(new DisplayFilled(List.of(RR, YY, BB)));
        // the round's draw started as the turn order starts it, as started(...) does
        Play.Turn turn = new Play.Turn(s);
        turn.state().rules().order().next(turn);
        assertTrue(turn.events().contains(new DealOpened(1, List.of(1, 1, 1), true)), "demands 2 each, 5 tiles: one"
                + " each [qin D32]: " + turn.events());
        QinTable t = QinTable.given(turn.state());
        t.play(0, new TakeTile(YY));
        t.play(1, new TakeTile(BB));
        List<QinEvent> last = t.play(2, new TakeTile(RR));
        assertEquals(List.of(new TileTaken(2, RR), new DisplayFilled(List.of(RY, RB)),
                new SupplyDiscarded(List.of(RY, RB))), last.subList(0, 3));
        assertEquals(List.of(), t.sees(0).extras().display());
        assertEquals(0, t.sees(0).pile());
        assertEquals(List.of(RY, RB), t.sees(0).discard());
    }

    @Test
    @DisplayName("[qin D35] under mas a reward of an APPLY is picked from the display by the builder, before the step"
            + " ends")
    void rewardPickedInApply() {
        QinState s = SimultaneousTest.ex7("velesmiauniumas");
        s = s.apply(new DisplayFilled(List.of(RR, BB, YB, RY)));
        QinTable t = SimultaneousTest.committed(s, SimultaneousTest.at(2, 3, RY), SimultaneousTest.at(0, 3, YY),
                SimultaneousTest.at(4, 5, BB));
        t.play(0, SimultaneousTest.placing(2, 3, 2, 4, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        t.play(1, SimultaneousTest.placing(0, 3, 0, 4));
        List<QinEvent> applied = t.play(2, SimultaneousTest.placing(4, 5, 5, 5));
        assertTrue(applied.contains(new DrawsOwed(0, 1, DrawReason.REWARD)), "" + applied);
        assertTrue(applied.stream().noneMatch(e -> e instanceof StepEnded || e instanceof RoundEnded));
        assertEquals(List.of(new PendingDecision(0, "takeTile", null)), t.pending());
        t.refuses(0, new Commit(new Cell(0, 0), null, null), "drawOwed");
        List<QinEvent> picked = t.play(0, new TakeTile(BB));
        assertEquals(new TileTaken(0, BB), picked.get(0));
        assertTrue(picked.contains(new RoundEnded(5)), "the step, and the round, end after the pick: " + picked);
    }

    // ---------------------------------------------------------------- mil, muo: the extras window [qin D32]

    /** Round 1 of {@code variant} for three seats on F1, its extras window open: seat 0 holds RY, 1 YY, 2 BB, RR. */
    static QinState window(String variant) {
        QinState s = f1(variant, 3);
        s = hand(hand(hand(s, 0, RY), 1, YY), 2, BB, RR);
        return s.apply(new RoundStarted(1, List.of(0, 1, 2))).apply(new ExtrasOpened(1));
    }

    @Test
    @DisplayName("[qin D32] the extras window: every seat pending at once, ready listed first; receiving an offer"
            + " cancels ready")
    void offerCancelsReady() {
        QinTable t = QinTable.given(window("velesniumil"));
        assertEquals(List.of(0, 1, 2), t.pendingSeats());
        assertEquals(new Ready(), t.legalMoves(1).get(0));
        assertTrue(t.legalMoves(0).contains(new OfferTrade(1, List.of(RY), List.of(YY))));
        t.play(1, new Ready());
        assertEquals(List.of(0, 2), t.pendingSeats());
        assertTrue(t.sees(0).roundWindow().seats().get(1).ready());
        t.refuses(1, new Ready(), "notYourDecision");
        t.play(0, new OfferTrade(1, List.of(RY), List.of(YY)));
        assertFalse(t.sees(2).roundWindow().seats().get(1).ready(), "the offer cancels seat 1's ready");
        assertEquals(List.of(0, 1, 2), t.pendingSeats());
        assertEquals("respondTrade", t.pending().get(1).kind(), "seat 1 owes an answer");
        assertTrue(t.legalMoves(1).contains(new RespondTrade(true, 0)));
        t.play(1, new RespondTrade(true));
        assertEquals(1, inHand(t, 0, YY));
        assertEquals(1, inHand(t, 1, RY));
        t.play(0, new Ready());
        t.play(1, new Ready());
        List<QinEvent> closing = t.play(2, new Ready());
        assertTrue(closing.stream().anyMatch(e -> e instanceof PhaseStarted p && p.phase() == Step.ACTION));
        assertTrue(closing.stream().noneMatch(e -> e instanceof TradeLapsed));
    }

    @Test
    @DisplayName("[qin D54] two offers open to one seat in the extras window: each answer is listed with the offerer"
            + " it answers (from), answering the newer by from leaves the older open, and a from naming a seat with"
            + " no open offer to it is refused")
    void answersNameTheOfferTheyAnswer() {
        QinTable t = QinTable.given(window("velesniumil"));
        t.play(0, new OfferTrade(1, List.of(RY), List.of(YY)));
        t.play(2, new OfferTrade(1, List.of(BB), List.of(YY)));
        List<QinMove> answers = t.legalMoves(1).stream().filter(m -> m instanceof RespondTrade).toList();
        assertEquals(List.of(new RespondTrade(false, 0), new RespondTrade(true, 0), new RespondTrade(false, 2),
                new RespondTrade(true, 2)), answers, "oldest offer first, each answer naming its offerer");
        t.refuses(1, new RespondTrade(true, 1), "noOpenOffer"); // no offer from the seat itself

        t.play(1, new RespondTrade(true, 2));
        assertEquals(1, inHand(t, 1, BB), "the newer offer is taken: seat 2's BB for seat 1's YY");
        assertEquals(1, inHand(t, 2, YY));
        assertEquals(List.of(new QinView.OfferView(0, 1, List.of(RY), List.of(YY))), t.sees(2).extras().offers(),
                "seat 0's older offer is still open");
        assertEquals(List.of("respondTrade"), t.pending().stream().filter(p -> p.seat() == 1)
                .map(PendingDecision::kind).toList(), "seat 1 still owes an answer");
        t.refuses(1, new RespondTrade(false, 2), "noOpenOffer"); // seat 2's offer is answered
        assertEquals(List.of(new RespondTrade(false, 0)), t.legalMoves(1).stream()
                .filter(m -> m instanceof RespondTrade).toList(), "without its YY, seat 1 can only refuse seat 0");
        // without from, the oldest open offer is answered, as before from existed
        assertTrue(t.play(1, new RespondTrade(false)).contains(new TradeRefused(0, 1)));
    }

    @Test
    @DisplayName("[qin §5.4.3] [qin §7.1] a target answers an open offer before it may send ready, so the window"
            + " closes with no offer open")
    void targetAnswersBeforeReady() {
        QinTable t = QinTable.given(window("velesniumil"));
        t.play(2, new OfferTrade(0, List.of(BB), List.of(RY)));
        t.play(2, new Ready());
        t.play(1, new Ready());
        assertEquals(List.of(0), t.pendingSeats());
        assertEquals("respondTrade", t.pending().get(0).kind());
        assertFalse(t.legalMoves(0).contains(new Ready()), "ready is not listed while an offer waits");
        t.refuses(0, new Ready(), "pendingResponse");
        t.play(0, new RespondTrade(false));
        assertEquals(new Ready(), t.legalMoves(0).get(0));
        List<QinEvent> closing = t.play(0, new Ready());
        assertTrue(closing.get(1) instanceof PhaseStarted p && p.phase() == Step.ACTION, "" + closing);
        assertTrue(closing.stream().noneMatch(e -> e instanceof TradeLapsed));
        assertEquals(List.of(), t.sees(1).extras().offers());
        assertEquals(1, inHand(t, 2, BB), "the offered tile stays in hand");
    }

    @Test
    @DisplayName("[qin §5.7.3] an offer accepted after its offerer lost the offered tile to a destruction lapses,"
            + " published, and no tile changes hands")
    void offerLapsesWhenTheOffererNoLongerHoldsIt() {
        QinTable t = QinTable.given(window("velesniumilmuo"));
        t.play(0, new OfferTrade(1, List.of(RY), List.of(YY)));
        t.play(2, new DestroyTile(RR, 0));
        t.play(0, new DiscardTile(RY));
        assertEquals(0, inHand(t, 0, RY), "the offered tile is gone");
        List<QinEvent> answered = t.play(1, new RespondTrade(true));
        assertEquals(List.of(new TradeLapsed(0, 1)), answered.stream().filter(e -> e instanceof TradeLapsed
                || e instanceof TradeAccepted).toList());
        assertEquals(1, inHand(t, 1, YY), "the target keeps its tile");
        assertEquals(0, inHand(t, 0, YY));
        assertEquals(List.of(), t.sees(2).extras().offers());
        assertEquals(new Ready(), t.legalMoves(1).get(0), "with no offer waiting, ready is listed again");
    }

    @Test
    @DisplayName("[qin D32] [qin D55] a destruction cancels its victim's ready, and the window waits for the victim's"
            + " discard before it closes")
    void destructionCancelsReady() {
        QinTable t = QinTable.given(window("velesniumuo"));
        t.play(0, new Ready());
        t.play(1, new Ready());
        t.play(2, new DestroyTile(RR, 0));
        assertEquals(List.of(new PendingDecision(0, "discardTile", null, "round-1:extras"),
                new PendingDecision(2, "ready", null, "round-1:extras")), t.pending());
        assertEquals(List.of(new DiscardTile(RY)), t.legalMoves(0));
        t.play(2, new Ready());
        assertEquals(List.of(0), t.pendingSeats(), "not closed: the victim owes its discard, then its ready");
        t.play(0, new DiscardTile(RY));
        List<QinEvent> closing = t.play(0, new Ready());
        assertTrue(closing.stream().anyMatch(e -> e instanceof PhaseStarted p && p.phase() == Step.ACTION));
    }

    // ---------------------------------------------------------------- suo: the hand after drawing [qin D28]

    /**
     * Round 1 of War campaign for three seats on F1, its extras window open right after the draw: seat 0 holds RR, YY,
     * BB, RY (so m = 2), seat 1 YY, RB (m = 1) and seat 2 {@code third}.
     */
    static QinState campaign(String variant, TileType... third) {
        QinState s = f1(variant, 3);
        s = hand(hand(hand(s, 0, RR, YY, BB, RY), 1, YY, RB), 2, third);
        return s.apply(new RoundStarted(1, List.of(0, 1, 2))).apply(new ExtrasOpened(1));
    }

    /** Every seat sends ready, in seat order: the window closes and the action phase opens. */
    static void allReady(QinTable t) {
        for (int seat = 0; seat < t.state().seats(); seat++) {
            t.play(seat, new Ready());
        }
    }

    /** Per seat, its most placements as everyone sees them. */
    static List<Integer> maxima(QinTable t) {
        return t.sees(0).round().seats().stream().map(RoundView.RoundSeatView::max).toList();
    }

    /** The seats that take part in the open step, as everyone sees them. */
    static List<Integer> participants(QinTable t) {
        return t.sees(0).round().seats().stream().filter(RoundView.RoundSeatView::participant)
                .map(RoundView.RoundSeatView::seat).toList();
    }

    @Test
    @DisplayName("[qin D28] [qin §5.4.3] with nothing done in the extras window, each seat places at most"
            + " max(1, ⌊h/2⌋) of its hand after drawing, and a seat whose hand was empty after drawing skips P1")
    void campaignWindowChangingNothing() {
        QinTable t = QinTable.given(campaign("velessuoniumilmuo", BB, RR));
        allReady(t);
        assertEquals(List.of(2, 1, 1), maxima(t));
        assertEquals(List.of(0, 1, 2), participants(t));

        QinTable empty = QinTable.given(campaign("velessuoniumilmuo"));
        allReady(empty);
        assertEquals(List.of(2, 1, 0), maxima(empty), "h = 0: no placement");
        assertEquals(List.of(0, 1), participants(empty), "seat 2's hand was empty after drawing: not in P1");
    }

    @Test
    @DisplayName("[qin D28] a seat holding four tiles after the draw that loses one to a destruction in the extras"
            + " window still places up to two: h is its hand when the draw closed")
    void campaignMaximumAfterADestruction() {
        QinTable t = QinTable.given(campaign("velessuoniumuo", BB, RR));
        t.play(1, new DestroyTile(RB, 0));
        t.play(0, new DiscardTile(RY));
        assertEquals(3, handSize(t, 0));
        allReady(t);
        assertEquals(List.of(2, 1, 1), maxima(t), "seat 0: max(1, ⌊4/2⌋) = 2, not ⌊3/2⌋ = 1");
    }

    @Test
    @DisplayName("[qin D28] trades in the extras window change neither seat's most placements: a hand of two grown"
            + " to four still places one, a hand of four shrunk to two still places two")
    void campaignMaximumAfterATrade() {
        QinTable t = QinTable.given(campaign("velessuoniumil", BB, RR));
        t.play(1, new OfferTrade(0, List.of(YY), List.of(RR, BB, RY)));
        t.play(0, new RespondTrade(true));
        assertEquals(List.of(2, 4), List.of(handSize(t, 0), handSize(t, 1)));
        allReady(t);
        assertEquals(List.of(2, 1, 1), maxima(t));
    }

    @Test
    @DisplayName("[qin §5.4.3] a seat whose hand was not empty after drawing takes part in P1 though a destruction"
            + " emptied it: it points without a tile, which may block others, and is then forfeited")
    void campaignEmptiedHandStillTakesPartInP1() {
        QinTable t = QinTable.given(campaign("velessuoniumuo", BB));
        t.play(0, new DestroyTile(RR, 2));
        t.play(2, new DiscardTile(BB));
        assertEquals(0, handSize(t, 2));
        allReady(t);
        assertEquals(List.of(0, 1, 2), participants(t));
        assertTrue(t.legalMoves(2).contains(new Commit(new Cell(0, 0), null, null)), "a commitment without a tile");
        t.play(0, new Commit(new Cell(0, 4), YY, null));
        t.play(1, new Commit(new Cell(0, 6), YY, null));
        List<QinEvent> revealed = t.play(2, new Commit(new Cell(3, 0), null, null));
        assertTrue(revealed.stream().anyMatch(e -> e instanceof Forfeited f && f.seat() == 2), "" + revealed);
    }

    @Test
    @DisplayName("[qin D32] random games of niu with every extra end, with the windows' seats pending at once")
    void randomGamesEnd() {
        int game = 0;
        for (String variant : List.of("velesmainiu", "velesniumas", "velesniumil", "velesniumuo",
                "velesmaimiauniumilpammuomas", "velesmaisuoniupammas")) {
            for (int seats : new int[] {2, 4, 6}) {
                RandomGames.Game<QinState, QinEvent> g = RandomGames.play(RULES,
                        QinSnapshotRoundTripTest.setup(variant, seats), 31 + game++, 20_000,
                        QinConformanceTest.invariantsKept(), RandomGames.Chooser.byKind());
                assertTrue(g.finished(), variant + " at " + seats + " seats ends");
            }
        }
    }
}
