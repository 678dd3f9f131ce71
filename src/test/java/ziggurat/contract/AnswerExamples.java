package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers;
import ziggurat.play.Clocks;
import ziggurat.play.GameJson;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;

/**
 * The contract's example answers that carry a game (the created game, a game's view, a move's answer), taken from
 * a real two-seat Tigris game played from a fixed seed, so each is what the service would write and validates
 * against the published schemas. Ids, times, hashes and tokens are made up; everything the rules say is real.
 */
final class AnswerExamples {

    static final UUID ID = UUID.fromString("5b0f3c2e-4f55-4c1a-9d62-1c1f6c0f8a11");
    static final String COMMITMENT = "3f4c0a7d5e1b2c3d4e5f60718293a4b5c6d7e8f90123456789abcdef01234567";
    static final String HASH = "9c1e6f0b7a2d4e5f60718293a4b5c6d7e8f90123456789abcdef0123456789ab";
    static final Instant CREATED = Instant.parse("2026-11-22T10:00:00Z");
    static final Instant MOVED = Instant.parse("2026-11-22T10:05:00.123456Z");
    static final List<String> NAMES = List.of("Andreas", "Barbara");
    /** The seed the examples' game is drawn from, as a client gives it (the setup is its {@code setup} stream). */
    static final String SEED = "example";
    /** The name of the move request example, and of the sample game it is a move of. */
    static final String REQUEST = "MoveRequest";
    static final String SAMPLE = "answers";

    /** The request of {@code POST /v1/games} that makes the examples' game: its seats and its seed. */
    static ObjectNode createRequest() {
        ObjectNode create = GameJson.MAPPER.createObjectNode();
        create.put("ruleset", "tigris");
        var seats = create.putArray("seats");
        NAMES.forEach(n -> seats.addObject().put("name", n));
        create.put("seed", SEED);
        return create;
    }

    private AnswerExamples() {
    }

    /** Puts the examples into {@code examples} (components/examples), keeping the made-up seat tokens. */
    static void fill(ObjectNode examples, Ruleset<Object, Move, Event> tigris) {
        Object state = tigris.initial();
        long version = 0;
        for (Event e : tigris.start(new GameSetup(NAMES, tigris.defaultOptions(), Optional.empty(), COMMITMENT),
                Rng.of(SEED, "setup"))) {
            state = tigris.evolve(state, e);
            version++;
        }
        ObjectNode created = (ObjectNode) examples.get("CreatedGame").get("value");
        created.put("version", version);
        created.set("game", tree(view(tigris, state, version, Viewer.SPECTATOR, null, 0)));
        Table table = (Table) tigris;
        examples.putObject("Aborted").set("value", tree(ended(table, state, version, 0, table.abort(state, 0), 0)));

        Move move = tigris.legalMoves(state, 0).stream()
                .filter(m -> GameJson.typeName(tigris, m).equals("placeTile")).findFirst().orElseThrow();
        // the request the move answer answers, from the game a client makes with the seed these examples are
        // drawn from: the parameter examples that name a version (If-Match, If-None-Match) go with it
        ObjectNode request = examples.putObject(REQUEST);
        request.put("summary", "The move the answer examples show: Andreas's first tile");
        request.put("description", "Seat 0's move at version " + version + " of the sample game `" + SAMPLE
                + "` (`components/x-sample-games`), the game the answer examples show (created with its `create`"
                + " request, seeded, before any move). Posted by seat 0 it is played (200), answered as the"
                + " `MoveAnswer` example is; the `If-Match` example names its version.");
        ObjectNode value = request.putObject("value");
        value.put("expectedVersion", version);
        value.set("move", tree(GameJson.typedMove(tigris, move)));
        request.putObject("x-game").put("sample", SAMPLE).put("movesBefore", 0).put("seat", 0);
        List<Event> events = tigris.decide(state, 0, move, Rng.of(SEED, "move:" + (version + 1)));
        List<Answers.EventView> shown = new ArrayList<>();
        for (Event e : events) {
            state = tigris.evolve(state, e);
            version++;
            String type = GameJson.typeName(tigris, e);
            StoredEvent stored = new StoredEvent(version, type, tigris.upcasters().currentVersion(type),
                    GameJson.canonical(e), 0, MOVED, HASH, null);
            shown.add(Answers.eventView(tigris, stored, e, Viewer.seat(0)));
        }
        Answers.GameView game = view(tigris, state, version, Viewer.seat(0), 0, 1);
        List<RawValue> next = new ArrayList<>();
        for (Move m : tigris.legalMoves(state, 0)) {
            next.add(GameJson.typedMove(tigris, m));
        }
        Answers.LegalMoves legal = next.isEmpty() ? null : new Answers.LegalMoves(ID, version, 0, next, null);
        examples.putObject("MoveAnswer").set("value", tree(new Answers.MoveAnswer(version, shown, game, legal)));
        examples.putObject("GameView").set("value", tree(game));
        examples.putObject("Resigned").set("value",
                tree(ended(table, state, version, 1, table.resign(state, 1, Rng.of("example", "resign")), 1)));

        // the same position, with clocks: Andreas has spent 4.877 s of his 10 minutes on his first action
        ObjectNode options = GameJson.MAPPER.createObjectNode();
        options.putObject("clock").put("initialSeconds", 600).put("incrementSeconds", 5);
        Clocks.View clocks = new Clocks.View(600, 5, MOVED, List.of(new Clocks.SeatClock(0, 600_123, true),
                new Clocks.SeatClock(1, 600_000, false)));
        Answers.GameView g = game;
        examples.putObject("ClockedGameView").set("value", tree(new Answers.GameView(g.id(), g.ruleset(), g.version(),
                g.status(), g.seats(), g.you(), g.stacked(), g.creatorSeeded(), g.seedCommitment(), options,
                g.warnings(), g.pending(), g.state(), g.outcome(), g.seed(), g.salt(), g.createdAt(), g.movesPlayed(),
                g.abortable(), clocks)));

        // Andreas's clock ran out while the game waited for his second action: the game ends, Barbara standing
        examples.putObject("TimedOut").set("value",
                tree(eventPage(table, state, version, table.timeOut(state, 0, Rng.of("example", "timeout")))));

        fillThreeSeats(examples, table);
    }

