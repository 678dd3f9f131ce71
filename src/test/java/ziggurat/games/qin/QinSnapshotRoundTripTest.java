package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.games.qin.QinEvent.GameStarted;
import ziggurat.play.GameJson;
import ziggurat.games.qin.order.Round;

/**
 * Snapshots: the table written as a {@link QinSnapshot}, sent through the platform's JSON ({@link GameJson}) and
 * restored behaves exactly as the table it was taken of, at every event of random games over variants that between
 * them found, conquer and build on villages, claim pagoda colours, discard, and end; the conformance kit checks the
 * same at random moments of its own games. What is derived rather than kept (the colours and tile cells from the
 * view's board lines, the rule set) comes back right, and a snapshot that describes no table is refused.
 */
class QinSnapshotRoundTripTest {

    static final QinRuleset RULES = new QinRuleset();
    static final QinCodec CODEC = QinCodec.INSTANCE;

    /**
     * Base (founding), Soft obstacle (conquest by tiles), Trash bin, Player colours, passive colour powers, war
     * campaign, and a use step (every colour power, Combinations); Simultaneous, alone and with the extras in its
     * windows (sealed sale declarations, round-robin picks, the extras window).
     */
    static final List<String> VARIANTS = List.of("veles", "vellesuopuko", "villessepake", "verlopa", "vuolapuke",
            "verlopam", "vellespes", "velesmaimiaumilmuomas", "velessuonopu",
            "velessuoniupam", "velesmaisuoniumilpamuomas");

    @Test
    @DisplayName("every position of random games restores to the same table: pagodas, villages, hands, pile, turn")
    void everyPositionRestoresToTheSameTable() {
        SplittableRandom random = new SplittableRandom(13);
        Map<String, Integer> seen = new TreeMap<>();
        int game = 0;
        for (String variant : VARIANTS) {
            for (int seats : new int[] {2, 3, 4, 6}) {
                List<QinEvent> log = RandomGames.play(RULES, setup(variant, seats), 100 + game++, 5000,
                        new RandomGames.Watcher<>() {
                        }).log();
                QinState s = RULES.initial();
                for (int i = 0; i < log.size(); i++) {
                    s = RULES.evolve(s, log.get(i));
                    QinState back = RulesetConformance.roundTrip(CODEC, s);
                    assertSameTable(s, back, variant + ", " + seats + " seats, after event " + i);
                    if (i % 25 == 0 || s.over()) {
                        RulesetConformance.assertSameBehaviour(RULES, s, back, random,
                                variant + ", " + seats + " seats, after event " + i);
                    }
                    count(seen, s);
                }
                assertTrue(s.over(), variant + " with " + seats + " seats ends");
            }
        }
        assertEquals(Set.of("claimed colour", "conquered village", "discard", "founded village", "over",
                "pagoda", "tower", "used pagoda", "display", "owed draw", "offer", "destruction",
                "auction", "sealed resolution"), seen.keySet(), "the positions restored: " + seen);
    }

    @Test
    @DisplayName("only the tiles still in the pile are kept, in draw order, and nothing derived")
    void onlyTheUndrawnPileIsKept() {
        QinState s = midGame("veles", 3, 7, 20);
        QinSnapshot snapshot = CODEC.snapshot(s);
        assertEquals(s.pileOrder(), snapshot.pile());
        assertTrue(snapshot.pile().size() < 72 - 9, "the dealt and drawn tiles are gone: " + snapshot.pile().size());
        String json = GameJson.write(snapshot);
        assertFalse(json.contains("\"legal\"") || json.contains("\"rules\""), json);
        QinState back = RulesetConformance.roundTrip(CODEC, s);
        assertEquals(s.pileOrder(), back.pileOrder());
        assertNull(back.legal);
        assertEquals(s.rules(), back.rules());
    }

