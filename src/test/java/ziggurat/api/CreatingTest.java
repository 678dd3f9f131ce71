package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * Creating a game: the stack in whatever shape the ruleset defines, the ruleset's options read as strictly as
 * a move, and the warnings a ruleset gives about a game it accepts.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CreatingTest {

    private static final String TWO_SEATS = "\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]";

    private static ValidatableResponse create(String body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/games").then();
    }

    private static ValidatableResponse refused(String body, int status, String type, String code) {
        return create(body).statusCode(status)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:" + type))
                .body("code", equalTo(code));
    }

    // ---------------------------------------------------------------- the stack

    @Test
    void aStackOfTheWrongShapeIsMalformedAndTheAnswerNamesTheEntryAtFault() {
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"stack\":[\"1\",\"2\",\"3\",4]}", 400,
                "malformed-request", "INVALID_STACK")
                .body("detail", containsString("'stack[3]'"));
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"stack\":{\"deck\":[\"1\"]}}", 400,
                "malformed-request", "INVALID_STACK")
                .body("detail", containsString("'stack'"));
        refused("{\"ruleset\":\"tigris\"," + TWO_SEATS + ",\"stack\":[\"red\",{\"colour\":\"red\"}]}", 400,
                "malformed-request", "INVALID_STACK")
                .body("detail", containsString("'stack[1]'"));
    }

    @Test
    void thePlatformLimitsOnlyTheSizeAndDepthOfAStack() {
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"stack\":\"9 9 9\"}", 400, "malformed-request",
                "INVALID_STACK");
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"stack\":[[[[[[[\"1\"]]]]]]]}", 400, "malformed-request",
                "INVALID_STACK")
                .body("detail", containsString("6 deep"));
        String many = "\"1\",".repeat(2000) + "\"1\"";
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"stack\":[" + many + "]}", 400, "malformed-request",
                "INVALID_STACK")
                .body("detail", containsString("2000"));
    }

    @Test
    void aStackWhosePiecesDoNotMakeAGameIsTheRulesetsRefusal() {
        refused("{\"ruleset\":\"contest-of-kings\"," + TWO_SEATS + ",\"stack\":[\"purple\"]}", 422, "invalid-game",
                "INVALID_STACK");
    }

    @Test
    void eachRulesetPublishesTheShapeOfItsStack() {
        given().get("/v1/rulesets/tigris").then().statusCode(200)
                .body("stackSchema.type", equalTo("array"))
                .body("stackSchema.items.enum", hasItems("black", "red", "blue", "green"));
        given().get("/v1/rulesets/tally").then().statusCode(200)
                .body("stackSchema.items.type", equalTo("string"));
    }

    @Test
    void theAuditRerunsTheSetupFromTheStackAsItWasGiven() {
        HttpGame t = HttpGame.tally(2, "9", "9", "9", "8", "8", "8");
        long v = t.play(0, 3, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(1, v, "{\"type\":\"bid\",\"amount\":0}");
        v = t.play(0, v, "{\"type\":\"pass\"}");
        t.play(1, v, "{\"type\":\"pass\"}");
        given().get("/v1/games/" + t.id + "/audit").then().statusCode(200)
                .body("verified", equalTo(true))
                .body("setupReproduced", equalTo(true))
                .body("stacked", equalTo(true))
                .body("stack", contains("9", "9", "9", "8", "8", "8"));
    }

    // ---------------------------------------------------------------- seats

    @Test
    void aSeatCountTheGameIsNotPlayedWithHasOneCodeInEveryRuleset() {
        String five = "\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"},{\"name\":\"C\"},{\"name\":\"D\"},{\"name\":\"E\"}]";
        for (String ruleset : new String[] {"tigris", "contest-of-kings", "tally"}) {
            refused("{\"ruleset\":\"" + ruleset + "\"," + five + "}", 422, "invalid-game", "INVALID_SEATS");
        }
    }

    // ---------------------------------------------------------------- options

    @Test
    void optionsAreReadAsStrictlyAsAMoveAndEveryRefusalSaysINVALIDOPTIONS() {
        refused("{\"ruleset\":\"contest-of-kings\"," + TWO_SEATS + ",\"options\":{\"turbo\":true}}", 400,
                "malformed-request", "INVALID_OPTIONS")
                .body("detail", containsString("'turbo'"))
                .body("detail", containsString("twoPlayerDeckReduction, openVictoryPiles"));
        refused("{\"ruleset\":\"contest-of-kings\"," + TWO_SEATS + ",\"options\":{\"openVictoryPiles\":\"yes\"}}",
                400, "malformed-request", "INVALID_OPTIONS")
                .body("detail", containsString("'options.openVictoryPiles'"));
        refused("{\"ruleset\":\"tigris\"," + TWO_SEATS + ",\"options\":{\"dynasties\":[\"pot\",7]}}", 400,
                "malformed-request", "INVALID_OPTIONS")
                .body("detail", containsString("'options.dynasties[1]'"));
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"options\":{\"deck\":\"pinochle\"}}", 400,
                "malformed-request", "INVALID_OPTIONS")
                .body("detail", containsString("'options.deck'"))
                .body("detail", containsString("standard, prototype"));
        refused("{\"ruleset\":\"tally\"," + TWO_SEATS + ",\"options\":[]}", 400, "malformed-request",
                "INVALID_OPTIONS");
    }

    @Test
    void anOptionGivenAsNullIsRefusedRatherThanReadAsItsDefault() {
        refused("{\"ruleset\":\"contest-of-kings\"," + TWO_SEATS + ",\"options\":{\"openVictoryPiles\":null}}",
                400, "malformed-request", "INVALID_OPTIONS")
                .body("detail", containsString("leave it out"));
    }

    @Test
    void wellFormedOptionsThatMakeNoGameAreTheRulesetsRefusalWithTheSameCode() {
        refused("{\"ruleset\":\"tigris\"," + TWO_SEATS + ",\"options\":{\"dynasties\":[\"pot\",\"pot\"]}}", 422,
                "invalid-game", "INVALID_OPTIONS");
    }

    @Test
    void optionsLeftOutTakeTheirDefaultsAndTheViewShowsTheOptionsAsGiven() {
        create("{\"ruleset\":\"tigris\"," + TWO_SEATS + ",\"options\":{\"dynasties\":[\"pot\",\"lion\"]}}")
                .statusCode(201)
                .body("game.options.dynasties", contains("pot", "lion"))
                .body("game.state.seats.dynasty", contains("pot", "lion"));
        create("{\"ruleset\":\"tigris\"," + TWO_SEATS + "}").statusCode(201)
                .body("game.state.seats.dynasty", contains("archer", "bull"));
    }

    @Test
    void eachRulesetPublishesAJsonSchemaOfItsOptionsWithTheirDefaults() {
        given().get("/v1/rulesets").then().statusCode(200)
                .body("rulesets.find { it.id == 'contest-of-kings' }.optionsSchema.properties.twoPlayerDeckReduction.type",
                        equalTo("boolean"))
                .body("rulesets.find { it.id == 'contest-of-kings' }.optionsSchema.properties.twoPlayerDeckReduction.default",
                        equalTo(true))
                .body("rulesets.find { it.id == 'contest-of-kings' }.optionsSchema.additionalProperties", equalTo(false));
        given().get("/v1/rulesets/tally").then().statusCode(200)
                .body("optionsSchema.properties.deck.enum", contains("standard", "prototype"))
                .body("optionsSchema.properties.deck.default", equalTo("standard"));
        for (String id : given().get("/v1/rulesets").jsonPath().<String>getList("rulesets.id")) {
            io.restassured.path.json.JsonPath entry = given().get("/v1/rulesets/" + id).jsonPath();
            java.util.Map<String, Object> described = entry.getMap("options");
            java.util.Map<String, Object> schema = entry.getMap("optionsSchema.properties");
            org.junit.jupiter.api.Assertions.assertEquals(described.keySet(), schema.keySet(),
                    id + ": every option described is in the schema, and only those");
        }
    }
}
