package ziggurat.engine;

import java.util.Map;

/**
 * A move or a setup that breaks a rule, with a stable machine code ({@code LEADER_NOT_NEXT_TO_TEMPLE}) and
 * a sentence a player understands. Thrown, not returned, so deep rule checks stay readable; it carries no
 * stack trace because it is an answer, not a failure.
 */
public final class RuleViolation extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public enum Kind {
        /** A well-formed move that the rules forbid now: 422 {@code illegal-move}. */
        ILLEGAL_MOVE,
        /** A move or setup input whose shape is wrong (unknown name, missing field): 400 {@code malformed-request}. */
        MALFORMED_MOVE,
        /** A game that cannot be created as asked (options, stack, seats): 422. */
        INVALID_SETUP
    }

    private final Kind kind;
    private final String code;
    private final Map<String, Object> extensions;
    private final String problemType;

    private RuleViolation(Kind kind, String code, String detail, Map<String, Object> extensions, String problemType) {
        super(detail, null, false, false);
        this.kind = kind;
        this.code = code;
        this.extensions = extensions == null ? Map.of() : Map.copyOf(extensions);
        this.problemType = problemType;
    }

    public static RuleViolation illegal(String code, String detail) {
        return new RuleViolation(Kind.ILLEGAL_MOVE, code, detail, Map.of(), null);
    }

    public static RuleViolation illegal(String code, String detail, Map<String, Object> extensions) {
        return new RuleViolation(Kind.ILLEGAL_MOVE, code, detail, extensions, null);
    }

    public static RuleViolation malformed(String detail) {
        return new RuleViolation(Kind.MALFORMED_MOVE, null, detail, Map.of(), null);
    }

    /**
     * Creation input whose shape is wrong (a stack entry that is not a string): 400 {@code malformed-request}
     * with the platform's code for that input ({@code INVALID_STACK}, {@code INVALID_OPTIONS}).
     */
    public static RuleViolation malformed(String code, String detail) {
        return new RuleViolation(Kind.MALFORMED_MOVE, code, detail, Map.of(), null);
    }

    public static RuleViolation invalidSetup(String code, String detail) {
        return new RuleViolation(Kind.INVALID_SETUP, code, detail, Map.of(), null);
    }

    /**
     * A setup error with extra members (a list of problems, a suggestion) and, where a rules file names
     * one, its own problem type ({@code invalid-variant-name}).
     */
    public static RuleViolation invalidSetup(String code, String detail, Map<String, Object> extensions,
                                             String problemType) {
        return new RuleViolation(Kind.INVALID_SETUP, code, detail, extensions, problemType);
    }

    public Kind kind() {
        return kind;
    }

    /** The rule's stable code; null for malformed moves. */
    public String code() {
        return code;
    }

    public String detail() {
        return getMessage();
    }

    /** Rule-specific members of the problem (allowed colours, the list of board problems …). */
    public Map<String, Object> extensions() {
        return extensions;
    }

    /** The problem type's last segment when the rules name one; null for the default of the kind. */
    public String problemType() {
        return problemType;
    }

    @Override
    public String toString() {
        return "RuleViolation[" + kind + " " + code + ": " + getMessage() + "]";
    }
}
