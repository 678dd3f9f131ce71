package ziggurat.play;

import static ziggurat.play.JsonFields.allowOnly;
import static ziggurat.play.JsonFields.requireObject;
import static ziggurat.play.JsonFields.requiredText;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A request to create a game, read and checked field by field: what the platform itself limits (seats, names,
 * seed, the size and depth of a stack). The options are read into the ruleset's record once the ruleset is known
 * ({@link GameJson#readOptions}); whether the options and the stack make a game is the ruleset's to say.
 *
 * @param options the options object as sent ({@code {}} when left out)
 * @param seed the creator's seed, when the creator chose one
 * @param seatNames each seat's name, null for an open seat ({@code {"open": true}}) that a player claims later
 * @param listed whether the game shows in the lobby while it waits for players
 */
record CreateRequest(String ruleset, List<String> seatNames, JsonNode options,
                     Optional<Object> stack, Optional<String> seed, boolean shuffleSeats, boolean listed) {

    static final int MAX_SEATS = 16;
    static final int MAX_NAME = 100;
    static final int MAX_SEED = 512;
    /** Values in a stack, counting every array entry and object member at any depth. */
    static final int MAX_STACK_VALUES = 2000;
    /** Arrays and objects inside one another in a stack: Attika's is an object of lists of objects of lists. */
    static final int MAX_STACK_DEPTH = 6;

    static CreateRequest read(byte[] body) {
        JsonNode request = GameJson.parse(body);
        requireObject(request, "The request body must be a JSON object.");
        allowOnly(request, "", "ruleset", "seats", "options", "seed", "stack", "shuffleSeats", "listed");
        return new CreateRequest(requiredText(request, "ruleset"), seatNames(request.get("seats")),
                options(request.get("options")), stack(request.get("stack")), seed(request.get("seed")),
                shuffleSeats(request.get("shuffleSeats")), listed(request.get("listed")));
    }

    /** Whether any seat is left open for a player to claim. */
    boolean hasOpenSeats() {
        return seatNames.contains(null);
    }

    private static boolean listed(JsonNode listed) {
        if (listed == null || listed.isNull()) {
            return false;
        }
        if (!listed.isBoolean()) {
            throw Problem.malformed("'listed' must be true or false.");
        }
        return listed.asBoolean();
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
            throw Problem.malformed("'seats' is required: an array of {\"name\": …} or {\"open\": true}, one per"
                    + " seat, in seat order.");
        }
        if (seats.size() > MAX_SEATS) {
            throw Problem.malformed("'seats' may hold at most " + MAX_SEATS + " seats.");
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            JsonNode s = seats.get(i);
            requireObject(s, "'seats[" + i + "]' must be an object with a 'name', or {\"open\": true}.");
            allowOnly(s, "seats[" + i + "].", "name", "open");
            JsonNode open = s.get("open");
            if (open != null) {
                if (!open.isBoolean()) {
                    throw Problem.malformed("'seats[" + i + "].open' must be true or false.");
                }
                if (open.asBoolean()) {
                    if (s.has("name")) {
                        throw Problem.malformed("'seats[" + i + "]' is open: the player who claims it names it, so it"
                                + " has no 'name'.");
                    }
                    names.add(null);
                    continue;
                }
            }
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

    private static JsonNode options(JsonNode options) {
        if (options != null && !options.isNull() && !options.isObject()) {
            throw Problem.malformed("'options' must be a JSON object.").with("code", GameJson.INVALID_OPTIONS);
        }
        return options == null || options.isNull() ? GameJson.MAPPER.createObjectNode() : options;
    }

    /**
     * The stack as plain JSON values, whatever its shape: the ruleset reads it. The platform limits only its
     * size and its depth, which bound what reading, storing and hashing it can cost.
     */
    private static Optional<Object> stack(JsonNode stack) {
        if (stack == null || stack.isNull()) {
            return Optional.empty();
        }
        if (!stack.isContainerNode()) {
            throw Problem.malformed("'stack' must be an array or an object, in the shape the ruleset defines "
                    + "(see GET /v1/rulesets/{ruleset}).").with("code", "INVALID_STACK");
        }
        int[] values = {0};
        measure(stack, 1, values);
        return Optional.of(GameJson.convert(stack, Object.class));
    }

    private static void measure(JsonNode node, int depth, int[] values) {
        if (depth > MAX_STACK_DEPTH) {
            throw Problem.malformed("'stack' may nest arrays and objects at most " + MAX_STACK_DEPTH + " deep.")
                    .with("code", "INVALID_STACK");
        }
        for (JsonNode child : node) {
            if (++values[0] > MAX_STACK_VALUES) {
                throw Problem.malformed("'stack' may hold at most " + MAX_STACK_VALUES + " values in all.")
                        .with("code", "INVALID_STACK");
            }
            if (child.isContainerNode()) {
                measure(child, depth + 1, values);
            }
        }
    }
}
