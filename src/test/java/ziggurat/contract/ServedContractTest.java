package ziggurat.contract;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Iterator;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/** What the service serves at /openapi is the committed document; Swagger UI is there to read it. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ServedContractTest {

    private static Set<String> names(JsonNode node) {
        Set<String> names = new TreeSet<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }

    @Test
    void theServedDocumentIsTheCommittedOne() throws Exception {
        JsonNode served = GameJson.MAPPER.readTree(given().accept("application/json")
                .when().get("/openapi?format=json").then().statusCode(200).extract().asString());
        JsonNode committed = Contract.document();
        assertEquals(committed.get("openapi").asText(), served.get("openapi").asText());
        assertEquals(names(committed.get("paths")), names(served.get("paths")));
        assertEquals(names(committed.at("/components/schemas")), names(served.at("/components/schemas")));
        assertEquals(committed.at("/components/schemas"), served.at("/components/schemas"));
    }

    @Test
    void swaggerUiIsServed() {
        given().when().get("/swagger-ui/").then().statusCode(200);
    }
}
