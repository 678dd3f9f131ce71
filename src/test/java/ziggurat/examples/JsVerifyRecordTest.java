package ziggurat.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import ziggurat.play.GameJson;
import ziggurat.play.Records;

/**
 * The second-language verifier, examples/verify-record/verify.mjs, run by Node on real records: it recomputes the
 * seed commitment and the hash chain from a record alone, following the formulas the contract publishes, which
 * proves the formulas are complete. Every stored game, and a record of each shipped ruleset with a resignation in
 * it, holds; an altered one is refused at the event altered. Skipped only when there is no {@code node} on the PATH,
 * which .ci/run installs when it is missing, so CI always runs it.
 */
class JsVerifyRecordTest {

    private static final Path SCRIPT = Path.of("examples", "verify-record", "verify.mjs").toAbsolutePath();

    @TempDir
    Path dir;

    @BeforeAll
    static void nodeIsThere() throws Exception {
        Node.assumeInstalled();
        assertTrue(Files.isRegularFile(SCRIPT), SCRIPT + " exists");
    }

    @Test
    void everyStoredGameAndAGameOfEachRulesetHolds() throws Exception {
        List<String> files = new ArrayList<>();
        for (Path corpus : Records.corpus()) {
            files.add(Records.write(dir, corpus.getParent().getFileName() + "-" + corpus.getFileName(),
                    Records.ofCorpus(corpus)).toString());
        }
        for (String ruleset : List.of("tigris", "contest-of-kings", "attika", "qin")) {
            files.add(Records.write(dir, ruleset + "-resigned.json", Records.played(ruleset, 2, "js-" + ruleset, null, 30))
                    .toString());
        }
        Run run = node(files);
        assertEquals(0, run.exit, run.output);
        assertEquals(files.size(), run.output.lines().filter(l -> l.equals("VERIFIED")).count(), run.output);
    }

    @Test
    void aChangedPayloadIsRefusedAtThatEvent() throws Exception {
        ObjectNode record = Records.played("tigris", 2, "js-tampered", null, 30);
        ObjectNode e = (ObjectNode) record.get("events").get(20);
        ((ObjectNode) e.get("data")).put("seat", e.get("data").path("seat").asInt() + 1);
        Run run = node(List.of(Records.write(dir, "tampered.json", record).toString()));
        assertEquals(1, run.exit, run.output);
        assertTrue(run.output.contains("NOT VERIFIED: event 21 (" + e.get("type").asText() + ") does not hold: the chain"
                + " breaks"), run.output);
    }

    @Test
    void aDroppedEventAndAChangedSeedAreRefused() throws Exception {
        ObjectNode record = Records.played("attika", 2, "js-dropped", null, 30);
        ((ArrayNode) record.get("events")).remove(9);
        Run dropped = node(List.of(Records.write(dir, "dropped.json", record).toString()));
        assertEquals(1, dropped.exit, dropped.output);
        assertTrue(dropped.output.contains("NOT VERIFIED: event 11"), dropped.output);

        ObjectNode reseeded = Records.played("qin", 2, "js-reseeded", null, 30);
        reseeded.put("seed", "not the seed");
        Run run = node(List.of(Records.write(dir, "reseeded.json", reseeded).toString()));
        assertEquals(1, run.exit, run.output);
        assertTrue(run.output.contains("NOT VERIFIED: the game itself does not hold: SHA-256(salt || seed) is not the"
                + " seed commitment"), run.output);
    }

    /**
     * What the log says of the seed is checked against the record, as the service's verifier does: a creation that
     * disowns the chosen seed is refused at {@code GameStarted} (and {@code SeedRevealed}), and a log cut before its
     * {@code SeedRevealed}, version mended, at the event that ended the game.
     */
    @Test
    void creatorSeededAndTheRevealedSeedAreTheRecords() throws Exception {
        ObjectNode disowned = Records.played("qin", 2, "js-disowned", null, 10);
        ((ObjectNode) disowned.get("creation")).put("creatorSeeded", false);
        Run run = node(List.of(Records.write(dir, "disowned.json", disowned).toString()));
        assertEquals(1, run.exit, run.output);
        assertTrue(run.output.contains("NOT VERIFIED: event 1 (GameStarted) does not hold: GameStarted says"
                + " creatorSeeded is not the record's creation"), run.output);
        int last = disowned.get("events").size();
        assertTrue(run.output.contains("also: event " + last + ": the seed, the salt or creatorSeeded revealed"),
                run.output);

        ObjectNode cut = Records.played("tigris", 2, "js-cut", null, 10);
        ArrayNode events = (ArrayNode) cut.get("events");
        events.remove(events.size() - 1);
        cut.put("version", events.size());
        Run cutRun = node(List.of(Records.write(dir, "cut.json", cut).toString()));
        assertEquals(1, cutRun.exit, cutRun.output);
        assertTrue(cutRun.output.contains("NOT VERIFIED: event " + events.size() + " ("
                + events.get(events.size() - 1).get("type").asText() + ") does not hold: the game ended without"
                + " revealing its seed"), cutRun.output);
    }

    /**
     * What the chain cannot catch: once the salt is revealed anyone can seal a new chain, so a forged record whose
     * chain was sealed again passes the script and only the rules refuse it. The script says so.
     */
    @Test
    void aRecordSealedAgainPassesTheChainAndTheScriptSaysTheRulesAreNeeded() throws Exception {
        Run run = node(List.of(Records.write(dir, "record.json", Records.played("contest-of-kings", 2, "js-ok", null, 10))
                .toString()));
        assertEquals(0, run.exit, run.output);
        assertTrue(run.output.contains("state hashes and moves need the rules"), run.output);
    }

    @Test
    void aFileThatIsNotARecordIsUnreadable() throws Exception {
        Path file = Records.write(dir, "nothing.json", GameJson.MAPPER.createObjectNode().put("format", "other"));
        Run run = node(List.of(file.toString()));
        assertEquals(2, run.exit, run.output);
        assertTrue(run.output.contains("UNREADABLE"), run.output);
    }

    private record Run(int exit, String output) {
    }

    private static Run node(List<String> files) throws Exception {
        List<String> command = new ArrayList<>(List.of("node", SCRIPT.toString()));
        command.addAll(files);
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("verify.mjs did not finish:\n" + output);
        }
        System.out.println("JsVerifyRecordTest:\n" + output.strip());
        return new Run(p.exitValue(), output);
    }
}
