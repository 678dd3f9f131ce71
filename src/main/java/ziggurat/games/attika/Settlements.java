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
     * One seat's settlements as a label per map hex: {@code of[i]} is the settlement of the building on hex number
     * i (see {@link MapHexes}), or -1 when no building of the seat stands there; {@code count} settlements, labelled
     * below {@code next}. Every placement asks which settlements a hex touches and whether two hexes share one, which
     * an array answers without hashing hexes. Tied to the map's numbering: a tile placed renumbers the hexes, and
     * the state drops the labels then. Never changed once made.
     */
    record Labels(int[] of, int count, int next) {

        /** The label of the building on hex number {@code at}, or -1. */
        int at(int at) {
            return of[at];
        }
    }

    /**
     * The seat's settlements, worked out once per state (the state never changes). Two threads that ask one state at
     * once may both work them out, and each gets a right answer: the memo is only read into locals, and what it holds
     * is immutable.
     */
    static Labels labels(AttikaState s, int seat) {
        Labels[] memo = s.settlements;
        if (memo == null) {
            memo = new Labels[s.seatCount()];
            s.settlements = memo;
        }
        Labels found = memo[seat];
        if (found == null) {
            found = components(s, seat);
            memo[seat] = found;
        }
        return found;
    }

    private static Labels components(AttikaState s, int seat) {
        int size = s.map.size();
        int[] of = new int[size];
        java.util.Arrays.fill(of, -1);
        int count = 0;
        int[] todo = new int[size];
        for (int start = 0; start < size; start++) {
            if (of[start] >= 0 || !own(s, seat, start)) {
                continue;
            }
            int label = count++;
            of[start] = label;
            int pending = 0;
            todo[pending++] = start;
            while (pending > 0) {
                int h = todo[--pending];
                for (int d = 0; d < 6; d++) {
                    int n = s.map.neighbour(h, d);
                    if (n != MapHexes.OFF && of[n] < 0 && own(s, seat, n)) {
                        of[n] = label;
                        todo[pending++] = n;
                    }
                }
            }
        }
        return new Labels(of, count, count);
    }

    private static boolean own(AttikaState s, int seat, int at) {
        return s.occupants[at] != null && s.occupants[at].seat() == seat;
    }

    /** The seat's settlements, each a set of hexes (for tests and readers; the rules ask {@link #labels}). */
    static List<Set<Hex>> of(AttikaState s, int seat) {
        Labels l = labels(s, seat);
        List<Set<Hex>> out = new ArrayList<>();
        for (int label = 0; label < l.next(); label++) {
            Set<Hex> settlement = new HashSet<>();
            for (int i = 0; i < l.of().length; i++) {
                if (l.at(i) == label) {
                    settlement.add(s.map.hex(i));
                }
            }
            if (!settlement.isEmpty()) {
                out.add(Set.copyOf(settlement));
            }
        }
        return out;
    }

    /**
     * The settlements once a building is placed on hex number {@code at}: it joins those next to it into one, or
     * founds one.
     */
    static Labels joined(Labels settlements, MapHexes map, int at) {
        int[] touched = new int[6];
        int joined = touching(settlements, map, at, touched);
        int[] of = settlements.of().clone();
        int label = settlements.next();
        for (int i = 0; i < of.length; i++) {
            for (int t = 0; t < joined; t++) {
                if (of[i] == touched[t]) {
                    of[i] = label;
                }
            }
        }
        of[at] = label;
        return new Labels(of, settlements.count() - joined + 1, label + 1);
    }

    /** The distinct settlements next to hex number {@code at}, into {@code touched}; returns how many. */
    private static int touching(Labels settlements, MapHexes map, int at, int[] touched) {
        int joined = 0;
        for (int d = 0; d < 6; d++) {
            int n = map.neighbour(at, d);
            int label = n == MapHexes.OFF ? -1 : settlements.at(n);
            if (label < 0) {
                continue;
            }
            boolean seen = false;
            for (int t = 0; t < joined; t++) {
                seen |= touched[t] == label;
            }
            if (!seen) {
                touched[joined++] = label;
            }
        }
        return joined;
    }

    static int count(AttikaState s, int seat) {
        return labels(s, seat).count();
    }

    /**
     * The seat's number of settlements once it has built on {@code at}: the settlements next to {@code at} become
     * one with it, or it founds a new one.
     */
    static int countWith(AttikaState s, int seat, Hex at) {
        Labels l = labels(s, seat);
        return l.count() - touching(l, s.map, s.map.number(at), new int[6]) + 1;
    }
}
