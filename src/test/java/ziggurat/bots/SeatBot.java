package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One bot playing one seat of one game until the game ends, through the HTTP API alone:
 * <ol>
 *   <li>it follows the game over the SSE stream ({@link Follower}), reconnecting with {@code Last-Event-ID};</li>
 *   <li>whenever the game has moved, it asks {@code GET /legal-moves} with its token (empty when the game does not
 *       wait for it) and, for a bot that reads the board, {@code GET /v1/games/{id}} (its own view);</li>
 *   <li>it posts the chosen move with {@code If-Match: "<version>"} (the version it decided on), an
 *       {@code Idempotency-Key} of its own and {@code Prefer: return=minimal}; the answer carries its next legal
 *       moves while it is still the one to decide, so it goes on without asking again.</li>
 * </ol>
 * A 409 (the game moved on, or does not wait for this seat) or a 412 means "read again and decide again"; a 422
 * may happen when another seat's sealed move came first and is handled the same way; {@code game-over} ends the
 * bot. A request with no answer (the service is restarting) is sent again unchanged, with the same key, so a
 * move is applied once even when its first answer was lost.
 */
final class SeatBot {

    final Strategy strategy;
    private final Service service;
    private final String gameId;
    private final String ruleset;
    private final int seat;
    private final String token;
    private final Random random;
    private final String keyPrefix;
    private long keys;

    /** Moves accepted. */
    final AtomicLong moves = new AtomicLong();
    /** 409 and 412 answers, each followed by a new read. */
    final AtomicLong conflicts = new AtomicLong();
    /** 422 answers to moves the bot had just read as legal (another seat's simultaneous move came first). */
    final AtomicLong refused = new AtomicLong();
    /** Answers no bot expects (a 4xx other than the above, a 5xx after retries): the simulator's errors. */
    final List<String> errors = new ArrayList<>();
    private Follower follower;

    SeatBot(Service service, String gameId, String ruleset, int seat, String token, Strategy strategy, long seed) {
        this.service = service;
        this.gameId = gameId;
        this.ruleset = ruleset;
        this.seat = seat;
        this.token = token;
        this.strategy = strategy;
        this.random = new Random(seed);
        this.keyPrefix = strategy.name() + "-" + gameId.substring(0, 8) + "-s" + seat + "-" + Long.toHexString(seed);
    }

    long reconnects() {
        return follower == null ? 0 : follower.reconnects.get();
    }

    /** Plays until the game is over; answers normally then, or throws on something no bot can go on from. */
    void play(Duration patience) throws InterruptedException {
        follower = new Follower(service, gameId, token, 0).start();
        try {
            JsonNode legal = null;
            long quietSince = System.nanoTime();
            while (true) {
                if (errors.size() > 20) {
                    throw new Service.Unexpected("seat " + seat + ": too many unexpected answers: " + errors);
                }
                if (legal == null) {
                    Service.Answer a = service.get("/v1/games/" + gameId + "/legal-moves", token);
                    if (a.status() != 200) {
                        error("GET /legal-moves", a);
                        Service.pause(200);
                        continue;
                    }
                    legal = a.json();
                }
                JsonNode list = legal.path("moves");
                long version = legal.path("version").asLong();
                if (list.isEmpty()) {
                    legal = null;
                    if (follower.ended()) {
                        return;
                    }
                    if (!follower.awaitAfter(version, Duration.ofSeconds(5))) {
                        // nothing new over the stream for a while: make sure the game still runs
                        Service.Answer g = service.get("/v1/games/" + gameId, token);
                        if (g.status() == 200 && "finished".equals(g.json().path("status").asText())) {
                            return;
                        }
                        if (System.nanoTime() - quietSince > patience.toNanos()) {
                            throw new Service.Unexpected("seat " + seat + ": the game did not move for " + patience);
                        }
                    } else {
                        quietSince = System.nanoTime();
                    }
                    continue;
                }
                quietSince = System.nanoTime();
                JsonNode view = null;
                if (strategy.needsView()) {
                    Service.Answer v = service.get("/v1/games/" + gameId, token);
                    if (v.status() != 200) {
                        error("GET /v1/games/{id}", v);
                        legal = null;
                        continue;
                    }
                    view = v.json();
                }
                int pick = strategy.choose(new Strategy.Decision(ruleset, seat, view, list, legal.path("details")),
                        random);
                legal = submit(version, list.get(pick));
                if (legal == GAME_OVER) {
                    return;
                }
            }
        } finally {
            follower.close();
        }
    }

    private static final JsonNode GAME_OVER = Service.JSON.createObjectNode();

    /**
     * Posts one move decided on {@code version}. Answers the seat's next legal moves when the answer carries them,
     * {@link #GAME_OVER}, or null to read again.
     */
    private JsonNode submit(long version, JsonNode move) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("If-Match", "\"" + version + "\"");
        headers.put("Idempotency-Key", keyPrefix + "-" + (++keys));
        headers.put("Prefer", "return=minimal");
        Map<String, Object> body = Map.of("move", move);
        Service.Answer a = service.post("/v1/games/" + gameId + "/moves", token, body, headers);
        switch (a.status()) {
            case 200 -> {
                moves.incrementAndGet();
                JsonNode next = a.json().path("legalMoves");
                return next.isObject() ? next : null;
            }
            case 409 -> {
                if (a.problem().equals("game-over") || a.problem().equals("seat-has-left")) {
                    return GAME_OVER;
                }
                conflicts.incrementAndGet(); // version-conflict, not-your-decision: read again
                return null;
            }
            case 412 -> {
                conflicts.incrementAndGet();
                return null;
            }
            case 422 -> {
                if (a.problem().equals("illegal-move")) {
                    refused.incrementAndGet();
                } else {
                    error("POST /moves " + move, a);
                }
                return null;
            }
            default -> {
                error("POST /moves " + move, a);
                return null;
            }
        }
    }

    private void error(String what, Service.Answer a) {
        synchronized (errors) {
            errors.add("seat " + seat + " " + what + ": " + a);
        }
    }
}
