package ziggurat.bots;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * N games between chosen bots, several at once, against a running service. The bots take turns at the seats (game
 * i seats them rotated by i), so each bot plays each seat about as often. {@link Report} is the table at the end.
 */
final class Simulation {

    final Service service;
    final String ruleset;
    final List<String> bots;
    final int games;
    final int parallel;
    final String seed;
    final Duration patience;
    final Map<String, Object> options;
    final AtomicLong movesSoFar = new AtomicLong();

    Simulation(Service service, String ruleset, List<String> bots, int games, int parallel, String seed,
               Duration patience, Map<String, Object> options) {
        this.service = service;
        this.ruleset = ruleset;
        this.bots = List.copyOf(bots);
        this.games = games;
        this.parallel = parallel;
        this.seed = seed;
        this.patience = patience;
        this.options = options;
        for (String b : bots) {
            Strategy.named(b); // fails early on an unknown name
        }
    }

    /** The bots of game i's seats: the list rotated by i. */
    List<String> seating(int game) {
        List<String> out = new ArrayList<>(bots.size());
        for (int s = 0; s < bots.size(); s++) {
            out.add(bots.get((s + game) % bots.size()));
        }
        return out;
    }

    /** Plays every game; {@code onGame} hears of each game as it ends (the progress bar). */
    Report run(Consumer<Match.Result> onGame) throws InterruptedException {
        long started = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(parallel, r -> {
            Thread t = new Thread(r, "simulate");
            t.setDaemon(true);
            return t;
        });
        List<Future<Match.Result>> results = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            int game = i;
            results.add(pool.submit(() -> {
                Match.Result r = Match.play(service, ruleset, seating(game), seed == null ? null : seed + "-" + game,
                        patience, options);
                movesSoFar.addAndGet(r.moves());
                onGame.accept(r);
                return r;
            }));
        }
        List<Match.Result> done = new ArrayList<>();
        try {
            for (Future<Match.Result> f : results) {
                try {
                    done.add(f.get());
                } catch (java.util.concurrent.ExecutionException e) {
                    done.add(new Match.Result(null, List.of(), false, List.of(), 0, 0, 0, 0, 0,
                            List.of(String.valueOf(e.getCause())), 0));
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return new Report(ruleset, bots, done, (System.nanoTime() - started) / 1e9);
    }

    /** The table a simulation ends with. */
    record Report(String ruleset, List<String> bots, List<Match.Result> results, double seconds) {

        long finished() {
            return results.stream().filter(Match.Result::finished).count();
        }

        long errors() {
            return results.stream().mapToLong(r -> r.errors().size()).sum();
        }

        long moves() {
            return results.stream().mapToLong(Match.Result::moves).sum();
        }

        /** Wins of a bot at a seat (-1: any seat); a game with several winners counts for each. */
        long wins(String bot, int seat) {
            long n = 0;
            for (Match.Result r : results) {
                for (int w : r.winners()) {
                    if (w < r.bots().size() && r.bots().get(w).equals(bot) && (seat < 0 || seat == w)) {
                        n++;
                    }
                }
            }
            return n;
        }

        /** Games a bot played at a seat (-1: any seat, counting a game once). */
        long played(String bot, int seat) {
            long n = 0;
            for (Match.Result r : results) {
                if (seat < 0 ? r.bots().contains(bot) : seat < r.bots().size() && r.bots().get(seat).equals(bot)) {
                    n++;
                }
            }
            return n;
        }

        /** The table, in Markdown. */
        String table() {
            java.io.StringWriter text = new java.io.StringWriter();
            java.io.PrintWriter out = new java.io.PrintWriter(text);
            int seats = bots.size();
            List<String> distinct = bots.stream().distinct().toList();
            out.printf(Locale.ROOT, "%s: %d games, %d finished, %d errors, %.1f s%n", ruleset, results.size(),
                    finished(), errors(), seconds);
            out.println();
            StringBuilder head = new StringBuilder("| bot | games | wins | win rate |");
            StringBuilder rule = new StringBuilder("|---|---:|---:|---:|");
            for (int s = 0; s < seats; s++) {
                head.append(" wins at seat ").append(s).append(" |");
                rule.append("---:|");
            }
            out.println(head);
            out.println(rule);
            for (String b : distinct) {
                long played = played(b, -1);
                long wins = wins(b, -1);
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "| %s | %d | %d | %.0f%% |", b, played,
                        wins, played == 0 ? 0.0 : 100.0 * wins / played));
                for (int s = 0; s < seats; s++) {
                    row.append(String.format(Locale.ROOT, " %d of %d |", wins(b, s), played(b, s)));
                }
                out.println(row);
            }
            long shared = results.stream().filter(r -> r.winners().size() > 1).count();
            double avgMoves = results.isEmpty() ? 0 : (double) moves() / results.size();
            double avgEvents = results.stream().mapToLong(Match.Result::version).average().orElse(0);
            out.println();
            out.println("| games finished | shared wins | average length (moves) | average length (events) "
                    + "| moves/s | conflicts (409/412) | refused (422) | reconnects | errors |");
            out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
            out.printf(Locale.ROOT, "| %d of %d | %d | %.1f | %.1f | %.1f | %d | %d | %d | %d |%n", finished(),
                    results.size(), shared, avgMoves, avgEvents, seconds > 0 ? moves() / seconds : 0.0,
                    results.stream().mapToLong(Match.Result::conflicts).sum(),
                    results.stream().mapToLong(Match.Result::refused).sum(),
                    results.stream().mapToLong(Match.Result::reconnects).sum(), errors());
            Map<String, Long> kinds = new TreeMap<>();
            for (Match.Result r : results) {
                for (String e : r.errors()) {
                    kinds.merge(e.length() > 300 ? e.substring(0, 300) + "…" : e, 1L, Long::sum);
                }
            }
            kinds.forEach((e, n) -> out.println("error (" + n + "×): " + e));
            out.flush();
            return text.toString();
        }
    }
}
