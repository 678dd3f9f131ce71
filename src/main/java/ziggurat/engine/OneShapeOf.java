package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record whose JSON takes exactly one of several shapes, each a set of its components (space-separated
 * names, e.g. {@code {"col row", "gap"}}). Every component of the record is nullable; a shape's components
 * are present and the others absent or null. The published schema is a {@code oneOf} of the shapes.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface OneShapeOf {
    String[] value();
}
