package ziggurat.games.attika;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * The component set's buildings [attika §1.2], read once per game for the legal moves: each building's number (its
 * place in the set, the order legal moves list them in [attika §8.4]) and its printed cost as numbers. The set keeps
 * costs as maps by resource name, which is right for its JSON but slow to read for every building on every call.
 * Immutable.
 */
final class Catalogue {

    private final List<Building> buildings;
    private final Map<String, Integer> numbers = new HashMap<>();
    private final Pricing.Cost[] costs;
    /**
     * Per building, the numbers of the buildings its arrows come from [attika §5.3]: free building asks "is this
     * neighbour's building one of them?" for every own neighbour of every hex, which a bit answers without
     * comparing ids.
     */
    private final BitSet[] arrowsFrom;

    Catalogue(ComponentSet set) {
        this.buildings = set.buildings();
        this.costs = new Pricing.Cost[buildings.size()];
        for (int i = 0; i < buildings.size(); i++) {
            numbers.putIfAbsent(buildings.get(i).id(), i); // as ComponentSet.indexOf: the first of an id
            costs[i] = Pricing.Cost.of(buildings.get(i));
        }
        this.arrowsFrom = new BitSet[buildings.size()];
        for (int i = 0; i < buildings.size(); i++) {
            arrowsFrom[i] = new BitSet(buildings.size());
            for (String from : buildings.get(i).arrowsFrom()) {
                int n = number(from);
                if (n >= 0) { // an id the set lacks is never on the map
                    arrowsFrom[i].set(n);
                }
            }
        }
    }

    /** The building's place in the set, or -1 when the set has no such building. */
    int number(String buildingId) {
        Integer n = numbers.get(buildingId);
        return n == null ? -1 : n;
    }

    Building building(int number) {
        return buildings.get(number);
    }

    Pricing.Cost cost(int number) {
        return costs[number];
    }

    /** Whether an arrow leads to building {@code number} from building {@code from} (numbers both). */
    boolean arrowFrom(int number, int from) {
        return arrowsFrom[number].get(from);
    }
}
