package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Outcome;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent.*;

/** [contest §1.3] the deal, the deck sizes after setup, the 2-seat reduction and stacked decks. */
class SetupTest {

    @Test
    void deckSizesAfterSetup() {
        assertEquals(153, Table.started(4, "a").state.deckCount());
        assertEquals(161, Table.started(3, "a").state.deckCount());
        assertEquals(139, Table.started(2, "a").state.deckCount());
        assertEquals(30, Table.started(2, "a").state.setAsideCount());
        assertEquals(169, Table.started(2, "a", Map.of("twoPlayerDeckReduction", false), Optional.empty()).state.deckCount());
    }

    @Test
    void everySeatStartsWithEightCardsFourLeadersAndACatastrophe() {
        Table t = Table.started(4, "b");
        ContestView v = (ContestView) Table.RULES.view(t.state, Viewer.EVERYONE);
        for (int seat = 0; seat < 4; seat++) {
            assertEquals(8, t.state.handSize(seat));
            assertEquals(List.of(Colour.values()), v.seats().get(seat).supply());
            assertFalse(t.state.catastropheUsed(seat));
            assertEquals(Dynasty.ofSeat(seat), v.seats().get(seat).dynasty());
        }
        assertEquals(8, t.state.treasureHeads());
        assertEquals(List.of(Ship.values()), t.state.shipsAvailable());
        assertEquals(0, t.pendingSeat());
        assertEquals("action", t.pendingKind());
        assertEquals(0, t.state.actionsTaken());
        assertEquals(Outcome.RUNNING, Table.RULES.outcome(t.state));
        assertEquals(193, ContestConformanceTest.cardsAccountedFor(t.state));
    }

    @Test
    void theSameSeedDealsTheSameGame() {
        assertEquals(Table.started(3, "same").log, Table.started(3, "same").log);
        assertNotEquals(Table.started(3, "same").log, Table.started(3, "other").log);
    }

    @Test
    void aStackIsTheWholeDeckDealtFromTheTopAndNeverReduced() {
        List<String> stack = new ArrayList<>();
        stack.addAll(Collections.nCopies(8, "black"));
        stack.addAll(Collections.nCopies(8, "green"));
        stack.addAll(List.of("red", "blue", "red"));
        Table t = Table.started(2, "c", Map.of(), Optional.of(stack));
        assertEquals(8, t.state.hand(0, Colour.BLACK));
        assertEquals(8, t.state.hand(1, Colour.GREEN));
        assertEquals(List.of(Colour.RED, Colour.BLUE, Colour.RED), t.state.deckInOrder());
        assertEquals(0, t.state.setAsideCount(), "a stacked deck is not reduced");
        assertTrue(((GameStarted) t.log.get(0)).stacked());
        assertTrue(((ContestView) Table.RULES.view(t.state, Viewer.SPECTATOR)).stacked());
    }

    @Test
    void theRulesetPresentsItselfAndIsRegistered() {
        RulesetInfo info = Table.RULES.info();
        assertEquals("contest-of-kings", info.id());
        assertEquals("Euphrates & Tigris: Contest of Kings", info.name());
        assertEquals(2, info.minSeats());
        assertEquals(4, info.maxSeats());
        assertEquals(Table.RULES.moveTypes().keySet(), Set.copyOf(info.moveTypes()));
        assertTrue(info.options().containsKey("twoPlayerDeckReduction"));
        assertTrue(info.options().containsKey("openVictoryPiles"));
        boolean found = false;
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            found |= r instanceof ContestRuleset;
        }
        assertTrue(found, "META-INF/services registers the ruleset");
    }
}
