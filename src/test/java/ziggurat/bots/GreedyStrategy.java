package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One move of lookahead on the ruleset's score, from what the seat may see. The API has no "what if" request (a bot
 * cannot ask for the score after a move without playing it), so for each legal move the bot estimates the change
 * in its own score from its own view alone: who a placed tile or card scores for, whether a leader gets a
 * kingdom to rule, how many cards a building costs and whether it joins two shrines. It plays the move of the
 * highest estimate, drawing lots among equals. The estimates per ruleset are in {@link Evaluations} and explained
 * in docs/bots.md; a ruleset it does not know is played with the estimate by move type only.
 */
final class GreedyStrategy implements Strategy {

    @Override
    public int choose(Decision d, Random random) {
        Evaluations.Evaluation evaluation = Evaluations.of(d);
        double best = Double.NEGATIVE_INFINITY;
        List<Integer> ties = new ArrayList<>();
        for (int i = 0; i < d.moves().size(); i++) {
            double v = evaluation.value(d.moves().get(i), d.detail(i));
            if (v > best + 1e-9) {
                best = v;
                ties.clear();
                ties.add(i);
            } else if (Math.abs(v - best) <= 1e-9) {
                ties.add(i);
            }
        }
        return ties.get(random.nextInt(ties.size()));
    }

    @Override
    public boolean needsView() {
        return true;
    }

    @Override
    public String name() {
        return "greedy";
    }

    static JsonNode state(Decision d) {
        return d.view() == null ? null : d.view().path("state");
    }
}
