package ziggurat.play;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import ziggurat.engine.CanonicalJson;

/**
 * The cryptography that keeps games honest: the public commitment to the secret seed, the hash chain
 * over the log, the state hashes, and the seat tokens.
 *
 * <p>Every hash is keyed with the game's secret salt, so a published hash says nothing about a hidden
 * field until the salt is revealed at the end: a one-tile draw cannot be found by hashing its few
 * possible values.
 */
public final class Seal {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();

    private Seal() {
    }

    /** A fresh 256-bit seed, hex, for games whose creator did not choose one. */
    public static String newSeed() {
        return HEX.formatHex(randomBytes(32));
    }

    /** A fresh 128-bit salt, hex. */
    public static String newSalt() {
        return HEX.formatHex(randomBytes(16));
    }

    /** SHA-256 of the salt's bytes followed by the seed's UTF-8 bytes, hex: public from creation. */
    public static String commitment(String saltHex, String seed) {
        MessageDigest d = sha256();
        d.update(HEX.parseHex(saltHex));
        d.update(seed.getBytes(StandardCharsets.UTF_8));
        return HEX.formatHex(d.digest());
    }

    /**
     * The chain link of one event: SHA-256(salt || previous hash || canonical JSON of the event envelope),
     * hex. The first event's previous hash is the seed commitment.
     */
    public static String eventHash(String saltHex, String previousHash, String canonicalEvent) {
        MessageDigest d = sha256();
        d.update(HEX.parseHex(saltHex));
        d.update(previousHash.getBytes(StandardCharsets.UTF_8));
        d.update(canonicalEvent.getBytes(StandardCharsets.UTF_8));
        return HEX.formatHex(d.digest());
    }

    /** {@link #eventHash(String, String, String)} of the envelope's canonical JSON already as UTF-8. */
    public static String eventHash(String saltHex, String previousHash, byte[] canonicalEvent) {
        MessageDigest d = sha256();
        d.update(HEX.parseHex(saltHex));
        d.update(previousHash.getBytes(StandardCharsets.UTF_8));
        d.update(canonicalEvent);
        return HEX.formatHex(d.digest());
    }

    /**
     * SHA-256(salt || canonical JSON of the complete state), hex. A view that writes its own canonical JSON
     * ({@link CanonicalJson.Writable}: every ruleset's) is written field by field, the bytes the reflective writer
     * gives for it and so every stored state hash; anything else (an older revision of a view, as a tree) is
     * streamed into the digest by {@link GameJson#writeCanonical}.
     */
    public static String stateHashOf(String saltHex, Object completeView) {
        MessageDigest d = sha256();
        d.update(HEX.parseHex(saltHex));
        if (completeView instanceof CanonicalJson.Writable view) {
            CanonicalJson out = new CanonicalJson();
            view.writeCanonical(out);
            out.writeTo(d);
        } else {
            GameJson.writeCanonical(completeView, new DigestOutputStream(OutputStream.nullOutputStream(), d));
        }
        return HEX.formatHex(d.digest());
    }

    /** A bearer token: 256 random bits, base64url. Shown once; only its hash is stored. */
    public static String newToken() {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(randomBytes(32));
    }

    public static byte[] tokenHash(String token) {
        return sha256().digest(token.getBytes(StandardCharsets.UTF_8));
    }

    /** Compares in time independent of where the inputs differ. */
    public static boolean sameHash(byte[] a, byte[] b) {
        return MessageDigest.isEqual(a, b);
    }

    public static String sha256Hex(String text) {
        return HEX.formatHex(sha256().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
