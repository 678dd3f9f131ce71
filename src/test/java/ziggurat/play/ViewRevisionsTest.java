package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.tigris.TigrisRuleset;
import ziggurat.store.StoredEvent;

/**
 * A game stored before a field joined the view still audits: each stored state hash is checked against the view
 * as the code that sealed it wrote it (today's view without the fields added since), and a log's revisions never
 * go back. Tigris's view gained {@code declinedTiles} with [tigris D17] revised.
 */
class ViewRevisionsTest {

    @SuppressWarnings("unchecked")
    static final Ruleset<Object, Move, Event> TIGRIS = (Ruleset<Object, Move, Event>) (Ruleset<?, ?, ?>) new TigrisRuleset();
    @SuppressWarnings("unchecked")
    static final Ruleset<Object, Move, Event> CONTEST = (Ruleset<Object, Move, Event>) (Ruleset<?, ?, ?>) new ContestRuleset();

    static final String SALT = Seal.newSalt();
    static final String COMMITMENT = Seal.commitment(SALT, "seed-7");

    static List<StoredEvent> sealedToday(Ruleset<Object, Move, Event> rules, long seed) {
        RandomGames.Game<Object, Event> game = RandomGames.play(rules,
                new GameSetup(List.of("Ada", "Bo", "Cy"), Optional.empty(), COMMITMENT), seed, 20_000,
                new RandomGames.Watcher<>() {
                });
        assertTrue(game.finished());
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        return Ledger.seal(SALT, rules, rules.initial(), 0, COMMITMENT, game.log(), null, now).stored();
    }

    /** The log as it would have been stored by code of view revision 1 from event {@code from} on. */
    static List<StoredEvent> revisionOneFrom(List<StoredEvent> today, int from) {
        List<StoredEvent> out = new ArrayList<>();
        Object state = TIGRIS.initial();
        for (StoredEvent e : today) {
            state = TIGRIS.evolve(state, GameJson.readEvent(TIGRIS, e.type(), e.schemaVersion(), e.payloadJson()));
            String stateHash = e.seq() >= from ? revisionOneHash(state) : e.stateHash();
            out.add(new StoredEvent(e.seq(), e.type(), e.schemaVersion(), e.payloadJson(), e.actingSeat(),
                    e.occurredAt(), e.hash(), stateHash));
        }
        return out;
    }

    /** What Tigris code before [tigris D17] revised hashed: the complete view with no {@code declinedTiles}. */
    static String revisionOneHash(Object state) {
        ObjectNode view = GameJson.MAPPER.valueToTree(TIGRIS.view(state, Viewer.EVERYONE));
        assertTrue(view.has("declinedTiles"));
        view.remove("declinedTiles");
        return Seal.stateHashOf(SALT, view);
    }

    static List<Ledger.Finding> findings(List<StoredEvent> log) {
        return Ledger.check(SALT, COMMITMENT, null, TIGRIS, log).findings();
    }

    @Test
    @DisplayName("a view hashes the same whether written from its record or from its JSON tree")
    void recordAndTreeHashAlike() {
        for (Ruleset<Object, Move, Event> rules : List.of(TIGRIS, CONTEST)) {
            Object state = rules.initial();
            for (StoredEvent e : sealedToday(rules, 11)) {
                state = rules.evolve(state, GameJson.readEvent(rules, e.type(), e.schemaVersion(), e.payloadJson()));
                Object view = rules.view(state, Viewer.EVERYONE);
                assertEquals(Seal.stateHashOf(SALT, view), Seal.stateHashOf(SALT, GameJson.MAPPER.valueToTree(view)),
                        rules.info().id() + " at event " + e.seq());
            }
        }
    }

    @Test
    @DisplayName("a Tigris game stored before declinedTiles joined the view audits clean")
    void aGameStoredBeforeTheRevisionAudits() {
        List<StoredEvent> old = revisionOneFrom(sealedToday(TIGRIS, 3), 1);
        assertNotEquals(sealedToday(TIGRIS, 3).get(0).stateHash(), old.get(0).stateHash(), "the revisions differ");
        assertEquals(List.of(), findings(old));
    }

    @Test
    @DisplayName("a game begun before the revision and continued after it audits clean")
    void aGameThatStraddlesTheRevisionAudits() {
        List<StoredEvent> today = sealedToday(TIGRIS, 5);
        List<StoredEvent> straddling = new ArrayList<>(revisionOneFrom(today, 1).subList(0, 20));
        straddling.addAll(today.subList(20, today.size()));
        assertEquals(List.of(), findings(straddling));
    }

    @Test
    @DisplayName("a log whose revision goes back, or a state hash no revision wrote, is a finding")
    void revisionsNeverGoBack() {
        List<StoredEvent> today = sealedToday(TIGRIS, 5);
        List<StoredEvent> back = new ArrayList<>(today.subList(0, 20));
        back.addAll(revisionOneFrom(today, 21).subList(20, today.size()));
        List<Ledger.Finding> found = findings(back);
        assertFalse(found.isEmpty());
        assertEquals(21, found.get(0).seq());
        assertEquals("state", found.get(0).check());

        List<StoredEvent> tampered = new ArrayList<>(today);
        StoredEvent e = tampered.get(9);
        tampered.set(9, new StoredEvent(e.seq(), e.type(), e.schemaVersion(), e.payloadJson(), e.actingSeat(),
                e.occurredAt(), e.hash(), today.get(10).stateHash()));
        assertEquals(List.of(new Ledger.Finding(10, "state", "replay does not reproduce the stored state hash")),
                findings(tampered));
    }

    @Test
    @DisplayName("a snapshot taken where the log was sealed before the revision is still confirmed by it")
    void aSnapshotIsConfirmedByAnOlderRevisionsHash() {
        List<StoredEvent> today = sealedToday(TIGRIS, 3);
        Object state = TIGRIS.initial();
        for (StoredEvent e : today.subList(0, 12)) {
            state = TIGRIS.evolve(state, GameJson.readEvent(TIGRIS, e.type(), e.schemaVersion(), e.payloadJson()));
        }
        assertTrue(Ledger.hashesTo(SALT, TIGRIS, state, today.get(11).stateHash()));
        assertTrue(Ledger.hashesTo(SALT, TIGRIS, state, revisionOneHash(state)));
        assertFalse(Ledger.hashesTo(SALT, TIGRIS, state, today.get(today.size() - 1).stateHash()), "the end is another state");
    }
}
