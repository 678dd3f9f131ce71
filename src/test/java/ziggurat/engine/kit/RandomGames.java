package ziggurat.engine.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/**
 * Complete games of random legal moves, for any ruleset, played as the platform plays them: set up from a
 * seed, each move decided for a seat the game waits for, its events folded in. A {@link Watcher} sees every
 * step; the conformance kit hangs its checks there.
 */
public final class RandomGames {

    private RandomGames() {
    }

    /** What a game does, step by step. Every method does nothing by default. */
    public interface Watcher<S, M extends Move, E extends Event> {

        /** The setup events, folded into {@code state}. */
        default void started(List<E> events, S state) {
        }

        /** The game waits for {@code seat}, whose legal moves are {@code legal}; {@code chosen} will be played. */
        default void deciding(S state, int seat, List<M> legal, M chosen) {
        }

        /** {@code move} by {@code seat} turned {@code before} into {@code after} through {@code events}. */
        default void played(S before, int seat, M move, List<E> events, S after) {
        }
    }

    /** How a random player picks among the legal moves. */
    public interface Chooser<M extends Move> {
        M choose(List<M> legal, SplittableRandom random);

        /** Every listed move equally likely. */
        static <M extends Move> Chooser<M> uniform() {
            return (legal, random) -> legal.get(random.nextInt(legal.size()));
        }

        /** Half the time a kind of move first ({@link #byKind}), else any listed move ({@link #uniform}). */
        static <M extends Move> Chooser<M> mixed() {
            Chooser<M> uniform = uniform();
            Chooser<M> byKind = byKind();
            return (legal, random) -> random.nextBoolean() ? byKind.choose(legal, random)
                    : uniform.choose(legal, random);
        }

        /**
         * A kind of move (its class) first, every kind equally likely, then a move of that kind: where one kind is
         * listed by the hundred (trade offers, say) a uniform pick would almost never end a turn.
         */
        static <M extends Move> Chooser<M> byKind() {
            return (legal, random) -> {
                java.util.Map<Class<?>, List<M>> kinds = new java.util.LinkedHashMap<>();
                for (M m : legal) {
                    kinds.computeIfAbsent(m.getClass(), k -> new ArrayList<>()).add(m);
                }
                List<List<M>> all = new ArrayList<>(kinds.values());
                List<M> kind = all.get(random.nextInt(all.size()));
                return kind.get(random.nextInt(kind.size()));
            };
        }
    }

    /** One game: its whole log and where it ended; {@code finished} is false when the move cap stopped it. */
    public record Game<S, E>(List<E> log, S state, int moves, boolean finished) {
    }

    public static GameSetup setup(int seats) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        return new GameSetup(names, Optional.empty(), "commitment");
    }

    public static <S, M extends Move, E extends Event> Game<S, E> play(Ruleset<S, M, E> rules, GameSetup setup,
                                                                     long seed, int moveCap, Watcher<S, M, E> watcher) {
        return play(rules, setup, seed, moveCap, watcher, Chooser.uniform());
    }

    public static <S, M extends Move, E extends Event> Game<S, E> play(Ruleset<S, M, E> rules, GameSetup setup,
                                                                     long seed, int moveCap, Watcher<S, M, E> watcher,
                                                                     Chooser<M> chooser) {
        SplittableRandom random = new SplittableRandom(seed);
        List<E> log = new ArrayList<>(rules.start(setup, Rng.of("seed-" + seed, "setup")));
        S state = rules.initial();
        for (E e : log) {
            state = rules.evolve(state, e);
        }
        watcher.started(List.copyOf(log), state);
        int moves = 0;
        while (moves < moveCap) {
            List<PendingDecision> pending = rules.pending(state, Viewer.EVERYONE);
            if (pending.isEmpty()) {
                return new Game<>(log, state, moves, true);
            }
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<M> legal = rules.legalMoves(state, seat);
            if (legal.isEmpty()) {
                throw new AssertionError("seat " + seat + " is pending but has no legal move");
            }
            M move = chooser.choose(legal, random);
            watcher.deciding(state, seat, legal, move);
            List<E> events;
            try {
                events = rules.decide(state, seat, move, Rng.of("seed-" + seed, "move-" + moves));
            } catch (RuleViolation refused) {
                throw new AssertionError("decide refused the listed move " + move + " of seat " + seat + " at move "
                        + moves + ": " + refused, refused);
            }
            S before = state;
            for (E e : events) {
                state = rules.evolve(state, e);
            }
            log.addAll(events);
            moves++;
            watcher.played(before, seat, move, events, state);
        }
        return new Game<>(log, state, moves, false);
    }
}
