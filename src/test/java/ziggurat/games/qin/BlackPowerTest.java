package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static ziggurat.games.qin.Fixture.*;
import static ziggurat.games.qin.TileType.*;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The black power [qin §5.5.5] beyond Ex 13: what it does not lift. Seat 0 is red; its black pagoda stands on the red
 * cell (5,5), so its area is rows 3–6, cols 3–6.
 */
class BlackPowerTest {

    @Test
    @DisplayName("[qin D43] the rest of the placement rule still applies: covering an old tile with black power still"
            + " needs a coloured cell beside the tile that it does not cover")
    void adjacencyStillApplies() {
        QinState alone = pagoda(position("velespa", PagodaSitesTest.GRASS, 3, List.of(
                ".......", ".......", ".......", "...r...", ".......", ".....r.", ".......")), PagodaColour.BLACK, 5, 5);
        // (3,3) is the only coloured cell near, and the tile covers it
        QinTable.given(acting(alone, 0, RR)).refuses(0, place(RR, 3, 3, 3, 4), "notTouchingColour");
        QinState beside = pagoda(position("velespa", PagodaSitesTest.GRASS, 3, List.of(
                ".......", ".......", "...y...", "...r...", ".......", ".....r.", ".......")), PagodaColour.BLACK, 5, 5);
        QinTable.given(acting(beside, 0, RR)).accepts(0, place(RR, 3, 3, 3, 4)); // (2,3) is beside it
    }

    @Test
    @DisplayName("[qin D43] a white pagoda protects its area from its own owner too: seat 0's black power stops at the"
            + " area of seat 0's own white pagoda")
    void whiteBindsItsOwner() {
        List<String> tiles = List.of(".......", ".......", ".......", ".......", "....yr.", ".....r.", ".......");
        QinState black = pagoda(position("velespa", PagodaSitesTest.GRASS, 3, tiles), PagodaColour.BLACK, 5, 5);
        QinTable.given(acting(black, 0, RR)).accepts(0, place(RR, 4, 4, 3, 4));
        QinState white = pagoda(black, PagodaColour.WHITE, 4, 5);
        assertEquals(List.of(0), WorkedExamplesTest.ownersOfTop(QinTable.given(white), 4, 5), "the white pagoda is seat 0's");
        QinTable.given(acting(white, 0, RR)).refuses(0, place(RR, 4, 4, 3, 4), "whiteProtected");
    }
}
