package ziggurat.api;

import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.core.Response;
import ziggurat.play.GameJson;
import ziggurat.play.Problem;

/** Writes a {@link Problem} as RFC 9457 {@code application/problem+json}. */
public final class ProblemJson {

    public static final String MEDIA_TYPE = "application/problem+json";
    public static final String TYPE_PREFIX = Problem.TYPE_PREFIX;

    private ProblemJson() {
    }

    public static ObjectNode body(Problem p) {
        return p.body();
    }

    public static Response response(Problem p) {
        Response.ResponseBuilder r = Response.status(p.status()).type(MEDIA_TYPE).entity(GameJson.write(body(p)));
        if (p.status() == 401) {
            r.header("WWW-Authenticate", "Bearer realm=\"ziggurat\"");
        }
        if (p.status() == 503) {
            r.header("Retry-After", "1");
        }
        return r.build();
    }
}
