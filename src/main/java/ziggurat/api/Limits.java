package ziggurat.api;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import ziggurat.play.GameJson;
import ziggurat.play.PlayService;
import ziggurat.play.Problem;
import ziggurat.play.Seal;

/**
 * Keeps the service fair when one client misbehaves: token buckets per client (its address) and per seat token on
 * creating games, on moves and on reads, and caps on the streams and long-polls a client, and everyone together,
 * may hold open. A request over a limit is answered 429 (a cap on everyone: 503) with {@code Retry-After} and a
 * problem body, here, before any resource reads it, so nothing is written. The one exception is the cap on games
 * waiting for players a client holds, which needs the body and is checked as the game is written (see
 * {@link #waitingQuota}); it is refused the same way.
 *
 * <p>A client is its address. Behind a reverse proxy every request comes from the proxy, so the address a trusted
 * proxy ({@code ziggurat.limits.trusted-proxies}) forwards in {@code X-Forwarded-For} is taken instead: the last
 * one in that list not itself a trusted proxy. A forwarded address from anyone else is ignored, or a client could
 * name a new address with each request.
 *
 * <p>The buckets are kept in a bounded map that forgets a client idle for longer than its buckets take to fill
 * again (so forgetting one changes nothing). Each refusal is counted in {@code ziggurat_limited_total}, labelled by
 * the limit and the route's template, never by the client.
 */
@ApplicationScoped
public class Limits {

    /** The limits a request may meet; each is a label of {@code ziggurat_limited_total}. */
    enum Limit {
        CREATE_PER_ADDRESS("create-per-address", "games created by one client"),
        MOVES_PER_ADDRESS("moves-per-address", "moves (and resignations and aborts) sent by one client"),
        READS_PER_ADDRESS("reads-per-address", "reads sent by one client"),
        MOVES_PER_SEAT("moves-per-seat", "moves sent with one seat's token"),
        READS_PER_SEAT("reads-per-seat", "reads sent with one seat's token"),
        FOLLOWERS_PER_ADDRESS("followers-per-address", "streams and long-polls one client holds open"),
        FOLLOWERS_TOTAL("followers-total", "streams and long-polls held open by all clients together"),
        WAITING_GAMES_PER_ADDRESS("waiting-games-per-address", "games waiting for players one client holds");

        final String label;
        final String what;

        Limit(String label, String what) {
            this.label = label;
            this.what = what;
        }
    }

    /** When one of a client's waiting games begins is up to other players: the wait it is told is a guess. */
    private static final long WAITING_RETRY_SECONDS = 60;

    /** What kind of request it is, for the buckets. */
    private enum Kind { CREATE, MOVE, READ }

    private final boolean enabled;
    private final TrustedProxies trusted;
    private final Map<Limit, Rate> rates;
    private final Map<Limit, Cache<String, Bucket>> buckets = new java.util.EnumMap<>(Limit.class);
    private final int followersPerAddress;
    private final int followersTotal;
    private final int waitingGamesPerAddress;
    private final long maxBodyBytes;
    private final ConcurrentHashMap<String, AtomicInteger> following = new ConcurrentHashMap<>();
    private final AtomicInteger followingTotal = new AtomicInteger();
    private final MeterRegistry registry;
    private final ConcurrentHashMap<String, Counter> refusals = new ConcurrentHashMap<>();

    /** A token bucket's shape: {@code burst} requests at once, refilled at {@code perSecond}. */
    record Rate(double perSecond, long burst) {

        Bandwidth bandwidth() {
            // refilled one token at a time, evenly, so a client is told to wait for one token, not a whole second
            long periodNanos = Math.max(1, Math.round(1_000_000_000d / perSecond));
            return Bandwidth.builder().capacity(burst).refillGreedy(1, Duration.ofNanos(periodNanos)).build();
        }

        /** How long an untouched bucket takes to fill again: forgetting it after that changes nothing. */
        Duration refillTime() {
            return Duration.ofMillis((long) Math.ceil(burst * 1000d / perSecond));
        }
    }

