package ziggurat.games.tigris;

/**
 * How the engine numbers leaders. Each seat has one leader per colour [tigris §1.1]; a leader's code is
 * {@code seat * 4 + colour}, so the 16 leaders of a four-seat game are the bits of an int, and a region's leaders
 * are one int with bit {@code code} set per leader standing in it. A square records its leader as code + 1, so
 * that 0 is a square without one.
 */
final class Leaders {

    /** A code's colour is in its low bits, its seat above them. */
    private static final int SEAT_SHIFT = 2;
    private static final int COLOUR_BITS = (1 << SEAT_SHIFT) - 1;
    /** The bits of every seat's black leader: shifted by a colour's ordinal, every seat's leader of that colour. */
    private static final int EVERY_SEAT = 0x1111;

    static {
        if (Colour.COUNT != 1 << SEAT_SHIFT) {
            throw new IllegalStateException("a leader's code holds its colour in " + SEAT_SHIFT + " bits");
        }
    }

    private Leaders() {
    }

    static int code(int seat, Colour c) {
        return (seat << SEAT_SHIFT) + c.ordinal();
    }

    static int seatOf(int code) {
        return code >> SEAT_SHIFT;
    }

    static Colour colourOf(int code) {
        return Colour.ALL[code & COLOUR_BITS];
    }

    static int bit(int code) {
        return 1 << code;
    }

    static int bit(int seat, Colour c) {
        return 1 << code(seat, c);
    }

    /** Of a set of leaders' bits, those of colour {@code c}, whatever their seat. */
    static int ofColour(int leaders, Colour c) {
        return leaders & (EVERY_SEAT << c.ordinal());
    }

    /** The lowest seat among a non-empty set of leaders' bits. */
    static int lowestSeat(int leaders) {
        return seatOf(Integer.numberOfTrailingZeros(leaders));
    }

    /** The highest seat among a non-empty set of leaders' bits. */
    static int highestSeat(int leaders) {
        return seatOf(Integer.SIZE - 1 - Integer.numberOfLeadingZeros(leaders));
    }

    /** What a square records for the leader standing on it. */
    static byte onSquare(int code) {
        return (byte) (code + 1);
    }

    /** The code of the leader a square records, given that one stands there (the record is not 0). */
    static int codeOnSquare(int recorded) {
        return recorded - 1;
    }
}
