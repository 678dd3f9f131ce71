package ziggurat.play;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;

/**
 * Prints one SHA-256 per game over exactly what the store would keep of it: each event's wire type, schema
 * version, payload JSON, chain hash and state hash, sealed as a move is in production (by
 * {@link StoredGamesWriter#play}). {@link SameBytesInEveryJvmTest} runs it in JVMs that differ in everything a
 * rule must not depend on and compares the lines: a game's stored bytes depend on its seed and moves alone.
 *
 * <p>Arguments: games per ruleset and variant. Output: one line per game, {@code ruleset options seed digest}.
 */
public final class SealedBytes {

    /** What is played: every shipped ruleset, and Qin in variants that reach each group of modules. */
    static final List<Map.Entry<String, Map<String, Object>>> PLAYED = List.of(
            Map.entry("tigris", Map.of()),
            Map.entry("contest-of-kings", Map.of()),
            Map.entry("attika", Map.of()),
            Map.entry("qin", Map.of("variant", "veles")),
            Map.entry("qin", Map.of("variant", "velesnopam")),
            Map.entry("qin", Map.of("variant", "velesmaimiaumilmuomas")),
            Map.entry("qin", Map.of("variant", "velesniu")));

    public static void main(String[] args) throws Exception {
        int games = Integer.parseInt(args[0]);
        for (Map.Entry<String, Map<String, Object>> played : PLAYED) {
            Ruleset<Object, Move, Event> ruleset = StoredGames.ruleset(played.getKey());
            for (int g = 0; g < games; g++) {
                int seats = 2 + g % 3;
                String seed = "same-bytes-" + played.getKey() + "-" + g;
                StoredGames.File file = StoredGamesWriter.play(ruleset, seats, seed, new Steering.Random(),
                        GameJson.tree(played.getValue()), Integer.MAX_VALUE);
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                for (StoredGames.Entry e : file.events()) {
                    md.update((e.seq() + " " + e.type() + " " + e.schemaVersion() + " " + e.actingSeat() + " "
                            + e.payload() + " " + e.hash() + " " + e.stateHash() + "\n")
                            .getBytes(StandardCharsets.UTF_8));
                }
                md.update(file.outcome().toString().getBytes(StandardCharsets.UTF_8));
                System.out.println(played.getKey() + " " + played.getValue() + " " + seed + " "
                        + file.events().size() + " events " + HexFormat.of().formatHex(md.digest()));
            }
        }
    }
}
