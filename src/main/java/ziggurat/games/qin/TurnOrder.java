package ziggurat.games.qin;

/** How turns are given out [qin §5.4]: one module, in the manner of boardgame.io's turn orders. */
public interface TurnOrder {

    /** The seat of the first turn. */
    int first(QinState s);

    /** The seat of the turn after the one that just ended. */
    int next(QinState s);

    /** The seat the "turn longest ago" tie-break counts clockwise from [qin D17]. */
    int nextForTies(QinState s);

    /** [qin §5.4.1] {@code na}: seat 0 starts; then the seat to the left. */
    record InTurn() implements TurnOrder {
        public int first(QinState s) {
            return 0;
        }

        public int next(QinState s) {
            return (s.lastActive + 1) % s.seats();
        }

        public int nextForTies(QinState s) {
            return s.lastActive < 0 ? 0 : (s.lastActive + 1) % s.seats();
        }
    }
}
