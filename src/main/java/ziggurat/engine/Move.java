package ziggurat.engine;

/**
 * A player's move. Each game declares a sealed interface of records extending this one.
 *
 * <p>A move record checks its own shape in its compact constructor (fields present, numbers in range,
 * names known) and throws {@link IllegalArgumentException} with a sentence when the shape is wrong:
 * the platform reports that as a malformed request. Whether the move is allowed is the ruleset's call.
 */
public interface Move {
}
