package ziggurat.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;

/**
 * The digest {@link TigrisDigest} and {@link ContestDigest} print, in the style of {@link AttikaDigest}: random 2-,
 * 3- and 4-seat games, one SHA-256 over every legal-move list, every event and what seat 0 may see of it, the
 * outcome, every 37th view and 53rd snapshot; and, every 7th decision, what the ruleset answers to each of
 * {@code probes} played by the pending seat and by the next one (the events, or the refusal's code and
 * sentence), so that a change to how a move is dispatched or checked shows even where random legal play never
 * goes. Not a unit test, because any deliberate rules change alters the digest.
 *
 * <p>With {@code -DleaveOut=creatorSeeded} (or other names) it leaves a field added on purpose out of what it
 * hashes, to compare with the classes before the field ({@link LeftOut}).
 */
final class RulesDigest {

    private RulesDigest() {
    }

    static <S, M extends Move, E extends Event> String run(Ruleset<S, M, E> rules, int games, List<M> probes)
            throws Exception {
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        // views and snapshots hold arrays, whose toString is an identity: hashed as JSON, map keys sorted
        ObjectMapper json = new ObjectMapper().configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
        long moves = 0;
        for (int g = 0; g < games; g++) {
            List<String> seats = List.of("a", "b", "c", "d").subList(0, 2 + g % 3);
            List<E> setup = rules.start(new GameSetup(seats, Optional.empty(), "bench"), Rng.of("d-" + g, "setup"));
            SplittableRandom random = new SplittableRandom(g);
            Rng rng = Rng.of("d-" + g, "moves");
            S state = rules.initial();
            for (E e : setup) {
                md.update(LeftOut.of(e.toString().getBytes()));
                state = rules.evolve(state, e);
            }
            int n = 0;
            while (!rules.outcome(state).finished() && n < 5000) {
                int seat = rules.pending(state, Viewer.EVERYONE).get(0).seat();
                List<M> legal = rules.legalMoves(state, seat);
                md.update(LeftOut.of(legal.toString().getBytes()));
                md.update(LeftOut.of(String.valueOf(rules.defaultMove(state, seat)).getBytes()));
                if (n % 7 == 0) {
                    for (M probe : probes) {
                        for (int who : new int[] {seat, (seat + 1) % seats.size()}) {
                            md.update(LeftOut.of(answer(rules, state, who, probe).getBytes()));
                        }
                    }
                }
                M move = legal.get(random.nextInt(legal.size()));
                for (E e : rules.decide(state, seat, move, rng)) {
                    md.update(LeftOut.of(e.toString().getBytes()));
                    md.update(LeftOut.of(String.valueOf(rules.redact(e, Viewer.seat(0))).getBytes()));
                    state = rules.evolve(state, e);
                }
                if (n % 37 == 0) {
                    md.update(LeftOut.of(json.writeValueAsBytes(rules.view(state, Viewer.seat(seat)))));
                }
                if (n % 53 == 0) {
                    md.update(LeftOut.of(json.writeValueAsBytes(rules.stateCodec().get().snapshot(state))));
                }
                n++;
            }
            md.update(LeftOut.of(rules.outcome(state).toString().getBytes()));
            moves += n;
        }
        return games + " games, " + moves + " moves, digest " + HexFormat.of().formatHex(md.digest());
    }

    private static <S, M extends Move, E extends Event> String answer(Ruleset<S, M, E> rules, S state, int seat,
                                                                       M probe) {
        try {
            return rules.decide(state, seat, probe, Rng.of("probe", "probe")).toString();
        } catch (RuleViolation v) {
            return v.kind() + " " + v.code() + " " + v.detail();
        } catch (RuntimeException e) {
            return e.getClass().getName() + " " + e.getMessage();
        }
    }
}
