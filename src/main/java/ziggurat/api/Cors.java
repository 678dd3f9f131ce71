package ziggurat.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Cross-origin requests (CORS, the Fetch standard) on every path of the API, so that a web page served from
 * another origin can play: preflights are answered with the path's methods and the request headers the contract
 * uses, and every answer to an allowed origin, errors and the event stream included, says which of its headers a
 * script may read.
 *
 * <p>Tokens travel in {@code Authorization}, never in cookies, so credentials mode stays off: the service never
 * sends {@code Access-Control-Allow-Credentials}, and with any origin allowed it answers {@code *}. An origin that
 * is not allowed gets no CORS header and otherwise exactly the answer a request without {@code Origin} would get:
 * its browser then keeps the answer from the page, which is all CORS is for.
 *
 * <p>Quarkus' own CORS filter is not used: it answers a refused origin with a bare 403, which would change the
 * answer for a non-browser client that happens to send {@code Origin}, and with no problem body.
 */
@ApplicationScoped
public class Cors {

    /** The request headers the contract reads; Content-Type is listed as JSON is not a CORS-safelisted type. */
    static final String ALLOWED_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match, "
            + "Last-Event-ID, Prefer";
    /**
     * The answer headers the contract documents beyond the CORS-safelisted ones (a script reads only these): every
     * header of its answers, and the {@code Allow} of a 405. CorsTest derives the list from the contract, so a header
     * documented later and forgotten here fails it.
     */
    static final String EXPOSED_HEADERS = "ETag, Location, Retry-After, Preference-Applied, Idempotent-Replayed, "
            + "WWW-Authenticate, Allow, Vary, Content-Disposition";
    /** How long a browser may keep a preflight's answer (browsers cap it: Chromium at 2 hours). */
    static final String MAX_AGE = "600";

    private final boolean anyOrigin;
    private final Set<String> origins;

    public Cors(@ConfigProperty(name = "ziggurat.cors.origins", defaultValue = "*") List<String> configured) {
        Set<String> listed = new TreeSet<>();
        boolean any = false;
        for (String o : configured) {
            String origin = o.trim();
            if (origin.equals("*")) {
                any = true;
            } else if (!origin.isEmpty() && !origin.equalsIgnoreCase("none")) {
                listed.add(normalised(origin));
            }
        }
        this.anyOrigin = any;
        this.origins = Set.copyOf(listed);
    }

    void register(@Observes Filters filters) {
        // ahead of every other filter: a 405 or a 400 from RequestChecks must be readable by the page too
        filters.register(this::filter, 2100);
    }

    /** Whether answers to {@code origin} carry CORS headers. */
    boolean allows(String origin) {
        return anyOrigin || origins.contains(normalised(origin));
    }

    private void filter(RoutingContext rc) {
        HttpServerRequest request = rc.request();
        String path = request.path();
        if (path == null || !(path.equals("/v1") || path.startsWith("/v1/"))) {
            rc.next();
            return;
        }
        HttpServerResponse response = rc.response();
        String origin = request.getHeader("Origin");
        boolean allowed = origin != null && allows(origin);
        Optional<String> allow = Methods.allowed(path);
        boolean preflight = allowed && allow.isPresent() && isPreflight(request);
        if (!anyOrigin && !preflight) {
            // the answer depends on Origin whenever a list decides it, whoever asks: caches must keep them apart.
            // Added as the headers go out, after the resource has set its own Vary.
            rc.addHeadersEndHandler(v -> response.headers().add("Vary", "Origin"));
        }
        if (!allowed) {
            rc.next();
            return;
        }
        // the configured spelling, never the request's own bytes, goes back out
        String allowOrigin = anyOrigin ? "*" : normalised(origin);
        if (preflight) {
            // a preflight (the Fetch standard's CORS-preflight fetch): the path's methods and every header the
            // contract reads; the actual request is then checked as any other
            response.setStatusCode(204)
                    .putHeader("Allow", allow.get())
                    .putHeader("Access-Control-Allow-Origin", allowOrigin)
                    .putHeader("Access-Control-Allow-Methods", allow.get())
                    .putHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS)
                    .putHeader("Access-Control-Max-Age", MAX_AGE);
            if (!anyOrigin) {
                response.putHeader("Vary", "Origin");
            }
            response.end();
            return;
        }
        rc.addHeadersEndHandler(v -> response.putHeader("Access-Control-Allow-Origin", allowOrigin)
                .putHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS));
        rc.next();
    }

    private static boolean isPreflight(HttpServerRequest request) {
        return request.method() == HttpMethod.OPTIONS && request.getHeader("Access-Control-Request-Method") != null;
    }

    /** An origin as browsers serialise it: scheme and host in lower case, no trailing slash. */
    private static String normalised(String origin) {
        String o = origin.trim();
        if (o.endsWith("/")) {
            o = o.substring(0, o.length() - 1);
        }
        return o.toLowerCase(Locale.ROOT);
    }
}
