package ziggurat.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerOptions;
import java.net.URI;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A stand-in for the service that only speaks its protocol: it answers every game creation, legal-moves request
 * and move with one body recorded from the real service at start, and does nothing else (no rules, no hashing, no
 * database). The load tool run against it shows what the HTTP exchanges of a move cost on this machine by
 * themselves: an upper bound on the moves per second that any service speaking this protocol could reach here
 * while the load generator shares the cores with it.
 *
 * <pre>
 * ./mvnw -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=ziggurat.load.CannedService \
 *     -Dexec.args="--from http://localhost:8080 --port 8099 --ruleset contest-of-kings --seconds 120"
 * </pre>
 * then the load tool with {@code --url http://localhost:8099}. It stops by itself after {@code --seconds}.
 */
public final class CannedService {

    private static final ObjectMapper JSON = new ObjectMapper();

    private CannedService() {
    }

    public static void main(String[] args) throws Exception {
        URI from = URI.create("http://localhost:8080");
        int port = 8099;
        String ruleset = "contest-of-kings";
        int seconds = 120;
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--from" -> from = URI.create(args[i + 1]);
                case "--port" -> port = Integer.parseInt(args[i + 1]);
                case "--ruleset" -> ruleset = args[i + 1];
                case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Buffer created;
        Buffer legal;
        Buffer moved;
        try (Http real = new Http(from, 1)) {
            Http.Response game = real.post("/v1/games", null,
                    "{\"ruleset\":\"" + ruleset + "\",\"seats\":[{\"name\":\"bot0\"},{\"name\":\"bot1\"}]}");
            JsonNode body = JSON.readTree(game.bytes());
            String id = body.get("id").asText();
            String token = body.get("seats").get(body.get("game").get("pending").get(0).get("seat").asInt())
                    .get("token").asText();
            Http.Response moves = real.get("/v1/games/" + id + "/legal-moves", token);
            JsonNode list = JSON.readTree(moves.bytes());
            Http.Response answer = real.post("/v1/games/" + id + "/moves", token, "{\"expectedVersion\":"
                    + list.get("version").asLong() + ",\"move\":" + JSON.writeValueAsString(list.get("moves").get(0))
                    + "}");
            if (game.status() != 201 || moves.status() != 200 || answer.status() != 200) {
                throw new IllegalStateException("the real service did not play along: " + answer.text());
            }
            created = game.body();
            legal = moves.body();
            moved = answer.body();
        }
        System.out.printf("canned answers from %s: creation %d bytes, legal moves %d bytes, move %d bytes%n", from,
                created.length(), legal.length(), moved.length());

        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setWorkerPoolSize(1));
        CountDownLatch listening = new CountDownLatch(1);
        vertx.createHttpServer(new HttpServerOptions().setPort(port).setHost("127.0.0.1")).requestHandler(request -> {
            Buffer answer;
            int status = 200;
            String path = request.path();
            if (path.endsWith("/legal-moves")) {
                answer = legal;
            } else if (path.endsWith("/moves")) {
                answer = moved;
            } else {
                answer = created;
                status = 201;
            }
            int code = status;
            // the body is read, as a service must, before the answer goes out
            request.body().onComplete(read -> request.response().setStatusCode(code)
                    .putHeader("Content-Type", "application/json").end(answer));
        }).listen().onComplete(ok -> listening.countDown());
        listening.await(10, TimeUnit.SECONDS);
        System.out.printf("answering on 127.0.0.1:%d for %d s%n", port, seconds);
        Thread.sleep(TimeUnit.SECONDS.toMillis(seconds));
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }
}
