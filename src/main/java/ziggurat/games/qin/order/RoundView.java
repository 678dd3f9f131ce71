package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.Cell;
import ziggurat.games.qin.QinEvent.Step;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.TileType;

/** What a seat sees of the round [qin §7.1]: who takes part and who has submitted; a commitment's contents to its
 * submitter alone, its cell to everyone from the reveal; a resolution to its submitter alone. */
public record RoundView(int number, List<Integer> priority, @Nullable Step phase, int step, boolean optional,
                        Round.@Nullable Stage stage, List<RoundSeatView> seats) {

    /**
     * @param cell     the pointed cell: the submitter's own at once, everyone's from the reveal
     * @param tile     the face-down tile, to the submitter alone
     * @param resolution the sealed resolution, to the submitter alone
     */
    public record RoundSeatView(int seat, int max, int done, boolean out, boolean participant, boolean committed,
                                @Nullable Cell cell, @Nullable TileType tile, boolean forfeited, boolean resolved,
                                QinMove.@Nullable Resolve resolution) {
    }

    public static RoundView of(Round r, Viewer viewer, boolean all) {
        List<RoundSeatView> seats = new ArrayList<>();
        for (int seat = 0; seat < r.seats(); seat++) {
            boolean mine = all || viewer.sees(seat);
            Commit c = r.commits().get(seat);
            boolean revealed = r.stage() == Round.Stage.RESOLVE;
            boolean out = r.out().get(seat) || mine && c != null && c.isOut();
            seats.add(new RoundSeatView(seat, r.max().get(seat), r.done().get(seat), out, r.participant(seat),
                    c != null, c != null && (mine || revealed) ? c.cell() : null, c != null && mine ? c.tile() : null,
                    r.forfeited().get(seat), r.resolutions().get(seat) != null,
                    mine ? r.resolutions().get(seat) : null));
        }
        return new RoundView(r.number(), r.priority(), r.phase(), r.step(), r.optional(), r.stage(), seats);
    }
}
