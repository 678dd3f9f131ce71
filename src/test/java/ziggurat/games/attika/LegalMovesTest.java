package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.LegalMove;
import ziggurat.games.attika.AttikaMove.*;

/** [attika §8.4, D32] the legal moves: order, one cheapest payment per placement, and the details beside them. */
class LegalMovesTest {

    static Hex h(int q, int r) {
        return new Hex(q, r);
    }

    @Test
    @DisplayName("[attika §8.4] legal moves are ordered by type, then building, then hex")
    void orderByTypeThenBuildingThenHex() {
        AttikaTable t = AttikaTable.given().clearBoard(0).toBoard(0, "rd-road-2", "sup-village", "rd-road-1")
                .hand(0, 5, 5, 5, 5).amphorae(0, 1);
        List<LegalMove<AttikaMove>> legal = t.legal();
        List<String> types = new ArrayList<>();
        legal.forEach(m -> {
            String type = m.move().type();
            if (types.isEmpty() || !types.get(types.size() - 1).equals(type)) {
                types.add(type);
            }
        });
        assertEquals(List.of("drawBuilding", "build", "useAmphora", "endTurn"), types);
        List<String> buildings = new ArrayList<>();
        Hex previous = null;
        String previousBuilding = null;
        for (LegalMove<AttikaMove> m : legal) {
            if (m.move() instanceof Build b) {
                if (!b.building().equals(previousBuilding)) {
                    buildings.add(b.building());
                    previous = null;
                }
                if (previous != null) {
                    assertTrue(Hex.ORDER.compare(previous, b.at()) < 0, previous + " before " + b.at());
                }
                previous = b.at();
                previousBuilding = b.building();
            }
        }
        assertEquals(List.of("sup-village", "rd-road-1", "rd-road-2"), buildings, "component-set order");
        assertEquals(28 * 3, legal.stream().filter(m -> m.move() instanceof Build).count());
        LegalMove<AttikaMove> end = legal.get(legal.size() - 1);
        assertEquals(new EndTurn(), end.move());
        assertEquals(new LegalMoves.EndTurnCards(3), end.details(), "an amphora held adds nothing until used");
    }

    @Test
    @DisplayName("[attika §8.4, D32] the price beside the move: a road's is not provisional, a free build pays nothing")
    void aRoadPriceIsNotProvisionalAndFreeBuildsPayNothing() {
        AttikaTable t = AttikaTable.given().put(0, "rd-road-1", 0, 3).clearBoard(0).toBoard(0, "rd-road-2")
                .hand(0, 5, 5, 5, 5);
        LegalMove<AttikaMove> next = WorkedExamplesTest.find(t.legal(), "rd-road-2", h(0, 4));
        LegalMoves.BuildPrice price = (LegalMoves.BuildPrice) next.details();
        assertTrue(price.free());
        assertFalse(price.provisional());
        assertEquals(0, price.cards());
        assertEquals(Payment.NONE, ((Build) next.move()).payment());
        t.play(next.move());
        assertFalse(t.lastOne(AttikaEvent.BuildingBuilt.class).price().provisional());
    }

    @Test
    @DisplayName("[attika §8.4, D32] unaffordable placements are left out; endTurn is always there")
    void unaffordablePlacementsAreLeftOutAndEndTurnIsAlwaysThere() {
        AttikaTable t = AttikaTable.given().clearBoard(0).toBoard(0, "cty-agora").hand(0, 0, 0, 0, 0);
        List<LegalMove<AttikaMove>> legal = t.legal();
        assertTrue(legal.stream().noneMatch(m -> m.move() instanceof Build), "nothing affordable with no cards");
        assertEquals(new EndTurn(), legal.get(legal.size() - 1).move());
        t.stack(0, StackName.MAIN).stack(0, StackName.A).stack(0, StackName.B).stack(0, StackName.C);
        assertEquals(List.of(new EndTurn()), AttikaTable.RULES.legalMoves(t.state, 0));
    }

    @Test
    @DisplayName("[attika §8.4, D19] a drawn building lists its placements, then storeDrawn; the other seat has none")
    void aDrawnBuildingListsItsPlacementsThenStore() {
        AttikaTable t = AttikaTable.given().hand(0, 5, 5, 5, 5);
        t.play(new DrawBuilding(StackName.A));
        List<AttikaMove> legal = AttikaTable.RULES.legalMoves(t.state, 0);
        assertEquals(new StoreDrawn(), legal.get(legal.size() - 1));
        assertEquals(28, legal.stream().filter(m -> m instanceof BuildDrawn).count());
        assertTrue(AttikaTable.RULES.legalMoves(t.state, 1).isEmpty());
    }

    @Test
    @DisplayName("[attika §8.4, D18] in draw mode no build is listed, in build mode no draw")
    void inDrawModeNoBuildsAndInBuildModeNoDraws() {
        AttikaTable t = AttikaTable.given().hand(0, 5, 5, 5, 5);
        t.play(new DrawBuilding(StackName.A));
        t.play(new StoreDrawn());
        assertTrue(t.legal().stream().noneMatch(m -> m.move() instanceof Build));
        assertEquals(new LegalMoves.EndTurnCards(1), t.legal().get(t.legal().size() - 1).details());
        AttikaTable u = AttikaTable.given().hand(0, 9, 9, 9, 9);
        for (LegalMove<AttikaMove> m : u.legal()) {
            if (m.move() instanceof Build) {
                u.play(m.move());
                break;
            }
        }
        assertTrue(u.legal().stream().noneMatch(m -> m.move() instanceof DrawBuilding));
    }
}
