package ziggurat.viewer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.play.GameJson;
import ziggurat.play.Rulesets;

/**
 * Games worked out with the rules alone, in milliseconds, from a game's seed and the version its first move is
 * played on (moves draw from {@code Rng.of(seed, "move:" + version)}, as the service's do), so that a browser can then
 * play the same moves by clicks in the service's game of that seed, each one found in the page's list:
 * <ul>
 *   <li>{@link #everyType}: a Tigris & Euphrates game that reaches every move type of the rules (a war whose colour is
 *   chosen, a monument built and one declined, a treasure taken, a leader withdrawn, support committed, tiles swapped,
 *   a pass …), preferring a move of a rare type not played yet, or one after which the next decision offers one;
 *   <li>{@link #toTheEnd}: a whole Contest of Kings game, preferring moves that bring the end nearer (cards played,
 *   treasures taken) over leaders wandering, short enough to click through.
 * </ul>
 */
final class Tours {

    private static final Set<String> COMMON = Set.of("placeTile", "placeLeader", "pass", "swapTiles",
            "placeCatastrophe", "withdrawLeader");
    private static final List<String> TOWARD_THE_END = List.of("takeTreasure", "playCard", "playJoiningCard",
            "buildShip", "chooseConflict", "commitSupport", "declineShip", "declineTreasure", "playCatastrophe",
            "placeLeader", "endTurn");

    private Tours() {
    }

    /** The moves, as the service lists them, of a two-seat Tigris game of the seed that plays every type of move. */
    static List<JsonNode> everyType(String seed, long version, Set<String> types) {
        Ruleset<Object, Move, Event> rules = rules("tigris");
        return shortest(seed, version, 6, random -> play(rules, seed, version, 400, random,
                (state, seat, legal, seen, v) -> steer(rules, state, seat, legal, seen, v, seed, random),
                seen -> seen.containsAll(types), false));
    }

    /** The moves, as the service lists them, of a whole two-seat Contest of Kings game of the seed. */
    static List<JsonNode> toTheEnd(String seed, long version) {
        Ruleset<Object, Move, Event> rules = rules("contest-of-kings");
        return shortest(seed, version, 8, random -> play(rules, seed, version, 260, random,
                new Toward(rules, random), seen -> false, true));
    }

    private interface Attempt {
        List<JsonNode> run(SplittableRandom random);
    }

    private interface Chooser {
        Move choose(Object state, int seat, List<Move> legal, Set<String> seen, long version);
    }

    private static Ruleset<Object, Move, Event> rules(String id) {
        return new Rulesets().find(id).orElseThrow();
    }

    /** The shortest of a few tries (each with its own random choices), so the browser has fewer clicks to make. */
    private static List<JsonNode> shortest(String seed, long version, int tries, Attempt attempt) {
        List<JsonNode> shortest = List.of();
        for (int i = 0; i < tries; i++) {
            List<JsonNode> tour = attempt.run(new SplittableRandom(i));
            if (!tour.isEmpty() && (shortest.isEmpty() || tour.size() < shortest.size())) {
                shortest = tour;
            }
        }
        if (shortest.isEmpty()) {
            throw new AssertionError("no tour of the game of seed " + seed + " from version " + version);
        }
        return shortest;
    }

    /**
     * Plays from the seed's setup until {@code done} holds of the move types played (or, with {@code toTheEnd}, the
     * game is over); empty if that does not happen within {@code limit} moves.
     */
    private static List<JsonNode> play(Ruleset<Object, Move, Event> rules, String seed, long version, int limit,
                                       SplittableRandom random, Chooser chooser,
                                       java.util.function.Predicate<Set<String>> done, boolean toTheEnd) {
        Object state = rules.initial();
        for (Event e : rules.start(new GameSetup(List.of("Ada", "Bo"), GameJson.readOptions(rules, NullNode.instance),
                Optional.empty(), "commitment"), Rng.of(seed, "setup"))) {
            state = rules.evolve(state, e);
        }
        Set<String> seen = new HashSet<>();
        List<JsonNode> played = new ArrayList<>();
        long v = version;
        for (int n = 0; n < limit; n++) {
            if (rules.outcome(state).finished()) {
                return toTheEnd ? played : List.of();
            }
            int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
            List<Move> legal = rules.legalMoves(state, seat);
            Move move = chooser.choose(state, seat, legal, seen, v);
            List<Event> events = rules.decide(state, seat, move, Rng.of(seed, "move:" + (v + 1)));
            for (Event e : events) {
                state = rules.evolve(state, e);
            }
            v += events.size();
            seen.add(GameJson.typeName(rules, move));
            played.add(GameJson.readTree(GameJson.typedMove(rules, move).rawValue().toString()));
            if (!toTheEnd && done.test(seen)) {
                return played;
            }
        }
        return toTheEnd && rules.outcome(state).finished() ? played : List.of();
    }

