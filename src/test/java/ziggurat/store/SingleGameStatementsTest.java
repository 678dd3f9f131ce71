package ziggurat.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * test reads every SQL statement the service runs (the store's source, the pool's own statements in
 * application.properties, the Flyway migrations) and fails when one that touches a game table neither names a
 * single game nor is on the documented list of statements that span games (the game list, the lobby, the batched
 * appends and version checks, the migrations), when one that touches no game table is not on the documented list
 * of those, and when either list names a statement that is gone or is not what the list says.
 *
 * <p>The game tables are the tables the migrations create, so a new table is covered as soon as it exists: its
 * game key is {@code id} for {@code games}, {@code game_id} for a table that has that column, and none for any
 * other (every statement on such a table spans games).
 */
class SingleGameStatementsTest {

    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Path MIGRATIONS = Path.of("db", "migration");
    private static final Path PROPERTIES = Path.of("src", "main", "resources", "application.properties");
    private static final Path SCALING = Path.of("docs", "scaling.md");
    private static final String SPANNING_SECTION = "## Statements that span games";
    private static final String NO_TABLE_SECTION = "## Statements that touch no game table";


    /** Where SQL enters JDBC; each such call must be given its statement as a literal this test can read. */
    private static final Pattern SQL_CALL = Pattern.compile(
            "\\.(prepareStatement|prepareCall|executeQuery|executeUpdate|executeLargeUpdate|execute|addBatch)\\(\\s*"
                    + "(\"\"\"(.*?)\"\"\"|\"((?:[^\"\\\\]|\\\\.)*)\"|[^)\\s])",
            Pattern.DOTALL);
    /** A method or constructor declared at class level (four spaces in), to name where a statement lives. */
    private static final Pattern METHOD = Pattern.compile(
            "^    (?![ }])(?!(?:return|throw|new|try|if|for|while|switch|catch|synchronized)\\b|//|\\*|@)"
                    + "[\\w<>\\[\\],.? ]*?\\b(\\w+)\\s*\\(", Pattern.MULTILINE);
    private static final Pattern CREATE_TABLE = Pattern.compile(
            "(?i)\\bcreate\\s+(?:unlogged\\s+)?table\\s+(?:if\\s+not\\s+exists\\s+)?(\\w+)\\s*\\(");
    private static final Pattern ADD_GAME_ID = Pattern.compile(
            "(?i)\\balter\\s+table\\s+(?:if\\s+exists\\s+)?(\\w+)\\s+add\\s+(?:column\\s+)?(?:if\\s+not\\s+exists\\s+)?game_id\\b");
    private static final Set<String> KEYWORDS = Set.of("where", "set", "join", "on", "left", "right", "inner", "outer",
            "cross", "full", "natural", "lateral", "order", "group", "limit", "returning", "values", "using", "select",
            "having", "window", "union", "for", "do", "default", "as", "and", "or", "from", "into", "update");

    /** Every table the migrations create, with its game key column (null: the table is not keyed by game). */
    static final Map<String, String> TABLES = gameTables();

    record Statement(String where, String sql) {

        boolean unreadable() {
            return sql.startsWith("<SQL");
        }

        boolean touchesTables() {
            String lower = sql.toLowerCase(Locale.ROOT);
            return TABLES.keySet().stream().anyMatch(t -> Pattern.compile("\\b" + t + "\\b").matcher(lower).find());
        }

        boolean namesOneGame() {
            return !unreadable() && Sql.singleGame(sql);
        }
    }

