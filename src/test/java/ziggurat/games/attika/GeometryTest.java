package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** [attika §2] hexes, the rosette lattice, rotations. */
class GeometryTest {

    @Test
    @DisplayName("[attika §2.1, D9] axial coordinates: the six directions and the distance")
    void directionsAndDistance() {
        Hex o = new Hex(0, 0);
        assertEquals(new Hex(1, 0), o.neighbour(0));
        assertEquals(new Hex(1, -1), o.neighbour(1));
        assertEquals(new Hex(0, -1), o.neighbour(2));
        assertEquals(new Hex(-1, 0), o.neighbour(3));
        assertEquals(new Hex(-1, 1), o.neighbour(4));
        assertEquals(new Hex(0, 1), o.neighbour(5));
        assertEquals(9, new Hex(-1, -1).distance(new Hex(2, 5)));
        assertTrue(o.adjacent(new Hex(-1, 1)));
        assertFalse(o.adjacent(new Hex(1, 1)));
    }

    @Test
    @DisplayName("[attika §2.2, D10] rosettes on the lattice tile the plane")
    void rosettesOnTheLatticeTileThePlane() {
        Map<Hex, Hex> owner = new HashMap<>();
        for (int q = -20; q <= 20; q++) {
            for (int r = -20; r <= 20; r++) {
                Hex c = new Hex(q, r);
                if (Lattice.isCentre(c)) {
                    for (Hex h : Lattice.rosette(c)) {
                        assertEquals(null, owner.put(h, c), h + " lies in two rosettes");
                    }
                }
            }
        }
        for (int q = -10; q <= 10; q++) {
            for (int r = -10; r <= 10; r++) {
                Hex h = new Hex(q, r);
                assertEquals(owner.get(h), Lattice.siteOf(h), "the site of " + h);
            }
        }
    }

    @Test
    @DisplayName("[attika §2.2, D10] neighbouring sites share three hex edges, other sites none")
    void neighbouringSitesShareThreeEdgesAndOthersNone() {
        Hex c = new Hex(0, 0);
        Set<Hex> mine = new HashSet<>(Lattice.rosette(c));
        for (Hex n : Lattice.neighbourSites(c)) {
            assertTrue(Lattice.isCentre(n));
            int edges = 0;
            for (Hex a : mine) {
                for (Hex b : Lattice.rosette(n)) {
                    if (a.adjacent(b)) {
                        edges++;
                    }
                }
            }
            assertEquals(3, edges, "three hex edges shared between neighbouring rosettes");
        }
        Hex far = new Hex(4, 2);
        assertTrue(Lattice.isCentre(far));
        assertFalse(Lattice.neighbourSites(c, far));
        for (Hex a : mine) {
            for (Hex b : Lattice.rosette(far)) {
                assertFalse(a.adjacent(b), "rosettes that are not neighbours never touch");
            }
        }
    }

    @Test
    @DisplayName("[attika §2.2, D11] rotation turns the tile counter-clockwise")
    void rotationTurnsTheTileCounterClockwise() {
        // T07: centre forest, E hill, W mountain [attika §9.7]
        Hex c = new Hex(3, -2);
        assertEquals(new Hex(4, -2), Lattice.hexOfTile(c, 1, 0));
        assertEquals(new Hex(2, -2), Lattice.hexOfTile(c, 4, 0));
        assertEquals(new Hex(3, -3), Lattice.hexOfTile(c, 1, 2));
        assertEquals(new Hex(3, -1), Lattice.hexOfTile(c, 4, 2));
        assertEquals(List.of(c), Lattice.rosette(c).subList(0, 1));
    }
}
