package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.*;
import ziggurat.games.qin.order.Simultaneous;
import ziggurat.games.qin.order.PagodaAuction;

/** The worked examples of [qin §8] that concern the modules this service plays, asserted as a player sees them. */
class WorkedExamplesTest {

    /** The owners of the top pagoda on the cell, as everyone at the table sees them. */
    static List<Integer> ownersOfTop(QinTable t, int row, int col) {
        return t.sees(Viewer.SPECTATOR).pagodas().stream()
                .filter(p -> p.row() == row && p.col() == col).reduce((a, b) -> b).orElseThrow().owners();
    }

    // ---------------------------------------------------------------- Fixture F1

    @Test
    @DisplayName("[qin §8] F1's provinces: red [9], yellow [6, 1], blue [5, 1]")
    void f1Provinces() {
        QinState s = f1("veles", 3);
        assertEquals(List.of(9), s.provinces(TileColour.RED));
        assertEquals(List.of(6, 1), s.provinces(TileColour.YELLOW));
        assertEquals(List.of(5, 1), s.provinces(TileColour.BLUE));
    }

    // ---------------------------------------------------------------- Ex 3

    @Test
    @DisplayName("[qin §8] Ex 3 placement legality on the Bird board, empty but for its start squares")
    void ex3Bird() {
        QinTable t = QinTable.given(acting(position("veles", Board.BIRD, 2, List.of()), 0, RY, RY, BB, YB, RR));
        t.accepts(0, place(BB, 4, 6, 4, 7));
        t.accepts(0, place(BB, 5, 5, 5, 6));
        t.refuses(0, place(BB, 3, 6, 3, 7), "notTouchingColour");
        t.refuses(0, place(BB, 3, 8, 3, 9), "villageCell");
        t.refuses(0, place(BB, 4, 5, 4, 6), "startSquare");
        t.refuses(0, place(BB, 11, 11, 11, 12), "offBoard");
    }

