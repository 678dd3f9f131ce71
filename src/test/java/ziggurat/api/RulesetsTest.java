package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RulesetsTest {

    @Test
    void listsEveryRulesetWithItsSeatsAndMoveTypes() {
        given().when().get("/v1/rulesets")
                .then().statusCode(200)
                .body("rulesets.id", hasItem("tally"))
                .body("rulesets.find { it.id == 'tally' }.minSeats", equalTo(2))
                .body("rulesets.find { it.id == 'tally' }.maxSeats", equalTo(6))
                .body("rulesets.find { it.id == 'tally' }.moveTypes", hasItems("bid", "play", "pass"));
    }

    @Test
    void oneRulesetCarriesAJsonSchemaOfItsMoves() {
        given().when().get("/v1/rulesets/tally")
                .then().statusCode(200)
                .body("moveSchema.oneOf.title", hasItems("bid", "pass", "play"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.properties.amount.type", equalTo("integer"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.required", hasItems("type", "amount"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.additionalProperties", equalTo(false));
    }

    @Test
    void anUnknownRulesetIsA404Problem() {
        given().when().get("/v1/rulesets/chess")
                .then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", startsWith("urn:ziggurat:problem:"))
                .body("type", equalTo("urn:ziggurat:problem:not-found"))
                .body("status", equalTo(404))
                .body("title", equalTo("Not found"))
                .body("detail", equalTo("There is no ruleset 'chess'."));
    }

    @Test
    void seatCountsAreListedWhereTheyAreNotARange() {
        given().when().get("/v1/rulesets")
                .then().statusCode(200)
                .body("rulesets.find { it.id == 'tally' }.seatCounts", contains(2, 3, 4, 6))
                .body("rulesets.find { it.id == 'tigris' }.seatCounts", contains(2, 3, 4))
                .body("rulesets.find { it.id == 'contest-of-kings' }.seatCounts", contains(2, 3, 4));
        given().when().get("/v1/rulesets/tally").then().body("seatCounts", contains(2, 3, 4, 6));
        HttpGame.tally(6, "1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "4", "5", "5", "5", "6", "6", "6");
        given().contentType(ContentType.JSON)
                .body("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"},"
                        + "{\"name\":\"d\"},{\"name\":\"e\"}]}")
                .when().post("/v1/games").then().statusCode(422)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_SEATS"));
    }

    @Test
    void aRulesetAddsItsOwnFieldsToItsEntryAndMoreToItsDetail() {
        given().when().get("/v1/rulesets")
                .then().statusCode(200)
                .body("rulesets.find { it.id == 'tally' }.target", equalTo(30))
                .body("rulesets.find { it.id == 'tally' }.deck.copiesOfEach", equalTo(3))
                .body("rulesets.find { it.id == 'tally' }", not(hasKey("cards")))
                .body("rulesets.find { it.id == 'tally' }.lookups", contains("cards"))
                .body("rulesets.find { it.id == 'tigris' }.lookups", empty());
        given().when().get("/v1/rulesets/tally")
                .then().statusCode(200)
                .body("target", equalTo(30))
                .body("cards", contains(1, 2, 3, 4, 5, 6, 7, 8, 9))
                .body("lookups", contains("cards"));
    }

    @Test
    void aRulesetAnswersItsOwnLookupsThroughOneRoute() {
        given().when().get("/v1/rulesets/tally/cards/7")
                .then().statusCode(200)
                .body("card", equalTo(7))
                .body("copies", equalTo(3));
    }

    @Test
    void anUnknownRulesetKindOrKeyIs404AndARefusedKeyIs422() {
        given().when().get("/v1/rulesets/chess/cards/7").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:not-found"));
        given().when().get("/v1/rulesets/tally/boards/7").then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:not-found"))
                .body("detail", equalTo("The ruleset tally looks up no 'boards'; it looks up [cards]."));
        given().when().get("/v1/rulesets/tigris/variants/veles").then().statusCode(404)
                .contentType("application/problem+json")
                .body("detail", equalTo("The ruleset tigris looks up no 'variants'; it has no lookups."));
        given().when().get("/v1/rulesets/tally/cards/10").then().statusCode(404)
                .contentType("application/problem+json")
                .body("detail", equalTo("The ruleset tally has no cards '10'."));
        given().when().get("/v1/rulesets/tally/cards/seven").then().statusCode(422)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:invalid-card"))
                .body("code", equalTo("NOT_A_CARD"))
                .body("key", equalTo("seven"));
    }

    /** [attika §1.4] the catalogue says plainly that the default set is provisional, and lists each set's SHA-256. */
    @Test
    void attikaSaysItsDefaultComponentSetIsProvisionalAndListsEachSetWithItsSha256() {
        String sha256 = ziggurat.games.attika.ComponentSets.PROVISIONAL.sha256();
        given().when().get("/v1/rulesets")
                .then().statusCode(200)
                .body("rulesets.find { it.id == 'attika' }.seatCounts", contains(2, 3, 4))
                .body("rulesets.find { it.id == 'attika' }.description", containsString("PROVISIONAL"))
                .body("rulesets.find { it.id == 'attika' }.description",
                        containsString("not the components of the published game"))
                .body("rulesets.find { it.id == 'attika' }.componentSets.id", contains("provisional"))
                .body("rulesets.find { it.id == 'attika' }.componentSets[0].provisional", equalTo(true))
                .body("rulesets.find { it.id == 'attika' }.componentSets[0].notice", containsString("STAND-IN DATA"))
                .body("rulesets.find { it.id == 'attika' }.componentSets[0].sha256", equalTo(sha256))
                .body("rulesets.find { it.id == 'attika' }.componentSets[0]", not(hasKey("data")));
        given().when().get("/v1/rulesets/attika")
                .then().statusCode(200)
                .body("description", containsString("PROVISIONAL"))
                .body("componentSets.id", contains("provisional"))
                .body("componentSets[0].provisional", equalTo(true))
                .body("componentSets[0].sha256", matchesPattern("[0-9a-f]{64}"))
                .body("componentSets[0].sha256", equalTo(sha256))
                .body("componentSets[0].data.id", equalTo("provisional"))
                .body("componentSets[0].data.buildings.size()", equalTo(30));
    }
}
