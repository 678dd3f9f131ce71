package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.games.attika.AttikaEvent.GameEnded;
import ziggurat.games.attika.AttikaEvent.WinReason;
import ziggurat.games.attika.AttikaMove.Build;
import ziggurat.games.attika.AttikaSnapshot.Built;
import ziggurat.games.attika.AttikaSnapshot.Player;
import ziggurat.play.GameJson;

/**
 * Snapshots: the table written as an {@link AttikaSnapshot}, sent through the platform's JSON ({@link GameJson})
 * and restored behaves exactly as the table it was taken of, in every kind of position a game passes through
 * (a decision of each kind, between the events of one move, after the end); the conformance kit checks the same
 * at random moments of its random games. What is derived rather than kept (the map's hexes, the buildings in a
 * stacked game, the amphora supply, the settlements) comes back right, and a snapshot that describes no table is
 * refused.
 */
class AttikaSnapshotRoundTripTest {

    static final AttikaRuleset RULES = AttikaTable.RULES;
    static final AttikaCodec CODEC = AttikaCodec.INSTANCE;

    @Test
    @DisplayName("every position of a random game restores from its snapshot to the same table")
    void everyPositionOfARandomGameRestoresToTheSameTable() {
        List<AttikaEvent> log = RandomGames.play(RULES, RandomGames.setup(4), 11, 5000, new RandomGames.Watcher<>() {
        }).log();
        SplittableRandom random = new SplittableRandom(11);
        Map<String, Integer> kinds = new TreeMap<>();
        AttikaState s = RULES.initial();
        for (int i = 0; i < log.size(); i++) {
            s = RULES.evolve(s, log.get(i));
            if (s.seatCount() == 0 || s.shrines().isEmpty() || s.deckSize() + s.handSize(0) == 0) {
                continue;   // the setup's first events: the table is not laid yet
            }
            AttikaState back = RulesetConformance.roundTrip(CODEC, s);
            String kind = s.over() ? "over" : s.turnSeat() < 0 ? "between turns" : AttikaView.pendingKind(s);
            if (kinds.merge(kind, 1, Integer::sum) <= 3 || i % 20 == 0) {
                RulesetConformance.assertSameBehaviour(RULES, s, back, random, "after event " + i + ", " + kind);
            } else if (i % 3 == 0) {
                assertEquals(GameJson.canonical(RULES.view(s, Viewer.EVERYONE)),
                        GameJson.canonical(RULES.view(back, Viewer.EVERYONE)), "after event " + i);
            }
        }
        assertEquals(Set.of("action", "between turns", "over", "placeMapTile", "resolveDrawnBuilding"), kinds.keySet());
    }

    /** [attika D34] a stacked seat's buildings in the game come back from where they are: two built wins. */
    @Test
    @DisplayName("[attika D34] a stacked seat restored from a snapshot still wins by building all it has")
    void aStackedSeatStillWinsByBuildingAllItHas() {
        AttikaTable t = AttikaTable.started(List.of("Red", "Yellow"), new AttikaOptions("provisional", null, 0),
                Map.of("mapTiles", AttikaTable.TEST_MAP, "buildings", List.of(
                        Map.of("main", List.of("def-quarry"), "A", List.of("def-fortress"), "B", List.of(),
                                "C", List.of()),
                        Map.of())), "stacked");
        t.state.deck = new ArrayList<>();   // the fixture's hand, and no card more of a kind than the game has
        t.hand(0, 5, 5, 5, 5);
        AttikaTable u = new AttikaTable(RulesetConformance.roundTrip(CODEC, t.state));
        RulesetConformance.assertSameBehaviour(RULES, t.state, u.state, new SplittableRandom(3), "stacked");
        u.play(firstBuild(u, "def-quarry"));
        u.play(firstBuild(u, "def-fortress"));
        assertEquals(new GameEnded(0, WinReason.ALL_BUILT, List.of()), u.lastOne(GameEnded.class));
    }

    @Test
    @DisplayName("[attika §1.4, D5] a game on a caller's set keeps the whole set through a snapshot")
    void aGameOnACallersSetKeepsItsSetWhole() throws Exception {
        AttikaTable t = AttikaTable.started(List.of("a", "b", "c"),
                new AttikaOptions(ComponentSetTest.fresh(), null, null), null, "caller");
        AttikaState back = RulesetConformance.roundTrip(CODEC, t.state);
        assertEquals(t.state.componentSet(), back.componentSet());
        assertEquals("caller", RULES.view(back, Viewer.SPECTATOR).componentSet().source());
        RulesetConformance.assertSameBehaviour(RULES, t.state, back, new SplittableRandom(5), "caller's set");
    }

