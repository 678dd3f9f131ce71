package ziggurat.engine.kit;

/**
 * Copy-on-write for a game state kept in arrays, so that folding an event costs little more than the arrays it
 * touches. A copy shares every array with the state it was made from, and clones one only before its first
 * write; a state handed out is never written again. Each array, or group of arrays written together, has a bit
 * of its own: set once this state owns it.
 *
 * <p>A state that made all its arrays itself calls {@link #ownAll}; a copy starts owning none.
 */
public abstract class CopyOnWrite {

    private int owned;

    /** This state made every array it holds, so writing one needs no clone. */
    protected final void ownAll() {
        owned = -1;
    }

    /**
     * True once per bit: the first time this state is about to write the arrays of {@code bit}, which the caller
     * then clones. From then on they are this state's own.
     */
    protected final boolean firstWrite(int bit) {
        if ((owned & bit) != 0) {
            return false;
        }
        owned |= bit;
        return true;
    }

    /** The array to write in place of {@code array}: itself once owned, a clone the first time. */
    protected final int[] own(int[] array, int bit) {
        return firstWrite(bit) ? array.clone() : array;
    }

    /** The array to write in place of {@code array}: itself once owned, a clone the first time. */
    protected final byte[] own(byte[] array, int bit) {
        return firstWrite(bit) ? array.clone() : array;
    }

    /** The array to write in place of {@code array}: itself once owned, a clone the first time. */
    protected final boolean[] own(boolean[] array, int bit) {
        return firstWrite(bit) ? array.clone() : array;
    }
}
