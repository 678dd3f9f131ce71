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
 * Snapshots: at many moments of many random games, the state written as a {@link TigrisSnapshot}, sent through
 * the platform's JSON ({@link GameJson}) and restored behaves exactly as the state it was taken of: every view,
 * every pending decision, every seat's legal moves, the outcome, what a move decides, and every state the rest
 * of the game's events fold it into.
 */
class SnapshotRoundTripTest {

    static final TigrisRuleset RULES = new TigrisRuleset();
    static final TigrisCodec CODEC = TigrisCodec.INSTANCE;

    @Test
    @DisplayName("a snapshot keeps the bag in order and nothing derived")
    void aRestoredStateKeepsTheBagInOrderAndNothingDerived() {
        TigrisState s = midGame(3, 2, 15);
        TigrisSnapshot snapshot = CODEC.snapshot(s);
        assertEquals(s.bagList().size(), snapshot.bag().length, "only the tiles still in the bag");
        String json = GameJson.write(snapshot);
        assertFalse(json.contains("regions") || json.contains("waiting") || json.contains("owned"), json);
        TigrisState back = RulesetConformance.roundTrip(CODEC, s);
        assertEquals(s.bagList(), back.bagList());
        assertEquals(0, back.bagPos);
        assertNull(back.waiting);
        // the drawn tiles come off the restored bag in the same order
        for (int i = 0; i < 6 && i < back.bagCount(); i++) {
            assertEquals(s.bag[s.bagPos + i], back.bag[back.bagPos + i]);
        }
    }

    @Test
    @DisplayName("a snapshot that describes no Tigris state is refused")
    void aSnapshotThatDescribesNoTigrisStateIsRefused() {
        TigrisSnapshot good = CODEC.snapshot(midGame(5, 3, 25));
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
    @DisplayName("[tigris D17] declined tiles survive a snapshot, and only face-up tiles can be declined")
    void declinedTilesSurviveASnapshotAndOnlyFaceUpTilesCanBeDeclined() {
        TigrisTable t = TigrisTable.given(DeclinedMonumentTest.redRow());
        t.play(0, TigrisTable.placeTile(Colour.RED, 10, 6));
        t.play(0, new TigrisMove.DeclineMonument());
        TigrisState back = RulesetConformance.roundTrip(CODEC, t.state);
        assertEquals(4, t.sees(Viewer.SPECTATOR).declinedTiles().size());
        RulesetConformance.assertSameBehaviour(RULES, t.state, back, new SplittableRandom(7), "after a decline [tigris D17]");
        // the block overlapping the marks is still refused after the restore
        t.play(0, TigrisTable.placeTile(Colour.RED, 10, 7));
        TigrisState restored = RulesetConformance.roundTrip(CODEC, t.state);
        RuleViolation v = assertThrows(RuleViolation.class, () -> RULES.decide(restored, 0,
                TigrisTable.buildMonument(Monument.RED_BLUE, 9, 6), Rng.of("s", "m")));
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
    @DisplayName("the snapshot format names every component")
    void theFormatNamesEveryComponent() {
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

    /** A random game's state after {@code moves} moves. */
    static TigrisState midGame(long seed, int seats, int moves) {
        return RandomGames.play(RULES, RandomGames.setup(seats), seed, moves, new RandomGames.Watcher<>() {
        }).state();
    }
}
