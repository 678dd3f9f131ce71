package ziggurat.bots;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** One game between bots: created over HTTP, each seat played by its own {@link SeatBot} on a thread of its own. */
final class Match {

    /**
     * What one game came to, as the finished game's public view tells it.
     *
     * @param bots     the bot of each seat
     * @param winners  the seats the outcome names as winners
     * @param moves    the moves the seats played ({@code movesPlayed})
     * @param errors   answers no bot expects, and why a game did not finish
     */
    record Result(String gameId, List<String> bots, boolean finished, List<Integer> winners, long moves, long version,
                  long conflicts, long refused, long reconnects, List<String> errors, double seconds) {
    }

    private Match() {
    }

    /** Creates a game of {@code ruleset} with one seat per bot and plays it to the end. */
    static Result play(Service service, String ruleset, List<String> bots, String seed, Duration patience,
                       Map<String, Object> options) {
        long started = System.nanoTime();
        List<String> errors = new ArrayList<>();
        Map<String, Object> create = new LinkedHashMap<>();
        create.put("ruleset", ruleset);
        List<Map<String, String>> seats = new ArrayList<>();
        for (int i = 0; i < bots.size(); i++) {
            seats.add(Map.of("name", bots.get(i) + " " + (i + 1)));
        }
        create.put("seats", seats);
        if (options != null && !options.isEmpty()) {
            create.put("options", options);
        }
        if (seed != null) {
            create.put("seed", seed);
        }
        Service.Answer created;
        try {
            created = service.post("/v1/games", null, create, Map.of());
        } catch (Service.Unexpected e) {
            return new Result(null, bots, false, List.of(), 0, 0, 0, 0, 0, List.of(e.getMessage()), seconds(started));
        }
        if (created.status() != 201) {
            return new Result(null, bots, false, List.of(), 0, 0, 0, 0, 0, List.of("POST /v1/games: " + created),
                    seconds(started));
        }
        String id = created.json().path("id").asText();
        List<SeatBot> players = new ArrayList<>();
        long base = seed == null ? System.nanoTime() : seed.hashCode();
        for (JsonNode s : created.json().path("seats")) {
            int seat = s.path("seat").asInt();
            players.add(new SeatBot(service, id, ruleset, seat, s.path("token").asText(),
                    Strategy.named(bots.get(seat)), base * 31 + seat));
        }
        ExecutorService pool = Executors.newFixedThreadPool(players.size(), r -> {
            Thread t = new Thread(r, "bot-" + id.substring(0, 8));
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (SeatBot p : players) {
                running.add(pool.submit(() -> {
                    p.play(patience);
                    return null;
                }));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    errors.add(String.valueOf(e.getCause().getMessage()));
                    running.forEach(other -> other.cancel(true));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            errors.add("interrupted");
        } finally {
            pool.shutdownNow();
        }
        long conflicts = 0;
        long refused = 0;
        long reconnects = 0;
        for (SeatBot p : players) {
            conflicts += p.conflicts.get();
            refused += p.refused.get();
            reconnects += p.reconnects();
            synchronized (p.errors) {
                errors.addAll(p.errors);
            }
        }
        Service.Answer end;
        try {
            end = service.get("/v1/games/" + id, null);
        } catch (Service.Unexpected e) {
            errors.add(e.getMessage());
            return new Result(id, bots, false, List.of(), 0, 0, conflicts, refused, reconnects, errors, seconds(started));
        }
        JsonNode game = end.json();
        boolean finished = "finished".equals(game.path("status").asText());
        if (!finished) {
            errors.add("game " + id + " did not finish: " + game.path("status").asText());
        }
        List<Integer> winners = new ArrayList<>();
        game.path("outcome").path("winners").forEach(w -> winners.add(w.isInt() ? w.asInt() : w.path("seat").asInt()));
        return new Result(id, bots, finished, winners, game.path("movesPlayed").asLong(), game.path("version").asLong(),
                conflicts, refused, reconnects, errors, seconds(started));
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
