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

    /** Example name ("tigris.placeTile") to example object ({summary, value}), one per move type. */
    public static Map<String, JsonNode> examples(Ruleset<Object, Move, Event> r) {
        Map<String, JsonNode> byType = new TreeMap<>();
        int wanted = r.moveTypes().size();
        int seats = Math.min(Math.max(2, r.info().minSeats()), r.info().maxSeats());
        for (int game = 0; game < 400 && byType.size() < wanted; game++) {
            List<Integer> counts = r.info().seatCounts();
            int n = counts.get(game % counts.size());
            List<String> names = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                names.add("Seat " + i);
            }
            Object state = r.initial();
            long version = 0;
            for (Event e : r.start(sampleSetup(r, names, game, "0".repeat(64)), Rng.of("contract-" + game, "setup"))) {
                state = r.evolve(state, e);
                version++;
            }
            Random choose = new Random(game);
            for (int step = 0; step < 5000 && !r.outcome(state).finished(); step++) {
                List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
                if (pending.isEmpty()) {
                    break;
                }
                int seat = pending.get(choose.nextInt(pending.size())).seat();
                List<Move> moves = r.legalMoves(state, seat);
                if (moves.isEmpty()) {
                    break;
                }
                Move move = moves.get(choose.nextInt(moves.size()));
                String type = GameJson.typeName(r, move);
                if (!byType.containsKey(type)) {
                    ObjectNode example = GameJson.MAPPER.createObjectNode();
                    example.put("summary", r.info().name() + ": " + type);
                    ObjectNode value = example.putObject("value");
                    value.put("expectedVersion", version);
                    value.set("move", GameJson.tree(new Answers.TypedMove(type, move)));
                    byType.put(type, example);
                }
                for (Event e : r.decide(state, seat, move, Rng.of("contract-" + game, "move:" + version))) {
                    state = r.evolve(state, e);
                    version++;
                }
            }
        }
        Map<String, JsonNode> named = new LinkedHashMap<>();
        byType.forEach((type, ex) -> named.put(r.info().id() + "." + type, ex));
        return named;
    }
}
