package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/**
 * Games stored by earlier releases replay under today's code to the same states: each corpus log is folded
 * without a database, and every chain hash, every state hash, the setup the revealed seed deals and the
 * outcome must come out as they were stored. When this fails, the rules changed behaviour: that needs an
 * upcaster or a new ruleset version, never an edited log.
 */
class StoredGamesTest {

    @TestFactory
    Stream<DynamicTest> everyStoredGameReplaysToTheStatesItWasStoredWith() {
        return StoredGames.all().stream().map(path -> DynamicTest.dynamicTest(
                StoredGames.ROOT.relativize(path).toString(), () -> replays(path)));
    }

    private static void replays(Path path) {
        StoredGames.File file = StoredGames.read(path);
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(file.game().ruleset());
        StoredGame row = StoredGames.row(file.game());
        List<StoredEvent> log = StoredGames.log(file.events());

        Audit.Report report = Audit.verify(row, ruleset, log);
        assertEquals(List.of(), report.findings(), path + ": the audit finds nothing wrong");
        assertTrue(report.chainIntact() && report.statesReproduced() && report.verified());
        if (file.game().status().equals("finished")) {
            assertEquals(Boolean.TRUE, report.setupReproduced(), "the revealed seed deals the stored setup");
        } else {
            // a game still in play keeps its seed to itself; the decisions below are still taken from it
            assertEquals(null, report.setupReproduced(), path + ": the seed of a game in play is not revealed");
            assertEquals(GameStatus.RUNNING, report.status());
        }

        Ledger.Checked checked = Ledger.check(row.salt(), row.commitment(), GameJson.creation(row), ruleset, log);
        assertEquals(GameJson.canonical(file.outcome()), GameJson.canonical(ruleset.outcome(checked.state())),
                path + ": the outcome");
        decidesAgain(path, file, ruleset, checked.events());
    }

    /**
     * Today's rules, given each stored move on the state before it, decide exactly the events stored after it:
     * the fold above proves the states, this proves the decisions (an order of events, a score, a refill).
     */
    private static void decidesAgain(Path path, StoredGames.File file, Ruleset<Object, Move, Event> ruleset,
                                     List<Event> events) {
        Object state = ruleset.initial();
        int folded = 0;
        for (StoredGames.Played played : file.moves()) {
            while (folded < played.on()) {
                state = ruleset.evolve(state, events.get(folded++));
            }
            Move move = GameJson.readMove(ruleset, played.move());
            List<Event> decided = ruleset.decide(state, played.seat(), move,
                    Rng.of(file.game().seed(), "move:" + (played.on() + 1)));
            List<Event> stored = events.subList(folded, Math.min(events.size(), folded + decided.size()));
            assertEquals(GameJson.canonical(typed(ruleset, stored)), GameJson.canonical(typed(ruleset, decided)),
                    path + ": the events of " + played.move() + " by seat " + played.seat() + " on version "
                            + played.on());
        }
    }

    private static List<List<Object>> typed(Ruleset<Object, Move, Event> ruleset, List<Event> events) {
        return events.stream().map(e -> List.<Object>of(GameJson.typeName(ruleset, e), e)).toList();
    }

    /**
     * The corpus holds what the issues ask: each ruleset, several seat counts, each way a game can end, an Attika
     * game on a component set of its creator's own (stored in its options and its first event) and one in play, and
     * Qin games of four variants (its recommended {@code veles}, the others named by their modules in the options).
     */
    @Test
    void theCorpusCoversEverySeatCountAndEveryEnding() {
        Set<String> found = new TreeSet<>();
        for (Path path : StoredGames.all()) {
            StoredGames.File file = StoredGames.read(path);
            boolean ownSet = file.game().options().path("componentSet").isObject();
            found.add(file.game().ruleset() + " " + file.game().seats().size() + " "
                    + file.outcome().path("reason").asText(file.game().status()) + (ownSet ? " own set" : ""));
        }
        assertEquals(new TreeSet<>(Set.of(
                "tigris 2 treasures", "tigris 3 bagExhausted", "tigris 4 treasures",
                "contest-of-kings 2 deckExhausted", "contest-of-kings 3 lastTreasure",
                "contest-of-kings 4 lastTreasure",
                "attika 2 allBuilt", "attika 3 allBuilt", "attika 4 allBuilt", "attika 2 shrinesConnected",
                "attika 2 allBuilt own set", "attika 3 running",
                "qin 2 supplyEmpty", "qin 3 running", "qin 4 boardEdges", "qin 6 boardEdges",
                "qin 3 supplyEmpty", "qin 4 supplyEmpty",
                "tigris 2 lastSeatStanding", "contest-of-kings 3 lastSeatStanding", "attika 2 aborted")), found);
    }

    /**
     * The corpus holds every way a game moves on that the service seals: a seat resigning and the game playing its
     * default moves until another resigns, a clock running out, an abort; and Qin under the simultaneous turn order
     * with its extras (tiles taken from the display, trades, destructions) and sequential Qin with pagoda uses and
     * extras, the code paths that changed most since the first games were stored.
     */
    @Test
    void theCorpusHoldsEveryWayAGameMovesOn() {
        Set<String> seen = new TreeSet<>();
        for (Path path : StoredGames.all()) {
            StoredGames.File file = StoredGames.read(path);
            boolean simultaneous = file.game().options().path("modules").toString().contains("\"niu\"");
            for (StoredGames.Entry e : file.events()) {
                seen.add((simultaneous ? "niu " : "") + e.type());
            }
        }
        for (String type : List.of("SeatResigned", "DefaultMovePlayed", "SeatTimedOut", "GameAborted",
                "niu RoundStarted", "niu Committed", "niu TileTaken", "niu TradeAccepted", "niu TileDestroyed",
                "PagodaMoved", "PagodaRecoloured", "TradeAccepted", "TileDestroyed", "AuctionOpened")) {
            assertTrue(seen.contains(type), "some stored game has " + type);
        }
    }

    /** A log with one event's data changed no longer verifies: the test can fail. */
    @Test
    void aChangedEventIsFound() {
        Path first = StoredGames.all().get(0);
        StoredGames.File file = StoredGames.read(first);
        List<StoredGames.Entry> events = new java.util.ArrayList<>(file.events());
        StoredGames.Entry e = events.get(events.size() / 2);
        var payload = e.payload().deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) payload).put("tampered", true);
        events.set(events.size() / 2, new StoredGames.Entry(e.seq(), e.type(), e.schemaVersion(), e.actingSeat(),
                e.occurredAt(), payload, e.hash(), e.stateHash()));
        Audit.Report report = Audit.verify(StoredGames.row(file.game()), StoredGames.ruleset(file.game().ruleset()),
                StoredGames.log(events));
        assertFalse(report.verified());
    }
}
