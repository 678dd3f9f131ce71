package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.List;
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
        Settlements.Labels settlements = Settlements.labels(s, seat);
        int number = s.map.number(at);
        int settlement = number == MapHexes.OFF ? -1 : settlements.at(number);
        List<String> out = new ArrayList<>();
        if (settlement < 0) {
            return out;
        }
        for (ShrineAt shrine : s.shrines) {
            for (Hex n : shrine.at().neighbours()) {
                int neighbour = s.map.number(n);
                if (neighbour != MapHexes.OFF && settlements.at(neighbour) == settlement) {
                    out.add(shrine.id());
                    break;
                }
            }
        }
        return out;
    }
}
