package ziggurat.games.contest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesetConformance;
import ziggurat.engine.kit.Secrets;
import ziggurat.games.contest.ContestMove.*;
import ziggurat.play.GameJson;

/**
 * Contest of Kings on the ruleset conformance kit, with what only this game can say: a universe of moves (places
 * off the display included) that decide must refuse unless listed, the options that change what is hidden, and
 * the table's invariants after every move (193 cards accounted for, victory piles never shrink, one leader of a
 * colour per kingdom, closed piles closed to everyone).
 */
class ContestConformanceTest extends RulesetConformance<ContestState, ContestMove, ContestEvent> {

    static final int TOTAL_CARDS = 193;

    @Override
    protected Ruleset<ContestState, ContestMove, ContestEvent> rules() {
        return ContestTable.RULES;
    }

    @Override
    protected int games() {
        return 36;
    }

    /** The options change what is hidden: open piles, and the 2-seat reduction's cards set aside. */
    @Override
    protected ContestOptions options(int game) {
        return game % 4 == 1 ? new ContestOptions(true, true)
                : game % 4 == 2 ? new ContestOptions(false, false) : ContestOptions.DEFAULT;
    }

    /** [contest §11] hands, the deck and the cards set aside stay private; a face-down joining card is its player's. */
    @Override
    protected Secrets secrets() {
        return new Secrets(List.of("/deck", "/setAside"), List.of("/seats/*/hand"),
                Map.of("GameStarted", List.of("deck"), "CardsSetAside", List.of("colors")),
                Map.of("CardsDealt", List.of("colors"), "HandRefilled", List.of("colors"),
                        "JoiningCardPlayed", List.of("color")),
                Set.of(), List.of("/held"));
    }

    @Override
    protected List<ContestMove> candidates(ContestState state, int seat, SplittableRandom random) {
        return UNIVERSE;
    }

    @Override
    protected void played(ContestState before, ContestMove move, List<ContestEvent> events, ContestState after) {
        Object beforeView = ContestTable.RULES.view(before, Viewer.EVERYONE);
        checkInvariants(after, before);
        if (!after.over() && !after.options().openVictoryPiles()) {
            for (int seat = 0; seat < after.seats(); seat++) {
                ContestView v = (ContestView) ContestTable.RULES.view(after, Viewer.seat(seat));
                v.seats().forEach(sv -> assertNull(sv.victoryPile().counts(), "closed piles show count and top only"));
            }
        }
        assertEquals(beforeView, ContestTable.RULES.view(before, Viewer.EVERYONE), "states are never changed in place");
    }

    @Test
    @DisplayName("hardly any random game goes on for ever")
    void hardlyAnyRandomGameGoesOnForEver() {
        // The rules allow a table where nothing can ever leave a hand (all columns full, every gap joined, no red
        // card left to commit): legal play goes on for ever. Random play rarely finds one.
        long endless = playedGames().stream().filter(p -> !p.finished()).count();
        assertTrue(endless <= 1 + playedGames().size() * 3 / 100, endless + " endless games");
    }

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

    @Test
    @DisplayName("[contest §10.2] each move reads from the JSON the move table gives it")
    void movesReadTheSpecsJson() throws Exception {
        Map<String, Class<? extends ContestMove>> types = ContestTable.RULES.moveTypes();
        assertEquals(new ContestMove.PlaceLeader(Colour.GREEN, Position.cell(3, 1)),
                GameJson.MAPPER.readValue("{\"leader\":\"green\",\"to\":{\"col\":3,\"row\":1}}", types.get("placeLeader")));
        assertEquals(new ContestMove.PlayCatastrophe(Position.gap(2)),
                GameJson.MAPPER.readValue("{\"at\":{\"gap\":2}}", types.get("playCatastrophe")));
        assertEquals(new ContestMove.BuildShip(Ship.BLUE_BLACK),
                GameJson.MAPPER.readValue("{\"ship\":\"blue-black\"}", types.get("buildShip")));
        assertEquals(11, types.size());
        assertEquals(types.keySet(), Map.copyOf(types).keySet());
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
