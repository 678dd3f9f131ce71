package ziggurat.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import ziggurat.play.PlayService;
import ziggurat.play.Problem;

/**
 * The replay viewer: a few plain files (HTML, CSS, one script) that draw any game from the public API and step
 * through its history. Pages for people, not part of the API: the script reads only the documented {@code /v1}
 * routes, the same a frontend would. Everything the page needs comes from here; the Content-Security-Policy lets it
 * load nothing from elsewhere.
 */
@Path("/viewer")
public class ViewerResource {

    private static final String HTML = "text/html; charset=utf-8";
    /** The page's files, by name, with their media types; nothing else under /viewer/assets is served. */
    private static final Map<String, String> ASSETS = Map.of(
            "viewer.js", "text/javascript; charset=utf-8",
            "viewer.css", "text/css; charset=utf-8");
    private static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
            + " connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    private final PlayService play;

    public ViewerResource(PlayService play) {
        this.play = play;
    }

    /** The recent games, each a link to its replay. */
    @GET
    public Response games() {
        return file("games.html", HTML);
    }

    /** One game's replay; an unknown game is a 404 here rather than a blank page. */
    @GET
    @Path("{id}")
    public Response game(@PathParam("id") String id) {
        play.view(Requests.gameId(id), Optional.empty(), OptionalLong.empty());
        return file("game.html", HTML);
    }

    @GET
    @Path("assets/{name}")
    public Response asset(@PathParam("name") String name) {
        String type = ASSETS.get(name);
        if (type == null) {
            throw Problem.notFound("The viewer has no file '" + name + "'.");
        }
        return file(name, type);
    }

    private static Response file(String name, String type) {
        try (InputStream in = ViewerResource.class.getResourceAsStream("/ziggurat/viewer/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the viewer's " + name + " is missing from the build");
            }
            return Response.ok(in.readAllBytes(), type)
                    .header("Content-Security-Policy", POLICY)
                    .header("X-Content-Type-Options", "nosniff")
                    .header("Cache-Control", "no-cache")
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
