package ziggurat.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.NoOptions;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Upcasters;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.tigris.TigrisRuleset;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;
import ziggurat.testgame.Tally;

/**
 * The seed commitment has one name everywhere, {@code seedCommitment}. Until schema version 2 of
 * {@code GameStarted}, Tigris stored it as {@code seedHash} and Contest of Kings as {@code seedSha256}: a game
 * stored that way still reads, replays and audits, setup rerun included, from the log exactly as it was stored.
 * (Version 1 did not say {@code creatorSeeded} either: it reads from the game's creation.)
 */
class SeedCommitmentRenameTest {

    @ParameterizedTest(name = "{0} stored its GameStarted with {1}")
    @CsvSource({"tigris, seedHash, 3", "contest-of-kings, seedSha256, 3", "tally, seedHash, 2"})
    void aFinishedGameStoredUnderTheOldNameAuditsClean(String id, String oldName, int current) {
        @SuppressWarnings("unchecked")
        Ruleset<Object, Move, Event> rules = (Ruleset<Object, Move, Event>) (Ruleset<?, ?, ?>) switch (id) {
            case "tigris" -> new TigrisRuleset();
            case "contest-of-kings" -> new ContestRuleset();
            default -> new Tally();
        };
        assertEquals(current, rules.upcasters().currentVersion("GameStarted"));
        String salt = Seal.newSalt();
        long seedNumber = 3;
        String seed = "seed-" + seedNumber;
        String commitment = Seal.commitment(salt, seed);
        List<String> names = List.of("Ada", "Bo", "Cy");
        RandomGames.Game<Object, Event> game = RandomGames.play(rules,
                new GameSetup(names, NoOptions.INSTANCE, Optional.empty(), commitment, true), seedNumber, 20_000, new RandomGames.Watcher<>() {
                });
        assertTrue(game.finished(), "the random game ends");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        List<StoredEvent> today = Ledger.seal(salt, rules, rules.initial(), 0, commitment, game.log(), null, now).stored();
        assertTrue(today.get(0).payloadJson().contains("\"seedCommitment\":\"" + commitment + "\""), "written today");

        // GameStarted written back as version 1 wrote it, and the chain sealed over the data as stored
        List<StoredEvent> old = new ArrayList<>();
        String previous = commitment;
        for (StoredEvent e : today) {
            String payload = e.payloadJson();
            int version = e.schemaVersion();
            if (e.type().equals("GameStarted")) {
                @SuppressWarnings("unchecked")
                Map<String, Object> data = new LinkedHashMap<>(GameJson.MAPPER.convertValue(
                        GameJson.readTree(payload), Map.class));
                data.put(oldName, data.remove("seedCommitment"));
                data.remove("creatorSeeded");
                payload = GameJson.write(data);
                version = 1;
                assertEquals(GameJson.readEvent(rules, e.type(), current, e.payloadJson()),
                        GameJson.readEvent(rules, e.type(), 1, payload, new Upcasters.Creation(true)),
                        "version 1 reads as today's record");
            }
            String hash = Seal.eventHash(salt, previous, Ledger.envelope(e.seq(), e.type(), version, e.actingSeat(),
                    e.occurredAt(), GameJson.readTree(payload)));
            old.add(new StoredEvent(e.seq(), e.type(), version, payload, e.actingSeat(), e.occurredAt(), hash,
                    e.stateHash()));
            previous = hash;
        }
        List<StoredSeat> seats = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            seats.add(new StoredSeat(i, names.get(i), new byte[32]));
        }
        StoredGame meta = new StoredGame(UUID.randomUUID(), id, "{}", GameStatus.FINISHED, old.size(), false, true,
                seed, salt, commitment, null, "[]", now, now, seats);

        Audit.Report report = Audit.verify(meta, rules, old);
        assertEquals(List.of(), report.findings());
        assertTrue(report.verified());
        assertEquals(Boolean.TRUE, report.setupReproduced(), "the rerun setup matches the stored one, read today");
        assertEquals(1, report.events().get(0).schemaVersion(), "the audit shows the log as stored");
        assertTrue(report.events().get(0).data().toString().contains(oldName));
    }
}