    @Test
    @DisplayName("a snapshot that describes no Qin table is refused; a changed value the view shows is a different table")
    void aSnapshotThatDescribesNoQinTableIsRefused() {
        QinSnapshot good = CODEC.snapshot(midGame("vellesuopuko", 4, 3, 40));
        refused(good, r -> copy(r, "cells", r.cells().subList(1, r.cells().size())));
        List<String> startCovered = new ArrayList<>(good.cells());
        int row = 0;
        while (startCovered.get(row).indexOf('R') < 0) {
            row++;
        }
        startCovered.set(row, startCovered.get(row).replace('R', 'r'));   // a tile on a start square
        refused(good, r -> copy(r, "cells", startCovered));
        refused(good, r -> copy(r, "placed", 0));                        // tiles no placement put there
        refused(good, r -> copy(r, "hands", r.hands().subList(0, 3)));
        refused(good, r -> copy(r, "supply", new int[] {1, 2, 3}));
        refused(good, r -> copy(r, "claimer", new int[] {-1, 7, -1, -1}));
        refused(good, r -> copy(r, "active", 4));
        refused(good, r -> copy(r, "pagodas", List.of(new Pagoda("P1", PagodaColour.BLACK, 12, 0, 0))));
        refused(good, r -> copy(r, "villages", r.villages().subList(1, r.villages().size())));
        GameStarted g = good.game();
        List<QinModule> impossible = new ArrayList<>(g.modules());
        impossible.add(QinModule.SIMULTANEOUS);   // a second turn order: no game has two
        refused(good, r -> copy(r, "game", new GameStarted(g.variant(), g.canonicalName(), impossible, g.board(),
                g.colours(), g.stacked(), g.creatorSeeded())));

        // one value the view shows, changed: restored, but no longer the same table (the platform's hash check)
        List<List<TileType>> hands = new ArrayList<>(good.hands());
        List<TileType> more = new ArrayList<>(hands.get(0));
        more.add(TileType.RR);
        hands.set(0, more);
        QinState changed = CODEC.restore(copy(good, "hands", hands));
        assertNotEquals(GameJson.canonical(RULES.view(CODEC.restore(good), Viewer.EVERYONE)),
                GameJson.canonical(RULES.view(changed, Viewer.EVERYONE)));
    }

    @Test
    @DisplayName("[qin D28] the hands a round's extras window opened on are kept, and a snapshot whose round keeps them"
            + " for other seats is refused")
    void theHandsWhenTheDrawClosedAreKept() {
        List<QinEvent> log = RandomGames.play(RULES, setup("velessuoniumilmuo", 3), 7, 5000,
                new RandomGames.Watcher<>() {
                }).log();
        QinState s = RULES.initial();
        int i = 0;
        while (s.round == null || s.round.drawn() == null) {
            s = RULES.evolve(s, log.get(i++));
        }
        QinSnapshot good = CODEC.snapshot(s);
        assertEquals(List.of(s.handSize(0), s.handSize(1), s.handSize(2)), good.round().drawn(), "as the window opens");
        assertEquals(s.round, RulesetConformance.roundTrip(CODEC, s).round);
        refused(good, r -> copy(r, "round", copyOf(r.round(), "drawn", List.of(4, 2))));
        refused(good, r -> copy(r, "round", copyOf(r.round(), "drawn", List.of(4, 2, -1))));
    }

    @Test
    @DisplayName("a tile on water is refused (fixture F1's board)")
    void aTileOnWaterIsRefused() {
        QinSnapshot good = CODEC.snapshot(Fixture.f1("veles", 2));
        List<String> cells = new ArrayList<>(good.cells());
        assertEquals('~', cells.get(4).charAt(4));
        cells.set(4, "rrr.bb.");   // a tile on the water at (4,4)
        refused(good, r -> copy(r, "cells", cells));
    }

