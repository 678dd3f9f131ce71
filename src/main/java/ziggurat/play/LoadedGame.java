package ziggurat.play;

import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.store.StoredGame;

/**
 * A game folded up to {@code version}: its stored row, its ruleset, its state and the hash of its last
 * event (the link the next append chains to). Immutable, so it can be cached and shared across threads.
 */
record LoadedGame(StoredGame meta, Ruleset<Object, Move, Event> ruleset, Object state, long version,
                  String lastHash, boolean finished) {
}
