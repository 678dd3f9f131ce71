package ziggurat.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.contest.ContestEvent;
import ziggurat.games.contest.ContestMove;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.tigris.TigrisEvent;
import ziggurat.games.tigris.TigrisMove;
import ziggurat.games.tigris.TigrisRuleset;

/**
 * The names stored logs and clients use for moves and events. They are written out here letter by letter:
 * renaming a record must never change one, or a game stored today would not read tomorrow.
 */
class WireNamesTest {

    static final List<String> TIGRIS_MOVES = List.of("placeLeader", "withdrawLeader", "placeTile",
            "placeCatastrophe", "swapTiles", "pass", "commitSupport", "chooseWar", "buildMonument",
            "declineMonument", "takeTreasure");

    static final List<String> TIGRIS_EVENTS = List.of("GameStarted", "TilesDrawn", "TurnStarted", "LeaderPlaced",
            "LeaderWithdrawn", "TilePlaced", "PointsScored", "CatastrophePlaced", "TilesDiscarded", "ActionPassed",
            "RevoltStarted", "SupportCommitted", "RevoltResolved", "KingdomsUnited", "WarChosen", "WarStarted",
            "WarResolved", "WarsEnded", "MonumentBuilt", "MonumentDeclined", "TreasureTaken", "TurnEnded",
            "GameEnded");

    static final List<String> CONTEST_MOVES = List.of("placeLeader", "playCard", "playJoiningCard",
            "playCatastrophe", "endTurn", "chooseConflict", "commitSupport", "buildShip", "declineShip",
            "takeTreasure", "declineTreasure");

    static final List<String> CONTEST_EVENTS = List.of("GameStarted", "CardsDealt", "CardsSetAside", "LeaderPlaced",
            "CardPlayed", "VictoryCardsGained", "ScoreMissed", "JoiningCardPlayed", "ConflictStarted",
            "ConflictChosen", "SupportCommitted", "ConflictResolved", "LeaderReturned", "CardsTransferred",
            "JoiningCardRevealed", "TreasureTaken", "TreasureDeclined", "CatastrophePlayed", "ShipBuilt",
            "ShipDeclined", "TurnEnded", "HandRefilled", "GameEnded");

    @Test
    void tigrisPublishesItsNamesInThisOrder() {
        TigrisRuleset rules = new TigrisRuleset();
        assertEquals(TIGRIS_MOVES, List.copyOf(rules.moveTypes().keySet()));
        assertEquals(TIGRIS_MOVES, rules.info().moveTypes());
        assertEquals(TIGRIS_EVENTS, List.copyOf(rules.eventTypes().keySet()));
        assertEquals("pass", new TigrisMove.Pass().type());
        assertEquals("TurnEnded", new TigrisEvent.TurnEnded(1).type());
    }

    @Test
    void contestOfKingsPublishesItsNamesInThisOrder() {
        ContestRuleset rules = new ContestRuleset();
        assertEquals(CONTEST_MOVES, List.copyOf(rules.moveTypes().keySet()));
        assertEquals(CONTEST_MOVES, rules.info().moveTypes());
        assertEquals(CONTEST_EVENTS, List.copyOf(rules.eventTypes().keySet()));
        assertEquals("endTurn", new ContestMove.EndTurn().type());
        assertEquals("TreasureDeclined", new ContestEvent.TreasureDeclined(0).type());
    }

    @Test
    void theRegistryCannotBeChanged() {
        assertThrows(UnsupportedOperationException.class,
                () -> TigrisMove.NAMES.byName().put("pass", TigrisMove.Pass.class));
    }

    sealed interface Shape permits Circle, Square, Triangle {
    }

    record Circle() implements Shape {
    }

    record Square() implements Shape {
    }

    record Triangle() implements Shape {
    }

    @Test
    void aRecordWithoutANameIsRefusedWhenTheNamesAreBuilt() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> WireNames.of(Shape.class)
                .name("circle", Circle.class).name("square", Square.class).build());
        assertTrue(e.getMessage().contains("Triangle"), e.getMessage());
    }

    @Test
    void aNameDeclaredTwiceIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> WireNames.of(Shape.class)
                .name("circle", Circle.class).name("circle", Square.class).name("triangle", Triangle.class).build());
        assertTrue(e.getMessage().contains("circle") && e.getMessage().contains("Square"), e.getMessage());
    }

    @Test
    void aRecordNamedTwiceIsRefused() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> WireNames.of(Shape.class)
                .name("circle", Circle.class).name("round", Circle.class).name("square", Square.class)
                .name("triangle", Triangle.class).build());
        assertTrue(e.getMessage().contains("Circle"), e.getMessage());
    }

    @Test
    void aValueOfTheFamilyHasItsDeclaredName() {
        WireNames<Shape> names = WireNames.of(Shape.class).name("circle", Circle.class)
                .name("square", Square.class).name("triangle", Triangle.class).build();
        assertEquals("square", names.nameOf(new Square()));
        assertEquals(List.of("circle", "square", "triangle"), List.copyOf(names.byName().keySet()));
    }

    @Test
    void everyTigrisMoveTypeReachesItsHandler() {
        assertEquals(Set.copyOf(TIGRIS_MOVES), movesAccepted(new TigrisRuleset(), 200));
    }

    @Test
    void everyContestOfKingsMoveTypeReachesItsHandler() {
        assertEquals(Set.copyOf(CONTEST_MOVES), movesAccepted(new ContestRuleset(), 200));
    }

    /**
     * The move types decide accepted in random games, until every registered one was (or {@code games} ran out).
     * A type registered but missing from decide's dispatch is refused with IllegalArgumentException, never
     * accepted, so it stays out of the set and the test fails.
     */
    static <S, M extends Move, E extends Event> Set<String> movesAccepted(Ruleset<S, M, E> rules, int games) {
        Set<String> accepted = new TreeSet<>();
        for (int game = 0; game < games && accepted.size() < rules.moveTypes().size(); game++) {
            RandomGames.play(rules, RandomGames.setup(2 + game % 3), game, 3000, new RandomGames.Watcher<>() {
                @Override
                public void played(S before, int seat, M move, List<E> events, S after) {
                    rules.moveTypes().forEach((name, type) -> {
                        if (type == move.getClass()) {
                            accepted.add(name);
                        }
                    });
                }
            });
        }
        return accepted;
    }
}
