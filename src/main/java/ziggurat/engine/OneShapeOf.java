package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record whose JSON takes exactly one of several shapes, each a set of its components (space-separated
 * names, e.g. {@code {"col row", "gap"}}). Every component of the record is nullable; a shape's components
 * are present and the others absent or null. The published schema is a {@code oneOf} of the shapes.
 *
 * <p>A name may carry more: {@code kind=greenMove} is present with exactly that value (the shape's own
 * discriminator, so that no value matches two shapes and a client sees which fields go with which value);
 * {@code tile?} may be present, absent or null; {@code out=false?} may be absent, null or that value. A value
 * is JSON ({@code true}, {@code 3}) or else the text of an enum constant as the wire writes it. The record's
 * constructor refuses every other combination, as the schema does.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface OneShapeOf {
    String[] value();
}
