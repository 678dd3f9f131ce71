package ziggurat.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent;
import ziggurat.games.qin.QinMove;
import ziggurat.games.qin.QinOptions;
import ziggurat.games.qin.QinRuleset;
import ziggurat.games.qin.QinState;

/**
 * A check that a speed-up of the Qin engine changes nothing a client can see: plays {@code args[0]} random 2-, 3- and
 * 4-seat games, spread over a few variants ({@code veles} as {@link QinBenchmark} plays it, colour powers,
 * Simultaneous, Pagoda auction with Soft obstacle, Combinations, War campaign), and prints one SHA-256 over every
 * legal-move list, every event, every 37th view, every 53rd snapshot and each outcome. Run it on the classes before and after a change (see docs/benchmarks.md,
 * Qin): the two digests must be equal. Not a unit test, because any deliberate rules change alters the digest.
 *
 * <p>Events, views and snapshots are hashed as JSON with map keys sorted: {@code GameEnded.measures} is a
 * {@code Map.of}, whose {@code toString} order differs from JVM to JVM.
 *
 * <p>With {@code -DeventsOnly=true} it leaves out the views and snapshots: what a change that adds a field to them
 * (a view revision) must still leave equal.
 *
 * <p>With {@code -DleaveOut=creatorSeeded} (or other names) it leaves a field added on purpose out of what it
 * hashes, to compare with the classes before the field ({@link LeftOut}).
 */
public final class QinDigest {

    /** The benchmark's variant, colour powers, Simultaneous, Pagoda auction, Combinations, War campaign. */
    static final List<String> VARIANTS = List.of("veles", "velespam", "velesniu", "velesnoke", "vuolessepes",
            "velesuopuke");

    public static void main(String[] args) throws Exception {
        int games = Integer.parseInt(args[0]);
        QinRuleset rules = new QinRuleset();
        ObjectMapper json = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        long moves = 0;
        for (int g = 0; g < games; g++) {
            List<String> seats = List.of("a", "b", "c", "d").subList(0, 2 + g % 3);
            String variant = VARIANTS.get(g % VARIANTS.size());
            GameSetup setup = new GameSetup(seats, QinOptions.variant(variant), Optional.empty(), "bench");
            List<QinEvent> start = rules.start(setup, Rng.of("dig-" + g, "setup"));
            QinState state = rules.initial();
            for (QinEvent e : start) {
                md.update(LeftOut.of(text(json, e)));
                state = rules.evolve(state, e);
            }
            SplittableRandom random = new SplittableRandom(g);
            Rng rng = Rng.of("dig-" + g, "moves");
            int n = 0;
            while (!rules.outcome(state).finished() && n < QinBenchmark.MOVE_CAP) {
                int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
                List<QinMove> legal = rules.legalMoves(state, seat);
                md.update(LeftOut.of(legal.toString().getBytes()));
                QinMove move = legal.get(random.nextInt(legal.size()));
                for (QinEvent e : rules.decide(state, seat, move, rng)) {
                    md.update(LeftOut.of(text(json, e)));
                    state = rules.evolve(state, e);
                }
                if (n % 37 == 0 && !Boolean.getBoolean("eventsOnly")) {
                    md.update(LeftOut.of(json.writeValueAsBytes(rules.view(state, Viewer.seat(seat)))));
                }
                if (n % 53 == 0 && !Boolean.getBoolean("eventsOnly")) {
                    md.update(LeftOut.of(json.writeValueAsBytes(rules.stateCodec().orElseThrow().snapshot(state))));
                }
                n++;
            }
            md.update(LeftOut.of(rules.outcome(state).toString().getBytes()));
            moves += n;
        }
        System.out.println(games + " games, " + moves + " moves, digest " + HexFormat.of().formatHex(md.digest()));
    }

    private static byte[] text(ObjectMapper json, QinEvent e) throws Exception {
        return (e.getClass().getSimpleName() + json.writeValueAsString(e)).getBytes();
    }
}
