package ziggurat.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;
import ziggurat.play.Problem;
import ziggurat.store.StoreUnavailable;

/** Every failure leaves as problem+json: rule and request problems as they are, everything else without internals. */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response problem(Problem p) {
        return ProblemJson.response(p);
    }

    @ServerExceptionMapper
    public Response storeUnavailable(StoreUnavailable e) {
        LOG.warnf("database unavailable: %s", e.getMessage());
        return ProblemJson.response(Problem.unavailable(
                "The game store cannot be reached just now. Retry shortly; a move retried with the same "
                        + "Idempotency-Key is applied at most once."));
    }

    @ServerExceptionMapper
    public Response json(JsonProcessingException e) {
        return ProblemJson.response(Problem.malformed("The request body is not valid JSON: " + e.getOriginalMessage()));
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e, HttpServerRequest request) {
        int status = e.getResponse().getStatus();
        Problem p = switch (status) {
            case 404 -> Problem.notFound("There is nothing at this path; see /openapi for the API.");
            case 405 -> Problem.of(405, "method-not-allowed", "Method not allowed",
                    "This path does not accept " + request.method().name() + "."
                            + Methods.allowed(request.path()).map(a -> " Allowed: " + a + ".").orElse(""));
            case 406 -> Problem.of(406, "not-acceptable", "Not acceptable",
                    "This resource answers with application/json (or text/event-stream for streams).");
            case 415 -> Problem.of(415, "unsupported-media-type", "Unsupported media type",
                    "Send the request body as application/json.");
            case 413 -> Problem.of(413, "payload-too-large", "Payload too large", "The request body is too large.");
            case 400 -> Problem.malformed("The request is malformed: " + safe(e.getMessage()));
            default -> status >= 500
                    ? Problem.of(500, "internal-error", "Internal error", "Something went wrong on our side.")
                    : Problem.of(status, "http-" + status, "HTTP " + status, safe(e.getMessage()));
        };
        if (status >= 500) {
            LOG.error("unexpected server error", e);
        }
        Response r = ProblemJson.response(p);
        if (status == 405) {
            Optional<String> allow = Methods.allowed(request.path());
            if (allow.isPresent()) {
                return Response.fromResponse(r).header("Allow", allow.get()).build();
            }
        }
        return r;
    }

    @ServerExceptionMapper
    public Response unexpected(Exception e) {
        LOG.error("unexpected server error", e);
        return ProblemJson.response(Problem.of(500, "internal-error", "Internal error",
                "Something went wrong on our side; nothing was changed."));
    }

    private static String safe(String message) {
        return message == null ? "" : message;
    }
}
