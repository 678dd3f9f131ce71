package ziggurat.play;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
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

    /** {@code bytes} gzipped (RFC 1952), at the default level: JSON of this kind shrinks ten- to twenty-fivefold. */
    public static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, bytes.length / 8));
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 8192)) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
