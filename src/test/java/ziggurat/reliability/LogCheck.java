package ziggurat.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks the bots' games against what the service holds now: the log of every game is contiguous
 * (events 1…version, no gap, no duplicate), every acknowledged move's events are in it with the very
 * hashes the acknowledgement showed, replaying the log to the last acknowledged version gives the view
 * that acknowledgement returned, and the audit (full replay, hash chain, state hashes) verifies.
 */
final class LogCheck {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .version(HttpClient.Version.HTTP_1_1).build();
    private final String base;
    int games;
    long events;
    long acknowledgedMoves;
    long acknowledgedEvents;
    int viewsCompared;
    int viewsFinishedSince;
    long movesBeyondLastAck;

    LogCheck(String base) {
        this.base = base;
    }

    void checkAll(List<Bots.Game> played) throws Exception {
        for (Bots.Game g : played) {
            check(g);
        }
    }

    void check(Bots.Game game) throws Exception {
        games++;
        JsonNode now = get("/v1/games/" + game.id, null);
        long version = now.get("version").asLong();
        // the whole log, page by page: 1, 2, … version
        Map<Long, String> stored = new HashMap<>();
        long after = 0;
        while (after < version) {
            JsonNode page = get("/v1/games/" + game.id + "/events?after=" + after + "&limit=1000", null);
            for (JsonNode e : page.get("events")) {
                long seq = e.get("seq").asLong();
                assertEquals(after + 1, seq, game.id + ": the log has no gap and no duplicate");
                stored.put(seq, e.get("hash").asText());
                after = seq;
            }
            assertTrue(page.get("events").size() > 0, game.id + ": the log reaches the game's version " + version);
        }
        assertEquals(version, stored.size(), game.id + ": as many events as the version");
        events += version;
        List<Bots.Ack> acks;
        synchronized (game.acks) {
            acks = List.copyOf(game.acks);
        }
        for (Bots.Ack ack : acks) {
            acknowledgedMoves++;
            assertTrue(ack.version() <= version, game.id + ": acknowledged version " + ack.version()
                    + " is in the log (now at " + version + ")");
            for (Map.Entry<Long, String> e : ack.hashes().entrySet()) {
                acknowledgedEvents++;
                assertEquals(e.getValue(), stored.get(e.getKey()),
                        game.id + ": event " + e.getKey() + " is the one acknowledged");
            }
        }
        Bots.Ack last = game.lastAck();
        if (last != null) {
            movesBeyondLastAck += version - last.version();
            String token = game.tokens.get(last.seat());
            JsonNode replayed = get("/v1/games/" + game.id + "?version=" + last.version(), token);
            boolean finishedNow = "finished".equals(now.get("status").asText());
            boolean finishedThen = "finished".equals(last.view().get("status").asText());
            if (finishedNow && !finishedThen) {
                // the view at an earlier version is shown to everyone once the game is over, so the seat's
                // own view cannot be compared; the hashes above still pin every acknowledged event
                viewsFinishedSince++;
                assertEquals(last.version(), replayed.get("version").asLong());
            } else {
                assertEquals(last.view(), replayed, game.id + ": replaying to version " + last.version()
                        + " gives the view its acknowledgement showed");
                viewsCompared++;
            }
        }
        JsonNode audit = get("/v1/games/" + game.id + "/audit", null);
        assertTrue(audit.get("verified").asBoolean(), game.id + ": audit verified: " + audit);
    }

    /**
     * Holds a move a fault hit (a send of it cut or answered 503) to the log, by how its client's keyed retries
     * ended: acknowledged, its events are in the log at their seqs with the acknowledged hashes; refused with 409,
     * the game's log is past the version it was made for, and where another acknowledged move took the seq it was
     * made for, that seq is the other move's (so this one was never applied). Returns what was found.
     */
    String checkHit(Bots.MoveTry move, List<Bots.Game> played) throws Exception {
        String id = move.game.id;
        assertTrue(move.outcome == 200 || move.outcome == 409, id + ": the move the fault hit (key " + move.key
                + ") got a definite answer on retry, not " + move.outcome);
        JsonNode page = get("/v1/games/" + id + "/events?after=" + move.expectedVersion + "&limit=10", null);
        Map<Long, String> logged = new HashMap<>();
        for (JsonNode e : page.get("events")) {
            logged.put(e.get("seq").asLong(), e.get("hash").asText());
        }
        if (move.outcome == 200) {
            for (Map.Entry<Long, String> e : move.ack.hashes().entrySet()) {
                assertEquals(e.getValue(), logged.get(e.getKey()), id + ": the hit move's event " + e.getKey()
                        + " is in the log with the hash its acknowledgement showed");
            }
            return move.replayed ? "applied before the fault (its retry was answered as a replay), in the log"
                    : "applied on retry, in the log";
        }
        long next = move.expectedVersion + 1;
        assertTrue(logged.containsKey(next), id + ": a 409 means the game moved past " + move.expectedVersion);
        for (Bots.Game g : played) {
            if (!g.id.equals(id)) {
                continue;
            }
            synchronized (g.acks) {
                for (Bots.Ack other : g.acks) {
                    if (other.hashes().containsKey(next)) {
                        assertEquals(other.hashes().get(next), logged.get(next), id + ": seq " + next);
                        return "refused 409 on retry, its seq taken by another acknowledged move: not applied";
                    }
                }
            }
        }
        return "refused 409 on retry (its key has no recorded answer), the game moved on";
    }

    private JsonNode get(String path, String token) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return Bots.JSON.readTree(r.body());
    }

    String summary() {
        return String.format("%d games checked, %d events in their logs, %d acknowledged moves (%d events) all "
                        + "present with their hashes, %d last views replayed identically (%d games ended since), "
                        + "%d events beyond the last acknowledgement (answers lost in the fault)",
                games, events, acknowledgedMoves, acknowledgedEvents, viewsCompared, viewsFinishedSince,
                movesBeyondLastAck);
    }
}
