package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * [attika §6.1] a player's settlements: the connected components of that player's buildings under hex adjacency.
 * Other players' buildings and shrines never connect anything [attika §2.4].
 */
final class Settlements {

    private Settlements() {
    }

    /** The seat's settlements, each a set of hexes. */
    static List<Set<Hex>> of(AttikaState s, int seat) {
        Set<Hex> own = new HashSet<>();
        for (Map.Entry<Hex, AttikaState.Occupant> e : s.buildings.entrySet()) {
            if (e.getValue().seat() == seat) {
                own.add(e.getKey());
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
            out.add(component);
        }
        return out;
    }

    static int count(AttikaState s, int seat) {
        return of(s, seat).size();
    }
}
