package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;

import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisEvent.*;

/** The treasure step after every action [tigris §5.1]. */
final class Treasures {

    /** Returned by {@link #step} when it took treasures automatically and the step must be looked at again. */
    static final Waiting TAKEN = Waiting.of(Waiting.Kind.TAKE_TREASURE, -2);

    private Treasures() {
    }

    /**
     * Kingdoms holding a trader and two or more treasures, handled by the trader owner's seat from the active
     * player clockwise [tigris D20]. Corner treasures are taken first and without asking [tigris D19]; when the one to leave
     * behind is a real choice, the trader's owner is asked.
     *
     * @return null when no kingdom qualifies, {@link #TAKEN} after automatic takes, or the decision owed
     */
    static Waiting step(TigrisState s, Play play) {
        Regions regions = null;
        for (int i = 0; i < s.seats; i++) {
            int seat = (s.active + i) % s.seats;
            int trader = s.leaderAt(seat, Colour.GREEN);
            if (trader < 0) {
                continue;
            }
            if (regions == null) {
                regions = s.regions();
            }
            int kingdom = regions.id[trader];
            List<Integer> corners = new ArrayList<>(2);
            List<Integer> others = new ArrayList<>(4);
            for (int sq : Board.STARTING_TEMPLES) {
                if (s.hasTreasure(sq) && regions.id[sq] == kingdom) {
                    (Board.CORNER[sq] ? corners : others).add(sq);
                }
            }
            if (corners.size() + others.size() < 2) {
                continue;
            }
            if (!others.isEmpty() && !corners.isEmpty()) {
                // only looking (no play): the state lies between the events of one decision, which waits for nobody
                Turn.must(play);
                int onBoard = s.treasuresOnBoard();
                for (int sq : corners) {
                    play.emit(new TreasureTaken(seat, Board.SQUARE[sq], true, --onBoard));
                }
                return TAKEN;
            }
            List<Square> choice = new ArrayList<>();
            for (int sq : corners.isEmpty() ? others : corners) {
                choice.add(Board.SQUARE[sq]);
            }
            return new Waiting(Waiting.Kind.TAKE_TREASURE, seat, 0, choice, List.of());
        }
        return null;
    }
}
