package ziggurat.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Bots playing Contest of Kings over HTTP, recording every move the service acknowledged. {@code clients}
 * threads share {@code tables} games (more clients than tables means clients race for the same game and
 * version); every request goes to one of {@code urls} at random, so with two instances consecutive moves
 * of a game land on different instances.
 *
 * <p>Each move carries a fresh Idempotency-Key; when the answer is lost (connection refused or reset, a 503)
 * the bot retries the same request with the same key until it gets a definite answer, as a careful client
 * would. A 200 (first answer or a replay) is an acknowledgement: its version, the hash of every event it
 * reported and the game view it returned are recorded.
 */
final class Bots {

    static final ObjectMapper JSON = new ObjectMapper();

    /** One acknowledged move: what the service promised. */
    record Ack(String game, int seat, long version, Map<Long, String> hashes, JsonNode view, long atNanos) {
    }

    /** A game the bots created, with its seat tokens and its acknowledged moves in order. */
    static final class Game {
        final String id;
        final List<String> tokens;
        final List<Ack> acks = Collections.synchronizedList(new ArrayList<>());
        volatile boolean finished;

        Game(String id, List<String> tokens) {
            this.id = id;
            this.tokens = tokens;
        }

        Ack lastAck() {
            synchronized (acks) {
                return acks.stream().max((a, b) -> Long.compare(a.version(), b.version())).orElse(null);
            }
        }
    }

    /** One HTTP exchange: when it started and ended, and its status (-1: no answer, -2: timed out). */
    record Sample(long startNanos, long endNanos, String what, int status) {

        boolean spans(long atNanos) {
            return startNanos <= atNanos && atNanos <= endNanos;
        }
    }

    /**
     * One move as its client made it: every send of the one request under its one Idempotency-Key, and how it
     * ended: 200 (its acknowledgement), 409 (refused: never applied, or the key's retry would have been answered
     * with the first answer) or 0 (the bots stopped before a definite answer).
     */
    static final class MoveTry {
        final Game game;
        final String key;
        final long expectedVersion;
        final List<Sample> sends = Collections.synchronizedList(new ArrayList<>());
        volatile int outcome;
        volatile Ack ack;
        volatile boolean replayed;

        MoveTry(Game game, String key, long expectedVersion) {
            this.game = game;
            this.key = key;
            this.expectedVersion = expectedVersion;
        }

        /** The first send, when it was cut or answered 503 while {@code atNanos} fell within it. */
        Sample failedAcross(long atNanos) {
            synchronized (sends) {
                return sends.stream().filter(s -> s.spans(atNanos) && s.status() != 200 && s.status() != 409)
                        .findFirst().orElse(null);
            }
        }
    }

    private final List<String> urls;
    private final int clients;
    private final AtomicReferenceArray<Game> tables;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .version(HttpClient.Version.HTTP_1_1).build();
    private final Duration requestTimeout;
    final List<Game> games = new CopyOnWriteArrayList<>();
    final ConcurrentLinkedQueue<Sample> samples = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<String> unexpected = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<MoveTry> moveTries = new ConcurrentLinkedQueue<>();
    final AtomicLong acknowledged = new AtomicLong();
    final AtomicLong replayed = new AtomicLong();
    final AtomicLong conflicts = new AtomicLong();
    final AtomicLong unavailable = new AtomicLong();
    final AtomicLong noAnswer = new AtomicLong();
    final AtomicLong timedOut = new AtomicLong();
    private volatile boolean running;
    private final List<Thread> threads = new ArrayList<>();

    Bots(List<String> urls, int clients, int tables, Duration requestTimeout) {
        this.urls = List.copyOf(urls);
        this.clients = clients;
        this.tables = new AtomicReferenceArray<>(tables);
        this.requestTimeout = requestTimeout;
    }

