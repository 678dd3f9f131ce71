package ziggurat.play;

import static ziggurat.play.JsonFields.allowOnly;
import static ziggurat.play.JsonFields.requireObject;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.OptionalLong;

/**
 * A move request: the move as sent, and the version it was decided on, from the body's {@code expectedVersion}
 * or the If-Match header (which must agree when both are given).
 */
record MoveRequest(JsonNode move, long expectedVersion, JsonNode body) {

    static MoveRequest read(byte[] raw, OptionalLong ifMatch) {
        JsonNode request = GameJson.parse(raw);
        requireObject(request, "The request body must be a JSON object with 'expectedVersion' and 'move'.");
        allowOnly(request, "", "expectedVersion", "move");
        if (request.get("move") == null) {
            // a body without its move is malformed whatever version it names (428 is for a move on no version)
            throw Problem.malformed("The request body needs a 'move': the move object, with its 'type'.");
        }
        return new MoveRequest(request.get("move"), expectedVersion(request.get("expectedVersion"), ifMatch), request);
    }

    /** What an idempotency key remembers of the request, so a retry with another body is told apart. */
    String fingerprint() {
        return Seal.sha256Hex(GameJson.canonical(body) + "|" + expectedVersion);
    }

    private static long expectedVersion(JsonNode field, OptionalLong ifMatch) {
        Long fromField = null;
        if (field != null && !field.isNull()) {
            if (!field.isIntegralNumber() || !field.canConvertToLong() || field.asLong() < 0) {
                throw Problem.malformed("'expectedVersion' must be a whole number, 0 or more.");
            }
            fromField = field.asLong();
        }
        if (fromField != null && ifMatch.isPresent() && fromField != ifMatch.getAsLong()) {
            throw Problem.malformed("'expectedVersion' (" + fromField + ") and If-Match (" + ifMatch.getAsLong()
                    + ") disagree.");
        }
        if (fromField == null && ifMatch.isEmpty()) {
            // RFC 6585 §3: the server requires the request to be conditional, on the body's field or the header
            throw Problem.of(428, "precondition-required", "Precondition required",
                    "Say which version you decided on: 'expectedVersion' in the body, or an If-Match header with the"
                            + " view's entity tag.");
        }
        return fromField != null ? fromField : ifMatch.getAsLong();
    }
}