    private static Move steer(Ruleset<Object, Move, Event> rules, Object state, int seat, List<Move> legal,
                              Set<String> seen, long v, String seed, SplittableRandom random) {
        List<Move> fresh = legal.stream().filter(m -> !seen.contains(GameJson.typeName(rules, m))).toList();
        // the decisions worth steering toward are the rare ones; tiles, leaders and passes come by themselves
        List<Move> rare = fresh.stream().filter(m -> !COMMON.contains(GameJson.typeName(rules, m))).toList();
        if (!rare.isEmpty()) {
            return rare.get(random.nextInt(rare.size()));
        }
        List<Move> toward = new ArrayList<>();
        for (int i = 0; i < 40 && i < legal.size(); i++) {
            Move m = legal.get(random.nextInt(legal.size()));
            Object after = state;
            for (Event e : rules.decide(state, seat, m, Rng.of(seed, "move:" + (v + 1)))) {
                after = rules.evolve(after, e);
            }
            for (var p : rules.pending(after, Viewer.EVERYONE)) {
                if (rules.legalMoves(after, p.seat()).stream().map(x -> GameJson.typeName(rules, x))
                        .anyMatch(t -> !seen.contains(t) && !COMMON.contains(t))) {
                    toward.add(m);
                    break;
                }
            }
        }
        if (!toward.isEmpty()) {
            return toward.get(random.nextInt(toward.size()));
        }
        if (!fresh.isEmpty() && random.nextInt(3) == 0) {
            return fresh.get(random.nextInt(fresh.size()));
        }
        return legal.get(random.nextInt(legal.size()));
    }

    /**
     * Contest of Kings toward its end: the most end-bringing kind of move listed, now and then any move; after a dozen
     * moves that neither play a card nor take a treasure, the turn is ended.
     */
    private static final class Toward implements Chooser {
        private final Ruleset<Object, Move, Event> rules;
        private final SplittableRandom random;
        private int idle;

        Toward(Ruleset<Object, Move, Event> rules, SplittableRandom random) {
            this.rules = rules;
            this.random = random;
        }

        @Override
        public Move choose(Object state, int seat, List<Move> legal, Set<String> seen, long version) {
            int best = legal.stream().mapToInt(this::rank).min().orElseThrow();
            List<Move> candidates = legal.stream().filter(m -> rank(m) == best).toList();
            if (random.nextInt(10) < 3) {
                candidates = legal;
            }
            if (idle > 12) {
                List<Move> end = legal.stream().filter(m -> type(m).equals("endTurn")).toList();
                candidates = end.isEmpty() ? candidates : end;
            }
            Move m = candidates.get(random.nextInt(candidates.size()));
            idle = Set.of("playCard", "playJoiningCard", "takeTreasure", "endTurn").contains(type(m)) ? 0 : idle + 1;
            return m;
        }

        private String type(Move m) {
            return GameJson.typeName(rules, m);
        }

        private int rank(Move m) {
            int i = TOWARD_THE_END.indexOf(type(m));
            return i < 0 ? TOWARD_THE_END.size() : i;
        }
    }

    public static void main(String[] args) {
        long began = System.nanoTime();
        for (String seed : args) {
            int tigris = everyType(seed, 4, Set.of("placeLeader", "withdrawLeader", "placeTile", "placeCatastrophe",
                    "swapTiles", "pass", "commitSupport", "chooseWar", "buildMonument", "declineMonument",
                    "takeTreasure")).size();
            int contest = toTheEnd(seed, 4).size();
            System.out.println(seed + ": tigris " + tigris + ", contest " + contest + " moves, "
                    + (System.nanoTime() - began) / 1_000_000 + " ms");
        }
    }
}
