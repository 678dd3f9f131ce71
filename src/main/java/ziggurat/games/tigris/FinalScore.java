package ziggurat.games.tigris;

import java.util.List;
import java.util.Map;

/**
 * One seat's final score [tigris §6.4]: its VPs per colour, its treasures and where they went, the final totals,
 * and those totals sorted weakest first, which is what decides the game.
 */
public record FinalScore(int seat, Map<Colour, Integer> points, int treasures, Map<Colour, Integer> allocation,
                         Map<Colour, Integer> totals, List<Integer> sorted, int rank) {
}
