package ziggurat.games.attika;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.*;
import ziggurat.games.attika.AttikaMove.*;
import ziggurat.play.GameJson;

/** [attika §7] who sees what, in views and in events, while the game runs and after the end. */
class HiddenInformationTest {

    static final AttikaRuleset RULES = AttikaTable.RULES;

    @Test
    @DisplayName("[attika §7.1] a hand shows its cards to its owner only; the others see its size")
    void aHandShowsItsCardsToItsOwnerOnly() {
        AttikaTable t = AttikaTable.given();
        AttikaView red = t.sees(0);
        assertNotNull(red.players().get(0).hand());
        assertNull(red.players().get(1).hand());
        assertEquals(5, red.players().get(1).handSize());
        AttikaView spectator = RULES.view(t.state, Viewer.SPECTATOR);
        spectator.players().forEach(p -> assertNull(p.hand()));
        assertEquals(4, spectator.players().get(0).handSize());
    }

    @Test
    @DisplayName("[attika §7.1] stacks show only their sizes, even to their owner; the board is public")
    void stacksShowOnlyTheirSizesEvenToTheirOwner() {
        AttikaTable t = AttikaTable.given();
        for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR)) {
            AttikaView view = RULES.view(t.state, v);
            view.players().forEach(p -> assertNull(p.stackOrder(), "stack order for " + v));
            assertEquals(new StackSizes(5, 7, 7, 7), view.players().get(0).stacks());
            assertNull(view.deckOrder());
            assertNull(view.mapStackOrder());
            assertEquals(4, view.players().get(0).board().size(), "the board is public");
        }
        AttikaView all = RULES.view(t.state, Viewer.EVERYONE);
        assertEquals(7, all.players().get(0).stackOrder().A().size());
        assertEquals(t.state.deckSize(), all.deckOrder().size());
        assertEquals(18, all.mapStackOrder().size());
    }

    @Test
    @DisplayName("[attika §7.1, §7.3] a drawn building is seen by its drawer alone, in the view and in its event")
    void aDrawnBuildingIsSeenByItsDrawerAlone() {
        AttikaTable t = AttikaTable.given();
        String top = t.state.stack(0, StackName.A).get(0);
        t.play(new DrawBuilding(StackName.A));
        assertEquals(top, t.sees(0).turn().drawn());
        assertNull(t.sees(1).turn().drawn());
        assertNull(RULES.view(t.state, Viewer.SPECTATOR).turn().drawn());
        assertEquals(StackName.A, t.sees(1).turn().drawnFrom());
        BuildingDrawn e = t.lastOne(BuildingDrawn.class);
        assertNull(((BuildingDrawn) RULES.redact(e, Viewer.seat(1)).orElseThrow()).building());
        assertNull(((BuildingDrawn) RULES.redact(e, Viewer.SPECTATOR).orElseThrow()).building());
        assertEquals(e, RULES.redact(e, Viewer.seat(0)).orElseThrow());
    }

    @Test
    @DisplayName("[attika §7.3] the setup events show sizes, and each seat its own cards only")
    void setupEventsShowSizesAndTheOwnCardsOnly() {
        AttikaTable t = AttikaTable.given();
        for (AttikaEvent e : t.log) {
            for (Viewer v : List.of(Viewer.seat(0), Viewer.seat(1), Viewer.SPECTATOR)) {
                AttikaEvent seen = RULES.redact(e, v).orElseThrow();
                if (e instanceof MapStackShuffled m) {
                    assertNull(((MapStackShuffled) seen).order());
                    assertEquals(22, ((MapStackShuffled) seen).size());
                } else if (e instanceof BuildingStacksFormed b) {
                    BuildingStacksFormed s = (BuildingStacksFormed) seen;
                    assertTrue(s.main() == null && s.A() == null && s.B() == null && s.C() == null,
                            "not even the owner sees the order");
                    assertEquals(new StackSizes(6, 8, 8, 8), s.sizes());
                } else if (e instanceof DeckShuffled) {
                    assertNull(((DeckShuffled) seen).order());
                    assertEquals(60, ((DeckShuffled) seen).size());
                } else if (e instanceof CardsDealt c) {
                    assertEquals(v.sees(c.seat()), ((CardsDealt) seen).cards() != null);
                    assertEquals(c.received(), ((CardsDealt) seen).received());
                } else {
                    assertEquals(e, seen);
                }
            }
        }
    }

    @Test
    @DisplayName("[attika §7.3] cards drawn show their resources to their seat only")
    void cardsDrawnShowTheirResourcesToTheirSeatOnly() {
        AttikaTable t = AttikaTable.given();
        t.play(new EndTurn());
        CardsDrawn c = t.lastOne(CardsDrawn.class);
        assertEquals(3, c.received());
        assertNotNull(((CardsDrawn) RULES.redact(c, Viewer.seat(0)).orElseThrow()).cards());
        CardsDrawn other = (CardsDrawn) RULES.redact(c, Viewer.seat(1)).orElseThrow();
        assertNull(other.cards());
        assertEquals(3, other.requested());
        assertEquals(DrawReason.UNUSED_ACTIONS, other.reason());
    }

    @Test
    @DisplayName("[attika §7.4] after the end everything is public")
    void afterTheEndEverythingIsPublic() {
        AttikaTable t = AttikaTable.given().put(0, "sup-well", 0, -1).put(0, "sup-cornfield", 0, 0)
                .put(0, "sup-mill", 0, 1).put(0, "sup-village", 0, 2).put(0, "def-quarry", 1, 3)
                .put(0, "def-fortress", 2, 3).put(0, "def-tower-1", 2, 4).clearBoard(0).toBoard(0, "rd-road-1")
                .hand(0, 1, 1, 0, 0);
        t.play(new Build("rd-road-1", new Hex(0, 3), new Payment(1, 1, 0, 0)));
        assertTrue(t.state.over());
        AttikaView yellow = t.sees(1);
        assertNotNull(yellow.players().get(0).hand());
        assertNotNull(yellow.players().get(0).stackOrder());
        assertNotNull(yellow.deckOrder());
        assertEquals(0, yellow.result().winner());
        assertTrue(RULES.pending(t.state, Viewer.EVERYONE).isEmpty());
    }

    @Test
    @DisplayName("[attika §7.2] the view has the shape the rules give it")
    void theViewHasTheShapeOfSection72() {
        AttikaTable t = AttikaTable.given();
        JsonNode v = GameJson.tree(t.sees(0));
        assertEquals("attika", v.path("ruleset").asText());
        JsonNode cs = v.path("componentSet");
        for (String f : List.of("id", "version", "name", "provisional", "notice", "sha256", "source")) {
            assertFalse(cs.path(f).isMissingNode(), f);
        }
        assertTrue(cs.path("provisional").asBoolean());
        assertEquals(ComponentSets.PROVISIONAL.set().notice(), cs.path("notice").asText());
        JsonNode p = v.path("players").get(0);
        assertEquals("red", p.path("colour").asText());
        assertEquals(7, p.path("stacks").path("A").asInt());
        assertEquals(5, p.path("stacks").path("main").asInt());
        assertEquals(2, v.path("layout").asInt());
        assertEquals(2, v.path("turn").path("actionsLeft").path("draw").asInt());
        assertEquals("action", v.path("turn").path("pending").asText());
        assertEquals("undecided", v.path("turn").path("mode").asText());
        JsonNode hex = v.path("map").path("hexes").get(0);
        assertTrue(hex.has("q") && hex.has("r") && hex.has("resource") && hex.has("building"));
        assertEquals("S1", v.path("map").path("shrines").get(0).path("id").asText());
        assertEquals(0, v.path("discard").path("water").asInt());
        // the stacks event names its piles main, A, B, C
        JsonNode formed = GameJson.tree(t.log.stream().filter(e -> e instanceof BuildingStacksFormed).findFirst().orElseThrow());
        assertTrue(formed.has("A") && formed.has("main") && formed.path("sizes").has("C"), formed.toString());
    }
}
