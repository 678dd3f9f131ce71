package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestMove.*;

/**
 * [contest §11] in worked examples; that nothing private leaks to other seats over whole games is the conformance kit's
 * check (see {@link ContestConformanceTest#secrets()}).
 */
class HiddenInformationTest {

    @Test
    @DisplayName("[contest §11, D1] a view shows the viewer's own hand, as a count per colour, and no other hand")
    void viewsShowOnlyTheViewersOwnHand() {
        ContestTable t = ContestTable.started(3, "hidden");
        for (int seat = 0; seat < 3; seat++) {
            ContestView v = (ContestView) ContestTable.RULES.view(t.state, Viewer.seat(seat));
            for (ContestView.SeatView sv : v.seats()) {
                assertEquals(8, sv.handCount());
                if (sv.seat() == seat) {
                    assertNotNull(sv.hand());
                    assertEquals(t.state.hand(seat, Colour.RED), sv.hand().red());
                } else {
                    assertNull(sv.hand(), "another seat's hand is hidden");
                }
                assertNull(sv.victoryPile().counts(), "closed victory piles show count and top only");
            }
            assertNull(v.deck());
            assertNull(v.setAside());
            assertEquals(t.state.deckCount(), v.deckCount());
        }
        ContestView spectator = (ContestView) ContestTable.RULES.view(t.state, Viewer.SPECTATOR);
        assertTrue(spectator.seats().stream().allMatch(sv -> sv.hand() == null));
        assertNull(spectator.deck());
        ContestView everyone = (ContestView) ContestTable.RULES.view(t.state, Viewer.EVERYONE);
        assertEquals(t.state.deckInOrder(), everyone.deck());
        assertTrue(everyone.seats().stream().allMatch(sv -> sv.hand() != null && sv.victoryPile().counts() != null));
    }

    @Test
    @DisplayName("[contest D1, D15] closed VP piles show count and top, also to the owner; open piles show counts per colour and treasures")
    void openVictoryPilesShowCountsToEveryone() {
        ContestTable t = ContestTable.given(Scenario.seats(2, new ContestOptions(true, true)).pile(1, "k g g T"));
        ContestView v = (ContestView) ContestTable.RULES.view(t.state, Viewer.seat(0));
        assertEquals(Map.of(VictoryCard.BLACK, 1, VictoryCard.GREEN, 2, VictoryCard.RED, 0, VictoryCard.BLUE, 0,
                VictoryCard.TREASURE, 1), v.seats().get(1).victoryPile().counts());
        assertEquals(new ContestView.VictoryPile(4, VictoryCard.TREASURE, null),
                ((ContestView) ContestTable.RULES.view(ContestTable.given(Scenario.seats(2).pile(1, "k g g T")).state, Viewer.seat(1)))
                        .seats().get(1).victoryPile(), "closed piles: count and top, also for the owner [contest D15]");
    }

    @Test
    @DisplayName("[contest §11.1, §11.4] the setup events hide the deck from every viewer and a hand from the"
            + " other seats")
    void setupEventsHideTheDeckFromEveryViewerAndHandsFromOthers() {
        List<ContestEvent> events = ContestTable.RULES.start(new ziggurat.engine.GameSetup(List.of("a", "b"),
                Optional.empty(), "commit"), ziggurat.engine.Rng.of("s", "setup"));
        GameStarted started = (GameStarted) events.get(0);
        assertEquals(185, started.deck().size());
        assertEquals("commit", started.seedCommitment());
        for (Viewer viewer : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR, Viewer.EVERYONE)) {
            assertNull(((GameStarted) ContestTable.RULES.redact(started, viewer).orElseThrow()).deck());
            CardsSetAside aside = (CardsSetAside) ContestTable.RULES.redact(events.get(3), viewer).orElseThrow();
            assertEquals(30, aside.count());
            assertNull(aside.colors());
        }
        CardsDealt dealt = (CardsDealt) events.get(1);
        assertEquals(dealt, ContestTable.RULES.redact(dealt, Viewer.seat(0)).orElseThrow());
        assertEquals(new CardsDealt(0, 8, null), ContestTable.RULES.redact(dealt, Viewer.seat(1)).orElseThrow());
        assertEquals(new CardsDealt(0, 8, null), ContestTable.RULES.redact(dealt, Viewer.SPECTATOR).orElseThrow());
        assertEquals(dealt, ContestTable.RULES.redact(dealt, Viewer.EVERYONE).orElseThrow());
    }

    @Test
    @DisplayName("[contest §3.4, §11.1] a face-down joining card's colour is known only to its seat")
    void theFaceDownJoiningCardIsKnownOnlyToItsSeat() {
        ContestTable t = ContestTable.given(WorkedExamplesTest.vaseJoins());
        t.play(new PlayJoiningCard(Colour.BLUE, 1));
        JoiningCardPlayed played = t.lastOne(JoiningCardPlayed.class);
        assertEquals(played, ContestTable.RULES.redact(played, Viewer.seat(3)).orElseThrow());
        assertNull(((JoiningCardPlayed) ContestTable.RULES.redact(played, Viewer.seat(0)).orElseThrow()).color());
        assertNull(((JoiningCardPlayed) ContestTable.RULES.redact(played, Viewer.SPECTATOR).orElseThrow()).color());
        ContestView.Cell mine = ((ContestView) ContestTable.RULES.view(t.state, Viewer.seat(3))).display().gaps().get(1);
        ContestView.Cell theirs = ((ContestView) ContestTable.RULES.view(t.state, Viewer.seat(1))).display().gaps().get(1);
        assertEquals(new ContestView.Cell("faceDown", null, null, Colour.BLUE), mine);
        assertEquals(new ContestView.Cell("faceDown", null, null, null), theirs);
        assertEquals("chooseConflict", ((ContestView) ContestTable.RULES.view(t.state, Viewer.seat(1))).pending().decision());
    }

    @Test
    @DisplayName("[contest §10.1, §11.1] a pending decision shows its private numbers only to its seat")
    void pendingDetailsShowPrivateNumbersOnlyToTheirOwner() {
        ContestTable t = ContestTable.given(WorkedExamplesTest.archerAgainstLion());
        t.play(new PlaceLeader(Colour.GREEN, Position.cell(5, 2)));
        PendingDecision own = ContestTable.RULES.pending(t.state, Viewer.seat(0)).get(0);
        PendingDecision other = ContestTable.RULES.pending(t.state, Viewer.seat(1)).get(0);
        PendingDecision spectator = ContestTable.RULES.pending(t.state, Viewer.SPECTATOR).get(0);
        assertEquals("commitSupport", own.kind());
        assertEquals(4, ((PendingDecisions.CommitSupportDetails) own.details()).held());
        assertNull(((PendingDecisions.CommitSupportDetails) other.details()).held());
        assertNull(((PendingDecisions.CommitSupportDetails) spectator.details()).held());
        assertEquals(((PendingDecisions.CommitSupportDetails) own.details()).conflict(),
                ((PendingDecisions.CommitSupportDetails) other.details()).conflict(), "the conflict itself is public");
    }
}
