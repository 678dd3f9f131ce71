package ziggurat.play;

import java.util.Optional;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.store.StoredGame;
import ziggurat.store.StoredSeat;

/**
 * A game folded up to {@code version}: its stored row, its ruleset, its state and the hash of its last
 * event (the link the next append chains to). Immutable, so it can be cached and shared across threads.
 */
record LoadedGame(StoredGame meta, Ruleset<Object, Move, Event> ruleset, Object state, long version,
                  String lastHash, boolean finished) {

    /** The seat a bearer token opens, or empty without a token; a token that opens no seat is refused. */
    Optional<Integer> seatOf(Optional<String> token) {
        if (token.isEmpty()) {
            return Optional.empty();
        }
        byte[] hash = Seal.tokenHash(token.get());
        Integer found = null;
        // every seat is compared, so the time taken does not tell which seat (if any) came close
        for (StoredSeat s : meta.seats()) {
            if (Seal.sameHash(s.tokenHash(), hash)) {
                found = s.seat();
            }
        }
        if (found == null) {
            throw Problem.unauthorized("The token does not belong to a seat of this game.");
        }
        return Optional.of(found);
    }

    /** Who the holder of {@code token} is here: a seat, a spectator, or everyone once the game has ended. */
    Viewer viewerOf(Optional<String> token) {
        Optional<Integer> seat = seatOf(token);
        if (finished) {
            return Viewer.EVERYONE;
        }
        return seat.<Viewer>map(Viewer::seat).orElse(Viewer.SPECTATOR);
    }

    Viewer viewerOf(int seat) {
        return finished ? Viewer.EVERYONE : Viewer.seat(seat);
    }

    boolean pendingFor(int seat) {
        return ruleset.pending(state, Viewer.EVERYONE).stream().anyMatch(p -> p.seat() == seat);
    }
}