    /** The tables the migrations create, in order, each with its game key (or null). */
    private static Map<String, String> gameTables() {
        try {
            Map<String, String> tables = new LinkedHashMap<>();
            List<Path> files;
            try (Stream<Path> walk = Files.list(MIGRATIONS)) {
                files = walk.filter(p -> p.getFileName().toString().endsWith(".sql")).sorted().toList();
            }
            for (Path file : files) {
                String sql = Sql.withoutComments(Files.readString(file));
                Matcher m = CREATE_TABLE.matcher(sql);
                while (m.find()) {
                    String name = m.group(1).toLowerCase(Locale.ROOT);
                    String body = Sql.group(sql, m.end() - 1);
                    boolean gameId = Pattern.compile("(?i)(^|,)\\s*game_id\\s").matcher(body).find();
                    tables.put(name, name.equals("games") ? "id" : gameId ? "game_id" : null);
                }
                Matcher added = ADD_GAME_ID.matcher(sql);
                while (added.find()) {
                    tables.put(added.group(1).toLowerCase(Locale.ROOT), "game_id");
                }
            }
            return tables;
        } catch (IOException e) {
            throw new IllegalStateException(e);
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
                        found.add(new Statement(where, "<SQL not given as a literal: " + firstLine(source, m.start()) + ">"));
                    }
                    continue;
                }
                if (source.substring(m.end()).matches("(?s)^\\s*\\+.*")) {
                    // built by concatenation: read whole when every piece is a literal or a String constant
                    String whole = concatenation(source, m.start(2), files);
                    found.add(new Statement(where, whole != null ? whole
                            : "<SQL built by concatenation, not read whole: " + firstLine(source, m.start()) + ">"));
                    continue;
                }
                found.add(new Statement(where, sql));
            }
        }
        // the pool's own statements (validation, new-connection), from the service's configuration
        for (String line : Files.readAllLines(PROPERTIES)) {
            Matcher p = Pattern.compile("^\\s*([\\w.\\-\"]+-sql)\\s*=\\s*(.+)$").matcher(line);
            if (p.matches()) {
                found.add(new Statement("application.properties:" + p.group(1), p.group(2).trim()));
            }
        }
        // the migrations: each file is run once, whole
        try (Stream<Path> walk = Files.list(MIGRATIONS)) {
            for (Path file : walk.filter(p -> p.toString().endsWith(".sql")).sorted().toList()) {
                found.add(new Statement("db/migration/" + file.getFileName(), Files.readString(file)));
            }
        }
        return found;
    }

    private static String firstLine(String source, int at) {
        return source.substring(at, Math.min(source.length(), at + 80)).split("\n")[0];
    }

    /**
     * The SQL of a concatenation that starts at {@code at} (a literal) and runs to the call's closing parenthesis,
     * when each piece is a literal or a {@code static final String} constant of a type in the sources; else null.
     */
    static String concatenation(String source, int at, List<Path> files) throws IOException {
        StringBuilder sql = new StringBuilder();
        Pattern piece = Pattern.compile("\\G\\s*(?:\"((?:[^\"\\\\]|\\\\.)*)\"|(?:(\\w+)\\.)?([A-Z][A-Z0-9_]*))\\s*(\\+|\\))");
        Matcher m = piece.matcher(source);
        int from = at;
        while (m.find(from)) {
            if (m.group(1) != null) {
                sql.append(m.group(1));
            } else {
                String value = constant(m.group(2), m.group(3), source, files);
                if (value == null) {
                    return null;
                }
                sql.append(value);
            }
            if (m.group(4).equals(")")) {
                return sql.toString();
            }
            from = m.end();
        }
        return null;
    }

    private static String constant(String type, String name, String source, List<Path> files) throws IOException {
        String in = source;
        if (type != null) {
            Path file = files.stream().filter(f -> f.getFileName().toString().equals(type + ".java")).findFirst()
                    .orElse(null);
            if (file == null) {
                return null;
            }
            in = Files.readString(file);
        }
        Matcher m = Pattern.compile("static\\s+final\\s+String\\s+" + name + "\\s*=\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*;")
                .matcher(in);
        return m.find() ? m.group(1) : null;
    }

    private static String enclosingMethod(String source, int at) {
        Matcher m = METHOD.matcher(source.substring(0, at));
        String name = "?";
        while (m.find()) {
            name = m.group(1);
        }
        return name;
    }

    /** The statements a section of docs/scaling.md lists: the first cell of its table, in backquotes. */
    static Set<String> documented(String heading) throws IOException {
        String doc = Files.readString(SCALING);
        int from = doc.indexOf(heading);
        assertTrue(from >= 0, "docs/scaling.md has its section '" + heading + "'");
        int to = doc.indexOf("\n## ", from + 3);
        String section = doc.substring(from, to < 0 ? doc.length() : to);
        Set<String> listed = new TreeSet<>();
        Matcher m = Pattern.compile("(?m)^\\| `([\\w.:/*\\-]+)`").matcher(section);
        while (m.find()) {
            listed.add(m.group(1));
        }
        return listed;
    }

    /** Whether a listed name covers a statement: exactly, or a migration by the documented {@code db/migration/*}. */
    private static boolean covers(Set<String> listed, String where) {
        return listed.contains(where) || where.startsWith("db/migration/") && listed.contains("db/migration/*");
    }

    private static String listedAs(Statement s) {
        return s.where().startsWith("db/migration/") ? "db/migration/*" : s.where();
    }

    @Test
    void theGameTablesAreTheTablesTheMigrationsCreate() {
        assertTrue(TABLES.keySet().containsAll(Set.of("games", "seats", "events", "snapshots", "idempotency_records")),
                "the migrations were read: " + TABLES);
        assertEquals("id", TABLES.get("games"));
        assertEquals("game_id", TABLES.get("events"));
    }

    @Test
    void everyStatementTheStoreRunsNamesOneGameUnlessItIsADocumentedCrossGameStatement()
            throws IOException {
        List<Statement> all = statements();
        assertTrue(all.size() >= 20, "the store's statements were found (" + all.size() + ")");
        Set<String> spanning = documented(SPANNING_SECTION);
        Set<String> noTable = documented(NO_TABLE_SECTION);
        List<String> offending = all.stream()
                .filter(s -> s.unreadable() && !covers(spanning, s.where())
                        || !s.unreadable() && s.touchesTables() && !s.namesOneGame() && !covers(spanning, s.where())
                        || !s.unreadable() && !s.touchesTables() && !covers(noTable, s.where()))
                .map(s -> s.where() + ": " + s.sql().strip().replaceAll("\\s+", " "))
                .toList();
        assertEquals(List.of(), offending, "a statement that touches more than one game (and so, on a sharded "
                + "store, more than one shard) must name its game (its own game_id = ? / id = ? on the game's table) "
                + "or be added, with how it is served, to the section 'Statements that span games' of "
                + "docs/scaling.md; one that touches no game table to 'Statements that touch no game table'; SQL "
                + "built by concatenation must be read whole (literals and String constants) or be listed");
    }

    @Test
    void theDocumentedStatementsExistAndAreWhatTheListsSay() throws IOException {
        List<Statement> all = statements();
        Set<String> spanningListed = documented(SPANNING_SECTION);
        assertTrue(spanningListed.containsAll(Set.of("EventStore.listGames", "EventStore.listWaiting")),
                "the game list and the lobby are documented: " + spanningListed);
        Set<String> spanning = all.stream().filter(s -> s.unreadable() || s.touchesTables() && !s.namesOneGame())
                .map(SingleGameStatementsTest::listedAs).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(spanningListed, spanning, "docs/scaling.md lists exactly the statements that span games "
                + "(an unread one is presumed to)");
        Set<String> noTable = all.stream().filter(s -> !s.unreadable() && !s.touchesTables())
                .map(SingleGameStatementsTest::listedAs).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(documented(NO_TABLE_SECTION), noTable,
                "docs/scaling.md lists exactly the statements that touch no game table");
    }

    @Test
    void sqlBuiltByConcatenationIsReadWholeOrFlagged() throws IOException {
        List<Statement> all = statements();
        Statement listen = all.stream().filter(s -> s.sql().startsWith("LISTEN")).findFirst().orElseThrow();
        assertEquals("LISTEN " + EventStore.CHANNEL, listen.sql(), "the feed's LISTEN is read whole");
        String source = "s.execute(\"LISTEN \" + channel());";
        assertEquals(null, concatenation(source, source.indexOf('"'), List.of()), "a method call is not read");
        String constant = "s.execute(\"SELECT \" + ANSWER + \" FROM games\"); static final String ANSWER = \"42\";";
        assertEquals("SELECT 42 FROM games", concatenation(constant, constant.indexOf('"'), List.of()));
    }

    @Test
    void theCheckTellsSingleGameStatementsFromCrossGameOnes() {
        // one game: its own key, bound, on the game's table
        assertTrue(new Statement("t", "SELECT seq FROM events WHERE game_id = ? AND seq > ?").namesOneGame());
        assertTrue(new Statement("t", "SELECT s.version FROM snapshots s WHERE s.game_id = ? LIMIT 1").namesOneGame());
        assertTrue(new Statement("t", "INSERT INTO seats (game_id, seat) VALUES (?, ?)").namesOneGame());
        assertTrue(new Statement("t", "UPDATE games SET version = ? WHERE id = ? AND version = ?").namesOneGame());
        assertTrue(new Statement("t", "SELECT s.version FROM snapshots s JOIN events e ON e.game_id = s.game_id "
                + "AND e.seq = s.version WHERE s.game_id = ?").namesOneGame());
        assertTrue(new Statement("t", "SELECT count(*) FROM (SELECT type FROM events WHERE game_id = ?) AS b")
                .namesOneGame());
        assertTrue(new Statement("t", "WITH moved AS (UPDATE games SET version = ? WHERE id = ? RETURNING id), "
                + "logged AS (INSERT INTO events (game_id, seq) SELECT moved.id, e.seq FROM moved, "
                + "jsonb_to_recordset(?::jsonb) AS e(seq bigint) RETURNING seq) SELECT count(*) FROM logged")
                .namesOneGame());
        // not one game
        assertFalse(new Statement("t", "SELECT id, version FROM games WHERE id = ANY(?)").namesOneGame());
        assertFalse(new Statement("t", "SELECT id FROM games WHERE ruleset = ? ORDER BY created_at").namesOneGame());
        assertFalse(new Statement("t", "SELECT count(*) FROM events").namesOneGame());
        assertFalse(new Statement("t", "INSERT INTO events (game_id, seq) SELECT game_id, seq FROM events")
                .namesOneGame());
        assertFalse(new Statement("t", "INSERT INTO seats (game_id, seat) VALUES (?, ?), (?, ?)").namesOneGame());
        // an id = ? that is not the game's own key: another table's id, a seat, a subquery's, or under an OR
        assertFalse(new Statement("t", "SELECT seq FROM events WHERE seat_id = ?").namesOneGame());
        assertFalse(new Statement("t", "SELECT * FROM events e JOIN seats s ON s.seat = e.acting_seat WHERE e.seq = ? "
                + "AND s.game_id = ?").namesOneGame());
        assertFalse(new Statement("t", "SELECT * FROM games WHERE ruleset = ? AND version IN "
                + "(SELECT seq FROM events WHERE game_id = ?)").namesOneGame());
        assertFalse(new Statement("t", "SELECT * FROM games WHERE id = ? OR status = 'running'").namesOneGame());
        assertFalse(new Statement("t", "UPDATE seats SET name = ? WHERE id = ?").namesOneGame());
        assertFalse(new Statement("t", "WITH moved AS (UPDATE games g SET version = b.version FROM jsonb_to_recordset(?)"
                + " AS b(game_id uuid, version bigint) WHERE g.id = b.game_id RETURNING g.id) SELECT id FROM moved")
                .namesOneGame());
        assertFalse(new Statement("t", "SELECT pg_notify(?, p) FROM unnest(?::text[]) AS p").touchesTables());
    }

    /** Just enough of SQL's shape to tell which game each table a statement touches is pinned to. */
    static final class Sql {

        private Sql() {
        }

        static String withoutComments(String sql) {
            return sql.replaceAll("--[^\n]*", " ").replaceAll("(?s)/\\*.*?\\*/", " ");
        }

        /** The text inside the parenthesis that opens at {@code open}, without it. */
        static String group(String text, int open) {
            int depth = 0;
            for (int i = open; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '(') {
                    depth++;
                } else if (c == ')' && --depth == 0) {
                    return text.substring(open + 1, i);
                }
            }
            throw new IllegalArgumentException("unbalanced: " + text.substring(open));
        }

        /** A statement's text with every parenthesised group replaced by a token {@code __gN__}, and the groups. */
        private record Flat(String text, List<String> groups) {

            String group(String token) {
                return groups.get(Integer.parseInt(token.substring(3, token.length() - 2)));
            }
        }

        private static Flat flatten(String sql) {
            StringBuilder out = new StringBuilder();
            List<String> groups = new ArrayList<>();
            for (int i = 0; i < sql.length(); i++) {
                char c = sql.charAt(i);
                if (c == '\'') {
                    int end = sql.indexOf('\'', i + 1);
                    out.append("'s'");
                    i = end < 0 ? sql.length() : end;
                } else if (c == '(') {
                    String inner = group(sql, i);
                    out.append(" __g").append(groups.size()).append("__ ");
                    groups.add(inner);
                    i += inner.length() + 1;
                } else {
                    out.append(c);
                }
            }
            return new Flat(out.toString().replaceAll("\\s+", " ").trim(), groups);
        }

        static boolean singleGame(String sql) {
            String lower = withoutComments(sql).toLowerCase(Locale.ROOT).strip();
            try {
                return new Analysis().statement(lower, Set.of()) && new Analysis().touches(lower);
            } catch (IllegalArgumentException unreadable) {
                return false;
            }
        }

        private static final class Analysis {

            boolean touches(String sql) {
                return TABLES.keySet().stream().anyMatch(t -> Pattern.compile("\\b" + t + "\\b").matcher(sql).find());
            }

            /**
             * Whether every game table the statement touches is pinned to one game. {@code outer} names the pinned
             * sources (aliases, single-game CTEs) of the statement this one is nested in.
             */
            boolean statement(String sql, Set<String> outer) {
                Flat flat = flatten(sql);
                String text = flat.text();
                Set<String> pinnedSources = new HashSet<>(outer);
                if (text.startsWith("with ")) {
                    Matcher cte = Pattern.compile("\\G\\s*(?:with\\s+|,\\s*)(?:recursive\\s+)?(\\w+)\\s+as\\s+"
                            + "(?:not\\s+)?(?:materialized\\s+)?(__g\\d+__)").matcher(text);
                    int end = 0;
                    while (cte.find(end)) {
                        String body = flat.group(cte.group(2));
                        if (!statement(body, pinnedSources)) {
                            return false;
                        }
                        // a CTE whose rows come from one game's rows is itself a source of one game
                        if (touches(body) || readsPinned(flatten(body).text(), pinnedSources)) {
                            pinnedSources.add(cte.group(1));
                        }
                        end = cte.end();
                    }
                    text = text.substring(end).trim();
                }
                return part(text, flat, pinnedSources);
            }

            private static boolean readsPinned(String text, Set<String> pinned) {
                Matcher from = Pattern.compile("\\b(?:from|join)\\s+(\\w+)").matcher(text);
                while (from.find()) {
                    if (pinned.contains(from.group(1))) {
                        return true;
                    }
                }
                return false;
            }

            /** One statement without a WITH, flattened: its game tables, each pinned to one game, and its subqueries. */
            private boolean part(String text, Flat flat, Set<String> pinnedSources) {
                // the game tables this part names, by alias (or by name)
                Map<String, String> occurrences = new LinkedHashMap<>();
                Matcher t = Pattern.compile("(?<![.\\w])(" + String.join("|", TABLES.keySet())
                        + ")(?![.\\w])(?:\\s+(?:as\\s+)?(\\w+))?").matcher(text);
                while (t.find()) {
                    String alias = t.group(2) != null && !KEYWORDS.contains(t.group(2)) && !t.group(2).startsWith("__g")
                            ? t.group(2) : t.group(1);
                    occurrences.put(alias, t.group(1));
                }
                Set<String> pinned = new HashSet<>();
                Map<String, Set<String>> sourcesOf = new HashMap<>();
                boolean insert = text.startsWith("insert into ");
                if (insert) {
                    Matcher ins = Pattern.compile("^insert into (\\w+) (__g\\d+__) (.*)$").matcher(text);
                    if (!ins.matches() || !TABLES.containsKey(ins.group(1))) {
                        return !ins.matches() ? false : part(ins.group(3), flat, pinnedSources);
                    }
                    String table = ins.group(1);
                    String key = TABLES.get(table);
                    List<String> columns = List.of(flat.group(ins.group(2)).replaceAll("\\s", "").split(","));
                    String rest = ins.group(3);
                    occurrences.remove(table);
                    int at = key == null ? -1 : columns.indexOf(key);
                    if (at < 0) {
                        return false;
                    }
                    if (rest.matches("^values __g\\d+__( on conflict.*)?$")) {
                        pinned.add("insert");
                    } else if (rest.startsWith("select ")) {
                        Matcher sel = Pattern.compile("^select (.*?) from (.*)$").matcher(rest);
                        if (!sel.matches()) {
                            return false;
                        }
                        String[] items = sel.group(1).split(",");
                        Matcher from = Pattern.compile("^\\s*(\\w+)\\.\\w+\\s*$").matcher(items.length > at ? items[at] : "");
                        if (!from.matches() || !pinnedSources.contains(from.group(1))) {
                            return false;
                        }
                        pinned.add("insert");
                        if (!part(rest, flat, pinnedSources)) {
                            return false;
                        }
                    } else {
                        return false;
                    }
                    return subqueries(text, flat, pinnedSources);
                }
                // the WHERE, ON and join equalities at this level; an OR at this level pins nothing
                Matcher clause = Pattern.compile("\\b(where|on)\\b").matcher(text);
                String conditions = clause.find() ? text.substring(clause.start()) : "";
                boolean or = Pattern.compile("\\bwhere\\b.*\\bor\\b").matcher(text).find();
                if (!or) {
                    Matcher key = Pattern.compile("(?:(\\w+)\\.)?(game_id|id)\\s*=\\s*\\?").matcher(conditions);
                    while (key.find()) {
                        String alias = key.group(1);
                        if (alias == null) {
                            List<String> having = occurrences.entrySet().stream()
                                    .filter(e -> key.group(2).equals(TABLES.get(e.getValue()))).map(Map.Entry::getKey)
                                    .toList();
                            if (occurrences.size() == 1 && having.size() == 1) {
                                pinned.add(having.get(0));
                            }
                        } else if (occurrences.containsKey(alias)
                                && key.group(2).equals(TABLES.get(occurrences.get(alias)))) {
                            pinned.add(alias);
                        }
                    }
                    Matcher eq = Pattern.compile("(\\w+)\\.(\\w+)\\s*=\\s*(\\w+)\\.(\\w+)").matcher(conditions);
                    List<String[]> equalities = new ArrayList<>();
                    while (eq.find()) {
                        equalities.add(new String[] {eq.group(1), eq.group(2), eq.group(3), eq.group(4)});
                    }
                    boolean grew = true;
                    while (grew) {
                        grew = false;
                        for (String[] e : equalities) {
                            grew |= pinThrough(e[0], e[1], e[2], e[3], occurrences, pinned, pinnedSources);
                            grew |= pinThrough(e[2], e[3], e[0], e[1], occurrences, pinned, pinnedSources);
                        }
                    }
                }
                if (!pinned.containsAll(occurrences.keySet())) {
                    return false;
                }
                Set<String> inner = new HashSet<>(pinnedSources);
                inner.addAll(pinned);
                return subqueries(text, flat, inner);
            }

            /** Pins {@code a} through {@code a.col = b.col2} when a.col is a's game key and b is pinned to one game. */
            private static boolean pinThrough(String a, String col, String b, String col2, Map<String, String> occurrences,
                                              Set<String> pinned, Set<String> pinnedSources) {
                if (pinned.contains(a) || !occurrences.containsKey(a) || !col.equals(TABLES.get(occurrences.get(a)))) {
                    return false;
                }
                boolean bPinned = pinned.contains(b) && col2.equals(TABLES.get(occurrences.get(b)))
                        || pinnedSources.contains(b) && !occurrences.containsKey(b);
                if (bPinned) {
                    pinned.add(a);
                }
                return bPinned;
            }

            private boolean subqueries(String text, Flat flat, Set<String> pinned) {
                Matcher g = Pattern.compile("__g\\d+__").matcher(text);
                while (g.find()) {
                    String inner = flat.group(g.group()).strip();
                    if ((inner.startsWith("select ") || inner.startsWith("with ")) && !statement(inner, pinned)) {
                        return false;
                    }
                    if (!inner.startsWith("select ") && !inner.startsWith("with ") && touches(inner)
                            && !subqueries(flatten(inner).text(), flatten(inner), pinned)) {
                        return false;
                    }
                }
                return true;
            }
        }
    }
}
