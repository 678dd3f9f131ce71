package ziggurat.engine;

/** The options of a game that has none: {@code options} must then be absent or {@code {}}. */
public record NoOptions() {

    public static final NoOptions INSTANCE = new NoOptions();
}
