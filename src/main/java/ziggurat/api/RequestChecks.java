package ziggurat.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import ziggurat.play.GameJson;
import ziggurat.play.Problem;

/**
 * The first look at every request: a target that is not a valid URI (bad percent-encoding, for one), or a header
 * with a control character in it, is refused here with a problem body.
 *
 * <p>Quarkus and Vert.x make these checks themselves, before any application code, and answer a bare 400 with no
 * body; so they are switched off ({@link #takeOverFromVertx()}, before Vert.x starts) and made here instead, no
 * less strictly. Vert.x's header validation also guarded the headers the service sends: it sends only headers it
 * composes itself (versions, ids, method lists), never a value from a request.
 */
@ApplicationScoped
public class RequestChecks {

    /** Runs before Vert.x starts (Main, and the test configuration in the pom). */
    public static void takeOverFromVertx() {
        for (String property : new String[] {"vertx.disableURIValidation", "vertx.disableHttpHeadersValidation"}) {
            if (System.getProperty(property) == null) {
                System.setProperty(property, "true");
            }
        }
    }

    void register(@Observes Filters filters) {
        // ahead of every other filter, the body limit included
        filters.register(this::check, 2000);
    }

    private void check(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        MetricLabels.name(rc);
        if (Methods.wrongMethod(request.path(), request.method().name())) {
            // a method the path does not have is 405 whatever else is wrong with the request (RFC 9110 §15.5.6),
            // its body too large included: answered here, before anything reads it
            String allow = Methods.allowed(request.path()).orElseThrow();
            boolean body = request.headers().contains("Content-Length") || request.headers().contains("Transfer-Encoding");
            var response = rc.response().setStatusCode(405)
                    .putHeader("Content-Type", ProblemJson.MEDIA_TYPE).putHeader("Allow", allow);
            if (body) {
                response.putHeader("Connection", "close");
            }
            response.end(GameJson.write(ProblemJson.body(Problem.of(405, "method-not-allowed", "Method not allowed",
                    "This path does not accept " + request.method().name() + ". Allowed: " + allow + "."))));
            return;
        }
        String refusal = targetRefusal(request.uri());
        boolean read = request.method() == HttpMethod.GET || request.method() == HttpMethod.HEAD;
        if (refusal == null && read) {
            // only reads take query parameters; any other method is the router's to answer (405, say)
            refusal = queryRefusal(request.uri());
        }
        if (refusal == null) {
            refusal = headerRefusal(request);
        }
        if (refusal == null && read && request.headers().contains("Last-Event-ID")
                && request.getHeader("Last-Event-ID").isBlank()) {
            // JAX-RS reads a blank header as an absent one; a stream must not silently start again from 'after'
            refusal = "Last-Event-ID must be the number of the last event received, such as 17; leave the header"
                    + " out to start from 'after'.";
        }
        if (refusal == null && !read && request.headers().contains("Idempotency-Key")
                && request.getHeader("Idempotency-Key").isBlank()) {
            // as with If-Match: read as absent, a blank key would apply the move without the protection asked for
            refusal = "The Idempotency-Key must be 1 to 200 characters; leave the header out for a move without one.";
        }
        if (refusal == null && !read && request.headers().contains("If-Match") && request.getHeader("If-Match").isBlank()) {
            // as with Last-Event-ID: read as absent, a blank If-Match would let the body's version decide instead
            refusal = "If-Match must name the version the move was decided on, such as \"17\"; leave the header"
                    + " out to give expectedVersion in the body.";
        }
        if (refusal == null && read && request.headers().contains("Content-Type")
                && !mediaType(request.getHeader("Content-Type"))) {
            refusal = "The Content-Type header is not a media type (RFC 9110 §8.3), such as application/json.";
        }
        if (refusal != null) {
            rc.response().setStatusCode(400)
                    .putHeader("Content-Type", ProblemJson.MEDIA_TYPE)
                    .end(GameJson.write(ProblemJson.body(Problem.malformed(refusal))));
            return;
        }
        rc.next();
    }

    static String targetRefusal(String target) {
        try {
            new URI(target);
        } catch (URISyntaxException e) {
            return "The request target is not a valid URI (" + e.getReason() + ").";
        }
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c < 0x21 || c == 0x7f) {
                return "The request target holds a control character.";
            }
        }
        if (!percentEncodedUtf8(target)) {
            return "The request target's percent-encoding does not spell UTF-8 text.";
        }
        return null;
    }

    /** Every %XX sequence run decodes as UTF-8 (URI has checked each is '%' and two hex digits). */
    private static boolean percentEncodedUtf8(String target) {
        int i = 0;
        while (i < target.length()) {
            if (target.charAt(i) != '%') {
                i++;
                continue;
            }
            ByteBuffer bytes = ByteBuffer.allocate(target.length());
            while (i + 2 < target.length() && target.charAt(i) == '%') {
                bytes.put((byte) Integer.parseInt(target.substring(i + 1, i + 3), 16));
                i += 3;
            }
            bytes.flip();
            try {
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT).decode(bytes);
            } catch (CharacterCodingException e) {
                return false;
            }
        }
        return true;
    }

    /** The query parameters the API reads, each with one value at most (see the contract). */
    static final Set<String> API_QUERY = Set.of("after", "limit", "wait", "version", "status", "cursor", "ruleset");

    /**
     * A parameter the API reads may be left out, but not given empty ({@code after=}) nor twice: the contract
     * declares one value, and reading the first (or an empty one as absent) would answer a question the client
     * did not ask. Parameters the API does not read are ignored, as HTTP allows.
     */
    static String queryRefusal(String target) {
        int q = target.indexOf('?');
        if (q < 0 || !target.startsWith("/v1/")) {
            return null;
        }
        Map<String, Integer> seen = new HashMap<>();
        for (String pair : target.substring(q + 1).split("&", -1)) {
            int eq = pair.indexOf('=');
            String name = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            if (!API_QUERY.contains(name)) {
                continue;
            }
            if (seen.merge(name, 1, Integer::sum) > 1) {
                return "The query parameter '" + name + "' is given more than once; give it once.";
            }
            if (eq < 0 || eq == pair.length() - 1) {
                return "The query parameter '" + name + "' is empty; give it a value or leave it out.";
            }
        }
        return null;
    }

    /** RFC 9110 §5.5: a field value holds no control character but the horizontal tab; a name is a token. */
    private static String headerRefusal(HttpServerRequest request) {
        for (Map.Entry<String, String> h : request.headers()) {
            String name = h.getKey();
            if (!token(name)) {
                return "A header name is not a token.";
            }
            String value = h.getValue();
            for (int i = 0; i < value.length(); i++) {
                char c = value.charAt(i);
                if ((c < 0x20 && c != '\t') || c == 0x7f) {
                    return "The " + name + " header holds a control character.";
                }
            }
        }
        return null;
    }

    /** {@code type "/" subtype *( OWS ";" OWS parameter )}, RFC 9110 §8.3.1; parameters are not looked into. */
    static boolean mediaType(String value) {
        String essence = value.split(";", 2)[0].trim();
        int slash = essence.indexOf('/');
        return slash > 0 && slash < essence.length() - 1
                && essence.chars().filter(c -> c != '/').allMatch(RequestChecks::tokenChar)
                && essence.indexOf('/', slash + 1) < 0;
    }

    /** A header name is a token: one or more token characters (checked on every header of every request). */
    private static boolean token(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!tokenChar(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean tokenChar(int c) {
        return c > 0x20 && c < 0x7f && "\"(),/:;<=>?@[\\]{}".indexOf(c) < 0;
    }
}
