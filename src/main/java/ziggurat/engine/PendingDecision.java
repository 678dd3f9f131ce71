package ziggurat.engine;

/**
 * One seat the game waits for, and what kind of decision it owes ({@code action}, {@code commitSupport},
 * {@code bid} …). {@code details} is a game-specific record (or null), already redacted for the viewer
 * who asked.
 *
 * <p>{@code step} names one occurrence of a step whose pending seats decide independently of one another
 * (sealed bids, a simultaneous round): {@code "bids:round-3"}, never reused for a later round. While a
 * seat is pending in such a step, its move is not refused as stale only because other seats of the same
 * step submitted since the version it saw; the platform decides it on the current state instead. A
 * ruleset gives a step only while no seat's submission can change what another seat of the step may
 * choose. Null for ordinary turns, where any move since makes a move stale.
 */
public record PendingDecision(int seat, String kind, Object details, String step) {

    /** A decision of an ordinary turn: any move since the version a seat saw makes its move stale. */
    public PendingDecision(int seat, String kind, Object details) {
        this(seat, kind, details, null);
    }

    /** The same decision, pending in the simultaneous step {@code step}. */
    public static PendingDecision simultaneous(int seat, String kind, Object details, String step) {
        if (step == null || step.isEmpty()) {
            throw new IllegalArgumentException("a simultaneous step needs a name");
        }
        return new PendingDecision(seat, kind, details, step);
    }
}