    @Test
    @DisplayName("[qin §8] Ex 3 placement legality on F1, no black power; Base asks for the village pagoda's colour")
    void ex3F1() {
        QinTable t = QinTable.given(acting(f1("veles", 3), 0, RY, YY));
        RuleViolation v = t.refuses(0, place(RY, 2, 2, 2, 3), "villagePagodaColourRequired");
        assertEquals(List.of(Map.of("row", 3, "col", 3)), v.extensions().get("villages"));
        assertEquals(List.of("black", "white", "green", "violet"), v.extensions().get("allowedColours"));
        t.accepts(0, place(RY, 2, 2, 2, 3, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        t.accepts(0, place(RY, 0, 3, 0, 4));
        t.refuses(0, place(RY, 2, 3, 3, 3), "villageCell");
        // under Soft obstacle too: no colour on two sides of the village
        QinTable.given(acting(f1("veleske", 3), 0, RY)).refuses(0, place(RY, 2, 3, 3, 3), "villageCell");
        t.refuses(0, place(RY, 1, 2, 1, 3), "cellColoured");
        t.refuses(0, place(RY, 4, 3, 4, 4), "waterCell");
        t.accepts(0, place(RY, 6, 5, 6, 6));
        for (QinMove m : t.legalMoves(0)) {
            if (m instanceof PlaceTile p) {
                for (Cell c : p.cells()) {
                    assertFalse(c.row() == 0 && c.col() == 0 || c.row() == 5 && c.col() == 1,
                            "(0,0) and (5,1) can never be covered in F1: " + p);
                }
            }
        }
    }

    // ---------------------------------------------------------------- Ex 4

    @Test
    @DisplayName("[qin §8] Ex 4 the complete list of legal pagoda sites on F1 with all four colours in play")
    void ex4Sites() {
        QinState s = f1("veles", 3);
        List<String> sites = new ArrayList<>();
        for (int[] site : Patterns.sites(s)) {
            sites.add("(" + site[0] + "," + site[1] + ") " + PagodaColour.values()[site[2]]);
        }
        assertEquals(List.of("(1,1) black", "(3,1) violet", "(3,5) violet", "(4,1) white", "(4,2) violet",
                "(5,0) white", "(5,2) white", "(6,1) white"), sites);
        QinState withPagoda = pagoda(s, PagodaColour.BLACK, 1, 1);
        assertFalse(Patterns.site(withPagoda, 1, 1, PagodaColour.BLACK), "X holds a pagoda");
        QinState towers = pagoda(f1("verles", 3), PagodaColour.BLACK, 1, 1);
        assertTrue(Patterns.site(towers, 1, 1, PagodaColour.BLACK), "under ver + pei pagodas stack");
        assertFalse(Patterns.site(s, 5, 1, PagodaColour.BLACK), "(5,1) is grass: X is part of the pattern (D37)");
    }

    // ---------------------------------------------------------------- Ex 5 (with Player colours)

    @Test
    @DisplayName("[qin §8, D29] Ex 5 War campaign: the placement's new green site gets a pagoda, the old violet site none")
    void ex5WarCampaign() {
        QinTable t = QinTable.given(acting(f1("velessuo", 3), 2, BB, RR, YY, RY));
        List<QinEvent> events = t.play(2, place(BB, 4, 5, 5, 5));
        List<PagodaBuilt> built = t.lastOf(PagodaBuilt.class);
        assertEquals(1, built.size(), events.toString());
        assertEquals(new PagodaBuilt(2, "P1", PagodaColour.GREEN, 3, 5, 0, BuildKind.PATTERN), built.get(0));
        assertTrue(events.contains(new ColourClaimed(2, PagodaColour.GREEN, true)), "seat 2 claims green");
        // provinces and sites are the rules' reading of the cells: no view lists them
        assertEquals(List.of(8), t.state().provinces(TileColour.BLUE), "start square B(5,6) merged in");
        assertFalse(Patterns.site(t.state(), 3, 5, PagodaColour.VIOLET), "the violet site at (3,5) is gone");
    }

    @Test
    @DisplayName("[qin §8] Ex 5 War campaign with location ownership (velessuopam): the new green pagoda is seat 2's third")
    void ex5WarCampaignByLocation() {
        QinState s = pagoda(pagoda(f1("velessuopam", 3), PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 1, 6);
        assertEquals(2, QinTable.given(s).sees(Viewer.SPECTATOR).players().get(2).pagodas(), "two pagodas on blue cells");
        s.hands[2][BB.ordinal()] = 1;
        // seat 2's turn is started directly, as the turn order starts it: the example is the turn's draw and step
        Play.Turn t = new Play.Turn(s);
        Play.startTurn(t, 2);
        assertEquals(new TilesDrawn(2, List.of(RR, YY, BB), 3, DrawReason.TURN), t.events().get(1), "k+1 = 3 tiles");
        assertEquals(new StepStarted(2, Step.ACTION, 2), t.events().get(2), "h = 4: at most 2 placements");
        QinTable after = QinTable.given(t.state());
        List<QinEvent> events = after.play(2, place(BB, 4, 5, 5, 5));
        assertEquals(List.of(new PagodaBuilt(2, "P3", PagodaColour.GREEN, 3, 5, 0, BuildKind.PATTERN)),
                events.stream().filter(e -> e instanceof PagodaBuilt || e instanceof ColourClaimed).toList(),
                "only the green site is new, and nobody claims colours here");
        assertEquals(List.of(2), ownersOfTop(after, 3, 5), "it stands on a blue cell");
        assertEquals(3, after.sees(2).players().get(2).pagodas(), "the next War campaign draw is 4 tiles");
        // provinces are the rules' reading of the cells: no view lists them
        assertEquals(List.of(8), after.state().provinces(TileColour.BLUE));
        List<QinMove> next = after.legalMoves(2);
        assertTrue(next.contains(new Pass()), "seat 2 may pass");
        assertTrue(next.stream().anyMatch(m -> m instanceof PlaceTile), "or place a second tile");
    }

    @Test
    @DisplayName("[qin §5.3.3, D28] War campaign draws k+1 tiles and allows max(1, h/2) placements")
    void warCampaignDrawsAndPlacements() {
        QinState s = f1("velessuo", 3);
        s = claim(pagoda(pagoda(s, PagodaColour.GREEN, 1, 5), PagodaColour.GREEN, 1, 6), 2, PagodaColour.GREEN);
        assertEquals(2, QinTable.given(s).sees(Viewer.SPECTATOR).players().get(2).pagodas(), "k = 2");
        s.hands[2][TileType.BB.ordinal()] = 1;
        // seat 2's turn is started directly, as the turn order starts it: the rule is the turn's draw and step
        Play.Turn t = new Play.Turn(s);
        Play.startTurn(t, 2);
        assertEquals(new TilesDrawn(2, List.of(RR, YY, BB), 3, DrawReason.TURN), t.events().get(1));
        assertEquals(new StepStarted(2, Step.ACTION, 2), t.events().get(2), "h = 4, so at most 2 placements");
    }

    // ---------------------------------------------------------------- Ex 6

    /** Ex 6's table: four seats (0 and 2 red, 1 and 3 yellow); P1–P3 on red cells, P4–P5 on yellow, P6 on blue. */
    static QinState ex6() {
        QinState s = f1("velesnopa", 4);
        for (int col = 0; col < 3; col++) {
            s = pagoda(s, PagodaColour.WHITE, 4, col);
        }
        s = pagoda(pagoda(s, PagodaColour.BLACK, 1, 0), PagodaColour.BLACK, 1, 1);
        s = pagoda(s, PagodaColour.BLACK, 1, 5);
        s.lastActive = 1;   // the previous turn was seat 1's
        s.turn = 6;
        return s;
    }

    /**
     * The next turn given out: here, the auction opened (or the turn started when nobody can bid). The turn order is
     * asked directly: the example starts between two turns, a moment no seat's move stops at.
     */
    static QinState nextTurn(QinState s) {
        Play.Turn t = new Play.Turn(s);
        s.rules().order().next(t);
        return t.state();
    }

    static Bid bid(String... ids) {
        return new Bid(ids.length, java.util.Arrays.stream(ids).map(PagodaRef::id).toList());
    }

    @Test
    @DisplayName("[qin §8, D31] Ex 6 auction: seats 0 and 2 tie at 2, the tie order starts after seat 1, so seat 2 wins and pays")
    void ex6Auction() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        PagodaAuction.AuctionView opened = t.sees(3).auction();
        assertEquals(List.of(3, 2, 3, 2), opened.seats().stream().map(PagodaAuction.BidderView::maxBid).toList(),
                "maxBid: 3, 2, 3, 2 (the blue pagoda is nobody's)");
        assertEquals(List.of(0, 1, 2, 3), t.pendingSeats(), "every seat that owns a pagoda bids, all at once");
        assertTrue(t.pending().stream().allMatch(p -> "auction:turn-7".equals(p.step())),
                "one simultaneous step: a bid never changes what another seat may bid");
        assertNull(t.sees(Viewer.SPECTATOR).turn(), "no turn is being played while the auction is open");

        t.play(0, bid("P1", "P2"));
        t.play(1, bid("P4"));
        t.play(3, Bid.nothing());
        PagodaAuction.BidderView seat0 = t.sees(2).auction().seats().get(0);
        assertTrue(seat0.bid(), "seat 2 sees that seat 0 has bid ...");
        assertNull(seat0.amount(), "... but not what");
        assertEquals(2, t.sees(0).auction().seats().get(0).amount(), "seat 0 sees its own bid");
        assertEquals(List.of(2), t.pendingSeats());

        List<QinEvent> last = t.play(2, bid("P2", "P3"));
        assertEquals(new BidSubmitted(2, 2, List.of("P2", "P3")), last.get(0));
        assertEquals(new BidsRevealed(List.of(2, 1, 2, 0),
                List.of(List.of("P1", "P2"), List.of("P4"), List.of("P2", "P3"), List.of()), 2), last.get(1),
                "top bid 2 tied between seats 0 and 2; the order after seat 1 is 2, 3, 0, 1: seat 2 wins");
        assertEquals(new AuctionPaid(2, List.of("P2", "P3")), last.get(2));
        assertEquals(new TurnStarted(7, 2), last.get(3), "seat 2 takes the turn");

        QinView view = t.sees(Viewer.SPECTATOR);
        assertNull(view.auction());
        assertEquals(1, view.players().get(0).pagodas(), "seats 0 and 2 now each own 1 pagoda");
        assertEquals(1, view.players().get(2).pagodas());
        assertEquals(23, view.pagodaSupply().get(PagodaColour.WHITE), "the two paid pagodas are back: 21 + 2");
        assertEquals(List.of("P1", "P4", "P5", "P6"), view.pagodas().stream().map(QinView.PagodaView::id).toList());
        assertEquals(2, view.turn().seat());
        assertEquals(7, view.players().get(2).lastTurn(), "lastTurn is updated for the winner");
    }

    @Test
    @DisplayName("[qin D31] a seat's bids are listed once per amount, naming its first pagodas, with the pagodas it may"
            + " name instead beside each; any of them is accepted")
    void bidsListedOncePerAmount() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        List<ziggurat.engine.LegalMove<QinMove>> bids = t.legal(0);
        assertEquals(List.of(Bid.nothing(), bid("P1"), bid("P1", "P2"), bid("P1", "P2", "P3")),
                bids.stream().map(ziggurat.engine.LegalMove::move).toList());
        assertNull(bids.get(0).details(), "a bid of 0 names nothing");
        assertEquals(new Choice("pagodas", 2, List.of("P1", "P2", "P3")), bids.get(2).details());
        t.play(0, bid("P3", "P1"));
        assertEquals(2, t.sees(0).auction().seats().get(0).amount());
        assertEquals(List.of("P1", "P3"), t.sees(0).auction().seats().get(0).pagodas(),
                "the pagodas it named, in board order");
    }

    @Test
    @DisplayName("[qin §8, D31] Ex 6 variations: if all bid 0, seat 2 wins and pays nothing; if nobody owns a pagoda, seat 2 plays without an auction")
    void ex6Variations() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        for (int seat = 0; seat < 4; seat++) {
            t.play(seat, Bid.nothing());
        }
        assertEquals(2, t.sees(Viewer.SPECTATOR).turn().seat(), "the tie of four zeros goes to the first after seat 1");
        assertEquals(6, t.sees(Viewer.SPECTATOR).pagodas().size(), "nobody pays");
        QinState none = ex6();
        none.pagodas = List.of();
        // the turn order asked directly, as nextTurn does
        Play.Turn turn = new Play.Turn(none);
        none.rules().order().next(turn);
        assertEquals(new TurnStarted(7, 2), turn.events().get(0), "no auction at all");
    }

