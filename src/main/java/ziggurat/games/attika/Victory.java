package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ziggurat.games.attika.AttikaEvent.GameEnded;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaEvent.WinReason;

/**
 * [attika §6.4] right after a building is placed, the builder wins if all their buildings in the game are on the
 * map [attika D34], or if one of their settlements touches two different shrines [attika D30]. Only the builder is checked.
 */
final class Victory {

    private Victory() {
    }

    /** Emits {@code GameEnded} and returns true when the builder has won. */
    static boolean check(Resolution r, int seat, Hex at) {
        AttikaState s = r.state();
        AttikaState.Seat p = s.seats.get(seat);
        if (p.built >= p.inGame) {
            r.emit(new GameEnded(seat, WinReason.ALL_BUILT, List.of()));
            return true;
        }
        List<String> touched = shrinesTouched(s, seat, at);
        if (touched.size() >= 2) {
            r.emit(new GameEnded(seat, WinReason.SHRINES_CONNECTED, touched));
            return true;
        }
        return false;
    }

    /** The shrines, in id order, touched by the settlement of {@code seat} that holds {@code at}. */
    static List<String> shrinesTouched(AttikaState s, int seat, Hex at) {
        Set<Hex> settlement = null;
        for (Set<Hex> c : Settlements.of(s, seat)) {
            if (c.contains(at)) {
                settlement = c;
            }
        }
        List<String> out = new ArrayList<>();
        if (settlement == null) {
            return out;
        }
        for (ShrineAt shrine : s.shrines) {
            for (Hex n : shrine.at().neighbours()) {
                if (settlement.contains(n)) {
                    out.add(shrine.id());
                    break;
                }
            }
        }
        return out;
    }
}
