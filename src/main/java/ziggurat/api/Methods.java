package ziggurat.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which methods each path of the API accepts, read from the resources themselves: the {@code Allow} of a 405 and
 * the answer to {@code OPTIONS} (RFC 9110 §9.3.7, §15.5.6) name exactly those, HEAD with every GET, and OPTIONS.
 */
@ApplicationScoped
public class Methods {

    private static final List<Class<?>> RESOURCES = List.of(GamesResource.class, RulesetsResource.class,
            ViewerResource.class, RecordResource.class);
    /** Each path of the API, its segments ({@code null} for a {@code {param}}), in the resources' order. */
    private static final List<Route> ROUTES = routes();

    /** A path template, split into segments, with the methods it accepts; built once, matched per request. */
    private record Route(String template, String[] segments, Set<String> methods, String allow) {

        /** Whether {@code path}'s segments are this template's: the same literals, and a non-empty parameter. */
        boolean matches(String[] path) {
            if (path.length != segments.length) {
                return false;
            }
            for (int i = 0; i < path.length; i++) {
                if (segments[i] == null ? path[i].isEmpty() : !segments[i].equals(path[i])) {
                    return false;
                }
            }
            return true;
        }
    }

    void register(@Observes Filters filters) {
        filters.register(this::options, 1900);
    }

    /**
     * The Allow header's value for a path of the API; empty for a path the API does not have. The path is taken as
     * the router takes it, its dot segments removed (RFC 3986 §5.2.4): {@code /v1/games/x/moves/../audit} is the
     * audit's path.
     */
    static Optional<String> allowed(String path) {
        Route route = route(path);
        return route == null ? Optional.empty() : Optional.of(route.allow());
    }

    /**
     * The template of the route {@code method} and {@code path} reach ({@code /v1/games/{id}/moves}), or empty when
     * the API has no such path, or has it but not for that method: what metrics and limits name a request by, so
     * that no raw path ever becomes a label.
     */
    static Optional<String> template(String path, String method) {
        Route route = route(path);
        return route == null || !route.methods().contains(method) ? Optional.empty() : Optional.of(route.template());
    }

    /** The one label of every request that reaches no route of the API: unknown paths, 404s and 405s. */
    static final String UNMATCHED = "UNMATCHED";

    /**
     * The label a request is counted under: its route's template, the contract's or Swagger UI's fixed name, or
     * {@link #UNMATCHED}. A small fixed set whatever a client sends, so no client can add a metric series.
     */
    static String label(String path, String method) {
        Optional<String> template = template(path, method);
        if (template.isPresent()) {
            return template.get();
        }
        if (path != null && (path.equals("/openapi") || path.startsWith("/openapi."))) {
            return "/openapi";
        }
        if (path != null && (path.equals("/swagger-ui") || path.startsWith("/swagger-ui/"))) {
            return "/swagger-ui";
        }
        return UNMATCHED;
    }

    /** Every route template of the API, as {@link #template} names them. */
    static Set<String> templates() {
        Set<String> all = new java.util.LinkedHashSet<>();
        ROUTES.forEach(r -> all.add(r.template()));
        return all;
    }

    /** Whether the API has {@code path} (as {@link #allowed} reads it) but not for {@code method}: a 405. */
    static boolean wrongMethod(String path, String method) {
        Route route = route(path);
        return route != null && !route.methods().contains(method);
    }

    /**
     * The route of {@code path}, or null: its segments compared with each template's, as the router would, a
     * trailing slash allowed. Every request asks, so this splits the path once and compiles nothing.
     */
    private static Route route(String path) {
        if (path == null) {
            return null;
        }
        String routed = withoutDotSegments(path);
        if (routed.length() > 1 && routed.endsWith("/")) {
            routed = routed.substring(0, routed.length() - 1);
        }
        String[] segments = routed.split("/", -1);
        for (Route route : ROUTES) {
            if (route.matches(segments)) {
                return route;
            }
        }
        return null;
    }

    static String withoutDotSegments(String path) {
        if (!path.contains("/.")) {
            return path;
        }
        java.util.Deque<String> kept = new java.util.ArrayDeque<>();
        String[] segments = path.split("/", -1);
        for (int i = 1; i < segments.length; i++) {
            String s = segments[i];
            boolean last = i == segments.length - 1;
            if (s.equals("..")) {
                kept.pollLast();
                if (last) {
                    kept.add("");
                }
            } else if (s.equals(".")) {
                if (last) {
                    kept.add("");
                }
            } else {
                kept.add(s);
            }
        }
        return "/" + String.join("/", kept);
    }

    private void options(RoutingContext rc) {
        if (rc.request().method() == io.vertx.core.http.HttpMethod.OPTIONS) {
            Optional<String> allow = allowed(rc.request().path());
            if (allow.isPresent()) {
                rc.response().setStatusCode(204).putHeader("Allow", allow.get()).end();
                return;
            }
        }
        rc.next();
    }

    private static List<Route> routes() {
        Map<String, Set<String>> byTemplate = new LinkedHashMap<>();
        for (Class<?> resource : RESOURCES) {
            String base = resource.getAnnotation(Path.class).value();
            for (Method m : resource.getDeclaredMethods()) {
                String verb = verb(m);
                if (verb == null) {
                    continue;
                }
                Path sub = m.getAnnotation(Path.class);
                String template = sub == null ? base : base + "/" + sub.value();
                Set<String> verbs = byTemplate.computeIfAbsent(template, t -> new TreeSet<>());
                verbs.add(verb);
                if (verb.equals("GET")) {
                    verbs.add("HEAD");
                }
                verbs.add("OPTIONS");
            }
        }
        List<Route> routes = new ArrayList<>();
        for (Map.Entry<String, Set<String>> e : byTemplate.entrySet()) {
            String[] segments = e.getKey().split("/", -1);
            for (int i = 0; i < segments.length; i++) {
                if (segments[i].startsWith("{") && segments[i].endsWith("}")) {
                    segments[i] = null;
                }
            }
            routes.add(new Route(e.getKey(), segments, Set.copyOf(e.getValue()), String.join(", ", e.getValue())));
        }
        return List.copyOf(routes);
    }

    private static String verb(Method m) {
        for (Annotation a : m.getAnnotations()) {
            HttpMethod http = a.annotationType().getAnnotation(HttpMethod.class);
            if (http != null) {
                return http.value();
            }
        }
        return null;
    }
}
