package ziggurat.games.tigris;

import java.util.List;

import ziggurat.games.tigris.TigrisEvent.*;

/**
 * The order of steps inside an action and at the end of a turn [tigris §2.2, §6.1].
 *
 * <p>Which step comes next is read off the state alone: a conflict in progress waits for a commitment; a
 * unification tile on the board means wars are still being fought; a freshly placed tile still owes its
 * monument step; then comes the treasure step; then the next action, or the end of the turn. So the same
 * function tells {@code decide} what to do automatically and {@code pending} what the game waits for, and
 * a replayed state knows exactly what a live one knew.
 */
final class Turn {

    private Turn() {
    }

    /**
     * What the game waits for. A settled state (one that {@code decide} left behind) waits for a decision;
     * a state in the middle of one decision's events (an auditor's {@code ?version=N}) waits for nobody:
     * its automatic steps are still to come.
     */
    static Waiting waiting(TigrisState s) {
        Waiting w = s.waiting;
        if (w == null) {
            try {
                w = next(s, null);
            } catch (Unsettled midway) {
                w = Waiting.NOTHING;
            }
            s.waiting = w;
        }
        return w;
    }

    /** Found an automatic step due while only looking: the state lies between the events of one decision. */
    private static final class Unsettled extends RuntimeException {
        private static final long serialVersionUID = 1L;
        Unsettled() {
            super("an automatic step is due", null, false, false);
        }
    }

    /** Plays every automatic step until the game waits for a decision or ends. */
    static void settle(Play play) {
        next(play.s, play);
    }

    /**
     * Walks the pipeline. With a {@code play}, automatic steps are carried out; without one, finding an
     * automatic step due means the state was never settled, which is a bug.
     */
    private static Waiting next(TigrisState s, Play play) {
        while (true) {
            if (s.isOver() || s.seats == 0) {
                return Waiting.NOTHING;   // over, or not yet set up
            }
            TigrisState.Conflict conflict = s.conflict;
            if (conflict != null) {
                return Waiting.of(Waiting.Kind.COMMIT_SUPPORT,
                        conflict.attackerCommit() < 0 ? conflict.attacker() : conflict.defender());
            }
            if (s.unifyAt >= 0) {
                Regions regions = s.regions();
                int wars = regions.openWars(regions.id[s.unifyAt]);
                if (wars == 0) {
                    must(play).emit(new WarsEnded(Board.SQUARE[s.unifyAt], Colour.listOf(s.unifyWars & ~s.foughtWars)));
                    continue;
                }
                if (Integer.bitCount(wars) == 1) {
                    Conflicts.startWar(must(play), Colour.ALL[Integer.numberOfTrailingZeros(wars)]);
                    continue;
                }
                return new Waiting(Waiting.Kind.CHOOSE_WAR, s.active, wars, List.of(), List.of());
            }
            if (s.actionsLeft == TigrisState.ACTIONS_PER_TURN && play == null) {
                // The start of a turn: the previous action's treasure step is over and the end of a turn
                // changes nothing on the board, so nothing automatic can be due [tigris §1.5].
                return new Waiting(Waiting.Kind.ACTION, s.active, TigrisState.ACTIONS_PER_TURN, List.of(), List.of());
            }
            if (s.monumentTile >= 0) {
                Waiting monument = Monuments.choice(s);
                if (monument != null) {
                    return monument;
                }
            }
            Waiting treasure = Treasures.step(s, play);
            if (treasure == Treasures.TAKEN) {
                continue;
            }
            if (treasure != null) {
                return treasure;
            }
            if (s.actionsLeft > 0) {
                return new Waiting(Waiting.Kind.ACTION, s.active, s.actionsLeft, List.of(), List.of());
            }
            endTurn(must(play));
        }
    }

    /** The play carrying out automatic steps; without one, the state is unsettled (see {@link #waiting}). */
    static Play must(Play play) {
        if (play == null) {
            throw new Unsettled();
        }
        return play;
    }

    /** [tigris §6.1] monument VPs for the active player, refills clockwise, the treasure end check, the next seat. */
    private static void endTurn(Play play) {
        TigrisState s = play.s;
        int active = s.active;
        Monuments.score(play);
        for (int i = 0; i < s.seats; i++) {
            int seat = (active + i) % s.seats;
            int need = TigrisState.HAND_SIZE - s.handSize(seat);
            if (need > 0 && !play.draw(seat, DrawReason.REFILL, need)) {
                return;
            }
        }
        play.emit(new TurnEnded(active));
        if (s.treasuresOnBoard() <= 2) {
            play.emit(FinalScoring.gameEnded(s, EndReason.TREASURES));
            return;
        }
        play.emit(new TurnStarted((active + 1) % s.seats, s.turn + 1));
    }
}
