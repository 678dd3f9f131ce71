package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URL;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * Seat tokens: a token acts only as its own seat and only in its own game; no token appears in any answer
 * after the one that created it, in the service's log or in the database; and a stored event tampered with
 * (a hidden field of a setup event, for every ruleset) makes the audit fail loudly.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TokenTest {

    @TestHTTPResource("/")
    URL base;

    Http http;
    /** Everything the service logs while a test runs, formatted, with stack traces. */
    final List<String> log = Collections.synchronizedList(new ArrayList<>());
    final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord r) {
            String message = r instanceof org.jboss.logmanager.ExtLogRecord x ? x.getFormattedMessage() : r.getMessage();
            StringBuilder sb = new StringBuilder(r.getLoggerName()).append(' ').append(message);
            if (r.getThrown() != null) {
                StringWriter w = new StringWriter();
                r.getThrown().printStackTrace(new PrintWriter(w));
                sb.append('\n').append(w);
            }
            log.add(sb.toString());
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        http = new Http(URI.create(base.toString()));
        Logger.getLogger("").addHandler(capture);
    }

    @AfterEach
    void stopListening() {
        Logger.getLogger("").removeHandler(capture);
    }

    @Test
    void aTokenActsOnlyAsItsOwnSeatAndOnlyInItsOwnGame() {
        for (String ruleset : Bots.rulesets()) {
            int seats = Bots.maxSeats(ruleset);
            Bots.Game g = Bots.create(http, ruleset, seats, null);
            Bots.Game other = Bots.create(http, ruleset, seats, null);
            Random random = new Random(ruleset.hashCode());
            for (int step = 0; step < 12; step++) {
                JsonNode view = Bots.spectate(http, g);
                long version = view.get("version").asLong();
                List<Integer> pending = Bots.pendingSeats(view);
                for (int k = 0; k < seats; k++) {
                    String token = g.tokens().get(k);
                    assertEquals(k, http.get(g.path(), token).json().get("you").asInt(), "the view is seat " + k + "'s");
                    assertEquals(k, http.get(g.path() + "/legal-moves", token).json().get("seat").asInt());
                    // the same token in the other game, on every endpoint that reads one: 401
                    for (String path : List.of("", "/legal-moves", "/events", "/events/stream")) {
                        Http.Answer a = http.get(other.path() + path, token);
                        assertEquals(401, a.status(), ruleset + " " + path + ": " + a.body());
                        assertEquals("urn:ziggurat:problem:unauthorized", a.json().get("type").asText());
                    }
                }
                int mover = pending.get(random.nextInt(pending.size()));
                JsonNode moves = http.get(g.path() + "/legal-moves", g.tokens().get(mover)).json().get("moves");
                JsonNode move = moves.get(random.nextInt(moves.size()));
                String body = "{\"expectedVersion\":" + version + ",\"move\":" + GameJson.write(move) + "}";
                // another game's token: 401, and neither game moves
                Http.Answer foreign = http.post(g.path() + "/moves", other.tokens().get(mover), body);
                assertEquals(401, foreign.status(), foreign.body());
                // naming another seat in the body is not a thing a move can do
                ObjectNode claim = (ObjectNode) GameJson.readTree(body);
                claim.put("seat", (mover + 1) % seats);
                assertEquals(400, http.post(g.path() + "/moves", g.tokens().get((mover + 1) % seats),
                        GameJson.write(claim)).status());
                // a seat the game does not wait for cannot make the pending seat's move
                for (int k = 0; k < seats; k++) {
                    if (!pending.contains(k)) {
                        Http.Answer a = http.post(g.path() + "/moves", g.tokens().get(k), body);
                        assertEquals(409, a.status(), a.body());
                        assertEquals("urn:ziggurat:problem:not-your-decision", a.json().get("type").asText());
                    }
                }
                assertEquals(version, Bots.spectate(http, g).get("version").asLong());
                // the move counts as the seat whose token sent it
                Http.Answer ok = http.post(g.path() + "/moves", g.tokens().get(mover), body);
                assertEquals(200, ok.status(), ok.body());
                for (JsonNode e : ok.json().get("events")) {
                    if (!e.get("actingSeat").isNull()) {
                        assertEquals(mover, e.get("actingSeat").asInt(), "the move is recorded as the token's seat");
                    }
                }
                if ("finished".equals(ok.json().get("game").get("status").asText())) {
                    break; // after the end every view is everyone's
                }
                assertEquals(mover, ok.json().get("game").get("you").asInt());
            }
            assertTokensNowhere(g, other);
        }
    }

    /** Every read of both games, as every seat and a spectator, and the audit: no token anywhere. */
    private void assertTokensNowhere(Bots.Game... games) {
        List<String> tokens = new ArrayList<>();
        for (Bots.Game g : games) {
            tokens.addAll(g.tokens());
        }
        List<String> answers = new ArrayList<>();
        for (Bots.Game g : games) {
            List<String> viewers = new ArrayList<>(g.tokens());
            viewers.add(null);
            for (String t : viewers) {
                for (String path : List.of("", "/legal-moves", "/events?limit=1000", "/audit", "?version=1")) {
                    answers.add(http.get(g.path() + path, t).body());
                }
                http.stream(g.path() + "/events/stream", t, Bots.spectate(http, g).get("version").asLong())
                        .values().forEach(answers::add);
            }
        }
        answers.add(http.get("/v1/games?limit=200", null).body());
        answers.add(ziggurat.support.Management.metrics());
        for (String a : answers) {
            for (String t : tokens) {
                assertFalse(a.contains(t), "a token appears in an answer: " + a.substring(0, Math.min(300, a.length())));
            }
        }
        assertTokensNotLogged(tokens);
    }

    private void assertTokensNotLogged(List<String> tokens) {
        assertFalse(log.isEmpty(), "the service's log was captured");
        synchronized (log) {
            for (String line : log) {
                for (String t : tokens) {
                    assertFalse(line.contains(t), "a token appears in the service log: " + line);
                }
            }
        }
    }

    @Test
    void tokensAreStoredOnlyAsHashes() throws Exception {
        for (String ruleset : Bots.rulesets()) {
            Bots.Game g = Bots.create(http, ruleset, Math.max(2, Bots.minSeats(ruleset)), null);
            // a move with an idempotency key stores its answer: that must not hold a token either
            JsonNode view = Bots.spectate(http, g);
            int seat = Bots.pendingSeats(view).get(0);
            JsonNode move = http.get(g.path() + "/legal-moves", g.tokens().get(seat)).json().get("moves").get(0);
            Http.Answer moved = http.send("POST", g.path() + "/moves", Map.of("Content-Type", "application/json",
                    "Authorization", "Bearer " + g.tokens().get(seat), "Idempotency-Key", "k1"),
                    ("{\"expectedVersion\":" + view.get("version") + ",\"move\":" + GameJson.write(move) + "}")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
            assertEquals(200, moved.status(), moved.body());
            try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl())) {
                for (String table : List.of("games", "seats", "events", "idempotency_records")) {
                    try (PreparedStatement ps = c.prepareStatement("SELECT row_to_json(t)::text FROM " + table
                            + " t WHERE t." + (table.equals("games") ? "id" : "game_id") + " = ?")) {
                        ps.setObject(1, UUID.fromString(g.id()));
                        try (ResultSet rs = ps.executeQuery()) {
                            while (rs.next()) {
                                String row = rs.getString(1);
                                for (String t : g.tokens()) {
                                    assertFalse(row.contains(t), table + " holds a token: " + row);
                                }
                            }
                        }
                    }
                }
            }
            assertTokensNotLogged(g.tokens());
        }
    }

    @Test
    void aTamperedHiddenFieldOfASetupEventFailsTheAuditLoudlyForEveryRuleset() throws Exception {
        for (String ruleset : Bots.rulesets()) {
            Bots.Game g = Bots.create(http, ruleset, Math.max(2, Bots.minSeats(ruleset)), null);
            assertTrue(http.get(g.path() + "/audit", null).json().get("verified").asBoolean());
            // the first event the spectator sees redacted, and in it the first field hidden from the spectator
            long seq = -1;
            String field = null;
            for (JsonNode e : http.get(g.path() + "/events?limit=1000", null).json().get("events")) {
                if (e.get("redacted").asBoolean() && e.get("data") != null && !e.get("data").isNull()) {
                    for (var it = e.get("data").fields(); it.hasNext() && field == null; ) {
                        Map.Entry<String, JsonNode> f = it.next();
                        if (f.getValue().isNull()) {
                            field = f.getKey();
                        }
                    }
                    if (field != null) {
                        seq = e.get("seq").asLong();
                        break;
                    }
                }
            }
            assertNotNull(field, ruleset + " hides something at setup");
            try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl())) {
                String payload;
                try (PreparedStatement ps = c.prepareStatement(
                        "SELECT payload::text FROM events WHERE game_id = ? AND seq = ?")) {
                    ps.setObject(1, UUID.fromString(g.id()));
                    ps.setLong(2, seq);
                    try (ResultSet rs = ps.executeQuery()) {
                        assertTrue(rs.next());
                        payload = rs.getString(1);
                    }
                }
                ObjectNode data = (ObjectNode) GameJson.readTree(payload);
                JsonNode hidden = data.get(field);
                assertTrue(hidden.isArray() && hidden.size() > 1 || hidden.isTextual() || hidden.isNumber(),
                        ruleset + ": hidden field " + field + " = " + hidden);
                if (hidden.isArray()) {
                    // the same pieces in another order: a stacked deck or a swapped hand
                    ArrayNode swapped = ((ArrayNode) hidden).deepCopy();
                    JsonNode first = swapped.get(0);
                    int other = 1;
                    while (other < swapped.size() && swapped.get(other).equals(first)) {
                        other++;
                    }
                    assertTrue(other < swapped.size(), "the hidden array has two different pieces to swap");
                    swapped.set(0, swapped.get(other));
                    swapped.set(other, first);
                    data.set(field, swapped);
                } else {
                    data.set(field, hidden.isTextual() ? GameJson.tree("tampered") : GameJson.tree(hidden.asInt() + 1));
                }
                try (PreparedStatement ps = c.prepareStatement(
                        "UPDATE events SET payload = ?::jsonb WHERE game_id = ? AND seq = ?")) {
                    ps.setString(1, GameJson.write(data));
                    ps.setObject(2, UUID.fromString(g.id()));
                    ps.setLong(3, seq);
                    assertEquals(1, ps.executeUpdate());
                }
            }
            Http.Answer a = http.get(g.path() + "/audit", null);
            assertEquals(200, a.status(), a.body());
            JsonNode audit = a.json();
            assertFalse(audit.get("verified").asBoolean(), ruleset + ": a tampered " + field + " is found");
            assertFalse(audit.get("chainIntact").asBoolean());
            final long tampered = seq;
            boolean atThatEvent = false;
            for (JsonNode f : audit.get("findings")) {
                atThatEvent |= f.get("seq").asLong() == tampered && f.get("check").asText().equals("chain");
            }
            assertTrue(atThatEvent, ruleset + ": the finding names event " + seq + ": " + audit.get("findings"));
            assertTrue(audit.get("seed").isNull() && audit.get("salt").isNull(), "a running game's audit keeps its secrets");
            synchronized (log) {
                assertTrue(log.stream().anyMatch(l -> l.contains("AUDIT FAILED for game " + g.id())),
                        "the failed audit is logged as an error");
            }
            assertTrue(ziggurat.support.Management.metrics().contains("ziggurat_audit_failures_total{ruleset=\"" + ruleset + "\""),
                    "the failed audit is counted");
        }
    }
}
