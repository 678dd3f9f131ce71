package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisMove.*;

/**
 * Over random games: every move legalMoves lists is accepted by decide, and random moves that it does not list
 * are refused with a rule violation (with the code the first failing check names, where that is plain).
 */
class LegalMovesPropertyTest {

    static final TigrisRuleset RULES = new TigrisRuleset();

    @Property(tries = 20)
    void decideAcceptsExactlyTheLegalMoves(@ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int seats = 2 + seed % 3;
        TigrisState s = RandomPlayoutTest.newGame(seed, seats);
        int decisions = 0;
        while (!s.isOver()) {
            int seat = RULES.pending(s, Viewer.EVERYONE).get(0).seat();
            List<TigrisMove> legal = RULES.legalMoves(s, seat);
            for (int other = 0; other < seats; other++) {
                if (other != seat) {
                    assertTrue(RULES.legalMoves(s, other).isEmpty(), "only the pending seat has legal moves");
                }
            }
            Set<TigrisMove> listed = new HashSet<>();
            for (TigrisMove m : legal) {
                assertTrue(listed.add(normal(m)), "each legal move is listed once: " + m);
            }
            boolean full = Turn.waiting(s).kind() != Waiting.Kind.ACTION || random.nextInt(15) == 0;
            if (full) {
                for (TigrisMove m : legal) {
                    RULES.decide(s, seat, m, Rng.of("x", "y"));
                }
                if (Turn.waiting(s).kind() == Waiting.Kind.ACTION) {
                    // Every leader and tile on every square: decide and the list must agree on each one.
                    for (Colour c : Colour.ALL) {
                        for (int sq = 0; sq < Board.SIZE; sq++) {
                            agree(s, seat, new PlaceLeader(c, Board.SQUARE[sq]), listed);
                            agree(s, seat, new PlaceTile(c, Board.SQUARE[sq]), listed);
                        }
                        agree(s, seat, new WithdrawLeader(c), listed);
                    }
                    for (int sq = 0; sq < Board.SIZE; sq++) {
                        agree(s, seat, new PlaceCatastrophe(Board.SQUARE[sq]), listed);
                    }
                }
            }
            for (int i = 0; i < 60; i++) {
                TigrisMove m = randomMove(random, s);
                boolean isLegal = listed.contains(normal(m));
                try {
                    RULES.decide(s, seat, m, Rng.of("x", "y"));
                    if (!isLegal) {
                        fail("decide accepted a move legalMoves does not list: " + m);
                    }
                } catch (RuleViolation v) {
                    if (isLegal) {
                        fail("decide refused a listed move " + m + ": " + v);
                    }
                    assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind());
                    String expected = expectedCode(s, seat, m);
                    if (expected != null) {
                        assertEquals(expected, v.code(), m.toString());
                    }
                }
            }
            TigrisMove chosen = legal.get(random.nextInt(legal.size()));
            for (TigrisEvent e : RULES.decide(s, seat, chosen, Rng.of("x", "y"))) {
                s = RULES.evolve(s, e);
            }
            decisions++;
        }
        assertTrue(decisions > 10);
    }

    private static void agree(TigrisState s, int seat, TigrisMove m, Set<TigrisMove> listed) {
        boolean accepted;
        try {
            RULES.decide(s, seat, m, Rng.of("x", "y"));
            accepted = true;
        } catch (RuleViolation v) {
            accepted = false;
        }
        assertEquals(listed.contains(m), accepted, "decide and legalMoves disagree on " + m);
    }

    /** Swaps are multisets: compare them in canonical order. */
    static TigrisMove normal(TigrisMove m) {
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
}
