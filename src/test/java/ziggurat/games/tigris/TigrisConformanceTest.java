package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.engine.kit.Secrets;
import ziggurat.engine.kit.Square;
import ziggurat.play.GameJson;
import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.*;

/**
 * Tigris &amp; Euphrates on the ruleset conformance kit, with what only this game can say: every leader, tile and
 * catastrophe on every square as moves to try, the code the first failing check names [tigris §8.2, D25], and the
 * invariants of the board after every move (153 tiles, leaders beside temples, farms on the river, one leader
 * of a colour per kingdom, the region memo cut as a fresh labelling cuts it).
 */
class TigrisConformanceTest extends RulesetConformance<TigrisState, TigrisMove, TigrisEvent> {

    static final TigrisRuleset RULES = new TigrisRuleset();
    static final int TILES = 153;

    @Override
    protected Ruleset<TigrisState, TigrisMove, TigrisEvent> rules() {
        return RULES;
    }

    @Override
    protected int games() {
        return 60;
    }

    /** [tigris §7] the bag, other seats' hands and victory points, and what a commitment could be. */
    @Override
    protected Secrets secrets() {
        return new Secrets(List.of("/bag"), List.of("/seats/*/hand", "/seats/*/points"),
                Map.of("GameStarted", List.of("bag")),
                Map.of("TilesDrawn", List.of("tiles"), "TilesDiscarded", List.of("tiles")),
                Set.of("PointsScored"), List.of("/max"));
    }

