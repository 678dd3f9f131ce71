package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/** The audit replays the log and checks every hash; after the end anyone can check the seed and the chain. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AuditTest {

    @Test
    void aRunningGameVerifiesWithoutRevealingAnythingSecret() {
        HttpGame t = PlayingTest.standardGame();
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("chainIntact", equalTo(true))
                .body("statesReproduced", equalTo(true))
                .body("eventsChecked", equalTo(4))
                .body("status", equalTo("running"))
                .body("seed", nullValue())
                .body("salt", nullValue())
                .body("stack", nullValue())
                .body("events", nullValue())
                .body("stacked", equalTo(true));
    }

    @Test
    void afterTheEndTheAuditRevealsSeedSaltAndHiddenEventsAndTheyCheckOut() throws Exception {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}");
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(0, v, "{\"type\":\"pass\"}");
        t.play(1, v, "{\"type\":\"pass\"}");
        Response audit = given().when().get("/v1/games/" + t.id + "/audit");
        audit.then().statusCode(200)
                .body("verified", equalTo(true))
                .body("status", equalTo("finished"))
                .body("commitmentMatches", equalTo(true))
                .body("setupReproduced", equalTo(true))
                .body("creatorSeeded", equalTo(false))
                .body("seed", matchesPattern("[0-9a-f]{64}"))
                .body("salt", matchesPattern("[0-9a-f]{32}"))
                // the game's nine events, and the table's SeedRevealed that follows the event ending any game
                .body("events", hasSize(10))
                .body("events[9].type", equalTo("SeedRevealed"))
                .body("events[9].data.creatorSeeded", equalTo(false))
                .body("events[0].data.deck", hasSize(27))
                .body("findings", empty());

        // an outsider recomputes the public commitment from the revealed salt and seed
        String salt = audit.jsonPath().getString("salt");
        String seed = audit.jsonPath().getString("seed");
        MessageDigest d = MessageDigest.getInstance("SHA-256");
        d.update(HexFormat.of().parseHex(salt));
        d.update(seed.getBytes(StandardCharsets.UTF_8));
        assertEquals(t.created.jsonPath().getString("game.seedCommitment"), HexFormat.of().formatHex(d.digest()));
        assertEquals(audit.jsonPath().getString("seedCommitment"), t.created.jsonPath().getString("game.seedCommitment"));
        // the log itself says what the audit reveals
        assertEquals(seed, audit.jsonPath().getString("events[9].data.seed"));
        assertEquals(salt, audit.jsonPath().getString("events[9].data.salt"));
    }

    @Test
    void aTamperedEventFailsTheAuditLoudlyAtThatEvent() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        t.play(0, 3, "{\"type\":\"bid\",\"amount\":1}");
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement(
                     "UPDATE events SET payload = jsonb_set(payload, '{cards}', '[1,1,1]') WHERE game_id = ? AND seq = 2")) {
            ps.setObject(1, UUID.fromString(t.id));
            assertEquals(1, ps.executeUpdate());
        }
        Response r = given().when().get("/v1/games/" + t.id + "/audit");
        r.then().statusCode(200)
                .body("verified", equalTo(false))
                .body("chainIntact", equalTo(false))
                .body("statesReproduced", equalTo(false))
                .body("findings.seq", org.hamcrest.Matchers.hasItem(2))
                .body("findings.check", org.hamcrest.Matchers.hasItems("chain", "state"));
        List<Map<String, Object>> findings = r.jsonPath().getList("findings");
        assertEquals(2, ((Number) findings.get(0).get("seq")).intValue());
    }

    @Test
    void aReorderedLogBreaksTheChain() throws Exception {
        HttpGame t = PlayingTest.standardGame();
        try (Connection c = DriverManager.getConnection(EmbeddedPostgresResource.jdbcUrl());
             PreparedStatement ps = c.prepareStatement("""
                     UPDATE events e SET hash = o.hash
                       FROM events o
                      WHERE e.game_id = ? AND o.game_id = e.game_id AND e.seq = 3 AND o.seq = 2""")) {
            ps.setObject(1, UUID.fromString(t.id));
            ps.executeUpdate();
        }
        given().when().get("/v1/games/" + t.id + "/audit").then()
                .body("verified", equalTo(false))
                .body("findings[0].check", equalTo("chain"))
                .body("findings[0].seq", equalTo(3))
                .body("hashing", notNullValue());
    }

    @Test
    void aCreatorSeededGameIsMarkedInItsAudit() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"seed\":\"s\"}");
        given().when().get("/v1/games/" + t.id + "/audit").then()
                .body("creatorSeeded", equalTo(true)).body("verified", equalTo(true));
        t.spectate().then().body("creatorSeeded", equalTo(true)).body("pending.seat", contains(0, 1));
    }
}
