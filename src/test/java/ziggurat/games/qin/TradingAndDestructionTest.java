package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove.*;

/** The extras of [qin §5.7] in the corners ExtrasTest leaves: as the players see them. */
class TradingAndDestructionTest {

    @Test
    @DisplayName("[qin D54] an offer is an exchange: an empty give or want is refused as malformed")
    void offerIsAnExchange() {
        for (String json : List.of("{\"type\": \"offerTrade\", \"to\": 1, \"give\": [], \"want\": [\"RR\"]}",
                "{\"type\": \"offerTrade\", \"to\": 1, \"give\": [\"RR\"], \"want\": []}")) {
            RuntimeException e = assertThrows(RuntimeException.class,
                    () -> ziggurat.play.GameJson.readMove(RULES, ziggurat.play.GameJson.readTree(json)), json);
            assertEquals("Problem", e.getClass().getSimpleName(), json + ": " + e);
        }
    }

    @Test
    @DisplayName("[qin D54] under niu any seat offers to any other, one open offer per seat at a time")
    void oneOpenOfferPerSeat() {
        QinTable t = QinTable.given(SimultaneousExtrasTest.window("velesniumil"));
        t.play(2, new OfferTrade(0, List.of(BB), List.of(RY)));
        t.refuses(2, new OfferTrade(1, List.of(RR), List.of(YY)), "pendingResponse");
        t.accepts(1, new OfferTrade(0, List.of(YY), List.of(RY))); // another seat may offer
        t.play(2, new WithdrawTrade());
        t.accepts(2, new OfferTrade(1, List.of(RR), List.of(YY))); // withdrawn, a new one
    }

    @Test
    @DisplayName("[qin D55] a partner is a valid victim")
    void partnerIsAVictim() {
        QinTable t = QinTable.given(hand(acting(f1("velesmuo", 4), 0, BB), 2, YY));
        assertEquals(0, t.sees(Viewer.SPECTATOR).players().get(2).colour().ordinal(), "seat 2 is red too");
        t.accepts(0, new DestroyTile(BB, 2));
        t.play(0, new DestroyTile(BB, 2));
        assertEquals(List.of(new DiscardTile(YY)), t.legalMoves(2));
    }

    @Test
    @DisplayName("[qin D56] owed draws lapse when the display and the pile are empty: with one tile left seat 0 owes"
            + " one takeTile of its two; with none, none, and the turn is in its action step")
    void owedDrawsLapse() {
        QinTable one = QinTable.started("velesmas", 2, List.of("RR", "YY", "BB", "RY", "RB", "YB", "RR"));
        assertEquals(List.of(RR), one.sees(Viewer.SPECTATOR).extras().display());
        assertEquals(Map.of("0", 1), one.sees(Viewer.SPECTATOR).extras().owedDraws());
        one.play(0, new TakeTile(RR));
        assertEquals(Step.ACTION, one.sees(0).turn().step());

        QinTable none = QinTable.started("velesmas", 2, List.of("RR", "YY", "BB", "RY", "RB", "YB"));
        assertEquals(Map.of(), none.sees(Viewer.SPECTATOR).extras().owedDraws());
        assertEquals(Step.ACTION, none.sees(0).turn().step());
    }
}