    public Limits(@ConfigProperty(name = "ziggurat.limits.enabled") boolean enabled,
                  @ConfigProperty(name = "ziggurat.limits.trusted-proxies") Optional<List<String>> trustedProxies,
                  @ConfigProperty(name = "ziggurat.limits.create.per-second") double createPerSecond,
                  @ConfigProperty(name = "ziggurat.limits.create.burst") long createBurst,
                  @ConfigProperty(name = "ziggurat.limits.moves.per-second") double movesPerSecond,
                  @ConfigProperty(name = "ziggurat.limits.moves.burst") long movesBurst,
                  @ConfigProperty(name = "ziggurat.limits.reads.per-second") double readsPerSecond,
                  @ConfigProperty(name = "ziggurat.limits.reads.burst") long readsBurst,
                  @ConfigProperty(name = "ziggurat.limits.seat-moves.per-second") double seatMovesPerSecond,
                  @ConfigProperty(name = "ziggurat.limits.seat-moves.burst") long seatMovesBurst,
                  @ConfigProperty(name = "ziggurat.limits.seat-reads.per-second") double seatReadsPerSecond,
                  @ConfigProperty(name = "ziggurat.limits.seat-reads.burst") long seatReadsBurst,
                  @ConfigProperty(name = "ziggurat.limits.followers.per-address") int followersPerAddress,
                  @ConfigProperty(name = "ziggurat.limits.followers.total") int followersTotal,
                  @ConfigProperty(name = "ziggurat.limits.waiting-games.per-address") int waitingGamesPerAddress,
                  @ConfigProperty(name = "ziggurat.limits.clients-remembered") long clientsRemembered,
                  @ConfigProperty(name = "ziggurat.max-body-bytes") long maxBodyBytes,
                  MeterRegistry registry) {
        this.enabled = enabled;
        this.trusted = new TrustedProxies(trustedProxies.orElse(List.of()));
        this.rates = Map.of(
                Limit.CREATE_PER_ADDRESS, new Rate(createPerSecond, createBurst),
                Limit.MOVES_PER_ADDRESS, new Rate(movesPerSecond, movesBurst),
                Limit.READS_PER_ADDRESS, new Rate(readsPerSecond, readsBurst),
                Limit.MOVES_PER_SEAT, new Rate(seatMovesPerSecond, seatMovesBurst),
                Limit.READS_PER_SEAT, new Rate(seatReadsPerSecond, seatReadsBurst));
        // maintained on the calling thread: no listener to run, and a hand-off to the common pool on every request
        // woke its threads for less work than the hand-off itself
        rates.forEach((limit, rate) -> buckets.put(limit, Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumSize(clientsRemembered)
                .expireAfterAccess(rate.refillTime().plusSeconds(60))
                .build()));
        this.followersPerAddress = followersPerAddress;
        this.followersTotal = followersTotal;
        this.waitingGamesPerAddress = waitingGamesPerAddress;
        this.maxBodyBytes = maxBodyBytes;
        this.registry = registry;
    }

    void register(@Observes Filters filters) {
        // after the first checks (a malformed request is still a 400, and is named for the metrics there), before
        // OPTIONS, the body limit and every resource
        filters.register(this::check, 1950);
    }

    private void check(RoutingContext rc) {
        if (!enabled) {
            rc.next();
            return;
        }
        HttpServerRequest request = rc.request();
        String method = request.method().name();
        String route = Methods.label(request.path(), method);
        Kind kind = kind(route, method);
        String client = trusted.client(request);
        Optional<String> token = bearer(request.getHeader("Authorization"));
        if (token.isPresent()) {
            Limit seat = kind == Kind.MOVE ? Limit.MOVES_PER_SEAT : Limit.READS_PER_SEAT;
            if (refused(rc, seat, token.get(), route)) {
                return;
            }
        }
        Limit address = switch (kind) {
            case CREATE -> Limit.CREATE_PER_ADDRESS;
            case MOVE -> Limit.MOVES_PER_ADDRESS;
            case READ -> Limit.READS_PER_ADDRESS;
        };
        if (refused(rc, address, client, route)) {
            return;
        }
        if (holdsOpen(route, method, request)) {
            if (!follow(rc, client, route)) {
                return;
            }
        }
        rc.next();
    }

    private static Kind kind(String route, String method) {
        if (!method.equals("POST")) {
            return Kind.READ;
        }
        return switch (route) {
            case "/v1/games" -> Kind.CREATE;
            case "/v1/games/{id}/moves", "/v1/games/{id}/resign", "/v1/games/{id}/abort" -> Kind.MOVE;
            default -> Kind.READ;
        };
    }

    /** A stream, or a long-poll that may wait: what holds a connection (and a follower) open. */
    private static boolean holdsOpen(String route, String method, HttpServerRequest request) {
        if (!method.equals("GET")) {
            return false;
        }
        if (route.equals("/v1/games/{id}/events/stream")) {
            return true;
        }
        if (route.equals("/v1/games/{id}/events")) {
            String wait = request.getParam("wait");
            return wait != null && !wait.isBlank() && !wait.trim().equals("0");
        }
        return false;
    }

    /** Takes one token from the bucket of {@code key} under {@code limit}; answers 429 and true when there is none. */
    private boolean refused(RoutingContext rc, Limit limit, String key, String route) {
        Rate rate = rates.get(limit);
        Bucket bucket = buckets.get(limit).get(key, k -> Bucket.builder().addLimit(rate.bandwidth()).build());
        ConsumptionProbe probe = bucket.tryConsumeAndReturnRemaining(1);
        if (probe.isConsumed()) {
            return false;
        }
        long seconds = Math.max(1, (long) Math.ceil(probe.getNanosToWaitForRefill() / 1e9));
        refuse(rc, limit, route, 429, seconds, "More " + limit.what + " than the service allows: " + rate.burst()
                + " at once, then " + perSecond(rate.perSecond()) + " per second. Retry after " + seconds
                + (seconds == 1 ? " second." : " seconds."));
        return true;
    }

