package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;

/** Thousands of complete random games, checking the table's invariants after every move. */
class RandomPlayoutTest {

    static final int TOTAL_CARDS = 193;
    /** Games per seat count; {@code -Dcontest.playouts=N} plays more. */
    static final int GAMES_PER_SEAT_COUNT = Integer.getInteger("contest.playouts", 345);
    static final int MOVE_CAP = 15_000;

    @Test
    void randomGamesKeepEveryInvariant() {
        int complete = 0;
        int endless = 0;
        for (int seats = 2; seats <= 4; seats++) {
            for (int g = 0; g < GAMES_PER_SEAT_COUNT; g++) {
                if (playOne(seats, seats * 100_000L + g) != null) {
                    complete++;
                } else {
                    endless++;
                }
            }
        }
        System.out.println("random playouts: " + complete + " complete, " + endless + " endless");
        assertTrue(complete >= 1000 * GAMES_PER_SEAT_COUNT / 345, complete + " complete games");
        // The rules allow a table where nothing can ever leave a hand (all columns full, every gap joined, no
        // red card left to commit): legal play goes on for ever. Random play rarely finds one.
        assertTrue(endless <= 3 * GAMES_PER_SEAT_COUNT / 100, endless + " endless games");
    }

    static Outcome.Finished playOne(int seats, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Table t = Table.started(seats, "seed-" + seed);
        checkInvariants(t.state, null);
        int moves = 0;
        while (!t.state.over()) {
            int seat = t.pendingSeat();
            List<ContestMove> legal = Table.RULES.legalMoves(t.state, seat);
            assertFalse(legal.isEmpty(), "a pending seat always has a legal move");
            ContestMove move = legal.get(random.nextInt(legal.size()));
            ContestState before = t.state;
            Object beforeView = moves % 50 == 0 ? Table.RULES.view(before, Viewer.EVERYONE) : null;
            t.play(seat, move);
            checkInvariants(t.state, before);
            if (beforeView != null) {
                assertEquals(beforeView, Table.RULES.view(before, Viewer.EVERYONE), "states are never changed in place");
            }
            if (++moves >= MOVE_CAP) {
                return null;
            }
        }
        // Replaying the log from the initial state rebuilds the same table.
        ContestState replayed = Table.RULES.initial();
        for (ContestEvent e : t.log) {
            replayed = Table.RULES.evolve(replayed, e);
        }
        assertEquals(Table.RULES.view(t.state, Viewer.EVERYONE), Table.RULES.view(replayed, Viewer.EVERYONE));
        Outcome outcome = Table.RULES.outcome(t.state);
        assertTrue(outcome instanceof Outcome.Finished);
        return (Outcome.Finished) outcome;
    }

    static void checkInvariants(ContestState s, ContestState before) {
        assertEquals(TOTAL_CARDS, cardsAccountedFor(s), "every card is somewhere");
        if (before != null) {
            for (int seat = 0; seat < s.seats(); seat++) {
                for (VictoryCard v : VictoryCard.values()) {
                    assertTrue(s.pileCount(seat, v) >= before.pileCount(seat, v), "victory piles never shrink");
                }
            }
        }
        if (s.conflict() == null && s.faceDownGap() < 0) {
            for (int c = 0; c < ContestState.COLUMNS; c = s.kingdomEnd(c) + 1) {
                for (Colour colour : Colour.values()) {
                    int first = s.leaderSeatIn(colour, c, s.kingdomEnd(c), -1);
                    assertTrue(first < 0 || s.leaderSeatIn(colour, c, s.kingdomEnd(c), first) < 0,
                            "a kingdom holds one leader of each colour");
                }
            }
        }
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            assertTrue(s.size(c) <= ContestState.MAX_ROW);
        }
        assertTrue(s.treasureHeads() >= 1);
    }

    static int cardsAccountedFor(ContestState s) {
        int n = ContestState.COLUMNS; // heads: treasures or the red cards that replaced them
        for (int c = 0; c < ContestState.COLUMNS; c++) {
            for (int row = 1; row <= s.size(c); row++) {
                if (s.shipAt(c, row) == null) {
                    n++;
                }
            }
        }
        for (int g = 0; g < ContestState.GAPS; g++) {
            if (s.gapFilled(g)) {
                n++;
            }
        }
        for (int seat = 0; seat < s.seats(); seat++) {
            n += s.handSize(seat) + s.pileSize(seat);
        }
        for (Colour c : Colour.values()) {
            n += s.discard(c);
        }
        return n + s.deckCount() + s.setAsideCount() + s.committedCards();
    }
}
