package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
 * Snapshots: at many moments of many random games, the state written as a {@link TigrisSnapshot}, sent through
 * the platform's JSON ({@link GameJson}) and restored behaves exactly as the state it was taken of: every view,
 * every pending decision, every seat's legal moves, the outcome, what a move decides, and every state the rest
 * of the game's events fold it into.
 */
class SnapshotRoundTripTest {

    static final TigrisRuleset RULES = new TigrisRuleset();
    static final TigrisCodec CODEC = TigrisCodec.INSTANCE;

    @Test
    void the_ruleset_offers_its_codec() {
        assertSame(CODEC, RULES.stateCodec().orElseThrow());
        assertEquals(TigrisSnapshot.class, CODEC.type());
    }

    @Test
    void a_restored_state_behaves_as_the_original_at_every_point_of_random_games() {
        int restored = 0;
        int folded = 0;
        for (int game = 0; game < 30; game++) {
            int seats = 2 + game % 3;
            Played p = play(game, seats);
            assertTrue(p.states.size() > 200, "a game of some length: " + p.states.size());
            SplittableRandom pick = new SplittableRandom(1000 + game);
            for (int v = 1 + game % 9; v < p.states.size(); v += 9 + pick.nextInt(9)) {
                TigrisState original = p.states.get(v);
                TigrisState back = roundTrip(original);
                assertSameBehaviour(original, back, pick, "game " + game + " at version " + v);
                restored++;
                if (v % 5 == 0) {
                    // folding the rest of the log onto the restored state gives the same state at every later version
                    TigrisState s = back;
                    for (int next = v; next < p.log.size(); next++) {
                        s = RULES.evolve(s, p.log.get(next));
                        assertEquals(RULES.view(p.states.get(next + 1), Viewer.EVERYONE), RULES.view(s, Viewer.EVERYONE),
                                "game " + game + ": restored at " + v + ", folded to " + (next + 1));
                    }
                    assertSameBehaviour(p.states.get(p.states.size() - 1), s, pick, "game " + game + " at its end");
                    folded++;
                }
            }
            // and at the very end, with the outcome decided
            TigrisState end = p.states.get(p.states.size() - 1);
            assertTrue(RULES.outcome(end).finished());
            assertSameBehaviour(end, roundTrip(end), pick, "game " + game + " finished");
        }
        assertTrue(restored > 1000, restored + " states restored");
        assertTrue(folded > 100, folded + " restored states folded to the end");
    }

    @Test
    void a_restored_state_keeps_the_bag_in_order_and_nothing_derived() {
        Played p = play(3, 2);
        TigrisState s = p.states.get(40);
        TigrisSnapshot snapshot = CODEC.snapshot(s);
        assertEquals(s.bagList().size(), snapshot.bag().length, "only the tiles still in the bag");
        String json = GameJson.write(snapshot);
        assertFalse(json.contains("regions") || json.contains("waiting") || json.contains("owned"), json);
        TigrisState back = roundTrip(s);
        assertEquals(s.bagList(), back.bagList());
        assertEquals(0, back.bagPos);
        assertNull(back.waiting);
        // the drawn tiles come off the restored bag in the same order
        for (int i = 0; i < 6 && i < back.bagCount(); i++) {
            assertEquals(s.bag[s.bagPos + i], back.bag[back.bagPos + i]);
        }
    }

