package ziggurat.support;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;

/**
 * A game at the table, driven over HTTP as a frontend would: who sits where, their tokens, and small
 * verbs for the requests the tests repeat.
 */
public final class HttpGame {

    public final String id;
    public final List<String> tokens;
    public final Response created;

    private HttpGame(String id, List<String> tokens, Response created) {
        this.id = id;
        this.tokens = tokens;
        this.created = created;
    }

    /** Creates a game from a raw JSON body and checks it was created. */
    public static HttpGame create(String body) {
        Response r = given().contentType(ContentType.JSON).body(body).when().post("/v1/games");
        if (r.statusCode() != 201) {
            throw new AssertionError("creation failed: " + r.statusCode() + " " + r.asString());
        }
        List<String> tokens = new ArrayList<>(r.jsonPath().getList("seats.token", String.class));
        return new HttpGame(r.jsonPath().getString("id"), tokens, r);
    }

    /** A Tally game whose deck is exactly {@code stack}. */
    public static HttpGame tally(int seats, String... stack) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"P").append(i).append("\"}");
        }
        StringBuilder deck = new StringBuilder();
        for (int i = 0; i < stack.length; i++) {
            deck.append(i == 0 ? "" : ",").append('"').append(stack[i]).append('"');
        }
        return create("{\"ruleset\":\"tally\",\"seats\":[" + names + "],\"stack\":[" + deck + "]}");
    }

    public RequestSpecification as(int seat) {
        return given().header("Authorization", "Bearer " + tokens.get(seat));
    }

    public Response move(int seat, long expectedVersion, String moveJson) {
        return as(seat).contentType(ContentType.JSON)
                .body("{\"expectedVersion\":" + expectedVersion + ",\"move\":" + moveJson + "}")
                .when().post("/v1/games/" + id + "/moves");
    }

    /** A move that must be accepted; returns the new version. */
    public long play(int seat, long expectedVersion, String moveJson) {
        Response r = move(seat, expectedVersion, moveJson);
        if (r.statusCode() != 200) {
            throw new AssertionError("move refused: " + r.statusCode() + " " + r.asString());
        }
        return r.jsonPath().getLong("version");
    }

    public Response view(int seat) {
        return as(seat).when().get("/v1/games/" + id);
    }

    public Response spectate() {
        return given().when().get("/v1/games/" + id);
    }

    public long version() {
        return spectate().jsonPath().getLong("version");
    }
}
