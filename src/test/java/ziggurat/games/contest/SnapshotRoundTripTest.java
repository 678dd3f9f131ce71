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
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.play.GameJson;

/**
 * Snapshots: at many moments of many random games, the table written as a {@link ContestSnapshot}, sent
 * through the platform's JSON ({@link GameJson}) and restored behaves exactly as the table it was taken of:
 * every view, every pending decision, every seat's legal moves, the outcome, what a move decides, and every
 * state the rest of the game's events fold it into.
 */
class SnapshotRoundTripTest {

    static final ContestRuleset RULES = Table.RULES;
    static final ContestCodec CODEC = ContestCodec.INSTANCE;
    static final int MOVE_CAP = 3000;

    @Test
    void the_ruleset_offers_its_codec() {
        assertSame(CODEC, RULES.stateCodec().orElseThrow());
        assertEquals(ContestSnapshot.class, CODEC.type());
    }

    @Test
    void a_restored_table_behaves_as_the_original_at_every_point_of_random_games() {
        int restored = 0;
        int folded = 0;
        int finished = 0;
        for (int game = 0; game < 24; game++) {
            int seats = 2 + game % 3;
            // the options change what is hidden: open piles, and the 2-seat reduction set aside
            ContestOptions options = game % 4 == 1 ? new ContestOptions(true, true)
                    : game % 4 == 2 ? new ContestOptions(false, false) : ContestOptions.DEFAULT;
            Played p = play(game, seats, options);
            assertTrue(p.states.size() > 300, "a game of some length: " + p.states.size());
            SplittableRandom pick = new SplittableRandom(2000 + game);
            for (int v = 1 + game % 13; v < p.states.size(); v += 13 + pick.nextInt(13)) {
                ContestState original = p.states.get(v);
                ContestState back = roundTrip(original);
                assertSameBehaviour(original, back, pick, "game " + game + " at version " + v);
                restored++;
                if (v % 6 == 0) {
                    ContestState s = back;
                    for (int next = v; next < p.log.size(); next++) {
                        s = RULES.evolve(s, p.log.get(next));
                        assertEquals(RULES.view(p.states.get(next + 1), Viewer.EVERYONE), RULES.view(s, Viewer.EVERYONE),
                                "game " + game + ": restored at " + v + ", folded to " + (next + 1));
                    }
                    assertSameBehaviour(p.states.get(p.states.size() - 1), s, pick, "game " + game + " at its end");
                    folded++;
                }
            }
            ContestState end = p.states.get(p.states.size() - 1);
            if (RULES.outcome(end).finished()) {
                finished++;
            }
            assertSameBehaviour(end, roundTrip(end), pick, "game " + game + " at its last version");
        }
        assertTrue(restored > 1000, restored + " tables restored");
        assertTrue(folded > 100, folded + " restored tables folded to the end");
        assertTrue(finished > 20, finished + " games finished");
    }

    @Test
    void a_snapshot_keeps_only_the_undrawn_deck_in_order() {
        Played p = play(7, 2, ContestOptions.DEFAULT);
        ContestState s = p.states.get(120);
        ContestSnapshot snapshot = CODEC.snapshot(s);
        assertEquals(s.deckCount(), snapshot.deck().length);
        ContestState back = roundTrip(s);
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
            next = RULES.evolve(next, p.log.get(i));
        }
        assertEquals(before, RULES.view(back, Viewer.EVERYONE));
        assertFalse(GameJson.write(snapshot).contains("owned"));
    }

    @Test
    void a_snapshot_that_describes_no_table_is_refused() {
        ContestSnapshot good = CODEC.snapshot(play(3, 3, ContestOptions.DEFAULT).states.get(200));
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
    void the_format_names_every_component() {
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

    /** The table written as a snapshot, as JSON the way the platform writes it, read back and restored. */
    static ContestState roundTrip(ContestState s) {
        String json = GameJson.write(CODEC.snapshot(s));
        try {
            return CODEC.restore(GameJson.readStored(json, ContestSnapshot.class));
        } catch (Exception e) {
            throw new AssertionError("the snapshot does not read back: " + e, e);
        }
    }

    static void assertSameBehaviour(ContestState original, ContestState back, SplittableRandom random, String where) {
        List<Viewer> viewers = new ArrayList<>(List.of(Viewer.EVERYONE, Viewer.SPECTATOR));
        for (int seat = 0; seat < original.seats(); seat++) {
            viewers.add(Viewer.seat(seat));
        }
        for (Viewer viewer : viewers) {
            assertEquals(RULES.view(original, viewer), RULES.view(back, viewer), where + ", view of " + viewer);
            assertEquals(RULES.pending(original, viewer), RULES.pending(back, viewer), where + ", pending for " + viewer);
        }
        assertEquals(GameJson.canonical(RULES.view(original, Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(back, Viewer.EVERYONE)), where);
        for (int seat = 0; seat < original.seats(); seat++) {
            assertEquals(RULES.legalMoves(original, seat), RULES.legalMoves(back, seat), where + ", moves of seat " + seat);
        }
        assertEquals(RULES.outcome(original), RULES.outcome(back), where + ", outcome");
        List<PendingDecision> pending = RULES.pending(original, Viewer.EVERYONE);
        List<ContestMove> legal = pending.isEmpty() ? List.of() : RULES.legalMoves(original, pending.get(0).seat());
        if (!legal.isEmpty()) {   // between the events of one move (during the deal, say), nothing is legal yet
            int seat = pending.get(0).seat();
            ContestMove move = legal.get(random.nextInt(legal.size()));
            assertEquals(decision(original, seat, move), decision(back, seat, move), where + ", what " + move + " decides");
            int other = (seat + 1) % original.seats();
            assertEquals(decision(original, other, move), decision(back, other, move), where);
        }
    }

    private static String decision(ContestState s, int seat, ContestMove move) {
        try {
            return RULES.decide(s, seat, move, Rng.of("s", "m")).toString();
        } catch (RuleViolation v) {
            return v.code() + ": " + v.getMessage();
        }
    }

    /** A random game from setup to the end (or the move cap); {@code states.get(v)} is the table at version v. */
    record Played(List<ContestEvent> log, List<ContestState> states) {
    }

    static Played play(long seed, int seats, ContestOptions options) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        List<ContestEvent> log = new ArrayList<>();
        List<ContestState> states = new ArrayList<>();
        ContestState s = RULES.initial();
        states.add(s);
        List<ContestEvent> events = RULES.start(new GameSetup(names, options, Optional.empty(), "c"),
                Rng.of("snap" + seed, "setup"));
        for (int moves = 0; ; moves++) {
            for (ContestEvent e : events) {
                s = RULES.evolve(s, e);
                log.add(e);
                states.add(s);
            }
            List<PendingDecision> pending = RULES.pending(s, Viewer.EVERYONE);
            if (pending.isEmpty() || moves == MOVE_CAP) {
                return new Played(log, states);
            }
            int seat = pending.get(0).seat();
            List<ContestMove> legal = RULES.legalMoves(s, seat);
            events = RULES.decide(s, seat, legal.get(random.nextInt(legal.size())), Rng.of("x", "y"));
        }
    }
}
