package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.play.GameJson;

/**
 * Snapshots: at many moments of many random games, the table written as a {@link ContestSnapshot}, sent
 * through the platform's JSON ({@link GameJson}) and restored behaves exactly as the table it was taken of:
 * every view, every pending decision, every seat's legal moves, the outcome, what a move decides, and every
 * state the rest of the game's events fold it into.
 */
class SnapshotRoundTripTest {

    static final ContestRuleset RULES = ContestTable.RULES;
    static final ContestCodec CODEC = ContestCodec.INSTANCE;
    static final int MOVE_CAP = 3000;

    @Test
    @DisplayName("a snapshot keeps only the undrawn deck, in order")
    void aSnapshotKeepsOnlyTheUndrawnDeckInOrder() {
        List<ContestEvent> log = RandomGames.play(RULES, RandomGames.setup(2), 7, 3000, new RandomGames.Watcher<>() {
        }).log();
        ContestState s = RULES.initial();
        for (ContestEvent e : log.subList(0, 120)) {
            s = RULES.evolve(s, e);
        }
        ContestSnapshot snapshot = CODEC.snapshot(s);
        assertEquals(s.deckCount(), snapshot.deck().length);
        ContestState back = RulesetConformance.roundTrip(CODEC, s);
        assertEquals(s.deckInOrder(), back.deckInOrder());
        assertEquals(s.setAsideCards(), back.setAsideCards());
        assertEquals(0, back.deckNext);
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            assertEquals(s.size(c), snapshot.columns()[c].length, "a column holds its cards only");
        }
        // a restored table is not changed by the states folded from it (copy-on-write holds)
        Object before = RULES.view(back, Viewer.EVERYONE);
        ContestState next = back;
        for (int i = 120; i < 160; i++) {
            next = RULES.evolve(next, log.get(i));
        }
        assertEquals(before, RULES.view(back, Viewer.EVERYONE));
        assertFalse(GameJson.write(snapshot).contains("owned"));
    }

    @Test
    @DisplayName("a snapshot that describes no table is refused")
    void aSnapshotThatDescribesNoTableIsRefused() {
        ContestSnapshot good = CODEC.snapshot(midGame(3, 3, 60));
        int[] leaders = good.leaders().clone();
        int placed = 0;
        while (leaders[placed] == ContestState.SUPPLY) {
            placed++;
        }
        leaders[(placed + 1) % leaders.length] = leaders[placed];   // two leaders on one position
        refused(with(good, leaders, good.hands(), good.columns()));
        int[] nowhere = good.leaders().clone();
        nowhere[0] = ContestState.cellCode(2, ContestState.MAX_ROW + 3);   // below the column's last card
        refused(with(good, nowhere, good.hands(), good.columns()));
        refused(with(good, good.leaders(), Arrays.copyOf(good.hands(), 4), good.columns()));
        int[][] columns = good.columns().clone();
        columns[0] = new int[] {9};   // no such card
        refused(with(good, good.leaders(), good.hands(), columns));
        // one value the view shows, changed: restored, but no longer the same table (the platform's hash check)
        int[] hands = good.hands().clone();
        hands[1]++;
        assertNotEquals(GameJson.canonical(RULES.view(CODEC.restore(good), Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(CODEC.restore(with(good, good.leaders(), hands, good.columns())),
                        Viewer.EVERYONE)));
    }

    @Test
    @DisplayName("the snapshot format names every component")
    void theFormatNamesEveryComponent() {
        String format = CODEC.format();
        for (var component : ContestSnapshot.class.getRecordComponents()) {
            assertTrue(format.contains(component.getName() + ":"), component.getName() + " in " + format);
        }
        assertTrue(format.contains("deckExhausted") && format.contains("blue-black"), format);
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private static ContestSnapshot with(ContestSnapshot g, int[] leaders, int[] hands, int[][] columns) {
        return new ContestSnapshot(g.names(), g.options(), g.seedCommitment(), g.stacked(), g.treasureHeads(), columns,
                g.gaps(), g.faceDownGap(), leaders, g.shipsAvailable(), hands, g.piles(), g.pileTops(), g.deck(),
                g.setAside(), g.discard(), g.catastrophesDiscarded(), g.catastropheUsed(), g.committed(), g.active(),
                g.actionsTaken(), g.conflict(), g.shipOffer(), g.treasureOffer(), g.ended());
    }

    private static void refused(ContestSnapshot snapshot) {
        assertThrows(IllegalArgumentException.class, () -> CODEC.restore(snapshot));
    }

    /** A random game's state after {@code moves} moves. */
    static ContestState midGame(long seed, int seats, int moves) {
        return RandomGames.play(RULES, RandomGames.setup(seats), seed, moves, new RandomGames.Watcher<>() {
        }).state();
    }
}
