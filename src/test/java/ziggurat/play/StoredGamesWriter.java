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
 * Writes one game into the stored-game corpus, once: random legal moves, sealed exactly as a move is in
 * production, until the game ends the way asked for. Run by hand, never by the build:
 *
 * <pre>
 * ./mvnw -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.play.StoredGamesWriter \
 *     -Dexec.args="tigris 3 bagExhausted"
 * </pre>
 *
 * <p>An optional fourth argument names event types to steer toward (comma-separated): where some legal moves
 * cause one of them, one of those is played, which makes rarer endings (a 2-seat game ending on its last
 * treasure) reachable in a few tries.
 */
public final class StoredGamesWriter {

    private static final Instant START = Instant.parse("2026-11-24T00:00:00Z");

    public static void main(String[] args) {
        String rulesetId = args[0];
        int seats = Integer.parseInt(args[1]);
        String reason = args[2];
        Set<String> steerTo = args.length > 3 ? Set.of(args[3].split(",")) : Set.of();
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(rulesetId);
        for (int attempt = 0; attempt < 500; attempt++) {
            String seed = "corpus-" + rulesetId + "-" + seats + "-" + attempt;
            StoredGames.File file = play(ruleset, seats, seed, steerTo);
            System.out.println(seed + ": " + file.outcome().get("reason").asText() + " after "
                    + file.events().size() + " events");
            if (file.outcome().get("reason").asText().equals(reason)) {
                Path path = StoredGames.ROOT.resolve(rulesetId).resolve(seats + "-seats-" + reason + ".json");
                StoredGames.write(path, new StoredGames.File(file.about(), file.writtenBy(), file.game(),
                        file.outcome(), file.events()));
                System.out.println("wrote " + path + " (" + file.events().size() + " events, " + seed + ")");
                return;
            }
        }
        throw new IllegalStateException("no game of " + rulesetId + " ended by " + reason + " in 500 tries");
    }

    static StoredGames.File play(Ruleset<Object, Move, Event> ruleset, int seats, String seed, Set<String> steerTo) {
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
                ruleset.start(new GameSetup(names, Map.of(), Optional.empty(), commitment), Rng.of(seed, "setup")),
                null, START);
        log.addAll(sealed.stored());
        while (!sealed.finished()) {
            List<PendingDecision> pending = ruleset.pending(sealed.state(), Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = ruleset.legalMoves(sealed.state(), seat);
            Rng rng = Rng.of(seed, "move:" + (sealed.version() + 1));
            Move move = steered(ruleset, sealed.state(), seat, legal, steerTo, seed, sealed.version(), random);
            List<Event> events;
            try {
                events = ruleset.decide(sealed.state(), seat, move, rng);
            } catch (RuleViolation v) {
                throw new IllegalStateException("a listed move was refused: " + move + ": " + v.getMessage(), v);
            }
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
        return new StoredGames.File("A complete game of random legal moves, " + seats + " seats, written once on "
                + "2026-11-24 and never rewritten (see StoredGamesTest).", "StoredGamesWriter", game,
                GameJson.tree(outcome), entries);
    }

    /**
     * A random legal move; where some moves cause an event of a steered-to type, now or by a move of the next
     * decision, one of those. Two plies find the moves that set up a rarer event, not only the one that takes it.
     */
    private static Move steered(Ruleset<Object, Move, Event> ruleset, Object state, int seat, List<Move> legal,
                                Set<String> steerTo, String seed, long version, SplittableRandom random) {
        if (!steerTo.isEmpty()) {
            List<Move> now = new ArrayList<>();
            List<Move> next = new ArrayList<>();
            for (Move m : sample(legal, 20, random)) {
                List<Event> events = decided(ruleset, state, seat, m, seed, version);
                if (causes(ruleset, events, steerTo)) {
                    now.add(m);
                    continue;
                }
                Object after = state;
                for (Event e : events) {
                    after = ruleset.evolve(after, e);
                }
                if (ruleset.outcome(after).finished()) {
                    continue;
                }
                long then = version + events.size();
                for (PendingDecision p : ruleset.pending(after, Viewer.EVERYONE)) {
                    for (Move reply : sample(ruleset.legalMoves(after, p.seat()), 10, random)) {
                        if (causes(ruleset, decided(ruleset, after, p.seat(), reply, seed, then), steerTo)) {
                            next.add(m);
                            break;
                        }
                    }
                }
            }
            List<Move> toward = now.isEmpty() ? next : now;
            if (!toward.isEmpty()) {
                return toward.get(random.nextInt(toward.size()));
            }
        }
        return legal.get(random.nextInt(legal.size()));
    }

    private static List<Move> sample(List<Move> moves, int at, SplittableRandom random) {
        List<Move> sample = new ArrayList<>(moves);
        for (int i = sample.size() - 1; i > 0; i--) {
            java.util.Collections.swap(sample, i, random.nextInt(i + 1));
        }
        return sample.subList(0, Math.min(at, sample.size()));
    }

    private static List<Event> decided(Ruleset<Object, Move, Event> ruleset, Object state, int seat, Move move,
                                       String seed, long version) {
        try {
            return ruleset.decide(state, seat, move, Rng.of(seed, "move:" + (version + 1)));
        } catch (RuleViolation v) {
            throw new IllegalStateException("a listed move was refused: " + move + ": " + v.getMessage(), v);
        }
    }

    private static boolean causes(Ruleset<Object, Move, Event> ruleset, List<Event> events, Set<String> types) {
        return events.stream().anyMatch(e -> types.contains(GameJson.typeName(ruleset, e)));
    }
}
