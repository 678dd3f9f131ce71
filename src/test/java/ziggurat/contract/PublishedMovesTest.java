package ziggurat.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.Viewer;
import ziggurat.play.GameJson;
import ziggurat.play.Problem;

/**
 * The published move schemas are exactly as strict as the service's reading of a move, shown from the schemas
 * alone: for every ruleset and move type, bodies made from its schema in the contract ({@link SchemaBodies}) are
 * read as moves, never refused as malformed, and the rules, given them in positions of sample games, play them
 * or refuse them by a rule; bodies the schema refuses (one made from it, changed in one place) are refused as
 * malformed, every one. {@code SchemaMovesOverHttpTest} posts the same bodies to the service.
 */
class PublishedMovesTest {

    static final JsonNode CONTRACT = Contract.document();
    static final SchemaBodies BODIES = new SchemaBodies(CONTRACT);
    static final List<Ruleset<Object, Move, Event>> RULESETS = RulesetSections.shipped();

    /** A body for one move type of one ruleset. */
    record Body(Ruleset<Object, Move, Event> ruleset, String type, JsonNode move) {
        @Override
        public String toString() {
            return ruleset.info().id() + " " + type + " " + move;
        }
    }

    /** A position of a sample game and the seat whose decision it is. */
    record Position(Object state, int seat, long version) {
    }

    /** Positions to try each valid move in: each ruleset's sample games (their options cycle), early and later. */
    static final java.util.Map<String, List<Position>> POSITIONS = new java.util.HashMap<>();

    static {
        for (Ruleset<Object, Move, Event> r : RULESETS) {
            List<Position> positions = new ArrayList<>();
            for (int game = 0; game < 6; game++) {
                List<String> names = new ArrayList<>();
                int seats = Math.min(Math.max(2, r.info().minSeats()), r.info().maxSeats()) + game % 2;
                for (int i = 0; i < Math.min(seats, r.info().maxSeats()); i++) {
                    names.add("Seat " + i);
                }
                Object state = r.initial();
                long version = 0;
                for (Event e : r.start(RulesetSections.sampleSetup(r, names, game, "0".repeat(64)),
                        Rng.of("moves-" + game, "setup"))) {
                    state = r.evolve(state, e);
                    version++;
                }
                Random choose = new Random(game);
                for (int step = 0; step < 120 && !r.outcome(state).finished(); step++) {
                    List<PendingDecision> pending = r.pending(state, Viewer.EVERYONE);
                    if (pending.isEmpty()) {
                        break;
                    }
                    int seat = pending.get(choose.nextInt(pending.size())).seat();
                    if (step % 30 == 0) {
                        positions.add(new Position(state, seat, version));
                    }
                    List<Move> moves = r.legalMoves(state, seat);
                    if (moves.isEmpty()) {
                        break;
                    }
                    for (Event e : r.decide(state, seat, moves.get(choose.nextInt(moves.size())),
                            Rng.of("moves-" + game, "move:" + version))) {
                        state = r.evolve(state, e);
                        version++;
                    }
                }
            }
            POSITIONS.put(r.info().id(), positions);
        }
    }

    static String schemaName(Ruleset<?, ?, ?> r) {
        return RulesetSections.prefix(r) + "Move";
    }

    /** Every (ruleset, move type) of the contract, each as likely as the next. */
    private static Arbitrary<Body> bodies(boolean valid) {
        List<Arbitrary<Body>> each = new ArrayList<>();
        for (Ruleset<Object, Move, Event> r : RULESETS) {
            String name = schemaName(r);
            for (String type : BODIES.titles(name)) {
                Arbitrary<JsonNode> moves = valid ? BODIES.validBodies(name, type) : BODIES.invalidBodies(name, type);
                each.add(moves.map(m -> new Body(r, type, m)));
            }
        }
        return Arbitraries.oneOf(each);
    }

    @Provide
    Arbitrary<Body> schemaValid() {
        return bodies(true);
    }

    @Provide
    Arbitrary<Body> schemaInvalid() {
        return bodies(false);
    }

    /** The move as the service reads it from a request: its bytes parsed, then read in the ruleset's types. */
    private static Move read(Body body) {
        return GameJson.readMove(body.ruleset(), GameJson.parse(GameJson.writeBytes(body.move())));
    }

    @Example
    void everyMoveTypeOfEveryRulesetHasItsAlternativeInTheContract() {
        for (Ruleset<Object, Move, Event> r : RULESETS) {
            assertEquals(new java.util.TreeSet<>(r.moveTypes().keySet()),
                    new java.util.TreeSet<>(BODIES.titles(schemaName(r))), r.info().id());
            assertTrue(POSITIONS.get(r.info().id()).size() >= 6, r.info().id() + ": positions to try moves in");
        }
    }

