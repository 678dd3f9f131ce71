package ziggurat.play;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import ziggurat.engine.CanonicalJson;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/**
 * What sealing costs per event, over the successive events of real (random) games as {@link Ledger#seal} meets
 * them: for every event of a 4-seat game of each ruleset (Contest of Kings, Tigris, Qin {@code veles}, Attika), the
 * state after it and the event. Timed by the thread's own CPU, the variants interleaved round by round in one JVM,
 * median of the rounds, µs per event:
 * <ul>
 *     <li>the complete view built ({@code Table.view}), its canonical JSON written, the SHA-256 over it;</li>
 *     <li>the envelope's canonical JSON and chain hash, by the reflective mapper and by hand;</li>
 *     <li>the gzip of the first seat's view as JSON (a move answer's size), by a fresh GZIPOutputStream per answer
 *     and by the thread's deflater.</li>
 * </ul>
 * With {@code parts} as third argument it prints instead, per ruleset, each top-level field of the complete view:
 * its share of the canonical bytes and how often it is equal to the one after the event before (what reusing the
 * bytes of an unchanged part could save at most).
 *
 * <pre>java -cp target/classes:target/test-classes:$(cat target/test-classpath.txt) ziggurat.play.SealBenchmark 15 3</pre>
 */
public final class SealBenchmark {

    private static final String SALT = "00112233445566778899aabbccddeeff";

    record Step(Object state, Event event, long seq, String type, int schemaVersion, Integer seat) {
    }

    /** {@code interleaved}: the same views, the games' events taken in turn, as a thread serving them all meets them. */
    record Game(String id, Ruleset<Object, Move, Event> ruleset, List<Step> steps, List<Object> views,
                List<Object> interleaved, List<byte[]> answers) {
    }

