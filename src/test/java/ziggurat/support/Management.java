package ziggurat.support;

import io.quarkus.test.common.http.TestHTTPResourceManager;
import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;

/**
 * The management interface of the service under test: health, readiness and metrics answer there, on their own
 * port, never on the API port.
 */
public final class Management {

    private Management() {
    }

    /** The management interface's base URL, such as {@code http://localhost:40123/q} (no trailing slash). */
    public static String url() {
        String uri = TestHTTPResourceManager.getManagementUri();
        return uri.endsWith("/") ? uri.substring(0, uri.length() - 1) : uri;
    }

    /** A request to the management interface: {@code given().get("/health/ready")}. */
    public static RequestSpecification given() {
        return RestAssured.given().baseUri(url()).port(-1).basePath("");
    }

    /** The Prometheus scrape. */
    public static String metrics() {
        return given().get("/metrics").then().statusCode(200).extract().asString();
    }
}
