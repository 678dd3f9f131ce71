package ziggurat.games.contest;

/**
 * [contest §5.2] a leader placed into a kingdom that already holds a leader of its colour. The placing seat attacks,
 * both sides are supported with red cards, and nothing on the display changes owner.
 */
final class InternalConflict {

    private InternalConflict() {
    }

    /** 1 when the leader stands on a red position (a head, a red card, a face-up red joining card), else 0. */
    static int base(ContestState s, int seat, Colour leader) {
        return s.isRedPosition(s.leaderCode(seat, leader)) ? 1 : 0;
    }
}
