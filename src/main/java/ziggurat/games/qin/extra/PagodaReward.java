package ziggurat.games.qin.extra;

import ziggurat.games.qin.Extra;
import ziggurat.games.qin.Play;
import ziggurat.games.qin.QinEvent.DrawReason;

/** [qin §5.7.2, D53] {@code miau}: each pagoda a player builds draws them a tile at once, while the supply lasts. */
public record PagodaReward() implements Extra {
    @Override
    public void afterBuild(Play.Turn t, int seat) {
        Play.draw(t, seat, 1, DrawReason.REWARD);
    }
}