    @Test
    void a_snapshot_that_describes_no_tigris_state_is_refused() {
        TigrisSnapshot good = CODEC.snapshot(play(5, 3).states.get(60));
        refused(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(), Arrays.copyOf(good.cells(), 10),
                good.leaders(), good.hands(), good.points(), good.treasures(), good.catastrophes(), good.monuments(),
                good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(), good.unification(),
                good.monumentTile(), good.outOfGame(), good.ended()));
        byte[] twice = good.leaders().clone();
        int at = 0;
        while (twice[at] == 0) {
            at++;
        }
        twice[(at + 1) % twice.length] = twice[at];   // one leader on two squares
        refused(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(), good.cells(), twice,
                good.hands(), good.points(), good.treasures(), good.catastrophes(), good.monuments(),
                good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(), good.unification(),
                good.monumentTile(), good.outOfGame(), good.ended()));
        byte[] cells = good.cells().clone();
        cells[0] = 12;   // no such square
        refused(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(), cells, good.leaders(),
                good.hands(), good.points(), good.treasures(), good.catastrophes(), good.monuments(),
                good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(), good.unification(),
                good.monumentTile(), good.outOfGame(), good.ended()));
        refused(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(), good.cells(), good.leaders(),
                Arrays.copyOf(good.hands(), 8), good.points(), good.treasures(), good.catastrophes(), good.monuments(),
                good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(), good.unification(),
                good.monumentTile(), good.outOfGame(), good.ended()));
        // and one value the view shows, changed: restored, but no longer the same state (the platform's hash check)
        int[] hands = good.hands().clone();
        hands[0]++;
        TigrisState changed = CODEC.restore(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(),
                good.cells(), good.leaders(), hands, good.points(), good.treasures(), good.catastrophes(),
                good.monuments(), good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(),
                good.unification(), good.monumentTile(), good.outOfGame(), good.ended()));
        assertNotEquals(GameJson.canonical(RULES.view(CODEC.restore(good), Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(changed, Viewer.EVERYONE)));
    }

    @Test
    void declined_tiles_survive_a_snapshot_and_only_face_up_tiles_can_be_declined() {
        Table t = new Table(DeclinedMonumentTest.redRow().build());
        t.play(0, Table.placeTile(Colour.RED, 10, 6));
        t.play(0, new TigrisMove.DeclineMonument());
        TigrisState back = roundTrip(t.state);
        assertEquals(4, t.view(Viewer.SPECTATOR).declinedTiles().size());
        assertSameBehaviour(t.state, back, new SplittableRandom(7), "after a decline [tigris D17]");
        // the block overlapping the marks is still refused after the restore
        t.play(0, Table.placeTile(Colour.RED, 10, 7));
        TigrisState restored = roundTrip(t.state);
        RuleViolation v = assertThrows(RuleViolation.class, () -> RULES.decide(restored, 0,
                Table.buildMonument(Monument.RED_BLUE, 9, 6), Rng.of("s", "m")));
        assertEquals("MONUMENT_SQUARE_DECLINED", v.code());

        TigrisSnapshot good = CODEC.snapshot(t.state);
        byte[] cells = good.cells().clone();
        cells[0] = TigrisState.DECLINED;   // an empty square cannot be declined
        refused(new TigrisSnapshot(good.seats(), good.stacked(), good.seedCommitment(), cells, good.leaders(),
                good.hands(), good.points(), good.treasures(), good.catastrophes(), good.monuments(),
                good.bag(), good.turn(), good.active(), good.actionsLeft(), good.conflict(), good.unification(),
                good.monumentTile(), good.outOfGame(), good.ended()));
    }

    @Test
    void the_format_names_every_component() {
        String format = CODEC.format();
        for (var component : TigrisSnapshot.class.getRecordComponents()) {
            assertTrue(format.contains(component.getName() + ":"), component.getName() + " in " + format);
        }
        assertTrue(format.contains("bagExhausted"), "enum constants by their JSON text: " + format);
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private static void refused(TigrisSnapshot snapshot) {
        assertThrows(IllegalArgumentException.class, () -> CODEC.restore(snapshot));
    }

    /** The state written as a snapshot, as JSON the way the platform writes it, read back and restored. */
    static TigrisState roundTrip(TigrisState s) {
        String json = GameJson.write(CODEC.snapshot(s));
        try {
            return CODEC.restore(GameJson.readStored(json, TigrisSnapshot.class));
        } catch (Exception e) {
            throw new AssertionError("the snapshot does not read back: " + e, e);
        }
    }

    static void assertSameBehaviour(TigrisState original, TigrisState back, SplittableRandom random, String where) {
        List<Viewer> viewers = new ArrayList<>(List.of(Viewer.EVERYONE, Viewer.SPECTATOR));
        for (int seat = 0; seat < original.seats; seat++) {
            viewers.add(Viewer.seat(seat));
        }
        for (Viewer viewer : viewers) {
            assertEquals(RULES.view(original, viewer), RULES.view(back, viewer), where + ", view of " + viewer);
            assertEquals(RULES.pending(original, viewer), RULES.pending(back, viewer), where + ", pending for " + viewer);
        }
        // the state hash the platform seals and checks is taken over this text
        assertEquals(GameJson.canonical(RULES.view(original, Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(back, Viewer.EVERYONE)), where);
        for (int seat = 0; seat < original.seats; seat++) {
            assertEquals(RULES.legalMoves(original, seat), RULES.legalMoves(back, seat), where + ", moves of seat " + seat);
        }
        assertEquals(RULES.outcome(original), RULES.outcome(back), where + ", outcome");
        List<PendingDecision> pending = RULES.pending(original, Viewer.EVERYONE);
        if (!pending.isEmpty()) {
            int seat = pending.get(0).seat();
            List<TigrisMove> legal = RULES.legalMoves(original, seat);
            TigrisMove move = legal.get(random.nextInt(legal.size()));
            assertEquals(RULES.decide(original, seat, move, Rng.of("s", "m")), RULES.decide(back, seat, move, Rng.of("s", "m")),
                    where + ", what " + move + " decides");
            // a move for a seat the game does not wait for is refused alike
            int other = (seat + 1) % original.seats;
            assertEquals(refusal(original, other, move), refusal(back, other, move), where);
        }
    }

    private static String refusal(TigrisState s, int seat, TigrisMove move) {
        try {
            return RULES.decide(s, seat, move, Rng.of("s", "m")).toString();
        } catch (RuleViolation v) {
            return v.code();
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** A random game from setup to the end; {@code states.get(v)} is the state at version v. */
    record Played(List<TigrisEvent> log, List<TigrisState> states) {
    }

    static Played play(long seed, int seats) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        List<TigrisEvent> log = new ArrayList<>();
        List<TigrisState> states = new ArrayList<>();
        TigrisState s = RULES.initial();
        states.add(s);
        List<TigrisEvent> events = RULES.start(new GameSetup(names, Optional.empty(), "c"),
                Rng.of("snap" + seed, "setup"));
        while (true) {
            for (TigrisEvent e : events) {
                s = RULES.evolve(s, e);
                log.add(e);
                states.add(s);
            }
            List<PendingDecision> pending = RULES.pending(s, Viewer.EVERYONE);
            if (pending.isEmpty()) {
                return new Played(log, states);
            }
            int seat = pending.get(0).seat();
            List<TigrisMove> legal = RULES.legalMoves(s, seat);
            events = RULES.decide(s, seat, legal.get(random.nextInt(legal.size())), Rng.of("x", "y"));
        }
    }
}
