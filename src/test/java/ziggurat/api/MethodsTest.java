package ziggurat.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which methods a path accepts, as a 405's Allow and OPTIONS name them: the route templates, matched per segment. */
class MethodsTest {

    private static final String GAME = "/v1/games/6f1c2d9e-1111-4a5b-9c3d-0123456789ab";

    @Test
    @DisplayName("a move's path takes POST; a game's takes GET and HEAD; each takes OPTIONS")
    void eachPathItsMethods() {
        assertEquals(Optional.of("OPTIONS, POST"), Methods.allowed(GAME + "/moves"));
        assertEquals(Optional.of("GET, HEAD, OPTIONS"), Methods.allowed(GAME));
        assertEquals(Optional.of("GET, HEAD, OPTIONS, POST"), Methods.allowed("/v1/games"));
        assertTrue(Methods.wrongMethod(GAME + "/moves", "GET"));
        assertFalse(Methods.wrongMethod(GAME + "/moves", "POST"));
        assertFalse(Methods.wrongMethod(GAME + "/moves", "OPTIONS"));
    }

    @Test
    @DisplayName("one trailing slash is the same path; an empty id or a second slash is no path of the API")
    void slashes() {
        assertEquals(Methods.allowed(GAME + "/moves"), Methods.allowed(GAME + "/moves/"));
        assertEquals(Optional.empty(), Methods.allowed(GAME + "/moves//"));
        assertEquals(Optional.empty(), Methods.allowed("/v1/games//moves"));
        assertEquals(Optional.empty(), Methods.allowed("/"));
        assertEquals(Optional.empty(), Methods.allowed(""));
        assertFalse(Methods.wrongMethod("/v1/nothing/here", "DELETE"), "a path the API lacks is a 404, not a 405");
    }

    @Test
    @DisplayName("dot segments are removed as the router removes them: .../moves/../audit is the audit")
    void dotSegments() {
        assertEquals(Methods.allowed(GAME + "/audit"), Methods.allowed(GAME + "/moves/../audit"));
        assertEquals(Optional.of("GET, HEAD, OPTIONS"), Methods.allowed(GAME + "/./audit"));
    }
}