    /**
     * A three-seat game whose first seat resigns while the game waits for it: the game goes on, its two actions
     * passed for it ({@code DefaultMovePlayed}, then the pass's own events), and the next seat is waited for.
     */
    private static void fillThreeSeats(ObjectNode examples, Table table) {
        List<String> names = List.of("Andreas", "Barbara", "Karen");
        Object state = table.initial();
        long version = 0;
        for (Event e : table.start(new GameSetup(names, table.defaultOptions(), Optional.empty(), COMMITMENT),
                Rng.of("example", "setup"))) {
            state = table.evolve(state, e);
            version++;
        }
        List<Answers.EventView> shown = new ArrayList<>();
        for (Event e : table.resign(state, 0, Rng.of("example", "resign"))) {
            state = table.evolve(state, e);
            version++;
            shown.add(shown(table, e, version, 0, Viewer.seat(0)));
        }
        List<Answers.SeatInfo> seats = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            seats.add(new Answers.SeatInfo(s, names.get(s), table.status(state, s)));
        }
        Answers.GameView game = new Answers.GameView(ID, table.info().id(), version, GameStatus.RUNNING, seats, 0,
                false, false, COMMITMENT, GameJson.MAPPER.createObjectNode(), List.of(),
                table.pending(state, Viewer.seat(0)), table.view(state, Viewer.seat(0)), null, null, null, CREATED, 0,
                true, null);
        examples.putObject("ResignedGameGoesOn").set("value", tree(new Answers.MoveAnswer(version, shown, game, null)));
    }

    private static Answers.EventView shown(Table table, Event e, long seq, int actingSeat, Viewer viewer) {
        String type = GameJson.typeName(table, e);
        StoredEvent stored = new StoredEvent(seq, type, table.upcasters().currentVersion(type), GameJson.canonical(e),
                actingSeat, MOVED, HASH, null);
        return Answers.eventView(table, stored, e, viewer);
    }

    /** The page of events a follower reads after {@code version}: {@code events}, which end the game here. */
    private static Answers.EventPage eventPage(Table table, Object state, long version, List<Event> events) {
        List<Answers.EventView> shown = new ArrayList<>();
        for (Event e : events) {
            state = table.evolve(state, e);
            version++;
            shown.add(shown(table, e, version, 0, Viewer.SPECTATOR));
        }
        return new Answers.EventPage(ID, version, table.outcome(state).finished() ? GameStatus.FINISHED
                : GameStatus.RUNNING, shown, version);
    }

    /** The answer to {@code seat}'s leaving or aborting, which here ends the game: everything is shown. */
    private static Answers.MoveAnswer ended(Table table, Object state, long version, int seat, List<Event> events,
                                            long moves) {
        List<Answers.EventView> shown = new ArrayList<>();
        for (Event e : events) {
            state = table.evolve(state, e);
            version++;
            String type = GameJson.typeName(table, e);
            StoredEvent stored = new StoredEvent(version, type, table.upcasters().currentVersion(type),
                    GameJson.canonical(e), seat, MOVED, HASH, null);
            shown.add(Answers.eventView(table, stored, e, Viewer.EVERYONE));
        }
        List<Answers.SeatInfo> seats = new ArrayList<>();
        for (int s = 0; s < NAMES.size(); s++) {
            seats.add(new Answers.SeatInfo(s, NAMES.get(s), table.status(state, s)));
        }
        Answers.GameView game = new Answers.GameView(ID, table.info().id(), version, GameStatus.FINISHED, seats, seat,
                false, false, COMMITMENT, GameJson.MAPPER.createObjectNode(), List.of(),
                table.pending(state, Viewer.EVERYONE), table.view(state, Viewer.EVERYONE), table.outcome(state),
                "d5c0ffee4d1e6a3b", "7e1a9c3b5d2f4e6a", CREATED, moves, false, null);
        return new Answers.MoveAnswer(version, shown, game, null);
    }

    private static Answers.GameView view(Ruleset<Object, Move, Event> r, Object state, long version, Viewer viewer,
                                         Integer you, long moves) {
        List<Answers.SeatInfo> seats = new ArrayList<>();
        for (int seat = 0; seat < NAMES.size(); seat++) {
            seats.add(new Answers.SeatInfo(seat, NAMES.get(seat), "playing"));
        }
        return new Answers.GameView(ID, r.info().id(), version, GameStatus.RUNNING, seats, you, false, false,
                COMMITMENT, GameJson.MAPPER.createObjectNode(), List.of(), r.pending(state, viewer), r.view(state, viewer),
                null, null, null, CREATED, moves, true, null);
    }

    private static JsonNode tree(Object value) {
        return GameJson.readTree(GameJson.write(value));
    }
}
