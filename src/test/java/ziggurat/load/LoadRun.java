package ziggurat.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * A load run over HTTP against a running service: {@code --clients} concurrent bots play games with random legal
 * moves (asking legal-moves for a pending seat, then posting one), starting a new game when one ends, for
 * {@code --seconds}. The games are created before the clock starts. Reports moves per second and latency
 * percentiles (HdrHistogram) of the move round trip, of the legal-moves request and of game creation, and the
 * load generator's own CPU per move, with a progress line every 5 seconds.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.load.LoadRun \
 *     -Dexec.args="--url http://localhost:8080 --ruleset contest-of-kings --clients 16 --warmup 15 --seconds 30"
 * </pre>
 *
 * Options:
 * <ul>
 * <li>{@code --games N} keeps N games active at once (each client owns N/clients of them; with fewer games than
 * clients only N clients run);</li>
 * <li>{@code --rate R} paces the run (open loop): R moves per second in all, each client posting its moves on a
 * fixed schedule ({@link Schedule}), the move latency counted from the intended send time, so a stall of the
 * service is not hidden (coordinated omission); without it each client posts as soon as it has an answer;</li>
 * <li>{@code --half-peak true} runs closed loop for {@code --seconds} to find the peak moves/s, then paced at
 * half of it for as long, and prints both and a one-line summary;</li>
 * <li>{@code --growth 10,100,1000} runs closed loop at each number of active games in turn, prints a table and
 * writes {@code docs/cost-growth.csv} and {@code docs/cost-growth.png} (XChart);</li>
 * <li>{@code --warmup S} first plays S seconds closed loop, not counted, so that the JIT of both the service and
 * this generator is warm (in a cold 30 s run the generator's compiler threads alone take a large share of the
 * machine's CPU);</li>
 * <li>{@code --jdbc URL} first measures the raw single-row insert ceiling of that database at the same
 * concurrency ({@code --ceiling-seconds}, 10 by default);</li>
 * <li>{@code --pid P} reports the service's resident memory after each run, and the CPU time per move of the
 * service (and of its JIT compiler threads), of PostgreSQL and of this generator, when they share this machine;</li>
 * <li>{@code --replay true} times rebuilding a game of 500+ events instead of running load;</li>
 * <li>{@code --protocol full|lean}: {@code full} (the default) asks legal-moves before every move and reads the
 * seat's view from each move answer; {@code lean} posts with {@code Prefer: return=minimal} and takes the next
 * move from the legal moves the answer carries while the seat is still the one to decide, asking legal-moves only
 * when the turn has passed to another seat, as a bot following the stream would;</li>
 * <li>{@code --reads true} times reading views instead of playing: each client reads the views of its game (each
 * seat's and a spectator's, in turn) at one version, which the service writes once and then serves as written;</li>
 * <li>{@code --http vertx|jdk} picks the HTTP client: Vert.x core (the default) or java.net.http, to compare
 * the generator's CPU per move; {@code --compress true|false} asks for gzipped answers (the default) or plain
 * ones, and the report gives the answers' bytes per move on the wire and as read; {@code --seats S} (2) and
 * {@code --url}, {@code --ruleset}.</li>
 * </ul>
 */
public final class LoadRun {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** One hour in nanoseconds: paced latencies of a stalled service can be long. */
    static final long HIGHEST = 3_600_000_000_000L;
    /** A paced move sent later than this after its intended time counts as behind schedule. */
    private static final long LATE_NANOS = 1_000_000;

    private final String ruleset;
    private final int seats;
    private final Http http;
    /** {@code --protocol lean}: minimal move answers, next moves taken from them. */
    boolean lean;
    /** The service's process id, for its memory and CPU time; 0 when it runs elsewhere. */
    long servicePid;

    LoadRun(URI base, String ruleset, int seats, int connections, String httpKind) {
        this(base, ruleset, seats, connections, httpKind, true);
    }

    LoadRun(URI base, String ruleset, int seats, int connections, String httpKind, boolean compress) {
        this.http = Http.create(httpKind, base, connections, compress);
        this.ruleset = ruleset;
        this.seats = seats;
    }

    /** What one run measured. */
    static final class Result {
        final int clients;
        final int activeGames;
        /** Target moves/s of a paced run; 0 for closed loop. */
        final double rate;
        /** POST /moves: from the intended send time when paced, from the actual one otherwise. */
        final Histogram move = new ConcurrentHistogram(HIGHEST, 3);
        /** POST /moves from the actual send time (differs from {@link #move} only when paced). */
        final Histogram moveSent = new ConcurrentHistogram(HIGHEST, 3);
        final Histogram legal = new ConcurrentHistogram(HIGHEST, 3);
        final Histogram create = new ConcurrentHistogram(HIGHEST, 3);
        final AtomicLong moves = new AtomicLong();
        final AtomicLong late = new AtomicLong();
        final AtomicLong gamesSetUp = new AtomicLong();
        final AtomicLong gamesCreated = new AtomicLong();
        final AtomicLong finished = new AtomicLong();
        final AtomicLong errors = new AtomicLong();
        volatile long start;
        volatile long deadline;
        double seconds;
        long cpuTicks;
        /** The run's CPU time of the generator, the service and PostgreSQL (the last two with {@code --pid}). */
        CpuTime.Reading cpu;
        long residentKb = -1;

        Result(int clients, int activeGames, double rate) {
            this.clients = clients;
            this.activeGames = activeGames;
            this.rate = rate;
        }

        double movesPerSecond() {
            return moves.get() / seconds;
        }

        String mode() {
            return rate > 0 ? String.format(Locale.ROOT, "paced at %.1f moves/s", rate) : "closed loop";
        }
    }

    public static void main(String[] args) throws Exception {
        System.setProperty("java.awt.headless", "true");
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
        double rate = 0;
        boolean halfPeak = false;
        String growth = null;
        String httpKind = "vertx";
        int warmup = 0;
        String protocol = "full";
        boolean reads = false;
        boolean compress = true;
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option " + args[i] + " needs a value");
            }
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
                case "--rate" -> rate = Double.parseDouble(args[i + 1]);
                case "--half-peak" -> halfPeak = Boolean.parseBoolean(args[i + 1]);
                case "--growth" -> growth = args[i + 1];
                case "--http" -> httpKind = args[i + 1];
                case "--warmup" -> warmup = Integer.parseInt(args[i + 1]);
                case "--protocol" -> protocol = args[i + 1];
                case "--reads" -> reads = Boolean.parseBoolean(args[i + 1]);
                case "--compress" -> compress = Boolean.parseBoolean(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        if ((halfPeak ? 1 : 0) + (growth != null ? 1 : 0) + (replay ? 1 : 0) + (rate > 0 ? 1 : 0) + (reads ? 1 : 0) > 1) {
            throw new IllegalArgumentException("--rate, --half-peak, --growth, --replay and --reads go one at a time");
        }
        if (!protocol.equals("full") && !protocol.equals("lean")) {
            throw new IllegalArgumentException("--protocol is full or lean, not " + protocol);
        }
        Double ceiling = null;
        if (jdbc != null) {
            ceiling = RawInsertCeiling.measure(jdbc, clients, ceilingSeconds);
        }
        LoadRun run = new LoadRun(URI.create(url), ruleset, seats, clients, httpKind, compress);
        run.servicePid = pid;
        run.lean = protocol.equals("lean");
        try {
            if (replay) {
                run.replayTiming();
                return;
            }
            if (reads) {
                run.readTiming(clients, warmup, seconds);
                return;
            }
            int games = activeGames > 0 ? activeGames : clients;
            if (warmup > 0) {
                Result w = run.run(clients, games, warmup, 0);
                System.out.printf(Locale.ROOT, "warm-up done: %d moves, %.1f/s, client CPU %.3f ms/move (not counted)%n",
                        w.moves.get(), w.movesPerSecond(), w.cpuTicks * 10.0 / Math.max(1, w.moves.get()));
            }
            Result measured;
            if (growth != null) {
                List<Result> results = new ArrayList<>();
                for (String n : growth.split(",")) {
                    results.add(run.runAndReport(clients, Integer.parseInt(n.trim()), seconds, 0, pid));
                }
                CostGrowth.write(ruleset, results, java.nio.file.Path.of("docs"));
                measured = results.get(0);
            } else if (halfPeak) {
                Result peak = run.runAndReport(clients, games, seconds, 0, pid);
                Result half = run.runAndReport(clients, games, seconds, peak.movesPerSecond() / 2, pid);
                System.out.printf(Locale.ROOT, "%npeak %.1f moves/s; at half (%.1f/s): p50 %.2f ms  p95 %.2f ms"
                                + "  p99 %.2f ms  max %.2f ms (POST /moves from the intended send time;"
                                + " %.1f moves/s achieved, %d sent > 1 ms behind schedule)%n",
                        peak.movesPerSecond(), half.rate, ms(half.move, 50), ms(half.move, 95), ms(half.move, 99),
                        half.move.getMaxValue() / 1e6, half.movesPerSecond(), half.late.get());
                measured = peak;
            } else {
                measured = run.runAndReport(clients, games, seconds, rate, pid);
            }
            if (ceiling != null) {
                System.out.printf(Locale.ROOT, "raw ceiling: %.1f single-row durable inserts/s at %d connections;"
                                + " the service's moves/s (%s, %d games) are %.1f%% of it%n", ceiling, clients,
                        measured.mode(), measured.activeGames, 100 * measured.movesPerSecond() / ceiling);
            }
        } finally {
            run.http.close();
        }
    }

    Result runAndReport(int clients, int games, int seconds, double rate, long pid) throws Exception {
        Result r = run(clients, games, seconds, rate);
        if (pid > 0) {
            r.residentKb = residentKb(pid);
        }
        print(r);
        return r;
    }

    /**
     * One run: {@code min(clients, games)} clients set up their games, then play for {@code seconds}, closed loop
     * or, with {@code rate > 0}, paced at that many moves per second in all.
     */
    Result run(int clients, int games, int seconds, double rate) throws Exception {
        int threads = Math.min(clients, games);
        Result r = new Result(threads, games, rate);
        System.out.printf(Locale.ROOT, "%n%s: %d clients, %d active games, %d s%n", r.mode(), threads, games, seconds);
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> bots = new ArrayList<>();
        long setUp = System.nanoTime();
        for (int c = 0; c < threads; c++) {
            int id = c;
            bots.add(pool.submit(() -> bot(r, id, threads, ready, go)));
        }
        ready.await();
        System.out.printf(Locale.ROOT, "%d games set up in %.1f s%n", r.gamesSetUp.get(),
                (System.nanoTime() - setUp) / 1e9);
        r.start = System.nanoTime();
        r.deadline = r.start + seconds * 1_000_000_000L;
        // the answers counted are the run's, not the set-up's
        Http.WIRE_BYTES.set(0);
        Http.READ_BYTES.set(0);
        long cpuAtStart = ownCpuTicks();
        CpuTime.Reading everyoneAtStart = CpuTime.read(servicePid);
        go.countDown();
        long lastMoves = 0;
        long lastCpu = cpuAtStart;
        long last = r.start;
        while (System.nanoTime() < r.deadline) {
            Thread.sleep(Math.min(5000, Math.max(1, (r.deadline - System.nanoTime()) / 1_000_000)));
            long m = r.moves.get();
            long cpu = ownCpuTicks();
            long now = System.nanoTime();
            System.out.printf(Locale.ROOT, "[%5.1fs] moves %d (%.0f/s now), games %d created, %d finished, errors %d;"
                            + " client CPU %.2f ms/move%n", (now - r.start) / 1e9, m, (m - lastMoves) / ((now - last) / 1e9),
                    r.gamesCreated.get(), r.finished.get(), r.errors.get(),
                    (cpu - lastCpu) * 10.0 / Math.max(1, m - lastMoves));
            lastMoves = m;
            lastCpu = cpu;
            last = now;
        }
        for (Future<?> f : bots) {
            f.get();
        }
        pool.shutdown();
        r.seconds = (System.nanoTime() - r.start) / 1e9;
        r.cpuTicks = ownCpuTicks() - cpuAtStart;
        r.cpu = CpuTime.read(servicePid).minus(everyoneAtStart);
        return r;
    }

    void print(Result r) {
        System.out.printf(Locale.ROOT, "%nruleset %s, %d seats, %d clients, %d active games, %s, %s protocol, %.1f s%n",
                ruleset, seats, r.clients, r.activeGames, r.mode(), lean ? "lean" : "full", r.seconds);
        System.out.printf(Locale.ROOT, "moves: %d accepted, %.1f/s; games: %d set up first, %d created during the run,"
                        + " %d finished; errors: %d; refused over a limit (429, retried after Retry-After): %d%n",
                r.moves.get(), r.movesPerSecond(), r.gamesSetUp.get(),
                r.gamesCreated.get(), r.finished.get(), r.errors.get(), Http.LIMITED.get());
        System.out.printf(Locale.ROOT, "answers: %.0f bytes per move on the wire, %.0f as read (%s)%n",
                Http.WIRE_BYTES.get() / (double) Math.max(1, r.moves.get()),
                Http.READ_BYTES.get() / (double) Math.max(1, r.moves.get()),
                http.compress ? "gzip asked for" : "plain asked for");
        if (r.rate > 0) {
            report("move (POST /moves), from intended send", r.move);
            report("move (POST /moves), from actual send", r.moveSent);
            System.out.printf(Locale.ROOT, "schedule: %d of %d moves sent more than 1 ms behind their intended time%n",
                    r.late.get(), r.move.getTotalCount());
        } else {
            report("move round trip (POST /moves)", r.move);
        }
        report("legal moves (GET /legal-moves)", r.legal);
        report("game creation (POST /games)", r.create);
        System.out.printf(Locale.ROOT, "load generator CPU: %d ticks of 10 ms = %.3f ms per move (%.0f%% of one core)%n",
                r.cpuTicks, r.cpuTicks * 10.0 / Math.max(1, r.moves.get()), r.cpuTicks / r.seconds);
        if (servicePid > 0) {
            double moves = Math.max(1, r.moves.get());
            double total = (r.cpu.generator() + r.cpu.service() + r.cpu.postgres()) * 10.0 / moves;
            System.out.printf(Locale.ROOT, "CPU per move: service %.3f ms (JIT compiler threads %.3f of it),"
                            + " PostgreSQL %.3f ms, load generator %.3f ms; %.3f ms in all, so %d cores top out"
                            + " near %.0f moves/s%n", r.cpu.service() * 10.0 / moves,
                    r.cpu.serviceJit() * 10.0 / moves, r.cpu.postgres() * 10.0 / moves,
                    r.cpu.generator() * 10.0 / moves, total, Runtime.getRuntime().availableProcessors(),
                    Runtime.getRuntime().availableProcessors() * 1000 / total);
        }
        if (r.residentKb >= 0) {
            System.out.printf(Locale.ROOT, "service resident memory with %d active games: %d MB%n", r.activeGames,
                    r.residentKb / 1024);
        }
    }

    static double ms(Histogram h, double percentile) {
        return h.getValueAtPercentile(percentile) / 1e6;
    }

    static void report(String what, Histogram h) {
        System.out.printf(Locale.ROOT, "%-40s p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.2f ms  (n=%d)%n", what,
                ms(h, 50), ms(h, 95), ms(h, 99), h.getMaxValue() / 1e6, h.getTotalCount());
    }

    /**
     * A game this client plays: its id, seat tokens, the last view it was given (full protocol; the lean one only
     * has the view of the creation answer) and, lean, the next legal moves of the seat that moved last, if it is
     * still the one to decide.
     */
    private static final class Game {
        String id;
        List<String> tokens;
        JsonNode view;
        boolean finished;
        /** Lean: the seats the game waits for, known only from the creation answer's view. */
        JsonNode pending;
        /** Lean: the {@code legalMoves} of the last move answer (null once the turn has passed). */
        JsonNode next;
        int lastSeat = -1;
    }

    /** The move a client is about to post: chosen from the legal moves of a pending seat. */
    private record Prepared(String uri, int seat, String token, String body) {
    }

    /**
     * One client: creates its {@code activeGames / clients} games (so clients never race each other), waits for
     * the others, then moves in each in turn; a finished game is replaced by a new one, so the number of active
     * games stays constant. When paced, the legal moves are fetched (and a finished game replaced) before the
     * intended send time of the move, and only the POST waits for it.
     */
    private void bot(Result r, int id, int clients, CountDownLatch ready, CountDownLatch go) {
        Random random = new Random(id);
        List<Game> mine = new ArrayList<>();
        try {
            try {
                for (int g = id; g < r.activeGames; g += clients) {
                    mine.add(create(r));
                    r.gamesSetUp.incrementAndGet();
                }
            } finally {
                ready.countDown();
            }
            go.await();
            long deadline = r.deadline;
            Schedule schedule = r.rate > 0 ? new Schedule(r.start, r.rate, clients, id) : null;
            while (System.nanoTime() < deadline) {
                for (int i = 0; i < mine.size() && System.nanoTime() < deadline; i++) {
                    Game game = mine.get(i);
                    if (game.finished) {
                        r.finished.incrementAndGet();
                        game = create(r);
                        r.gamesCreated.incrementAndGet();
                        mine.set(i, game);
                    }
                    Prepared move = prepare(r, game, random);
                    if (move == null && game.finished) {
                        continue;
                    }
                    if (move == null) {
                        r.errors.incrementAndGet();
                        mine.set(i, create(r));
                        r.gamesCreated.incrementAndGet();
                        continue;
                    }
                    long intended = schedule == null ? System.nanoTime() : schedule.next();
                    if (intended >= deadline) {
                        return;
                    }
                    if (!post(r, game, move, intended)) {
                        r.errors.incrementAndGet();
                        mine.set(i, create(r));
                        r.gamesCreated.incrementAndGet();
                    }
                }
            }
        } catch (Exception e) {
            if (r.errors.incrementAndGet() <= 5) {
                System.err.println("client " + id + " stopped: " + e);
            }
        }
    }

    private Game create(Result r) throws Exception {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"bot").append(i).append("\"}");
        }
        long t0 = System.nanoTime();
        Http.Response created = http.post("/v1/games", null,
                "{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "]}");
        r.create.recordValue(System.nanoTime() - t0);
        if (created.status() != 201) {
            throw new IllegalStateException("creation refused: " + created.status() + " " + created.text());
        }
        JsonNode body = JSON.readTree(created.bytes());
        Game game = new Game();
        game.id = body.get("id").asText();
        game.tokens = new ArrayList<>();
        body.get("seats").forEach(s -> game.tokens.add(s.get("token").asText()));
        game.view = body.get("game");
        game.pending = game.view.get("pending");
        game.finished = "finished".equals(game.view.get("status").asText());
        return game;
    }

    /**
     * Picks a move at random from a pending seat's legal moves: asked with GET legal-moves (full), or, lean, taken
     * from the last move answer while its seat is still the one to decide. Null if the service refused to list
     * them; lean, a game found to wait for nobody is marked finished (and null returned).
     */
    private Prepared prepare(Result r, Game game, Random random) throws Exception {
        if (lean) {
            return prepareLean(r, game, random);
        }
        JsonNode pending = game.view.get("pending");
        int seat = pending.get(random.nextInt(pending.size())).get("seat").asInt();
        JsonNode legal = legalMoves(r, game, seat);
        if (legal == null || legal.get("moves").isEmpty()) {
            if (legal != null) {
                System.err.println("legal moves: none listed for a pending seat");
            }
            return null;
        }
        return pick(game, seat, legal, random);
    }

    private Prepared prepareLean(Result r, Game game, Random random) throws Exception {
        if (game.next != null && !game.next.isNull()) {
            return pick(game, game.next.get("seat").asInt(), game.next, random);
        }
        if (game.pending != null) {
            int seat = game.pending.get(random.nextInt(game.pending.size())).get("seat").asInt();
            game.pending = null;
            JsonNode legal = legalMoves(r, game, seat);
            return legal == null || legal.get("moves").isEmpty() ? null : pick(game, seat, legal, random);
        }
        // the turn has passed: the seats after the last mover, in order, are asked until one has moves, as each
        // seat's bot would be told by the stream that it is its turn (and ask once per turn)
        for (int k = 1; k <= seats; k++) {
            int seat = (game.lastSeat + k) % seats;
            JsonNode legal = legalMoves(r, game, seat);
            if (legal == null) {
                return null;
            }
            if (!legal.get("moves").isEmpty()) {
                return pick(game, seat, legal, random);
            }
        }
        game.finished = true;
        return null;
    }

    /** {@code seat}'s legal-moves answer; null (and counted as refused) if it is not a 200. */
    private JsonNode legalMoves(Result r, Game game, int seat) throws Exception {
        long t = System.nanoTime();
        Http.Response legal = http.get("/v1/games/" + game.id + "/legal-moves", game.tokens.get(seat));
        r.legal.recordValue(System.nanoTime() - t);
        if (legal.status() != 200) {
            refused(r, "legal moves", legal);
            return null;
        }
        return JSON.readTree(legal.bytes());
    }

    private static Prepared pick(Game game, int seat, JsonNode legal, Random random) throws Exception {
        JsonNode list = legal.get("moves");
        String move = JSON.writeValueAsString(list.get(random.nextInt(list.size())));
        return new Prepared("/v1/games/" + game.id + "/moves", seat, game.tokens.get(seat),
                "{\"expectedVersion\":" + legal.get("version").asLong() + ",\"move\":" + move + "}");
    }

    /** Sends the move at its intended time (at once if that has passed); false if the service refused it. */
    private boolean post(Result r, Game game, Prepared move, long intended) throws Exception {
        sleepUntil(intended);
        long sent = System.nanoTime();
        if (sent - intended > LATE_NANOS) {
            r.late.incrementAndGet();
        }
        Http.Response answer = http.post(move.uri(), move.token(), move.body(), lean ? "return=minimal" : null);
        long done = System.nanoTime();
        r.move.recordValue(done - Math.min(intended, sent));
        r.moveSent.recordValue(done - sent);
        if (answer.status() != 200) {
            refused(r, "move", answer);
            return false;
        }
        r.moves.incrementAndGet();
        JsonNode body = JSON.readTree(answer.bytes());
        if (lean) {
            game.next = body.get("legalMoves");
            game.lastSeat = move.seat();
        } else {
            game.view = body.get("game");
            game.finished = "finished".equals(game.view.get("status").asText());
        }
        return true;
    }

    private static void refused(Result r, String what, Http.Response answer) {
        if (r.errors.get() < 5) {
            System.err.println(what + " refused: " + answer.status() + " (Content-Length " + answer.contentLength()
                    + ", " + answer.body().length() + " bytes read) " + answer.text());
        }
    }

    static void sleepUntil(long nanoTime) {
        for (long wait = nanoTime - System.nanoTime(); wait > 0; wait = nanoTime - System.nanoTime()) {
            LockSupport.parkNanos(wait);
        }
    }

    /**
     * Plays one game to at least 500 events, then times rebuilding it: cold ({@code ?version=N} replays the
     * log from the database on every request) and warm (the current version, served from the cache).
     */
    void replayTiming() throws Exception {
        lean = false;
        Result r = new Result(1, 1, 0);
        Random random = new Random(7);
        Game game = create(r);
        long version = game.view.get("version").asLong();
        while (version < 500) {
            if ("finished".equals(game.view.get("status").asText())) {
                game = create(r);
            }
            Prepared move = prepare(r, game, random);
            if (move == null) {
                throw new IllegalStateException("legal moves refused");
            }
            post(r, game, move, System.nanoTime());
            version = game.view.get("version").asLong();
        }
        Histogram cold = new Histogram(HIGHEST, 3);
        Histogram warm = new Histogram(HIGHEST, 3);
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

    /**
     * Times reading views: each client sets up a game of its own and plays 4 moves in it, then reads its views in
     * turn (seat 0's, seat 1's, …, a spectator's) as fast as the answers come, for {@code warmup} seconds not
     * counted and then {@code seconds}: the version does not change, so every view is written once and then served
     * as written (unless the service runs with {@code ZIGGURAT_VIEW_CACHE_BYTES=0}). Reports reads/s, their
     * latency and, with {@code --pid}, the CPU per read of the service and of PostgreSQL.
     */
    void readTiming(int clients, int warmup, int seconds) throws Exception {
        lean = false;
        Result setUp = new Result(clients, clients, 0);
        List<Game> games = new ArrayList<>();
        Random random = new Random(11);
        for (int c = 0; c < clients; c++) {
            Game game = create(setUp);
            for (int m = 0; m < 4 && !game.finished; m++) {
                Prepared move = prepare(setUp, game, random);
                if (move == null || !post(setUp, game, move, System.nanoTime())) {
                    throw new IllegalStateException("could not set up a game to read");
                }
            }
            games.add(game);
        }
        if (warmup > 0) {
            readFor(games, warmup, null);
        }
        Histogram reads = new ConcurrentHistogram(HIGHEST, 3);
        CpuTime.Reading before = CpuTime.read(servicePid);
        long start = System.nanoTime();
        long n = readFor(games, seconds, reads);
        double elapsed = (System.nanoTime() - start) / 1e9;
        CpuTime.Reading cpu = CpuTime.read(servicePid).minus(before);
        System.out.printf(Locale.ROOT, "%nviews of %s, %d clients, one game each: %d reads, %.1f/s%n", ruleset, clients,
                n, n / elapsed);
        report("view (GET /v1/games/{id})", reads);
        System.out.printf(Locale.ROOT, "CPU per read: load generator %.3f ms", cpu.generator() * 10.0 / n);
        if (servicePid > 0) {
            System.out.printf(Locale.ROOT, ", service %.3f ms (JIT compiler threads %.3f of it), PostgreSQL %.3f ms",
                    cpu.service() * 10.0 / n, cpu.serviceJit() * 10.0 / n, cpu.postgres() * 10.0 / n);
        }
        System.out.println();
    }

    /** Each client reads the views of its game in turn for {@code seconds}; returns how many reads were done. */
    private long readFor(List<Game> games, int seconds, Histogram into) throws Exception {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(games.size());
        List<Future<?>> readers = new ArrayList<>();
        for (Game game : games) {
            readers.add(pool.submit(() -> {
                for (int i = 0; System.nanoTime() < deadline; i++) {
                    int viewer = i % (game.tokens.size() + 1);
                    long t = System.nanoTime();
                    Http.Response view = http.get("/v1/games/" + game.id,
                            viewer < game.tokens.size() ? game.tokens.get(viewer) : null);
                    if (view.status() != 200) {
                        throw new IllegalStateException("view refused: " + view.status() + " " + view.text());
                    }
                    if (into != null) {
                        into.recordValue(System.nanoTime() - t);
                    }
                    done.incrementAndGet();
                }
                return null;
            }));
        }
        for (Future<?> f : readers) {
            f.get();
        }
        pool.shutdown();
        return done.get();
    }

    /** The resident memory (VmRSS) of a process in kB, or -1 if it cannot be read. */
    static long residentKb(long pid) {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.substring(6).replace("kB", "").trim());
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            System.err.println("resident memory of " + pid + " unknown: " + e);
        }
        return -1;
    }

    /** utime + stime of this JVM, all threads, in clock ticks (USER_HZ, 100 per second on Linux). */
    static long ownCpuTicks() {
        return CpuTime.ticks(java.nio.file.Path.of("/proc/self/stat"));
    }
}
