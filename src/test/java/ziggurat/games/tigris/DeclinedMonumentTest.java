package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static ziggurat.games.tigris.Colour.*;
import static ziggurat.games.tigris.TigrisTable.*;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import ziggurat.engine.Viewer;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.*;

/**
 * Decision [tigris D17] (revised): declining a monument marks every tile of the declined block; no monument can ever
 * stand on a block holding a marked tile, and a mark leaves the board with its tile [tigris §4.2, D17].
 */
class DeclinedMonumentTest {

    static final List<Monument> RED_MONUMENTS = List.of(Monument.BLACK_RED, Monument.RED_BLUE, Monument.RED_GREEN);

    /**
     * Red around the starting temple at (9,5): placing red at (10,6) completes the block at (9,5); red at
     * (10,7) then completes the block at (9,6) (overlapping it) and the one at (9,7).
     */
    static TigrisPosition redRow() {
        return TigrisPosition.standard(2)
                .tiles(RED, 9, 6, 9, 7, 9, 8, 10, 5, 10, 8)
                .hand(0, RED, RED, BLACK, BLACK, BLUE, GREEN).bag(WorkedExamplesTest.cycle(2)).turnOf(0);
    }

    static List<Square> declined(TigrisTable t, Viewer viewer) {
        return t.sees(viewer).declinedTiles();
    }

    @Test
    @DisplayName("[tigris D17] a declined block is marked for everyone; a later block overlapping it is neither offered nor accepted")
    void aBlockOverlappingADeclinedTileIsNeverOffered() {
        TigrisTable t = TigrisTable.given(redRow());

        t.play(0, placeTile(RED, 10, 6));
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 5)), RED_MONUMENTS), t.pending().details());
        assertEquals(List.of(new MonumentDeclined(0, List.of(sq(9, 5)))), t.play(0, new DeclineMonument()));
        List<Square> marked = List.of(sq(9, 5), sq(9, 6), sq(10, 5), sq(10, 6));
        for (Viewer viewer : List.of(Viewer.SPECTATOR, Viewer.seat(0), Viewer.seat(1), Viewer.EVERYONE)) {
            assertEquals(marked, declined(t, viewer), "public, in row-major order, for " + viewer);
        }
        assertEquals(List.of(Monument.ALL), t.sees(Viewer.SPECTATOR).monumentsAvailable(), "declining builds nothing");

        // (10,7) completes the block at (9,6), which holds two declined tiles, and the fresh block at (9,7).
        t.play(0, placeTile(RED, 10, 7));
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 7)), RED_MONUMENTS), t.pending().details());
        List<TigrisMove> legal = TigrisTable.RULES.legalMoves(t.state, 0);
        assertTrue(legal.contains(buildMonument(Monument.RED_BLUE, 9, 7)));
        assertFalse(legal.stream().anyMatch(m -> m instanceof BuildMonument b && !b.square().equals(sq(9, 7))), legal.toString());
        t.refuses(0, buildMonument(Monument.RED_BLUE, 9, 6), "MONUMENT_SQUARE_DECLINED");
        t.refuses(0, buildMonument(Monument.RED_BLUE, 9, 5), "NOT_A_MONUMENT_SQUARE");

        assertEquals(new MonumentBuilt(0, Monument.RED_BLUE, sq(9, 7), List.of(sq(9, 7), sq(9, 8), sq(10, 7), sq(10, 8))),
                t.play(0, buildMonument(Monument.RED_BLUE, 9, 7)).get(0));
        assertEquals(marked, declined(t, Viewer.SPECTATOR), "the marks stay for the rest of the game");
    }

    @Test
    @DisplayName("[tigris D17] when every block a tile completes holds a declined tile, the monument step ends silently")
    void onlyDeclinedBlocksMeanNoMonumentStep() {
        TigrisTable t = TigrisTable.given(redRow().empty(9, 8).empty(10, 8));
        t.play(0, placeTile(RED, 10, 6));
        t.play(0, new DeclineMonument());

        List<TigrisEvent> events = t.play(0, placeTile(RED, 10, 7));
        assertEquals(new TilePlaced(0, RED, sq(10, 7)), events.get(0));
        assertTrue(TigrisTable.ofType(events, MonumentDeclined.class).isEmpty(), "nothing to decline: " + events);
        assertTrue(events.contains(new TurnEnded(0)), "the turn ends without asking: " + events);
        assertEquals(1, t.pendingSeat());
        assertEquals(List.of(sq(9, 5), sq(9, 6), sq(10, 5), sq(10, 6)), declined(t, Viewer.SPECTATOR),
                "only an explicit decline marks tiles: (10,7) stays unmarked");
    }

    @Test
    @DisplayName("[tigris D17] a catastrophe takes the mark away with the tile it destroys; the block's other marks stay")
    void aCatastropheTakesTheMarkWithTheTile() {
        TigrisTable t = TigrisTable.given(redRow());
        t.play(0, placeTile(RED, 10, 6));
        t.play(0, new DeclineMonument());

        t.play(0, placeCatastrophe(10, 6));
        assertEquals(List.of(sq(9, 5), sq(9, 6), sq(10, 5)), declined(t, Viewer.SPECTATOR));
    }

    @Test
    @DisplayName("[tigris D17] tiles a war removes leave with their marks")
    void aWarTakesTheMarksWithTheTiles() {
        // West: archer's trader by the temple at (9,5), two greens. East: bull's trader by the temple at (10,10),
        // beside a green block that archer completes and declines, then unites the two kingdoms with black.
        TigrisTable t = TigrisTable.given(TigrisPosition.standard(2)
                .leader(0, GREEN, 9, 4).tiles(GREEN, 8, 4, 8, 5)
                .leader(1, GREEN, 10, 9).tiles(GREEN, 9, 7, 9, 8, 10, 7)
                .hand(0, GREEN, GREEN, GREEN, GREEN, GREEN, BLACK).hand(1, BLACK, BLACK, BLUE, BLUE, RED, RED)
                .bag(WorkedExamplesTest.cycle(2)).turnOf(0));
        t.play(0, placeTile(GREEN, 10, 8));
        assertEquals(new TigrisDecision.MonumentChoice(List.of(sq(9, 7)),
                List.of(Monument.BLACK_GREEN, Monument.RED_GREEN, Monument.BLUE_GREEN)), t.pending().details());
        t.play(0, new DeclineMonument());
        assertEquals(List.of(sq(9, 7), sq(9, 8), sq(10, 7), sq(10, 8)), declined(t, Viewer.SPECTATOR));

        t.play(0, placeTile(BLACK, 9, 6));
        t.play(0, commit(4));
        List<TigrisEvent> events = t.play(1, commit(0));
        WarResolved war = TigrisTable.ofType(events, WarResolved.class).get(0);
        assertEquals(0, war.winner());
        assertEquals(List.of(sq(9, 7), sq(9, 8), sq(10, 7), sq(10, 8)), war.removed());
        assertEquals(List.of(), declined(t, Viewer.SPECTATOR), "the squares are empty again, unmarked");
    }
}
