package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;

/**
 * The server's audit reads the table's {@code SeedRevealed} as the offline verifier does: right after the event that
 * ends the game, the log's last, revealing the game's own seed, salt and creatorSeeded. The same finished game of each
 * ruleset, as the service stores it, audits clean; a forged reveal, or a log cut before it, is a {@code reveal}
 * finding at the event where it shows.
 */
class AuditRevealTest {

    private static final Rulesets RULESETS = new Rulesets();

    private static ObjectNode game(String ruleset) {
        return Records.played(ruleset, 2, "reveal-" + ruleset, null, 20);
    }

    private static Audit.Report audit(ObjectNode json) {
        GameRecord record = RecordVerifier.read(json);
        Ruleset<Object, Move, Event> ruleset = RULESETS.find(record.ruleset().id()).orElseThrow();
        return Audit.verify(record.row(), ruleset, record.log());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void theGameAsStoredAuditsClean(String ruleset) {
        Audit.Report report = audit(game(ruleset));
        assertEquals(List.of(), report.findings());
        assertTrue(report.verified());
        assertEquals(Boolean.TRUE, report.setupReproduced(), "GameStarted's creatorSeeded is what the creation dealt");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aForgedRevealIsAFindingAtIt(String ruleset) {
        for (String field : List.of("seed", "salt", "creatorSeeded")) {
            ObjectNode json = game(ruleset);
            ArrayNode events = (ArrayNode) json.get("events");
            ObjectNode data = (ObjectNode) events.get(events.size() - 1).get("data");
            if (field.equals("creatorSeeded")) {
                data.put(field, !data.get(field).asBoolean());
            } else {
                data.put(field, field.equals("salt") ? "00" + data.get(field).asText() : "another " + field);
            }
            RecordTamperingTest.rechain(json);
            Audit.Report report = audit(json);
            assertFalse(report.verified(), field);
            assertEquals(List.of(new Ledger.Finding(events.size(), "reveal",
                    "the seed, the salt or creatorSeeded it reveals are not the game's")), report.findings(), field);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aLogCutBeforeItsRevealIsAFindingAtTheEndingEvent(String ruleset) {
        ObjectNode json = game(ruleset);
        ArrayNode events = (ArrayNode) json.get("events");
        events.remove(events.size() - 1);
        json.put("version", events.size());
        Audit.Report report = audit(json);
        assertEquals(1, report.findings().size(), report.findings().toString());
        assertEquals(events.size(), report.findings().get(0).seq());
        assertEquals("reveal", report.findings().get(0).check());
    }
}
