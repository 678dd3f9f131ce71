package ziggurat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import ziggurat.engine.Outcome;
import ziggurat.play.GameJson;
import ziggurat.play.GameRecord;
import ziggurat.play.RecordVerifier;
import ziggurat.play.Rulesets;

/**
 * {@code verify record.json …}: checks game records ({@code GET /v1/games/{id}/record}) offline, with this build's
 * rules and nothing else: no database, no network. From the built service,
 * {@code java -jar target/quarkus-app/quarkus-run.jar verify record.json} ({@link Main} hands the command here before
 * anything starts); from a clone, {@code ./mvnw -q compile exec:java -Dexec.mainClass=ziggurat.Verify
 * -Dexec.args=record.json}.
 *
 * <p>Prints a verdict per record and, for one that does not hold, the first event that does not and why. Exits 0
 * only when every record holds, 1 when one does not, 2 when one cannot be read at all.
 */
public final class Verify {

    /** Every record holds. */
    public static final int VERIFIED = 0;
    /** Some record does not hold. */
    public static final int REFUSED = 1;
    /** Some record cannot be read (not a file, not JSON, not a record, a ruleset this build lacks), or no file named. */
    public static final int UNREADABLE = 2;

    private Verify() {
    }

    public static void main(String... args) {
        System.exit(run(args, System.out));
    }

    /** Verifies each file named in {@code args}, writing verdicts to {@code out}; the exit code. */
    public static int run(String[] args, PrintStream out) {
        if (args.length == 0) {
            out.println("usage: verify RECORD.json [RECORD.json …]   (a record: GET /v1/games/{id}/record)");
            return UNREADABLE;
        }
        Rulesets rulesets = new Rulesets();
        int worst = VERIFIED;
        for (String name : args) {
            worst = Math.max(worst, verifyOne(Path.of(name), rulesets, out));
        }
        return worst;
    }

    private static int verifyOne(Path file, Rulesets rulesets, PrintStream out) {
        GameRecord record;
        RecordVerifier.Verdict verdict;
        try {
            JsonNode json = GameJson.MAPPER.readTree(Files.readAllBytes(file));
            record = RecordVerifier.read(json);
            verdict = RecordVerifier.verify(record, rulesets);
        } catch (IOException e) {
            out.println(file + ": UNREADABLE: " + e.getMessage());
            return UNREADABLE;
        } catch (RecordVerifier.Unreadable e) {
            out.println(file + ": UNREADABLE: " + e.getMessage());
            return UNREADABLE;
        }
        out.println(file + ": " + verdict.ruleset() + " game " + verdict.gameId() + ", " + verdict.events()
                + " events, " + verdict.moves() + " moves and table actions decided again, "
                + describe(verdict.outcome()));
        if (verdict.verified()) {
            out.println("  the seed commitment, the hash chain, the setup the seed deals, every state hash and every"
                    + " decision hold");
            out.println("VERIFIED");
            return VERIFIED;
        }
        var first = verdict.first().orElseThrow();
        out.println("NOT VERIFIED: " + where(first) + " does not hold (" + first.check() + "): " + first.detail());
        for (var f : verdict.findings()) {
            if (f != first) {
                out.println("  also: " + where(f) + " (" + f.check() + "): " + f.detail());
            }
        }
        return REFUSED;
    }

    private static String where(RecordVerifier.Failure f) {
        return f.seq() == 0 ? "the game itself" : "event " + f.seq() + (f.type() == null ? "" : " (" + f.type() + ")");
    }

    private static String describe(Outcome outcome) {
        return outcome instanceof Outcome.Finished f ? "finished (" + f.reason() + ", winners " + f.winners() + ")"
                : "still in play";
    }
}
