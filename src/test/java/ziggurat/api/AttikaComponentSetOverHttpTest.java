package ziggurat.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;
import ziggurat.support.HttpGame;

/**
 * [attika §1.2, §1.3, §1.4, §8.5] An Attika game created with a component set the caller supplies as data: the view
 * names it as the caller's (never as the provisional default), the legal moves price builds by its costs, a whole
 * game on it (five buildings a seat, by a stack, to keep it short) ends and its audit reproduces the setup from the
 * set stored with the game. A set that breaks several
 * checks at once is refused with one answer listing every problem, and nothing is written.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AttikaComponentSetOverHttpTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The shipped provisional set, as plain JSON a caller could start from. */
    static ObjectNode provisionalSet() {
        try (InputStream in = AttikaComponentSetOverHttpTest.class
                .getResourceAsStream("/ziggurat/games/attika/provisional.json")) {
            return (ObjectNode) JSON.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ObjectNode building(ObjectNode set, String id) {
        for (JsonNode b : set.get("buildings")) {
            if (b.get("id").asText().equals(id)) {
                return (ObjectNode) b;
            }
        }
        throw new AssertionError(id);
    }

    /**
     * A set of the caller's own, with no stand-ins: every building but the roads costs one mountain, so it is
     * cheap and is told from the provisional set by every price.
     */
    static ObjectNode oneMountainSet() {
        ObjectNode set = provisionalSet();
        set.put("id", "one-mountain");
        set.put("name", "Every building one mountain");
        set.put("provisional", false);
        set.remove("notice");
        for (JsonNode b : set.get("buildings")) {
            ObjectNode building = (ObjectNode) b;
            if (!building.get("group").asText().equals("roads")) {
                building.set("cost", JSON.createObjectNode().put("mountain", 1));
            }
            building.set("provisional", JSON.createArrayNode());
        }
        set.get("mapTiles").forEach(t -> ((ObjectNode) t).set("provisional", JSON.createArrayNode()));
        set.get("layouts").forEach(l -> ((ObjectNode) l).set("provisional", JSON.createArrayNode()));
        return set;
    }

    static String body(int seats, String seed, JsonNode componentSet) {
        return request(seats, seed, componentSet).toString();
    }

    static ObjectNode request(int seats, String seed, JsonNode componentSet) {
        ObjectNode body = JSON.createObjectNode().put("ruleset", "attika").put("seed", seed);
        ArrayNode names = body.putArray("seats");
        for (int i = 0; i < seats; i++) {
            names.addObject().put("name", "Polis " + i);
        }
        body.putObject("options").set("componentSet", componentSet);
        return body;
    }

    /**
     * [attika §8.5, D33, D34] each seat plays with five of the set's buildings (two main buildings, a corn field, a
     * mill and a village, each costing one mountain), so a whole game over HTTP takes a few dozen moves; the cards
     * and the map come from the seed.
     */
    static ObjectNode fiveBuildingsEach(ObjectNode request, int seats) {
        ArrayNode buildings = request.putObject("stack").putArray("buildings");
        for (int i = 0; i < seats; i++) {
            ObjectNode piles = buildings.addObject();
            piles.putArray("main").add("sup-well").add("def-quarry");
            piles.putArray("A").add("sup-cornfield").add("sup-mill").add("sup-village");
            piles.putArray("B");
            piles.putArray("C");
        }
        return request;
    }

    @Test
    @DisplayName("[attika §1.4, D5] a caller's set is shown as the caller's, its prices follow its costs, a whole "
            + "game ends and the audit reproduces the setup from the stored set")
    void aGameOnACallersSetIsPricedByItAndReplaysFromIt() {
        HttpGame t = HttpGame.create(fiveBuildingsEach(request(2, "custom-set-over-http", oneMountainSet()), 2)
                .toString());

        // every view names the caller's set, and none calls it the provisional default
        t.created.then().body("game.warnings.code", hasItem("callerComponentSet"))
                .body("game.warnings.code", not(hasItem("provisionalComponentSet")));
        String sha256 = null;
        for (Response view : List.of(t.view(0), t.view(1), t.spectate())) {
            view.then().statusCode(200)
                    .body("warnings.code", hasItem("callerComponentSet"))
                    .body("warnings.code", not(hasItem("provisionalComponentSet")))
                    .body("state.componentSet.id", equalTo("one-mountain"))
                    .body("state.componentSet.name", equalTo("Every building one mountain"))
                    .body("state.componentSet.provisional", equalTo(false))
                    .body("state.componentSet.source", equalTo("caller"));
            sha256 = view.jsonPath().getString("state.componentSet.sha256");
        }
        JsonPath catalogue = given().when().get("/v1/rulesets/attika").jsonPath();
        assertEquals(List.of("provisional"), catalogue.getList("componentSets.id"),
                "a caller's set is the game's own: the catalogue still lists only the shipped sets");
        assertNotEquals(catalogue.getString("componentSets[0].sha256"), sha256);

        // the first seat's builds are priced by one mountain each, less the mountains the map shows
        int seat = t.spectate().jsonPath().getInt("pending[0].seat");
        JsonPath mine = t.view(seat).jsonPath();
        Map<String, String> resources = new HashMap<>();
        for (Map<String, Object> hex : mine.<Map<String, Object>>getList("state.map.hexes")) {
            resources.put(hex.get("q") + "," + hex.get("r"), (String) hex.get("resource"));
        }
        int mountainsInHand = mine.getInt("state.players[" + seat + "].hand.mountain");
        JsonPath legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves").jsonPath();
        List<Map<String, Object>> moves = legal.getList("moves");
        List<Map<String, Object>> details = legal.getList("details");
        int priced = 0;
        for (int i = 0; i < moves.size(); i++) {
            Map<String, Object> move = moves.get(i);
            if (!"build".equals(move.get("type")) || ((String) move.get("building")).startsWith("rd-")) {
                continue;
            }
            @SuppressWarnings("unchecked")
            Map<String, Integer> at = (Map<String, Integer>) move.get("at");
            boolean mountainNear = false;
            for (int[] d : new int[][] {{0, 0}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}) {
                mountainNear |= "mountain".equals(resources.get((at.get("q") + d[0]) + "," + (at.get("r") + d[1])));
            }
            int missing = mountainNear ? 0 : 1;
            Map<String, Object> price = details.get(i);
            String where = move.get("building") + " at " + at + ": " + price;
            assertEquals(false, price.get("free"), where);
            assertEquals(false, price.get("provisional"), "no cost of the caller's set is a stand-in: " + where);
            assertEquals(Map.of("water", 0, "forest", 0, "hill", 0, "mountain", missing), price.get("remainder"),
                    where);
            assertEquals(0, price.get("remainderAny"), where);
            assertEquals(0, price.get("surcharge"), "the first building founds no settlement to pay for: " + where);
            int cards = missing == 0 ? 0 : mountainsInHand > 0 ? 1 : 2;
            assertEquals(cards, price.get("cards"), "one mountain card, or any two cards: " + where);
            priced++;
        }
        assertTrue(priced > 0, "the first seat can afford a building: " + moves);

        // played to the end with random legal moves
        JsonPath end = playOut(t, new Random(14), 500);
        assertNotNull(end, "the game ended");
        assertEquals("finished", end.getString("status"));
        assertEquals(2, end.getList("outcome.ranking").size());
        assertTrue(Set.of("allBuilt", "shrinesConnected").contains(end.getString("outcome.reason")));
        if (end.getString("outcome.reason").equals("allBuilt")) {
            assertTrue(end.getList("state.result.built", Integer.class).contains(5),
                    "the winner has built all five of its buildings in the game: " + end.getList("state.result.built"));
        }

        Response audit = given().when().get("/v1/games/" + t.id + "/audit");
        audit.then().statusCode(200)
                .body("verified", equalTo(true))
                .body("chainIntact", equalTo(true))
                .body("statesReproduced", equalTo(true))
                .body("commitmentMatches", equalTo(true))
                .body("setupReproduced", equalTo(true))
                .body("stacked", equalTo(true))
                .body("events[0].type", equalTo("GameStarted"))
                .body("events[0].data.componentSetSource", equalTo("caller"))
                .body("events[0].data.sha256", equalTo(sha256))
                .body("events[0].data.componentSet.id", equalTo("one-mountain"));
        List<Map<String, Object>> stored = audit.jsonPath().getList("events[0].data.componentSet.buildings");
        assertEquals(30, stored.size(), "the first event embeds the whole set");
        for (Map<String, Object> b : stored) {
            Object cost = ((String) b.get("id")).startsWith("rd-") ? Map.of("any", 5) : Map.of("mountain", 1);
            assertEquals(cost, b.get("cost"), "the stored set keeps the caller's costs: " + b);
        }
    }

    /**
     * Random legal moves until the game ends, as a lean client plays: minimal answers, and the mover's next legal
     * moves taken from the answer while the turn is still theirs. The finished view, or null if it did not end.
     */
    static JsonPath playOut(HttpGame t, Random random, int maxMoves) {
        int seat = t.spectate().jsonPath().getInt("pending[0].seat");
        JsonPath legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves").jsonPath();
        for (int n = 0; n < maxMoves; n++) {
            List<Object> moves = legal.getList("moves");
            assertFalse(moves.isEmpty(), "a pending seat always has a legal move");
            Response answer = t.as(seat).contentType(ContentType.JSON).header("Prefer", "return=minimal")
                    .body("{\"expectedVersion\":" + legal.getLong("version") + ",\"move\":"
                            + GameJson.write(moves.get(random.nextInt(moves.size()))) + "}")
                    .when().post("/v1/games/" + t.id + "/moves");
            answer.then().statusCode(200);
            JsonPath a = answer.jsonPath();
            if (a.getList("events.type").contains("GameEnded")) {
                return t.spectate().jsonPath();
            }
            if (a.get("legalMoves") != null) {
                legal = a.setRootPath("legalMoves");
            } else {
                seat = t.spectate().jsonPath().getInt("pending[0].seat");
                legal = t.as(seat).when().get("/v1/games/" + t.id + "/legal-moves").jsonPath();
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- refusals

    private static Response create(String body) {
        return given().contentType(ContentType.JSON).body(body).when().post("/v1/games");
    }

    /** The newest Attika game, to show that a refused creation wrote nothing. */
    private static String newestAttikaGame() {
        return given().when().get("/v1/games?ruleset=attika&limit=1").jsonPath().getString("games[0].id");
    }

    @Test
    @DisplayName("[attika §1.3, §9.12] a set breaking several checks is one 422 listing every problem, and no game "
            + "is created")
    void aSetBreakingSeveralChecksListsEveryProblemAndWritesNothing() {
        HttpGame before = HttpGame.create(body(2, "before-the-refusals", JSON.getNodeFactory().textNode("provisional")));
        assertEquals(before.id, newestAttikaGame());

        ObjectNode set = provisionalSet();
        building(set, "cty-agora").set("arrowsFrom", JSON.createArrayNode().add("cty-temple"));
        building(set, "rd-road-2").set("cost", JSON.createObjectNode().put("any", 4));
        building(set, "sup-mill").set("cost", JSON.createObjectNode().put("water", 1).put("gold", 1));
        building(set, "sup-village").put("colour", "red");
        ((ArrayNode) set.get("mapTiles")).remove(21);
        ObjectNode s1 = (ObjectNode) set.get("layouts").get("2").get("shrines").get(0);
        s1.put("q", 0).put("r", 1);
        set.put("provisional", false);

        Response refused = create(body(2, "a-broken-set", set));
        refused.then().statusCode(422)
                .contentType("application/problem+json")
                .body("type", equalTo("urn:ziggurat:problem:invalid-game"))
                .body("code", equalTo("INVALID_COMPONENT_SET"))
                .body("detail", containsString("fails 7 checks"));
        List<Map<String, String>> problems = refused.jsonPath().getList("problems");
        assertEquals(List.of(
                Map.of("check", "V5", "entry", "buildings[2] sup-mill",
                        "detail", "cost key 'gold' is not water, forest, hill, mountain or any"),
                Map.of("check", "V1", "entry", "buildings[3] sup-village", "detail", "unknown field 'colour'"),
                Map.of("check", "V5", "entry", "buildings[13] rd-road-2", "detail", "a road costs exactly {\"any\": 5}"),
                Map.of("check", "V7", "entry", "buildings[20] cty-agora",
                        "detail", "a main building has no arrows pointing at it, so arrowsFrom must be empty"),
                Map.of("check", "V9", "entry", "mapTiles", "detail", "there are 21 map tiles, not 22"),
                Map.of("check", "V11", "entry", "layouts.2 S1", "detail", "(0,1) is covered by a start tile"),
                Map.of("check", "V12", "entry", "provisional",
                        "detail", "an entry marks values as stand-ins, so the set's 'provisional' must be true")),
                problems);
        assertEquals(before.id, newestAttikaGame(), "a refused creation writes no game");
    }

    /** The published schema of Attika's options, from the committed contract, read as OpenAPI 3.1 reads it. */
    static com.networknt.schema.Schema publishedOptions() {
        String iri = "urn:ziggurat:contract";
        return com.networknt.schema.SchemaRegistry.withDefaultDialect(
                        com.networknt.schema.SpecificationVersion.DRAFT_2020_12,
                        registry -> registry.schemas(Map.of(iri, ziggurat.contract.Contract.document().toString())))
                .getSchema("{\"$ref\": \"" + iri + "#/components/schemas/AttikaOptions\"}");
    }

    @Test
    @DisplayName("[attika §8.5] the published options schema types componentSet as the service reads it: a shipped "
            + "set's id or a whole set passes both, a malformed one is refused by both, 400 INVALID_OPTIONS")
    void thePublishedSchemaAndTheServiceAgreeOnComponentSet() {
        com.networknt.schema.Schema schema = publishedOptions();
        ObjectNode withoutNotice = oneMountainSet();
        for (JsonNode accepted : List.of(JSON.getNodeFactory().textNode("provisional"), provisionalSet(),
                withoutNotice)) {
            ObjectNode options = JSON.createObjectNode().set("componentSet", accepted);
            assertEquals(List.of(), schema.validate(options), "the schema takes " + abbreviated(options));
            HttpGame.create(request(2, "schema-agrees", accepted).toString()).created.then().statusCode(201);
        }
        ObjectNode noVersion = oneMountainSet();
        noVersion.remove("version");
        ObjectNode extraField = oneMountainSet();
        extraField.put("colour", "red");
        for (JsonNode malformed : List.of(JSON.getNodeFactory().numberNode(42),
                JSON.createArrayNode().add("provisional"), JSON.getNodeFactory().booleanNode(true),
                JSON.createObjectNode())) {
            ObjectNode options = JSON.createObjectNode().set("componentSet", malformed);
            assertFalse(schema.validate(options).isEmpty(), "the schema refuses " + options);
            create(request(2, "schema-agrees", malformed).toString()).then().statusCode(
                            malformed.isObject() ? 422 : 400)
                    .contentType("application/problem+json")
                    .body("code", equalTo(malformed.isObject() ? "INVALID_COMPONENT_SET" : "INVALID_OPTIONS"));
        }
        for (ObjectNode misshapen : List.of(noVersion, extraField)) {
            ObjectNode options = JSON.createObjectNode().set("componentSet", misshapen);
            assertFalse(schema.validate(options).isEmpty(), "the schema refuses a set without a version or with"
                    + " a field no set has");
            create(request(2, "schema-agrees", misshapen).toString()).then().statusCode(422)
                    .contentType("application/problem+json").body("code", equalTo("INVALID_COMPONENT_SET"))
                    .body("problems.check", hasItem("V1"));
        }
        // an id no set has: the schema names the shipped ones, the service refuses it as no game it can set up
        ObjectNode unknown = JSON.createObjectNode().put("componentSet", "published");
        assertFalse(schema.validate(unknown).isEmpty(), "the schema lists the shipped ids");
    }

    private static String abbreviated(JsonNode value) {
        String text = value.toString();
        return text.length() > 120 ? text.substring(0, 120) + "…" : text;
    }

    @Test
    @DisplayName("[attika §8.5] options of the wrong shape are 400 INVALID_OPTIONS naming the option")
    void malformedOptionsAre400AndNameTheOption() {
        String newest = HttpGame.create(body(2, "before-the-malformed", oneMountainSet())).id;
        for (String[] c : new String[][] {
                {"{\"componentSet\":42}", "'options.componentSet'"},
                {"{\"componentSet\":[\"provisional\"]}", "'options.componentSet'"},
                {"{\"componentSet\":true}", "'options.componentSet'"},
                {"{\"layout\":\"two\"}", "'options.layout'"},
                {"{\"startSeat\":0.5}", "'options.startSeat'"},
                {"{\"colours\":[\"red\"]}", "'colours'"},
                {"{\"componentSet\":null}", "leave it out"}}) {
            create("{\"ruleset\":\"attika\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],\"options\":" + c[0] + "}")
                    .then().statusCode(400)
                    .contentType("application/problem+json")
                    .body("type", equalTo("urn:ziggurat:problem:malformed-request"))
                    .body("code", equalTo("INVALID_OPTIONS"))
                    .body("detail", containsString(c[1]));
        }
        // well formed, but naming no shipped set
        create("{\"ruleset\":\"attika\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}],"
                + "\"options\":{\"componentSet\":\"published\"}}")
                .then().statusCode(422)
                .body("code", equalTo("INVALID_OPTIONS"))
                .body("detail", containsString("'published'"));
        // a set of the wrong shape inside is the set's check V1, each entry at fault named
        ObjectNode set = oneMountainSet();
        set.put("version", "one");
        building(set, "def-quarry").put("main", "yes");
        ((ObjectNode) set.get("mapTiles").get(0)).put("hexes", "water");
        Response refused = create(body(2, "a-misshapen-set", set));
        refused.then().statusCode(422).body("code", equalTo("INVALID_COMPONENT_SET"));
        Set<Map<String, String>> problems = new HashSet<>(refused.jsonPath().getList("problems"));
        assertTrue(problems.contains(Map.of("check", "V1", "entry", "set", "detail", "'version' must be a whole number")),
                problems.toString());
        assertTrue(problems.contains(Map.of("check", "V1", "entry", "buildings[4] def-quarry",
                "detail", "'main' must be true or false")), problems.toString());
        assertTrue(problems.contains(Map.of("check", "V1", "entry", "mapTiles[0] T01",
                "detail", "'hexes' must be an array")), problems.toString());
        assertEquals(newest, newestAttikaGame(), "a refused creation writes no game");
    }
}