    void start() {
        running = true;
        for (int c = 0; c < clients; c++) {
            Random random = new Random(1000L + c);
            Thread t = new Thread(() -> play(random), "bot-" + c);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
    }

    void stop() throws InterruptedException {
        running = false;
        for (Thread t : threads) {
            t.join(Duration.ofSeconds(120).toMillis());
            if (t.isAlive()) {
                throw new AssertionError(t.getName() + " is still waiting for an answer 120 s after the stop");
            }
        }
    }

    /** Every game with at least one acknowledged move. */
    List<Game> playedGames() {
        return games.stream().filter(g -> !g.acks.isEmpty()).toList();
    }

    private void play(Random random) {
        while (running) {
            try {
                step(random);
            } catch (InterruptedException e) {
                return;
            } catch (Exception e) {
                unexpected.add("bot failed: " + e);
                pause(200);
            }
        }
    }

    private void step(Random random) throws Exception {
        int slot = random.nextInt(tables.length());
        Game game = tables.get(slot);
        if (game == null || game.finished) {
            Game created = create(random);
            if (created != null && !tables.compareAndSet(slot, game, created)) {
                // another bot filled the table first; this game stays unplayed
            }
            return;
        }
        Answer view = send(random, "view", "/v1/games/" + game.id, null, null, null);
        if (view.status != 200) {
            expectFault(view);
            return;
        }
        JsonNode body = JSON.readTree(view.body);
        if ("finished".equals(body.get("status").asText())) {
            game.finished = true;
            return;
        }
        JsonNode pending = body.get("pending");
        if (pending.isEmpty()) {
            return;
        }
        int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
        String token = game.tokens.get(seat);
        Answer legal = send(random, "legal-moves", "/v1/games/" + game.id + "/legal-moves", token, null, null);
        if (legal.status != 200) {
            expectFault(legal);
            return;
        }
        JsonNode legalBody = JSON.readTree(legal.body);
        JsonNode moves = legalBody.get("moves");
        if (moves.isEmpty()) {
            return;
        }
        String request = "{\"expectedVersion\":" + legalBody.get("version").asLong() + ",\"move\":"
                + JSON.writeValueAsString(moves.get(random.nextInt(moves.size()))) + "}";
        String key = UUID.randomUUID().toString();
        MoveTry tried = new MoveTry(game, key, legalBody.get("version").asLong());
        moveTries.add(tried);
        while (true) {
            Answer answer = send(random, "move", "/v1/games/" + game.id + "/moves", token, key, request);
            tried.sends.add(answer.sample);
            if (answer.status == 200) {
                JsonNode a = JSON.readTree(answer.body);
                Map<Long, String> hashes = new LinkedHashMap<>();
                for (JsonNode e : a.get("events")) {
                    hashes.put(e.get("seq").asLong(), e.get("hash").asText());
                }
                Ack ack = new Ack(game.id, seat, a.get("version").asLong(), hashes, a.get("game"), System.nanoTime());
                game.acks.add(ack);
                tried.replayed = answer.replayed;
                tried.ack = ack;
                tried.outcome = 200;
                acknowledged.incrementAndGet();
                if (answer.replayed) {
                    replayed.incrementAndGet();
                }
                if ("finished".equals(a.get("game").get("status").asText())) {
                    game.finished = true;
                }
                return;
            }
            if (answer.status == 409) {
                conflicts.incrementAndGet();
                tried.outcome = 409;
                return;
            }
            expectFault(answer);
            if (!running) {
                return;
            }
            pause(100);
        }
    }

    private Game create(Random random) throws Exception {
        Answer created = send(random, "create", "/v1/games", null, null,
                "{\"ruleset\":\"contest-of-kings\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]}");
        if (created.status != 201) {
            expectFault(created);
            return null;
        }
        JsonNode body = JSON.readTree(created.body);
        List<String> tokens = new ArrayList<>();
        body.get("seats").forEach(s -> tokens.add(s.get("token").asText()));
        Game game = new Game(body.get("id").asText(), tokens);
        games.add(game);
        return game;
    }

    /**
     * Faults are answered with 503 problem+json (with Retry-After, whoever answers: the service or the proxy's
     * error page) or not at all; anything else, or a 503 missing any of that, is recorded as unexpected.
     */
    private void expectFault(Answer a) {
        if (a.status == 503) {
            unavailable.incrementAndGet();
            String fault = unavailableProblem(a.contentType, a.retryAfter, a.body);
            if (fault != null) {
                unexpected.add(a.what + ": " + fault);
            }
            pause(100);
        } else if (a.status == -1) {
            noAnswer.incrementAndGet();
            pause(200);
        } else if (a.status == -2) {
            timedOut.incrementAndGet();
            unexpected.add(a.what + " had no answer within " + requestTimeout);
        } else if (a.status == 409) {
            conflicts.incrementAndGet();
        } else {
            unexpected.add(a.what + " answered " + a.status + ": " + a.body);
        }
    }

    /**
     * What is wrong with a 503 as the contract promises it (application/problem+json of type service-unavailable,
     * and a Retry-After of whole seconds), or null when nothing is.
     */
    static String unavailableProblem(String contentType, String retryAfter, String body) {
        List<String> wrong = new ArrayList<>();
        if (contentType == null || !contentType.toLowerCase(java.util.Locale.ROOT).startsWith("application/problem+json")) {
            wrong.add("Content-Type " + contentType + ", not application/problem+json");
        }
        if (retryAfter == null || !retryAfter.trim().matches("\\d+")) {
            wrong.add("Retry-After " + (retryAfter == null ? "missing" : "'" + retryAfter + "' not in seconds"));
        }
        if (body == null || !body.contains("urn:ziggurat:problem:service-unavailable")) {
            wrong.add("not the service-unavailable problem: " + body);
        }
        return wrong.isEmpty() ? null : "503 with " + String.join("; ", wrong);
    }

    private record Answer(String what, int status, String body, boolean replayed, String contentType,
                          String retryAfter, Sample sample) {
    }

    /** GET {@code path}, or POST {@code body} to it, on one of the instances. */
    private Answer send(Random random, String what, String path, String token, String key, String body)
            throws InterruptedException {
        String base = urls.get(random.nextInt(urls.size()));
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(requestTimeout);
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        if (body != null) {
            b.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        }
        b.header("Accept-Encoding", "gzip");
        HttpRequest built = b.build();
        long start = System.nanoTime();
        try {
            HttpResponse<String> r = http.send(built, ziggurat.bots.Service.GZIPPED_TEXT);
            Sample sample = new Sample(start, System.nanoTime(), what, r.statusCode());
            samples.add(sample);
            return new Answer(what, r.statusCode(), r.body(), r.headers().firstValue("Idempotent-Replayed").isPresent(),
                    r.headers().firstValue("Content-Type").orElse(null), r.headers().firstValue("Retry-After").orElse(null),
                    sample);
        } catch (HttpTimeoutException e) {
            Sample sample = new Sample(start, System.nanoTime(), what, -2);
            samples.add(sample);
            return new Answer(what, -2, "", false, null, null, sample);
        } catch (IOException e) {
            Sample sample = new Sample(start, System.nanoTime(), what, -1);
            samples.add(sample);
            return new Answer(what, -1, "", false, null, null, sample);
        }
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The moves one of whose sends was cut, or answered 503, across {@code atNanos}: the moves a fault hit. */
    List<MoveTry> hitAt(long atNanos) {
        return moveTries.stream().filter(m -> m.failedAcross(atNanos) != null).toList();
    }

    /** Acknowledgements made in [{@code fromNanos}, {@code toNanos}). */
    long acknowledgedBetween(long fromNanos, long toNanos) {
        long n = 0;
        for (Game g : games) {
            synchronized (g.acks) {
                n += g.acks.stream().filter(a -> a.atNanos() >= fromNanos && a.atNanos() < toNanos).count();
            }
        }
        return n;
    }

    String summary() {
        return String.format("%d games created, %d played, %d moves acknowledged (%d by an idempotent replay), "
                        + "%d conflicts (409), %d unavailable (503), %d without answer, %d timed out, %d unexpected",
                games.size(), playedGames().size(), acknowledged.get(), replayed.get(), conflicts.get(),
                unavailable.get(), noAnswer.get(), timedOut.get(), unexpected.size());
    }

    static <T> List<T> copy(Collection<T> c) {
        return new ArrayList<>(c);
    }
}
