package ziggurat.engine;

/** Who is looking: one seat, a spectator, or everyone (after the end, and for the audit). */
public sealed interface Viewer {

    record Seat(int seat) implements Viewer {
    }

    record Spectator() implements Viewer {
    }

    record Everyone() implements Viewer {
    }

    Viewer SPECTATOR = new Spectator();
    Viewer EVERYONE = new Everyone();

    static Viewer seat(int seat) {
        return new Seat(seat);
    }

    /** True when this viewer may see what belongs to {@code seat} alone. */
    default boolean sees(int seat) {
        return this instanceof Everyone || (this instanceof Seat s && s.seat() == seat);
    }
}