    /**
     * The bodies an outside fuzzer found the old schema accepting and the service refusing: now both refuse them.
     * And integers as JSON Schema reads them: 12.0 and 2.5E1 are the integers 12 and 25, accepted by both; 12.5 is
     * no integer, refused by both.
     */
    @Example
    void theMovesNoClientCouldSendAreRefusedByTheSchemaToo() {
        Ruleset<Object, Move, Event> qin = RULESETS.stream().filter(r -> r.info().id().equals("qin")).findFirst()
                .orElseThrow();
        for (String refused : List.of(
                "{\"type\":\"commit\",\"cell\":null}",
                "{\"type\":\"buyPagoda\",\"cell\":{\"row\":12,\"col\":25},\"colour\":\"green\",\"discard\":[\"YY\",\"BB\"]}",
                "{\"type\":\"usePagoda\",\"pagoda\":{\"id\":\"P1\"},\"effect\":{\"kind\":\"slideAway\","
                        + "\"target\":{\"id\":\"P2\"},\"direction\":\"N\"}}",
                "{\"type\":\"usePagoda\",\"pagoda\":{\"id\":\"P1\"},\"effect\":{\"kind\":\"greenMove\","
                        + "\"partner\":{\"id\":\"P2\"},\"move\":\"used\",\"to\":{\"row\":3,\"col\":4}}}",
                "{\"type\":\"resolve\",\"action\":\"place\",\"cells\":[{\"row\":1,\"col\":1},{\"row\":1,\"col\":2}],"
                        + "\"colour\":\"black\"}",
                "{\"type\":\"bid\",\"amount\":0,\"pagodas\":null}",
                "{\"type\":\"commit\",\"cell\":{\"row\":12.5,\"col\":25},\"out\":false}")) {
            Body body = new Body(qin, "", GameJson.readTree(refused));
            assertTrue(!BODIES.errors("QinMove", body.move()).isEmpty(), refused + ": the schema refuses it");
            Problem p = org.junit.jupiter.api.Assertions.assertThrows(Problem.class, () -> read(body), refused);
            assertEquals(400, p.status(), refused);
        }
        for (String accepted : List.of(
                "{\"type\":\"commit\",\"cell\":{\"row\":12,\"col\":25},\"out\":false}",
                "{\"type\":\"commit\",\"cell\":{\"row\":12.0,\"col\":2.5E1},\"out\":false}",
                "{\"type\":\"commit\",\"out\":true,\"cell\":null,\"tile\":null}",
                "{\"type\":\"buyPagoda\",\"cell\":{\"row\":12,\"col\":25},\"colour\":\"green\","
                        + "\"discard\":[\"YY\",\"BB\",\"RR\"]}",
                "{\"type\":\"usePagoda\",\"pagoda\":{\"id\":\"P1\"},\"effect\":{\"kind\":\"slideAway\","
                        + "\"partner\":{\"id\":\"P2\"},\"move\":\"used\",\"to\":{\"row\":3,\"col\":4}}}")) {
            Body body = new Body(qin, "", GameJson.readTree(accepted));
            assertEquals(List.of(), BODIES.errors("QinMove", body.move()), accepted + ": the schema accepts it");
            read(body);
        }
    }

    @Property(tries = 3000)
    void aBodyTheSchemaAcceptsIsAMoveTheRulesPlayOrRefuseByARule(@ForAll("schemaValid") Body body,
                                                                                 @ForAll Random random) {
        Move move;
        try {
            move = read(body);
        } catch (Problem p) {
            throw new AssertionError(body + ": the schema accepts it, the service refuses it as " + p.status()
                    + " " + p.detail());
        }
        assertEquals(body.type(), GameJson.typeName(body.ruleset(), move));
        List<Position> positions = POSITIONS.get(body.ruleset().info().id());
        Position at = positions.get(random.nextInt(positions.size()));
        try {
            body.ruleset().decide(at.state(), at.seat(), move, Rng.of("moves", "move:" + at.version()));
        } catch (RuleViolation v) {
            assertEquals(RuleViolation.Kind.ILLEGAL_MOVE, v.kind(), body + ": refused, but not by a rule: "
                    + v.getMessage());
        } catch (RuntimeException e) {
            throw new AssertionError(body + ": the rules fail on a move the schema accepts", e);
        }
    }

    @Property(tries = 3000)
    void aBodyTheSchemaRefusesIsMalformed(@ForAll("schemaInvalid") Body body) {
        try {
            Move move = read(body);
            throw new AssertionError(body + ": the schema refuses it (" + BODIES.errors(schemaName(body.ruleset()),
                    body.move()) + "), the service reads it as " + move);
        } catch (Problem p) {
            assertEquals(400, p.status(), body + ": " + p.detail());
        }
    }
}
