package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;

/**
 * The extras of [qin §5.7] in sequential play, as the players see them: the rulebook's decisions [qin D52] to
 * [qin D56].
 */
class ExtrasTest {

    /** Three tiles each, dealt round the table, then the display's N+1 = 3, then the rest of the pile. */
    static final List<String> STACK = List.of("RR", "YY", "RY", "YB", "RB", "BB", "YY", "RB", "BB", "RR", "RY",
            "YB", "RR", "YY", "BB", "RB");

    static QinMove firstPlacement(QinTable t, int seat) {
        return t.legalMoves(seat).stream().filter(m -> m instanceof PlaceTile).findFirst().orElseThrow();
    }

    // ---------------------------------------------------------------- Tile selection [qin D56]

    @Test
    @DisplayName("[qin D56] under mas the hands are dealt face down, then N+1 tiles are turned face up; the turn's two"
            + " draws are owed takeTiles, and nothing else is allowed until they are taken")
    void displayAndOwedDraws() {
        QinTable t = QinTable.started("velesmas", 2, STACK);
        QinView seen = t.sees(1);
        assertEquals(List.of(YY, RB, BB), seen.extras().display(), "everyone sees the display");
        assertEquals(Map.of("0", 2), seen.extras().owedDraws());
        assertEquals(List.of(0), t.pendingSeats());
        assertEquals("takeTile", t.pending(Viewer.SPECTATOR).get(0).kind());
        assertEquals(List.of(new TakeTile(YY), new TakeTile(BB), new TakeTile(RB)), t.legalMoves(0),
                "one takeTile per code in the display, in code order");
        t.refuses(0, new EndTurn(), "drawOwed");
        t.refuses(0, new TakeTile(RR), "supplyEmpty"); // no RR in the display

        assertEquals(List.of(new TileTaken(0, BB)), t.play(0, new TakeTile(BB)));
        assertEquals(List.of(YY, RB), t.sees(1).extras().display());
        assertEquals(4, t.sees(1).players().get(0).handSize());
        t.play(0, new TakeTile(YY));
        assertEquals(List.of(RB), t.sees(1).extras().display(), "not empty yet, so not refilled");
        assertEquals(Map.of(), t.sees(1).extras().owedDraws());
        assertEquals(Step.ACTION, t.sees(0).turn().step(), "the draws taken, the draw step closed by itself");
        assertEquals(new TileTaken(0, BB), Redaction.redact(new TileTaken(0, BB), Viewer.seat(1)),
                "picks are public, as the display is");
    }

    @Test
    @DisplayName("[qin D56] the moment the display is empty it is refilled with N+1 tiles from the pile")
    void displayRefilled() {
        QinTable t = QinTable.started("velesmas", 2, STACK);
        t.play(0, new TakeTile(BB));
        t.play(0, new TakeTile(YY));
        t.play(0, firstPlacement(t, 0));
        t.play(0, new EndTurn());
        assertEquals(List.of(1), t.pendingSeats());
        List<QinEvent> events = t.play(1, new TakeTile(RB));
        assertTrue(events.contains(new DisplayFilled(List.of(RR, RY, YB))), events.toString());
        assertEquals(List.of(RR, RY, YB), t.sees(0).extras().display());
        assertEquals(STACK.size() - 6 - 6, t.sees(0).pile());
    }

