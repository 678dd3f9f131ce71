package ziggurat.games.qin.order;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import ziggurat.engine.Nullable;
import ziggurat.engine.kit.WireEnum;
import ziggurat.games.qin.Cell;
import ziggurat.games.qin.QinEvent;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.QinMove.Commit;
import ziggurat.games.qin.QinMove.Resolve;
import ziggurat.games.qin.QinState;

/**
 * The round in progress [qin D32].
 *
 * @param priority     the round's priority order
 * @param phase        the phase of action steps ({@code action} or {@code use}), null during the draw
 * @param step         the number of the open step in its phase (0 before the first)
 * @param optional     whether the open step is optional (a participant may commit {@code out})
 * @param max          per seat, its most actions in the phase
 * @param done         per seat, the actions done in the phase, forfeits included [qin D34]
 * @param out          per seat, whether it dropped out of the phase (public from the reveal)
 * @param participants the open step's participants, in seat order
 * @param stage        where the open step stands, null between steps
 * @param commits      per seat, its sealed commitment in the open step (null until in)
 * @param resolutions  per seat, its sealed resolution (null until in)
 * @param forfeited    per seat, whether its action of the open step is forfeited
 * @param used         per seat, the ids of the pagodas it used this round ({@code suo}: each at most once)
 * @param window       the window of the draw or of the extras open now, or null
 * @param declarations per seat, its sale declaration ({@code mai}): sealed until all are in, then what stays of
 *                     it after [qin D58]; null until in
 * @param ready        per seat, whether it has sent {@code ready} in the extras window
 * @param allotted     per seat, the tiles it receives in Draw-5 under {@code mas} (its picks are those less what
 *                     it still owes)
 * @param shortage     whether the supply did not cover every demand: what is left of it after the picks goes to
 *                     the discard pile
 * @param drawn        per seat, its hand size when the draw closed, kept when the extras window opens then (trades
 *                     and destructions change hands before the action phase); null before, and in a round without
 *                     the window, whose action phase opens as the draw closes [qin D28]
 */
