package ziggurat.engine;

import java.util.List;

/** Whether a game still runs, and once it has ended, who won and why. */
public sealed interface Outcome {

    record Running() implements Outcome {
    }

    /**
     * @param reason  why the game ended, in the game's own words ({@code treasures}, {@code bagExhausted} …)
     * @param ranking one entry per seat, in seat order
     */
    record Finished(String reason, List<Integer> winners, List<Placing> ranking) implements Outcome {
        public Finished {
            winners = List.copyOf(winners);
            ranking = List.copyOf(ranking);
        }
    }

    /** A seat's final place (1 is best, shared places allowed) and the game-specific score that decided it. */
    record Placing(int seat, int rank, Object score) {
    }

    Outcome RUNNING = new Running();

    default boolean finished() {
        return this instanceof Finished;
    }
}
