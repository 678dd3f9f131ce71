package ziggurat.play;

import ziggurat.engine.Table;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An answer that is not a success, as RFC 9457 describes it: a status, a type, a title, a sentence of
 * detail and, where it applies, the rule's code, the game's current version and who it waits for.
 * Thrown anywhere below the resources; the API turns it into {@code application/problem+json}.
 */
public final class Problem extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Every problem type is this followed by the type's last segment. */
    public static final String TYPE_PREFIX = "urn:ziggurat:problem:";

    private final int status;
    private final String type;
    private final String title;
    private final Map<String, Object> extensions;

    private Problem(int status, String type, String title, String detail, Map<String, Object> extensions) {
        super(detail, null, false, false);
        this.status = status;
        this.type = type;
        this.title = title;
        this.extensions = extensions;
    }

    public static Problem of(int status, String type, String title, String detail) {
        return new Problem(status, type, title, detail, new LinkedHashMap<>());
    }

    public static Problem malformed(String detail) {
        return of(400, "malformed-request", "Malformed request", detail);
    }

    public static Problem unauthorized(String detail) {
        return of(401, "unauthorized", "Unauthorized", detail);
    }

    public static Problem notFound(String detail) {
        return of(404, "not-found", "Not found", detail);
    }

    public static Problem versionConflict(long currentVersion) {
        return of(409, "version-conflict", "Version conflict",
                "The game has moved on: it is at version " + currentVersion + ". Reload and decide again.")
                .with("currentVersion", currentVersion);
    }

    public static Problem notYourDecision(long currentVersion) {
        return of(409, "not-your-decision", "Not your decision",
                "The game is not waiting for this seat now.").with("currentVersion", currentVersion);
    }

    public static Problem gameOver(long currentVersion) {
        return of(409, "game-over", "Game over", "The game has ended; no more moves are accepted.")
                .with("currentVersion", currentVersion);
    }

    public static Problem seatHasLeft(int seat, long currentVersion) {
        return of(409, "seat-has-left", "Seat has left",
                "Seat " + seat + " has left the game (resigned or out of time); it has no more say in it.")
                .with("code", "SEAT_HAS_LEFT").with("currentVersion", currentVersion);
    }

    public static Problem tooLateToAbort(long movesPlayed, long limit, long currentVersion) {
        return of(409, "too-late-to-abort", "Too late to abort", "A game may be aborted only before its seats have"
                + " played " + limit + " moves (" + Table.ABORT_MOVES_PER_SEAT + " per seat); this one has "
                + movesPlayed + ". A seat may still resign.")
                .with("code", "TOO_LATE_TO_ABORT").with("movesPlayed", movesPlayed).with("abortLimit", limit)
                .with("currentVersion", currentVersion);
    }

    public static Problem payloadTooLarge(long limit) {
        return of(413, "payload-too-large", "Payload too large",
                "The request body is larger than the limit of " + limit + " bytes.");
    }

    public static Problem unsupportedMediaType(String detail) {
        return of(415, "unsupported-media-type", "Unsupported media type", detail);
    }

    public static Problem illegalMove(String code, String detail) {
        return of(422, "illegal-move", "Illegal move", detail).with("code", code);
    }

    public static Problem unavailable(String detail) {
        return of(503, "service-unavailable", "Service unavailable", detail);
    }

    /** Adds an extension member; insertion order is kept in the JSON. */
    public Problem with(String name, Object value) {
        extensions.put(name, value);
        return this;
    }

    public int status() {
        return status;
    }

    /** The last segment of the problem type: {@code illegal-move}, {@code version-conflict} … */
    public String type() {
        return type;
    }

    public String title() {
        return title;
    }

    public String detail() {
        return getMessage();
    }

    public Map<String, Object> extensions() {
        return extensions;
    }

    /** The problem as its RFC 9457 JSON object. */
    public ObjectNode body() {
        ObjectNode node = GameJson.MAPPER.createObjectNode();
        node.put("type", TYPE_PREFIX + type);
        node.put("title", title);
        node.put("status", status);
        node.put("detail", detail());
        extensions.forEach((k, v) -> node.set(k, GameJson.tree(v)));
        return node;
    }

    @Override
    public String toString() {
        return "Problem[" + status + " " + type + ": " + getMessage() + "]";
    }
}
