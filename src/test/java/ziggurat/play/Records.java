package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/** Game records for tests: a stored-game corpus file as the record the service would serve of it. */
public final class Records {

    private Records() {
    }

    /** The record of a corpus game, as JSON; the corpus keeps the seed and salt of games still in play too. */
    public static ObjectNode ofCorpus(Path corpusFile) {
        StoredGames.File file = StoredGames.read(corpusFile);
        Ruleset<Object, Move, Event> ruleset = Table.of(StoredGames.ruleset(file.game().ruleset()));
        StoredGame row = StoredGames.row(file.game());
        List<StoredEvent> log = StoredGames.log(file.events());
        Object outcome = ruleset.outcome(Ledger.check(row.salt(), row.commitment(), ruleset, log).state());
        return (ObjectNode) GameJson.tree(GameRecord.of(row, ruleset, log, outcome));
    }

    /** Every corpus file. */
    public static List<Path> corpus() {
        return StoredGames.all();
    }

    /** Writes {@code record} to a file in {@code dir}, named {@code name}. */
    public static Path write(Path dir, String name, JsonNode record) {
        try {
            Path file = dir.resolve(name);
            Files.writeString(file, GameJson.write(record));
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
