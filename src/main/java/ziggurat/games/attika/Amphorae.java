package ziggurat.games.attika;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ziggurat.games.attika.AttikaEvent.AmphoraAwarded;
import ziggurat.games.attika.AttikaEvent.AmphoraSubstituted;
import ziggurat.games.attika.AttikaEvent.DrawReason;
import ziggurat.games.attika.ComponentSet.Building;

/**
 * [attika §6.2, D28, D29] after each of a player's placements, every group of theirs whose buildings are all on the
 * map in one settlement earns one amphora, once per group, in group order; with the supply empty, a card instead.
 */
final class Amphorae {

    private Amphorae() {
    }

    static void award(Resolution r, int seat) {
        AttikaState s = r.state();
        List<Set<Hex>> settlements = Settlements.of(s, seat);
        Map<String, Hex> where = new HashMap<>();
        for (int i = 0; i < s.occupants.length; i++) {
            AttikaState.Occupant o = s.occupants[i];
            if (o != null && o.seat() == seat) {
                where.put(o.building(), s.map.hex(i));
            }
        }
        for (Group g : Group.values()) {
            s = r.state();
            AttikaState.Seat p = s.seats.get(seat);
            if (p.awarded.contains(g) || !complete(s, seat, g, where, settlements)) {
                continue;
            }
            if (s.amphoraSupply > 0) {
                r.emit(new AmphoraAwarded(seat, g));
            } else {
                r.emit(new AmphoraSubstituted(seat, g));
                Cards.draw(r, seat, 1, DrawReason.AMPHORA_SUBSTITUTE);
            }
        }
    }

    /**
     * Every building of the group (that is in the game) [attika D34] is on the map, all in one settlement. A group none of
     * whose buildings is in the game is never complete.
     */
    private static boolean complete(AttikaState s, int seat, Group g, Map<String, Hex> built,
                                    List<Set<Hex>> settlements) {
        AttikaState.Seat p = s.seats.get(seat);
        java.util.Set<Hex> where = new java.util.HashSet<>();
        for (Building b : s.set.buildings()) {
            if (b.group() != g || !p.inGameIds.contains(b.id())) {
                continue;
            }
            Hex at = built.get(b.id());
            if (at == null) {
                return false;
            }
            where.add(at);
        }
        if (where.isEmpty()) {
            return false;
        }
        for (Set<Hex> c : settlements) {
            if (c.containsAll(where)) {
                return true;
            }
        }
        return false;
    }
}
