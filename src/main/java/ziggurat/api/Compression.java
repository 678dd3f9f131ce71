package ziggurat.api;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Locale;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Which answers go out gzipped: a JSON answer (application/json or application/problem+json) of at least
 * {@code ziggurat.compression.min-bytes} bytes, to a client whose {@code Accept-Encoding} accepts gzip (RFC 9110
 * §12.5.3). Every such answer says {@code Vary: Accept-Encoding}; one whose gzip form is sent carries a strong
 * {@code ETag} of its own, the plain answer's with {@code -gzip} added inside the quotes, since a strong validator
 * names the bytes sent and the two forms are different bytes (RFC 9110 §8.8.3). The event stream is never
 * compressed: each event is written and flushed on its own, and a compressor would hold it back.
 *
 * <p>gzip only: Brotli (brotli4j, which the Quarkus platform manages) is native code, a library per operating system
 * and processor that the build would have to pick as it picks PostgreSQL's binaries; gzip already sends a Qin
 * legal-move list in a twenty-fifth of its bytes, and every HTTP client speaks it.
 */
@ApplicationScoped
public class Compression {

    /** The suffix a gzipped answer's strong entity tag carries. */
    static final String GZIP_TAG = "-gzip";

    private final boolean enabled;
    private final int minBytes;

    public Compression(@ConfigProperty(name = "ziggurat.compression.enabled", defaultValue = "true") boolean enabled,
                       @ConfigProperty(name = "ziggurat.compression.min-bytes", defaultValue = "1024") int minBytes) {
        this.enabled = enabled;
        this.minBytes = Math.max(0, minBytes);
    }

    /** Whether compression is on at all; off, no answer is gzipped and none says Vary: Accept-Encoding. */
    boolean enabled() {
        return enabled;
    }

    /** Whether an answer of {@code length} bytes goes out gzipped to a client that sent {@code acceptEncoding}. */
    boolean gzip(String acceptEncoding, int length) {
        return enabled && length >= minBytes && acceptsGzip(acceptEncoding);
    }

    /**
     * Whether an {@code Accept-Encoding} value accepts gzip: it names {@code gzip} (or its old alias {@code x-gzip})
     * with a quality above 0, or does not name it and has {@code *} above 0. No header, an empty one, or
     * {@code identity} alone: plain bytes (a client that sends none is not assumed to decode anything).
     */
    static boolean acceptsGzip(String acceptEncoding) {
        if (acceptEncoding == null || acceptEncoding.isBlank()) {
            return false;
        }
        double gzip = -1;
        double any = -1;
        for (String part : acceptEncoding.split(",")) {
            String[] params = part.split(";");
            String coding = params[0].trim().toLowerCase(Locale.ROOT);
            double q = 1;
            for (int i = 1; i < params.length; i++) {
                String p = params[i].trim();
                if (p.length() > 1 && (p.charAt(0) == 'q' || p.charAt(0) == 'Q') && p.substring(1).trim().startsWith("=")) {
                    q = quality(p.substring(p.indexOf('=') + 1).trim());
                }
            }
            if (coding.equals("gzip") || coding.equals("x-gzip")) {
                gzip = Math.max(gzip, q);
            } else if (coding.equals("*")) {
                any = Math.max(any, q);
            }
        }
        return gzip >= 0 ? gzip > 0 : any > 0;
    }

    /** A qvalue (RFC 9110 §12.4.2): 0 to 1, three decimals at most; anything else reads as 0, not acceptable. */
    private static double quality(String value) {
        if (!value.matches("0(\\.[0-9]{0,3})?|1(\\.0{0,3})?")) {
            return 0;
        }
        return Double.parseDouble(value);
    }

    /** The strong tag of an answer's gzip form; a weak tag is the same for both forms. */
    static String gzipTag(String plainTag) {
        return plainTag + GZIP_TAG;
    }
}
