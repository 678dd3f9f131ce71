package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.kit.Supply;
import ziggurat.games.contest.ContestEvent.*;

/** [contest §1.3] seats and dynasties, the deck (shuffled or stacked), the deal, and the 2-seat reduction. */
final class ContestSetup {

    private ContestSetup() {
    }

    /** Civilization cards in the deck by colour [contest §1.1]: the 8 treasures are laid out, not shuffled in. */
    static final Supply<Colour> DECK = new Supply<>(Colour.class, Colour.WIRE, new int[] {40, 40, 65, 40},
            "cards", "deck");
    static final int TREASURES = 8;
    static final int TWO_SEAT_REDUCTION = 30;

    static List<ContestEvent> start(GameSetup setup, Rng rng) {
        int seats = setup.seats();
        if (!ContestRuleset.SEAT_COUNTS.contains(seats)) {
            throw RuleViolation.invalidSetup("INVALID_SEATS", "Contest of Kings is played by 2 to 4 seats, not " + seats + ".");
        }
        ContestOptions options = setup.options(ContestOptions.DEFAULT);
        List<Colour> deck = DECK.from(setup, rng, seats * EndOfTurn.HAND_SIZE);
        List<ContestEvent> events = new ArrayList<>();
        List<SeatStart> seatList = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            seatList.add(new SeatStart(i, setup.seatNames().get(i), Dynasty.ofSeat(i)));
        }
        events.add(new GameStarted(List.copyOf(seatList), options, setup.commitment(), setup.stacked(),
                setup.creatorSeeded(), List.copyOf(deck)));
        int next = 0;
        for (int i = 0; i < seats; i++) {
            events.add(new CardsDealt(i, EndOfTurn.HAND_SIZE, List.copyOf(deck.subList(next, next + EndOfTurn.HAND_SIZE))));
            next += EndOfTurn.HAND_SIZE;
        }
        // [contest D3] from the bottom; a stack is already the deck its creator wants, so it is never reduced.
        if (seats == 2 && options.twoPlayerDeckReduction() && !setup.stacked()) {
            events.add(new CardsSetAside(TWO_SEAT_REDUCTION,
                    List.copyOf(deck.subList(deck.size() - TWO_SEAT_REDUCTION, deck.size()))));
        }
        return events;
    }
}
