package ziggurat.engine;

/**
 * Something a ruleset tells the creator about a game it accepts: the game is playable, but not quite what it
 * seems (an unverified board, a rule that can never fire). Shown in the created-game answer and every view.
 *
 * @param code   a stable name for the warning, in the ruleset's spelling ({@code unverifiedBoard})
 * @param detail a sentence a player understands
 */
public record SetupWarning(String code, String detail) {

    public SetupWarning {
        if (code == null || code.isBlank() || detail == null) {
            throw new IllegalArgumentException("a warning has a code and a detail");
        }
    }
}
