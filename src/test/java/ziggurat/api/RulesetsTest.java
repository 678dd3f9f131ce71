package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class RulesetsTest {

    @Test
    void lists_every_ruleset_with_its_seats_and_move_types() {
        given().when().get("/v1/rulesets")
                .then().statusCode(200)
                .body("rulesets.id", hasItem("tally"))
                .body("rulesets.find { it.id == 'tally' }.minSeats", equalTo(2))
                .body("rulesets.find { it.id == 'tally' }.maxSeats", equalTo(6))
                .body("rulesets.find { it.id == 'tally' }.moveTypes", hasItems("bid", "play", "pass"));
    }

    @Test
    void one_ruleset_carries_a_json_schema_of_its_moves() {
        given().when().get("/v1/rulesets/tally")
                .then().statusCode(200)
                .body("moveSchema.oneOf.title", hasItems("bid", "pass", "play"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.properties.amount.type", equalTo("integer"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.required", hasItems("type", "amount"))
                .body("moveSchema.oneOf.find { it.title == 'bid' }.additionalProperties", equalTo(false));
    }

    @Test
    void an_unknown_ruleset_is_a_404_problem() {
        given().when().get("/v1/rulesets/chess")
                .then().statusCode(404)
                .contentType("application/problem+json")
                .body("type", startsWith("urn:ziggurat:problem:"))
                .body("type", equalTo("urn:ziggurat:problem:not-found"))
                .body("status", equalTo(404))
                .body("title", equalTo("Not found"))
                .body("detail", equalTo("There is no ruleset 'chess'."));
    }
}
