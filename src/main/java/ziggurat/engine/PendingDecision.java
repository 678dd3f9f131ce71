package ziggurat.engine;

/**
 * One seat the game waits for, and what kind of decision it owes ({@code action}, {@code commitSupport},
 * {@code bid} …). {@code details} is a game-specific record (or null), already redacted for the viewer
 * who asked.
 */
public record PendingDecision(int seat, String kind, Object details) {
}
