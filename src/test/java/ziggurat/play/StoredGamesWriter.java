package ziggurat.play;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredEvent;

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
        Steering steering = Steering.toward(rulesetId, reason, steerTo);
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(rulesetId);
        for (int attempt = 0; attempt < 500; attempt++) {
            String seed = "corpus-" + rulesetId + "-" + seats + suffix + "-" + attempt;
            long began = System.nanoTime();
            StoredGames.File file = play(ruleset, seats, seed, steering, options,
                    reason.equals("running") ? MID_GAME : Integer.MAX_VALUE);
            String ended = file.outcome().path("reason").asText("running");
            System.out.println(seed + ": " + ended + " after "
                    + file.events().size() + " events, " + (System.nanoTime() - began) / 1_000_000 + " ms");
            if (ended.equals(reason)) {
                Path path = StoredGames.ROOT.resolve(rulesetId).resolve(seats + "-seats-" + reason + suffix + ".json");
                StoredGames.write(path, file);
                System.out.println("wrote " + path + " (" + file.events().size() + " events, " + seed + ")");
                return;
            }
        }
        throw new IllegalStateException("no game of " + rulesetId + " ended by " + reason + " in 500 tries");
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering) {
        return play(ruleset, seats, seed, steering, GameJson.tree(Map.of()), Integer.MAX_VALUE);
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering,
                                 com.fasterxml.jackson.databind.JsonNode options, int maxMoves) {
        SplittableRandom random = new SplittableRandom(seed.hashCode());
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("seat " + i);
        }
        // a fixed salt: the corpus is public test data, and the hashes must come out the same on every machine
        String salt = Seal.sha256Hex("salt of " + seed).substring(0, 32);
        String commitment = Seal.commitment(salt, seed);
        List<StoredEvent> log = new ArrayList<>();
        Ledger.Sealed sealed = Ledger.seal(salt, ruleset, ruleset.initial(), 0, commitment,
                ruleset.start(new GameSetup(names, GameJson.readOptions(ruleset, options), Optional.empty(), commitment),
                        Rng.of(seed, "setup")),
                null, START);
        log.addAll(sealed.stored());
        List<StoredGames.Played> moves = new ArrayList<>();
        while (!sealed.finished() && moves.size() < maxMoves) {
            List<PendingDecision> pending = ruleset.pending(sealed.state(), Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = ruleset.legalMoves(sealed.state(), seat);
            Rng rng = Rng.of(seed, "move:" + (sealed.version() + 1));
            Move move = steering.choose(new Steering.Probe(ruleset, seed, sealed.version()), sealed.state(), seat,
                    legal, random);
            List<Event> events;
            try {
                events = ruleset.decide(sealed.state(), seat, move, rng);
            } catch (RuleViolation v) {
                throw new IllegalStateException("a listed move was refused: " + move + ": " + v.getMessage(), v);
            }
            moves.add(new StoredGames.Played(sealed.version(), seat,
                    GameJson.readTree(GameJson.typedMove(ruleset, move).rawValue().toString())));
            sealed = Ledger.seal(salt, ruleset, sealed.state(), sealed.version(), sealed.lastHash(), events, seat,
                    START.plusSeconds(sealed.version() + 1));
            log.addAll(sealed.stored());
        }
        Outcome outcome = ruleset.outcome(sealed.state());
        if (!sealed.finished()) {
            outcome = Outcome.RUNNING;
        }
        List<StoredGames.Entry> entries = log.stream().map(e -> new StoredGames.Entry(e.seq(), e.type(),
                e.schemaVersion(), e.actingSeat(), e.occurredAt(), GameJson.readTree(e.payloadJson()), e.hash(),
                e.stateHash())).toList();
        StoredGames.Game game = new StoredGames.Game(ruleset.info().id(), names, options, null, true,
                seed, salt, commitment, sealed.version(), sealed.finished() ? "finished" : "running", START);
        String what = sealed.finished() ? "A complete game" : "A game still in play after " + moves.size() + " moves";
        String on = options.has("componentSet") && options.get("componentSet").isObject()
                ? " on a component set of the creator's own (in its options)" : "";
        return new StoredGames.File(what + on + " of " + steering.describe() + ", " + seats + " seats, written "
                + "once on " + java.time.LocalDate.now(java.time.ZoneOffset.UTC)
                + " and never rewritten (see StoredGamesTest).", "StoredGamesWriter", game,
                GameJson.tree(outcome), entries, moves);
    }
}
