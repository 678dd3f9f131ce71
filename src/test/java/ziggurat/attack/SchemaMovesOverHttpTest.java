package ziggurat.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import ziggurat.contract.Contract;
import ziggurat.contract.RulesetSections;
import ziggurat.contract.SchemaBodies;
import ziggurat.engine.Ruleset;
import ziggurat.play.GameJson;
import ziggurat.support.EmbeddedPostgresResource;

/**
 * What a client generated from the contract can build, the service takes: for every shipped ruleset and every move
 * type, move bodies made from the ruleset's published move schema ({@link SchemaBodies}, the schema in
 * openapi/ziggurat.yaml) are posted to a game of that ruleset by the seat whose decision it is, at the game's
 * version. A body the schema accepts is played (200) or refused by the game (409, 422), never as malformed (400)
 * and never with a 5xx; a body the schema refuses (one it accepts, changed in one place) is refused as malformed
 * (400), every one, and the game's version has not moved.
 *
 * <p>Part of the fuzz budget: {@code -Dfuzz.schemaMoves=N} posts (default 800, half of them schema-valid) and
 * {@code -Dfuzz.seed=S}; FuzzTest's own default is the rest of the CI run's requests. PublishedMovesTest makes
 * the same claims in process, for many more bodies.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SchemaMovesOverHttpTest {

    static final int POSTS = Integer.getInteger("fuzz.schemaMoves", 800);
    static final long SEED = Long.getLong("fuzz.seed", 20261122L);

    @TestHTTPResource("/")
    URL base;

    /** A game being posted to: who decides now and at which version. */
    private static final class Table {
        final String ruleset;
        Bots.Game game;
        long version;
        int seat;
        boolean finished;

        Table(String ruleset) {
            this.ruleset = ruleset;
        }
    }

    @Test
    void schema_valid_moves_are_never_malformed_and_schema_invalid_ones_always_are() {
        Http http = new Http(URI.create(base.toString()));
        SchemaBodies bodies = new SchemaBodies(Contract.document());
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        Map<String, Integer> byStatus = new TreeMap<>();
        List<Ruleset<?, ?, ?>> rulesets = new ArrayList<>(RulesetSections.shipped());
        Map<String, Table> tables = new TreeMap<>();
        int gamesCreated = 0;
        for (int i = 0; i < POSTS; i++) {
            Ruleset<?, ?, ?> r = rulesets.get(i % rulesets.size());
            String schema = RulesetSections.prefix(r) + "Move";
            List<String> types = bodies.titles(schema);
            String type = types.get(random.nextInt(types.size()));
            boolean valid = i / rulesets.size() % 2 == 0;
            JsonNode move = valid ? bodies.valid(schema, type, random) : bodies.invalid(schema, type, random);

            Table t = tables.computeIfAbsent(r.info().id(), Table::new);
            if (t.game == null || t.finished) {
                t.game = Bots.create(http, t.ruleset, Math.max(2, r.info().minSeats()), null);
                t.finished = false;
                gamesCreated++;
                look(http, t);
            }
            String body = "{\"expectedVersion\":" + t.version + ",\"move\":" + GameJson.write(move) + "}";
            Http.Answer a = http.post(t.game.path() + "/moves", t.game.tokens().get(t.seat), body);
            String what = r.info().id() + " " + type + " " + move + " (seed " + SEED + ", post " + i + ")";
            byStatus.merge((valid ? "valid " : "invalid ") + a.status(), 1, Integer::sum);
            if (a.status() >= 500) {
                failures.add(what + ": " + a.status() + " " + a.body());
            }
            if (valid) {
                if (a.status() == 400) {
                    failures.add(what + ": the schema accepts it, the service refuses it as malformed: " + a.body());
                } else if (a.status() != 200 && a.status() != 409 && a.status() != 422) {
                    failures.add(what + ": neither played nor refused by the game: " + a.status() + " " + a.body());
                }
                if (a.status() == 200) {
                    look(http, t);
                }
            } else {
                long before = t.version;
                if (a.status() != 400) {
                    failures.add(what + ": the schema refuses it (" + bodies.errors(schema, move).get(0)
                            + "), the service answers " + a.status() + " " + a.body());
                }
                look(http, t);
                if (t.version != before) {
                    failures.add(what + ": refused, but the game moved from version " + before + " to " + t.version);
                }
            }
        }
        System.out.printf("schema moves over HTTP: %d posts in %d games, by status %s%n", POSTS, gamesCreated,
                byStatus);
        assertEquals(List.of(), failures.subList(0, Math.min(20, failures.size())),
                failures.size() + " posts answered against the schema");
        assertTrue(byStatus.getOrDefault("valid 200", 0) > 0, "some schema-valid bodies were legal moves and played: "
                + byStatus);
        assertEquals(POSTS / 2, byStatus.entrySet().stream().filter(e -> e.getKey().startsWith("invalid"))
                .mapToInt(Map.Entry::getValue).sum(), "half the posts were schema-invalid");
    }

    /** The game as a spectator sees it: its version, whether it is over, and a seat whose decision it is. */
    private static void look(Http http, Table t) {
        JsonNode view = Bots.spectate(http, t.game);
        t.version = view.get("version").asLong();
        t.finished = "finished".equals(view.get("status").asText());
        List<Integer> pending = Bots.pendingSeats(view);
        t.seat = pending.isEmpty() ? 0 : pending.get(0);
    }
}