    @Test
    @DisplayName("[qin D53, D56] under mas a Pagoda reward draw becomes an owed takeTile, owed before anything else")
    void rewardOwedUnderMas() {
        QinState s = f1("velesmiaumas", 3).apply(new DisplayFilled(List.of(RR, YY, BB)));
        QinTable t = QinTable.given(acting(s, 0, RY, YY));
        List<QinEvent> events = t.play(0, place(RY, 2, 2, 2, 3, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        assertTrue(events.contains(new DrawsOwed(0, 1, DrawReason.REWARD)), events.toString());
        assertEquals(Map.of("0", 1), t.sees(1).extras().owedDraws());
        t.refuses(0, new EndTurn(), "drawOwed");
        t.play(0, new TakeTile(RR));
        assertEquals(List.of(RR, YY), t.sees(0).players().get(0).hand());
        t.accepts(0, new EndTurn());
    }

    // ---------------------------------------------------------------- Selling pagodas [qin D52]

    /** F1 under {@code mai} (with Player colours): seat 0 has claimed green and owns the two green pagodas. */
    static QinState twoGreens(String variant) {
        QinState s = f1(variant, 3);
        s = pagoda(pagoda(s, PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 3, 1);
        return claim(s, 0, PagodaColour.GREEN);
    }

    @Test
    @DisplayName("[qin D52] while the draw step is open, two own pagodas go back to the supply for one tile, drawn at"
            + " once and seen by the drawer alone")
    void sellTwoForOne() {
        QinTable t = QinTable.given(drawing(twoGreens("velesmai"), 0, RY));
        assertTrue(t.legalMoves(0).contains(new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2")))));
        SellPagodas sale = new SellPagodas(List.of(PagodaRef.id("P1"), new PagodaRef(null, 3, 1, null)));
        List<QinEvent> events = t.play(0, sale);
        assertEquals(new PagodasSold(0, List.of("P1", "P2")), events.get(0));
        assertEquals(new TilesDrawn(0, List.of(RR), 1, DrawReason.SALE), events.get(1));
        assertEquals(new TilesDrawn(0, null, 1, DrawReason.SALE), Redaction.redact(events.get(1), Viewer.seat(1)));
        assertEquals(List.of(), t.sees(1).pagodas());
        assertEquals(24, t.sees(1).pagodaSupply().get(PagodaColour.GREEN));
        assertEquals(2, t.sees(1).players().get(0).handSize());
        assertEquals(Step.DRAW, t.sees(0).turn().step(), "selling may be repeated: the draw step stays open");
    }

    @Test
    @DisplayName("[qin D52] a sale is listed once per number of pagodas, the first ones named, with the pagodas it may"
            + " name instead beside it; any of them is accepted")
    void salesListedOncePerCount() {
        QinState s = twoGreens("velesmai");
        for (int[] cell : new int[][] {{0, 0}, {0, 2}, {2, 0}, {6, 6}}) {
            s = pagoda(s, PagodaColour.GREEN, cell[0], cell[1]);
        }
        QinTable t = QinTable.given(drawing(s, 0, RY));
        List<String> mine = List.of("P1", "P2", "P3", "P4", "P5", "P6");
        List<ziggurat.engine.LegalMove<QinMove>> sales = t.legal(0).stream()
                .filter(m -> m.move() instanceof SellPagodas).toList();
        assertEquals(List.of(2, 4, 6), sales.stream().map(m -> ((SellPagodas) m.move()).pagodas().size()).toList(),
                "one sale per even count, not one per set (31 of them here)");
        assertEquals(new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2"), PagodaRef.id("P3"),
                PagodaRef.id("P4"))), sales.get(1).move());
        assertEquals(new Choice("pagodas", 4, mine), sales.get(1).details());
        List<QinEvent> events = t.play(0, new SellPagodas(List.of(PagodaRef.id("P6"), PagodaRef.id("P3"))));
        assertEquals(new PagodasSold(0, List.of("P6", "P3")), events.get(0), "any two of the choice");
    }

    @Test
    @DisplayName("[qin D52, D16] once a tile is placed the draw step is closed and pagodas can no longer be sold")
    void sellOnlyInDrawStep() {
        QinTable t = QinTable.given(drawing(twoGreens("velesmai"), 0, RY));
        t.play(0, place(RY, 0, 3, 0, 4));
        t.refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2"))), "wrongStep");
        assertTrue(t.legalMoves(0).stream().noneMatch(m -> m instanceof SellPagodas));
    }

    @Test
    @DisplayName("[qin D52] only one's own pagodas are sold, and not when the supply holds fewer than j tiles")
    void sellRefusals() {
        QinState s = drawing(twoGreens("velesmai"), 1, RY);
        QinTable.given(s).refuses(1, new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2"))), "notOwner");
        QinState dry = drawing(twoGreens("velesmai"), 0, RY);
        QinTable.given(dry).refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"),
                PagodaRef.id("P9"))), "noSuchPagoda");
        QinTable.given(dry).refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"),
                PagodaRef.id("P1"))), "noSuchPagoda"); // the same pagoda twice
        dry.drawn = dry.pile.size();
        QinTable.given(dry).refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"),
                PagodaRef.id("P2"))), "supplyEmpty");
    }

    @Test
    @DisplayName("[qin D52, §5.6.2] a pagoda in a Trash-bin village is inert and cannot be sold")
    void inertNotSold() {
        QinState s = f1("velesmaiko", 3);
        s = pagoda(pagoda(pagoda(s, PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 3, 1), PagodaColour.GREEN, 3, 3);
        QinTable t = QinTable.given(drawing(claim(s, 0, PagodaColour.GREEN), 0, RY));
        t.refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P3"))), "notUsable");
        // pagodas go two for a tile: one alone is no sale
        t.refuses(0, new SellPagodas(List.of(PagodaRef.id("P1"))), "notUsable");
        t.refuses(0, new SellPagodas(List.of()), "notUsable"); // nor is none
        assertEquals(List.of(new SellPagodas(List.of(PagodaRef.id("P1"), PagodaRef.id("P2")))),
                t.legalMoves(0).stream().filter(m -> m instanceof SellPagodas).toList());
    }

    @Test
    @DisplayName("[qin D52, §3.5] selling the lower pagoda of a tower brings the one above it down a level")
    void sellFromTower() {
        QinState s = f1("verlesmai", 3);
        s = pagoda(pagoda(pagoda(s, PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 3, 1);
        QinTable t = QinTable.given(drawing(claim(s, 0, PagodaColour.GREEN), 0, RY));
        t.play(0, new SellPagodas(List.of(new PagodaRef(null, 1, 5, 0), PagodaRef.id("P3"))));
        assertEquals(List.of(new QinView.PagodaView("P2", PagodaColour.GREEN, 1, 5, 0, List.of(0))),
                t.sees(1).pagodas());
    }

    @Test
    @DisplayName("[qin D52, D56] under mas a sale's tiles are owed takeTiles from the display")
    void sellUnderMas() {
        QinState s = drawing(twoGreens("velesmaimas").apply(new DisplayFilled(List.of(RR, YY, BB))), 0, RY);
        List<QinEvent> events = QinTable.given(s).play(0, new SellPagodas(List.of(PagodaRef.id("P1"),
                PagodaRef.id("P2"))));
        assertEquals(new DrawsOwed(0, 1, DrawReason.SALE), events.get(1));
    }

    @Test
    @DisplayName("[qin D16] under mai a created game's first turn waits in its draw step; a placement closes it")
    void drawStepOpenUnderMai() {
        QinTable t = QinTable.started("velesmai", 2, STACK);
        assertEquals(Step.DRAW, t.sees(0).turn().step());
        assertEquals("draw", t.pending(Viewer.SPECTATOR).get(0).kind());
        t.play(0, firstPlacement(t, 0));
        assertEquals(Step.END, t.sees(0).turn().step());
    }

    // ---------------------------------------------------------------- Tile trading [qin D54]

    @Test
    @DisplayName("[qin D54] an offer is public; the game waits for the target and the offerer; acceptance swaps the"
            + " tiles at once")
    void tradeAccepted() {
        QinTable t = QinTable.given(hand(acting(f1("velesmil", 3), 0, BB, RY), 2, RR, YB));
        OfferTrade offer = new OfferTrade(2, List.of(BB), List.of(RR));
        t.play(0, offer);
        assertEquals(List.of(new QinView.OfferView(0, 2, List.of(BB), List.of(RR))), t.sees(1).extras().offers());
        assertEquals(List.of(0, 2), t.pendingSeats());
        assertEquals(List.of(new RespondTrade(false), new RespondTrade(true)), t.legalMoves(2));
        assertEquals(List.of(new WithdrawTrade()), t.legalMoves(0));
        assertEquals(List.of(), t.legalMoves(1));
        t.refuses(0, place(RY, 0, 3, 0, 4), "pendingResponse");
        t.refuses(1, new RespondTrade(true), "notYourDecision");
        t.refuses(0, new RespondTrade(true), "noOpenOffer");
        t.play(2, new RespondTrade(true));
        assertEquals(List.of(RR, RY), t.sees(0).players().get(0).hand());
        assertEquals(List.of(BB, YB), t.sees(2).players().get(2).hand());
        assertEquals(List.of(), t.sees(1).extras().offers());
        assertEquals(List.of(0), t.pendingSeats());
    }

    @Test
    @DisplayName("[qin D54] a target without the wanted tiles can only refuse; an offerer may withdraw; both are the"
            + " default answers")
    void tradeRefusedOrWithdrawn() {
        QinTable t = QinTable.given(hand(acting(f1("velesmil", 3), 0, BB, RY), 2, YB));
        t.play(0, new OfferTrade(2, List.of(BB, RY), List.of(RR)));
        QinState open = t.state();
        t.refuses(2, new RespondTrade(true), "tilesNotInHand");
        assertEquals(List.of(new RespondTrade(false)), t.legalMoves(2));
        assertEquals(new RespondTrade(false), t.defaultMove(2));
        assertEquals(new WithdrawTrade(), t.defaultMove(0));
        assertEquals(List.of(new TradeRefused(0, 2)), QinTable.given(open).play(2, new RespondTrade(false)));
        assertEquals(List.of(new TradeWithdrawn(0, 2)), t.play(0, new WithdrawTrade()));
        assertEquals(List.of(BB, RY), t.sees(0).players().get(0).hand());
    }

    @Test
    @DisplayName("[qin D54] one gives only tiles of one's hand, to another seat; trading is the active seat's")
    void offerRefusals() {
        QinTable t = QinTable.given(acting(f1("velesmil", 3), 0, BB, RY));
        t.refuses(0, new OfferTrade(1, List.of(RR), List.of(YY)), "tilesNotInHand");
        t.refuses(0, new OfferTrade(0, List.of(BB), List.of(YY)), "notParticipant");
        t.refuses(1, new OfferTrade(0, List.of(BB), List.of(YY)), "notYourDecision");
        // a variant without mil has no trading
        QinTable.given(acting(f1("veles", 3), 0, BB)).refuses(0, new OfferTrade(1, List.of(BB), List.of(YY)), "wrongStep");
    }

    // ---------------------------------------------------------------- Tile destruction [qin D55]

    @Test
    @DisplayName("[qin D55] destroying discards one's own tile at once; the victim alone is waited for and must"
            + " discard a tile of its choice; both tiles are public")
    void destruction() {
        QinTable t = QinTable.given(hand(acting(f1("velesmuo", 3), 0, BB, RY), 1, YY, YB));
        t.play(0, new DestroyTile(BB, 1));
        assertEquals(List.of(BB), t.sees(2).discard());
        assertEquals(List.of(new QinView.DestructionView(0, 1)), t.sees(2).extras().destructions());
        assertEquals(List.of(1), t.pendingSeats());
        assertEquals("discardTile", t.pending(Viewer.SPECTATOR).get(0).kind());
        assertEquals(List.of(new DiscardTile(YY), new DiscardTile(YB)), t.legalMoves(1));
        t.refuses(0, place(RY, 0, 3, 0, 4), "notYourDecision");
        t.refuses(1, new EndTurn(), "pendingResponse");
        t.refuses(1, new DiscardTile(RR), "tileNotInHand");
        assertEquals(new DiscardTile(YY), t.defaultMove(1), "the first tile of its hand in code order");
        t.play(1, new DiscardTile(YB));
        assertEquals(List.of(BB, YB), t.sees(2).discard());
        assertEquals(1, t.sees(2).players().get(1).handSize());
        assertEquals(List.of(0), t.pendingSeats(), "the turn goes on");
    }

    @Test
    @DisplayName("[qin D55] the victim is another seat holding at least one tile, and the tile one's own")
    void destructionRefusals() {
        QinTable t = QinTable.given(hand(acting(f1("velesmuo", 3), 0, BB), 1));
        t.refuses(0, new DestroyTile(BB, 1), "tilesNotInHand");
        t.refuses(0, new DestroyTile(RR, 2), "tileNotInHand");
        t.refuses(0, new DestroyTile(BB, 0), "notParticipant");
        assertNull(QinTable.given(f1("veles", 3)).sees(0).extras(), "a game without extras shows none");
    }
}
