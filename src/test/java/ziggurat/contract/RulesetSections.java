package ziggurat.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.ServiceLoader;
import java.util.TreeMap;
import ziggurat.engine.Event;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Table;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers;
import ziggurat.play.GameJson;
import ziggurat.play.RulesetCatalogue;

/**
 * The parts of the contract that each shipped ruleset owns, derived from its code: the JSON Schemas of its
 * moves, events and view, and one example request per move type, taken from the legal moves of seeded games so
 * every example is a move the engine really accepts.
 */
public final class RulesetSections {

    private RulesetSections() {
    }

    /** Every ruleset the service ships (the test-only games are left out). */
    public static List<Ruleset<Object, Move, Event>> shipped() {
        return found(false);
    }

    /** Every ruleset the tests' service serves: the shipped ones and the test-only games. */
    public static List<Ruleset<Object, Move, Event>> served() {
        return found(true);
    }

    /** Each played at its {@link Table}, as the service serves it: its events include the table's. */
    private static List<Ruleset<Object, Move, Event>> found(boolean testGames) {
        List<Ruleset<Object, Move, Event>> list = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class, Ruleset.class.getClassLoader())) {
            if (testGames || !r.getClass().getPackageName().startsWith("ziggurat.testgame")) {
                list.add(Table.of(r));
            }
        }
        list.sort(java.util.Comparator.comparing(r -> r.info().id()));
        return list;
    }

    /**
     * Options beyond a ruleset's defaults that reach moves and events its default game never does: Qin's default
     * variant ({@code veles}) has no use step, so no {@code usePagoda}, {@code pass}, {@code PagodaMoved} or
     * {@code PagodaRecoloured}; and no extras, whose moves and events only variants naming them play (selling needs
     * two pagodas of one's own in the draw step: several games where many are built), nor Simultaneous, whose
     * extras act in the round's windows ({@code declareDraw}, {@code ready}).
     */
    private static final Map<String, List<Record>> MORE_OPTIONS = Map.of(
            "qin", List.of(ziggurat.games.qin.QinOptions.variant("velessuopam"),
                    ziggurat.games.qin.QinOptions.variant("velessuopes"),
                    ziggurat.games.qin.QinOptions.variant("velesmaimiaumilmuomas"),
                    ziggurat.games.qin.QinOptions.variant("velesmaisuopa"),
                    ziggurat.games.qin.QinOptions.variant("velesmaisuopako"),
                    ziggurat.games.qin.QinOptions.variant("velesmaisepa"),
                    ziggurat.games.qin.QinOptions.variant("vellomaisuopa"),
                    ziggurat.games.qin.QinOptions.variant("velesno"),
                    ziggurat.games.qin.QinOptions.variant("velesniu"),
                    ziggurat.games.qin.QinOptions.variant("velesmaisuoniupa"),
                    ziggurat.games.qin.QinOptions.variant("velesniumilmuomas")));

    /** How many options beyond the defaults a ruleset's sample games cycle through. */
    public static int moreOptions(Ruleset<?, ?, ?> r) {
        return MORE_OPTIONS.getOrDefault(r.info().id(), List.of()).size();
    }

    /**
     * The setup of sample game {@code game} of a ruleset, for the contract's examples and the schema checks over
     * random games: the ruleset's defaults, and every other game, where it has them, the next of its
     * {@link #MORE_OPTIONS}.
     */
    public static GameSetup sampleSetup(Ruleset<?, ?, ?> r, List<String> names, int game, String commitment) {
        List<Record> more = MORE_OPTIONS.getOrDefault(r.info().id(), List.of());
        Record options = game % 2 == 0 || more.isEmpty() ? null : more.get(game / 2 % more.size());
        return new GameSetup(names, options, java.util.Optional.empty(), commitment);
    }

    /** "contest-of-kings" → "ContestOfKings". */
    public static String prefix(Ruleset<?, ?, ?> r) {
        StringBuilder sb = new StringBuilder();
        for (String part : r.info().id().split("[^A-Za-z0-9]+")) {
            if (!part.isEmpty()) {
                sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return sb.toString();
    }

    public static ObjectNode moveSchema(Ruleset<?, ?, ?> r) {
        ObjectNode s = GameJson.MAPPER.createObjectNode();
        s.put("description", r.info().name() + ": one object per move type, told apart by `type`.");
        s.set("oneOf", RulesetCatalogue.branches(r.moveTypes()));
        return s;
    }

    /** An event of the ruleset as the service writes it, envelope and data: see {@code EventView}. */
    public static ObjectNode eventSchema(Ruleset<?, ?, ?> r) {
        ObjectNode s = GameJson.MAPPER.createObjectNode();
        s.put("description", r.info().name() + ": an event as the service writes it, one branch per event type."
                + " The envelope's `type` names the event and tells what `data` holds: the event's data as this"
                + " viewer may see it (a private field another viewer may not see is null), or null when the viewer"
                + " may only know that an event of this type happened. The envelope's other members are EventView's.");
        s.set("oneOf", RulesetCatalogue.eventBranches(r));
        return s;
    }

    /** The ruleset's view of a game, what {@code GameView.state} holds in its games. */
    public static ObjectNode viewSchema(Ruleset<?, ?, ?> r) {
        ObjectNode s = GameJson.MAPPER.createObjectNode();
        s.put("description", r.info().name() + ": the game as one viewer may see it, `GameView.state` in its games."
                + " What the viewer may not see is null.");
        s.setAll(RulesetCatalogue.viewRecordSchema(r));
        return s;
    }

    /**
     * A sample game as a client makes it over HTTP: the request body of {@code POST /v1/games} (its seats, its
     * options and its seed, so the service deals exactly what this game was dealt) and the moves that reach a
     * position, each with its seat and the version it was decided on.
     */
    public record SampleGame(ObjectNode create, List<Step> moves) {
    }

    /** One move of a sample game: {@code seat} plays {@code move} at {@code expectedVersion}. */
    public record Step(int seat, long expectedVersion, JsonNode move) {
    }

    /** The seed of sample game {@code game}, as a client gives it in {@code POST /v1/games}. */
    static String sampleSeed(int game) {
        return "contract-" + game;
    }

    /** The create request of sample game {@code game} (see {@link #sampleSetup}), seeded by the client. */
    static ObjectNode createRequest(Ruleset<?, ?, ?> r, List<String> names, int game) {
        return createRequest(r, names, game, sampleSeed(game));
    }

    /** The create request of a game with sample game {@code game}'s seats and options and {@code seed}. */
    public static ObjectNode createRequest(Ruleset<?, ?, ?> r, List<String> names, int game, String seed) {
        ObjectNode create = GameJson.MAPPER.createObjectNode();
        create.put("ruleset", r.info().id());
        var seats = create.putArray("seats");
        names.forEach(n -> seats.addObject().put("name", n));
        Record options = sampleSetup(r, names, game, "").options();
        if (!(options instanceof ziggurat.engine.NoOptions)) {
            ObjectNode given = create.putObject("options");
            // only what the game names: the fields left out are the ruleset's defaults
            GameJson.tree(options).fields().forEachRemaining(f -> {
                if (!f.getValue().isNull()) {
                    given.set(f.getKey(), f.getValue());
                }
            });
        }
        create.put("seed", seed);
        return create;
    }

    /**
     * A ruleset's move examples and the sample games they come from: example name ("tigris.placeTile") to example
     * object ({summary, description, value, x-game}), one per move type, and sample game name ("tigris-0") to
     * {create, moves}, for {@code components/x-sample-games}.
     */
    public record Examples(Map<String, JsonNode> examples, Map<String, JsonNode> games) {
    }

    /**
     * One example per move type. Each is a move of a position of a seeded sample game, played as the service plays
     * it (the setup drawn from the seed's {@code setup} stream, each move from {@code move:<its first event's
     * version>}): its {@code x-game} names the sample game (its create request and its moves, each with its seat
     * and version) and how many of its moves come before it, so a client that creates that game, posts those moves
     * and then the example, by the seat the example names, gets the move played (200). Where it can, the sample
     * game plays a move of a type not yet shown, so the positions come early.
     */
    public static Examples examples(Ruleset<Object, Move, Event> r) {
        Map<String, JsonNode> byType = new TreeMap<>();
        Map<String, JsonNode> games = new TreeMap<>();
        int wanted = r.moveTypes().size();
        for (int game = 0; game < 400 && byType.size() < wanted; game++) {
            List<Integer> counts = r.info().seatCounts();
            int n = counts.get(game % counts.size());
            List<String> names = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                names.add("Seat " + i);
            }
            String seed = sampleSeed(game);
            String gameName = r.info().id() + "-" + game;
            GameSetup sample = sampleSetup(r, names, game, "0".repeat(64));
            Object state = r.initial();
            long version = 0;
            for (Event e : r.start(new GameSetup(names, sample.options(), sample.stack(), sample.commitment(), true),
                    Rng.of(seed, "setup"))) {
                state = r.evolve(state, e);
                version++;
            }
            List<Step> played = new ArrayList<>();
            int needed = -1;
            Random choose = new Random(game);
            for (int step = 0; step < 5000 && !r.outcome(state).finished() && byType.size() < wanted; step++) {
                List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
                if (pending.isEmpty()) {
                    break;
                }
                int seat = -1;
                Move move = null;
                for (PendingDecision p : pending) {
                    for (Move m : r.legalMoves(state, p.seat())) {
                        if (move == null && !byType.containsKey(GameJson.typeName(r, m))) {
                            seat = p.seat();
                            move = m;
                        }
                    }
                }
                if (move == null) {
                    seat = pending.get(choose.nextInt(pending.size())).seat();
                    List<Move> moves = r.legalMoves(state, seat);
                    if (moves.isEmpty()) {
                        break;
                    }
                    move = moves.get(choose.nextInt(moves.size()));
                }
                String type = GameJson.typeName(r, move);
                JsonNode typed = GameJson.tree(new Answers.TypedMove(type, move));
                if (!byType.containsKey(type)) {
                    byType.put(type, example(r, type, gameName, played.size(), new Step(seat, version, typed)));
                    needed = played.size();
                }
                played.add(new Step(seat, version, typed));
                for (Event e : r.decide(state, seat, move, Rng.of(seed, "move:" + (version + 1)))) {
                    state = r.evolve(state, e);
                    version++;
                }
            }
            if (needed >= 0) {
                ObjectNode sampleGame = GameJson.MAPPER.createObjectNode();
                sampleGame.set("create", createRequest(r, names, game));
                var moves = sampleGame.putArray("moves");
                for (Step s : played.subList(0, needed)) {
                    moves.addObject().put("seat", s.seat()).put("expectedVersion", s.expectedVersion())
                            .set("move", s.move());
                }
                games.put(gameName, sampleGame);
            }
        }
        Map<String, JsonNode> named = new LinkedHashMap<>();
        byType.forEach((type, ex) -> named.put(r.info().id() + "." + type, ex));
        return new Examples(named, games);
    }

    private static ObjectNode example(Ruleset<?, ?, ?> r, String type, String game, int before, Step move) {
        ObjectNode example = GameJson.MAPPER.createObjectNode();
        example.put("summary", r.info().name() + ": " + type);
        example.put("description", "Seat " + move.seat() + "'s move at version " + move.expectedVersion()
                + " of the sample game `" + game + "` (`components/x-sample-games`): created with its `create`"
                + " request (`POST /v1/games`, seeded), then its first " + before + " moves posted, each by its seat"
                + " at its version. Posted by seat " + move.seat() + ", it is played (200).");
        ObjectNode value = example.putObject("value");
        value.put("expectedVersion", move.expectedVersion());
        value.set("move", move.move());
        example.putObject("x-game").put("sample", game).put("movesBefore", before).put("seat", move.seat());
        return example;
    }

    /** The sample game {@code example} (a move example of {@code contract}) comes from, read back. */
    public static SampleGame sampleGame(JsonNode contract, JsonNode example) {
        JsonNode x = example.get("x-game");
        JsonNode game = contract.at("/components/x-sample-games").get(x.get("sample").asText());
        List<Step> moves = new ArrayList<>();
        game.get("moves").forEach(m -> moves.add(new Step(m.get("seat").asInt(), m.get("expectedVersion").asLong(),
                m.get("move"))));
        return new SampleGame((ObjectNode) game.get("create"), moves.subList(0, x.get("movesBefore").asInt()));
    }
}
