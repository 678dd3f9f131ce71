package ziggurat.load;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The load tool's HTTP client: Vert.x core's client on one event loop, HTTP/1.1 keep-alive with a pool of
 * {@code connections} connections, used from the tool's own threads, each blocking on its request. It costs the
 * load generator, once warm, a third to three fifths of the CPU per move of {@code java.net.http.HttpClient} (see
 * docs/benchmarks.md), which matters because the generator shares the machine's cores with the service and its
 * database.
 */
class Http implements AutoCloseable {

    /** {@code "vertx"} (the default) or {@code "jdk"}: java.net.http.HttpClient, kept to compare the two. */
    static Http create(String kind, URI base, int connections) {
        return create(kind, base, connections, true);
    }

    /**
     * As {@link #create(String, URI, int)}; {@code compress} asks for gzipped answers ({@code Accept-Encoding: gzip},
     * as every client of the service should), false for plain ones, to compare the bytes on the wire.
     */
    static Http create(String kind, URI base, int connections, boolean compress) {
        switch (kind) {
            case "vertx":
                return new Http(base, connections, compress);
            case "jdk":
                return new Jdk(base, compress);
            default:
                throw new IllegalArgumentException("--http is vertx or jdk, not " + kind);
        }
    }

    /** A status code and the whole body. */
    record Response(int status, Buffer body, String contentLength, String retryAfter) {
        byte[] bytes() {
            return body.getBytes();
        }

        String text() {
            return body.toString(StandardCharsets.UTF_8);
        }
    }

    private final Vertx vertx;
    private final HttpClient client;
    /**
     * Every request starts on this one context, so its callbacks run on the event loop of its connection at once.
     * Started from the tool's own threads, each request would get a context of its own, its callbacks would be
     * queued, and a body that arrived with the headers could be gone before {@code body()} was asked for: a
     * 200 with {@code Content-Length: 8034} read as 0 bytes, a few times a run.
     */
    private final Context context;

    /** Whether answers are asked for gzipped. */
    final boolean compress;

    private Http(boolean compress) {
        vertx = null;
        client = null;
        context = null;
        this.compress = compress;
    }

    Http(URI base, int connections) {
        this(base, connections, true);
    }

