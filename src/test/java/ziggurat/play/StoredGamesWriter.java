package ziggurat.play;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * Writes one game into the stored-game corpus, once: legal moves picked by a {@link Steering}, sealed exactly as
 * a move is in production, until the game ends the way asked for. Run by hand, never by the build:
 *
 * <pre>
 * ./mvnw -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.play.StoredGamesWriter \
 *     -Dexec.args="tigris 3 bagExhausted"
 * </pre>
 *
 * <p>Moves are random unless steered. An optional fourth argument names event types to steer toward
 * (comma-separated): where some legal moves cause one of them, one of those is played, which makes rarer endings
 * (a 2-seat Tigris game ending on its last treasures) reachable in a few tries. A Contest of Kings game ending
 * {@code lastTreasure} is out of reach of that too and is steered by {@link ContestLastTreasure}, and an Attika
 * game ending {@code shrinesConnected} by {@link AttikaShrinesConnected}, whatever the fourth argument says ({@code -}
 * names none).
 *
 * <p>An optional fifth argument is a file holding the game's options as JSON (an Attika game on a component set
 * of the caller's own), stored with the game as creation stores them; a sixth is a suffix for the file's name.
 * The reason {@code running} writes a game still in play: {@value #MID_GAME} moves, then the game as it stands.
 *
 * <p>The reasons {@code resigned}, {@code timedOut} and {@code aborted} write a game that ends at the table (see
 * {@link Leaving}): it ends {@code lastSeatStanding} or {@code aborted}, and its file's name says how.
 */
public final class StoredGamesWriter {

    private static final Instant START = Instant.parse("2026-11-24T00:00:00Z");

    /** How many moves a game written as {@code running} is played for. */
    static final int MID_GAME = 80;

    public static void main(String[] args) throws java.io.IOException {
        String rulesetId = args[0];
        int seats = Integer.parseInt(args[1]);
        String reason = args[2];
        Set<String> steerTo = args.length > 3 && !args[3].equals("-") ? Set.of(args[3].split(",")) : Set.of();
        com.fasterxml.jackson.databind.JsonNode options = args.length > 4 && !args[4].equals("-")
                ? GameJson.readTree(java.nio.file.Files.readString(Path.of(args[4]))) : GameJson.tree(Map.of());
        String suffix = args.length > 5 ? "-" + args[5] : "";
        Leaving leaving = Leaving.of(reason);
        if (leaving.how().equals("timedOut") && !options.has(GameJson.CLOCK)) {
            options = ((com.fasterxml.jackson.databind.node.ObjectNode) options.deepCopy())
                    .set(GameJson.CLOCK, GameJson.tree(CLOCK));
        }
        String ending = leaving.ending(reason);
        if (!leaving.how().equals("none") && !leaving.how().equals(ending)) {
            suffix = "-" + leaving.how() + suffix;
        }
        Steering steering = Steering.toward(rulesetId, ending, steerTo);
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(rulesetId);
        for (int attempt = 0; attempt < 500; attempt++) {
            String seed = "corpus-" + rulesetId + "-" + seats + suffix + "-" + attempt;
            long began = System.nanoTime();
            StoredGames.File file = play(ruleset, seats, seed, steering, options,
                    reason.equals("running") ? MID_GAME : Integer.MAX_VALUE, leaving);
            String ended = file.outcome().path("reason").asText("running");
            System.out.println(seed + ": " + ended + " after "
                    + file.events().size() + " events, " + (System.nanoTime() - began) / 1_000_000 + " ms");
            if (ended.equals(ending)) {
                Path path = StoredGames.ROOT.resolve(rulesetId).resolve(seats + "-seats-" + ending + suffix + ".json");
                StoredGames.write(path, file);
                System.out.println("wrote " + path + " (" + file.events().size() + " events, " + seed + ")");
                return;
            }
        }
        throw new IllegalStateException("no game of " + rulesetId + " ended by " + ending + " in 500 tries");
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering) {
        return play(ruleset, seats, seed, steering, GameJson.tree(Map.of()), Integer.MAX_VALUE);
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering,
                                 com.fasterxml.jackson.databind.JsonNode options, int maxMoves) {
        return play(ruleset, seats, seed, steering, options, maxMoves, Leaving.NONE);
    }

    /**
     * How a game written to end at the table ends: after {@code afterMoves} moves of its seats, {@code seat}
     * resigns, times out or aborts; a second resignation, {@code afterMoves} moves later, ends a game of three or
     * more seats that played on with the first leaver's default moves.
     */
    record Leaving(String how, int afterMoves) {
        static final Leaving NONE = new Leaving("none", Integer.MAX_VALUE);

        /** The ending a game that leaves this way is written for, from the writer's reason. */
        static Leaving of(String reason) {
            return switch (reason) {
                case "resigned" -> new Leaving("resigned", 24);
                case "timedOut" -> new Leaving("timedOut", 30);
                case "aborted" -> new Leaving("aborted", 1);
                default -> NONE;
            };
        }

        /** The outcome's reason such a game ends with. */
        String ending(String reason) {
            return switch (how) {
                case "resigned", "timedOut" -> "lastSeatStanding";
                case "aborted" -> "aborted";
                default -> reason;
            };
        }
    }

    /** The clock a game written to time out is created with: long enough that no other seat runs out first. */
    static final Map<String, Object> CLOCK = Map.of("initialSeconds", 600, "incrementSeconds", 0);

    /**
     * One game, sealed move by move by {@link LoadedGame#advance}, the step every append of the service goes
     * through, at the table every game is played at ({@link Table}): so resigning, timing out and aborting are
     * sealed as the service seals them, default moves and clocks included.
     */
    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering,
                                 com.fasterxml.jackson.databind.JsonNode options, int maxMoves, Leaving leaving) {
        Table table = Table.of(ruleset);
        SplittableRandom random = new SplittableRandom(seed.hashCode());
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("seat " + i);
        }
        // a fixed salt: the corpus is public test data, and the hashes must come out the same on every machine
        String salt = Seal.sha256Hex("salt of " + seed).substring(0, 32);
        String commitment = Seal.commitment(salt, seed);
        List<StoredSeat> storedSeats = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            storedSeats.add(new StoredSeat(i, names.get(i), new byte[32]));
        }
        StoredGame row = new StoredGame(UUID.nameUUIDFromBytes(seed.getBytes(StandardCharsets.UTF_8)),
                table.info().id(), GameJson.write(options), GameStatus.RUNNING, 0, false, true, seed, salt, commitment,
                null, "[]", START, START, storedSeats);
        List<StoredEvent> log = new ArrayList<>();
        Ledger.Sealed setup = Ledger.seal(salt, table, table.initial(), 0, commitment,
                table.start(new GameSetup(names, GameJson.readOptions(table, options), Optional.empty(), commitment,
                        row.creatorSeeded()),
                        Rng.of(seed, "setup")),
                null, START);
        log.addAll(setup.stored());
        Clocks clocks = GameJson.readClock(options).map(c -> Clocks.start(c, seats, Set.of(), START)
                .after(START, null, LoadedGame.waitingFor(table, setup.state()))).orElse(null);
        LoadedGame game = new LoadedGame(LoadedGames.atVersion(row, setup.version(), setup.finished()), table,
                setup.state(), setup.version(), setup.lastHash(), setup.finished(), 0, clocks);
        List<StoredGames.Played> moves = new ArrayList<>();
        int left = 0;
        Instant at = START;
        while (!game.finished() && moves.size() < maxMoves) {
            if (moves.size() == leaving.afterMoves() * (left + 1) && !leaving.how().equals("none")) {
                LoadedGame.Advanced step = switch (leaving.how()) {
                    case "aborted" -> game.advance(table.abort(game.state(), seats - 1), seats - 1, false,
                            at = at.plusSeconds(1));
                    case "timedOut" -> {
                        // the seat whose clock runs out first, at the moment it does
                        at = game.clocks().deadline().orElseThrow();
                        int seat = game.clocks().outOfTime(at).orElseThrow();
                        yield game.advance(table.timeOut(game.state(), seat, game.rng()), seat, false, at);
                    }
                    default -> game.advance(table.resign(game.state(), left, game.rng()), left, false,
                            at = at.plusSeconds(1));
                };
                game = step.next();
                log.addAll(step.stored());
                left++;
                continue;
            }
            List<PendingDecision> pending = table.pending(game.state(), Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = table.legalMoves(game.state(), seat);
            // the steering reads the game's own state, as it did before games were written at a table
            Object own = ((Table.Seated) game.state()).game();
            Move move = steering.choose(new Steering.Probe(table.rules(), seed, game.version()), own, seat, legal,
                    random);
            List<Event> events;
            try {
                events = table.decide(game.state(), seat, move, game.rng());
            } catch (RuleViolation v) {
                throw new IllegalStateException("a listed move was refused: " + move + ": " + v.getMessage(), v);
            }
            moves.add(new StoredGames.Played(game.version(), seat,
                    GameJson.readTree(GameJson.typedMove(table, move).rawValue().toString())));
            // a second per event, never before the table's last append (a timeout falls when the clock says)
            Instant by = START.plusSeconds(game.version() + 1);
            at = by.isAfter(at) ? by : at.plusSeconds(1);
            LoadedGame.Advanced step = game.advance(events, seat, true, at);
            game = step.next();
            log.addAll(step.stored());
        }
        Outcome outcome = game.finished() ? table.outcome(game.state()) : Outcome.RUNNING;
        List<StoredGames.Entry> entries = log.stream().map(e -> new StoredGames.Entry(e.seq(), e.type(),
                e.schemaVersion(), e.actingSeat(), e.occurredAt(), GameJson.readTree(e.payloadJson()), e.hash(),
                e.stateHash())).toList();
        StoredGames.Game stored = new StoredGames.Game(table.info().id(), names, options, null, true,
                seed, salt, commitment, game.version(), game.finished() ? "finished" : "running", START);
        String what = game.finished() ? "A complete game" : "A game still in play after " + moves.size() + " moves";
        String on = options.has("componentSet") && options.get("componentSet").isObject()
                ? " on a component set of the creator's own (in its options)" : "";
        String how = switch (leaving.how()) {
            case "resigned" -> ", " + (seats > 2 ? "two seats resigning " + leaving.afterMoves() + " moves apart"
                    + " (the game playing the first one's default moves meanwhile)" : "a seat resigning") ;
            case "timedOut" -> ", a seat's clock running out (options.clock)";
            case "aborted" -> ", aborted by a seat after " + leaving.afterMoves() + " move";
            default -> "";
        };
        return new StoredGames.File(what + on + " of " + steering.describe() + how + ", " + seats + " seats,"
                + " written once on " + java.time.LocalDate.now(java.time.ZoneOffset.UTC)
                + " and never rewritten (see StoredGamesTest).", "StoredGamesWriter", stored,
                GameJson.tree(outcome), entries, moves);
    }
}
