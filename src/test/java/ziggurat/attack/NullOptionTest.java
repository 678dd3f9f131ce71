package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Regression for the fuzzer's second find: an option whose value is null ({@code "options": {"x": null}})
 * reached the setup's immutable copy of the options and came back as 500. It is malformed: 400.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class NullOptionTest {

    @TestHTTPResource("/")
    URL base;

    @Test
    void aNullOptionIsMalformedForEveryRuleset() {
        Http http = new Http(URI.create(base.toString()));
        for (String ruleset : Bots.rulesets()) {
            String body = Bots.createBody(ruleset, Math.max(2, Bots.minSeats(ruleset)), null)
                    .replaceFirst("}$", ",\"options\":{\"anything\":null}}");
            Http.Answer a = http.post("/v1/games", null, body);
            assertEquals(400, a.status(), ruleset + ": " + a.body());
            assertEquals("urn:ziggurat:problem:malformed-request", a.json().get("type").asText());
        }
    }
}
