package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ziggurat.Verify;

/**
 * Real records altered one way at a time, as a forger would: after the end the salt is public, so a forger can seal
 * a whole new chain over whatever log they like. The chain catches an alteration that was not sealed again; the
 * rules catch the rest. {@code verify} refuses each (exit 1) and names the first event that does not hold; the
 * unaltered record holds (exit 0).
 */
class RecordTamperingTest {

    @TempDir
    Path dir;

    /** A two-seat game of each ruleset: 40 random legal moves, then the second seat resigns. */
    private static ObjectNode game(String ruleset) {
        return Records.played(ruleset, 2, "tamper-" + ruleset, null, 40);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void theUnalteredRecordHolds(String ruleset) {
        ObjectNode record = game(ruleset);
        assertEquals("finished", record.get("status").asText());
        assertEquals("lastSeatStanding", record.at("/outcome/reason").asText());
        Run run = verify(record);
        assertEquals(Verify.VERIFIED, run.exit, run.output);
        assertTrue(run.output.strip().endsWith("VERIFIED"), run.output);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aChangedPayloadBreaksTheChainAtThatEvent(String ruleset) {
        ObjectNode record = game(ruleset);
        int k = aMoveEvent(record);
        changeANumber(event(record, k));
        Run run = verify(record);
        run.refuses(k, "chain");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aChangedPayloadSealedAgainIsCaughtByTheRulesAtThatEvent(String ruleset) {
        ObjectNode record = game(ruleset);
        int k = aMoveEvent(record);
        changeANumber(event(record, k));
        rechain(record);
        Run run = verify(record);
        assertEquals(Verify.REFUSED, run.exit, run.output);
        assertEquals(k, run.firstEvent(), run.output);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void twoEventsSwappedAndSealedAgainAreCaughtAtTheFirst(String ruleset) {
        ObjectNode record = game(ruleset);
        ArrayNode events = (ArrayNode) record.get("events");
        int k = firstOfTwoDifferent(events, aMoveEvent(record));
        ObjectNode a = (ObjectNode) events.get(k - 1);
        ObjectNode b = (ObjectNode) events.get(k);
        events.set(k - 1, b.deepCopy().put("seq", k));
        events.set(k, a.deepCopy().put("seq", k + 1));
        rechain(record);
        Run run = verify(record);
        assertEquals(Verify.REFUSED, run.exit, run.output);
        assertEquals(k, run.firstEvent(), run.output);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aDroppedEventIsCaughtWhereItWas(String ruleset) {
        ObjectNode record = game(ruleset);
        ArrayNode events = (ArrayNode) record.get("events");
        int k = aMoveEvent(record);
        events.remove(k - 1);
        Run gap = verify(record);
        gap.refuses(k + 1, "sequence");

        // numbered again and sealed again: the log no longer follows from the moves
        for (int i = k - 1; i < events.size(); i++) {
            ((ObjectNode) events.get(i)).put("seq", i + 1);
        }
        record.put("version", events.size());
        rechain(record);
        Run run = verify(record);
        assertEquals(Verify.REFUSED, run.exit, run.output);
        assertEquals(k, run.firstEvent(), run.output);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aChangedSeedBreaksTheCommitmentAndWithANewCommitmentDoesNotDealTheSetup(String ruleset) {
        ObjectNode record = game(ruleset);
        record.put("seed", "another seed");
        verify(record).refuses(0, "commitment");

        // a whole new commitment, and every hash sealed again from it: the seed does not deal the recorded setup
        record.put("seedCommitment", Seal.commitment(record.get("salt").asText(), "another seed"));
        rechain(record);
        Run run = verify(record);
        assertEquals(Verify.REFUSED, run.exit, run.output);
        assertTrue(run.output.contains("does not hold (setup): the revealed seed does not deal this setup event"),
                run.output);
        long setup = 0;
        while (record.get("events").get((int) setup).get("actingSeat").isNull()) {
            setup++;
        }
        assertTrue(run.firstEvent() >= 1 && run.firstEvent() <= setup, "an event of the setup: " + run.output);
    }

    @Test
    void aChangedStackDoesNotDealTheRecordedSetup() {
        ArrayNode stack = GameJson.MAPPER.createArrayNode();
        for (String card : new String[] {"red", "blue", "green", "black", "red", "red", "blue", "green", "black",
                "black", "red", "green", "blue", "blue", "red", "green", "black", "red", "blue", "green"}) {
            stack.add(card);
        }
        ObjectNode record = Records.played("contest-of-kings", 2, "tamper-stacked", stack, 30);
        assertEquals(Verify.VERIFIED, verify(record).exit, verify(record).output);
        ArrayNode changed = (ArrayNode) record.at("/creation/stack");
        changed.set(0, changed.get(1).deepCopy());
        changed.set(1, GameJson.MAPPER.getNodeFactory().textNode("red"));
        verify(record).refuses(1, "setup");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aChangedStateHashWithTheChainSealedAgainIsCaughtAtThatEvent(String ruleset) {
        ObjectNode record = game(ruleset);
        int k = aMoveEvent(record);
        ObjectNode e = event(record, k);
        e.put("stateHash", Seal.sha256Hex("a state that never was"));
        rechain(record);
        verify(record).refuses(k, "state");
    }

    /** The log ends by revealing the seed and the salt itself; a revealed seed that is not the record's is refused. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void theLastEventRevealsTheSeedAndAChangedOneIsRefused(String ruleset) {
        ObjectNode record = game(ruleset);
        ArrayNode events = (ArrayNode) record.get("events");
        ObjectNode last = (ObjectNode) events.get(events.size() - 1);
        assertEquals("SeedRevealed", last.get("type").asText());
        assertEquals(record.get("seed"), last.at("/data/seed"));
        assertEquals(record.get("salt"), last.at("/data/salt"));
        assertEquals(true, last.at("/data/creatorSeeded").asBoolean());
        assertEquals(events.get(events.size() - 2).get("time"), last.get("time"), "in the batch that ended the game");

        ((ObjectNode) last.get("data")).put("seed", "another seed");
        rechain(record);
        verify(record).refuses(last.get("seq").asLong(), "reveal");
    }

    /**
     * Whether the creator chose the seed is said twice in the log, by {@code GameStarted} and by {@code SeedRevealed},
     * and once in the creation: a forger who changes any one of them, chain sealed again, is named at that event.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aChangedCreatorSeededIsRefusedWhereItWasChanged(String ruleset) {
        ObjectNode started = game(ruleset);
        ObjectNode first = event(started, 1);
        assertEquals("GameStarted", first.get("type").asText());
        assertEquals(true, first.at("/data/creatorSeeded").asBoolean());
        ((ObjectNode) first.get("data")).put("creatorSeeded", false);
        rechain(started);
        verify(started).refuses(1, "setup");

        ObjectNode revealed = game(ruleset);
        ArrayNode events = (ArrayNode) revealed.get("events");
        ObjectNode last = (ObjectNode) events.get(events.size() - 1);
        ((ObjectNode) last.get("data")).put("creatorSeeded", false);
        rechain(revealed);
        verify(revealed).refuses(last.get("seq").asLong(), "reveal");

        // the creation says the platform drew the seed: the seed no longer deals the GameStarted that says otherwise
        ObjectNode created = game(ruleset);
        ((ObjectNode) created.get("creation")).put("creatorSeeded", false);
        Run run = verify(created);
        run.refuses(1, "setup");
        assertTrue(run.output.contains("event " + events.size() + " (SeedRevealed) (reveal)"), run.output);
    }

    /**
     * A log cut short after the event that ended the game, its version mended: a game whose {@code GameStarted} says
     * creatorSeeded was written by code that always reveals the seed, so the cut is named at the ending event.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aLogCutBeforeItsSeedRevealedIsRefusedAtTheEndingEvent(String ruleset) {
        ObjectNode record = game(ruleset);
        ArrayNode events = (ArrayNode) record.get("events");
        events.remove(events.size() - 1);
        record.put("version", events.size());
        verify(record).refuses(events.size(), "reveal");
    }

    /** A seed revealed before the end, moved there and sealed again, is refused where it now stands. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"tigris", "contest-of-kings", "attika", "qin"})
    void aSeedRevealedBeforeTheEndIsRefused(String ruleset) {
        ObjectNode record = game(ruleset);
        ArrayNode events = (ArrayNode) record.get("events");
        ObjectNode reveal = (ObjectNode) events.remove(events.size() - 1);
        int k = aMoveEvent(record);
        ObjectNode before = event(record, k - 1);
        reveal.set("actingSeat", before.get("actingSeat"));
        reveal.set("time", before.get("time"));
        // revealing changes no state: the forger gives it the state hash of the event before
        reveal.set("stateHash", before.get("stateHash"));
        events.insert(k - 1, reveal);
        for (int i = 0; i < events.size(); i++) {
            ((ObjectNode) events.get(i)).put("seq", i + 1);
        }
        rechain(record);
        verify(record).refuses(k, "reveal");
    }

    /** The corpus too: a game written by an earlier release, one event's payload altered and the chain sealed again. */
    @Test
    void aStoredGameAlteredAndSealedAgainIsRefused() {
        ObjectNode record = Records.ofCorpus(StoredGames.ROOT.resolve("tigris/3-seats-bagExhausted.json"));
        assertEquals(Verify.VERIFIED, verify(record).exit);
        int k = aMoveEvent(record);
        changeANumber(event(record, k));
        rechain(record);
        Run run = verify(record);
        assertEquals(Verify.REFUSED, run.exit, run.output);
        assertEquals(k, run.firstEvent(), run.output);
    }

    @Test
    void aFileThatIsNotARecordIsUnreadable() {
        ObjectNode notARecord = GameJson.MAPPER.createObjectNode().put("format", "something else");
        Run run = verify(notARecord);
        assertEquals(Verify.UNREADABLE, run.exit, run.output);
        assertTrue(run.output.contains("UNREADABLE"), run.output);
    }

    // ---------------------------------------------------------------- the forger's tools

    /** Seals every event again from the record's commitment and salt, as anyone can once the salt is revealed. */
    static void rechain(ObjectNode record) {
        String salt = record.get("salt").asText();
        String previous = record.get("seedCommitment").asText();
        for (JsonNode node : record.get("events")) {
            ObjectNode e = (ObjectNode) node;
            String hash = Seal.eventHash(salt, previous, Ledger.envelope(e.get("seq").asLong(), e.get("type").asText(),
                    e.get("schemaVersion").asInt(), e.get("actingSeat").isNull() ? null : e.get("actingSeat").asInt(),
                    Instant.parse(e.get("time").asText()), e.get("data")));
            e.put("hash", hash);
            previous = hash;
        }
    }

    private static ObjectNode event(ObjectNode record, int seq) {
        return (ObjectNode) record.get("events").get(seq - 1);
    }

    /**
     * The first event of some seat's move (the move's events share their seat and time), a third of the way into the
     * log, with a number in its data.
     */
    private static int aMoveEvent(ObjectNode record) {
        JsonNode events = record.get("events");
        for (int i = events.size() / 3; i < events.size(); i++) {
            JsonNode e = events.get(i);
            JsonNode before = events.get(i - 1);
            boolean startsMove = !e.get("actingSeat").equals(before.get("actingSeat"))
                    || !e.get("time").equals(before.get("time"));
            if (!e.get("actingSeat").isNull() && startsMove && firstNumber(e.get("data")) != null) {
                return i + 1;
            }
        }
        throw new IllegalStateException("no event with a number in it");
    }

    /** The index of the first of two neighbouring events of different content at or after {@code from}. */
    private static int firstOfTwoDifferent(ArrayNode events, int from) {
        for (int k = from; k < events.size(); k++) {
            JsonNode a = events.get(k - 1);
            JsonNode b = events.get(k);
            if (!a.get("type").equals(b.get("type")) || !a.get("data").equals(b.get("data"))) {
                return k;
            }
        }
        throw new IllegalStateException("no two different events");
    }

    private static void changeANumber(ObjectNode e) {
        ObjectNode data = (ObjectNode) e.get("data");
        Map.Entry<ObjectNode, String> at = firstNumber(data);
        at.getKey().set(at.getValue(), new IntNode(at.getKey().get(at.getValue()).asInt() + 1));
    }

    /** The first integer field in {@code node}, depth first: the object holding it and its name. */
    private static Map.Entry<ObjectNode, String> firstNumber(JsonNode node) {
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (f.getValue().isInt()) {
                    return Map.entry(o, f.getKey());
                }
                Map.Entry<ObjectNode, String> inner = firstNumber(f.getValue());
                if (inner != null) {
                    return inner;
                }
            }
        } else if (node != null && node.isArray()) {
            for (JsonNode n : node) {
                Map.Entry<ObjectNode, String> inner = firstNumber(n);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- running the command

    private record Run(int exit, String output) {
        private static final Pattern FIRST = Pattern.compile("NOT VERIFIED: (?:event (\\d+)|the game itself)[^(]*"
                + "(?:\\([^)]*\\) )?does not hold \\((\\w+)\\)");

        /** The event the verdict names first (0 for the game itself). */
        long firstEvent() {
            Matcher m = FIRST.matcher(output);
            assertTrue(m.find(), output);
            return m.group(1) == null ? 0 : Long.parseLong(m.group(1));
        }

        void refuses(long seq, String check) {
            assertEquals(Verify.REFUSED, exit, output);
            Matcher m = FIRST.matcher(output);
            assertTrue(m.find(), output);
            assertEquals(seq, m.group(1) == null ? 0 : Long.parseLong(m.group(1)), output);
            assertEquals(check, m.group(2), output);
        }
    }

    private Run verify(JsonNode record) {
        Path file = Records.write(dir, "record-" + System.nanoTime() + ".json", record);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int exit = Verify.run(new String[] {file.toString()}, new PrintStream(printed, true, StandardCharsets.UTF_8));
        return new Run(exit, printed.toString(StandardCharsets.UTF_8));
    }
}