    @Test
    @DisplayName("a snapshot that describes no table is refused")
    void aSnapshotThatDescribesNoTableIsRefused() {
        AttikaState mid = RandomGames.play(RULES, RandomGames.setup(3), 5, 150, new RandomGames.Watcher<>() {
        }).state();
        AttikaSnapshot good = CODEC.snapshot(mid);
        assertTrue(good.buildings().size() > 0, "buildings on the map");
        Built first = good.buildings().get(0);
        Player owner = good.players().get(first.seat());

        // a building on the map and on its owner's board too
        List<String> board = new ArrayList<>(owner.board());
        board.add(first.building());
        refused(withPlayer(good, first.seat(), new Player(owner.main(), owner.A(), owner.B(), owner.C(), board,
                owner.hand(), owner.amphorae(), owner.awarded())));
        // a building the set does not have
        refused(withPlayer(good, 0, new Player(List.of("no-such-building"), List.of(), List.of(), List.of(),
                List.of(), Payment.NONE, 0, List.of())));
        // a sixteenth water card
        Player p0 = good.players().get(0);
        refused(withPlayer(good, 0, new Player(p0.main(), p0.A(), p0.B(), p0.C(), p0.board(),
                new Payment(16, 0, 0, 0), p0.amphorae(), p0.awarded())));
        // a placed tile still in the map stack
        List<String> stack = new ArrayList<>(good.mapStack());
        stack.add(good.tiles().get(0).tile());
        refused(new AttikaSnapshot(good.componentSet(), good.componentSetSource(), good.sha256(), good.seats(),
                good.startSeat(), good.layout(), good.stacked(), good.seedHash(), good.tiles(), stack, good.shrines(),
                good.buildings(), good.players(), good.deck(), good.discard(), good.turnNumber(), good.turnSeat(),
                good.mode(), good.used(), good.extra(), good.drawn(), good.drawnFrom(), good.drawnEmptied(),
                good.mapTile(), good.result()));

        // one value the view shows, changed: restored, but no longer the same table (the platform's hash check)
        AttikaState changed = CODEC.restore(withPlayer(good, 0, new Player(p0.main(), p0.A(), p0.B(), p0.C(),
                p0.board(), p0.hand(), p0.amphorae() + 1, p0.awarded())));
        assertNotEquals(GameJson.canonical(RULES.view(CODEC.restore(good), Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(changed, Viewer.EVERYONE)));
    }

    @Test
    @DisplayName("the snapshot format names every component")
    void theFormatNamesEveryComponent() {
        String format = CODEC.format();
        for (var component : AttikaSnapshot.class.getRecordComponents()) {
            assertTrue(format.contains(component.getName() + ":"), component.getName() + " in " + format);
        }
        assertTrue(format.contains("resolveDrawnBuilding") || format.contains("undecided"), format);
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    private static AttikaMove firstBuild(AttikaTable t, String building) {
        for (AttikaMove m : RULES.legalMoves(t.state, t.state.turnSeat())) {
            if (m instanceof Build b && b.building().equals(building)) {
                return m;
            }
        }
        throw new AssertionError("no legal build of " + building);
    }

    private static AttikaSnapshot withPlayer(AttikaSnapshot g, int seat, Player player) {
        List<Player> players = new ArrayList<>(g.players());
        players.set(seat, player);
        return new AttikaSnapshot(g.componentSet(), g.componentSetSource(), g.sha256(), g.seats(), g.startSeat(),
                g.layout(), g.stacked(), g.seedHash(), g.tiles(), g.mapStack(), g.shrines(), g.buildings(),
                List.copyOf(players), g.deck(), g.discard(), g.turnNumber(), g.turnSeat(), g.mode(), g.used(),
                g.extra(), g.drawn(), g.drawnFrom(), g.drawnEmptied(), g.mapTile(), g.result());
    }

    private static void refused(AttikaSnapshot snapshot) {
        assertThrows(IllegalArgumentException.class, () -> CODEC.restore(snapshot));
    }
}