    Http(URI base, int connections, boolean compress) {
        this.compress = compress;
        vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setWorkerPoolSize(1)
                .setInternalBlockingPoolSize(1));
        int port = base.getPort() > 0 ? base.getPort() : ("https".equals(base.getScheme()) ? 443 : 80);
        client = vertx.createHttpClient(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_1_1)
                        .setKeepAlive(true).setPipelining(false).setSsl("https".equals(base.getScheme()))
                        .setDefaultHost(base.getHost()).setDefaultPort(port).setConnectTimeout(5_000),
                new PoolOptions().setHttp1MaxSize(Math.max(1, connections)));
        context = vertx.getOrCreateContext();
    }

    Response get(String uri, String token) throws Exception {
        return send(HttpMethod.GET, uri, token, null, null);
    }

    Response post(String uri, String token, String json) throws Exception {
        return send(HttpMethod.POST, uri, token, json, null);
    }

    /** A POST with a {@code Prefer} header ({@code return=minimal}, say); none when {@code prefer} is null. */
    Response post(String uri, String token, String json, String prefer) throws Exception {
        return send(HttpMethod.POST, uri, token, json, prefer);
    }

    /** The answers' bodies as they came over the wire (their Content-Length: gzipped when they came gzipped). */
    static final java.util.concurrent.atomic.AtomicLong WIRE_BYTES = new java.util.concurrent.atomic.AtomicLong();

    /** The answers' bodies as read, gunzipped. */
    static final java.util.concurrent.atomic.AtomicLong READ_BYTES = new java.util.concurrent.atomic.AtomicLong();

    /** Counts an answer's bytes, on the wire (its Content-Length) and as read. */
    static Response counted(Response r) {
        READ_BYTES.addAndGet(r.body().length());
        long wire = r.body().length();
        try {
            if (r.contentLength() != null) {
                wire = Long.parseLong(r.contentLength().trim());
            }
        } catch (NumberFormatException e) {
            // no usable Content-Length: the body as read
        }
        WIRE_BYTES.addAndGet(wire);
        return r;
    }

    /** Answers refused as over a limit (429) during the run, each sent again after its Retry-After. */
    static final java.util.concurrent.atomic.AtomicLong LIMITED = new java.util.concurrent.atomic.AtomicLong();

    /**
     * Sends the request; a 429 (over a rate limit) is sent again after the seconds its {@code Retry-After} names,
     * as any well-behaved client does, and counted in {@link #LIMITED}, so a run can show it met no limit.
     */
    final Response send(HttpMethod method, String uri, String token, String json, String prefer) throws Exception {
        for (int attempt = 1; ; attempt++) {
            Response r = counted(exchange(method, uri, token, json, prefer));
            if (r.status() != 429 || attempt > 20) {
                return r;
            }
            LIMITED.incrementAndGet();
            long seconds = 1;
            try {
                seconds = Math.max(1, Long.parseLong(r.retryAfter().trim()));
            } catch (RuntimeException e) {
                // no usable Retry-After: a second
            }
            Thread.sleep(seconds * 1000);
        }
    }

    Response exchange(HttpMethod method, String uri, String token, String json, String prefer) throws Exception {
        RequestOptions options = new RequestOptions().setMethod(method).setURI(uri).setTimeout(30_000);
        if (token != null) {
            options.putHeader("Authorization", "Bearer " + token);
        }
        if (prefer != null) {
            options.putHeader("Prefer", prefer);
        }
        if (compress) {
            // asked for and gunzipped here rather than by the client's own decompression, which would drop the
            // Content-Length that tells the bytes on the wire
            options.putHeader("Accept-Encoding", "gzip");
        }
        if (json != null) {
            options.putHeader("Content-Type", "application/json");
        }
        CompletableFuture<Response> result = new CompletableFuture<>();
        context.runOnContext(start -> {
            Future<Response> answer = client.request(options)
                    .compose(request -> json == null ? request.send() : request.send(json))
                    .compose(response -> response.body().map(body -> new Response(response.statusCode(),
                            "gzip".equalsIgnoreCase(response.getHeader("Content-Encoding")) ? gunzip(body) : body,
                            response.getHeader("Content-Length"), response.getHeader("Retry-After"))));
            answer.onComplete(done -> {
                if (done.succeeded()) {
                    result.complete(done.result());
                } else {
                    result.completeExceptionally(done.cause());
                }
            });
        });
        return result.get(60, TimeUnit.SECONDS);
    }

    /** A gzipped answer as its JSON. */
    static Buffer gunzip(Buffer gzipped) {
        return Buffer.buffer(gunzip(gzipped.getBytes()));
    }

    static byte[] gunzip(byte[] gzipped) {
        try (java.util.zip.GZIPInputStream in = new java.util.zip.GZIPInputStream(
                new java.io.ByteArrayInputStream(gzipped))) {
            return in.readAllBytes();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws Exception {
        client.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    /** java.net.http.HttpClient, HTTP/1.1 (its pool keeps a connection per concurrent request alive). */
    private static final class Jdk extends Http {
        private final java.net.http.HttpClient jdk = java.net.http.HttpClient.newBuilder()
                .connectTimeout(java.time.Duration.ofSeconds(5)).version(java.net.http.HttpClient.Version.HTTP_1_1)
                .build();
        private final URI base;

        Jdk(URI base, boolean compress) {
            super(compress);
            this.base = base;
        }

        @Override
        Response exchange(HttpMethod method, String uri, String token, String json, String prefer) throws Exception {
            java.net.http.HttpRequest.Builder request = java.net.http.HttpRequest.newBuilder(base.resolve(uri))
                    .timeout(java.time.Duration.ofSeconds(30));
            if (token != null) {
                request.header("Authorization", "Bearer " + token);
            }
            if (prefer != null) {
                request.header("Prefer", prefer);
            }
            if (compress) {
                // java.net.http neither asks for gzip nor decodes it: both are done here
                request.header("Accept-Encoding", "gzip");
            }
            if (json != null) {
                request.header("Content-Type", "application/json")
                        .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json));
            }
            java.net.http.HttpResponse<byte[]> answer = jdk.send(request.build(),
                    java.net.http.HttpResponse.BodyHandlers.ofByteArray());
            byte[] body = answer.body();
            if (answer.headers().firstValue("Content-Encoding").filter("gzip"::equalsIgnoreCase).isPresent()) {
                body = gunzip(body);
            }
            return new Response(answer.statusCode(), Buffer.buffer(body),
                    answer.headers().firstValue("Content-Length").orElse(null),
                    answer.headers().firstValue("Retry-After").orElse(null));
        }

        @Override
        public void close() {
        }
    }
}
