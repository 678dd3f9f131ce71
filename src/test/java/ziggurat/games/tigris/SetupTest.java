package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/** [tigris §1.3] setup: seats, dynasties [tigris D1], the stack [tigris D5], the deal [tigris D3] and the registration for the platform. */
class SetupTest {

    static final TigrisRuleset RULES = new TigrisRuleset();

    private static GameSetup setup(int seats, TigrisOptions options, List<String> stack) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("n" + i);
        }
        return new GameSetup(names, options, Optional.ofNullable(stack), "hash");
    }

    private static String refusal(GameSetup setup) {
        RuleViolation v = assertThrows(RuleViolation.class, () -> RULES.start(setup, Rng.of("s", "setup")));
        assertEquals(RuleViolation.Kind.INVALID_SETUP, v.kind());
        return v.code();
    }

    @Test
    @DisplayName("[tigris §1.3, D1, D3, D4] a shuffled game: default dynasties, six consecutive draws per seat from a 143-tile bag, seat 0 starts")
    void aShuffledGameDealsSixTilesPerSeatFromA143TileBag() {
        List<TigrisEvent> events = RULES.start(setup(3, TigrisOptions.DEFAULT, null), Rng.of("s", "setup"));
        assertEquals(5, events.size());
        GameStarted started = (GameStarted) events.get(0);
        assertEquals(143, started.bagCount());
        assertEquals(false, started.stacked());
        assertEquals(List.of(Dynasty.ARCHER, Dynasty.BULL, Dynasty.LION),
                started.seats().stream().map(SeatInfo::dynasty).toList());
        int[] counts = new int[4];
        started.bag().forEach(c -> counts[c.ordinal()]++);
        assertEquals(List.of(30, 47, 36, 30), List.of(counts[0], counts[1], counts[2], counts[3]));
        for (int seat = 0; seat < 3; seat++) {
            TilesDrawn d = (TilesDrawn) events.get(1 + seat);
            assertEquals(started.bag().subList(6 * seat, 6 * seat + 6), d.tiles());
            assertEquals(143 - 6 * (seat + 1), d.bagCount());
        }
        assertEquals(new TurnStarted(0, 1), events.get(4));
        assertEquals(events, RULES.start(setup(3, TigrisOptions.DEFAULT, null), Rng.of("s", "setup")), "same seed, same game");
        assertTrue(!events.equals(RULES.start(setup(3, TigrisOptions.DEFAULT, null), Rng.of("other", "setup"))));

        TigrisState s = RULES.initial();
        for (TigrisEvent e : events) {
            s = RULES.evolve(s, e);
        }
        TigrisView v = (TigrisView) RULES.view(s, Viewer.SPECTATOR);
        assertEquals(125, v.bagCount());
        assertEquals(10, v.treasuresOnBoard());
        assertEquals(10, v.board().size());
        assertEquals(Monument.ALL.length, v.monumentsAvailable().size());
        v.seats().forEach(sv -> {
            assertEquals(2, sv.catastrophesLeft());
            assertEquals(4, sv.supply().size());
        });
    }

    @Test
    @DisplayName("before setup nobody is pending and nothing is legal")
    void beforeSetupNobodyIsPending() {
        TigrisState s = RULES.initial();
        assertTrue(RULES.pending(s, Viewer.EVERYONE).isEmpty());
        assertTrue(RULES.legalMoves(s, 0).isEmpty());
        assertEquals(ziggurat.engine.Outcome.RUNNING, RULES.outcome(s));
    }

    @Test
    @DisplayName("[tigris D1] options.dynasties names one distinct dynasty per seat; a wrong list is refused")
    void dynastiesOptionD1() {
        List<TigrisEvent> events = RULES.start(setup(2, dynasties("pot", "lion"), null), Rng.of("s", "x"));
        assertEquals(List.of(Dynasty.POT, Dynasty.LION),
                ((GameStarted) events.get(0)).seats().stream().map(SeatInfo::dynasty).toList());
        assertEquals("INVALID_OPTIONS", refusal(setup(2, dynasties("pot"), null)));
        assertEquals("INVALID_OPTIONS", refusal(setup(2, dynasties("pot", "pot"), null)));
        assertEquals("INVALID_OPTIONS", refusal(setup(2, dynasties("pot", "eagle"), null)));
        assertEquals("INVALID_OPTIONS", refusal(setup(2, dynasties("pot", null), null)));
    }

    private static TigrisOptions dynasties(String... names) {
        return new TigrisOptions(java.util.Arrays.asList(names));
    }

    @Test
    @DisplayName("[tigris §1.2] a game has two to four seats")
    void seatsAreTwoToFour() {
        assertEquals("INVALID_SEATS", refusal(setup(1, TigrisOptions.DEFAULT, null)));
        assertEquals("INVALID_SEATS", refusal(setup(5, TigrisOptions.DEFAULT, null)));
    }

    @Test
    @DisplayName("[tigris D5] a stack is exactly the bag, drawn first element first; too many of a colour or too few tiles are refused")
    void stackD5() {
        List<String> twelve = Collections.nCopies(12, "red");
        GameStarted started = (GameStarted) RULES.start(setup(2, TigrisOptions.DEFAULT, twelve), Rng.of("s", "x")).get(0);
        assertTrue(started.stacked());
        assertEquals(12, started.bagCount());
        assertEquals("INVALID_STACK", refusal(setup(2, TigrisOptions.DEFAULT, Collections.nCopies(11, "red"))));
        assertEquals("INVALID_STACK", refusal(setup(2, TigrisOptions.DEFAULT, Collections.nCopies(48, "red"))));
        assertEquals("INVALID_STACK", refusal(setup(2, TigrisOptions.DEFAULT, Collections.nCopies(31, "black"))));
        List<String> purple = new ArrayList<>(twelve);
        purple.set(3, "purple");
        assertEquals("INVALID_STACK", refusal(setup(2, TigrisOptions.DEFAULT, purple)));

        // Drawn in the order given: six blacks, then six greens, so seat 0 gets the blacks.
        List<String> ordered = new ArrayList<>(Collections.nCopies(6, "black"));
        ordered.addAll(Collections.nCopies(6, "green"));
        List<TigrisEvent> dealt = RULES.start(setup(2, TigrisOptions.DEFAULT, ordered), Rng.of("s", "x"));
        assertEquals(Collections.nCopies(6, Colour.BLACK), ((TilesDrawn) dealt.get(1)).tiles());
        assertEquals(Collections.nCopies(6, Colour.GREEN), ((TilesDrawn) dealt.get(2)).tiles());
        assertEquals(0, ((TilesDrawn) dealt.get(2)).bagCount(), "nothing is added to a stack");
    }

    @Test
    @DisplayName("[tigris D2] two, three and four seats play on the same board with the same tiles")
    void twoAndThreeSeatsUseTheFourSeatGame() {
        for (int seats = 2; seats <= 4; seats++) {
            List<TigrisEvent> events = RULES.start(setup(seats, TigrisOptions.DEFAULT, null), Rng.of("s", "setup"));
            GameStarted started = (GameStarted) events.get(0);
            assertEquals("standard", started.board());
            assertEquals(143, started.bagCount());
            int[] counts = new int[4];
            started.bag().forEach(c -> counts[c.ordinal()]++);
            assertEquals(List.of(30, 47, 36, 30), List.of(counts[0], counts[1], counts[2], counts[3]), seats + " seats");
            TigrisState s = RULES.initial();
            for (TigrisEvent e : events) {
                s = RULES.evolve(s, e);
            }
            TigrisView v = (TigrisView) RULES.view(s, Viewer.SPECTATOR);
            assertEquals(143 - 6 * seats, v.bagCount());
            assertEquals(10, v.treasuresOnBoard());
            assertEquals(10, v.board().size(), "the ten starting temples");
            assertEquals(List.of(Monument.ALL), v.monumentsAvailable());
            assertEquals(seats, v.seats().size());
            v.seats().forEach(sv -> {
                assertEquals(6, sv.handSize());
                assertEquals(2, sv.catastrophesLeft());
                assertEquals(4, sv.supply().size());
            });
        }
    }

    @Test
    @DisplayName("the ruleset is registered for the platform and presents itself")
    void registeredForThePlatform() {
        boolean found = false;
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            found |= r instanceof TigrisRuleset;
        }
        assertTrue(found, "META-INF/services names TigrisRuleset");
        assertEquals("tigris", RULES.info().id());
        assertEquals("Tigris & Euphrates", RULES.info().name());
        assertEquals(2, RULES.info().minSeats());
        assertEquals(4, RULES.info().maxSeats());
        // the move and event names are pinned in ziggurat.engine.WireNamesTest
    }
}
