package ziggurat.viewer;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The CORS preflights the service received, as the browser sent them ({@code OPTIONS path} and the method and
 * headers it asked for), for a test that must show a browser preflighted a request before sending it. Off unless a
 * test profile sets {@code ziggurat.test.preflight-log}: every other test's service runs without it.
 */
@ApplicationScoped
public class PreflightLog {

    static final List<String> SEEN = new CopyOnWriteArrayList<>();

    private final boolean on;

    public PreflightLog(@ConfigProperty(name = "ziggurat.test.preflight-log", defaultValue = "false") boolean on) {
        this.on = on;
    }

    void register(@Observes Filters filters) {
        if (!on) {
            return;
        }
        // before the CORS filter (2100), which answers a preflight itself
        filters.register(rc -> {
            HttpServerRequest r = rc.request();
            String asked = r.getHeader("Access-Control-Request-Method");
            if (r.method() == HttpMethod.OPTIONS && asked != null) {
                SEEN.add("OPTIONS " + r.uri() + " " + asked + " " + r.getHeader("Access-Control-Request-Headers"));
            }
            rc.next();
        }, 2200);
    }
}
