package ziggurat.games.qin;

import ziggurat.engine.Viewer;
import ziggurat.games.qin.QinEvent.*;

/** [qin §7.1] what an event shows while the game runs: the pile's order to nobody, drawn tiles to the drawer only, a bid
 * to its bidder only until every bid is revealed. */
final class Redaction {

    private Redaction() {
    }

    static QinEvent redact(QinEvent event, Viewer viewer) {
        if (viewer instanceof Viewer.Everyone) {
            return event;
        }
        if (event instanceof PileFormed e) {
            return new PileFormed(null, e.size());
        }
        if (event instanceof TilesDrawn e && !viewer.sees(e.seat())) {
            return new TilesDrawn(e.seat(), null, e.count(), e.reason());
        }
        if (event instanceof BidSubmitted e && !viewer.sees(e.seat())) {
            return new BidSubmitted(e.seat(), null, null);   // sealed until the reveal [qin §7.1]
        }
        if (event instanceof Committed e && !viewer.sees(e.seat())) {
            return new Committed(e.seat(), null, null, null);   // sealed until the reveal [qin §7.1]
        }
        if (event instanceof DrawDeclared e && !viewer.sees(e.seat())) {
            return new DrawDeclared(e.seat(), null);   // sealed until the reveal [qin §7.1]
        }
        if (event instanceof Resolved e && !viewer.sees(e.seat())) {
            return new Resolved(e.seat(), null);   // APPLY shows what it did [qin §7.1]
        }
        return event;
    }
}
