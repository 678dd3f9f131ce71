package ziggurat.play;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;
import ziggurat.store.GameCursor;

/**
 * The game list's {@code next} cursor as clients hold it: opaque text (base64url of the last game's creation time
 * and id), so the list can change how it pages without breaking a client that only echoes it back.
 */
final class ListCursor {

    private ListCursor() {
    }

    static String encode(GameCursor c) {
        String raw = c.createdAt().toString() + "|" + c.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(raw.getBytes(StandardCharsets.UTF_8));
    }

    static GameCursor decode(String cursor) {
        try {
            String raw = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            int bar = raw.indexOf('|');
            return new GameCursor(Instant.parse(raw.substring(0, bar)), UUID.fromString(raw.substring(bar + 1)));
        } catch (RuntimeException e) {
            throw Problem.malformed("'cursor' is not a cursor this service gave out.");
        }
    }
}
