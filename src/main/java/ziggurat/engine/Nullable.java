package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A value the service may write as JSON {@code null}: a record component of an event or a view that is empty in
 * some cases (a leader placed from the supply has no {@code from}) or that a viewer may not see (another seat's
 * hand, redacted), or an element of a list that may be null. Every other component is always written with a
 * value; the published schemas of events and views are derived from this, and PublishedSchemasTest holds
 * every written event and view of random games to it.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE_USE)
public @interface Nullable {
}
