package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/** How a bot picks one of its legal moves. */
interface Strategy {

    /**
     * One decision: the seat's legal moves as {@code GET /legal-moves} lists them ({@code moves}, and {@code details}
     * entry for entry or null) and, when {@link #needsView()}, the seat's own view of the game (its {@code state}),
     * nothing more: what the seat may see.
     */
    record Decision(String ruleset, int seat, JsonNode view, JsonNode moves, JsonNode details) {

        JsonNode detail(int i) {
            return details == null || !details.isArray() ? null : details.get(i);
        }
    }

    /** The index of the move to play in {@code decision.moves()}. */
    int choose(Decision decision, Random random);

    /** Whether {@link #choose} reads the seat's view (one more request per decision). */
    boolean needsView();

    String name();

    /** The bots a simulation may name. */
    List<String> NAMES = List.of("random", "greedy");

    static Strategy named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "random" -> new RandomStrategy();
            case "greedy" -> new GreedyStrategy();
            default -> throw new IllegalArgumentException("no bot named '" + name + "'; the bots are " + NAMES);
        };
    }

    /** Any legal move, each as likely as the others. */
    final class RandomStrategy implements Strategy {
        @Override
        public int choose(Decision d, Random random) {
            return random.nextInt(d.moves().size());
        }

        @Override
        public boolean needsView() {
            return false;
        }

        @Override
        public String name() {
            return "random";
        }
    }
}
