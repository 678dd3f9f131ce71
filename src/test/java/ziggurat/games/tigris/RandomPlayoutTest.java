package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.tigris.TigrisEvent.*;

/**
 * 1,000 complete games of random legal moves across 2, 3 and 4 seats, checking the rules' invariants after
 * every move and that replaying the log rebuilds the same state.
 */
class RandomPlayoutTest {

    static final TigrisRuleset RULES = new TigrisRuleset();
    static final int TILES = 153;

    @Test
    void thousandRandomGamesKeepEveryInvariant() {
        int finished = 0;
        int[] endings = new int[2];
        long moves = 0;
        for (int game = 0; game < 1000; game++) {
            int seats = 2 + game % 3;
            Result r = playOne(game, seats, game % 10 == 0);
            moves += r.moves;
            endings[r.reason.ordinal()]++;
            finished++;
        }
        assertEquals(1000, finished);
        System.out.println("events seen in 1000 random games: " + SEEN + ", moves " + moves
                + ", endings " + java.util.Arrays.toString(endings));
        assertTrue(moves > 1000 * 20, "games should last: " + moves);
        assertTrue(endings[0] > 0 && endings[1] > 0, "both endings occur: " + java.util.Arrays.toString(endings));
        assertEquals(RULES.eventTypes().keySet(), SEEN.keySet(), "random play reaches every kind of event");
    }

    static final Map<String, Integer> SEEN = new java.util.TreeMap<>();

    record Result(int moves, EndReason reason) {
    }

    static TigrisState newGame(long seed, int seats) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        TigrisState s = RULES.initial();
        for (TigrisEvent e : RULES.start(new GameSetup(names, Optional.empty(), "c"), Rng.of("seed" + seed, "setup"))) {
            s = RULES.evolve(s, e);
        }
        return s;
    }

    static Result playOne(long seed, int seats, boolean replayEveryMove) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        List<TigrisEvent> log = new ArrayList<>(RULES.start(new GameSetup(names, Optional.empty(), "c"),
                Rng.of("seed" + seed, "setup")));
        TigrisState s = RULES.initial();
        for (TigrisEvent e : log) {
            SEEN.merge(e.type(), 1, Integer::sum);
            s = RULES.evolve(s, e);
        }
        int[] points = new int[seats * 4];
        int moves = 0;
        while (true) {
            List<PendingDecision> pending = RULES.pending(s, Viewer.EVERYONE);
            if (pending.isEmpty()) {
                break;
            }
            int seat = pending.get(0).seat();
            List<TigrisMove> legal = RULES.legalMoves(s, seat);
            assertTrue(!legal.isEmpty(), "the pending seat always has a legal move");
            TigrisMove move = legal.get(random.nextInt(legal.size()));
            Play play = Actions.play(s, seat, move);
            for (TigrisEvent e : play.events) {
                SEEN.merge(e.type(), 1, Integer::sum);
                if (e instanceof PointsScored p) {
                    points[p.seat() * 4 + p.color().ordinal()] += p.points();
                }
                s = RULES.evolve(s, e);
                log.add(e);
            }
            moves++;
            assertEquals(Views.of(play.s, Viewer.EVERYONE), Views.of(s, Viewer.EVERYONE), "decide and evolve agree");
            checkInvariants(s, points);
            if (replayEveryMove && moves % 7 == 0) {
                assertEquals(Views.of(s, Viewer.EVERYONE), Views.of(replay(log), Viewer.EVERYONE));
            }
            if (moves > 5000) {
                fail("a game should end");
            }
        }
        assertTrue(RULES.outcome(s).finished());
        TigrisState replayed = replay(log);
        assertEquals(Views.of(s, Viewer.EVERYONE), Views.of(replayed, Viewer.EVERYONE), "replay rebuilds the state");
        assertEquals(RULES.outcome(s), RULES.outcome(replayed));
        GameEnded end = (GameEnded) log.get(log.size() - 1);
        return new Result(moves, end.reason());
    }

    static TigrisState replay(List<TigrisEvent> log) {
        TigrisState s = RULES.initial();
        for (TigrisEvent e : log) {
            s = RULES.evolve(s, e);
        }
        return s;
    }

    private static int checks;

    /** The memo kept up to date event by event must cut the board exactly as a fresh labelling does. */
    static void assertSamePartition(Regions fresh, Regions kept) {
        int[] map = new int[fresh.count];
        java.util.Arrays.fill(map, -1);
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int sq = 0; sq < Board.SIZE; sq++) {
            int f = fresh.id[sq];
            int k = kept.id[sq];
            assertEquals(f < 0, k < 0, "connector at " + sq);
            if (f < 0) {
                continue;
            }
            if (map[f] < 0) {
                assertTrue(used.add(k), "two regions merged in the memo at " + sq);
                map[f] = k;
                assertEquals(fresh.leaders[f], kept.leaders[k], "leaders of the region at " + sq);
            } else {
                assertEquals(map[f], k, "a region split in the memo at " + sq);
            }
        }
    }

    static void checkInvariants(TigrisState s, int[] points) {
        int tiles = s.bagCount() + s.outOfGame;
        for (int seat = 0; seat < s.seats; seat++) {
            tiles += s.handSize(seat);
            assertTrue(s.handSize(seat) <= 6);
        }
        for (int sq = 0; sq < Board.SIZE; sq++) {
            int k = s.kind(sq);
            if (k >= 1 && k <= 8) {
                tiles++;
            }
            if (s.leaderOn[sq] != 0) {
                assertTrue(!Board.RIVER[sq], "no leader on a river");
                assertTrue(s.adjacentTemples(sq) > 0, "every leader next to a temple");
                assertTrue(k == 0, "a leader stands on an empty square");
            }
            if (Board.RIVER[sq] && k >= 1 && k <= 8) {
                assertEquals(Colour.BLUE, Colour.ALL[(k - 1) & 3], "only farms on the river");
            }
        }
        assertEquals(TILES, tiles, "153 tiles accounted for");
        for (int i = 0; i < points.length; i++) {
            assertEquals(points[i], s.points[i], "points only through PointsScored");
        }
        if (s.conflict == null && s.unifyAt < 0) {
            Regions r = Regions.of(s);
            for (int region = 0; region < r.count; region++) {
                for (int c = 0; c < 4; c++) {
                    assertTrue(Integer.bitCount(r.leaders[region] & (0x1111 << c)) <= 1,
                            "no kingdom with two leaders of one colour outside a conflict");
                }
            }
        }
        Regions base = Regions.of(s);
        assertSamePartition(base, s.regions());
        for (int code = 0; code < s.seats * 4; code++) {
            int sq = s.leaderSq[code];
            if (sq >= 0) {
                assertEquals(code + 1, s.leaderOn[sq]);
                if ((++checks & 3) != 0) {
                    continue;
                }
                // Relabelling only the lifted leader's region must match labelling the whole board without it.
                Regions quick = base.lifted(s, sq, 1 << code);
                Regions full = Regions.of(s, -1, sq);
                for (int other = 0; other < Board.SIZE; other++) {
                    assertEquals(full.kingdomsAround(other), quick.kingdomsAround(other));
                    assertEquals(full.id[other] < 0, quick.id[other] < 0);
                    if (full.id[other] >= 0) {
                        assertEquals(full.leaders[full.id[other]], quick.leaders[quick.id[other]]);
                    }
                }
            }
        }
    }
}
