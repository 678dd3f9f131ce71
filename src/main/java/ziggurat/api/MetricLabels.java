package ziggurat.api;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.config.MeterFilter;
import io.vertx.core.http.impl.HttpServerRequestInternal;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Singleton;
import jakarta.enterprise.inject.Produces;
import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the HTTP metrics bounded: every request is labelled by its route's template ({@code /v1/games/{id}/moves}),
 * never by the raw path a client sent, and every request that reaches no route (an unknown path, a 404, a 405)
 * shares the one label {@link Methods#UNMATCHED}. Otherwise anyone could add a series to every scrape with each
 * new path they tried, and the registry would grow without end.
 */
@Singleton
public class MetricLabels {

    /** The key under which Quarkus' HTTP metrics read a request's template from its Vert.x context. */
    private static final String TEMPLATE_KEY = "UrlPathTemplate";

    /**
     * Names the request before anything answers it: the filters that refuse a request (malformed, wrong method,
     * over a limit) answer before the resource's own template is known, and the metric would take the raw path.
     * A request the resources route is named again by them, with the same template.
     */
    static void name(RoutingContext rc) {
        if (rc.request() instanceof HttpServerRequestInternal internal) {
            internal.context().putLocal(TEMPLATE_KEY, Methods.label(rc.request().path(), rc.request().method().name()));
        }
    }

    /**
     * The last word on the labels of {@code http.server.*}: a 404 or 405, or what Quarkus calls NOT_FOUND or
     * UNKNOWN, is {@link Methods#UNMATCHED}, so a path that is not found for one reason or another is one series.
     */
    @Produces
    @Singleton
    MeterFilter unmatchedShareOneLabel() {
        return new MeterFilter() {
            @Override
            public Meter.Id map(Meter.Id id) {
                if (!id.getName().startsWith("http.server")) {
                    return id;
                }
                String uri = id.getTag("uri");
                if (uri == null) {
                    return id;
                }
                String status = id.getTag("status");
                // Quarkus writes a label that is not a path with a slash before it: /UNMATCHED is the same label
                boolean unmatched = "404".equals(status) || "405".equals(status) || "NOT_FOUND".equals(uri)
                        || "UNKNOWN".equals(uri) || uri.equals("/" + Methods.UNMATCHED);
                if (!unmatched || uri.equals(Methods.UNMATCHED)) {
                    return id;
                }
                List<Tag> tags = new ArrayList<>();
                for (Tag t : id.getTagsAsIterable()) {
                    tags.add(t.getKey().equals("uri") ? Tag.of("uri", Methods.UNMATCHED) : t);
                }
                return id.replaceTags(tags);
            }
        };
    }
}
