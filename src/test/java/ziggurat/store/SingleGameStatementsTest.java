package ziggurat.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The road past one database (docs/scaling.md) rests on one property of the SQL: every statement the service
 * runs touches one game, so on a store sharded by {@code game_id} (Citus or alike) it goes to one shard. This
 * test reads every SQL statement in the service's source and fails when one neither names a single game nor is
 * on the documented list of statements that span games (the game list, the lobby, the batched appends and
 * version checks), and when that list names a statement that is gone or in fact single-game.
 */
class SingleGameStatementsTest {

    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Path SCALING = Path.of("docs", "scaling.md");
    private static final Set<String> TABLES = Set.of("games", "seats", "events", "snapshots", "idempotency_records");

    /** Where SQL enters JDBC; each such call must be given its statement as a literal this test can read. */
    private static final Pattern SQL_CALL = Pattern.compile(
            "\\.(prepareStatement|prepareCall|executeQuery|executeUpdate|executeLargeUpdate|execute|addBatch)\\(\\s*"
                    + "(\"\"\"(.*?)\"\"\"|\"((?:[^\"\\\\]|\\\\.)*)\"|[^)\\s])",
            Pattern.DOTALL);
    /** A method or constructor declared at class level (four spaces in), to name where a statement lives. */
    private static final Pattern METHOD = Pattern.compile(
            "^    (?![ }])(?!(?:return|throw|new|try|if|for|while|switch|catch|synchronized)\\b|//|\\*|@)"
                    + "[\\w<>\\[\\],.? ]*?\\b(\\w+)\\s*\\(", Pattern.MULTILINE);
    /** One game's key, bound as a parameter: {@code game_id = ?} or the games table's {@code id = ?}. */
    private static final Pattern ONE_GAME_KEY = Pattern.compile("\\b(\\w+\\.)?(game_id|id)\\s*=\\s*\\?(?!\\s*\\))");
    /** An insert of one row whose first column is the game. */
    private static final Pattern ONE_GAME_INSERT = Pattern.compile(
            "^\\s*insert into \\w+\\s*\\(\\s*(game_id|id)\\b[^)]*\\)\\s*values\\s*\\((?:[^()]|\\([^()]*\\))*\\)(\\s*on conflict.*)?\\s*$",
            Pattern.DOTALL);

    record Statement(String where, String sql) {

        boolean touchesTables() {
            String lower = sql.toLowerCase(Locale.ROOT);
            return TABLES.stream().anyMatch(t -> Pattern.compile("\\b" + t + "\\b").matcher(lower).find());
        }

        boolean namesOneGame() {
            String lower = sql.toLowerCase(Locale.ROOT);
            return ONE_GAME_KEY.matcher(lower).find() || ONE_GAME_INSERT.matcher(lower).matches();
        }
    }

    static List<Statement> statements() throws IOException {
        List<Statement> found = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path file : files) {
            String source = Files.readString(file);
            String type = file.getFileName().toString().replace(".java", "");
            Matcher m = SQL_CALL.matcher(source);
            while (m.find()) {
                String sql = m.group(3) != null ? m.group(3) : m.group(4);
                String where = type + "." + enclosingMethod(source, m.start());
                if (sql == null) {
                    // a Runnable handed to an executor is no SQL; anything else must be readable here
                    String call = m.group(1);
                    if (call.equals("execute") && !source.substring(m.start(), Math.min(source.length(), m.start() + 200))
                            .matches("(?s)\\.execute\\(\\s*(\\(\\)|\\w+\\s*->|\\(\\w*\\)\\s*->|\\w+::).*")
                            || !call.equals("execute") && !call.equals("addBatch")) {
                        found.add(new Statement(where, "<SQL not given as a literal: " + source.substring(m.start(),
                                Math.min(source.length(), m.start() + 80)).split("\n")[0] + ">"));
                    }
                    continue;
                }
                found.add(new Statement(where, sql));
            }
        }
        return found;
    }

    private static String enclosingMethod(String source, int at) {
        Matcher m = METHOD.matcher(source.substring(0, at));
        String name = "?";
        while (m.find()) {
            name = m.group(1);
        }
        return name;
    }

    /** The statements docs/scaling.md lists as spanning games: `Type.method` in its section's table. */
    static Set<String> documentedCrossGame() throws IOException {
        String doc = Files.readString(SCALING);
        int from = doc.indexOf("## Statements that span games");
        assertTrue(from >= 0, "docs/scaling.md has its section 'Statements that span games'");
        int to = doc.indexOf("\n## ", from + 3);
        String section = doc.substring(from, to < 0 ? doc.length() : to);
        Set<String> listed = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^\\| `(\\w+\\.\\w+)`").matcher(section);
        while (m.find()) {
            listed.add(m.group(1));
        }
        return listed;
    }

    @Test
    void every_statement_the_store_runs_names_one_game_unless_it_is_a_documented_cross_game_statement()
            throws IOException {
        List<Statement> all = statements();
        assertTrue(all.size() >= 20, "the store's statements were found (" + all.size() + ")");
        Set<String> documented = documentedCrossGame();
        List<String> offending = all.stream()
                .filter(s -> s.touchesTables() && !s.namesOneGame() && !documented.contains(s.where())
                        || s.sql().startsWith("<SQL not given"))
                .map(s -> s.where() + ": " + s.sql().strip().replaceAll("\\s+", " "))
                .toList();
        assertEquals(List.of(), offending, "a statement that touches more than one game (and so, on a sharded "
                + "store, more than one shard) must name its game (game_id = ? / id = ?) or be added, with how it is "
                + "served, to the section 'Statements that span games' of docs/scaling.md");
    }

    @Test
    void the_documented_cross_game_statements_exist_and_do_span_games() throws IOException {
        List<Statement> all = statements();
        Set<String> documented = documentedCrossGame();
        assertTrue(documented.containsAll(Set.of("EventStore.listGames", "EventStore.listWaiting")),
                "the game list and the lobby are documented: " + documented);
        Set<String> spanning = all.stream().filter(s -> s.touchesTables() && !s.namesOneGame())
                .map(Statement::where).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(documented, spanning, "docs/scaling.md lists exactly the statements that span games");
    }

    @Test
    void the_check_tells_single_game_statements_from_cross_game_ones() {
        assertTrue(new Statement("t", "SELECT seq FROM events WHERE game_id = ? AND seq > ?").namesOneGame());
        assertTrue(new Statement("t", "SELECT s.version FROM snapshots s WHERE s.game_id = ? LIMIT 1").namesOneGame());
        assertTrue(new Statement("t", "INSERT INTO seats (game_id, seat) VALUES (?, ?)").namesOneGame());
        assertTrue(!new Statement("t", "SELECT id, version FROM games WHERE id = ANY(?)").namesOneGame());
        assertTrue(!new Statement("t", "SELECT id FROM games WHERE ruleset = ? ORDER BY created_at").namesOneGame());
        assertTrue(!new Statement("t", "SELECT count(*) FROM events").namesOneGame());
        assertTrue(!new Statement("t", "INSERT INTO events (game_id, seq) SELECT game_id, seq FROM events")
                .namesOneGame());
        assertTrue(!new Statement("t", "SELECT pg_notify(?, p) FROM unnest(?::text[]) AS p").touchesTables());
    }
}
