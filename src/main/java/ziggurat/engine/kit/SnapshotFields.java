package ziggurat.engine.kit;

/**
 * The checks a game's state codec makes of a snapshot's fields before restoring it. A snapshot comes back from
 * storage, so its fields are input like any other: a field that is missing, of the wrong length or out of range
 * refuses the whole snapshot (and the platform replays the log instead) rather than restoring a state no game
 * could reach.
 */
public final class SnapshotFields {

    private final String game;

    /** {@code game} names the game in the refusal, as in "not a Tigris snapshot: … is wrong". */
    public SnapshotFields(String game) {
        this.game = game;
    }

    public void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("not a " + game + " snapshot: " + what + " is wrong");
        }
    }

    public <T> T present(T value, String what) {
        check(value != null, what);
        return value;
    }

    /** A copy of {@code values}, which must hold exactly {@code length} entries. */
    public int[] sized(int[] values, int length, String what) {
        check(present(values, what).length == length, what + " of length " + length);
        return values.clone();
    }

    public byte[] sized(byte[] values, int length, String what) {
        check(present(values, what).length == length, what + " of length " + length);
        return values.clone();
    }

    /** A copy of {@code values}: {@code length} counts, none below zero. */
    public int[] counts(int[] values, int length, String what) {
        int[] copy = sized(values, length, what);
        for (int v : copy) {
            check(v >= 0, what + " are counts");
        }
        return copy;
    }

    public static boolean seat(int seat, int seats) {
        return seat >= 0 && seat < seats;
    }
}
