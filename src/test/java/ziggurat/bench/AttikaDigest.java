package ziggurat.bench;

import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent;
import ziggurat.games.attika.AttikaMove;
import ziggurat.games.attika.AttikaRuleset;
import ziggurat.games.attika.AttikaState;

/**
 * A check that a speed-up of the Attika engine changes nothing a client can see: plays {@code args[0]} random 2-, 3-
 * and 4-seat games as {@link AttikaBenchmark} does and prints one SHA-256 over every legal-move list (with its
 * details), every event, the outcome, and every 37th view and 53rd snapshot. Run it on the classes before and
 * after a change (see docs/benchmarks.md, Attika): the two digests must be equal. Not a unit test, because any
 * deliberate rules change alters the digest.
 *
 * <p>With {@code -DleaveOut=creatorSeeded} (or other names) it leaves a field added on purpose out of what it
 * hashes, to compare with the classes before the field ({@link LeftOut}).
 */
public final class AttikaDigest {

    /** The view lists the actions left per seat from a hash map: sorted here so that only content counts. */
    static String norm(String v) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("actionsLeft=\\{([^}]*)\\}").matcher(v);
        StringBuilder b = new StringBuilder();
        while (m.find()) { String[] parts = m.group(1).split(", "); Arrays.sort(parts); m.appendReplacement(b, "actionsLeft={" + String.join(", ", parts) + "}"); }
        m.appendTail(b);
        return b.toString();
    }
    public static void main(String[] args) throws Exception {
        int games = Integer.parseInt(args[0]);
        AttikaRuleset rules = new AttikaRuleset();
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        long moves = 0;
        for (int g = 0; g < games; g++) {
            List<String> seats = List.of("a", "b", "c", "d").subList(0, 2 + g % 3);
            List<AttikaEvent> setup = rules.start(new GameSetup(seats, Optional.empty(), "bench"), Rng.of("d-" + g, "setup"));
            SplittableRandom random = new SplittableRandom(g);
            Rng rng = Rng.of("d-" + g, "moves");
            AttikaState state = rules.initial();
            for (AttikaEvent e : setup) { md.update(LeftOut.of(e.toString().getBytes())); state = rules.evolve(state, e); }
            int n = 0;
            while (!rules.outcome(state).finished() && n < 5000) {
                int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
                List<LegalMove<AttikaMove>> legal = rules.legalMovesWithDetails(state, seat);
                md.update(LeftOut.of(legal.toString().getBytes()));
                if (!legal.stream().map(LegalMove::move).toList().equals(rules.legalMoves(state, seat))) throw new AssertionError("legalMoves differ");
                AttikaMove move = legal.get(random.nextInt(legal.size())).move();
                for (AttikaEvent e : rules.decide(state, seat, move, rng)) { md.update(LeftOut.of(e.toString().getBytes())); state = rules.evolve(state, e); }
                if (n % 37 == 0) md.update(LeftOut.of(norm(rules.view(state, Viewer.seat(seat)).toString()).getBytes()));
                if (n % 53 == 0) md.update(LeftOut.of(String.valueOf(rules.stateCodec().get().snapshot(state)).getBytes()));
                n++;
            }
            md.update(LeftOut.of(rules.outcome(state).toString().getBytes()));
            moves += n;
        }
        System.out.println(games + " games, " + moves + " moves, digest " + HexFormat.of().formatHex(md.digest()));
    }
}
