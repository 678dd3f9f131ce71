package ziggurat.games.qin.order;

import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinState;
import ziggurat.games.qin.TurnOrder;

/** [qin §5.4.1] {@code na}: seat 0 starts; then the seat to the left. A turn is {@link Play}'s sequential turn. */
public record InTurn() implements TurnOrder {
    public void next(Play.Turn t) {
        Play.startTurn(t, nextForTies(t.state()));
    }

    public int nextForTies(QinState s) {
        return s.lastActive() < 0 ? 0 : (s.lastActive() + 1) % s.seats();
    }
}
