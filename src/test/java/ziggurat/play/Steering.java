package ziggurat.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestRuleset;

/**
 * How {@link StoredGamesWriter} picks each move of a corpus game. A steering only ever picks one of the legal
 * moves it is offered; it exists because some endings (a Contest of Kings game ending on its last treasure)
 * are never reached by random play in any number of tries.
 */
interface Steering {

    /** One of {@code legal}, the moves {@code seat} may make in {@code state}. */
    Move choose(Probe probe, Object state, int seat, List<Move> legal, SplittableRandom random);

    /**
     * The steering for an ending: a ruleset's own where random play cannot reach that ending, else random moves,
     * turned toward moves causing one of {@code steerTo} (event types) when any are named.
     */
    static Steering toward(String rulesetId, String reason, Set<String> steerTo) {
        if (rulesetId.equals(ContestRuleset.ID) && reason.equals("lastTreasure")) {
            return new ContestLastTreasure();
        }
        if (rulesetId.equals(ziggurat.games.attika.AttikaRuleset.ID) && reason.equals("shrinesConnected")) {
            return new AttikaShrinesConnected();
        }
        return steerTo.isEmpty() ? new Random() : new TowardEvents(steerTo);
    }

    /** A name for the corpus file's account of how the game was played. */
    String describe();

    /** Tries a move without playing it: decided with the random stream the writer would give it. */
    record Probe(Ruleset<Object, Move, Event> ruleset, String seed, long version) {

        List<Event> events(Object state, int seat, Move move) {
            return events(state, seat, move, version);
        }

        List<Event> events(Object state, int seat, Move move, long atVersion) {
            try {
                return ruleset.decide(state, seat, move, Rng.of(seed, "move:" + (atVersion + 1)));
            } catch (RuleViolation v) {
                throw new IllegalStateException("a listed move was refused: " + move + ": " + v.getMessage(), v);
            }
        }

        Object after(Object state, List<Event> events) {
            Object after = state;
            for (Event e : events) {
                after = ruleset.evolve(after, e);
            }
            return after;
        }
    }

    /** Any legal move, equally likely. */
    record Random() implements Steering {
        @Override
        public Move choose(Probe probe, Object state, int seat, List<Move> legal, SplittableRandom random) {
            return legal.get(random.nextInt(legal.size()));
        }

        @Override
        public String describe() {
            return "random legal moves";
        }
    }

    /**
     * A random legal move; where some moves cause an event of a steered-to type, now or by a move of the next
     * decision, one of those. Two plies find the moves that set up a rarer event, not only the one that takes it.
     */
    record TowardEvents(Set<String> steerTo) implements Steering {
        @Override
        public Move choose(Probe probe, Object state, int seat, List<Move> legal, SplittableRandom random) {
            Ruleset<Object, Move, Event> ruleset = probe.ruleset();
            List<Move> now = new ArrayList<>();
            List<Move> next = new ArrayList<>();
            for (Move m : sample(legal, 20, random)) {
                List<Event> events = probe.events(state, seat, m);
                if (causes(ruleset, events)) {
                    now.add(m);
                    continue;
                }
                Object after = probe.after(state, events);
                if (ruleset.outcome(after).finished()) {
                    continue;
                }
                long then = probe.version() + events.size();
                for (PendingDecision p : ruleset.pending(after, Viewer.EVERYONE)) {
                    for (Move reply : sample(ruleset.legalMoves(after, p.seat()), 10, random)) {
                        if (causes(ruleset, probe.events(after, p.seat(), reply, then))) {
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
            return legal.get(random.nextInt(legal.size()));
        }

        @Override
        public String describe() {
            return "random legal moves, preferring those that cause " + String.join(" or ", steerTo.stream().sorted().toList())
                    + " now or at the next decision";
        }

        private boolean causes(Ruleset<Object, Move, Event> ruleset, List<Event> events) {
            return events.stream().anyMatch(e -> steerTo.contains(GameJson.typeName(ruleset, e)));
        }

        private static List<Move> sample(List<Move> moves, int at, SplittableRandom random) {
            List<Move> sample = new ArrayList<>(moves);
            for (int i = sample.size() - 1; i > 0; i--) {
                Collections.swap(sample, i, random.nextInt(i + 1));
            }
            return sample.subList(0, Math.min(at, sample.size()));
        }
    }
}
