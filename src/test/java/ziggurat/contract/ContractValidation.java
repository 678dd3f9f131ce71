package ziggurat.contract;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.atlassian.oai.validator.restassured.RestAssuredRequest;
import com.atlassian.oai.validator.restassured.RestAssuredResponse;
import io.restassured.RestAssured;
import io.restassured.filter.Filter;
import io.restassured.filter.FilterContext;
import io.restassured.response.Response;
import io.restassured.specification.FilterableRequestSpecification;
import io.restassured.specification.FilterableResponseSpecification;
import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;

/**
 * Holds every REST Assured exchange of every test against the committed contract, openapi/ziggurat.yaml
 * (through {@link Contract#asOpenApi30()}, because the validator enforces types only in 3.0 documents):
 * each response must match the document, and a request the document calls invalid must have been refused
 * with a 4xx (a 2xx answer to it means the service accepts what the contract does not promise).
 * Registered for every @QuarkusTest as a Quarkus test callback, so it is installed on the REST Assured
 * the tests themselves use (Quarkus loads test classes in its own class loader).
 */
public class ContractValidation implements QuarkusTestBeforeEachCallback, Filter {

    private static volatile boolean installed;
    /** Answers checked so far, per operation and status (ids replaced by {id}). */
    private static final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.atomic.AtomicInteger>
            SEEN = new java.util.concurrent.ConcurrentHashMap<>();
    private static final java.util.regex.Pattern ID =
            java.util.regex.Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static OpenApiInteractionValidator validator;

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        synchronized (ContractValidation.class) {
            if (!installed) {
                validator = validator();
                RestAssured.filters(this);
                installed = true;
            }
        }
    }

    /** A validator of exchanges against the committed contract, for tests that send requests another way. */
    public static OpenApiInteractionValidator validator() {
        // the parser finds its extensions through the context class loader; under @QuarkusTest that is
        // Quarkus's, which would load them a second time
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        Thread.currentThread().setContextClassLoader(OpenApiInteractionValidator.class.getClassLoader());
        try {
            return build();
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    private static OpenApiInteractionValidator build() {
        return OpenApiInteractionValidator.createForInlineApiSpecification(Contract.asOpenApi30())
                .withLevelResolver(LevelResolver.create()
                        .withLevel("validation.request.path.missing", ValidationReport.Level.ERROR)
                        .build())
                .build();
    }

    @Override
    public Response filter(FilterableRequestSpecification request, FilterableResponseSpecification responseSpec,
                           FilterContext ctx) {
        Response response = ctx.next(request, responseSpec);
        if (response.statusCode() == 304) {
            return response;
        }
        String method = request.getMethod();
        String path = java.net.URI.create(request.getURI()).getPath();
        if (!path.startsWith("/v1/") || method.equals("OPTIONS")) {
            // OPTIONS (and a CORS preflight) is the platform's answer on every path, described in the contract's
            // prose rather than as an operation of each path
            return response;
        }
        if (!sampled(method + " " + ID.matcher(path).replaceAll("{id}") + " " + response.statusCode())) {
            return response;
        }
        ValidationReport requestReport = validator.validateRequest(asThreeOneReadsIt(RestAssuredRequest.of(request)));
        if (requestReport.hasErrors() && response.statusCode() < 400) {
            throw new AssertionError("The service answered " + response.statusCode() + " to a request the contract"
                    + " calls invalid: " + method + " " + path + "\n" + requestReport);
        }
        // a path or method the contract does not have: the answer is a problem, checked by the test itself
        if ((response.statusCode() == 404 || response.statusCode() == 405) && requestReport.getMessages().stream()
                .anyMatch(m -> m.getKey().equals("validation.request.path.missing")
                        || m.getKey().equals("validation.request.operation.notAllowed"))) {
            return response;
        }
        ValidationReport responseReport = validator.validateResponse(path,
                com.atlassian.oai.validator.model.Request.Method.valueOf(method), RestAssuredResponse.of(response));
        if (responseReport.hasErrors()) {
            throw new AssertionError("The response to " + method + " " + path + " (" + response.statusCode()
                    + ") breaks the contract:\n" + responseReport + "\nbody: " + response.asString());
        }
        return response;
    }

    /**
     * The request with its JSON body's whole numbers written as integers ({@code 2.0} as {@code 2}): the contract
     * is JSON Schema 2020-12, where 2.0 is an integer, but the validator reads the 3.0 form with draft 4's
     * {@code integer}, which refuses it. A body that is not JSON is left as it is.
     */
    private static com.atlassian.oai.validator.model.Request asThreeOneReadsIt(
            com.atlassian.oai.validator.model.Request request) {
        java.util.Optional<String> body;
        try {
            body = request.getRequestBody().isPresent()
                    ? java.util.Optional.of(request.getRequestBody().get().toString(java.nio.charset.StandardCharsets.UTF_8))
                    : request.getBody();
        } catch (java.io.IOException unreadable) {
            return request;
        }
        if (body.isEmpty()) {
            return request;
        }
        String read = new String(asThreeOneReadsIt(body.get().getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                java.nio.charset.StandardCharsets.UTF_8);
        if (read.equals(body.get())) {
            return request;
        }
        return new com.atlassian.oai.validator.model.Request() {
            @Override
            public String getPath() {
                return request.getPath();
            }

            @Override
            public Method getMethod() {
                return request.getMethod();
            }

            @Override
            public java.util.Optional<String> getBody() {
                return java.util.Optional.of(read);
            }

            @Override
            public java.util.Optional<com.atlassian.oai.validator.model.Body> getRequestBody() {
                return java.util.Optional.of(new com.atlassian.oai.validator.model.StringBody(read, java.nio.charset.StandardCharsets.UTF_8));
            }

            @Override
            public java.util.Collection<String> getQueryParameters() {
                return request.getQueryParameters();
            }

            @Override
            public java.util.Collection<String> getQueryParameterValues(String name) {
                return request.getQueryParameterValues(name);
            }

            @Override
            public java.util.Map<String, java.util.Collection<String>> getHeaders() {
                return request.getHeaders();
            }

            @Override
            public java.util.Collection<String> getHeaderValues(String name) {
                return request.getHeaderValues(name);
            }
        };
    }

    /**
     * A JSON request body with its whole numbers written as integers ({@code 2.0} as {@code 2}), as the service
     * reads it, for the 3.0 validator (see {@link #asThreeOneReadsIt(com.atlassian.oai.validator.model.Request)});
     * the body as it is when it has no number with a fraction or an exponent, or is not JSON the service reads.
     */
    public static byte[] asThreeOneReadsIt(byte[] body) {
        String text = new String(body, java.nio.charset.StandardCharsets.UTF_8);
        if (!text.matches("(?s).*[0-9][.eE].*")) {
            return body;
        }
        try {
            return ziggurat.play.GameJson.write(ziggurat.play.GameJson.parse(body))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8);
        } catch (RuntimeException notJson) {
            return body;
        }
    }

    /**
     * Whether to check this exchange: the first 50 of each operation and status, then one in 20. A whole game
     * played over HTTP answers thousands of times with long legal-move lists, and checking each against the
     * contract's branches costs more than the game; every distinct answer shape still gets checked early, and
     * PublishedSchemasTest checks every listed move, event and view of random games directly.
     */
    private static boolean sampled(String operation) {
        int n = SEEN.computeIfAbsent(operation, k -> new java.util.concurrent.atomic.AtomicInteger()).incrementAndGet();
        return n <= 50 || n % 20 == 0;
    }
}
