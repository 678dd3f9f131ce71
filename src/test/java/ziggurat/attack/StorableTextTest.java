package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Regression for the fuzzer's first find: text PostgreSQL cannot store (U+0000, half a surrogate pair) in a
 * seat name, seed, stack, option or move used to reach the store and come back as 503 "the game store cannot
 * be reached". It is malformed input: 400, and nothing is created or changed.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class StorableTextTest {

    @TestHTTPResource("/")
    URL base;

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\\u0000\"},{\"name\":\"B\"}]}",
            "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"s\\u0000\"}",
            "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\\ud800\"},{\"name\":\"B\"}]}",
            "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"x\\u0000\":1}}",
            "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"x\":\"\\udfff\"}}",
            "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"stack\":[\"1\\u0000\"]}",
    })
    void unstorable_text_in_a_new_game_is_malformed(String body) {
        Http http = new Http(URI.create(base.toString()));
        Http.Answer a = http.post("/v1/games", null, body);
        assertEquals(400, a.status(), a.body());
        assertTrue(a.problem());
        assertEquals("urn:ziggurat:problem:malformed-request", a.json().get("type").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"type\":\"bid\",\"amount\":1,\"x\\u0000\":1}", "{\"type\":\"b\\u0000id\",\"amount\":1}",
            "{\"type\":\"bid\\ud83d\",\"amount\":1}"})
    void unstorableTextInAMoveIsMalformedAndChangesNothing(String move) {
        Http http = new Http(URI.create(base.toString()));
        Bots.Game g = Bots.create(http, "tally", 2, null);
        long before = Bots.spectate(http, g).get("version").asLong();
        Http.Answer a = http.post(g.path() + "/moves", g.tokens().get(0),
                "{\"expectedVersion\":" + before + ",\"move\":" + move + "}");
        assertEquals(400, a.status(), a.body());
        assertEquals(before, Bots.spectate(http, g).get("version").asLong());
    }
}
