package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;

/**
 * The state hash's bytes, written by hand per view ({@link CanonicalJson}), are the bytes the reflective writer
 * ({@link GameJson#canonical}) gives, which every stored state hash was taken over: checked after every event of
 * every game of the stored-game corpus, for the complete view the hash covers and for each seat's view.
 */
class CanonicalViewsTest {

    @TestFactory
    Stream<DynamicTest> everyStateOfEveryStoredGameIsWrittenAsTheReflectiveWriterWroteIt() {
        return StoredGames.all().stream().map(path -> DynamicTest.dynamicTest(
                StoredGames.ROOT.relativize(path).toString(), () -> sameBytesThroughout(path)));
    }

    private static void sameBytesThroughout(Path path) {
        StoredGames.File file = StoredGames.read(path);
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(file.game().ruleset());
        Object state = ruleset.initial();
        for (StoredEvent e : StoredGames.log(file.events())) {
            state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson(),
                    GameJson.creation(StoredGames.row(file.game()))));
            String where = path + " after event " + e.seq();
            assertSameBytes(ruleset.view(state, Viewer.EVERYONE), where);
            for (int seat = 0; seat < file.game().seats().size(); seat++) {
                assertSameBytes(ruleset.view(state, Viewer.seat(seat)), where + ", seat " + seat);
            }
            // a game sealed before a view revision is checked against the view of its own revision
            assertTrue(Ledger.hashesTo(file.game().salt(), ruleset, state, e.stateHash()),
                    where + ": the state hash, written by hand, is the stored one");
        }
    }

    /** Every shipped ruleset's complete view writes its own canonical JSON: no state hash is left to reflection. */
    @Test
    void everyShippedRulesetsViewWritesItsOwnCanonicalJson() {
        Set<String> checked = new TreeSet<>();
        for (Path path : StoredGames.all()) {
            StoredGames.File file = StoredGames.read(path);
            if (!checked.add(file.game().ruleset())) {
                continue;
            }
            Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(file.game().ruleset());
            Object state = ruleset.initial();
            // before its seats are claimed a game is waiting (the table's view), then the game's own
            for (StoredEvent e : StoredGames.log(file.events())) {
                assertInstanceOf(CanonicalJson.Writable.class, ruleset.view(state, Viewer.EVERYONE),
                        path + " before event " + e.seq());
                state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(),
                        e.payloadJson(), GameJson.creation(StoredGames.row(file.game()))));
            }
        }
        assertEquals(Set.of("attika", "contest-of-kings", "qin", "tigris"), checked);
    }

    static void assertSameBytes(Object view, String where) {
        assertInstanceOf(CanonicalJson.Writable.class, view, where + ": the view writes its own canonical JSON");
        String reflective = GameJson.canonical(view);
        String byHand = new String(CanonicalJson.bytes((CanonicalJson.Writable) view), StandardCharsets.UTF_8);
        assertEquals(reflective, byHand, where);
    }
}
