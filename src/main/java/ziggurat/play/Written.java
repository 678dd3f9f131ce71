package ziggurat.play;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.zip.CRC32;
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
     *
     * <p>The bytes are {@link GZIPOutputStream}'s at that level (its header, one raw deflate stream of the whole
     * input, the CRC-32 and the length), but the deflater is the thread's own, reset between answers: making a
     * deflater for every answer (zlib allocating and clearing its window and tables, and freeing them again) cost
     * about as much as compressing a move answer. A deflater is never shared between threads, and an answer is
     * gzipped from start to end on one thread, event loop or worker alike.
     */
    public static byte[] gzip(byte[] bytes) {
        Deflater deflater = DEFLATER.get();
        try {
            deflater.setInput(bytes);
            deflater.finish();
            byte[] out = new byte[Math.max(64, bytes.length / 8) + HEADER.length + TRAILER];
            System.arraycopy(HEADER, 0, out, 0, HEADER.length);
            int size = HEADER.length;
            while (!deflater.finished()) {
                if (size == out.length) {
                    out = Arrays.copyOf(out, out.length * 2);
                }
                size += deflater.deflate(out, size, out.length - size);
            }
            if (out.length - size < TRAILER) {
                out = Arrays.copyOf(out, size + TRAILER);
            }
            CRC32 crc = new CRC32();
            crc.update(bytes);
            writeIntLittleEndian(out, size, (int) crc.getValue());
            writeIntLittleEndian(out, size + 4, bytes.length);
            return size + TRAILER == out.length ? out : Arrays.copyOf(out, size + TRAILER);
        } finally {
            // ready for the thread's next answer, and no longer holding this one's bytes
            deflater.reset();
        }
    }

    /** The length of the trailer: CRC-32 and the input's length modulo 2^32, little-endian. */
    private static final int TRAILER = 8;

    /** The header {@link GZIPOutputStream} writes (this JDK's, whatever its operating-system byte says). */
    private static final byte[] HEADER = jdkHeader();

    /** Raw deflate (the gzip framing is written here), at the fastest level. */
    private static final ThreadLocal<Deflater> DEFLATER =
            ThreadLocal.withInitial(() -> new Deflater(Deflater.BEST_SPEED, true));

    private static byte[] jdkHeader() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
            zip.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // the empty input's gzip: the 10-byte header, the empty deflate stream, the trailer
        return Arrays.copyOf(out.toByteArray(), 10);
    }

    private static void writeIntLittleEndian(byte[] out, int at, int value) {
        out[at] = (byte) value;
        out[at + 1] = (byte) (value >> 8);
        out[at + 2] = (byte) (value >> 16);
        out[at + 3] = (byte) (value >> 24);
    }
}
