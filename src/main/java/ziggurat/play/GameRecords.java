package ziggurat.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;
import ziggurat.store.EventStore;
import ziggurat.store.StoredEvent;
import ziggurat.store.StoredGame;

/**
 * A finished game's {@link GameRecord}, read from the database as stored: what an auditor downloads to check
 * offline. Never served from the cache, and never before the end: the record holds the salt, the seed, the stack
 * and every event in full, which would give away every hand and the draw order of a game still in play.
 */
@ApplicationScoped
public class GameRecords {

    private final EventStore store;
    private final Rulesets rulesets;

    public GameRecords(EventStore store, Rulesets rulesets) {
        this.store = store;
        this.rulesets = rulesets;
    }

    public GameRecord record(UUID id) {
        StoredGame meta = store.findGame(id).orElseThrow(() -> Problem.notFound("There is no game " + id + "."));
        if (!meta.finished()) {
            throw notOver(meta.version());
        }
        Ruleset<Object, Move, Event> ruleset = rulesets.find(meta.ruleset()).orElseThrow(
                () -> Problem.unavailable("This instance does not have the ruleset " + meta.ruleset() + "."));
        List<StoredEvent> log = store.readEvents(id, 0);
        Object state = ruleset.initial();
        for (StoredEvent e : log) {
            state = ruleset.evolve(state, GameJson.readEvent(ruleset, e.type(), e.schemaVersion(), e.payloadJson(),
                    GameJson.creation(meta)));
        }
        return GameRecord.of(meta, ruleset, log, ruleset.outcome(state));
    }

    /** The record of a game still in play would reveal what the rules keep hidden until the end. */
    static Problem notOver(long version) {
        return Problem.of(409, "game-not-over", "Game not over", "A game's record holds its seed, its salt, its"
                + " stack and every event in full, which would reveal hidden information (hands, the draw order) while"
                + " the game runs; it is served once the game has ended. Until then GET /v1/games/{id}/events shows"
                + " what each seat may see, and GET /v1/games/{id}/audit checks the log on the server.")
                .with("code", "GAME_NOT_OVER").with("currentVersion", version);
    }
}
