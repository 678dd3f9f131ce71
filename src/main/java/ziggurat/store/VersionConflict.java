package ziggurat.store;

/** Another writer appended first: the expected version is no longer the game's version. */
public final class VersionConflict extends Exception {

    public VersionConflict() {
        super("the game has moved on", null, false, false);
    }
}
