package ziggurat.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Bytes on the wire per move, with and without compression, against a running service: for each ruleset, a game
 * played by two seats for {@code --moves} moves (random legal moves, a fixed seed), each move as the full protocol
 * makes it: the mover's legal-move list read, then the move posted with the full answer (its view and the next legal
 * moves). Each list is read twice, with {@code Accept-Encoding: gzip} and without; each move is posted once asking
 * for gzip and then replayed with the same {@code Idempotency-Key} asking for nothing, which gives the same answer
 * plain. Every gzipped answer is checked to gunzip to the plain one.
 *
 * <pre>./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.load.WireBytes \
 *     -Dexec.args="--url http://localhost:8080 --moves 40"</pre>
 */
public final class WireBytes {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient client = HttpClient.newHttpClient();
    private final String base;

    private WireBytes(String base) {
        this.base = base.replaceAll("/+$", "");
    }

    private record Answer(int status, byte[] wire, byte[] json, boolean gzipped) {
    }

    private Answer send(String method, String path, String token, String body, boolean gzip, String key)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        if (gzip) {
            b.header("Accept-Encoding", "gzip");
        }
        if (key != null) {
            b.header("Idempotency-Key", key);
        }
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<byte[]> r = client.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
        boolean gzipped = r.headers().firstValue("Content-Encoding").filter("gzip"::equals).isPresent();
        return new Answer(r.statusCode(), r.body(), gzipped ? Http.gunzip(r.body()) : r.body(), gzipped);
    }

    /** Sums of bytes: plain and on the wire with gzip asked for. */
    private static final class Tally {
        long n;
        long plain;
        long gzip;

        void add(Answer plainAnswer, Answer gzipAnswer) {
            if (!Arrays.equals(plainAnswer.json(), gzipAnswer.json())) {
                throw new IllegalStateException("a gzipped answer is not the plain one");
            }
            n++;
            plain += plainAnswer.wire().length;
            gzip += gzipAnswer.wire().length;
        }

        String row(String what) {
            return String.format(Locale.ROOT, "| %s | %,d | %,.0f | %,.0f | %.1f%% |", what, n, plain / (double) n,
                    gzip / (double) n, 100.0 * gzip / plain);
        }
    }

    private void measure(String label, String create, int moves, long seed) throws Exception {
        Answer created = send("POST", "/v1/games", null, create, false, null);
        if (created.status() != 201) {
            throw new IllegalStateException("creation refused: " + new String(created.json()));
        }
        JsonNode game = JSON.readTree(created.json());
        String id = game.path("id").asText();
        List<String> tokens = new ArrayList<>();
        game.path("seats").forEach(s -> tokens.add(s.path("token").asText()));
        Random random = new Random(seed);
        Tally lists = new Tally();
        Tally answers = new Tally();
        Tally perMove = new Tally();
        String opening = null;
        for (int m = 0; m < moves; m++) {
            JsonNode legal = null;
            int seat = -1;
            Answer listPlain = null;
            Answer listGzip = null;
            for (int s = 0; s < tokens.size() && legal == null; s++) {
                Answer a = send("GET", "/v1/games/" + id + "/legal-moves", tokens.get(s), null, true, null);
                JsonNode l = JSON.readTree(a.json());
                if (l.path("moves").size() > 0) {
                    legal = l;
                    seat = s;
                    listGzip = a;
                    listPlain = send("GET", "/v1/games/" + id + "/legal-moves", tokens.get(s), null, false, null);
                }
            }
            if (legal == null) {
                break; // the game is over
            }
            lists.add(listPlain, listGzip);
            if (opening == null) {
                opening = String.format(Locale.ROOT, "opening legal-move list: %,d bytes plain, %,d gzipped",
                        listPlain.wire().length, listGzip.wire().length);
            }
            JsonNode move = legal.path("moves").get(random.nextInt(legal.path("moves").size()));
            String body = "{\"expectedVersion\":" + legal.path("version").asLong() + ",\"move\":" + move + "}";
            String key = "wire-bytes-" + id + "-" + m;
            Answer moveGzip = send("POST", "/v1/games/" + id + "/moves", tokens.get(seat), body, true, key);
            Answer movePlain = send("POST", "/v1/games/" + id + "/moves", tokens.get(seat), body, false, key);
            if (moveGzip.status() != 200) {
                throw new IllegalStateException("move refused: " + new String(moveGzip.json()));
            }
            answers.add(movePlain, moveGzip);
            perMove.n++;
            perMove.plain += listPlain.wire().length + movePlain.wire().length;
            perMove.gzip += listGzip.wire().length + moveGzip.wire().length;
        }
        System.out.printf(Locale.ROOT, "%n%s, %d moves; %s%n", label, perMove.n, opening);
        System.out.println("| answer | count | plain bytes (mean) | gzip bytes (mean) | gzip/plain |");
        System.out.println("|---|---:|---:|---:|---:|");
        System.out.println(lists.row("legal-move list"));
        System.out.println(answers.row("move answer (full)"));
        System.out.println(perMove.row("per move (list + answer)"));
    }

    public static void main(String[] args) throws Exception {
        String url = "http://localhost:8080";
        int moves = 40;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--url" -> url = args[i + 1];
                case "--moves" -> moves = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        WireBytes w = new WireBytes(url);
        String seats = "\"seats\":[{\"name\":\"Ada\"},{\"name\":\"Bo\"}]";
        w.measure("qin (veles)", "{\"ruleset\":\"qin\"," + seats + ",\"options\":{\"variant\":\"veles\"},"
                + "\"seed\":\"wire-bytes\"}", moves, 1);
        w.measure("tigris", "{\"ruleset\":\"tigris\"," + seats + ",\"seed\":\"wire-bytes\"}", moves, 1);
    }
}
