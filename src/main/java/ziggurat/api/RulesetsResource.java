package ziggurat.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import ziggurat.play.Problem;
import ziggurat.play.RulesetCatalogue;
import ziggurat.play.RulesetCatalogue.RulesetDetail;
import ziggurat.play.RulesetCatalogue.RulesetSummary;

@Path("/v1/rulesets")
@Produces(MediaType.APPLICATION_JSON)
public class RulesetsResource {

    private final RulesetCatalogue catalogue;

    public RulesetsResource(RulesetCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    @GET
    public RulesetList list() {
        return new RulesetList(catalogue.summaries());
    }

    @GET
    @Path("{ruleset}")
    public RulesetDetail one(@PathParam("ruleset") String id) {
        return catalogue.detail(id).orElseThrow(() -> Problem.notFound("There is no ruleset '" + id + "'."));
    }

    /** A ruleset's own lookup, such as Qin's variant names: whatever JSON the ruleset answers with. */
    @GET
    @Path("{ruleset}/{kind}/{key}")
    public Object lookup(@PathParam("ruleset") String id, @PathParam("kind") String kind,
                         @PathParam("key") String key) {
        return catalogue.lookup(id, kind, key);
    }

    public record RulesetList(List<RulesetSummary> rulesets) {
    }
}
