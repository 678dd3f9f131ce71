package ziggurat.play;

import static ziggurat.play.JsonFields.allowOnly;
import static ziggurat.play.JsonFields.requireObject;
import static ziggurat.play.JsonFields.requiredText;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A request to create a game, read and checked field by field: what the platform itself limits (seats, names,
 * seed, the size of a stack). Whether the options and the stack make a game is the ruleset's to say.
 *
 * @param seed the creator's seed, when the creator chose one
 */
record CreateRequest(String ruleset, List<String> seatNames, Map<String, Object> options,
                     Optional<List<String>> stack, Optional<String> seed, boolean shuffleSeats) {

    static final int MAX_SEATS = 16;
    static final int MAX_NAME = 100;
    static final int MAX_SEED = 512;
    static final int MAX_STACK = 2000;

    static CreateRequest read(byte[] body) {
        JsonNode request = GameJson.parse(body);
        requireObject(request, "The request body must be a JSON object.");
        allowOnly(request, "", "ruleset", "seats", "options", "seed", "stack", "shuffleSeats");
        return new CreateRequest(requiredText(request, "ruleset"), seatNames(request.get("seats")),
                options(request.get("options")), stack(request.get("stack")), seed(request.get("seed")),
                shuffleSeats(request.get("shuffleSeats")));
    }

    private static Optional<String> seed(JsonNode seed) {
        if (seed == null || seed.isNull()) {
            return Optional.empty();
        }
        if (!seed.isTextual() || seed.asText().isEmpty() || JsonFields.characters(seed.asText()) > MAX_SEED) {
            throw Problem.malformed("'seed' must be a non-empty string of at most " + MAX_SEED + " characters.");
        }
        return Optional.of(seed.asText());
    }

    private static boolean shuffleSeats(JsonNode shuffle) {
        if (shuffle == null || shuffle.isNull()) {
            return false;
        }
        if (!shuffle.isBoolean()) {
            throw Problem.malformed("'shuffleSeats' must be true or false.");
        }
        return shuffle.asBoolean();
    }

    private static List<String> seatNames(JsonNode seats) {
        if (seats == null || !seats.isArray() || seats.isEmpty()) {
            throw Problem.malformed("'seats' is required: an array of {\"name\": …}, one per seat, in seat order.");
        }
        if (seats.size() > MAX_SEATS) {
            throw Problem.malformed("'seats' may hold at most " + MAX_SEATS + " seats.");
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            JsonNode s = seats.get(i);
            requireObject(s, "'seats[" + i + "]' must be an object with a 'name'.");
            allowOnly(s, "seats[" + i + "].", "name");
            JsonNode name = s.get("name");
            if (name == null || !name.isTextual() || !JsonFields.hasNonSpace(name.asText())
                    || JsonFields.characters(name.asText()) > MAX_NAME) {
                throw Problem.malformed("'seats[" + i + "].name' must be a non-blank string of at most "
                        + MAX_NAME + " characters.");
            }
            names.add(name.asText());
        }
        return names;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> options(JsonNode options) {
        if (options == null || options.isNull()) {
            return Map.of();
        }
        if (!options.isObject()) {
            throw Problem.malformed("'options' must be a JSON object.");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = options.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            if (option.getValue().isNull()) {
                // an option is a value; null would reach the ruleset as a missing entry (and the setup's
                // immutable copy refuses nulls)
                throw Problem.malformed("'options." + option.getKey() + "' must not be null; leave it out instead.");
            }
        }
        return GameJson.convert(options, Map.class);
    }

    private static Optional<List<String>> stack(JsonNode stack) {
        if (stack == null || stack.isNull()) {
            return Optional.empty();
        }
        if (!stack.isArray() || stack.size() > MAX_STACK) {
            throw Problem.malformed("'stack' must be an array of at most " + MAX_STACK
                    + " piece names, first drawn first.");
        }
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < stack.size(); i++) {
            if (!stack.get(i).isTextual()) {
                throw Problem.malformed("'stack[" + i + "]' must be a string naming a piece.");
            }
            pieces.add(stack.get(i).asText());
        }
        return Optional.of(pieces);
    }
}
