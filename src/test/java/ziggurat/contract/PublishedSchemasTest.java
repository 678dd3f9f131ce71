package ziggurat.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import ziggurat.api.EngineJson;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.api.EngineJson;
import ziggurat.engine.Viewer;
import ziggurat.play.Answers;
import ziggurat.play.GameJson;
import ziggurat.store.GameStatus;
import ziggurat.store.StoredEvent;

/**
 * What the service lists and writes is what it publishes: every legal move listed in random games of every
 * shipped ruleset (2 to 4 seats, fixed seeds), every event and every view of such games as each viewer sees
 * them, written as the service writes them, validate against that ruleset's published schemas in the committed
 * contract, and so does every move example of the contract.
 */
class PublishedSchemasTest {

    static final JsonNode DOCUMENT = Contract.document();
    static final String CONTRACT_IRI = "urn:ziggurat:contract";
    static final SchemaRegistry CONTRACT = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            registry -> registry.schemas(Map.of(CONTRACT_IRI, DOCUMENT.toString())));

    /** The mapper the API writes answers with: Quarkus's, as {@link EngineJson} configures it. */
    static final ObjectMapper API = apiMapper();

    private static ObjectMapper apiMapper() {
        ObjectMapper mapper = JsonMapper.builder().addModule(new JavaTimeModule()).build();
        new EngineJson().customize(mapper);
        return mapper;
    }

    @Test
    void everyListedLegalMoveOfRandomGamesMatchesThePublishedSchema() {
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Schema schema = schema("/components/schemas/" + RulesetSections.prefix(r) + "Move");
            int checked = 0;
            for (int seats : r.info().seatCounts()) {
                for (int game = 0; game < 4; game++) {
                    checked += playAndCheck(r, schema, seats, game, 1000L * seats + game);
                }
            }
            assertTrue(checked > 1000, r.info().id() + ": " + checked + " distinct moves checked");
        }
    }

    /**
     * The sample games above cycle through only the first Qin variants, so the moves of the others are checked
     * here at the largest table: six seats, where a seat number in a move runs up to 5 (a trade answer under
     * {@code niu} names its offerer, any seat).
     */
    @Test
    void everyListedLegalMoveOfEveryQinSampleVariantAtSixSeatsMatchesThePublishedSchema() {
        Ruleset<Object, Move, Event> qin = RulesetSections.shipped().stream()
                .filter(r -> r.info().id().equals("qin")).findFirst().orElseThrow();
        Schema schema = schema("/components/schemas/QinMove");
        java.util.Set<Move> listed = new java.util.HashSet<>();
        for (int more = 0; more < RulesetSections.moreOptions(qin); more++) {
            listed.addAll(listedAndChecked(qin, schema, 6, 2 * more + 1, 6000L + more));
        }
        assertTrue(listed.stream().anyMatch(m -> m instanceof ziggurat.games.qin.QinMove.RespondTrade t
                && t.from() != null && t.from() >= 4), "a trade answer to seat 4 or 5 was listed and checked");
    }

    @Test
    void everyMoveExampleOfTheContractMatchesThePublishedSchema() {
        Schema request = schema("/components/schemas/MoveRequest");
        int checked = 0;
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Schema moves = schema("/components/schemas/" + RulesetSections.prefix(r) + "Move");
            for (Iterator<Map.Entry<String, JsonNode>> it = DOCUMENT.at("/components/examples").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> example = it.next();
                if (example.getKey().startsWith(r.info().id() + ".")) {
                    JsonNode value = example.getValue().get("value");
                    valid(request, value, example.getKey());
                    valid(moves, value.get("move"), example.getKey());
                    checked++;
                }
            }
        }
        assertTrue(checked >= 20, checked + " examples");
    }

    /** Every example answer of every operation validates against the schema its status and media type publish. */
    @Test
    void everyAnswerExampleOfTheContractMatchesItsSchema() {
        int checked = 0;
        List<String> broken = new ArrayList<>();
        JsonNode paths = DOCUMENT.get("paths");
        for (Iterator<Map.Entry<String, JsonNode>> p = paths.fields(); p.hasNext(); ) {
            Map.Entry<String, JsonNode> path = p.next();
            for (Iterator<Map.Entry<String, JsonNode>> o = path.getValue().fields(); o.hasNext(); ) {
                Map.Entry<String, JsonNode> op = o.next();
                if (!op.getValue().has("responses")) {
                    continue;
                }
                for (Iterator<Map.Entry<String, JsonNode>> r = op.getValue().get("responses").fields(); r.hasNext(); ) {
                    Map.Entry<String, JsonNode> answer = r.next();
                    JsonNode content = answer.getValue().get("content");
                    if (content == null) {
                        continue;
                    }
                    for (Iterator<Map.Entry<String, JsonNode>> m = content.fields(); m.hasNext(); ) {
                        Map.Entry<String, JsonNode> media = m.next();
                        JsonNode examples = media.getValue().get("examples");
                        if (examples == null || !media.getValue().has("schema") || media.getKey().equals("text/event-stream")) {
                            continue;
                        }
                        String at = "/paths/" + pointer(path.getKey()) + "/" + op.getKey() + "/responses/"
                                + answer.getKey() + "/content/" + pointer(media.getKey()) + "/schema";
                        Schema schema = schema(at);
                        for (Iterator<Map.Entry<String, JsonNode>> e = examples.fields(); e.hasNext(); ) {
                            Map.Entry<String, JsonNode> example = e.next();
                            JsonNode value = example.getValue().has("$ref")
                                    ? DOCUMENT.at(example.getValue().get("$ref").asText().substring(1)).get("value")
                                    : example.getValue().get("value");
                            List<Error> errors = schema.validate(value);
                            if (!errors.isEmpty()) {
                                broken.add(op.getKey() + " " + path.getKey() + " " + answer.getKey() + " example '"
                                        + example.getKey() + "': " + errors);
                            }
                            checked++;
                        }
                    }
                }
            }
        }
        assertTrue(broken.isEmpty(), String.join("\n", broken));
        assertTrue(checked >= 15, checked + " examples");
    }

    /**
     * No example of the contract carries a null where its schema does not say null may stand: every example of every
     * operation's request and answers (the move examples of every ruleset among them) and every schema's own
     * {@code example}. Validating alone does not show it: a field the schema leaves open ({@code additionalProperties})
     * or a null that one {@code anyOf} branch happens to accept would pass. Here each null must be declared by a schema
     * that applies to it: {@code type} null or a list with null, {@code nullable}, an enum or const of null, or a
     * schema that takes any value (a ruleset's own details).
     */
    @Test
    void noExampleOfTheContractCarriesANullItsSchemaDoesNotDeclare() {
        List<String> undeclared = new ArrayList<>();
        int[] checked = {0};
        Map<String, String> moveSchemas = new java.util.HashMap<>();
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            moveSchemas.put(r.info().id(), "/components/schemas/" + RulesetSections.prefix(r) + "Move");
        }
        forEachMediaExample(DOCUMENT, "", (schemaAt, value, name) -> {
            // a move request's envelope leaves `move` open: the move is its ruleset's, named by the example
            String ruleset = name.replaceAll(".*example '([^.']+)\\..*", "$1");
            if (DOCUMENT.at(schemaAt).path("$ref").asText().endsWith("/MoveRequest") && moveSchemas.containsKey(ruleset)) {
                ObjectNode envelope = value.deepCopy();
                nulls(List.of(moveSchemas.get(ruleset)), envelope.remove("move"), name + "/move", undeclared);
                value = envelope;
            }
            nulls(List.of(schemaAt), value, name, undeclared);
            checked[0]++;
        });
        forEachSchemaExample(DOCUMENT.at("/components/schemas"), "/components/schemas", (schemaAt, value, name) -> {
            nulls(List.of(schemaAt), value, name, undeclared);
            checked[0]++;
        });
        assertTrue(undeclared.isEmpty(), undeclared.size() + " nulls no schema declares:\n"
                + String.join("\n", undeclared));
        assertTrue(checked[0] >= 50, checked[0] + " examples");
    }

    interface ExampleAt {
        void check(String schemaPointer, JsonNode value, String name);
    }

    /** Every example of a media type ({@code content} of a request or answer) below {@code node}, with its schema. */
    private static void forEachMediaExample(JsonNode node, String at, ExampleAt each) {
        if (at.equals("/components/schemas") || at.equals("/components/examples") || !node.isContainerNode()) {
            return;
        }
        if (node.isObject() && node.get("content") instanceof ObjectNode content) {
            for (Iterator<Map.Entry<String, JsonNode>> m = content.fields(); m.hasNext(); ) {
                Map.Entry<String, JsonNode> media = m.next();
                String schemaAt = at + "/content/" + pointer(media.getKey()) + "/schema";
                JsonNode examples = media.getValue().get("examples");
                if (!media.getValue().has("schema") || examples == null) {
                    continue;
                }
                for (Iterator<Map.Entry<String, JsonNode>> e = examples.fields(); e.hasNext(); ) {
                    Map.Entry<String, JsonNode> example = e.next();
                    JsonNode value = example.getValue().has("$ref")
                            ? DOCUMENT.at(example.getValue().get("$ref").asText().substring(1)).get("value")
                            : example.getValue().get("value");
                    if (value != null && !media.getKey().equals("text/event-stream")) {
                        each.check(schemaAt, value, at + " example '" + example.getKey() + "'");
                    }
                }
            }
        }
        if (node.isObject()) {
            node.fields().forEachRemaining(f -> forEachMediaExample(f.getValue(), at + "/" + pointer(f.getKey()), each));
        } else {
            for (int i = 0; i < node.size(); i++) {
                forEachMediaExample(node.get(i), at + "/" + i, each);
            }
        }
    }

    /** Every schema's own {@code example} below {@code schema} (a property named "example" is not one). */
    private static void forEachSchemaExample(JsonNode schema, String at, ExampleAt each) {
        if (schema.isObject() && schema.has("example")) {
            each.check(at, schema.get("example"), at + " example");
        }
        for (Iterator<Map.Entry<String, JsonNode>> f = schema.fields(); f.hasNext(); ) {
            Map.Entry<String, JsonNode> e = f.next();
            String child = at + "/" + pointer(e.getKey());
            if (e.getKey().equals("properties") || e.getKey().equals("patternProperties")
                    || e.getKey().equals("$defs")) {
                e.getValue().fields().forEachRemaining(p -> forEachSchemaExample(p.getValue(),
                        child + "/" + pointer(p.getKey()), each));
            } else if (e.getValue().isArray()) {
                for (int i = 0; i < e.getValue().size(); i++) {
                    forEachSchemaExample(e.getValue().get(i), child + "/" + i, each);
                }
            } else if (e.getValue().isObject() && !e.getKey().equals("example") && !e.getKey().equals("default")
                    && !e.getKey().equals("const")) {
                forEachSchemaExample(e.getValue(), child, each);
            }
        }
    }

    private static final Map<String, Schema> BY_POINTER = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The nulls in {@code value} that none of the schemas at {@code pointers} (all of which apply to it) declares, each
     * reported with where it stands in {@code at}.
     */
    private static void nulls(List<String> pointers, JsonNode value, String at, List<String> undeclared) {
        List<String> applying = new ArrayList<>();
        for (String p : pointers) {
            applying(p, value, applying);
        }
        if (value.isNull()) {
            if (applying.stream().map(DOCUMENT::at).noneMatch(PublishedSchemasTest::takesNull)) {
                undeclared.add(at + ": null, where the schema at " + pointers + " does not declare it");
            }
        } else if (value.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> f = value.fields(); f.hasNext(); ) {
                Map.Entry<String, JsonNode> field = f.next();
                List<String> children = new ArrayList<>();
                for (String p : applying) {
                    JsonNode s = DOCUMENT.at(p);
                    if (s.path("properties").has(field.getKey())) {
                        children.add(p + "/properties/" + pointer(field.getKey()));
                    } else if (s.get("additionalProperties") instanceof ObjectNode) {
                        children.add(p + "/additionalProperties");
                    }
                }
                if (children.isEmpty()) {
                    if (containsNull(field.getValue())) {
                        undeclared.add(at + "/" + field.getKey() + ": a null in a field no schema declares ("
                                + applying + ")");
                    }
                } else {
                    nulls(children, field.getValue(), at + "/" + field.getKey(), undeclared);
                }
            }
        } else if (value.isArray()) {
            List<String> items = new ArrayList<>();
            for (String p : applying) {
                if (DOCUMENT.at(p).has("items")) {
                    items.add(p + "/items");
                }
            }
            for (int i = 0; i < value.size(); i++) {
                if (items.isEmpty()) {
                    if (containsNull(value.get(i))) {
                        undeclared.add(at + "/" + i + ": a null in an item no schema declares (" + applying + ")");
                    }
                } else {
                    nulls(items, value.get(i), at + "/" + i, undeclared);
                }
            }
        }
    }

    /** The schema at {@code pointer} and those it brings to bear on {@code value}: its $ref, allOf, and the
     * branches of its oneOf and anyOf that accept {@code value}. */
    private static void applying(String pointer, JsonNode value, List<String> out) {
        JsonNode s = DOCUMENT.at(pointer);
        out.add(pointer);
        if (s.has("$ref")) {
            applying(s.get("$ref").asText().substring(1), value, out);
        }
        for (int i = 0; i < s.path("allOf").size(); i++) {
            applying(pointer + "/allOf/" + i, value, out);
        }
        for (String combined : List.of("oneOf", "anyOf")) {
            for (int i = 0; i < s.path(combined).size(); i++) {
                String branch = pointer + "/" + combined + "/" + i;
                if (BY_POINTER.computeIfAbsent(branch, PublishedSchemasTest::schema).validate(value).isEmpty()) {
                    applying(branch, value, out);
                }
            }
        }
    }

    /** Whether the schema says in so many words that null may stand here, or takes any value at all. */
    private static boolean takesNull(JsonNode s) {
        JsonNode type = s.get("type");
        if (type != null && (type.asText().equals("null") || type.isArray() && type.toString().contains("\"null\""))) {
            return true;
        }
        if (s.path("nullable").asBoolean() || s.has("const") && s.get("const").isNull()) {
            return true;
        }
        if (s.get("enum") instanceof com.fasterxml.jackson.databind.node.ArrayNode values) {
            for (JsonNode v : values) {
                if (v.isNull()) {
                    return true;
                }
            }
        }
        // a ruleset's own value (a pending decision's details): any JSON, null among it
        return type == null && !s.has("$ref") && !s.has("oneOf") && !s.has("anyOf") && !s.has("allOf")
                && !s.has("enum") && !s.has("const") && !s.has("properties");
    }

    private static boolean containsNull(JsonNode value) {
        if (value.isNull()) {
            return true;
        }
        for (JsonNode child : value) {
            if (containsNull(child)) {
                return true;
            }
        }
        return false;
    }

    private static String pointer(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    /**
     * Every event of random games, setup included, as each viewer sees it (every seat, a spectator, everyone)
     * through the service's own path: read back from its stored JSON, shown by {@link Answers#eventView}, written
     * by the API's mapper. Each validates against its ruleset's published event schema, whose branch its
     * {@code type} names, and, once per type and redaction, against the EventView every answer carries.
     */
    @Test
    void everyEventOfRandomGamesAsEachViewerSeesItMatchesThePublishedSchema() throws Exception {
        Schema envelope = schema("/components/schemas/EventView");
        Breaches breaches = new Breaches();
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            String published = "/components/schemas/" + RulesetSections.prefix(r) + "Event";
            Schema schema = schema(published);
            Map<String, Schema> byType = new java.util.HashMap<>();
            JsonNode branches = DOCUMENT.at(published + "/oneOf");
            for (int i = 0; i < branches.size(); i++) {
                byType.put(branches.get(i).get("title").asText(), schema(published + "/oneOf/" + i));
            }
            java.util.Set<String> seen = new java.util.HashSet<>();
            java.util.Set<String> kinds = new java.util.TreeSet<>();
            for (int seats : r.info().seatCounts()) {
                int n = seats;
                // the defaults, and each of the ruleset's further options once
                for (int game = 0; game < 2 * Math.max(1, RulesetSections.moreOptions(r)); game++) {
                    long[] seq = {0};
                    play(r, seats, game, 1000L * seats + game, (state, seat, events) -> {
                        boolean over = r.outcome(state).finished();
                        for (Event e : events) {
                            seq[0]++;
                            String type = GameJson.typeName(r, e);
                            StoredEvent stored = new StoredEvent(seq[0], type, r.upcasters().currentVersion(type),
                                    GameJson.canonical(e), seat, Instant.EPOCH.plusSeconds(seq[0]), "0".repeat(64), null);
                            Event read = GameJson.readEvent(r, type, stored.schemaVersion(), stored.payloadJson());
                            for (Viewer viewer : viewers(n, over)) {
                                JsonNode shown = API.valueToTree(Answers.eventView(r, stored, read, viewer));
                                String what = r.info().id() + " event " + shown + " as " + viewer + " sees it";
                                // its type's branch, for a precise report; once per kind the whole (no other
                                // branch matches) and the envelope every answer carries
                                if (seen.add(type + shown.get("data"))) {
                                    breaches.check(byType.get(type), shown, what);
                                }
                                if (kinds.add(type + " redacted=" + shown.get("redacted") + " data="
                                        + shown.get("data").isNull())) {
                                    breaches.check(schema, shown, what);
                                    breaches.check(envelope, shown, what);
                                }
                            }
                        }
                    });
                }
            }
            // as many kinds as the game has event types of its own, or else every one of them (the table's events
            // need a seat to leave, or open seats): a game with few redacted events, such as Qin, checks each of its own
            java.util.Set<String> typesSeen = new java.util.TreeSet<>();
            kinds.forEach(k -> typesSeen.add(k.substring(0, k.indexOf(' '))));
            java.util.Set<String> own = new java.util.TreeSet<>(r.eventTypes().keySet());
            own.removeAll(ziggurat.engine.Table.EVENT_NAMES.byName().keySet());
            assertTrue(kinds.size() >= own.size() || typesSeen.containsAll(own),
                    r.info().id() + " event kinds checked: " + kinds);
        }
        breaches.assertNone();
    }

    /**
     * The views of random games, written by the API's mapper, validate against the ruleset's published view, and
     * a GameView carrying one against GameView: after the setup and every move the view of one viewer in turn
     * (each seat, a spectator, everyone), so every viewer is seen at every stage of the game; at the end, the
     * view everyone is shown.
     */
    @Test
    void theViewsOfRandomGamesForEveryViewerMatchThePublishedSchema() throws Exception {
        Schema gameView = schema("/components/schemas/GameView");
        Breaches breaches = new Breaches();
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Schema schema = schema("/components/schemas/" + RulesetSections.prefix(r) + "View");
            int[] checked = {0};
            java.util.Set<String> viewers = new java.util.TreeSet<>();
            int expected = 0;
            for (int seats : r.info().seatCounts()) {
                int n = seats;
                expected += seats + 2;
                play(r, seats, seats, 1000L * seats, (state, seat, events) -> {
                    List<Viewer> all = viewers(n, r.outcome(state).finished());
                    Viewer viewer = all.get(checked[0] % all.size());
                    JsonNode view = API.valueToTree(r.view(state, viewer));
                    breaches.check(schema, view, r.info().id() + " view as " + viewer + " sees it");
                    viewers.add(n + " seats, " + viewer);
                    if (++checked[0] % 50 == 0 || r.outcome(state).finished()) {
                        breaches.check(gameView, gameView(r, n, view), r.info().id() + " game view");
                    }
                });
            }
            assertTrue(checked[0] > 200, r.info().id() + ": " + checked[0] + " views checked");
            assertEquals(expected, viewers.size(), r.info().id() + ": every viewer seen " + viewers);
        }
        breaches.assertNone();
    }

    /** What follows each move (or the setup, with no seat): the state after it and the events it caused. */
    interface Step {
        void after(Object state, Integer seat, List<Event> events) throws Exception;
    }

    private static final ziggurat.engine.kit.RandomGames.Chooser<Move> BY_KIND =
            ziggurat.engine.kit.RandomGames.Chooser.byKind();

    /**
     * A random game of {@code seats} seats, set up as the contract's sample game {@code game} is; {@code step} sees
     * the setup and every move.
     */
    private static void play(Ruleset<Object, Move, Event> r, int seats, int game, long seed, Step step)
            throws Exception {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("Seat " + i);
        }
        SplittableRandom random = new SplittableRandom(seed);
        Object state = r.initial();
        GameSetup sample = RulesetSections.sampleSetup(r, names, game, "0".repeat(64));
        boolean further = !(sample.options() instanceof ziggurat.engine.NoOptions);
        List<Event> setup = r.start(sample, Rng.of("s" + seed, "setup"));
        for (Event e : setup) {
            state = r.evolve(state, e);
        }
        step.after(state, null, setup);
        for (int move = 0; move < 20_000 && !r.outcome(state).finished(); move++) {
            List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = r.legalMoves(state, seat);
            // a game with further options picks a kind of move first every other move, so a rare kind of those
            // options listed beside hundreds of placements (a sale) still gets played
            Move chosen = further && move % 2 == 1 ? BY_KIND.choose(legal, random)
                    : legal.get(random.nextInt(legal.size()));
            List<Event> events = r.decide(state, seat, chosen, Rng.of("s" + seed, "move" + move));
            for (Event e : events) {
                state = r.evolve(state, e);
            }
            step.after(state, seat, events);
        }
        assertTrue(r.outcome(state).finished(), r.info().id() + " game " + seed + " ends");
    }

    /** Who may look while the game runs; once it has ended the service shows everyone everything. */
    private static List<Viewer> viewers(int seats, boolean over) {
        if (over) {
            return List.of(Viewer.EVERYONE);
        }
        List<Viewer> viewers = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            viewers.add(Viewer.seat(seat));
        }
        viewers.add(Viewer.SPECTATOR);
        viewers.add(Viewer.EVERYONE);
        return viewers;
    }

    /** A GameView around {@code state}, as the service writes one (the parts that are not the view made up). */
    private static JsonNode gameView(Ruleset<Object, Move, Event> r, int seats, JsonNode state) throws Exception {
        List<Answers.SeatInfo> names = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            names.add(new Answers.SeatInfo(seat, "Seat " + seat, "playing"));
        }
        ObjectNode view = (ObjectNode) API.readTree(API.writeValueAsString(new Answers.GameView(
                java.util.UUID.randomUUID(), r.info().id(), 1, GameStatus.RUNNING, names, null, false, false,
                "0".repeat(64), Map.of(), List.of(), List.of(), null, null, null, null, Instant.EPOCH, 0, true, null)));
        view.set("state", state);
        return view;
    }

    private static int playAndCheck(Ruleset<Object, Move, Event> r, Schema schema, int seats, int game, long seed)
            {
        return listedAndChecked(r, schema, seats, game, seed).size();
    }

    /** The distinct legal moves listed in a random game of sample setup {@code game}, each checked on the way. */
    private static java.util.Set<Move> listedAndChecked(Ruleset<Object, Move, Event> r, Schema schema, int seats,
            int game, long seed) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("Seat " + i);
        }
        SplittableRandom random = new SplittableRandom(seed);
        Object state = r.initial();
        for (Event e : r.start(RulesetSections.sampleSetup(r, names, game, "0".repeat(64)), Rng.of("s" + seed, "setup"))) {
            state = r.evolve(state, e);
        }
        java.util.Set<Move> seen = new java.util.HashSet<>();
        for (int step = 0; step < 20_000 && !r.outcome(state).finished(); step++) {
            List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
            int seat = pending.get(random.nextInt(pending.size())).seat();
            List<Move> legal = r.legalMoves(state, seat);
            for (Move m : legal) {
                if (seen.add(m)) {
                    valid(schema, GameJson.tree(new Answers.TypedMove(GameJson.typeName(r, m), m)),
                            r.info().id() + " listed move " + m);
                }
            }
            Move move = legal.get(random.nextInt(legal.size()));
            for (Event e : r.decide(state, seat, move, Rng.of("s" + seed, "move" + step))) {
                state = r.evolve(state, e);
            }
        }
        return seen;
    }

    /**
     * The creation request's schema refuses what the service refuses for its shape and accepts what it accepts
     * (a schema looser or stricter than the service misleads every client: once a single seat passed the schema while
     * {@code "stack": null} and {@code "options": null}, which the service takes, did not).
     */
    @Test
    void theCreationSchemaAndTheServiceAgreeOnSeatsStackAndOptions() throws Exception {
        Schema create = schema("/components/schemas/CreateGame");
        String two = "\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"A\"},{\"name\":\"B\"}]";
        assertTrue(create.validate(API.readTree("{\"ruleset\":\"tigris\",\"seats\":[{\"name\":\"A\"}]}"))
                .size() > 0, "one seat is refused by every ruleset, so by the schema too");
        valid(create, API.readTree("{" + two + ",\"stack\":null}"), "a null stack (no stack)");
        valid(create, API.readTree("{" + two + ",\"options\":null}"), "null options (every default)");
        assertTrue(create.validate(API.readTree("{" + two + ",\"options\":{\"dynasties\":null}}")).size() > 0,
                "an option given as null is refused by the service, so by the schema too");
        assertTrue(create.validate(API.readTree("{\"ruleset\":\"\"," + two.substring(two.indexOf("\"seats"))
                + "}")).size() > 0, "an empty ruleset name");
    }

    /**
     * What broke a schema, one line per place in the schema and rule, with the first value that broke it:
     * a whole game is checked before the test fails, so one run shows every field the schemas get wrong.
     */
    static final class Breaches {
        private final Map<String, String> found = new java.util.TreeMap<>();

        /** True when {@code value} is valid. */
        boolean check(Schema schema, JsonNode value, String what) {
            List<Error> errors = schema.validate(value);
            for (Error e : errors) {
                found.putIfAbsent(e.getSchemaLocation() + " (" + e.getKeyword() + ") at "
                                + e.getInstanceLocation().toString().replaceAll("/\\d+", "/*"),
                        e.getMessage() + "\n    first in " + what + ": " + value);
            }
            return errors.isEmpty();
        }

        void assertNone() {
            StringBuilder sb = new StringBuilder();
            found.forEach((where, sample) -> sb.append(where).append(": ").append(sample).append('\n'));
            assertTrue(found.isEmpty(), found.size() + " breaches of the published schemas:\n" + sb);
        }
    }

    private static void valid(Schema schema, JsonNode value, String what) {
        List<Error> errors = schema.validate(value);
        assertTrue(errors.isEmpty(), what + " as written " + value + " breaks the published schema:\n" + errors);
    }

    /** The schema at {@code pointer} of the committed contract, read as JSON Schema 2020-12, as OpenAPI 3.1 says. */
    private static Schema schema(String pointer) {
        return CONTRACT.getSchema("{\"$ref\": \"" + CONTRACT_IRI + "#" + pointer + "\"}");
    }
}
