package ziggurat.play;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.UUID;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * The stored-game corpus: complete games written once by an earlier release, as the database holds them (the
 * game's row and its log, each event with its chain hash and the hash of the state after it). Files live in
 * {@code src/test/resources/stored-games/<ruleset>/} and are never edited or rewritten: a change of rules
 * behaviour that breaks one needs an upcaster or a new ruleset version.
 */
final class StoredGames {

    static final Path ROOT = Path.of("src/test/resources/stored-games");

    /** What a corpus file holds: the game as stored, the outcome it ended with, and why it is in the corpus. */
    record File(String about, String writtenBy, Game game, JsonNode outcome, List<Entry> events, List<Played> moves) {
    }

    /**
     * A move as its seat sent it, on the game at version {@code on}: the log's events from {@code on + 1} on are
     * what it caused. The log alone replays the states; the moves let today's rules decide them again.
     */
    record Played(long on, int seat, JsonNode move) {
    }

    /** The game's row; the options and the stack as stored JSON. */
    record Game(String ruleset, List<String> seats, JsonNode options, JsonNode stack, boolean creatorSeeded,
                String seed, String salt, String commitment, long version, String status, Instant createdAt) {
    }

    /** One stored event; {@code payload} is the stored JSON as an object. */
    record Entry(long seq, String type, int schemaVersion, Integer actingSeat, Instant occurredAt, JsonNode payload,
                 String hash, String stateHash) {
    }

    static final ObjectMapper JSON = JsonMapper.builder().findAndAddModules()
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .serializationInclusion(JsonInclude.Include.ALWAYS)
            .enable(SerializationFeature.INDENT_OUTPUT).build();

    private StoredGames() {
    }

    static File read(Path path) {
        try {
            return JSON.readValue(path.toFile(), File.class);
        } catch (IOException e) {
            throw new UncheckedIOException(path.toString(), e);
        }
    }

    static void write(Path path, File file) {
        try {
            Files.createDirectories(path.getParent());
            if (Files.exists(path)) {
                throw new IllegalStateException(path + " exists: the corpus is written once and never rewritten");
            }
            JSON.writeValue(path.toFile(), file);
        } catch (IOException e) {
            throw new UncheckedIOException(path.toString(), e);
        }
    }

    static List<Path> all() {
        try (var files = Files.walk(ROOT)) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Ruleset<Object, Move, ziggurat.engine.Event> ruleset(String id) {
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (r.info().id().equals(id)) {
                // at its table, as the service plays every game: a log may hold resignations, timeouts, aborts
                return ziggurat.engine.Table.of(r);
            }
        }
        throw new IllegalArgumentException("no ruleset " + id);
    }

    /** The game's row as the store would read it back. Seat tokens play no part in a replay. */
    static StoredGame row(Game g) {
        List<StoredSeat> seats = new ArrayList<>();
        for (int i = 0; i < g.seats().size(); i++) {
            seats.add(new StoredSeat(i, g.seats().get(i), new byte[32]));
        }
        UUID id = UUID.nameUUIDFromBytes((g.ruleset() + g.seed()).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return new StoredGame(id, g.ruleset(), GameJson.write(g.options()),
                GameStatus.fromWire(g.status()).orElseThrow(), g.version(), g.stack() != null && !g.stack().isNull(),
                g.creatorSeeded(), g.seed(), g.salt(), g.commitment(),
                g.stack() == null || g.stack().isNull() ? null : GameJson.write(g.stack()),
                // games written before creation warnings existed have none, as the migration that added them says
                "[]", g.createdAt(), g.createdAt(), seats);
    }

    static List<StoredEvent> log(List<Entry> events) {
        return events.stream().map(e -> new StoredEvent(e.seq(), e.type(), e.schemaVersion(),
                GameJson.write(e.payload()), e.actingSeat(), e.occurredAt(), e.hash(), e.stateHash())).toList();
    }
}
