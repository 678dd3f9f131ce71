package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Outcome;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent.*;

/** [contest §1.3] the deal, the deck sizes after setup, the 2-seat reduction and stacked decks. */
class SetupTest {

    @Test
    @DisplayName("[contest §1.3, D3] the deck after setup: eight cards dealt to each seat, 30 set aside with two seats")
    void deckSizesAfterSetup() {
        assertEquals(153, ContestTable.started(4, "a").state.deckCount());
        assertEquals(161, ContestTable.started(3, "a").state.deckCount());
        assertEquals(139, ContestTable.started(2, "a").state.deckCount());
        assertEquals(30, ContestTable.started(2, "a").state.setAsideCount());
        assertEquals(169, ContestTable.started(2, "a", new ContestOptions(false, false), Optional.empty()).state.deckCount());
    }

    @Test
    @DisplayName("[contest §1.3, D4] every seat starts with eight cards, four leaders and a catastrophe")
    void everySeatStartsWithEightCardsFourLeadersAndACatastrophe() {
        ContestTable t = ContestTable.started(4, "b");
        ContestView v = (ContestView) ContestTable.RULES.view(t.state, Viewer.EVERYONE);
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
        assertEquals(Outcome.RUNNING, ContestTable.RULES.outcome(t.state));
        assertEquals(193, ContestConformanceTest.cardsAccountedFor(t.state));
    }

    @Test
    @DisplayName("[contest §1.3] the same seed deals the same game, another seed another")
    void theSameSeedDealsTheSameGame() {
        assertEquals(ContestTable.started(3, "same").log, ContestTable.started(3, "same").log);
        assertNotEquals(ContestTable.started(3, "same").log, ContestTable.started(3, "other").log);
    }

    @Test
    @DisplayName("[contest §1.3, D2, D3] a stack is the whole deck, dealt from the top, nothing added and never reduced")
    void aStackIsTheWholeDeckDealtFromTheTopAndNeverReduced() {
        List<String> stack = new ArrayList<>();
        stack.addAll(Collections.nCopies(8, "black"));
        stack.addAll(Collections.nCopies(8, "green"));
        stack.addAll(List.of("red", "blue", "red"));
        ContestTable t = ContestTable.started(2, "c", ContestOptions.DEFAULT, Optional.of(stack));
        assertEquals(8, t.state.hand(0, Colour.BLACK));
        assertEquals(8, t.state.hand(1, Colour.GREEN));
        assertEquals(List.of(Colour.RED, Colour.BLUE, Colour.RED), t.state.deckInOrder());
        assertEquals(0, t.state.setAsideCount(), "a stacked deck is not reduced");
        assertTrue(((GameStarted) t.log.get(0)).stacked());
        assertTrue(((ContestView) ContestTable.RULES.view(t.state, Viewer.SPECTATOR)).stacked());
    }

    @Test
    @DisplayName("[contest §1.2] the ruleset presents itself, its seats and options, and is registered")
    void theRulesetPresentsItselfAndIsRegistered() {
        RulesetInfo info = ContestTable.RULES.info();
        assertEquals("contest-of-kings", info.id());
        assertEquals("Euphrates & Tigris: Contest of Kings", info.name());
        assertEquals(2, info.minSeats());
        assertEquals(4, info.maxSeats());
        assertEquals(ContestTable.RULES.moveTypes().keySet(), Set.copyOf(info.moveTypes()));
        assertTrue(info.options().containsKey("twoPlayerDeckReduction"));
        assertTrue(info.options().containsKey("openVictoryPiles"));
        boolean found = false;
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            found |= r instanceof ContestRuleset;
        }
        assertTrue(found, "META-INF/services registers the ruleset");
    }

    @Test
    @DisplayName("[contest D3] with two seats the 30 cards set aside are the bottom of the shuffled deck")
    void theTwoSeatReductionTakesTheBottomCards() {
        ContestTable t = ContestTable.started(2, "bottom");
        List<Colour> shuffled = ((GameStarted) t.log.get(0)).deck();
        assertEquals(185, shuffled.size());
        assertEquals(shuffled.subList(155, 185), ((CardsSetAside) t.log.get(3)).colors());
        assertEquals(shuffled.subList(155, 185), ((ContestView) ContestTable.RULES.view(t.state, Viewer.EVERYONE)).setAside());
        assertEquals(shuffled.subList(16, 155), t.state.deckInOrder(), "the deal took the top 16");
    }

    @Test
    @DisplayName("[contest D4] seat i plays dynasty i, archer, lion, bull, vase, and seat 0 starts")
    void dynastiesFollowTheSeatsAndSeatZeroStarts() {
        ContestTable t = ContestTable.started(4, "labels");
        assertEquals(List.of("archer", "lion", "bull", "vase"),
                ((GameStarted) t.log.get(0)).seats().stream().map(seat -> seat.dynasty().toString()).toList());
        ContestView v = (ContestView) ContestTable.RULES.view(t.state, Viewer.SPECTATOR);
        assertEquals(List.of("archer", "lion", "bull", "vase"), v.seats().stream().map(sv -> sv.dynasty().toString()).toList());
        assertEquals(0, t.pendingSeat());
        assertEquals("action", t.pendingKind());
    }
}
