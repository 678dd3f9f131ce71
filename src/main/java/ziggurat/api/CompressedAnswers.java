package ziggurat.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.ext.Provider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import ziggurat.play.Written;

/**
 * Gzips every JSON answer {@link Compression} says should be, as it leaves its resource: move answers, game lists,
 * audits, events pages, problems. Views and legal-move lists come already gzipped from the written views (their
 * resource sets {@code Content-Encoding}), and are left as they are. What is gzipped is exactly the bytes that would
 * have been sent: an answer still to be serialised is written here with the mapper the service writes JSON with.
 */
@Provider
public class CompressedAnswers implements ContainerResponseFilter {

    private final Compression compression;
    private final ObjectMapper mapper;

    public CompressedAnswers(Compression compression, ObjectMapper mapper) {
        this.compression = compression;
        this.mapper = mapper;
    }

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) throws IOException {
        if (!compression.enabled() || !response.hasEntity() || !json(response.getMediaType())) {
            return;
        }
        MultivaluedMap<String, Object> headers = response.getHeaders();
        varyOnAcceptEncoding(headers);
        if (headers.containsKey("Content-Encoding")) {
            return;
        }
        String acceptEncoding = request.getHeaderString("Accept-Encoding");
        if (!Compression.acceptsGzip(acceptEncoding)) {
            return;
        }
        Object entity = response.getEntity();
        byte[] bytes = entity instanceof byte[] b ? b
                : entity instanceof String s ? s.getBytes(StandardCharsets.UTF_8)
                : mapper.writeValueAsBytes(entity);
        if (!compression.gzip(acceptEncoding, bytes.length)) {
            if (!(entity instanceof byte[]) && !(entity instanceof String)) {
                // written once already: sent as written
                response.setEntity(bytes, response.getEntityAnnotations(), response.getMediaType());
            }
            return;
        }
        EntityTag tag = response.getEntityTag();
        response.setEntity(Written.gzip(bytes), response.getEntityAnnotations(), response.getMediaType());
        // asked for again: setting the entity may have given the answer new headers
        response.getHeaders().putSingle("Content-Encoding", "gzip");
        if (tag != null && !tag.isWeak()) {
            response.getHeaders().putSingle("ETag", new EntityTag(Compression.gzipTag(tag.getValue())));
        }
    }

    /** Adds Accept-Encoding to the answer's Vary (one header, after what the resource named). */
    static void varyOnAcceptEncoding(MultivaluedMap<String, Object> headers) {
        List<Object> vary = headers.get("Vary");
        if (vary == null || vary.isEmpty()) {
            headers.putSingle("Vary", "Accept-Encoding");
            return;
        }
        StringBuilder all = new StringBuilder();
        for (Object v : vary) {
            String s = String.valueOf(v);
            if (s.toLowerCase(Locale.ROOT).contains("accept-encoding") || s.trim().equals("*")) {
                return;
            }
            all.append(all.length() == 0 ? "" : ", ").append(s);
        }
        headers.putSingle("Vary", all.append(", Accept-Encoding").toString());
    }

    private static boolean json(MediaType type) {
        return type != null && (type.isCompatible(MediaType.APPLICATION_JSON_TYPE)
                || ("application".equals(type.getType()) && type.getSubtype().endsWith("+json")));
    }
}
