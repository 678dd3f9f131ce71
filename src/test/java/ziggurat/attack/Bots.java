package ziggurat.attack;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ziggurat.contract.RulesetSections;
import ziggurat.play.GameJson;

/** Games at the table for the attack tests, over plain HTTP: create, look, play random legal moves. */
final class Bots {

    /** The test-only game, played alongside every shipped ruleset. */
    static final String TEST_GAME = "tally";

    private Bots() {
    }

    /** Every shipped ruleset (new ones are picked up automatically) and the test game. */
    static List<String> rulesets() {
        List<String> ids = new ArrayList<>();
        RulesetSections.shipped().forEach(r -> ids.add(r.info().id()));
        ids.add(TEST_GAME);
        return ids;
    }

    static int minSeats(String ruleset) {
        return RulesetSections.shipped().stream().filter(r -> r.info().id().equals(ruleset))
                .mapToInt(r -> r.info().minSeats()).findFirst().orElse(2);
    }

    static int maxSeats(String ruleset) {
        return RulesetSections.shipped().stream().filter(r -> r.info().id().equals(ruleset))
                .mapToInt(r -> r.info().maxSeats()).findFirst().orElse(4);
    }

    /** A created game: id, seed (chosen by the test, so it is known to be secret until the end), tokens. */
    record Game(String ruleset, String id, String seed, List<String> tokens) {
        int seats() {
            return tokens.size();
        }

        String path() {
            return "/v1/games/" + id;
        }
    }

    static String createBody(String ruleset, int seats, String seed) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < seats; i++) {
            names.append(i == 0 ? "" : ",").append("{\"name\":\"Seat ").append(i).append("\"}");
        }
        return "{\"ruleset\":\"" + ruleset + "\",\"seats\":[" + names + "]"
                + (seed == null ? "" : ",\"seed\":\"" + seed + "\"") + "}";
    }

    static Game create(Http http, String ruleset, int seats, String seed) {
        Http.Answer a = http.post("/v1/games", null, createBody(ruleset, seats, seed));
        if (a.status() != 201) {
            throw new AssertionError("creating " + ruleset + " failed: " + a.status() + " " + a.body());
        }
        JsonNode n = a.json();
        List<String> tokens = new ArrayList<>();
        n.get("seats").forEach(s -> tokens.add(s.get("token").asText()));
        return new Game(ruleset, n.get("id").asText(), seed, tokens);
    }

    static JsonNode spectate(Http http, Game g) {
        Http.Answer a = http.get(g.path(), null);
        if (a.status() != 200) {
            throw new AssertionError("viewing " + g.id() + " failed: " + a.status() + " " + a.body());
        }
        return a.json();
    }

    static List<Integer> pendingSeats(JsonNode view) {
        List<Integer> seats = new ArrayList<>();
        view.get("pending").forEach(p -> {
            if (!seats.contains(p.get("seat").asInt())) {
                seats.add(p.get("seat").asInt());
            }
        });
        return seats;
    }

    /** One random legal move by a random pending seat; false when the game has ended. */
    static boolean step(Http http, Game g, Random random) {
        JsonNode view = spectate(http, g);
        if ("finished".equals(view.get("status").asText())) {
            return false;
        }
        List<Integer> pending = pendingSeats(view);
        int seat = pending.get(random.nextInt(pending.size()));
        JsonNode legal = http.get(g.path() + "/legal-moves", g.tokens().get(seat)).json();
        JsonNode moves = legal.get("moves");
        if (moves.isEmpty()) {
            throw new AssertionError("pending seat " + seat + " of " + g.id() + " has no legal move");
        }
        JsonNode move = moves.get(random.nextInt(moves.size()));
        String body = "{\"expectedVersion\":" + legal.get("version").asLong() + ",\"move\":" + GameJson.write(move) + "}";
        Http.Answer a = http.post(g.path() + "/moves", g.tokens().get(seat), body);
        if (a.status() != 200) {
            throw new AssertionError("a legal move was refused: " + a.status() + " " + a.body());
        }
        return true;
    }

    /** Plays random legal moves until the end; false when the game did not end within {@code maxMoves}. */
    static boolean playOut(Http http, Game g, Random random, int maxMoves) {
        for (int i = 0; i < maxMoves; i++) {
            if (!step(http, g, random)) {
                return true;
            }
        }
        return "finished".equals(spectate(http, g).get("status").asText());
    }
}
