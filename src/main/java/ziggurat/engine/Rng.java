package ziggurat.engine;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * The game's random stream: SHA-256 in counter mode over the secret seed and a stream name.
 *
 * <p>A cryptographic generator, not a fast one, on purpose: players see some of its output (their own
 * draws), and with a linear generator a few draws could give away the rest of the bag. SHA-256 is
 * specified forever, so the audit can rerun a game's setup from the revealed seed on any JVM and compare.
 */
public final class Rng {

    private final MessageDigest sha256;
    private final byte[] key;
    private long counter;
    private final ByteBuffer block = ByteBuffer.allocate(32);

    private Rng(byte[] key) {
        this.sha256 = newSha256();
        this.key = key.clone();
        this.block.position(32);
    }

    /** The stream named {@code stream} (such as {@code "setup"} or {@code "move:17"}) of the game with this seed. */
    public static Rng of(String seed, String stream) {
        MessageDigest d = newSha256();
        d.update(seed.getBytes(StandardCharsets.UTF_8));
        d.update((byte) 0);
        d.update(stream.getBytes(StandardCharsets.UTF_8));
        return new Rng(d.digest());
    }

    public long nextLong() {
        if (block.remaining() < 8) {
            sha256.update(key);
            sha256.update(ByteBuffer.allocate(8).putLong(counter++).array());
            block.clear();
            block.put(sha256.digest());
            block.flip();
        }
        return block.getLong();
    }

    /** A uniform integer in [0, bound), without modulo bias. */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long limit = Long.MAX_VALUE - (Long.MAX_VALUE % bound);
        while (true) {
            long r = nextLong() >>> 1;
            if (r < limit) {
                return (int) (r % bound);
            }
        }
    }

    /** Fisher–Yates, in place. */
    public <T> void shuffle(List<T> list) {
        for (int i = list.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
