package ziggurat.store;

/** Another writer appended first: the expected version is no longer the game's version. */
public final class VersionConflict extends Exception {
    private static final long serialVersionUID = 1L;

    public VersionConflict() {
        super("the game has moved on", null, false, false);
    }
}
