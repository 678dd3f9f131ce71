package ziggurat.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * A load run over HTTP against a running service: {@code --clients} concurrent bots each create a game and
 * play it with random legal moves (asking legal-moves, then posting one), starting a new game when one
 * ends, for {@code --seconds}. Reports games created, moves per second and latency percentiles (HdrHistogram)
 * of the move round trip and of game creation, with a progress line every 5 seconds.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.load.LoadRun \
 *     -Dexec.args="--url http://localhost:8080 --ruleset contest-of-kings --clients 16 --seconds 30"
 * </pre>
 */
public final class LoadRun {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final String ruleset;
    private final int seats;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
            .version(HttpClient.Version.HTTP_1_1).build();
    final Histogram moveLatency = new ConcurrentHistogram(3_600_000_000L, 3);
    final Histogram createLatency = new ConcurrentHistogram(3_600_000_000L, 3);
    final AtomicLong moves = new AtomicLong();
    final AtomicLong games = new AtomicLong();
    final AtomicLong finished = new AtomicLong();
    final AtomicLong errors = new AtomicLong();

    LoadRun(URI base, String ruleset, int seats) {
        this.base = base;
        this.ruleset = ruleset;
        this.seats = seats;
    }

    public static void main(String[] args) throws Exception {
        String url = "http://localhost:8080";
        String ruleset = "contest-of-kings";
        int clients = 16;
        int seconds = 30;
        int seats = 2;
        String jdbc = null;
        int ceilingSeconds = 10;
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--url" -> url = args[i + 1];
                case "--ruleset" -> ruleset = args[i + 1];
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--seats" -> seats = Integer.parseInt(args[i + 1]);
                case "--jdbc" -> jdbc = args[i + 1];
                case "--ceiling-seconds" -> ceilingSeconds = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Double ceiling = null;
        if (jdbc != null) {
            ceiling = RawInsertCeiling.measure(jdbc, clients, ceilingSeconds);
        }
        LoadRun run = new LoadRun(URI.create(url), ruleset, seats);
        run.run(clients, seconds);
        if (ceiling != null) {
            double movesPerSecond = run.moves.get() / (double) seconds;
            System.out.printf(Locale.ROOT, "raw ceiling: %.1f single-row durable inserts/s at %d connections;"
                    + " the service's moves/s are %.1f%% of it%n", ceiling, clients, 100 * movesPerSecond / ceiling);
        }
    }

    void run(int clients, int seconds) throws Exception {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<?>> bots = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int id = c;
            bots.add(pool.submit(() -> bot(id, deadline)));
        }
        long start = System.nanoTime();
        long lastMoves = 0;
        while (System.nanoTime() < deadline) {
            Thread.sleep(Math.min(5000, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
            long m = moves.get();
            double elapsed = (System.nanoTime() - start) / 1e9;
            System.out.printf(Locale.ROOT, "[%5.1fs] moves %d (%.0f/s now), games %d created, %d finished, errors %d%n",
                    elapsed, m, (m - lastMoves) / 5.0, games.get(), finished.get(), errors.get());
            lastMoves = m;
        }
        for (Future<?> f : bots) {
            f.get();
        }
        pool.shutdown();
        double elapsed = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%nruleset %s, %d seats, %d clients, %.1f s%n", ruleset, seats, clients, elapsed);
        System.out.printf(Locale.ROOT, "moves: %d accepted, %.1f/s; games: %d created (%.1f/s), %d finished; errors: %d%n",
                moves.get(), moves.get() / elapsed, games.get(), games.get() / elapsed, finished.get(), errors.get());
        report("move round trip (POST /moves)", moveLatency);
        report("game creation (POST /games)", createLatency);
    }

    static void report(String what, Histogram h) {
        System.out.printf(Locale.ROOT, "%-32s p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.2f ms  (n=%d)%n", what,
                h.getValueAtPercentile(50) / 1e6, h.getValueAtPercentile(95) / 1e6,
                h.getValueAtPercentile(99) / 1e6, h.getMaxValue() / 1e6, h.getTotalCount());
    }

    private void bot(int id, long deadline) {
        Random random = new Random(id);
        while (System.nanoTime() < deadline) {
            try {
                playOneGame(random, deadline);
            } catch (Exception e) {
                errors.incrementAndGet();
            }
        }
    }

    private void playOneGame(Random random, long deadline) throws Exception {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"bot").append(i).append("\"}");
        }
        long t0 = System.nanoTime();
        HttpResponse<String> created = send(HttpRequest.newBuilder(base.resolve("/v1/games"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "]}")));
        createLatency.recordValue(System.nanoTime() - t0);
        if (created.statusCode() != 201) {
            errors.incrementAndGet();
            return;
        }
        games.incrementAndGet();
        JsonNode body = JSON.readTree(created.body());
        String id = body.get("id").asText();
        List<String> tokens = new ArrayList<>();
        body.get("seats").forEach(s -> tokens.add(s.get("token").asText()));
        JsonNode game = body.get("game");
        while (System.nanoTime() < deadline) {
            if ("finished".equals(game.get("status").asText())) {
                finished.incrementAndGet();
                return;
            }
            JsonNode pending = game.get("pending");
            int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
            HttpResponse<String> legal = send(HttpRequest.newBuilder(base.resolve("/v1/games/" + id + "/legal-moves"))
                    .header("Authorization", "Bearer " + tokens.get(seat)).GET());
            JsonNode legalBody = JSON.readTree(legal.body());
            JsonNode list = legalBody.get("moves");
            String move = JSON.writeValueAsString(list.get(random.nextInt(list.size())));
            long t = System.nanoTime();
            HttpResponse<String> answer = send(HttpRequest.newBuilder(base.resolve("/v1/games/" + id + "/moves"))
                    .header("Authorization", "Bearer " + tokens.get(seat))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"expectedVersion\":" + legalBody.get("version").asLong()
                            + ",\"move\":" + move + "}")));
            moveLatency.recordValue(System.nanoTime() - t);
            if (answer.statusCode() != 200) {
                errors.incrementAndGet();
                return;
            }
            moves.incrementAndGet();
            game = JSON.readTree(answer.body()).get("game");
        }
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    }
}
