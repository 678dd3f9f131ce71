package ziggurat.games.attika;

import java.util.HashMap;
import java.util.Map;
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
        Settlements.Labels settlements = Settlements.labels(s, seat);
        // each own building's settlement, by building id
        Map<String, Integer> where = new HashMap<>();
        for (int i = 0; i < s.occupants.length; i++) {
            AttikaState.Occupant o = s.occupants[i];
            if (o != null && o.seat() == seat) {
                where.put(o.building(), settlements.at(i));
            }
        }
        for (Group g : Group.values()) {
            s = r.state();
            AttikaState.Seat p = s.seats.get(seat);
            if (p.awarded.contains(g) || !complete(s, seat, g, where)) {
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
     * Every building of the group is on the map, all in one settlement [attika §6.2]. In a stacked game a building
     * left out of the game is never on the map, so its group is never complete: [attika D34] counts only the buildings
     * in the game for the allBuilt win, and says nothing of the amphorae.
     */
    private static boolean complete(AttikaState s, int seat, Group g, Map<String, Integer> built) {
        int settlement = -1;
        for (Building b : s.set.buildings()) {
            if (b.group() != g) {
                continue;
            }
            Integer at = built.get(b.id());
            if (at == null || (settlement >= 0 && at != settlement)) {
                return false; // not on the map, or in another settlement than the group's first
            }
            settlement = at;
        }
        return settlement >= 0;
    }
}
