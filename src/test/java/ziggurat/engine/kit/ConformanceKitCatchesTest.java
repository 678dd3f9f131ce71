package ziggurat.engine.kit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent;
import ziggurat.games.contest.ContestMove;
import ziggurat.games.contest.ContestRuleset;
import ziggurat.games.contest.ContestState;

/**
 * The conformance kit catches what it promises to catch: each check run on Contest of Kings with one defect
 * planted fails, and the same check on the true ruleset passes. A kit that cannot fail would prove nothing about
 * the rulesets that pass it.
 */
class ConformanceKitCatchesTest {

    static final ContestRuleset CONTEST = new ContestRuleset();

    /** The kit on {@code rules}, with Contest's secrets [contest §11] and fewer games: one defect shows fast. */
    static RulesetConformance<ContestState, ContestMove, ContestEvent> kitOn(Ruleset<ContestState, ContestMove, ContestEvent> rules) {
        return new RulesetConformance<>() {
            @Override
            protected Ruleset<ContestState, ContestMove, ContestEvent> rules() {
                return rules;
            }

            @Override
            protected Secrets secrets() {
                return new Secrets(List.of("/deck", "/setAside"), List.of("/seats/*/hand"),
                        Map.of("GameStarted", List.of("deck"), "CardsSetAside", List.of("colors")),
                        Map.of("CardsDealt", List.of("colors"), "HandRefilled", List.of("colors"),
                                "JoiningCardPlayed", List.of("color")),
                        Set.of(), List.of("/held"));
            }

            @Override
            protected int games() {
                return 8;
            }
        };
    }

    /** The check fails, and its message names what is wrong ({@code saying}). */
    static void caught(Executable check, String why, String saying) {
        AssertionError failure = assertThrows(AssertionError.class, check, why);
        assertTrue(failure.getMessage() != null && failure.getMessage().contains(saying),
                "the failure says what is wrong: " + failure.getMessage());
    }

    @Test
    @DisplayName("the true ruleset passes the checks the defects below break")
    void theTrueRulesetPasses() {
        var kit = kitOn(CONTEST);
        kit.theLegalMovesAreExactlyTheMovesDecideAccepts();
        kit.noViewerSeesWhatAnotherSeatHolds();
        kit.mostRandomGamesEnd();
        kit.randomPlayReachesEveryMoveAndEventType();
    }

    @Test
    @DisplayName("a legal move left out of the list where it is legal is caught: decide accepts what is not listed")
    void aMoveLeftOutOfTheList() {
        var kit = kitOn(new Mutant<>(CONTEST) {
            @Override
            public List<ContestMove> legalMoves(ContestState state, int seat) {
                // endTurn goes missing before the first action only; it is listed, and seen, elsewhere
                List<ContestMove> listed = rules.legalMoves(state, seat);
                boolean firstAction = listed.stream().anyMatch(m -> m instanceof ContestMove.PlayCard)
                        && ((ziggurat.games.contest.ContestView) rules.view(state, Viewer.EVERYONE)).turn().actionsTaken() == 0;
                return firstAction ? listed.stream().filter(m -> !(m instanceof ContestMove.EndTurn)).toList() : listed;
            }
        });
        caught(kit::theLegalMovesAreExactlyTheMovesDecideAccepts, "endTurn is missing before the first action",
                "decide accepted a move the legal moves do not list: EndTurn");
    }

    @Test
    @DisplayName("a move type never listed at all is caught: random play never reaches it")
    void aMoveTypeNeverListed() {
        var kit = kitOn(new Mutant<>(CONTEST) {
            @Override
            public List<ContestMove> legalMoves(ContestState state, int seat) {
                return rules.legalMoves(state, seat).stream().filter(m -> !(m instanceof ContestMove.EndTurn)).toList();
            }
        });
        caught(kit::randomPlayReachesEveryMoveAndEventType, "endTurn is never listed", "move types played");
    }

    @Test
    @DisplayName("a listed move decide refuses is caught")
    void aListedMoveThatIsRefused() {
        var kit = kitOn(new Mutant<>(CONTEST) {
            @Override
            public List<ContestMove> legalMoves(ContestState state, int seat) {
                List<ContestMove> listed = new ArrayList<>(rules.legalMoves(state, seat));
                if (!listed.isEmpty()) {
                    listed.add(new ContestMove.PlayCard(ziggurat.games.contest.Colour.BLACK, 7));
                    listed.add(new ContestMove.PlayCard(ziggurat.games.contest.Colour.BLACK, 7));
                }
                return listed;
            }
        });
        caught(kit::mostRandomGamesEnd, "random play picks the listed card and decide refuses it",
                "decide refused the listed move");
    }

    @Test
    @DisplayName("an event shown to every viewer as it happened is caught: a dealt hand is another seat's secret")
    void anEventNeverRedacted() {
        var kit = kitOn(new Mutant<>(CONTEST) {
            @Override
            public Optional<ContestEvent> redact(ContestEvent event, Viewer viewer) {
                return Optional.of(event);
            }
        });
        caught(kit::noViewerSeesWhatAnotherSeatHolds, "the deck and dealt cards are shown to everyone", "sees it");
    }

    @Test
    @DisplayName("a seat's view that shows every hand is caught")
    void aViewShowingEveryHand() {
        var kit = kitOn(new Mutant<>(CONTEST) {
            @Override
            public Object view(ContestState state, Viewer viewer) {
                return rules.view(state, viewer == Viewer.SPECTATOR ? viewer : Viewer.EVERYONE);
            }
        });
        caught(kit::noViewerSeesWhatAnotherSeatHolds, "a seat sees the others' hands and the deck", "/");
    }
}
