package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Qin served over HTTP: the catalogue entry and the variant lookup, refusals at creation, and a whole game of the
 * recommended variant {@code veles} played through the legal moves to its winner, with a verified audit.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class QinOverHttpTest {

    static Response create(String body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/games");
    }

    @Test
    @DisplayName("[qin §2, §3] the catalogue lists 2, 3, 4 or 6 seats, the boards, the variant count and R1/R2")
    void theCatalogueEntry() {
        given().when().get("/v1/rulesets/qin").then().statusCode(200)
                .body("seatCounts", equalTo(List.of(2, 3, 4, 6)))
                .body("validVariants", equalTo(1928448))
                .body("boards.find { it.id == 'bird' }.verified", equalTo(false))
                .body("boards.find { it.id == 'lion' }.available", equalTo(false))
                .body("modules.find { it.syllable == 'ku' }.implemented", equalTo(true))
                .body("reconstructions.id", equalTo(List.of("R1", "R2")));
    }

    @Test
    @DisplayName("[qin §2.4, §2.7] GET /v1/rulesets/qin/variants/{name}: the modules and canonical name, or each problem")
    void theVariantLookup() {
        given().when().get("/v1/rulesets/qin/variants/Qin-Veles").then().statusCode(200)
                .body("name", equalTo("Qin-Veles"))
                .body("canonicalName", equalTo("veles"))
                .body("modules.syllable", equalTo(List.of("ve", "les", "sa", "na", "pei", "ku")))
                .body("playable", equalTo(true));
        given().when().get("/v1/rulesets/qin/variants/verlamainiupamkemas").then().statusCode(200)
                .body("playable", equalTo(true))
                .body("notYetImplemented", equalTo(List.of()));
        given().when().get("/v1/rulesets/qin/variants/lesve").then().statusCode(422)
                .contentType("application/problem+json")
                .body("type", containsString("invalid-variant-name"))
                .body("problems[0].code", equalTo("wrongOrder"))
                .body("problems[0].position", equalTo(3))
                .body("suggestedName", equalTo("veles"));
        given().when().get("/v1/rulesets/qin/variants/velesnano").then().statusCode(422)
                .body("problems[0].code", equalTo("conflictingModules"))
                .body("problems[0].syllables", equalTo(List.of("na", "no")));
    }

    @Test
    @DisplayName("[qin §3, §7, D8, D10] creation refuses precisely: five seats, the Lion side, a bad board")
    void creationRefusals() {
        create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"},{\"name\":\"D\"},"
                + "{\"name\":\"E\"}]}").then().statusCode(422).body("code", equalTo("unsupportedPlayerCount"));
        create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"board\":\"lion\"}}")
                .then().statusCode(422).body("code", equalTo("boardUnavailable"));
        create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"board\":"
                + "{\"name\":\"tiny\",\"rows\":3,\"cols\":5,\"grid\":[\"..R..\",\"..Y..\",\"..X..\"]}}}")
                .then().statusCode(422).body("code", equalTo("invalidBoard"))
                .body("problems.code", hasItem("badDimensions"));
        create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":{\"variant\":\"vex\"}}")
                .then().statusCode(422).body("problems[0].code", equalTo("unknownSyllable"));
    }

    @Test
    @DisplayName("[qin §8, §7.1] (Ex 15) a whole game of veles over HTTP (a 16-tile stack keeps it short): hands private, a winner, a verified audit")
    void aWholeGameOfVeles() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"seed\":\"qin-over-http\",\"options\":{\"variant\":\"Qin-Veles\"},\"stack\":[\"RY\",\"YB\",\"RR\","
                + "\"BB\",\"RB\",\"YY\",\"RY\",\"YB\",\"RR\",\"BB\",\"RB\",\"YY\",\"RY\",\"YB\",\"RR\",\"BB\"]}");
        t.created.then().body("game.warnings.code", hasItem("unverifiedBoard"));
        t.view(0).then().statusCode(200)
                .body("state.variant.canonicalName", equalTo("veles"))
                .body("state.board.name", containsString("Bird"))
                .body("state.players[0].hand.size()", equalTo(5))
                .body("state.players[1].hand", nullValue())
                .body("state.pileOrder", nullValue());
        int moves = 0;
        while (true) {
            Response view = t.spectate();
            List<Map<String, Object>> pending = view.jsonPath().getList("pending");
            if (pending.isEmpty()) {
                break;
            }
            int seat = ((Number) pending.get(0).get("seat")).intValue();
            Response legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves");
            List<Map<String, Object>> listed = legal.jsonPath().getList("moves");
            assertFalse(listed.isEmpty());
            // the last placement listed (a different spot each turn); a buy when the turn offers one
            Map<String, Object> chosen = listed.stream().filter(m -> "buyPagoda".equals(m.get("type"))).findFirst()
                    .orElse(listed.stream().filter(m -> "placeTile".equals(m.get("type"))).reduce((a, b) -> b)
                            .orElse(listed.get(0)));
            t.play(seat, legal.jsonPath().getLong("version"), GameJson.write(chosen));
            assertTrue(++moves < 400, "the game ends");
        }
        Response end = t.spectate();
        end.then().body("status", equalTo("finished"))
                .body("state.result.winner", notNullValue())
                .body("state.result.endReasons", hasItem("supplyEmpty"))
                .body("state.pile", equalTo(0));
        assertEquals(1, end.jsonPath().getList("outcome.winners").size(), "exactly one winner");
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("statesReproduced", equalTo(true));
    }

    @Test
    @DisplayName("[qin D56, D54, §7.1] Tile selection and trading over HTTP: the display is public, the draws are owed"
            + " takeTiles, an open offer waits for both its target and its offerer, and acceptance swaps the tiles")
    void extrasOverHttp() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"options\":{\"variant\":\"velesmilmas\"},\"stack\":[\"RR\",\"YY\",\"RY\",\"YB\",\"RB\","
                + "\"BB\",\"YY\",\"RB\",\"BB\",\"RR\",\"RY\",\"YB\",\"RR\",\"YY\",\"BB\",\"RB\"]}");
        t.spectate().then().statusCode(200)
                .body("state.extras.display", equalTo(List.of("YY", "RB", "BB")))
                .body("state.extras.owedDraws", equalTo(Map.of("0", 2)))
                .body("pending.seat", equalTo(List.of(0)))
                .body("pending.kind", equalTo(List.of("takeTile")));
        long v = t.version();
        v = t.play(0, v, "{\"type\":\"takeTile\",\"tile\":\"BB\"}");
        v = t.play(0, v, "{\"type\":\"takeTile\",\"tile\":\"YY\"}");
        v = t.play(0, v, "{\"type\":\"offerTrade\",\"to\":1,\"give\":[\"RR\"],\"want\":[\"YY\"]}");
        t.spectate().then()
                .body("state.extras.offers[0].give", equalTo(List.of("RR")))
                .body("state.extras.offers[0].want", equalTo(List.of("YY")))
                .body("pending.seat", equalTo(List.of(0, 1)))
                .body("pending.kind", equalTo(List.of("withdrawTrade", "respondTrade")));
        t.as(1).when().get("/v1/games/" + t.id + "/legal-moves").then().statusCode(200)
                .body("moves.accept", equalTo(List.of(false, true)));
        t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").then().statusCode(200)
                .body("moves.type", equalTo(List.of("withdrawTrade")));
        t.play(1, v, "{\"type\":\"respondTrade\",\"accept\":true}");
        t.view(1).then().body("state.players[1].hand", hasItem("RR"))
                .body("state.players[0].hand", nullValue())
                .body("state.extras.offers", equalTo(List.of()));
    }

    @Test
    @DisplayName("[qin §5.4.2, §7.1] a whole game of velesnopa over HTTP, four seats: the partners who own pagodas bid at once, each on the version it saw, and no bid is refused as stale; a verified audit")
    void aWholeGameOfThePagodaAuction() {
        // seats 0 and 2 are red, 1 and 3 yellow: partners own the same pagodas [qin §3.6, §5.5.2]
        HttpGame t = HttpGame.create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"},"
                + "{\"name\":\"Cy\"},{\"name\":\"Di\"}],\"seed\":\"qin-auction-over-http\","
                + "\"options\":{\"variant\":\"velesnopa\"}}");
        int moves = 0;
        int together = 0;
        while (true) {
            Response view = t.spectate();
            List<Map<String, Object>> pending = view.jsonPath().getList("pending");
            if (pending.isEmpty()) {
                break;
            }
            long version = view.jsonPath().getLong("version");
            if (pending.size() > 1) {
                // every bidder decides on the same version; all but the first are stale by the time they arrive
                List<String> bids = new java.util.ArrayList<>();
                for (Map<String, Object> p : pending) {
                    int seat = ((Number) p.get("seat")).intValue();
                    List<Map<String, Object>> listed = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves")
                            .jsonPath().getList("moves");
                    assertTrue(listed.stream().allMatch(m -> "bid".equals(m.get("type"))), listed.toString());
                    bids.add(GameJson.write(listed.get(seat % 2 == 0 ? listed.size() - 1 : 0)));
                }
                for (int i = 0; i < pending.size(); i++) {
                    t.play(((Number) pending.get(i).get("seat")).intValue(), version, bids.get(i));
                }
                together++;
                moves += pending.size();
                continue;
            }
            int seat = ((Number) pending.get(0).get("seat")).intValue();
            Response legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves");
            List<Map<String, Object>> listed = legal.jsonPath().getList("moves");
            Map<String, Object> chosen = listed.stream().filter(m -> "buyPagoda".equals(m.get("type"))).findFirst()
                    .orElse(listed.stream().filter(m -> "placeTile".equals(m.get("type"))).reduce((a, b) -> b)
                            .orElse(listed.get(listed.size() - 1)));
            t.play(seat, legal.jsonPath().getLong("version"), GameJson.write(chosen));
            assertTrue(++moves < 600, "the game ends");
        }
        assertTrue(together > 0, "at least one auction had several bidders at once");
        endedWithAVerifiedAudit(t);
    }

    @Test
    @DisplayName("[qin §5.4.3, §7.1] a whole game of velesniu over HTTP, three seats: every participant commits and resolves at once on the version it saw, none refused as stale; others see only that a seat committed; a verified audit")
    void aWholeSimultaneousGame() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"},"
                + "{\"name\":\"Cy\"}],\"seed\":\"qin-niu-over-http\",\"options\":{\"variant\":\"velesniu\"}}");
        int moves = 0;
        int together = 0;
        int placed = 0;
        while (true) {
            Response view = t.spectate();
            List<Map<String, Object>> pending = view.jsonPath().getList("pending");
            if (pending.isEmpty()) {
                break;
            }
            long version = view.jsonPath().getLong("version");
            List<String> chosen = new java.util.ArrayList<>();
            for (Map<String, Object> p : pending) {
                int seat = ((Number) p.get("seat")).intValue();
                List<Map<String, Object>> listed = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves")
                        .jsonPath().getList("moves");
                assertTrue(listed.stream().allMatch(m -> m.get("type").equals(p.get("kind"))), listed.toString());
                // spread the pointed cells over the board; take the first option once revealed
                chosen.add(GameJson.write(listed.get("commit".equals(p.get("kind"))
                        ? (int) ((seat * 17L + version * 7) % listed.size()) : 0)));
            }
            if (pending.size() > 1) {
                together++;
            }
            for (int i = 0; i < pending.size(); i++) {
                int seat = ((Number) pending.get(i).get("seat")).intValue();
                t.play(seat, version, chosen.get(i));
                if (i == 0 && pending.size() > 1 && "commit".equals(pending.get(0).get("kind"))) {
                    // the others see that seat committed, not where nor with what
                    t.as((seat + 1) % 3).when().get("/v1/games/" + t.id).then()
                            .body("state.round.seats[" + seat + "].committed", equalTo(true))
                            .body("state.round.seats[" + seat + "].cell", org.hamcrest.Matchers.nullValue())
                            .body("state.round.seats[" + seat + "].tile", org.hamcrest.Matchers.nullValue());
                }
                if (chosen.get(i).contains("\"place\"")) {
                    placed++;
                }
            }
            moves += pending.size();
            assertTrue(moves < 2000, "the game ends");
        }
        assertTrue(together > 10, "many steps had several seats pending at once: " + together);
        assertTrue(placed > 0, "tiles were placed");
        endedWithAVerifiedAudit(t);
    }

    @Test
    @DisplayName("[qin §5.4.3, §7.1] velesniumil over HTTP: the extras window has both seats pending at once; an offer makes its target owe an answer before its ready, and once all are ready the round's first step opens")
    void theExtrasWindowOfASimultaneousRound() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"qin\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}],"
                + "\"seed\":\"qin-niu-mil-over-http\",\"options\":{\"variant\":\"velesniumil\"}}");
        Response view = t.spectate();
        assertEquals(List.of("ready", "ready"), view.jsonPath().getList("pending.kind"));
        assertEquals("extras", view.jsonPath().getString("state.roundWindow.window"));
        List<Map<String, Object>> listed = t.as(0).when().get("/v1/games/" + t.id + "/legal-moves").jsonPath()
                .getList("moves");
        assertEquals("ready", listed.get(0).get("type"), "ready is listed first");
        Map<String, Object> offer = listed.stream().filter(m -> "offerTrade".equals(m.get("type"))).findFirst()
                .orElseThrow();
        long version = t.play(0, view.jsonPath().getLong("version"), GameJson.write(offer));
        t.spectate().then().body("pending.kind", equalTo(List.of("ready", "respondTrade")));
        t.move(1, version, "{\"type\":\"ready\"}").then().statusCode(422)
                .body("code", equalTo("pendingResponse"));
        version = t.play(1, version, "{\"type\":\"respondTrade\",\"accept\":false}");
        version = t.play(1, version, "{\"type\":\"ready\"}");
        t.as(1).when().get("/v1/games/" + t.id).then().body("state.roundWindow.seats[1].ready", equalTo(true));
        t.play(0, version, "{\"type\":\"ready\"}");
        Response after = t.spectate();
        assertEquals(List.of("commit", "commit"), after.jsonPath().getList("pending.kind"));
        assertEquals(List.of(), after.jsonPath().getList("state.extras.offers"));
        List<String> types = given().when().get("/v1/games/" + t.id + "/events").jsonPath().getList("events.type");
        assertTrue(types.contains("TradeRefused"), types.toString());
        assertTrue(types.indexOf("TradeRefused") < types.indexOf("PhaseStarted"), types.toString());
    }

    /** The game is over with a winner, and its audit verifies every seal and reproduces every state. */
    private static void endedWithAVerifiedAudit(HttpGame t) {
        t.spectate().then().body("status", equalTo("finished")).body("state.result.winner", notNullValue());
        given().when().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("statesReproduced", equalTo(true));
    }
}