public record Round(int number, List<Integer> priority, QinEvent.@Nullable Step phase, int step, boolean optional,
                    List<Integer> max, List<Integer> done, List<Boolean> out, List<Integer> participants,
                    @Nullable Stage stage, List<Commit> commits, List<Resolve> resolutions,
                    List<Boolean> forfeited, List<List<String>> used, @Nullable Window window,
                    List<List<String>> declarations, List<Boolean> ready, List<Integer> allotted,
                    boolean shortage, @Nullable List<Integer> drawn) {

    /** Where a step stands: waiting for commitments, or (after the reveal) for resolutions. */
    public enum Stage {
        COMMIT, RESOLVE;

        private static final WireEnum<Stage> WIRE = WireEnum.of(Stage.class, "commit", "resolve");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }

    /** A window of the round outside its steps [qin D32]: Draw-1's declarations, Draw-5's picks, Phase X. */
    public enum Window {
        DECLARE, DEAL, EXTRAS;

        private static final WireEnum<Window> WIRE = WireEnum.of(Window.class, "declare", "deal", "extras");

        @Override
        public String toString() {
            return WIRE.nameOf(this);
        }
    }


    public static Round start(int number, List<Integer> priority) {
        int n = priority.size();
        return new Round(number, priority, null, 0, false, filled(n, 0), filled(n, 0), filled(n, false),
                List.of(), null, filled(n, null), filled(n, null), filled(n, false), filled(n, List.of()),
                null, filled(n, null), filled(n, false), filled(n, 0), false, null);
    }

    public int seats() {
        return priority.size();
    }

    public boolean participant(int seat) {
        return participants.contains(seat);
    }

    /** A participant that still owes its commitment, or (after the reveal) its resolution. */
    public boolean waitsFor(int seat) {
        if (!participant(seat) || stage == null) {
            return false;
        }
        if (stage == Stage.COMMIT) {
            return commits.get(seat) == null;
        }
        return !commits.get(seat).isOut() && !forfeited.get(seat) && resolutions.get(seat) == null;
    }

    /** The cell {@code seat} pointed at in the open step, or null (not a participant, or out). */
    public @Nullable Cell pointed(int seat) {
        Commit c = participant(seat) ? commits.get(seat) : null;
        return c == null || c.isOut() ? null : c.cell();
    }

    Round phase(Step phase, List<Integer> max) {
        int n = seats();
        return new Round(number, priority, phase, 0, false, List.copyOf(max), filled(n, 0), filled(n, false),
                List.of(), null, filled(n, null), filled(n, null), filled(n, false), used, null,
                declarations, ready, allotted, shortage, drawn);   // the draw's windows are over
    }

    /** Draw-1 opens [qin D32]: {@code declarers} owe their sealed sale declarations. */
    Round declaring(List<Integer> declarers) {
        return new Round(number, priority, phase, step, optional, max, done, out, List.copyOf(declarers), stage,
                commits, resolutions, forfeited, used, Window.DECLARE, declarations, ready, allotted, shortage, drawn);
    }

    Round declared(int seat, List<String> sell) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, forfeited, used, window, set(declarations, seat, List.copyOf(sell)), ready,
                allotted, shortage, drawn);
    }

    /** The reveal [qin D58]: what stays of each declaration; Draw-1 is over. */
    Round kept(List<List<String>> kept) {
        return new Round(number, priority, phase, step, optional, max, done, out, List.of(), stage, commits,
                resolutions, forfeited, used, null, List.copyOf(kept), ready, allotted, shortage, drawn);
    }

    /** Draw-5 under {@code mas}: the round-robin picks of {@code allotted} tiles [qin D32]. */
    Round dealing(List<Integer> allotted, boolean shortage) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, forfeited, used, Window.DEAL, declarations, ready, List.copyOf(allotted), shortage, drawn);
    }

    /**
     * Phase X [qin D32]: the extras window, nobody ready yet; the draw closes as it opens, so {@code hands} (per
     * seat, its hand size now) are the hands that fix the action phase [qin D28, §5.4.3].
     */
    public Round extras(List<Integer> hands) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, forfeited, used, Window.EXTRAS, declarations, filled(seats(), false), allotted,
                shortage, List.copyOf(hands));
    }

    /** {@code seat}'s hand size when the draw closed: the one kept as the extras window opened, else now's. */
    public int drawnHand(QinState s, int seat) {
        return drawn == null ? s.handSize(seat) : drawn.get(seat);
    }

    Round ready(int seat, boolean ready) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, forfeited, used, window, declarations, set(this.ready, seat, ready), allotted,
                shortage, drawn);
    }

    /** A declarer whose sealed declaration is not in yet. */
    public boolean declares(int seat) {
        return window == Window.DECLARE && participants.contains(seat) && declarations.get(seat) == null;
    }

    Round open(int step, boolean optional, List<Integer> participants) {
        int n = seats();
        return new Round(number, priority, phase, step, optional, max, done, out, List.copyOf(participants),
                Stage.COMMIT, filled(n, null), filled(n, null), filled(n, false), used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    Round committed(int seat, Commit c) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage,
                set(commits, seat, c), resolutions, forfeited, used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    Round revealed() {
        List<Boolean> o = new ArrayList<>(out);
        for (int seat : participants) {
            if (commits.get(seat).isOut()) {
                o.set(seat, true);
            }
        }
        return new Round(number, priority, phase, step, optional, max, done, Collections.unmodifiableList(o),
                participants, Stage.RESOLVE, commits, resolutions, forfeited, used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    Round forfeit(int seat) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, set(forfeited, seat, true), used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    Round resolved(int seat, Resolve r) {
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                set(resolutions, seat, r), forfeited, used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    /** [qin D34] every participant that did not drop out has done one more action, forfeit or not. */
    Round ended() {
        List<Integer> d = new ArrayList<>(done);
        for (int seat : participants) {
            if (!commits.get(seat).isOut()) {
                d.set(seat, d.get(seat) + 1);
            }
        }
        int n = seats();
        return new Round(number, priority, phase, step, optional, max, Collections.unmodifiableList(d), out,
                List.of(), null, filled(n, null), filled(n, null), filled(n, false), used, window,
                declarations, ready, allotted, shortage, drawn);
    }

    Round used(int seat, String id) {
        List<String> more = new ArrayList<>(used.get(seat));
        more.add(id);
        return new Round(number, priority, phase, step, optional, max, done, out, participants, stage, commits,
                resolutions, forfeited, set(used, seat, List.copyOf(more)), window,
                declarations, ready, allotted, shortage, drawn);
    }

    private static <T> List<T> filled(int n, T value) {
        return Collections.unmodifiableList(new ArrayList<>(Collections.nCopies(n, value)));
    }

    private static <T> List<T> set(List<T> list, int i, T value) {
        List<T> copy = new ArrayList<>(list);
        copy.set(i, value);
        return Collections.unmodifiableList(copy);
    }

    /** The round after {@code event}, one of its own (or a use, which it counts). */
    public static Round fold(Round r, QinEvent event) {
        if (event instanceof RoundStarted e) {
            return Round.start(e.round(), e.priority());
        }
        if (event instanceof PhaseStarted e) {
            return r.phase(e.phase(), e.max());
        }
        if (event instanceof StepOpened e) {
            return r.open(e.number(), e.optional(), e.participants());
        }
        if (event instanceof Committed e) {
            return r.committed(e.seat(), new Commit(e.cell(), e.tile(), e.out()));
        }
        if (event instanceof CommitsRevealed) {
            return r.revealed();
        }
        if (event instanceof Forfeited e) {
            return r.forfeit(e.seat());
        }
        if (event instanceof Resolved e) {
            return r.resolved(e.seat(), e.resolution());
        }
        if (event instanceof StepEnded) {
            return r.ended();
        }
        if (event instanceof PagodaMoved e && r != null) {
            return r.used(e.seat(), e.used());
        }
        if (event instanceof PagodaRecoloured e && r != null) {
            return r.used(e.seat(), e.used());
        }
        if (event instanceof DeclarationsOpened e) {
            return r.declaring(e.seats());
        }
        if (event instanceof DrawDeclared e) {
            return r.declared(e.seat(), e.sell());
        }
        if (event instanceof DeclarationsRevealed e) {
            return r.kept(e.sell());
        }
        if (event instanceof DealOpened e) {
            return r.dealing(e.allotted(), e.shortage());
        }
        // ExtrasOpened is folded by QinState (through extras(…)), which knows the hands the window opens on
        if (event instanceof ReadyDeclared e) {
            return r.ready(e.seat(), true);
        }
        // [qin D32] receiving an offer or a destruction cancels ready
        if (event instanceof TradeOffered e && r.window() == Window.EXTRAS) {
            return r.ready(e.to(), false);
        }
        if (event instanceof TileDestroyed e && r.window() == Window.EXTRAS) {
            return r.ready(e.victim(), false);
        }
        if (event instanceof RoundEnded) {
            return null;
        }
        return r;
    }
}
