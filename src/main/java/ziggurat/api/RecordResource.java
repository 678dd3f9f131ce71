package ziggurat.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import ziggurat.play.GameRecord;
import ziggurat.play.GameRecords;

/** A finished game's record, to download and verify offline ({@code verify record.json}). */
@Path("/v1/games/{id}/record")
@Produces(MediaType.APPLICATION_JSON)
public class RecordResource {

    private final GameRecords records;

    public RecordResource(GameRecords records) {
        this.records = records;
    }

    @GET
    public Response record(@PathParam("id") String id) {
        GameRecord record = records.record(Requests.gameId(id));
        return Response.ok(record)
                .header("Content-Disposition", "inline; filename=\"" + record.ruleset().id() + "-" + record.gameId()
                        + ".json\"")
                .build();
    }
}
