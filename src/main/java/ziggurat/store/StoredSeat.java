package ziggurat.store;

/**
 * A seat: its number, its player's name, and the SHA-256 of its bearer token. An open seat (one the creator left
 * for a player to claim) has neither name nor token yet, and the SHA-256 of its one-time invitation until it is
 * claimed; a seat that was never open, or has been claimed, has none.
 */
public record StoredSeat(int seat, String name, byte[] tokenHash, byte[] invitationHash) {

    public StoredSeat(int seat, String name, byte[] tokenHash) {
        this(seat, name, tokenHash, null);
    }

    /** Whether the seat waits for a player to claim it. */
    public boolean open() {
        return tokenHash == null;
    }
}
