package ziggurat.api;

import io.smallrye.common.annotation.Blocking;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.Uni;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import ziggurat.play.Answers.CreatedGame;
import ziggurat.play.Answers.EventPage;
import ziggurat.play.Answers.GameList;
import ziggurat.play.Audit;
import ziggurat.play.Followers;
import ziggurat.play.MoveOutcome;
import ziggurat.play.PlayService;
import ziggurat.play.PlayService.WrittenView;
import ziggurat.play.Problem;
import ziggurat.play.Seating;

/** The games: create, list, look, move, follow, audit. Each method maps HTTP to the play service and back. */
@Path("/v1/games")
@Produces(MediaType.APPLICATION_JSON)
public class GamesResource {

    private static final int MAX_WAIT_SECONDS = 60;

    private final PlayService play;
    private final Audit audit;
    private final Followers followers;
    private final BodyLimit limit;
    private final LongPoll longPoll;
    private final Limits limits;
    private final Compression compression;
    /** A stream with no event for this long is ended (see docs/security.md). */
    @org.eclipse.microprofile.config.inject.ConfigProperty(name = "ziggurat.limits.stream-idle-seconds")
    long streamIdleSeconds;
    /**
     * Moves and legal-move lists decided on the event loop when they need no blocking call (a cached game, see
     * PlayService#moveWithoutBlocking), the default; false serves them all on a worker thread.
     */
    @org.eclipse.microprofile.config.inject.ConfigProperty(name = "ziggurat.event-loop-moves", defaultValue = "true")
    boolean onEventLoop;

