package ziggurat.api;

import io.quarkus.vertx.http.runtime.filters.Filters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import ziggurat.play.GameJson;
import ziggurat.play.Problem;

/**
 * Refuses bodies over the API's limit before they are read, with problem+json (Vert.x's own, higher
 * limit would answer with an empty 413).
 */
@ApplicationScoped
public class BodyLimit {

    private final long maxBytes;

    public BodyLimit(@ConfigProperty(name = "ziggurat.max-body-bytes") long maxBytes) {
        this.maxBytes = maxBytes;
    }

    void register(@Observes Filters filters) {
        filters.register(rc -> {
            String length = rc.request().getHeader("Content-Length");
            if (length != null) {
                long n;
                try {
                    n = Long.parseLong(length.trim());
                } catch (NumberFormatException e) {
                    n = Long.MAX_VALUE;
                }
                if (n > maxBytes) {
                    rc.response().setStatusCode(413)
                            .putHeader("Content-Type", ProblemJson.MEDIA_TYPE)
                            .putHeader("Connection", "close")
                            .end(GameJson.write(ProblemJson.body(Problem.payloadTooLarge(maxBytes))));
                    return;
                }
            }
            rc.next();
        }, 1000);
    }

    public long maxBytes() {
        return maxBytes;
    }
}
