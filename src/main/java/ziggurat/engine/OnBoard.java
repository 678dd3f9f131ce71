package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A {@link ziggurat.engine.kit.Square} component of a move on a board of fixed size: {@code row} is 0 to
 * {@code rows - 1} and {@code col} 0 to {@code cols - 1}, published in the schema and checked when the move is
 * read, as {@link Range} does for a number.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.PARAMETER})
public @interface OnBoard {
    int rows();

    int cols();
}