    public GamesResource(PlayService play, Audit audit, Followers followers, BodyLimit limit, LongPoll longPoll,
                         Limits limits, Compression compression) {
        this.limits = limits;
        this.compression = compression;
        this.play = play;
        this.audit = audit;
        this.followers = followers;
        this.limit = limit;
        this.longPoll = longPoll;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(@HeaderParam("Content-Type") String contentType, byte[] body,
                           @Context HttpServerRequest request) {
        Requests.jsonBody(contentType);
        CreatedGame created;
        try {
            created = play.create(checkedSize(body), limits.waitingQuota(request));
        } catch (PlayService.WaitingCapReached atCap) {
            return limits.refuseWaitingGame();
        }
        return Response.created(URI.create("/v1/games/" + created.id()))
                .tag(new EntityTag(Requests.viewTag(created.version(), null)))
                .entity(created).build();
    }

    @GET
    public GameList list(@QueryParam("ruleset") String ruleset, @QueryParam("status") String status,
                         @QueryParam("cursor") String cursor, @QueryParam("limit") String limit) {
        return play.list(Requests.text(ruleset), Requests.text(status), Requests.text(cursor),
                (int) Requests.number(limit, "limit", 50, 1, 200));
    }

    @GET
    @Path("{id}")
    public Response view(@PathParam("id") String id, @QueryParam("version") String version,
                         @HeaderParam("Authorization") String authorization,
                         @HeaderParam("If-None-Match") String ifNoneMatch,
                         @HeaderParam("Accept-Encoding") String acceptEncoding) {
        OptionalLong at = Requests.optionalNumber(version, "version", 1, Long.MAX_VALUE);
        WrittenView view = play.view(Requests.gameId(id), Requests.bearer(authorization), at);
        boolean gzip = compression.gzip(acceptEncoding, view.json().length);
        String viewTag = Requests.viewTag(view.version(), view.you());
        // the tag of the form that would be sent: the gzip form's is its own (see Compression)
        String sentTag = gzip ? Compression.gzipTag(viewTag) : viewTag;
        EntityTag tag = new EntityTag(sentTag);
        String vary = compression.enabled() ? "Authorization, Accept-Encoding" : "Authorization";
        if (ifNoneMatch != null && Requests.noneMatchNames(ifNoneMatch, sentTag)) {
            return Response.notModified(tag).header("Vary", vary).build();
        }
        // written once per game, version and viewer (play/WrittenViews), and gzipped once, sent as they were written
        return written(view.written(), gzip).tag(tag).header("Vary", vary).build();
    }

    /** An answer already written, as JSON or gzipped JSON. */
    private static Response.ResponseBuilder written(ziggurat.play.Written written, boolean gzip) {
        return gzip ? Response.ok(written.gzip(), MediaType.APPLICATION_JSON).header("Content-Encoding", "gzip")
                : Response.ok(written.plain(), MediaType.APPLICATION_JSON);
    }

    @POST
    @Path("{id}/moves")
    @Consumes(MediaType.APPLICATION_JSON)
    public Uni<Response> move(@PathParam("id") String id, @HeaderParam("Authorization") String authorization,
                              @HeaderParam("If-Match") String ifMatch,
                              @HeaderParam("Idempotency-Key") String idempotencyKey,
                              @HeaderParam("Prefer") List<String> prefer,
                              @HeaderParam("Content-Type") String contentType, byte[] body) {
        Requests.jsonBody(contentType);
        boolean minimal = Requests.prefersMinimal(prefer);
        UUID game = Requests.gameId(id);
        Optional<String> token = Requests.bearer(authorization);
        OptionalLong version = Requests.ifMatch(ifMatch);
        Optional<String> key = Optional.ofNullable(idempotencyKey);
        byte[] checked = checkedSize(body);
        Executor loop = eventLoop();
        if (loop != null) {
            Optional<CompletableFuture<MoveOutcome>> decided = play.moveWithoutBlocking(game, token, version, key,
                    checked, minimal, loop, workers());
            if (decided.isPresent()) {
                return Uni.createFrom().completionStage(decided.get()).map(GamesResource::moveAnswer);
            }
        }
        return Uni.createFrom().item(() -> moveAnswer(play.move(game, token, version, key, checked, minimal)))
                .runSubscriptionOn(workers());
    }

    /** The worker threads that serve every request that may block: Quarkus' own pool, as it is set at start. */
    private static Executor workers() {
        return Infrastructure.getDefaultWorkerPool();
    }

    private static Response moveAnswer(MoveOutcome outcome) {
        if (outcome.replayed()) {
            // a remembered answer is replayed as it was first given, refusal or acceptance, minimal or full
            Response.ResponseBuilder replay = Response.status(outcome.status())
                    .type(outcome.status() >= 400 ? ProblemJson.MEDIA_TYPE : MediaType.APPLICATION_JSON)
                    .header("Idempotent-Replayed", "true").header("Vary", "Prefer").entity(outcome.json());
            if (outcome.minimal()) {
                replay.header("Preference-Applied", "return=minimal");
            }
            return replay.build();
        }
        Response.ResponseBuilder answer = Response.ok(outcome.json(), MediaType.APPLICATION_JSON).header("Vary", "Prefer");
        if (outcome.minimal()) {
            answer.header("Preference-Applied", "return=minimal");
        } else {
            answer.tag(new EntityTag(Requests.viewTag(outcome.version(), outcome.you())));
        }
        return answer.build();
    }

    /**
     * The request's event loop, to finish a move or a legal-moves answer on when it was decided without a blocking
     * call; null when that path is switched off (or this is not an event loop), and the worker serves everything.
     */
    private Executor eventLoop() {
        if (!onEventLoop || !io.vertx.core.Context.isOnEventLoopThread()) {
            return null;
        }
        io.vertx.core.Context context = Vertx.currentContext();
        return context == null ? null : task -> context.runOnContext(ignored -> task.run());
    }

    /** The caller's seat resigns; no body, no version: a seat may leave at any moment. */
    @POST
    @Path("{id}/resign")
    public Response resign(@PathParam("id") String id, @HeaderParam("Authorization") String authorization) {
        return tableAnswer(play.resign(Requests.gameId(id), Requests.bearer(authorization)));
    }

    /**
     * The caller's seat aborts the game, which ends with no result; only early on (see the contract). While the game
     * waits for players, its creator token calls it off too.
     */
    @POST
    @Path("{id}/abort")
    public Response abort(@PathParam("id") String id, @HeaderParam("Authorization") String authorization) {
        UUID game = Requests.gameId(id);
        Optional<String> token = Requests.bearer(authorization);
        return tableAnswer(play.abort(game, token));
    }

    /** A player claims an open seat, with its invitation or, in a listed game, by its number; the token is shown once. */
    @POST
    @Path("{id}/claims")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response claim(@PathParam("id") String id, @HeaderParam("Content-Type") String contentType, byte[] body) {
        Requests.jsonBody(contentType);
        UUID game = Requests.gameId(id);
        Seating.Claimed claimed = play.claim(game, checkedSize(body));
        return Response.created(URI.create("/v1/games/" + game)).entity(claimed).build();
    }

    private static Response tableAnswer(MoveOutcome outcome) {
        return Response.ok(outcome.json(), MediaType.APPLICATION_JSON)
                .tag(new EntityTag(Requests.viewTag(outcome.version(), outcome.you())))
                .build();
    }

    @GET
    @Path("{id}/legal-moves")
    public Uni<Response> legalMoves(@PathParam("id") String id, @HeaderParam("Authorization") String authorization,
                                    @HeaderParam("Accept-Encoding") String acceptEncoding) {
        UUID game = Requests.gameId(id);
        Optional<String> token = Requests.bearer(authorization);
        Executor loop = eventLoop();
        if (loop != null) {
            Optional<CompletableFuture<ziggurat.play.Written>> listed =
                    play.legalMovesWithoutBlocking(game, token, loop, workers());
            if (listed.isPresent()) {
                return Uni.createFrom().completionStage(listed.get())
                        .map(moves -> legalMovesAnswer(moves, acceptEncoding));
            }
        }
        return Uni.createFrom().item(() -> legalMovesAnswer(play.writtenLegalMoves(game, token), acceptEncoding))
                .runSubscriptionOn(workers());
    }

    private Response legalMovesAnswer(ziggurat.play.Written moves, String acceptEncoding) {
        // written once per game, version and seat (play/WrittenViews), and gzipped once, sent as they were written
        return written(moves, compression.gzip(acceptEncoding, moves.plain().length)).build();
    }

    @GET
    @Path("{id}/events")
    public Uni<EventPage> events(@PathParam("id") String id, @QueryParam("after") String after,
                                 @QueryParam("limit") String limit, @QueryParam("wait") String wait,
                                 @HeaderParam("Authorization") String authorization) {
        UUID game = Requests.gameId(id);
        Optional<String> token = Requests.bearer(authorization);
        long from = Requests.number(after, "after", 0, 0, Long.MAX_VALUE);
        int max = (int) Requests.number(limit, "limit", 100, 1, 1000);
        long waitSeconds = Requests.number(wait, "wait", 0, 0, MAX_WAIT_SECONDS);
        return longPoll.poll(game, token, from, max, System.nanoTime() + Duration.ofSeconds(waitSeconds).toNanos());
    }

    @GET
    @Path("{id}/events/stream")
    @Produces(MediaType.SERVER_SENT_EVENTS)
    @Blocking
    public Multi<OutboundSseEvent> stream(@PathParam("id") String id, @QueryParam("after") String after,
                                          @HeaderParam("Last-Event-ID") String lastEventId,
                                          @HeaderParam("Authorization") String authorization, @Context Sse sse) {
        UUID game = Requests.gameId(id);
        Optional<String> token = Requests.bearer(authorization);
        // a blank Last-Event-ID never gets here: RequestChecks refuses it, as JAX-RS would read it as absent
        boolean resumed = lastEventId != null;
        // 'after' is checked even when Last-Event-ID takes precedence: a malformed parameter is never ignored
        long fromAfter = Requests.number(after, "after", 0, 0, Long.MAX_VALUE);
        long from = resumed ? Requests.number(lastEventId.trim(), "Last-Event-ID", 0, 0, Long.MAX_VALUE) : fromAfter;
        play.authoriseStream(game, token, from, resumed ? "Last-Event-ID" : "after");
        return new EventStream(play, followers, sse, game, token, from,
                Duration.ofSeconds(streamIdleSeconds)).events();
    }

    @GET
    @Path("{id}/audit")
    public Audit.Report audit(@PathParam("id") String id) {
        return audit.audit(Requests.gameId(id));
    }

    private byte[] checkedSize(byte[] body) {
        if (body == null) {
            return new byte[0];
        }
        if (body.length > limit.maxBytes()) {
            throw Problem.payloadTooLarge(limit.maxBytes());
        }
        return body;
    }
}