    @Test
    @DisplayName("[qin D31] the first auction's ties go to seat 0 first: the previous seat counts as seat N−1")
    void firstAuctionTies() {
        QinState s = pagoda(pagoda(f1("velesnopa", 3), PagodaColour.BLACK, 4, 0), PagodaColour.BLACK, 1, 0);
        QinTable t = QinTable.given(nextTurn(s));
        t.play(1, bid("P2"));
        t.play(0, bid("P1"));
        assertEquals(0, t.sees(Viewer.SPECTATOR).turn().seat(), "seats 0 and 1 tie at 1; seat 2 cannot bid");
        assertEquals(1, t.sees(Viewer.SPECTATOR).turn().number());
    }

    @Test
    @DisplayName("[qin D31, §7] a bid: at most maxBid, exactly amount different owned pagodas; only bids while the auction is open")
    void bidViolations() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        t.refuses(1, bid("P4", "P5", "P1"), "invalidBid"); // seat 1 owns 2
        t.refuses(1, bid("P1"), "notOwner"); // P1 stands on red
        t.refuses(0, bid("P6"), "notOwner"); // P6 stands on blue: nobody's
        t.refuses(0, bid("P9"), "noSuchPagoda");
        t.refuses(0, new Bid(2, List.of(PagodaRef.id("P1"))), "invalidBid"); // two named for a bid of 2
        // the same pagoda twice, by id and by cell
        t.refuses(0, new Bid(2, List.of(PagodaRef.id("P1"), PagodaRef.at(4, 0))), "invalidBid");
        t.accepts(0, new Bid(1, List.of(PagodaRef.at(4, 2)))); // a pagoda named by its cell
        t.refuses(0, new EndTurn(), "wrongStep");
        t.play(0, Bid.nothing());
        t.refuses(0, Bid.nothing(), "notYourDecision"); // a bid cannot be changed once submitted
        QinState turn = acting(f1("velesnopa", 4), 0, RR);
        QinTable.given(turn).refuses(0, Bid.nothing(), "wrongStep"); // no auction is open during a turn
    }

    @Test
    @DisplayName("[qin D31, §7.1] legal moves of a bidder: bid 0 first, then every amount once; none for a seat that has bid")
    void bidLegalMoves() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        List<QinMove> seat1 = t.legalMoves(1);
        assertEquals(List.of(Bid.nothing(), bid("P4"), bid("P4", "P5")), seat1);
        assertEquals(4, t.legalMoves(0).size(), "0 to 3 of seat 0's three pagodas");
        assertEquals(Bid.nothing(), t.defaultMove(0), "the most passive bid");
        t.play(1, Bid.nothing());
        assertEquals(List.of(), t.legalMoves(1));
    }

    @Test
    @DisplayName("[qin §7.1] a bid is sealed: the other seats' events show only that the seat has bid, until the reveal")
    void bidsAreSealed() {
        QinTable t = QinTable.given(nextTurn(ex6()));
        BidSubmitted mine = (BidSubmitted) t.play(0, bid("P1")).get(0);
        assertEquals(new BidSubmitted(0, 1, List.of("P1")), RULES.redact(mine, Viewer.seat(0)).orElseThrow());
        assertEquals(new BidSubmitted(0, null, null), RULES.redact(mine, Viewer.seat(2)).orElseThrow(),
                "not even seat 0's partner sees it");
        assertEquals(new BidSubmitted(0, null, null), RULES.redact(mine, Viewer.SPECTATOR).orElseThrow());
    }

    // ---------------------------------------------------------------- Ex 7, Ex 8 (the parts of niu played so far)

    @Test
    @DisplayName("[qin §8, D32] Ex 7 the priority order of round 5 with three seats is 1, 2, 0")
    void ex7Priority() {
        assertEquals(List.of(1, 2, 0), Simultaneous.priority(5, 3));
        assertEquals(List.of(0, 1, 2), Simultaneous.priority(1, 3), "round 1 starts at seat 0");
    }

    @Test
    @DisplayName("[qin §8, D32] Ex 8 tile shortage under niu: the seats receiving the most receive equally many")
    void ex8Shortage() {
        assertEquals(List.of(1, 1, 1), Simultaneous.allocation(List.of(2, 2, 2), 5),
                "Build or buy, supply 5, demands 2/2/2: L = 1, the other 2 tiles are discarded");
        assertEquals(List.of(1, 2, 2), Simultaneous.allocation(List.of(1, 3, 4), 6),
                "War campaign, supply 6, demands 1/3/4: L = 2, 1 tile is discarded");
        assertEquals(List.of(2, 2, 2), Simultaneous.allocation(List.of(2, 2, 2), 6), "enough for everyone");
        assertEquals(List.of(0, 0), Simultaneous.allocation(List.of(2, 2), 1), "one tile cannot be shared: L = 0");
    }

    // ---------------------------------------------------------------- Ex 9

    static QinState ex9(String variant) {
        QinState s = f1(variant, 3);
        s.lastTurn = new int[] {31, 29, 30};
        s.lastActive = 0;
        return s;
    }

    @Test
    @DisplayName("[qin §8, D17, D18] Ex 9 winner evaluation: viu, vuo, ve and vel on F1")
    void ex9Winners() {
        // each position is scored as given, as the example does: no sequence of moves need lead to it
        assertEquals(2, Play.result(ex9("viules"), List.of("supplyEmpty")).winner(), "viu: largest 9, 6, 5");
        assertEquals(1, Play.result(ex9("vuoles"), List.of("supplyEmpty")).winner(), "vuo: 0, 1, 1; seat 1's turn is older");

        QinState tied = ex9("viules");
        tied.colour[tied.board().index(0, 1)] = (byte) TileColour.BLUE.ordinal();   // yellow provinces become [5, 1]
        assertEquals(List.of(5, 1), tied.provinces(TileColour.YELLOW));
        GameEnded viu = Play.result(tied, List.of("supplyEmpty"));
        assertEquals(1, viu.winner(), "viu tie at 5, vuo tie at 1, turn longest ago");

        QinState ve = ex9("veles");
        ve = claim(claim(claim(ve, 0, PagodaColour.BLACK), 1, PagodaColour.WHITE), 2, PagodaColour.GREEN);
        for (int col : new int[] {0, 2, 3, 4}) {
            ve = pagoda(pagoda(ve, PagodaColour.BLACK, 0, col), PagodaColour.GREEN, 6, col + 1 == 3 ? 6 : col + 1);
        }
        for (int col : new int[] {0, 2, 3}) {
            ve = pagoda(ve, PagodaColour.WHITE, 2, col);
        }
        ve.lastTurn = new int[] {31, 29, 30};
        GameEnded most = Play.result(ve, List.of("supplyEmpty"));
        assertEquals(Map.of("lastTurn", 31, "pagodas", 4), most.measures().get("0"));
        assertEquals(2, most.winner(), "ve: 4, 3, 4; seat 2's turn is older than seat 0's");
        assertEquals(List.of("pagodas tie between seats 0,2", "turnLongestAgo: seat 2"), most.tieBreaks());

        QinState vel = ex9("velles");
        vel = claim(claim(claim(vel, 0, PagodaColour.BLACK), 1, PagodaColour.WHITE), 2, PagodaColour.GREEN);
        vel.pagodas = ve.pagodas;
        vel.hands[0][RR.ordinal()] = 5;
        vel.hands[1][YY.ordinal()] = 5;
        vel.hands[2][BB.ordinal()] = 2;
        assertEquals(0, Play.result(vel, List.of("supplyEmpty")).winner(), "vel: 5, 5, 2; ve decides 4 vs 3");
    }

    // ---------------------------------------------------------------- Ex 10

    @Test
    @DisplayName("[qin §8, D27] Ex 10 n under By provinces: the fewest provinces 1, the most 2, between 3")
    void ex10ByProvinces() {
        QinState s = f1("vellesse", 3);
        // n is read where each seat's turn starts: the action step's size, which no view of F1's turn shows in advance
        List<Integer> n = new ArrayList<>();
        for (int seat = 0; seat < 3; seat++) {
            Play.Turn t = new Play.Turn(s);
            Play.startTurn(t, seat);
            n.add(((StepStarted) t.events().get(t.events().size() - 1)).max());
        }
        assertEquals(List.of(1, 2, 2), n, "red 1, yellow 2, blue 2");
        QinState start = position("vellesse", Board.BIRD, 3, List.of());
        for (int seat = 0; seat < 3; seat++) {
            assertEquals(1, TurnContent.ByProvinces.n(start, seat), "at the start every count is 1");
        }
        // counts red 4, yellow 2, blue 3
        QinState mixed = position("vellesse", Board.BIRD, 3, List.of(
                "r.r.r.......", "............", "............", "............", "............", "b.b.........",
                "............", "y...........", "............", "............", "............", "............"));
        assertEquals(List.of(2, 1, 3), List.of(TurnContent.ByProvinces.n(mixed, 0), TurnContent.ByProvinces.n(mixed, 1),
                TurnContent.ByProvinces.n(mixed, 2)), "red 4 → 2, yellow 2 → 1, blue 3 → 3");
    }

    // ---------------------------------------------------------------- Ex 11

    @Test
    @DisplayName("[qin §8, D25, D49] Ex 11 Base village ownership follows the majority beside the village (velespa)")
    void ex11BaseOwnership() {
        QinTable one = QinTable.given(acting(f1("velespa", 3), 0, RY));
        RuleViolation v = one.refuses(0, place(RY, 3, 2, 2, 2), "villagePagodaColourRequired");
        assertEquals(List.of("black", "white"), v.extensions().get("allowedColours"));
        one.play(0, place(RY, 3, 2, 2, 2, new VillagePagoda(3, 3, PagodaColour.BLACK)));
        assertEquals(List.of(0), ownersOfTop(one, 3, 3), "red 1: red (seat 0) owns");
        assertTrue(one.sees(Viewer.SPECTATOR).villages().stream()
                .anyMatch(village -> village.row() == 3 && village.col() == 3 && village.conquered()));
        QinTable two = QinTable.given(acting(one.state(), 1, YY));
        two.play(1, place(YY, 2, 3, 2, 4));
        assertEquals(List.of(0, 1), ownersOfTop(two, 3, 3), "red 1, yellow 1: both own");
        QinTable three = QinTable.given(acting(two.state(), 2, YY));
        three.play(2, place(YY, 4, 3, 5, 3));
        assertEquals(List.of(1), ownersOfTop(three, 3, 3), "yellow 2, red 1: seat 1 owns");
        assertEquals(1, three.sees(Viewer.SPECTATOR).pagodas().size(), "no second village pagoda is built");
    }

    // ---------------------------------------------------------------- Ex 12

    static QinState edges(String startingEdge) {
        Board b = new Board("edges", 6, 6, "", true, startingEdge, List.of(
                "......", "......", "...R..", "..Y...", "....B.", "......"), true);
        return position("vela", b, 2, List.of("..r...", "......", ".....y", "b.....", "......", "......"));
    }

    @Test
    @DisplayName("[qin §8, D24] Ex 12 Board edges: three edges touched; with a starting edge, the opposite one too")
    void ex12BoardEdges() {
        EndRule la = new EndRule.BoardEdges();
        assertTrue(la.holds(edges("none")), "N, W, E touched");
        assertFalse(la.holds(edges("N")), "S is not touched");
        assertTrue(la.holds(edges("S")), "N is touched");
        QinState corner = position("vela", edges("none").board(), 2, List.of("r.....", "......", "......", "......",
                "......", ".....b"));
        assertTrue(la.holds(corner), "a corner touches two edges: N, W and (5,5) S, E");
    }

    // ---------------------------------------------------------------- Ex 13

    @Test
    @DisplayName("[qin §8, D11] Ex 13 colour powers: black lets its owner cover old tiles, white forbids it (velespa)")
    void ex13ColourPowers() {
        QinState s = pagoda(f1("velespa", 3), PagodaColour.BLACK, 4, 1);
        assertEquals(List.of(0), ownersOfTop(QinTable.given(s), 4, 1), "on a red cell: seat 0 owns it");
        QinTable zero = QinTable.given(acting(s, 0, BB, BB));
        zero.refuses(0, place(BB, 4, 1, 4, 2), "pagodaOnCell");
        zero.refuses(0, place(BB, 6, 2, 6, 3), "startSquare");
        zero.play(0, place(BB, 2, 1, 3, 1));
        // provinces are the rules' reading of the cells: no view lists them
        assertEquals(List.of(4, 1), zero.state().provinces(TileColour.YELLOW));
        assertEquals(List.of(5, 2, 1), zero.state().provinces(TileColour.BLUE));
        QinTable.given(acting(s, 1, BB)).refuses(1, place(BB, 2, 1, 3, 1), "noBlackPower");
        QinState white = acting(pagoda(s, PagodaColour.WHITE, 1, 2), 0, BB);
        QinTable.given(white).refuses(0, place(BB, 2, 1, 3, 1), "whiteProtected");
        QinTable.given(white).accepts(0, place(BB, 5, 0, 6, 0));
    }

    // ---------------------------------------------------------------- Ex 14

    /** Ex 14's position: black (4,0) and green (4,2) on red, white (1,1) on yellow, violet (3,5) on blue. */
    static QinState ex14(String variant) {
        QinState s = f1(variant, 3);
        s = pagoda(s, PagodaColour.BLACK, 4, 0);
        s = pagoda(s, PagodaColour.GREEN, 4, 2);
        s = pagoda(s, PagodaColour.WHITE, 1, 1);
        return pagoda(s, PagodaColour.VIOLET, 3, 5);
    }

    @Test
    @DisplayName("[qin §8, D46, D47, D48] Ex 14 combinations: seat 0 uses its black pagoda with the green one in row 4 (velespes)")
    void ex14Combinations() {
        QinTable t = QinTable.given(using(ex14("velespes"), 0, 1));
        assertEquals(List.of(0), ownersOfTop(t, 4, 0));
        assertEquals(List.of(0), ownersOfTop(t, 4, 2));
        assertEquals(List.of(1), ownersOfTop(t, 1, 1));
        assertEquals(List.of(2), ownersOfTop(t, 3, 5));
        PagodaRef black = PagodaRef.id("P1");
        PagodaRef green = PagodaRef.id("P2");
        List<Effect> withGreen = t.legalMoves(0).stream()
                .filter(m -> m instanceof UsePagoda u && u.pagoda().equals(black)).map(m -> ((UsePagoda) m).effect())
                .toList();
        assertEquals(List.of(
                        Effect.slideAway(green, Effect.Mover.PARTNER, new Cell(4, 3)),
                        Effect.slideAway(green, Effect.Mover.PARTNER, new Cell(4, 5)),
                        Effect.slideAway(green, Effect.Mover.PARTNER, new Cell(4, 6)),
                        Effect.pullBetween(green, PagodaRef.id("P3"), new Cell(4, 1)),
                        Effect.pullBetween(green, PagodaRef.id("P4"), new Cell(4, 1))), withGreen,
                "green slides to (4,3), (4,5) or (4,6), not onto the water (4,4); black cannot move, the edge is in"
                        + " the way; white or violet may be pulled to (4,1), the only cell between");
        // (4,4) is water
        t.refuses(0, new UsePagoda(black, Effect.slideAway(green, Effect.Mover.PARTNER, new Cell(4, 4))), "illegalDestination");

        UsePagoda pull = new UsePagoda(black, Effect.pullBetween(green, PagodaRef.at(3, 5), new Cell(4, 1)));
        assertEquals(List.of(new PagodaMoved(0, "P1", Effect.Kind.PULL_BETWEEN, "P4", new Square(3, 5),
                new Square(4, 1), List.of(0)), new StepStarted(0, Step.END, 0)), t.play(0, pull),
                "a use of the black pagoda, the turn's one use");
        assertEquals(List.of(0), ownersOfTop(t, 4, 1), "on a red cell the violet pagoda is seat 0's now");
        assertEquals(3, t.sees(Viewer.SPECTATOR).players().get(0).pagodas());
        assertEquals(0, t.sees(Viewer.SPECTATOR).players().get(2).pagodas(), "seat 2 lost it");
    }

    // ---------------------------------------------------------------- Ex 15

    @Test
    @DisplayName("[qin §8, D15] Ex 15 a full sequential turn in veles: draw 2, place, endTurn, seat 1's turn")
    void ex15FullTurn() {
        QinTable t = QinTable.started("veles", 2, List.of("RY", "YY", "RY", "YY", "BB", "YY", "YB", "RR", "BB", "BB", "RB"));
        assertEquals(List.of(RR, BB, RY, RY, YB), t.sees(0).players().get(0).hand(),
                "dealt 3, then drew 2 (a hand lists its tiles in code order)");
        assertEquals(Step.ACTION, t.sees(0).turn().step());
        t.play(0, place(RY, 5, 5, 5, 6));
        assertEquals('r', t.sees(Viewer.SPECTATOR).cells().get(5).charAt(5));
        assertEquals('y', t.sees(Viewer.SPECTATOR).cells().get(5).charAt(6));
        assertEquals(Step.END, t.sees(0).turn().step(), "under pei there is no use: only endTurn is left");
        assertEquals(List.of(new EndTurn()), t.legalMoves(0));
        t.play(0, new EndTurn());
        QinView next = t.sees(Viewer.SPECTATOR);
        assertEquals(2, next.turn().number());
        assertEquals(1, next.turn().seat());
        assertEquals(1, next.players().get(0).lastTurn());
        assertNull(next.result(), "the supply still has tiles");
    }

    @Test
    @DisplayName("[qin §5.3, §5.5.4] buying a pagoda discards three tiles; the buyer claims the colour and a marker")
    void buyingClaimsTheColour() {
        QinTable t = QinTable.given(acting(f1("veles", 3), 0, RR, BB, YB, RY));
        t.refuses(0, new BuyPagoda(new Cell(5, 1), PagodaColour.BLACK, List.of(YB, RR, BB)), "noLegalSite");
        t.refuses(0, new BuyPagoda(new Cell(1, 1), PagodaColour.BLACK, List.of(RR, RR, BB)), "tileNotInHand");
        QinTable.given(acting(f1("velespu", 3), 0, RR, BB, YB)).refuses(0, new BuyPagoda(new Cell(1, 1), PagodaColour.WHITE, List.of(YB, RR, BB)), "colourNotInPlay");
        t.refuses(0, new EndTurn(), "mandatoryActionAvailable");
        List<QinEvent> events = t.play(0, new BuyPagoda(new Cell(1, 1), PagodaColour.BLACK, List.of(YB, RR, BB)));
        assertEquals(List.of(new TilesDiscarded(0, List.of(RR, BB, YB)),
                new PagodaBuilt(0, "P1", PagodaColour.BLACK, 1, 1, 0, BuildKind.BOUGHT),
                new ColourClaimed(0, PagodaColour.BLACK, true), new StepStarted(0, Step.END, 0)), events);
    }

    @Test
    @DisplayName("[qin §5.7.2, D53] Pagoda reward: each pagoda built draws its builder a tile at once")
    void pagodaReward() {
        QinTable t = QinTable.given(acting(f1("velesmiau", 3), 0, RR, BB, YB, RY));
        List<QinEvent> events = t.play(0, new BuyPagoda(new Cell(1, 1), PagodaColour.BLACK, List.of(YB, RR, BB)));
        assertEquals(List.of(new TilesDiscarded(0, List.of(RR, BB, YB)),
                new PagodaBuilt(0, "P1", PagodaColour.BLACK, 1, 1, 0, BuildKind.BOUGHT),
                new ColourClaimed(0, PagodaColour.BLACK, true), new TilesDrawn(0, List.of(RR), 1, DrawReason.REWARD),
                new StepStarted(0, Step.END, 0)), events);
        QinTable village = QinTable.given(acting(f1("velesmiau", 3), 0, RY));
        List<QinEvent> founded = village.play(0, place(RY, 2, 2, 2, 3, new VillagePagoda(3, 3, PagodaColour.GREEN)));
        assertTrue(founded.contains(new TilesDrawn(0, List.of(RR), 1, DrawReason.REWARD)), "a Base village pagoda too");
    }
}