    public static void main(String[] args) {
        int rounds = Integer.parseInt(args[0]);
        int games = Integer.parseInt(args[1]);
        List<Game> all = new ArrayList<>();
        for (String id : List.of("contest-of-kings", "tigris", "qin", "attika")) {
            all.add(play(id, games));
        }
        if (args.length > 2 && args[2].equals("parts")) {
            all.forEach(SealBenchmark::parts);
            return;
        }
        for (Game g : all) {
            System.out.printf("%s: %d events, canonical view %d bytes on average, answer %d bytes%n", g.id(),
                    g.steps().size(), (int) g.views().stream().mapToInt(v -> CanonicalJson.bytes(
                            (CanonicalJson.Writable) v).length).average().orElse(0),
                    (int) g.answers().stream().mapToInt(a -> a.length).average().orElse(0));
        }
        Map<String, ToIntFunction<Game>> variants = new LinkedHashMap<>();
        variants.put("view built", g -> {
            int n = 0;
            for (Step s : g.steps()) {
                n += g.ruleset().view(s.state(), Viewer.EVERYONE).hashCode() & 1;
            }
            return n;
        });
        variants.put("canonical JSON, all written", g -> {
            int n = 0;
            for (Object v : g.views()) {
                CanonicalJson out = CanonicalJson.writingEverything();
                ((CanonicalJson.Writable) v).writeCanonical(out);
                n += out.size();
            }
            return n;
        });
        variants.put("canonical JSON, parts reused", g -> {
            int n = 0;
            for (Object v : g.views()) {
                CanonicalJson out = new CanonicalJson();
                ((CanonicalJson.Writable) v).writeCanonical(out);
                n += out.size();
            }
            return n;
        });
        variants.put("same, games interleaved", g -> {
            int n = 0;
            for (Object v : g.interleaved()) {
                CanonicalJson out = new CanonicalJson();
                ((CanonicalJson.Writable) v).writeCanonical(out);
                n += out.size();
            }
            return n;
        });
        variants.put("state hash (Seal.stateHashOf)", g -> {
            int n = 0;
            for (Object v : g.views()) {
                n += Seal.stateHashOf(SALT, v).charAt(0);
            }
            return n;
        });
        variants.put("state hash, view built too", g -> {
            int n = 0;
            for (Step s : g.steps()) {
                n += Ledger.stateHash(SALT, g.ruleset(), s.state()).charAt(0);
            }
            return n;
        });
        variants.put("envelope + chain hash, mapper", g -> {
            int n = 0;
            String previous = SALT;
            for (Step s : g.steps()) {
                previous = Seal.eventHash(SALT, previous, Ledger.envelopeByMapper(s.seq(), s.type(),
                        s.schemaVersion(), s.seat(), Instant.EPOCH, s.event()));
                n += previous.charAt(0);
            }
            return n;
        });
        variants.put("envelope + chain hash, by hand", g -> {
            int n = 0;
            String previous = SALT;
            for (Step s : g.steps()) {
                previous = Seal.eventHash(SALT, previous, CanonicalEnvelope.bytes(s.seq(), s.type(),
                        s.schemaVersion(), s.seat(), Instant.EPOCH.toString(), s.event()));
                n += previous.charAt(0);
            }
            return n;
        });
        variants.put("envelope JSON only, mapper", g -> {
            int n = 0;
            for (Step s : g.steps()) {
                n += Ledger.envelopeByMapper(s.seq(), s.type(), s.schemaVersion(), s.seat(), Instant.EPOCH,
                        s.event()).getBytes(StandardCharsets.UTF_8).length;
            }
            return n;
        });
        variants.put("envelope JSON only, by hand", g -> {
            int n = 0;
            for (Step s : g.steps()) {
                n += CanonicalEnvelope.bytes(s.seq(), s.type(), s.schemaVersion(), s.seat(),
                        Instant.EPOCH.toString(), s.event()).length;
            }
            return n;
        });
        variants.put("gzip, new stream per answer", g -> {
            int n = 0;
            for (byte[] a : g.answers()) {
                n += WrittenGzipTest.byFreshStream(a).length;
            }
            return n;
        });
        variants.put("gzip, thread's deflater", g -> {
            int n = 0;
            for (byte[] a : g.answers()) {
                n += Written.gzip(a).length;
            }
            return n;
        });
        // same bytes first, or the figures compare nothing
        for (Game g : all) {
            for (List<Object> views : List.of(g.views(), g.interleaved())) {
                for (Object v : views) {
                    CanonicalJson all1 = CanonicalJson.writingEverything();
                    ((CanonicalJson.Writable) v).writeCanonical(all1);
                    if (!Arrays.equals(all1.toByteArray(), CanonicalJson.bytes((CanonicalJson.Writable) v))) {
                        throw new IllegalStateException("reused bytes differ in " + g.id());
                    }
                }
            }
            for (int i = 0; i < g.steps().size(); i++) {
                Step s = g.steps().get(i);
                if (!Ledger.envelopeByMapper(s.seq(), s.type(), s.schemaVersion(), s.seat(), Instant.EPOCH,
                        s.event()).equals(Ledger.envelope(s.seq(), s.type(), s.schemaVersion(), s.seat(),
                        Instant.EPOCH, s.event()))
                        || !Arrays.equals(WrittenGzipTest.byFreshStream(g.answers().get(i)), Written.gzip(g.answers().get(i)))) {
                    throw new IllegalStateException("the writers disagree at " + g.id() + " event " + s.seq());
                }
            }
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        List<String> names = new ArrayList<>(variants.keySet());
        double[][][] perEvent = new double[all.size()][names.size()][rounds];
        long sink = 0;
        for (int r = 0; r < rounds; r++) {
            for (int gi = 0; gi < all.size(); gi++) {
                Game g = all.get(gi);
                for (int v = 0; v < names.size(); v++) {
                    long start = cpu.getCurrentThreadCpuTime();
                    sink += variants.get(names.get(v)).applyAsInt(g);
                    perEvent[gi][v][r] = (cpu.getCurrentThreadCpuTime() - start) / 1000.0 / g.steps().size();
                }
            }
        }
        System.out.printf("%n%-32s", "µs CPU per event (median)");
        all.forEach(g -> System.out.printf("%18s", g.id()));
        System.out.println();
        for (int v = 0; v < names.size(); v++) {
            System.out.printf("%-32s", names.get(v));
            for (int gi = 0; gi < all.size(); gi++) {
                double[] sorted = perEvent[gi][v].clone();
                Arrays.sort(sorted);
                System.out.printf("%18.2f", sorted[rounds / 2]);
            }
            System.out.println();
        }
        System.out.println(sink == 42 ? "!" : "");
    }

    /** {@code games} 4-seat games of {@code id} played to the end by random decisions, every event kept. */
    static Game play(String id, int games) {
        Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(id);
        Map<String, Object> options = id.equals("qin") ? Map.of("variant", "veles") : Map.of();
        List<Step> steps = new ArrayList<>();
        List<Object> views = new ArrayList<>();
        List<byte[]> answers = new ArrayList<>();
        List<List<Object>> perGame = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            perGame.add(new ArrayList<>());
            Record read = GameJson.readOptions(ruleset, GameJson.tree(options));
            GameSetup setup = new GameSetup(List.of("Ann", "Bo", "Cy", "Di"), read, Optional.empty(), "bench");
            Object state = ruleset.initial();
            long seq = 0;
            List<Event> events = new ArrayList<>(ruleset.start(setup, Rng.of("seal-" + game, "setup")));
            Integer seat = null;
            SplittableRandom random = new SplittableRandom(game);
            Rng rng = Rng.of("seal-" + game, "moves");
            for (int move = 0; move < 3_000; move++) {
                for (Event e : events) {
                    state = ruleset.evolve(state, e);
                    String type = GameJson.typeName(ruleset, e);
                    steps.add(new Step(state, e, ++seq, type, ruleset.upcasters().currentVersion(type), seat));
                    views.add(ruleset.view(state, Viewer.EVERYONE));
                    perGame.get(game).add(views.get(views.size() - 1));
                    answers.add(GameJson.writeBytes(ruleset.view(state, Viewer.seat(0))));
                }
                if (ruleset.outcome(state).finished()) {
                    break;
                }
                List<PendingDecision> pending = ruleset.pending(state, Viewer.EVERYONE);
                seat = pending.get(random.nextInt(pending.size())).seat();
                List<Move> legal = ruleset.legalMoves(state, seat);
                events = ruleset.decide(state, seat, legal.get(random.nextInt(legal.size())), rng);
            }
        }
        List<Object> interleaved = new ArrayList<>();
        for (int i = 0; interleaved.size() < views.size(); i++) {
            for (List<Object> g : perGame) {
                if (i < g.size()) {
                    interleaved.add(g.get(i));
                }
            }
        }
        return new Game(id, ruleset, steps, views, interleaved, answers);
    }

