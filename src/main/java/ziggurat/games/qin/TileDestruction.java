package ziggurat.games.qin;

import java.util.List;
import java.util.Map;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.QinEvent.TileDestroyed;
import ziggurat.games.qin.QinEvent.TileSurrendered;
import ziggurat.games.qin.QinMove.DestroyTile;
import ziggurat.games.qin.QinMove.DiscardTile;
import ziggurat.games.qin.QinState.Destruction;

/**
 * [qin §5.7.4, D55] {@code muo}, Tile destruction: after the draw step the active player discards a tile of its hand,
 * and a victim holding a tile (partners too) must discard one of its choice; the game waits for the victim alone,
 * with {@code discardTile} only [qin §7.1]. Both tiles go face up to the discard pile. One destruction at a time.
 */
record TileDestruction() implements Extra {

    @Override
    public boolean decide(Play.Turn t, int seat, QinMove move) {
        QinState s = t.state();
        if (move instanceof DestroyTile m) {
            Play.requireFree(s, seat);
            if (s.inHand(seat, m.tile()) == 0) {
                throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
            }
            if (m.victim() >= s.seats() || m.victim() == seat) {
                throw RuleViolation.illegal("notParticipant", "The victim is another seat of the game, not "
                        + m.victim() + ".");
            }
            if (s.handSize(m.victim()) == 0) {
                throw RuleViolation.illegal("tilesNotInHand", "Seat " + m.victim() + " holds no tile to give up.");
            }
            Play.closeDrawStep(t, seat);
            t.emit(new TileDestroyed(seat, m.tile(), m.victim()));
            return true;
        }
        if (move instanceof DiscardTile m) {
            if (s.destructions.stream().noneMatch(d -> d.victim() == seat)) {
                throw RuleViolation.illegal("wrongStep", "No destruction waits for a discard of yours.");
            }
            if (s.inHand(seat, m.tile()) == 0) {
                throw RuleViolation.illegal("tileNotInHand", "There is no " + m.tile() + " tile in your hand.");
            }
            t.emit(new TileSurrendered(seat, m.tile()));
            return true;
        }
        return false;
    }

    @Override
    public void waitingFor(QinState s, Map<Integer, String> out) {
        for (Destruction d : s.destructions) {
            out.put(d.victim(), "discardTile");
        }
    }

    @Override
    public void legalMoves(QinState s, int seat, List<QinMove> out) {
        if (s.destructions.stream().anyMatch(d -> d.victim() == seat)) {
            for (TileType tile : TileType.values()) {
                if (s.inHand(seat, tile) > 0) {
                    out.add(new DiscardTile(tile));
                }
            }
            return;
        }
        if (s.active() != seat || s.step() == null || s.owed(seat) > 0 || !Play.waitingFor(s).isEmpty()) {
            return;
        }
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) == 0) {
                continue;
            }
            for (int victim = 0; victim < s.seats(); victim++) {
                if (victim != seat && s.handSize(victim) > 0) {
                    out.add(new DestroyTile(tile, victim));
                }
            }
        }
    }

    /** [qin D55] the victim gives up its first tile in code order: it must give one, and none is more passive. */
    @Override
    public QinMove defaultMove(QinState s, int seat) {
        if (s.destructions.stream().noneMatch(d -> d.victim() == seat)) {
            return null;
        }
        for (TileType tile : TileType.values()) {
            if (s.inHand(seat, tile) > 0) {
                return new DiscardTile(tile);
            }
        }
        return null;
    }
}
