package ziggurat.contract;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.Table;

/**
 * One answer for a place off the board, in both games: the fixed board's bounds are in the published schema,
 * so a position outside them, on either side, is a malformed move (400 naming the field); a position inside
 * them that holds nothing now is the rules' refusal (422 with the rule's code).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PositionsOverHttpTest {

    static Table game(String ruleset) {
        return Table.create("{\"ruleset\":\"" + ruleset + "\",\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]}");
    }

    static void refused(String ruleset, String move, int status, String typeOrCode, String hint) {
        Table t = game(ruleset);
        long version = t.version();
        Response r = t.move(0, version, move);
        var then = r.then().statusCode(status).contentType("application/problem+json");
        if (status == 400) {
            then.body("type", equalTo("urn:ziggurat:problem:malformed-request")).body("detail", containsString(hint));
        } else {
            then.body("code", equalTo(typeOrCode));
        }
        assertEquals(version, t.version(), "nothing changed");
    }

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"col\":8,\"row\":0}}  | 400 | | 'move.to.col' must be from 0 to 7",
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"col\":-1,\"row\":0}} | 400 | | never negative",
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"col\":2,\"row\":9}}  | 400 | | 'move.to.row' must be from 0 to 8",
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"gap\":7}}           | 400 | | 'move.to.gap' must be from 0 to 6",
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"gap\":-1}}          | 400 | | never negative",
            "contest-of-kings | {\"type\":\"playCard\",\"color\":\"red\",\"col\":8}                       | 400 | | 'move.col' must be from 0 to 7",
            "contest-of-kings | {\"type\":\"playJoiningCard\",\"color\":\"red\",\"gap\":7}                | 400 | | 'move.gap' must be from 0 to 6",
            "contest-of-kings | {\"type\":\"placeLeader\",\"leader\":\"red\",\"to\":{\"col\":2,\"row\":5}}  | 422 | NO_SUCH_POSITION |",
            "contest-of-kings | {\"type\":\"playCatastrophe\",\"at\":{\"gap\":3}}                         | 422 | NO_SUCH_POSITION |",
            "tigris           | {\"type\":\"placeTile\",\"color\":\"red\",\"at\":{\"row\":11,\"col\":0}}   | 400 | | 'move.at.row' must be from 0 to 10",
            "tigris           | {\"type\":\"placeTile\",\"color\":\"red\",\"at\":{\"row\":0,\"col\":16}}   | 400 | | 'move.at.col' must be from 0 to 15",
            "tigris           | {\"type\":\"placeTile\",\"color\":\"red\",\"at\":{\"row\":-1,\"col\":0}}   | 400 | | never negative",
            "tigris           | {\"type\":\"placeCatastrophe\",\"at\":{\"row\":3,\"col\":16}}             | 400 | | 'move.at.col' must be from 0 to 15",
    })
    void off_the_board_is_400_naming_the_field_and_inside_it_the_rules_answer(String ruleset, String move, int status,
                                                                               String code, String hint) {
        refused(ruleset, move, status, code, hint);
    }
}
