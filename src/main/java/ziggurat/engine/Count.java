package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How many entries a list component of a move holds, fixed by the move's shape (a tile covers exactly two cells, a
 * pagoda is bought for exactly three tiles). Published as the schema's {@code minItems}/{@code maxItems} and checked
 * when a move is read, so a list of another length is a malformed move (400 naming the field) exactly as the schema
 * says; a length the shape allows but the position does not is the rules' question (422 with the rule's code).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.PARAMETER})
public @interface Count {
    int min() default 0;

    int max() default Integer.MAX_VALUE;
}
