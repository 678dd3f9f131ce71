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
        Object outcome = ruleset.outcome(Ledger.check(row.salt(), row.commitment(), GameJson.creation(row), ruleset, log).state());
        return (ObjectNode) GameJson.tree(GameRecord.of(row, ruleset, log, outcome));
    }

    /**
     * A finished game played in-process as the service plays it (sealed by {@link Ledger}, moves decided on the
     * random stream the service gives them): {@code moves} legal moves picked at random from {@code seed}, then the
     * last seat resigns, which ends a two-seat game. {@code stack} is the creator's fixed stack, or null.
     */
    public static ObjectNode played(String rulesetId, int seats, String seed, JsonNode stack, int moves) {
        Ruleset<Object, Move, Event> ruleset = Table.of(StoredGames.ruleset(rulesetId));
        Table table = (Table) ruleset;
        List<String> names = new java.util.ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("seat " + i);
        }
        String salt = Seal.sha256Hex("salt of " + seed).substring(0, 32);
        String commitment = Seal.commitment(salt, seed);
        java.time.Instant start = java.time.Instant.parse("2026-11-27T12:00:00.123456Z");
        java.util.Optional<Object> stackValue = java.util.Optional.ofNullable(stack)
                .map(s -> GameJson.convert(s, Object.class));
        JsonNode options = GameJson.tree(java.util.Map.of());
        StoredGame created = new StoredGame(java.util.UUID.nameUUIDFromBytes(seed.getBytes(
                java.nio.charset.StandardCharsets.UTF_8)), rulesetId, GameJson.write(options),
                ziggurat.store.GameStatus.RUNNING, 0, stack != null, true, seed, salt,
                commitment, stack == null ? null : GameJson.write(stack), "[]", start, start,
                names.stream().map(name -> new ziggurat.store.StoredSeat(names.indexOf(name), name, new byte[32]))
                        .toList());
        Ledger.Sealed sealed = Ledger.seal(salt, ruleset, ruleset.initial(), 0, commitment,
                ruleset.start(new ziggurat.engine.GameSetup(names, GameJson.readOptions(ruleset, options), stackValue,
                        commitment, created.creatorSeeded()), ziggurat.engine.Rng.of(seed, "setup")), null, start);
        List<StoredEvent> log = new java.util.ArrayList<>(sealed.stored());
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed.hashCode());
        for (int n = 0; n <= moves && !sealed.finished(); n++) {
            ziggurat.engine.Rng rng = ziggurat.engine.Rng.of(seed, "move:" + (sealed.version() + 1));
            int seat;
            List<Event> events;
            if (n == moves) {
                seat = seats - 1;
                events = table.resign(sealed.state(), seat, rng);
            } else {
                var pending = ruleset.pending(sealed.state(), ziggurat.engine.Viewer.EVERYONE);
                seat = pending.get(random.nextInt(pending.size())).seat();
                List<Move> legal = ruleset.legalMoves(sealed.state(), seat);
                events = ruleset.decide(sealed.state(), seat, legal.get(random.nextInt(legal.size())), rng);
            }
            // sealed as the service seals a move: the game's end is followed by the table's SeedRevealed
            sealed = Ledger.seal(created, ruleset, sealed.state(), sealed.version(), sealed.lastHash(), events, seat,
                    start.plusMillis(1500L * (sealed.version() + 1)));
            log.addAll(sealed.stored());
        }
        StoredGame row = LoadedGames.atVersion(created, sealed.version(), sealed.finished());
        return (ObjectNode) GameJson.tree(GameRecord.of(row, ruleset, log, ruleset.outcome(sealed.state())));
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
