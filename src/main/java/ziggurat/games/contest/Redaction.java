package ziggurat.games.contest;

import ziggurat.engine.Viewer;
import ziggurat.games.contest.ContestEvent.*;

/**
 * [contest §11.4] what an event shows while the game runs. Hands and the deck stay private; everything that happens
 * on the table is public. A seat always sees its own events in full.
 */
final class Redaction {

    private Redaction() {
    }

    static ContestEvent redact(ContestEvent event, Viewer viewer) {
        if (event instanceof GameStarted e) {
            // The deck order is never shown while the game runs, not even to Everyone (the platform reveals
            // stored events in full only after the end).
            return new GameStarted(e.seats(), e.options(), e.seedCommitment(), e.stacked(), e.creatorSeeded(), null);
        }
        if (event instanceof CardsDealt e) {
            return viewer.sees(e.seat()) ? e : new CardsDealt(e.seat(), e.count(), null);
        }
        if (event instanceof HandRefilled e) {
            return viewer.sees(e.seat()) ? e : new HandRefilled(e.seat(), e.count(), null);
        }
        if (event instanceof CardsSetAside e) {
            return new CardsSetAside(e.count(), null);
        }
        if (event instanceof JoiningCardPlayed e) {
            return viewer.sees(e.seat()) ? e : new JoiningCardPlayed(e.seat(), e.gap(), null);
        }
        return event;
    }
}
