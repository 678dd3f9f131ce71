package ziggurat.play;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * An answer already written as JSON, and once asked for, the same bytes gzipped: a view or a legal-move list read
 * again by a client that accepts gzip costs neither serialisation nor compression. The gzip form is made on the first
 * read that wants it (a client that never asks for it costs nothing) and kept; two readers making it at once make the
 * same bytes.
 */
public final class Written {

    private final byte[] plain;
    private volatile byte[] gzip;

    public Written(byte[] plain) {
        this.plain = plain;
    }

    /** The JSON as written, UTF-8. */
    public byte[] plain() {
        return plain;
    }

    /** The JSON gzipped, made now if no read has asked for it before. */
    public byte[] gzip() {
        byte[] g = gzip;
        if (g == null) {
            g = gzip(plain);
            gzip = g;
        }
        return g;
    }

    /**
     * {@code bytes} gzipped (RFC 1952) at the fastest level: JSON of this kind still shrinks about tenfold, and a
     * move answer, gzipped once for the one client that reads it, costs a fraction of the CPU of the default level
     * (docs/benchmarks.md, "Every ruleset over HTTP before and after").
     */
    public static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, bytes.length / 8));
        try (GZIPOutputStream zip = new FastGzip(out)) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** A gzip stream at {@link Deflater#BEST_SPEED}; GZIPOutputStream takes no level, but its deflater takes one. */
    private static final class FastGzip extends GZIPOutputStream {
        FastGzip(ByteArrayOutputStream out) throws IOException {
            super(out, 8192);
            def.setLevel(Deflater.BEST_SPEED);
        }
    }
}
