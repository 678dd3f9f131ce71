package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestMove.*;

/**
 * legalMoves is exactly the set decide accepts: over random games, every listed move is accepted, and every
 * other move of a large universe (out-of-range places included) is refused with a rule violation.
 */
class LegalMovesPropertyTest {

    static final List<ContestMove> UNIVERSE = universe();

    static List<ContestMove> universe() {
        List<ContestMove> all = new ArrayList<>();
        List<Position> places = new ArrayList<>();
        for (int c = 0; c <= ContestState.COLUMNS; c++) {
            for (int r = 0; r <= ContestState.MAX_ROW + 1; r++) {
                places.add(Position.cell(c, r));
            }
        }
        for (int g = 0; g <= ContestState.GAPS; g++) {
            places.add(Position.gap(g));
        }
        for (Colour colour : Colour.values()) {
            for (Position p : places) {
                all.add(new PlaceLeader(colour, p));
            }
            for (int c = 0; c <= ContestState.COLUMNS; c++) {
                all.add(new PlayCard(colour, c));
            }
            for (int g = 0; g <= ContestState.GAPS; g++) {
                all.add(new PlayJoiningCard(colour, g));
            }
            all.add(new ChooseConflict(colour));
        }
        for (Position p : places) {
            all.add(new PlayCatastrophe(p));
        }
        all.add(new EndTurn());
        for (int n = 0; n <= 12; n++) {
            all.add(new CommitSupport(n));
        }
        for (Ship ship : Ship.values()) {
            all.add(new BuildShip(ship));
        }
        all.add(new DeclineShip());
        for (int c = 0; c <= ContestState.COLUMNS; c++) {
            all.add(new TakeTreasure(c));
        }
        all.add(new DeclineTreasure());
        return all;
    }

    @Property(tries = 24)
    void legalMovesAreExactlyTheAcceptedMoves(@ForAll @IntRange(min = 2, max = 4) int seats,
                                              @ForAll @IntRange(min = 0, max = 1_000_000) int seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Table t = Table.started(seats, "property-" + seed);
        int moves = 0;
        while (!t.state.over() && moves < 3000) {
            int seat = t.pendingSeat();
            List<ContestMove> legal = Table.RULES.legalMoves(t.state, seat);
            assertEquals(legal.size(), new HashSet<>(legal).size(), "no duplicates");
            if (moves % 7 == 0) {
                checkExactly(t.state, seat, legal);
            }
            for (int other = 0; other < seats; other++) {
                if (other != seat) {
                    assertTrue(Table.RULES.legalMoves(t.state, other).isEmpty(), "only the pending seat has moves");
                }
            }
            t.play(seat, legal.get(random.nextInt(legal.size())));
            moves++;
        }
    }

    static void checkExactly(ContestState s, int seat, List<ContestMove> legal) {
        Object before = Table.RULES.view(s, Viewer.EVERYONE);
        Set<ContestMove> allowed = new HashSet<>(legal);
        for (ContestMove move : legal) {
            assertFalse(Table.RULES.decide(s, seat, move, null).isEmpty(), move + " is accepted");
        }
        for (ContestMove move : UNIVERSE) {
            if (!allowed.contains(move)) {
                RuleViolation v = assertThrows(RuleViolation.class, () -> Table.RULES.decide(s, seat, move, null),
                        move + " is not listed, so it must be refused");
                assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind());
                assertNotNull(v.code());
            }
        }
        assertEquals(before, Table.RULES.view(s, Viewer.EVERYONE), "decide does not change the state it is given");
    }
}