    @Test
    @DisplayName("the format names every component, and the codec knows every field of the state")
    void theFormatNamesEveryComponentAndEveryFieldOfTheStateIsKnown() {
        String format = CODEC.format();
        for (var component : QinSnapshot.class.getRecordComponents()) {
            assertTrue(format.contains(component.getName() + ":"), component.getName() + " in " + format);
        }
        assertTrue(format.contains("mostPagodas"), "enum constants by their JSON text: " + format);
        // A field added to QinState for a new module must be kept by QinSnapshot (or derived in QinCodec.restore),
        // and named here: otherwise a restored game silently loses it. legal, heights and sites are caches a state
        // works out again when asked, so a restored state needs none of them.
        Set<String> fields = new TreeSet<>();
        for (Field f : QinState.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                fields.add(f.getName());
            }
        }
        assertEquals(new TreeSet<>(List.of("started", "board", "rules", "seats", "colours", "colour", "tile",
                "pagodas", "nextPagoda", "founded", "conquered", "pile", "drawn", "hands", "discard", "supply",
                "claimer", "markers", "placed", "turn", "active", "lastActive", "step", "max", "done", "lastTurn",
                "used", "progress", "idle", "result", "legal", "heights", "display", "owed", "offers", "destructions",
                "auction", "round", "sites")),
                fields, "QinState's fields: does QinCodec keep the new one?");
    }

    // ---- helpers ---------------------------------------------------------------------------------------

    /** Every field of the table equal, not only what the views show (the pile is compared by what is left of it). */
    static void assertSameTable(QinState s, QinState back, String where) {
        assertEquals(s.started, back.started, where);
        assertEquals(s.seats, back.seats, where);
        assertArrayEquals(s.colours, back.colours, where);
        assertArrayEquals(s.colour, back.colour, where + ", colours");
        assertArrayEquals(s.tile, back.tile, where + ", tiles");
        assertEquals(s.pagodas, back.pagodas, where);
        assertEquals(s.nextPagoda, back.nextPagoda, where);
        assertArrayEquals(s.founded, back.founded, where);
        assertArrayEquals(s.conquered, back.conquered, where);
        assertEquals(s.pileOrder(), back.pileOrder(), where);
        assertArrayEquals(s.hands, back.hands, where);
        assertArrayEquals(s.discard, back.discard, where);
        assertArrayEquals(s.supply, back.supply, where);
        assertArrayEquals(s.claimer, back.claimer, where);
        assertArrayEquals(s.markers, back.markers, where);
        assertEquals(s.placed, back.placed, where);
        assertEquals(List.of(s.turn, s.active, s.lastActive, s.max, s.done, s.idle),
                List.of(back.turn, back.active, back.lastActive, back.max, back.done, back.idle), where);
        assertEquals(s.step, back.step, where);
        assertArrayEquals(s.lastTurn, back.lastTurn, where);
        assertEquals(s.used, back.used, where);
        assertEquals(s.progress, back.progress, where);
        assertEquals(s.display, back.display, where);
        assertArrayEquals(s.owed, back.owed, where);
        assertEquals(s.offers, back.offers, where);
        assertEquals(s.destructions, back.destructions, where);
        assertEquals(s.auction, back.auction, where);
        assertEquals(s.round, back.round, where);
        assertEquals(s.result, back.result, where);
    }

    private static void count(Map<String, Integer> seen, QinState s) {
        if (s.board() == null) {
            return;
        }
        for (int i = 0; i < s.board().size(); i++) {
            if (s.founded(i)) {
                seen.merge("founded village", 1, Integer::sum);
            }
            if (s.conquered(i)) {
                seen.merge("conquered village", 1, Integer::sum);
            }
        }
        for (Pagoda p : s.pagodas()) {
            seen.merge(p.level() > 0 ? "tower" : "pagoda", 1, Integer::sum);
        }
        if (Arrays.stream(s.claimer).anyMatch(c -> c >= 0)) {
            seen.merge("claimed colour", 1, Integer::sum);
        }
        if (Arrays.stream(s.discard).sum() > 0) {
            seen.merge("discard", 1, Integer::sum);
        }
        if (!s.used.isEmpty()) {
            seen.merge("used pagoda", 1, Integer::sum);
        }
        if (!s.display.isEmpty()) {
            seen.merge("display", 1, Integer::sum);
        }
        if (Arrays.stream(s.owed).sum() > 0) {
            seen.merge("owed draw", 1, Integer::sum);
        }
        if (!s.offers.isEmpty()) {
            seen.merge("offer", 1, Integer::sum);
        }
        if (s.auction != null) {
            seen.merge("auction", 1, Integer::sum);
        }
        if (!s.destructions.isEmpty()) {
            seen.merge("destruction", 1, Integer::sum);
        }
        if (s.round != null && s.round.stage() == Round.Stage.RESOLVE
                && s.round.resolutions().stream().anyMatch(java.util.Objects::nonNull)) {
            seen.merge("sealed resolution", 1, Integer::sum);
        }
        if (s.over()) {
            seen.merge("over", 1, Integer::sum);
        }
    }

    private static void refused(QinSnapshot good, UnaryOperator<QinSnapshot> change) {
        QinSnapshot bad = change.apply(good);
        assertThrows(IllegalArgumentException.class, () -> CODEC.restore(bad));
    }

    /** {@code r} with one component replaced. */
    static QinSnapshot copy(QinSnapshot r, String component, Object value) {
        return copyOf(r, component, value);
    }

    /** The record {@code r} with one component replaced. */
    @SuppressWarnings("unchecked")
    static <R extends Record> R copyOf(R r, String component, Object value) {
        var components = r.getClass().getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        try {
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = components[i].getName().equals(component) ? value : components[i].getAccessor().invoke(r);
            }
            return (R) r.getClass().getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static GameSetup setup(String variant, int seats) {
        GameSetup plain = RandomGames.setup(seats);
        return new GameSetup(plain.seatNames(), QinOptions.variant(variant), plain.stack(), plain.commitment());
    }

    /** A random game's state after {@code moves} moves. */
    static QinState midGame(String variant, int seats, long seed, int moves) {
        return RandomGames.play(RULES, setup(variant, seats), seed, moves, new RandomGames.Watcher<>() {
        }).state();
    }
}
