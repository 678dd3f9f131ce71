package ziggurat.play;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.ShrineAt;
import ziggurat.games.attika.AttikaMove;
import ziggurat.games.attika.AttikaView;

/**
 * Steers an Attika game toward its {@code shrinesConnected} win [attika §6.4], which random play seldom reaches
 * before a seat has built all 30. Every seat plays the same greedy policy, scored by what everyone sees on the
 * map: a build that wins by connecting two shrines is played at once; a build that would end the game by
 * {@code allBuilt} is never chosen by the policy; otherwise one of the builds that brings one of the seat's
 * settlements closest to touching two shrines (the sum of its two smallest gaps, in hexes, to a shrine), when that
 * is closer than before; otherwise any legal move.
 */
final class AttikaShrinesConnected implements Steering {

    private static final int FAR = 1000;
    private static final int[][] NEIGHBOURS = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

    @Override
    public Move choose(Probe probe, Object state, int seat, List<Move> legal, SplittableRandom random) {
        int now = gap(probe, state, seat);
        int best = now;
        List<Move> closer = new ArrayList<>();
        for (Move m : legal) {
            if (!(m instanceof AttikaMove.Build || m instanceof AttikaMove.BuildDrawn)) {
                continue;
            }
            List<Event> events = probe.events(state, seat, m);
            Object after = probe.after(state, events);
            if (probe.ruleset().outcome(after) instanceof Outcome.Finished f) {
                if (f.reason().equals("shrinesConnected")) {
                    return m;
                }
                continue;
            }
            int score = gap(probe, after, seat);
            if (score < best) {
                best = score;
                closer.clear();
            }
            if (score == best && score < now) {
                closer.add(m);
            }
        }
        if (!closer.isEmpty()) {
            return closer.get(random.nextInt(closer.size()));
        }
        return legal.get(random.nextInt(legal.size()));
    }

    @Override
    public String describe() {
        return "legal moves steered toward a shrinesConnected win (each seat builds its settlements toward two "
                + "shrines; see AttikaShrinesConnected)";
    }

    /** The smallest, over the seat's settlements, of the sum of its two smallest gaps to a shrine. */
    private static int gap(Probe probe, Object state, int seat) {
        AttikaView view = (AttikaView) probe.ruleset().view(state, Viewer.EVERYONE);
        Set<List<Integer>> own = new HashSet<>();
        for (AttikaView.HexView h : view.map().hexes()) {
            if (h.building() != null && h.building().seat() == seat) {
                own.add(List.of(h.q(), h.r()));
            }
        }
        List<ShrineAt> shrines = view.map().shrines();
        int result = FAR;
        Set<List<Integer>> seen = new HashSet<>();
        for (List<Integer> start : own) {
            if (!seen.add(start)) {
                continue;
            }
            // one settlement: the seat's buildings joined through neighbours
            List<List<Integer>> settlement = new ArrayList<>(List.of(start));
            for (int i = 0; i < settlement.size(); i++) {
                for (int[] d : NEIGHBOURS) {
                    List<Integer> n = List.of(settlement.get(i).get(0) + d[0], settlement.get(i).get(1) + d[1]);
                    if (own.contains(n) && seen.add(n)) {
                        settlement.add(n);
                    }
                }
            }
            Map<String, Integer> gaps = new HashMap<>();
            for (ShrineAt s : shrines) {
                for (List<Integer> b : settlement) {
                    int dq = b.get(0) - s.at().q();
                    int dr = b.get(1) - s.at().r();
                    int distance = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
                    gaps.merge(s.id(), distance - 1, Math::min);
                }
            }
            List<Integer> sorted = gaps.values().stream().sorted().toList();
            if (sorted.size() >= 2) {
                result = Math.min(result, sorted.get(0) + sorted.get(1));
            }
        }
        return result;
    }
}
