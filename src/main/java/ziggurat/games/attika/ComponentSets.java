package ziggurat.games.attika;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The component sets the service ships [attika §1.6]: today only {@code provisional}, whose unknown values are the
 * project's own stand-ins and say so [attika §1.4]. Each is validated as the class loads, so a broken shipped set fails
 * at startup and never in a game.
 */
public final class ComponentSets {

    private ComponentSets() {
    }

    /** A set ready for play: its data, its plain JSON and the SHA-256 of that JSON's canonical form (RFC 8785). */
    public record Loaded(ComponentSet set, Object json, String sha256, String source) {
    }

    public static final String SHIPPED = "shipped";
    public static final String CALLER = "caller";

    /** The provisional stand-in set. */
    public static final Loaded PROVISIONAL = shipped("provisional.json");

    /** Every shipped set by id. */
    public static final Map<String, Loaded> ALL = Map.of(PROVISIONAL.set().id(), PROVISIONAL);

    private static Loaded shipped(String resource) {
        try (InputStream in = ComponentSets.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the shipped component set " + resource + " is missing");
            }
            Object json = Json.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            return new Loaded(SetValidation.validated(json), json, Json.sha256(json), SHIPPED);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A set a caller supplies as plain JSON values: validated (V1–V12), never vouched for [attika D5]. */
    static Loaded caller(Object json) {
        return new Loaded(SetValidation.validated(json), json, Json.sha256(json), CALLER);
    }

    /** What {@code GET /v1/rulesets} lists of a set [attika §1.4]: whether it is provisional, and its SHA-256. */
    static Map<String, Object> summary(Loaded l) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", l.set().id());
        m.put("version", l.set().version());
        m.put("name", l.set().name());
        m.put("provisional", l.set().provisional());
        m.put("notice", l.set().notice());
        m.put("sha256", l.sha256());
        return m;
    }

    /** The summary with the full data, for {@code GET /v1/rulesets/attika}. */
    static Map<String, Object> detail(Loaded l) {
        Map<String, Object> m = summary(l);
        m.put("data", l.json());
        return m;
    }

    static List<Loaded> all() {
        return List.of(PROVISIONAL);
    }
}