    /** Counts a follower in (its client's and everyone's); answers false, having refused it, over either cap. */
    private boolean follow(RoutingContext rc, String client, String route) {
        if (followingTotal.incrementAndGet() > followersTotal) {
            followingTotal.decrementAndGet();
            refuse(rc, Limit.FOLLOWERS_TOTAL, route, 503, 5, "The service holds as many streams and long-polls as it"
                    + " allows (" + followersTotal + " in all). Retry after 5 seconds, or read the events without"
                    + " waiting.");
            return false;
        }
        AtomicInteger mine = following.compute(client, (k, n) -> {
            AtomicInteger count = n == null ? new AtomicInteger() : n;
            count.incrementAndGet();
            return count;
        });
        if (mine.get() > followersPerAddress) {
            unfollow(client);
            refuse(rc, Limit.FOLLOWERS_PER_ADDRESS, route, 429, 5, "This client holds as many streams and long-polls"
                    + " as one client may (" + followersPerAddress + "). Close one, or retry after 5 seconds.");
            return false;
        }
        rc.addEndHandler(done -> unfollow(client));
        return true;
    }

    private void unfollow(String client) {
        following.computeIfPresent(client, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
        followingTotal.decrementAndGet();
    }

    /**
     * Answers the refusal. A small body is read first, so the connection stays usable; a body of unknown length is
     * not read, and the connection is closed after the answer.
     */
    private void refuse(RoutingContext rc, Limit limit, String route, int status, long retryAfter, String detail) {
        Problem problem = refusal(limit, route, status, detail);
        HttpServerRequest request = rc.request();
        Runnable answer = () -> {
            var response = rc.response().setStatusCode(status)
                    .putHeader("Content-Type", ProblemJson.MEDIA_TYPE)
                    .putHeader("Retry-After", Long.toString(retryAfter));
            if (request.headers().contains("Transfer-Encoding")) {
                response.putHeader("Connection", "close");
            }
            response.end(GameJson.write(ProblemJson.body(problem)));
        };
        long length = contentLength(request);
        if (length > 0 && length <= maxBodyBytes && !request.isEnded()) {
            // the router holds the request paused until a handler asks for its body: read it, then answer
            request.body().onComplete(read -> answer.run());
            request.resume();
        } else {
            answer.run();
        }
    }

    /** Counts a refusal in {@code ziggurat_limited_total} and states it as a problem. */
    private Problem refusal(Limit limit, String route, int status, String detail) {
        refusals.computeIfAbsent(limit.label + " " + route, k -> Counter.builder("ziggurat.limited")
                .description("Requests refused by a rate limit or a cap, by limit and route template")
                .tags(Tags.of("limit", limit.label, "route", route)).register(registry)).increment();
        return status == 429
                ? Problem.of(429, "too-many-requests", "Too many requests", detail).with("limit", limit.label)
                : Problem.unavailable(detail).with("limit", limit.label);
    }

    // ---------------------------------------------------------------- games waiting for players

    /**
     * The cap on games waiting for players that a request creating a game is held to; none when the limits are off.
     * The cap can only be checked once the body says whether the game has open seats, so the resource asks for it,
     * and the store counts the client's waiting games as it writes (see {@link ziggurat.store.EventStore#createGame}).
     * The client is kept as the SHA-256 of its address, never the address itself.
     */
    Optional<PlayService.WaitingQuota> waitingQuota(HttpServerRequest request) {
        if (!enabled) {
            return Optional.empty();
        }
        byte[] key = Seal.tokenHash("waiting-games " + trusted.client(request));
        return Optional.of(new PlayService.WaitingQuota(key, waitingGamesPerAddress));
    }

    /**
     * Refuses a game with open seats from a client holding as many waiting games as it may, as every limit is
     * refused: 429, counted, with {@code Retry-After}.
     */
    Response refuseWaitingGame() {
        Problem problem = refusal(Limit.WAITING_GAMES_PER_ADDRESS, "/v1/games", 429, "This client holds as many"
                + " games waiting for players as one client may (" + waitingGamesPerAddress + "). Once one of them"
                + " begins (its last seat claimed) or is called off, another may be created; retry after "
                + WAITING_RETRY_SECONDS + " seconds.");
        return Response.status(429).type(ProblemJson.MEDIA_TYPE)
                .header("Retry-After", Long.toString(WAITING_RETRY_SECONDS))
                .entity(GameJson.write(ProblemJson.body(problem))).build();
    }

    private static long contentLength(HttpServerRequest request) {
        String length = request.getHeader("Content-Length");
        if (length == null) {
            return 0;
        }
        try {
            return Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            return Long.MAX_VALUE;
        }
    }

    private static Optional<String> bearer(String authorization) {
        if (authorization == null || authorization.length() < 8
                || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return Optional.empty();
        }
        String token = authorization.substring(7).trim();
        // a token is short; a long value is no seat's, and is not kept as a key
        return token.isEmpty() || token.length() > 128 ? Optional.empty() : Optional.of(token);
    }

    private static String perSecond(double rate) {
        return rate == Math.rint(rate) ? Long.toString((long) rate) : Double.toString(rate);
    }

    /** Streams and long-polls held open now, by all clients (for tests and the operator's gauge). */
    int followingNow() {
        return followingTotal.get();
    }
}
