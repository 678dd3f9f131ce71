package ziggurat.play;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * A ruleset may accept a game and still warn about it. The test game's prototype deck plays like the standard
 * one, but nobody checked its cards: the creator is told so when the game is created, and every view says it
 * again, also after the service has forgotten the game and read it back from the store.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class CreationWarningsTest {

    private static final String PROTOTYPE = "{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],"
            + "\"options\":{\"deck\":\"prototype\"}}";

    @Inject
    PlayService play;

    @Test
    void theCreatedGameAnswerAndItsViewCarryTheWarnings() {
        HttpGame t = HttpGame.create(PROTOTYPE);
        t.created.then().statusCode(201)
                .body("warnings.code", contains("unverifiedDeck"))
                .body("warnings[0].detail", equalTo("The prototype deck has not been checked against the printed cards."))
                .body("game.warnings.code", contains("unverifiedDeck"))
                .body("game.options.deck", equalTo("prototype"));
        t.view(0).then().statusCode(200).body("warnings.code", contains("unverifiedDeck"));
    }

    @Test
    void theWarningsSurviveAReloadFromTheStoreAndHoldAtEveryVersion() {
        HttpGame t = HttpGame.create(PROTOTYPE);
        long v = t.play(0, t.version(), "{\"type\":\"bid\",\"amount\":2}");
        play.forgetCachedGames();
        t.spectate().then().statusCode(200)
                .body("version", equalTo((int) v))
                .body("warnings.code", contains("unverifiedDeck"));
        given().get("/v1/games/" + t.id + "?version=1").then().statusCode(200)
                .body("warnings.code", contains("unverifiedDeck"));
    }

    @Test
    void aGameWithoutWarningsShowsAnEmptyList() {
        HttpGame t = HttpGame.create("{\"ruleset\":\"tally\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}");
        t.created.then().statusCode(201).body("warnings", empty()).body("game.warnings", empty());
        play.forgetCachedGames();
        t.spectate().then().statusCode(200).body("warnings", empty());
    }
}