    @Override
    protected List<TigrisMove> candidates(TigrisState s, int seat, SplittableRandom random) {
        List<TigrisMove> moves = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            moves.add(randomMove(random, s));
        }
        if (Turn.waiting(s).kind() == Waiting.Kind.ACTION && random.nextInt(15) == 0) {
            // every leader and tile on every square: decide and the list must agree on each one
            for (Colour c : Colour.ALL) {
                for (int sq = 0; sq < Board.SIZE; sq++) {
                    moves.add(new PlaceLeader(c, Board.SQUARE[sq]));
                    moves.add(new PlaceTile(c, Board.SQUARE[sq]));
                }
                moves.add(new WithdrawLeader(c));
            }
            for (int sq = 0; sq < Board.SIZE; sq++) {
                moves.add(new PlaceCatastrophe(Board.SQUARE[sq]));
            }
        }
        return moves;
    }

    @Override
    protected void refused(TigrisState s, int seat, TigrisMove move, RuleViolation v) {
        String expected = expectedCode(s, seat, move);
        if (expected != null) {
            assertEquals(expected, v.code(), move.toString());
        }
    }

    @Override
    protected void played(TigrisState before, TigrisMove move, List<TigrisEvent> events, TigrisState after) {
        int[] points = before.points.clone();
        for (TigrisEvent e : events) {
            if (e instanceof PointsScored p) {
                points[p.seat() * 4 + p.color().ordinal()] += p.points();
            }
        }
        checkInvariants(after, points);
    }

    @Test
    @DisplayName("[tigris §6.3] random games last, and end both ways")
    void gamesLastAndEndBothWays() {
        int[] endings = new int[2];
        int moves = 0;
        for (Played<TigrisState, TigrisMove, TigrisEvent> p : playedGames()) {
            List<TigrisEvent> log = p.log();
            endings[((GameEnded) log.get(log.size() - 1)).reason().ordinal()]++;
            moves += p.steps().size();
        }
        assertTrue(moves > playedGames().size() * 20, "games should last: " + moves);
        assertTrue(endings[0] > 0 && endings[1] > 0, "both endings occur: " + java.util.Arrays.toString(endings));
    }

    /** Swaps are multisets: compare them in canonical order. */
    @Override
    protected TigrisMove normal(TigrisMove m) {
        if (m instanceof SwapTiles sw) {
            List<Colour> sorted = new ArrayList<>(sw.tiles());
            sorted.sort(null);
            return new SwapTiles(sorted);
        }
        return m;
    }

    static TigrisMove randomMove(SplittableRandom r, TigrisState s) {
        Square sq = new Square(r.nextInt(12), r.nextInt(17));
        Colour c = Colour.ALL[r.nextInt(4)];
        return switch (r.nextInt(11)) {
            case 0 -> new PlaceLeader(c, sq);
            case 1 -> new WithdrawLeader(c);
            case 2, 3 -> new PlaceTile(c, sq);
            case 4 -> new PlaceCatastrophe(sq);
            case 5 -> {
                List<Colour> tiles = new ArrayList<>();
                int n = r.nextInt(8);
                for (int i = 0; i < n; i++) {
                    tiles.add(Colour.ALL[r.nextInt(4)]);
                }
                yield new SwapTiles(tiles);
            }
            case 6 -> new Pass();
            case 7 -> new CommitSupport(r.nextInt(8));
            case 8 -> new ChooseWar(c);
            case 9 -> r.nextBoolean() ? new BuildMonument(Monument.ALL[r.nextInt(6)], sq) : new DeclineMonument();
            default -> new TakeTreasure(sq);
        };
    }

    /** The code the first failing check must name, where the position makes it plain; null otherwise. */
    static String expectedCode(TigrisState s, int seat, TigrisMove m) {
        Waiting.Kind kind = Turn.waiting(s).kind();
        boolean action = m instanceof PlaceLeader || m instanceof WithdrawLeader || m instanceof PlaceTile
                || m instanceof PlaceCatastrophe || m instanceof SwapTiles || m instanceof Pass;
        boolean fits = switch (kind) {
            case ACTION -> action;
            case COMMIT_SUPPORT -> m instanceof CommitSupport;
            case CHOOSE_WAR -> m instanceof ChooseWar;
            case MONUMENT -> m instanceof BuildMonument || m instanceof DeclineMonument;
            case TAKE_TREASURE -> m instanceof TakeTreasure;
            case NOTHING -> false;
        };
        if (!fits) {
            return "MOVE_NOT_EXPECTED";
        }
        if (m instanceof PlaceLeader p && !Board.onBoard(p.at())) {
            return "OUTSIDE_BOARD";
        }
        if (m instanceof PlaceTile p) {
            if (s.handOf(seat, p.color()) == 0) {
                return "TILE_NOT_IN_HAND";
            }
            if (!Board.onBoard(p.at())) {
                return "OUTSIDE_BOARD";
            }
        }
        if (m instanceof PlaceCatastrophe p) {
            if (s.catastrophes[seat] == 0) {
                return "NO_CATASTROPHE_LEFT";
            }
            if (!Board.onBoard(p.at())) {
                return "OUTSIDE_BOARD";
            }
        }
        if (m instanceof SwapTiles sw && (sw.tiles().isEmpty() || sw.tiles().size() > 6)) {
            return "SWAP_COUNT";
        }
        if (m instanceof WithdrawLeader w) {
            return "LEADER_NOT_ON_BOARD";
        }
        if (m instanceof CommitSupport) {
            return "SUPPORT_NOT_IN_HAND";
        }
        if (m instanceof ChooseWar) {
            return "WAR_NOT_OPEN";
        }
        if (m instanceof TakeTreasure) {
            return "TREASURE_NOT_CLAIMABLE";
        }
        return null;
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

    static final ObjectMapper JSON = GameJson.MAPPER;

    @Test
    @DisplayName("[tigris §8.2, §9.1] the wire names are the rules reference's")
    void wireNamesAreTheRulebooks() throws Exception {
        assertEquals("{\"leader\":\"black\",\"at\":{\"row\":3,\"col\":5}}",
                JSON.writeValueAsString(new TigrisMove.PlaceLeader(Colour.BLACK, TigrisTable.sq(3, 5))));
        assertEquals(new TigrisMove.BuildMonument(Monument.RED_BLUE, TigrisTable.sq(9, 5)),
                JSON.readValue("{\"monument\":\"red-blue\",\"square\":{\"row\":9,\"col\":5}}", TigrisMove.BuildMonument.class));
        String withdrawn = JSON.writeValueAsString(new TigrisEvent.LeaderWithdrawn(1, Colour.BLUE, TigrisTable.sq(8, 5),
                TigrisEvent.WithdrawReason.NO_TEMPLE));
        assertTrue(withdrawn.contains("\"reason\":\"noTemple\""), withdrawn);
        assertFalse(JSON.writeValueAsString(RULES.view(TigrisTable.started(2, null).state, Viewer.SPECTATOR)).contains("\"hand\":[\""));
        // A move missing a field is refused by its own constructor: the platform answers 400.
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                () -> JSON.readValue("{\"leader\":\"black\"}", TigrisMove.PlaceLeader.class));
        assertTrue(String.valueOf(e.getMessage()).contains("at"), e.getMessage());
    }
}
