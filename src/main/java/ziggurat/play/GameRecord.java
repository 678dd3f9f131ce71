package ziggurat.play;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * A finished game as one self-contained document, to take home and check without the service: the ruleset, the
 * game as it was created (seats, options, stack), the seed commitment with the salt and the seed behind it, and
 * every event as stored, each with its chain hash and the hash of the state after it. {@code GET
 * /v1/games/{id}/record} serves it; {@code verify record.json} ({@link RecordVerifier}) checks it with the rules.
 *
 * <p>Each event is written exactly as its chain hash covers it (the envelope of {@link Ledger#HASHING}: seq, type,
 * schemaVersion, actingSeat, time, data), so a script in any language can recompute the chain from the record
 * alone.
 *
 * @param format         {@value #FORMAT}: what this document is, for a reader that is handed a file
 * @param ruleset        the rules the game was played by
 * @param creation       what the creator asked for, as stored
 * @param seedCommitment published at creation: hex SHA-256 of the salt's bytes then the seed's UTF-8 bytes
 * @param salt           hex; keys every hash, secret until the end
 * @param seed           secret until the end: every draw comes from it
 * @param status         {@code finished} for a record the service serves
 * @param version        the number of the last event
 * @param outcome        how the game ended, as the rules say after the last event
 * @param events         the whole log, first event first
 * @param hashing        the hashing protocol in words, as the audit publishes it
 */
@JsonPropertyOrder({"format", "gameId", "ruleset", "creation", "seedCommitment", "salt", "seed", "status", "version",
        "outcome", "events", "hashing"})
public record GameRecord(String format, UUID gameId, RulesetRef ruleset, Creation creation, String seedCommitment,
                         String salt, String seed, String status, long version, JsonNode outcome,
                         List<RecordedEvent> events, String hashing) {

    /** The name and version of the document's shape. */
    public static final String FORMAT = "ziggurat-game-record/1";

    /**
     * The rules a game was played by: the ruleset's id and name, and the revision of its complete view the
     * service seals state hashes with today (older revisions are listed in the ruleset's catalogue entry as
     * {@code viewRevisions}; each event names its own {@code schemaVersion}).
     */
    public record RulesetRef(String id, String name, int viewRevision) {
    }

    /**
     * The game as created, as stored: the seats in seat order (after {@code shuffleSeats}, which draws from the
     * seed's {@code seats} stream), the options object as the creator sent it, the stack when the creator fixed one,
     * whether the creator chose the seed, and when the game was created (the clocks, when it has them, start then).
     */
    public record Creation(List<String> seats, JsonNode options, JsonNode stack, boolean creatorSeeded,
                           String createdAt) {
    }

    /** One event as stored: the envelope its chain hash covers, its chain hash and the hash of the state after it. */
    @JsonPropertyOrder({"seq", "type", "schemaVersion", "actingSeat", "time", "data", "hash", "stateHash"})
    public record RecordedEvent(long seq, String type, int schemaVersion, Integer actingSeat, String time,
                                JsonNode data, String hash, String stateHash) {
    }

    /** The record of a game from its row and its whole log, as stored. */
    static GameRecord of(StoredGame meta, Ruleset<Object, Move, Event> ruleset, List<StoredEvent> log, Object outcome) {
        List<RecordedEvent> events = new ArrayList<>(log.size());
        for (StoredEvent e : log) {
            events.add(new RecordedEvent(e.seq(), e.type(), e.schemaVersion(), e.actingSeat(), e.occurredAt().toString(),
                    GameJson.readTree(e.payloadJson()), e.hash(), e.stateHash()));
        }
        return new GameRecord(FORMAT, meta.id(), new RulesetRef(ruleset.info().id(), ruleset.info().name(),
                Ledger.currentRevision(ruleset)),
                new Creation(meta.seats().stream().map(StoredSeat::name).toList(), GameJson.readTree(meta.optionsJson()),
                        meta.stackJson() == null ? null : GameJson.readTree(meta.stackJson()), meta.creatorSeeded(),
                        meta.createdAt().toString()),
                meta.commitment(), meta.salt(), meta.seed(), meta.status().toString(),
                log.isEmpty() ? 0 : log.get(log.size() - 1).seq(), GameJson.tree(outcome), events, Ledger.HASHING);
    }

    /** The game's row as the store would hold it (seat tokens play no part in a record). */
    StoredGame row() {
        List<StoredSeat> seats = new ArrayList<>();
        for (int i = 0; i < creation.seats().size(); i++) {
            seats.add(new StoredSeat(i, creation.seats().get(i), new byte[32]));
        }
        Instant created = Instant.parse(creation.createdAt());
        JsonNode stack = creation.stack();
        boolean stacked = stack != null && !stack.isNull();
        return new StoredGame(gameId, ruleset.id(), GameJson.write(creation.options()),
                GameStatus.fromWire(status).orElse(GameStatus.RUNNING), version, stacked, creation.creatorSeeded(),
                seed, salt, seedCommitment, stacked ? GameJson.write(stack) : null, "[]", created, created, seats);
    }

    /** The log as the store would hold it. */
    List<StoredEvent> log() {
        return events.stream().map(e -> new StoredEvent(e.seq(), e.type(), e.schemaVersion(), GameJson.write(e.data()),
                e.actingSeat(), Instant.parse(e.time()), e.hash(), e.stateHash())).toList();
    }
}
