package ziggurat.games.attika;

import ziggurat.engine.Viewer;
import ziggurat.games.attika.AttikaEvent.*;

/**
 * [attika §7.3] what an event shows while the game runs: shuffled orders to nobody (only their sizes), cards drawn
 * and the building drawn only to their seat. Everything else is public.
 */
final class Redaction {

    private Redaction() {
    }

    static AttikaEvent redact(AttikaEvent event, Viewer viewer) {
        if (viewer instanceof Viewer.Everyone) {
            return event;
        }
        if (event instanceof MapStackShuffled e) {
            return new MapStackShuffled(null, e.size());
        }
        if (event instanceof BuildingStacksFormed e) {
            return new BuildingStacksFormed(e.seat(), null, null, null, null, e.sizes());
        }
        if (event instanceof DeckShuffled e) {
            return new DeckShuffled(null, e.size(), e.reason());
        }
        if (event instanceof CardsDealt e) {
            return viewer.sees(e.seat()) ? e : new CardsDealt(e.seat(), null, e.requested(), e.received(), e.reason());
        }
        if (event instanceof CardsDrawn e) {
            return viewer.sees(e.seat()) ? e : new CardsDrawn(e.seat(), null, e.requested(), e.received(), e.reason());
        }
        if (event instanceof BuildingDrawn e) {
            return viewer.sees(e.seat()) ? e : new BuildingDrawn(e.seat(), e.stack(), null, e.emptiedStack());
        }
        return event;
    }
}
