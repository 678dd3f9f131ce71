package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * [attika §6.1] a player's settlements: the connected components of that player's buildings under hex adjacency.
 * Other players' buildings and shrines never connect anything [attika §2.4].
 */
final class Settlements {

    private Settlements() {
    }

    /**
     * The seat's settlements, each a set of hexes; worked out once per state (the state never changes). Two threads
     * that ask one state at once may both work them out, and each gets a right answer: the memo is only read into
     * locals, and what it holds is immutable.
     */
    @SuppressWarnings("unchecked")
    static List<Set<Hex>> of(AttikaState s, int seat) {
        List<Set<Hex>>[] memo = s.settlements;
        if (memo == null) {
            memo = new List[s.seatCount()];
            s.settlements = memo;
        }
        List<Set<Hex>> found = memo[seat];
        if (found == null) {
            found = List.copyOf(components(s, seat));
            memo[seat] = found;
        }
        return found;
    }

    private static List<Set<Hex>> components(AttikaState s, int seat) {
        Set<Hex> own = new HashSet<>();
        for (int i = 0; i < s.occupants.length; i++) {
            if (s.occupants[i] != null && s.occupants[i].seat() == seat) {
                own.add(s.map.hex(i));
            }
        }
        List<Set<Hex>> out = new ArrayList<>();
        Set<Hex> seen = new HashSet<>();
        for (Hex start : own) {
            if (!seen.add(start)) {
                continue;
            }
            Set<Hex> component = new HashSet<>();
            List<Hex> todo = new ArrayList<>(List.of(start));
            while (!todo.isEmpty()) {
                Hex h = todo.remove(todo.size() - 1);
                component.add(h);
                for (Hex n : h.neighbours()) {
                    if (own.contains(n) && seen.add(n)) {
                        todo.add(n);
                    }
                }
            }
            out.add(Set.copyOf(component));
        }
        return out;
    }

    /** The settlements once a building is placed on {@code at}: it joins those next to it, or founds one. */
    static List<Set<Hex>> joined(List<Set<Hex>> settlements, Hex at) {
        List<Set<Hex>> out = new ArrayList<>(settlements.size() + 1);
        Set<Hex> merged = new HashSet<>();
        merged.add(at);
        for (Set<Hex> settlement : settlements) {
            if (touches(settlement, at)) {
                merged.addAll(settlement);
            } else {
                out.add(settlement);
            }
        }
        out.add(Set.copyOf(merged));
        return List.copyOf(out);
    }

    private static boolean touches(Set<Hex> settlement, Hex at) {
        for (int d = 0; d < 6; d++) {
            if (settlement.contains(at.neighbour(d))) {
                return true;
            }
        }
        return false;
    }

    static int count(AttikaState s, int seat) {
        return of(s, seat).size();
    }

    /**
     * The seat's number of settlements once it has built on {@code at}: the settlements next to {@code at} become
     * one with it, or it founds a new one.
     */
    static int countWith(AttikaState s, int seat, Hex at) {
        int joined = 0;
        for (Set<Hex> settlement : of(s, seat)) {
            joined += touches(settlement, at) ? 1 : 0;
        }
        return count(s, seat) - joined + 1;
    }
}