    /** Per top-level field of the complete view: its share of the bytes, and how often it equals the one before. */
    static void parts(Game g) {
        Map<String, long[]> fields = new LinkedHashMap<>();
        JsonNode previous = null;
        long total = 0;
        for (Object v : g.views()) {
            JsonNode tree = GameJson.tree(v);
            total += GameJson.canonical(tree).length();
            for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                long[] c = fields.computeIfAbsent(f, k -> new long[3]);
                long bytes = GameJson.canonical(tree.get(f)).length();
                c[0] += bytes;
                if (previous != null && tree.get(f).equals(previous.get(f))) {
                    c[1] += bytes;
                    c[2]++;
                }
            }
            previous = tree;
        }
        System.out.printf("%n%s: %d events, %d bytes a view on average%n", g.id(), g.views().size(),
                total / g.views().size());
        long t = total;
        fields.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue()[0], a.getValue()[0])).limit(8)
                .forEach(e -> System.out.printf("  %-20s %5.1f %% of the bytes, unchanged after %5.1f %% of events"
                                + " (%4.1f %% of all bytes unchanged)%n", e.getKey(), 100.0 * e.getValue()[0] / t,
                        100.0 * e.getValue()[2] / g.views().size(), 100.0 * e.getValue()[1] / t));
    }
}
