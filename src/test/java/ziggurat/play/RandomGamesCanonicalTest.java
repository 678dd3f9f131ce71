package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/**
 * Random games of every ruleset (Qin with several sets of modules) and random seat names: after every event, the
 * hand-written canonical JSON of each view is the reflective writer's, byte for byte, and so is the complete view's
 * written with the parts kept from earlier events ({@link CanonicalJson.Reusable}) and written from scratch; the
 * envelope of every event, written by hand, is the reflective writer's. The stored-game corpus
 * ({@link CanonicalViewsTest}) proves the positions stored games reached; these reach the ones they did not.
 */
class RandomGamesCanonicalTest {

    /** Qin's recommended variant, colour powers, Simultaneous, Pagoda auction, Combinations, War campaign, extras. */
    static final List<String> QIN_VARIANTS = List.of("veles", "velespam", "velesniu", "velesnoke", "vuolessepes",
            "velesuopuke", "velesnopam", "velesmaimiaumilmuomas");

    @Property(tries = 12)
    void tigris(@ForAll @IntRange(min = 2, max = 4) int seats, @ForAll("names") List<String> names,
                @ForAll long seed) {
        playsAlike("tigris", Map.of(), seats, names, seed);
    }

    @Property(tries = 12)
    void contestOfKings(@ForAll @IntRange(min = 2, max = 4) int seats, @ForAll("names") List<String> names,
                        @ForAll long seed) {
        playsAlike("contest-of-kings", Map.of(), seats, names, seed);
    }

    @Property(tries = 12)
    void attika(@ForAll @IntRange(min = 2, max = 4) int seats, @ForAll("names") List<String> names,
                @ForAll long seed) {
        playsAlike("attika", Map.of(), seats, names, seed);
    }

    @Property(tries = 24)
    void qin(@ForAll @IntRange(min = 2, max = 4) int seats, @ForAll("names") List<String> names, @ForAll long seed,
             @ForAll @IntRange(min = 0, max = 7) int variant) {
        playsAlike("qin", Map.of("variant", QIN_VARIANTS.get(variant)), seats, names, seed);
    }

    /** Any text the service stores as a name: escapes, control characters, accents, CJK, emoji. */
    @Property(tries = 500)
    void stringsAreEscapedAsTheReflectiveWriterEscapesThem(@ForAll("text") String text) {
        Object value = Map.of(text, List.of(text, "plain"));
        assertEquals(GameJson.canonical(value),
                new String(CanonicalJson.bytes(out -> out.any(value)), StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<List<String>> names() {
        return text().list().ofSize(4);
    }

    @Provide
    Arbitrary<String> text() {
        return Arbitraries.oneOf(
                Arbitraries.strings().all().ofMaxLength(12)
                        .filter(s -> s.chars().noneMatch(c -> Character.isSurrogate((char) c))),
                Arbitraries.strings().withChars("\"\\/\b\f\n\r\t\u0000\u001f\u007f\u0080é中").ofMaxLength(8),
                Arbitraries.of("😀 seat", "a\uD83C\uDF0Db", "Ωmega", "\u2028\u2029"));
    }

    private static void playsAlike(String id, Map<String, Object> options, int seats, List<String> names, long seed) {
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(id);
        List<String> seatNames = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            // names must differ; their text is anything
            seatNames.add(names.get(i) + "#" + i);
        }
        Record read = GameJson.readOptions(ruleset, GameJson.tree(options));
        GameSetup setup = new GameSetup(seatNames, read, Optional.empty(), "random");
        Object state = ruleset.initial();
        String game = id + " " + options + " " + seats + " seats, seed " + seed;
        long seq = 0;
        for (Object e : ruleset.start(setup, Rng.of("canonical-" + seed, "setup"))) {
            state = ruleset.evolve(state, (Event) e);
            sameBytes(ruleset, state, seats, game + ", setup");
            sameEnvelope(ruleset, (Event) e, ++seq, null, game + ", setup");
        }
        SplittableRandom random = new SplittableRandom(seed);
        Rng rng = Rng.of("canonical-" + seed, "moves");
        for (int move = 0; move < 3_000 && !ruleset.outcome(state).finished(); move++) {
            List<PendingDecision> pending = ruleset.pending(state, Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = ruleset.legalMoves(state, seat);
            Move chosen = legal.get(random.nextInt(legal.size()));
            for (Event e : ruleset.decide(state, seat, chosen, rng)) {
                state = ruleset.evolve(state, e);
                sameBytes(ruleset, state, seats, game + ", move " + move);
                sameEnvelope(ruleset, e, ++seq, seat, game + ", move " + move);
            }
        }
    }

    /**
     * The envelope a chain hash covers, written by hand, is the reflective writer's, for the event as sealed and for
     * its stored JSON as a log is checked; and the event is written by hand, not left to the reflective writer.
     */
    private static void sameEnvelope(Ruleset<Object, Move, Event> ruleset, Event e, long seq, Integer seat,
                                     String where) {
        String type = GameJson.typeName(ruleset, e);
        int version = ruleset.upcasters().currentVersion(type);
        Instant time = Instant.ofEpochSecond(1_700_000_000L + seq * 7, seq % 3 == 0 ? 0 : seq * 1_000_003);
        Object stored = GameJson.readTree(GameJson.write(e));
        String byMapper = Ledger.envelopeByMapper(seq, type, version, seat, time, e);
        assertEquals(byMapper, Ledger.envelope(seq, type, version, seat, time, e), where + ", " + type);
        assertEquals(byMapper, Ledger.envelope(seq, type, version, seat, time, stored), where + ", stored " + type);
        assertEquals(byMapper, Ledger.envelopeByMapper(seq, type, version, seat, time, stored), where);
        assertTrue(CanonicalEnvelope.writtenByHand(e), where + ": " + type + " left to the reflective writer");
        assertTrue(CanonicalEnvelope.writtenByHand(stored), where + ": stored " + type + " left to the mapper");
    }

    private static void sameBytes(Ruleset<Object, Move, Event> ruleset, Object state, int seats, String where) {
        Object complete = ruleset.view(state, Viewer.EVERYONE);
        // written from scratch first: the bytes the state hash takes, with the parts kept from the events before
        // (of this game and the games played before it on this thread), must be these
        CanonicalJson fresh = CanonicalJson.writingEverything();
        ((CanonicalJson.Writable) complete).writeCanonical(fresh);
        assertEquals(new String(fresh.toByteArray(), StandardCharsets.UTF_8),
                new String(CanonicalJson.bytes((CanonicalJson.Writable) complete), StandardCharsets.UTF_8),
                where + ": parts reused");
        CanonicalViewsTest.assertSameBytes(complete, where);
        CanonicalViewsTest.assertSameBytes(ruleset.view(state, Viewer.seat(seats - 1)), where + ", last seat");
    }
}
