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
 * (400), every one, and nothing was written: the game's version, its audit (verified, its events counted, the last
 * one's hash) are as they were. The games cycle through each ruleset's sample seat counts and options (Qin's
 * variants and extras among them), so a variant's own move types are posted to games of that variant; each move
 * type of each ruleset gets schema-valid and schema-invalid posts, in turn.
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

    /** Posts to one game of a ruleset before the next sample game, whose seats and options are the next ones. */
    static final int GAME_POSTS = 8;

    /** A game being posted to: its sample options, who decides now and at which version, and its audit. */
    private static final class Table {
        final Ruleset<?, ?, ?> ruleset;
        int number = -1;
        int posts;
        Bots.Game game;
        long version;
        int seat;
        boolean finished;
        /** The audit as it stood after the last post (null when a move was played since). */
        String audited;

        Table(Ruleset<?, ?, ?> ruleset) {
            this.ruleset = ruleset;
        }
    }

    @Test
    void schemaValidMovesAreNeverMalformedAndSchemaInvalidOnesAlwaysAre() {
        Http http = new Http(URI.create(base.toString()));
        SchemaBodies bodies = new SchemaBodies(Contract.document());
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        Map<String, Integer> byStatus = new TreeMap<>();
        // ruleset and move type -> posts of a schema-valid body, of a schema-invalid one
        Map<String, int[]> covered = new TreeMap<>();
        Map<String, java.util.Set<String>> optionsPlayed = new TreeMap<>();
        List<Ruleset<?, ?, ?>> rulesets = new ArrayList<>(RulesetSections.shipped());
        Map<String, Table> tables = new TreeMap<>();
        int gamesCreated = 0;
        for (int i = 0; i < POSTS; i++) {
            Ruleset<?, ?, ?> r = rulesets.get(i % rulesets.size());
            String schema = RulesetSections.prefix(r) + "Move";
            List<String> types = bodies.titles(schema);
            // each move type in turn, a schema-valid body of it and then a schema-invalid one
            int round = i / rulesets.size();
            String type = types.get(round / 2 % types.size());
            boolean valid = round % 2 == 0;
            JsonNode move = valid ? bodies.valid(schema, type, random) : bodies.invalid(schema, type, random);

            Table t = tables.computeIfAbsent(r.info().id(), id -> new Table(r));
            if (t.game == null || t.finished || t.posts >= GAME_POSTS) {
                // the next sample game: its seat count and options cycle, so a variant's own moves meet games of it
                t.number++;
                t.posts = 0;
                List<Integer> counts = r.info().seatCounts();
                List<String> names = new ArrayList<>();
                for (int s = 0; s < counts.get(t.number % counts.size()); s++) {
                    names.add("Seat " + s);
                }
                JsonNode create = RulesetSections.createRequest(r, names, t.number,
                        "schema-moves-" + SEED + "-" + t.number);
                t.game = create(http, r.info().id(), create);
                optionsPlayed.computeIfAbsent(r.info().id(), k -> new java.util.TreeSet<>())
                        .add(String.valueOf(create.get("options")));
                t.finished = false;
                t.audited = null;
                gamesCreated++;
                look(http, t);
            }
            t.posts++;
            covered.computeIfAbsent(r.info().id() + " " + type, k -> new int[2])[valid ? 0 : 1]++;
            if (!valid && t.audited == null) {
                t.audited = audit(http, t);
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
                    t.audited = null;
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
                // nothing written: the log holds as many events as before, with the same hashes, and verifies
                String audited = audit(http, t);
                if (!audited.equals(t.audited)) {
                    failures.add(what + ": refused, but the audit changed from " + t.audited + " to " + audited);
                }
                t.audited = audited;
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
        List<String> missed = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : rulesets) {
            for (String type : bodies.titles(RulesetSections.prefix(r) + "Move")) {
                int[] posted = covered.getOrDefault(r.info().id() + " " + type, new int[2]);
                if (posted[0] == 0 || posted[1] == 0) {
                    missed.add(r.info().id() + " " + type + ": " + posted[0] + " valid, " + posted[1] + " invalid");
                }
            }
            int options = 1 + RulesetSections.moreOptions(r);
            assertEquals(options, optionsPlayed.get(r.info().id()).size(), r.info().id()
                    + ": every sample option set was played: " + optionsPlayed.get(r.info().id()));
        }
        assertEquals(List.of(), missed, "every ruleset's every move type got a schema-valid and a schema-invalid post");
    }

    private static Bots.Game create(Http http, String ruleset, JsonNode request) {
        Http.Answer a = http.post("/v1/games", null, GameJson.write(request));
        if (a.status() != 201) {
            throw new AssertionError("creating " + request + " failed: " + a.status() + " " + a.body());
        }
        List<String> tokens = new ArrayList<>();
        a.json().get("seats").forEach(s -> tokens.add(s.get("token").asText()));
        return new Bots.Game(ruleset, a.json().get("id").asText(), request.get("seed").asText(), tokens);
    }

    /** What the audit says of the log: verified or not, how many events, and the last one's hash. */
    private static String audit(Http http, Table t) {
        Http.Answer a = http.get(t.game.path() + "/audit", null);
        if (a.status() != 200) {
            return "audit answered " + a.status();
        }
        JsonNode report = a.json();
        JsonNode events = report.get("events");
        return "verified " + report.get("verified").asBoolean() + ", " + report.get("eventsChecked").asInt()
                + " events, last hash " + (events.isEmpty() ? "none" : events.get(events.size() - 1).get("hash").asText());
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
