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
import java.util.regex.Pattern;

/**
 * Which methods each path of the API accepts, read from the resources themselves: the {@code Allow} of a 405 and
 * the answer to {@code OPTIONS} (RFC 9110 §9.3.7, §15.5.6) name exactly those, HEAD with every GET, and OPTIONS.
 */
@ApplicationScoped
public class Methods {

    private static final List<Class<?>> RESOURCES = List.of(GamesResource.class, RulesetsResource.class,
            ViewerResource.class);
    private static final Map<Pattern, String> ALLOWED = allowed();

    void register(@Observes Filters filters) {
        filters.register(this::options, 1900);
    }

    /**
     * The Allow header's value for a path of the API; empty for a path the API does not have. The path is taken as
     * the router takes it, its dot segments removed (RFC 3986 §5.2.4): {@code /v1/games/x/moves/../audit} is the
     * audit's path.
     */
    static Optional<String> allowed(String path) {
        String routed = withoutDotSegments(path);
        for (Map.Entry<Pattern, String> e : ALLOWED.entrySet()) {
            if (e.getKey().matcher(routed).matches()) {
                return Optional.of(e.getValue());
            }
        }
        return Optional.empty();
    }

    /** Whether the API has {@code path} (as {@link #allowed} reads it) but not for {@code method}: a 405. */
    static boolean wrongMethod(String path, String method) {
        return allowed(path).map(allow -> !List.of(allow.split(", ")).contains(method)).orElse(false);
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

    private static Map<Pattern, String> allowed() {
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
        Map<Pattern, String> allowed = new LinkedHashMap<>();
        for (Map.Entry<String, Set<String>> e : byTemplate.entrySet()) {
            String regex = Pattern.quote(e.getKey()).replaceAll("\\{[^}/]+}", "\\\\E[^/]+\\\\Q");
            allowed.put(Pattern.compile(regex + "/?"), String.join(", ", new ArrayList<>(e.getValue())));
        }
        return allowed;
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
