package ziggurat.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The values a whole-number component of a move may take, fixed by the game's components (a board's width,
 * a count that is never negative). Published as the schema's {@code minimum}/{@code maximum} and checked when
 * a move is read, so a value outside is a malformed move (400 naming the field) exactly as the schema says;
 * whether a value inside the range is possible now is the rules' question (422 with the rule's code).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.PARAMETER})
public @interface Range {
    int min() default 0;

    int max() default Integer.MAX_VALUE;
}
