package ziggurat.games.contest;

import java.util.List;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestState.Conflict;

/** [contest §10.1] exactly one seat is pending while the game runs, and what it owes follows from the table. */
final class PendingDecisions {

    private PendingDecisions() {
    }

    static final String ACTION = "action";
    static final String CHOOSE_CONFLICT = "chooseConflict";
    static final String COMMIT_SUPPORT = "commitSupport";
    static final String BUILD_SHIP = "buildShip";
    static final String TAKE_TREASURE = "takeTreasure";

    record Decision(int seat, String kind) {
    }

    /** Details of an {@code action} decision. */
    public record ActionDetails(int actionsLeft) {
    }

    public record ChooseConflictDetails(List<Colour> colors) {
    }

    /** {@code held}: the pending seat's cards of the support colour, shown to that seat only. */
    public record CommitSupportDetails(ContestView.ConflictView conflict, Integer held) {
    }

    public record BuildShipDetails(List<Ship> ships, int col, List<Integer> rows) {
    }

    /** {@code redCards}: the trader owner's red cards, shown to that seat only. */
    public record TakeTreasureDetails(List<Integer> columns, Integer redCards) {
    }

    static Decision of(ContestState s) {
        Conflict c = s.conflict();
        if (c != null) {
            return new Decision(Conflicts.committingSeat(c), COMMIT_SUPPORT);
        }
        if (s.shipOffer() != null) {
            return new Decision(s.active(), BUILD_SHIP);
        }
        if (s.treasureOffer() != null) {
            return new Decision(s.treasureOffer().seat(), TAKE_TREASURE);
        }
        if (s.faceDownGap() >= 0) {
            return new Decision(s.active(), CHOOSE_CONFLICT);
        }
        return new Decision(s.active(), ACTION);
    }

    static List<PendingDecision> pending(ContestState s, Viewer viewer) {
        if (s.over()) {
            return List.of();
        }
        Decision d = of(s);
        boolean mine = viewer.sees(d.seat());
        Object details = switch (d.kind()) {
            case ACTION -> new ActionDetails(2 - s.actionsTaken());
            case CHOOSE_CONFLICT -> new ChooseConflictDetails(ExternalConflict.openConflicts(s));
            case COMMIT_SUPPORT -> new CommitSupportDetails(ContestView.conflictView(s.conflict()),
                    mine ? s.hand(d.seat(), s.conflict().supportColor()) : null);
            case BUILD_SHIP -> new BuildShipDetails(s.shipOffer().ships(), s.shipOffer().col(),
                    Ships.rows(s.shipOffer()));
            case TAKE_TREASURE -> new TakeTreasureDetails(s.treasureOffer().columns(),
                    mine ? s.hand(d.seat(), Colour.RED) : null);
            default -> throw new IllegalStateException(d.kind());
        };
        return List.of(new PendingDecision(d.seat(), d.kind(), details));
    }
}
