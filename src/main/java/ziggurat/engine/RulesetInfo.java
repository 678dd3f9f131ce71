package ziggurat.engine;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * How a ruleset presents itself in {@code GET /v1/rulesets}.
 *
 * @param minSeats   the fewest seats a game may have (the first of {@code seatCounts})
 * @param maxSeats   the most seats a game may have (the last of {@code seatCounts})
 * @param options    a description of each option the game accepts at creation (name to a sentence)
 * @param seatCounts every number of seats a game may have, ascending: a range for most games, a list where
 *                   some numbers between are not played (Qin: 2, 3, 4 or 6)
 */
public record RulesetInfo(String id, String name, int minSeats, int maxSeats, Map<String, String> options,
                          List<String> moveTypes, List<Integer> seatCounts) {

    public RulesetInfo {
        options = Map.copyOf(options);
        moveTypes = List.copyOf(moveTypes);
        seatCounts = List.copyOf(seatCounts);
        if (seatCounts.isEmpty() || seatCounts.get(0) != minSeats || seatCounts.get(seatCounts.size() - 1) != maxSeats
                || !seatCounts.equals(seatCounts.stream().sorted().distinct().toList()) || minSeats < 1) {
            throw new IllegalArgumentException("seat counts " + seatCounts + " must ascend from " + minSeats
                    + " to " + maxSeats);
        }
    }

    /** A game for any number of seats from {@code minSeats} to {@code maxSeats}. */
    public RulesetInfo(String id, String name, int minSeats, int maxSeats, Map<String, String> options,
                       List<String> moveTypes) {
        this(id, name, minSeats, maxSeats, options, moveTypes,
                IntStream.rangeClosed(minSeats, maxSeats).boxed().toList());
    }

    /** A game for exactly the listed numbers of seats. */
    public static RulesetInfo forSeatCounts(String id, String name, List<Integer> seatCounts,
                                            Map<String, String> options, List<String> moveTypes) {
        if (seatCounts.isEmpty()) {
            throw new IllegalArgumentException("a game needs at least one seat count");
        }
        return new RulesetInfo(id, name, seatCounts.get(0), seatCounts.get(seatCounts.size() - 1), options,
                moveTypes, seatCounts);
    }

    /** Whether a game of this ruleset may have {@code seats} seats. */
    public boolean seatsAllowed(int seats) {
        return seatCounts.contains(seats);
    }
}
