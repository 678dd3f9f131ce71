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
 * {@code lastTreasure} is out of reach of that too and is steered by {@link ContestLastTreasure}, whatever the
 * fourth argument says.
 */
public final class StoredGamesWriter {

    private static final Instant START = Instant.parse("2026-11-24T00:00:00Z");

    public static void main(String[] args) {
        String rulesetId = args[0];
        int seats = Integer.parseInt(args[1]);
        String reason = args[2];
        Set<String> steerTo = args.length > 3 ? Set.of(args[3].split(",")) : Set.of();
        Steering steering = Steering.toward(rulesetId, reason, steerTo);
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(rulesetId);
        for (int attempt = 0; attempt < 500; attempt++) {
            String seed = "corpus-" + rulesetId + "-" + seats + "-" + attempt;
            long began = System.nanoTime();
            StoredGames.File file = play(ruleset, seats, seed, steering);
            System.out.println(seed + ": " + file.outcome().get("reason").asText() + " after "
                    + file.events().size() + " events, " + (System.nanoTime() - began) / 1_000_000 + " ms");
            if (file.outcome().get("reason").asText().equals(reason)) {
                Path path = StoredGames.ROOT.resolve(rulesetId).resolve(seats + "-seats-" + reason + ".json");
                StoredGames.write(path, file);
                System.out.println("wrote " + path + " (" + file.events().size() + " events, " + seed + ")");
                return;
            }
        }
        throw new IllegalStateException("no game of " + rulesetId + " ended by " + reason + " in 500 tries");
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Steering steering) {
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
                ruleset.start(new GameSetup(names, Optional.empty(), commitment), Rng.of(seed, "setup")),
                null, START);
        log.addAll(sealed.stored());
        List<StoredGames.Played> moves = new ArrayList<>();
        while (!sealed.finished()) {
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
        List<StoredGames.Entry> entries = log.stream().map(e -> new StoredGames.Entry(e.seq(), e.type(),
                e.schemaVersion(), e.actingSeat(), e.occurredAt(), GameJson.readTree(e.payloadJson()), e.hash(),
                e.stateHash())).toList();
        StoredGames.Game game = new StoredGames.Game(ruleset.info().id(), names, GameJson.tree(Map.of()), null, true,
                seed, salt, commitment, sealed.version(), "finished", START);
        return new StoredGames.File("A complete game of " + steering.describe() + ", " + seats + " seats, written "
                + "once on 2026-11-24 and never rewritten (see StoredGamesTest).", "StoredGamesWriter", game,
                GameJson.tree(outcome), entries, moves);
    }
}
