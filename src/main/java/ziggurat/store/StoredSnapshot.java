package ziggurat.store;

/**
 * A snapshot as stored, with the chain hash and the state hash of the event at its version (the link the next
 * event chains to, and what a restored state must hash to). {@code stateJson} is as secret as the seed: it
 * holds every hand and the order of the bag or deck, so it is left out of {@link #toString()}.
 */
public record StoredSnapshot(long version, String stateJson, String eventHash, String eventStateHash) {

    @Override
    public String toString() {
        return "StoredSnapshot[version=" + version + "]";
    }
}
