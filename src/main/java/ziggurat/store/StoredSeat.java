package ziggurat.store;

/** A seat: its number, its player's name, and the SHA-256 of its bearer token. */
public record StoredSeat(int seat, String name, byte[] tokenHash) {
}
