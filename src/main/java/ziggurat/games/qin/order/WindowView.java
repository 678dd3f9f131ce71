package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.Viewer;

/**
 * What a seat sees of the round's windows under the extras [qin §5.4.3, §7.1] (view revision 5, beside
 * {@link RoundView}, whose shape stored games hashed): the window open now, if any, and per seat its sale
 * declaration and whether it is ready.
 */
public record WindowView(Round.@Nullable Window window, List<WindowSeatView> seats) {

    /**
     * @param declarer whether it owes a sale declaration in the open Draw-1 ({@code mai})
     * @param declared whether its declaration is in, while they are sealed
     * @param sell     its sealed declaration, to the declarer alone, until every one is in
     * @param kept     its declaration as it stays after the reveal [qin D58], to everyone; null before
     * @param ready    whether it has sent {@code ready} in the extras window
     */
    public record WindowSeatView(int seat, boolean declarer, boolean declared, @Nullable List<String> sell,
                                 @Nullable List<String> kept, boolean ready) {
    }

    public static WindowView of(Round r, Viewer viewer, boolean all) {
        List<WindowSeatView> seats = new ArrayList<>();
        boolean sealed = r.window() == Round.Window.DECLARE;
        for (int seat = 0; seat < r.seats(); seat++) {
            boolean mine = all || viewer.sees(seat);
            List<String> sell = r.declarations().get(seat);
            seats.add(new WindowSeatView(seat, sealed && r.participant(seat), sealed && sell != null,
                    mine && sealed ? sell : null, sealed ? null : sell, r.ready().get(seat)));
        }
        return new WindowView(r.window(), seats);
    }
}
