package ziggurat.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import ziggurat.play.PlayService;
import ziggurat.play.Problem;

/**
 * The viewer: a few plain files (HTML, CSS, one script) that draw any game from the public API, step through its
 * history, and let a seat play at the table, claim a seat, find games in the lobby and create one. Pages for people,
 * not part of the API: the script reads only the documented {@code /v1} routes, the same a frontend would.
 *
 * <p>The files are laid out as they are served, with relative links only, so the same files work from any static
 * server on any origin ({@code game.html?game=<id>&api=<the service's base URL>}); served from here they need no
 * {@code api}. Everything the page needs comes from here; the Content-Security-Policy lets it load nothing from
 * elsewhere.
 */
@Path("/viewer")
public class ViewerResource {

    private static final String HTML = "text/html; charset=utf-8";
    /** The pages, by the name a static server would give them. */
    private static final Map<String, String> PAGES = Map.of(
            "games.html", "games.html",
            "game.html", "game.html",
            "create.html", "create.html");
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

    /**
     * The recent games and the lobby. Its links are relative, so the list is served at {@code /viewer/}: the address
     * without the slash is sent there.
     */
    @GET
    public Response games(@Context UriInfo uri) {
        if (!uri.getRequestUri().getPath().endsWith("/")) {
            return Response.status(Response.Status.MOVED_PERMANENTLY).location(URI.create("/viewer/")).build();
        }
        return file("games.html", HTML);
    }

    /** One game's table and replay, or one of the pages by its file name; an unknown game is a 404, not a blank page. */
    @GET
    @Path("{id}")
    public Response game(@PathParam("id") String id) {
        String page = PAGES.get(id);
        if (page != null) {
            return file(page, HTML);
        }
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
        return file("assets/" + name, type);
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
