package ziggurat.api;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ziggurat.play.Problem;

/** Reads the small parts of a request that JAX-RS would otherwise turn into bare 404s: ids, numbers, tokens. */
final class Requests {

    /** A view's entity tag, quoted (or, leniently, bare): the version, and the seat for a seat's view. */
    private static final Pattern VIEW_TAG = Pattern.compile("(\"?)([0-9]{1,18})(-s[0-9]{1,9})?(-gzip)?\\1");

    private Requests() {
    }

    static UUID gameId(String raw) {
        try {
            return UUID.fromString(raw);
        } catch (IllegalArgumentException e) {
            throw Problem.notFound("There is no game " + raw + ".");
        }
    }

    /** The bearer token, if the request carries an Authorization header; any other scheme is refused. */
    static Optional<String> bearer(String authorization) {
        if (authorization == null) {
            return Optional.empty();
        }
        String a = authorization.trim();
        if (a.length() > 7 && a.regionMatches(true, 0, "Bearer ", 0, 7)) {
            String token = a.substring(7).trim();
            if (!token.isEmpty() && token.length() <= 200) {
                return Optional.of(token);
            }
        }
        throw Problem.unauthorized("Authorization must be 'Bearer <seat token>'.");
    }

    static long number(String raw, String name, long fallback, long min, long max) {
        if (raw == null || raw.isEmpty()) {
            return fallback;
        }
        long n;
        try {
            n = Long.parseLong(raw);
        } catch (NumberFormatException e) {
            throw Problem.malformed("'" + name + "' must be a whole number from " + min + " to " + max + ".");
        }
        if (n < min || n > max) {
            throw Problem.malformed("'" + name + "' must be a whole number from " + min + " to " + max + ".");
        }
        return n;
    }

    static OptionalLong optionalNumber(String raw, String name, long min, long max) {
        return raw == null || raw.isEmpty() ? OptionalLong.empty() : OptionalLong.of(number(raw, name, 0, min, max));
    }

    static Optional<String> text(String raw) {
        return raw == null || raw.isEmpty() ? Optional.empty() : Optional.of(raw);
    }

    /**
     * Checks that a body is labelled as JSON in UTF-8, the only encoding JSON may travel in between systems
     * (RFC 8259 §8.1): without a Content-Type, or with another charset, its bytes would be read as something
     * they were not said to be.
     */
    static void jsonBody(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            throw Problem.unsupportedMediaType("Send the request body with Content-Type: application/json.");
        }
        String[] parts = contentType.split(";");
        if (!parts[0].trim().equalsIgnoreCase("application/json")) {
            throw Problem.unsupportedMediaType("Send the request body as application/json.");
        }
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            if (eq > 0 && parts[i].substring(0, eq).trim().equalsIgnoreCase("charset")) {
                String charset = parts[i].substring(eq + 1).trim();
                if (charset.length() >= 2 && charset.startsWith("\"") && charset.endsWith("\"")) {
                    charset = charset.substring(1, charset.length() - 1);
                }
                if (!charset.equalsIgnoreCase("utf-8")) {
                    throw Problem.unsupportedMediaType("The request body must be UTF-8: send charset=utf-8 or no charset.");
                }
            }
        }
    }

    /**
     * The entity tag of a view of the game: the version for the public view ({@code "17"}), the version and the
     * seat for a seat's view ({@code "17-s1"}), as each representation has its own bytes.
     */
    static String viewTag(long version, Integer seat) {
        return seat == null ? Long.toString(version) : version + "-s" + seat;
    }

    /**
     * The version an If-Match header names: a view's entity tag ({@code "17"}, or a seat's {@code "17-s1"}, or either
     * with {@code -gzip}, the tag of the view's gzip form), whose version the move was decided on; empty without the
     * header. If-Match compares strongly (RFC 9110 §13.1.1), so
     * a weak tag never matches: 412.
     */
    static OptionalLong ifMatch(String header) {
        if (header == null) {
            return OptionalLong.empty();
        }
        String tag = header.trim();
        if (tag.startsWith("W/")) {
            throw Problem.of(412, "precondition-failed", "Precondition failed",
                    "If-Match compares entity tags strongly, so a weak tag (W/...) never matches; send the view's"
                            + " strong tag, such as \"17\".");
        }
        Matcher m = VIEW_TAG.matcher(tag);
        if (m.matches()) {
            return OptionalLong.of(Long.parseLong(m.group(2)));
        }
        throw Problem.malformed("If-Match must be the entity tag of a view of the game, such as \"17\".");
    }

    /** If-None-Match, compared weakly as RFC 9110 §13.1.2 says: does it name this tag (or any, with *)? */
    static boolean noneMatchNames(String ifNoneMatch, String tag) {
        for (String candidate : ifNoneMatch.split(",")) {
            String t = candidate.trim();
            if (t.startsWith("W/")) {
                t = t.substring(2);
            }
            if (t.equals("*") || t.equals("\"" + tag + "\"")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the Prefer headers ask for {@code return=minimal} (RFC 7240 §4.2): preferences are comma-separated,
     * their names and the value compared without case; {@code return=representation}, or none, is the full answer.
     */
    static boolean prefersMinimal(List<String> prefer) {
        if (prefer == null) {
            return false;
        }
        for (String header : prefer) {
            for (String preference : header.split(",")) {
                String[] parts = preference.split(";")[0].split("=", 2);
                if (parts.length == 2 && parts[0].trim().equalsIgnoreCase("return")
                        && parts[1].trim().replace("\"", "").equalsIgnoreCase("minimal")) {
                    return true;
                }
            }
        }
        return false;
    }
}
