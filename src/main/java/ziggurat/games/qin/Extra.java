package ziggurat.games.qin;

import java.util.List;
import ziggurat.games.qin.QinEvent.DrawReason;
import ziggurat.games.qin.QinEvent.TilesDrawn;

/** The extra rules [qin §5.7]: zero or more, each a hook into the moments of a turn it changes. */
public interface Extra {

    /** After {@code seat} built a pagoda (bought, village or pattern) [qin §5.7.2]. Nothing by default. */
    default void afterBuild(Play.Turn t, int seat) {
    }

    /** [qin §5.7.2, D53] {@code miau}: each pagoda a player builds draws them a tile at once, while the pile lasts. */
    record PagodaReward() implements Extra {
        @Override
        public void afterBuild(Play.Turn t, int seat) {
            QinState s = t.state();
            if (s.pileSize() > 0) {
                t.emit(new TilesDrawn(seat, List.of(s.pileOrder().get(0)), 1, DrawReason.REWARD));
            }
        }
    }
}
