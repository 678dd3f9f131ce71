package ziggurat.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
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
 *
 * Options: {@code --games N} keeps N games active at once (each client owns N/clients of them);
 * {@code --jdbc URL} first measures the raw single-row insert ceiling of that database at the same
 * concurrency; {@code --pid P} reports the service's resident memory at the end; {@code --replay true}
 * times rebuilding a game of 500+ events instead of running load.
 */
public final class LoadRun {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI base;
    private final String ruleset;
    private final int seats;
    private final Http http;
    final Histogram moveLatency = new ConcurrentHistogram(3_600_000_000_000L, 3);
    final Histogram createLatency = new ConcurrentHistogram(3_600_000_000_000L, 3);
    final AtomicLong moves = new AtomicLong();
    final AtomicLong games = new AtomicLong();
    final AtomicLong finished = new AtomicLong();
    final AtomicLong errors = new AtomicLong();
    int activeGames;

    LoadRun(URI base, String ruleset, int seats, int connections, String httpKind) {
        this.http = Http.create(httpKind, base, connections);
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
        int activeGames = 0;
        long pid = 0;
        boolean replay = false;
        String httpKind = "vertx";
        for (int i = 0; i < args.length; i += 2) {
            switch (args[i]) {
                case "--url" -> url = args[i + 1];
                case "--ruleset" -> ruleset = args[i + 1];
                case "--clients" -> clients = Integer.parseInt(args[i + 1]);
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                case "--seats" -> seats = Integer.parseInt(args[i + 1]);
                case "--jdbc" -> jdbc = args[i + 1];
                case "--ceiling-seconds" -> ceilingSeconds = Integer.parseInt(args[i + 1]);
                case "--games" -> activeGames = Integer.parseInt(args[i + 1]);
                case "--pid" -> pid = Long.parseLong(args[i + 1]);
                case "--replay" -> replay = Boolean.parseBoolean(args[i + 1]);
                case "--http" -> httpKind = args[i + 1];
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Double ceiling = null;
        if (jdbc != null) {
            ceiling = RawInsertCeiling.measure(jdbc, clients, ceilingSeconds);
        }
        LoadRun run = new LoadRun(URI.create(url), ruleset, seats, clients, httpKind);
        try {
            if (replay) {
                run.replayTiming();
                return;
            }
        run.activeGames = activeGames > 0 ? activeGames : clients;
        run.run(clients, seconds);
        if (pid > 0) {
            System.out.printf(Locale.ROOT, "service resident memory with %d active games: %s%n", run.activeGames,
                    residentMemory(pid));
        }
        if (ceiling != null) {
            double movesPerSecond = run.moves.get() / (double) seconds;
            System.out.printf(Locale.ROOT, "raw ceiling: %.1f single-row durable inserts/s at %d connections;"
                    + " the service's moves/s are %.1f%% of it%n", ceiling, clients, 100 * movesPerSecond / ceiling);
        }
        } finally {
            run.http.close();
        }
    }

    void run(int clients, int seconds) throws Exception {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        List<Future<?>> bots = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int id = c;
            bots.add(pool.submit(() -> bot(id, clients, deadline)));
        }
        long start = System.nanoTime();
        long cpuAtStart = ownCpuTicks();
        long lastMoves = 0;
        long lastCpu = cpuAtStart;
        while (System.nanoTime() < deadline) {
            Thread.sleep(Math.min(5000, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
            long m = moves.get();
            long cpu = ownCpuTicks();
            double elapsed = (System.nanoTime() - start) / 1e9;
            System.out.printf(Locale.ROOT, "[%5.1fs] moves %d (%.0f/s now), games %d created, %d finished, errors %d;"
                    + " client CPU %.2f ms/move%n", elapsed, m, (m - lastMoves) / 5.0, games.get(), finished.get(),
                    errors.get(), (cpu - lastCpu) * 10.0 / Math.max(1, m - lastMoves));
            lastMoves = m;
            lastCpu = cpu;
        }
        for (Future<?> f : bots) {
            f.get();
        }
        pool.shutdown();
        double elapsed = (System.nanoTime() - start) / 1e9;
        long cpuTicks = ownCpuTicks() - cpuAtStart;
        System.out.printf(Locale.ROOT, "%nruleset %s, %d seats, %d clients, %d active games, %.1f s%n", ruleset, seats,
                clients, activeGames, elapsed);
        System.out.printf(Locale.ROOT, "moves: %d accepted, %.1f/s; games: %d created (%.1f/s), %d finished; errors: %d%n",
                moves.get(), moves.get() / elapsed, games.get(), games.get() / elapsed, finished.get(), errors.get());
        report("move round trip (POST /moves)", moveLatency);
        report("game creation (POST /games)", createLatency);
        System.out.printf(Locale.ROOT, "load generator CPU: %d ticks of 10 ms = %.3f ms per move (%.0f%% of one core)%n",
                cpuTicks, cpuTicks * 10.0 / Math.max(1, moves.get()), cpuTicks * 10.0 / (elapsed * 10));
    }

    /** utime + stime of this JVM, all threads, in clock ticks (USER_HZ, 100 per second on Linux). */
    static long ownCpuTicks() {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(f[11]) + Long.parseLong(f[12]);
        } catch (java.io.IOException | RuntimeException e) {
            return 0;
        }
    }

    static void report(String what, Histogram h) {
        System.out.printf(Locale.ROOT, "%-32s p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.2f ms  (n=%d)%n", what,
                h.getValueAtPercentile(50) / 1e6, h.getValueAtPercentile(95) / 1e6,
                h.getValueAtPercentile(99) / 1e6, h.getMaxValue() / 1e6, h.getTotalCount());
    }

    /** A game this client plays: its id, seat tokens and the last view it was given. */
    private static final class Game {
        String id;
        List<String> tokens;
        JsonNode view;
    }

    /**
     * One client: owns {@code activeGames / clients} games (so clients never race each other) and moves in
     * each in turn; a finished game is replaced by a new one, so the number of active games stays constant.
     */
    private void bot(int id, int clients, long deadline) {
        Random random = new Random(id);
        List<Game> mine = new ArrayList<>();
        try {
            for (int g = id; g < activeGames; g += clients) {
                mine.add(create());
            }
            while (System.nanoTime() < deadline) {
                for (int i = 0; i < mine.size() && System.nanoTime() < deadline; i++) {
                    Game game = mine.get(i);
                    if ("finished".equals(game.view.get("status").asText())) {
                        finished.incrementAndGet();
                        mine.set(i, create());
                        continue;
                    }
                    if (!move(game, random)) {
                        errors.incrementAndGet();
                        mine.set(i, create());
                    }
                }
            }
        } catch (Exception e) {
            if (errors.incrementAndGet() <= 5) {
                System.err.println("client " + id + " stopped: " + e);
            }
        }
    }

    private Game create() throws Exception {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"bot").append(i).append("\"}");
        }
        long t0 = System.nanoTime();
        Http.Response created = http.post("/v1/games", null,
                "{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "]}");
        createLatency.recordValue(System.nanoTime() - t0);
        if (created.status() != 201) {
            throw new IllegalStateException("creation refused: " + created.status() + " " + created.text());
        }
        games.incrementAndGet();
        JsonNode body = JSON.readTree(created.bytes());
        Game game = new Game();
        game.id = body.get("id").asText();
        game.tokens = new ArrayList<>();
        body.get("seats").forEach(s -> game.tokens.add(s.get("token").asText()));
        game.view = body.get("game");
        return game;
    }

    /** Asks a pending seat's legal moves and sends one at random; false if the service refused it. */
    private boolean move(Game game, Random random) throws Exception {
        JsonNode pending = game.view.get("pending");
        int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
        Http.Response legal = http.get("/v1/games/" + game.id + "/legal-moves", game.tokens.get(seat));
        JsonNode legalBody = JSON.readTree(legal.bytes());
        JsonNode list = legalBody.get("moves");
        String move = JSON.writeValueAsString(list.get(random.nextInt(list.size())));
        long t = System.nanoTime();
        Http.Response answer = http.post("/v1/games/" + game.id + "/moves", game.tokens.get(seat),
                "{\"expectedVersion\":" + legalBody.get("version").asLong() + ",\"move\":" + move + "}");
        moveLatency.recordValue(System.nanoTime() - t);
        if (answer.status() != 200) {
            if (errors.get() < 5) {
                System.err.println("move refused: " + answer.status() + " " + answer.text());
            }
            return false;
        }
        moves.incrementAndGet();
        game.view = JSON.readTree(answer.bytes()).get("game");
        return true;
    }

    /**
     * Plays one game to at least 500 events, then times rebuilding it: cold ({@code ?version=N} replays the
     * log from the database on every request) and warm (the current version, served from the cache).
     */
    void replayTiming() throws Exception {
        activeGames = 1;
        Random random = new Random(7);
        Game game = create();
        long version = game.view.get("version").asLong();
        while (version < 500) {
            if ("finished".equals(game.view.get("status").asText())) {
                game = create();
            }
            move(game, random);
            version = game.view.get("version").asLong();
        }
        Histogram cold = new Histogram(3_600_000_000_000L, 3);
        Histogram warm = new Histogram(3_600_000_000_000L, 3);
        for (int i = 0; i < 200; i++) {
            long t = System.nanoTime();
            http.get("/v1/games/" + game.id + "?version=" + (version - 1), null);
            if (i >= 20) {
                cold.recordValue(System.nanoTime() - t);
            }
            t = System.nanoTime();
            http.get("/v1/games/" + game.id, null);
            if (i >= 20) {
                warm.recordValue(System.nanoTime() - t);
            }
        }
        System.out.printf(Locale.ROOT, "game %s with %d events (%s)%n", game.id, version, ruleset);
        report("cold: replay from the database", cold);
        report("warm: served from the cache", warm);
    }

    static String residentMemory(long pid) {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return line.substring(6).trim();
                }
            }
        } catch (java.io.IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
        return "unknown";
    }
}
