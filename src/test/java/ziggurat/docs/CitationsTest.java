package ziggurat.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import ziggurat.contract.RulesetSections;
import ziggurat.engine.Event;
import ziggurat.engine.Move;
import ziggurat.engine.Ruleset;

/**
 * The rules references in {@code docs/rules/} stay true to the code, and every rule citation in {@code src}
 * resolves: one form ({@code [tigris §4.2]}, {@code [tigris D17]}, {@code [contest E4]}, several in one
 * bracket), each naming a heading that exists, and no section sign or decision number left outside one.
 */
class CitationsTest {

    private static final Path RULES = Path.of("docs/rules");
    private static final Path MAIN = Path.of("src/main/java");
    private static final Path TEST = Path.of("src/test/java");

    /** One reference inside a citation bracket. */
    private static final Pattern REF = Pattern.compile("\u00a7\\d+(?:\\.\\d+)*|D\\d+|E\\d+");
    /** A bracket that starts like a citation: a known key or not, it must then be well formed. */
    private static final Pattern BRACKET = Pattern.compile("\\[([a-z][a-z-]*) ((?:\u00a7|D\\d|E\\d)[^\\]]*)\\]");
    private static final Pattern RFC_SECTIONS = Pattern.compile("RFC \\d+(?:\\s*\u00a7\\s*[\\d.]*\\d(?:,\\s*\u00a7\\s*[\\d.]*\\d)*)?");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(\\S+)");
    /** A call whose first argument is a rule code: {@code illegal("OUTSIDE_BOARD", …)}, {@code invalidSetup("INVALID_STACK", …)}. */
    private static final Pattern RAISED = Pattern.compile("\\w\\(\\s*\"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\"");

    // ---- (a) the move and event tables list exactly what each ruleset declares ----------------------------

    /** The game's own ruleset, without the table every game is played at. */
    private static Ruleset<Object, Move, Event> own(Ruleset<Object, Move, Event> r) {
        return r instanceof ziggurat.engine.Table t ? t.rules() : r;
    }

    @Test
    void everyShippedRulesetHasARulesReference() {
        Set<String> shipped = new TreeSet<>();
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            shipped.add(r.info().id());
        }
        Set<String> documented = new TreeSet<>();
        for (Game g : games().values()) {
            if (g.rulesetId() != null) {
                documented.add(g.rulesetId());
            }
            assertTrue(Files.isRegularFile(RULES.resolve(g.file())), "docs/rules/README.md names " + g.file());
        }
        assertEquals(shipped, documented, "docs/rules/README.md: one row per shipped ruleset");
    }

    @Test
    void moveTablesListExactlyTheMoveTypes() {
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Game g = gameOf(r);
            assertEquals(new TreeSet<>(r.moveTypes().keySet()), g.doc().table("move"),
                    "the move table of docs/rules/" + g.file() + " against " + r.info().id() + " moveTypes()");
        }
    }

    @Test
    void eventTablesListExactlyTheEventTypes() {
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Game g = gameOf(r);
            // the table's own events (resigning, aborting) are the platform's, documented once in docs/rules/table.md
            assertEquals(new TreeSet<>(own(r).eventTypes().keySet()), g.doc().table("event"),
                    "the event table of docs/rules/" + g.file() + " against " + r.info().id() + " eventTypes()");
        }
    }

    // ---- (b) the violation-code tables list exactly the codes each game raises ---------------------------

    @Test
    void codeTablesListExactlyTheCodesEachGameRaises() {
        for (Ruleset<Object, Move, Event> r : RulesetSections.shipped()) {
            Game g = gameOf(r);
            Path dir = MAIN.resolve(own(r).getClass().getPackageName().replace('.', '/'));
            Set<String> raised = new TreeSet<>();
            StringBuilder game = new StringBuilder();
            for (Path file : javaFiles(dir)) {
                String code = withoutComments(read(file));
                game.append(code);
                Matcher m = RAISED.matcher(code);
                while (m.find()) {
                    raised.add(m.group(1));
                }
            }
            // a game raises the codes of the kit pieces it stands on (the stack rule of engine/kit's Supply)
            for (Path file : javaFiles(MAIN.resolve("ziggurat/engine/kit"))) {
                String kitClass = file.getFileName().toString().replace(".java", "");
                if (game.toString().contains(kitClass)) {
                    Matcher m = RAISED.matcher(withoutComments(read(file)));
                    while (m.find()) {
                        raised.add(m.group(1));
                    }
                }
            }
            assertFalse(raised.isEmpty(), "no rule code found under " + dir);
            assertEquals(raised, g.doc().table("code"),
                    "the violation codes of docs/rules/" + g.file() + " against the codes raised under " + dir);
        }
    }

    // ---- (c) every citation has the one form and names a heading that exists ----------------------------

    @Test
    void everyCitationResolves() {
        Map<String, Game> games = games();
        List<String> wrong = new ArrayList<>();
        for (Fragment f : fragments()) {
            Matcher m = BRACKET.matcher(f.text());
            while (m.find()) {
                Game g = games.get(m.group(1));
                if (g == null) {
                    wrong.add(f.where() + ": unknown game '" + m.group(1) + "' in " + m.group());
                    continue;
                }
                for (String ref : m.group(2).split(",")) {
                    String id = ref.strip();
                    if (!REF.matcher(id).matches()) {
                        wrong.add(f.where() + ": '" + id + "' is not \u00a7n.m, Dn or En in " + m.group());
                    } else if (!g.doc().anchors().contains(id)) {
                        wrong.add(f.where() + ": " + m.group() + " names no heading of docs/rules/" + g.file());
                    }
                }
            }
        }
        assertEquals(List.of(), wrong, "citations that do not resolve");
    }

    // ---- (d) no loose citation outside that form ---------------------------------------------------------

    @Test
    void noLooseCitations() {
        Pattern loose = Pattern.compile("\u00a7\\s*\\d[\\d.]*|\u00a7|\\bD\\d+\\b|\\bE\\d+\\b");
        Pattern looseSection = Pattern.compile("\u00a7");
        List<String> wrong = new ArrayList<>();
        for (Fragment f : fragments()) {
            // sections of an RFC ("RFC 9110 §9.3.7, §15.5.6") are the standard's own, not the rules'
            String rest = RFC_SECTIONS.matcher(BRACKET.matcher(f.text()).replaceAll("")).replaceAll("");
            // Ordinary strings hold data (percent-encoded bytes, hex); only a section sign is surely a citation there.
            Matcher m = (f.kind() == Kind.STRING ? looseSection : loose).matcher(rest);
            if (m.find()) {
                wrong.add(f.where() + ": '" + m.group() + "' in \"" + f.text().strip() + "\"");
            }
        }
        assertEquals(List.of(), wrong, "rule citations outside the one form of docs/rules/README.md");
    }

    // ---- (e) every decision of a shipped game is proven by a named test ----------------------------------

    /**
     * Each decision ({@code Dn}) and each worked example or erratum ({@code En}) of a shipped game is named in
     * the display name (or another string) of at least one test, so an auditor goes from a decision to the test
     * that would fail were it decided otherwise. A comment does not count: it proves nothing.
     */
    @Test
    void everyDecisionIsCitedByATest() {
        Map<String, Game> games = games();
        Map<String, Set<String>> cited = new LinkedHashMap<>();
        for (Fragment f : fragments()) {
            if (!f.file().startsWith(TEST) || f.kind() == Kind.COMMENT) {
                continue;
            }
            Matcher m = BRACKET.matcher(f.text());
            while (m.find()) {
                for (String ref : m.group(2).split(",")) {
                    cited.computeIfAbsent(m.group(1), k -> new TreeSet<>()).add(ref.strip());
                }
            }
        }
        List<String> uncited = new ArrayList<>();
        for (Game g : games.values()) {
            if (g.rulesetId() == null) {
                continue; // a game still being written
            }
            for (String anchor : g.doc().anchors()) {
                if (anchor.matches("[DE]\\d+") && !cited.getOrDefault(g.key(), Set.of()).contains(anchor)) {
                    uncited.add("[" + g.key() + " " + anchor + "]");
                }
            }
        }
        assertEquals(List.of(), uncited, "decisions no test names");
    }

    @Test
    void rulesFilesNamedInTheCodeAreTheRepositorysOwn() {
        Pattern named = Pattern.compile("[\\w/.-]*rules/[\\w-]+\\.md");
        List<String> wrong = new ArrayList<>();
        for (Fragment f : fragments()) {
            Matcher m = named.matcher(f.text());
            while (m.find()) {
                String path = m.group();
                if (!path.startsWith("docs/rules/") || !Files.isRegularFile(Path.of(path))) {
                    wrong.add(f.where() + ": " + path);
                }
            }
        }
        assertEquals(List.of(), wrong, "rules files named in src must be docs/rules/<game>.md");
    }

    // ---- the references ----------------------------------------------------------------------------------

    private record Game(String key, String file, String rulesetId, Doc doc) {
    }

    /** The key table of docs/rules/README.md: key, file, ruleset id. */
    private static Map<String, Game> games() {
        // a game being written has its file, and "not yet shipped" for its ruleset id
        Pattern row = Pattern.compile("^\\|\\s*`([a-z-]+)`\\s*\\|\\s*\\[`?([\\w.-]+\\.md)`?\\]\\([^)]*\\)\\s*\\|\\s*(?:`([a-z-]+)`|not yet shipped)\\s*\\|");
        Map<String, Game> games = new LinkedHashMap<>();
        for (String line : read(RULES.resolve("README.md")).split("\n")) {
            Matcher m = row.matcher(line);
            if (m.find()) {
                games.put(m.group(1), new Game(m.group(1), m.group(2), m.group(3), Doc.read(RULES.resolve(m.group(2)))));
            }
        }
        assertFalse(games.isEmpty(), "docs/rules/README.md has no key table");
        return games;
    }

    private static Game gameOf(Ruleset<?, ?, ?> r) {
        return games().values().stream().filter(g -> g.rulesetId().equals(r.info().id())).findFirst()
                .orElseThrow(() -> new AssertionError("docs/rules/README.md has no row for " + r.info().id()));
    }

    /** A rules file: the ids its headings define ("### 4.2 …", "### D&lt;n&gt;. …", "#### E&lt;n&gt;. …") and the first column of its tables. */
    private record Doc(Set<String> anchors, Map<String, Set<String>> tables) {

        static Doc read(Path file) {
            Set<String> anchors = new TreeSet<>();
            Map<String, Set<String>> tables = new LinkedHashMap<>();
            String table = null;
            for (String line : CitationsTest.read(file).split("\n")) {
                Matcher h = HEADING.matcher(line);
                if (h.find()) {
                    String id = h.group(1).replaceAll("[.:]$", "");
                    if (id.matches("\\d+(\\.\\d+)*")) {
                        anchors.add("\u00a7" + id);
                    } else if (id.matches("[DE]\\d+")) {
                        anchors.add(id);
                    }
                }
                if (!line.startsWith("|")) {
                    table = null;
                    continue;
                }
                String first = line.substring(1).split("\\|", -1)[0].strip();
                if (table == null) {
                    // A table is named by the header of its first column: | move | …, | event | …, | code | ….
                    table = first;
                    if (tables.containsKey(table) && Set.of("move", "event", "code").contains(table)) {
                        throw new AssertionError(file + " has two '" + table + "' tables");
                    }
                    tables.putIfAbsent(table, new TreeSet<>());
                } else if (first.startsWith("`") && first.endsWith("`") && first.length() > 2) {
                    tables.get(table).add(first.substring(1, first.length() - 1));
                }
            }
            return new Doc(anchors, tables);
        }

        Set<String> table(String name) {
            Set<String> rows = tables.get(name);
            if (rows == null) {
                throw new AssertionError("no table whose first column is '" + name + "'");
            }
            return rows;
        }
    }

    // ---- the sources: comments everywhere, and the strings of the tests ----------------------------------

    private enum Kind { COMMENT, DISPLAY_NAME, STRING }

    private record Fragment(Path file, int line, Kind kind, String text) {
        String where() {
            return file + ":" + line;
        }
    }

    private static List<Fragment> fragments() {
        List<Fragment> all = new ArrayList<>();
        for (Path file : javaFiles(MAIN)) {
            for (Fragment f : lex(file)) {
                if (f.kind() == Kind.COMMENT) {
                    all.add(f); // main's strings are what the service says; they are not citations
                }
            }
        }
        for (Path file : javaFiles(TEST)) {
            all.addAll(lex(file));
        }
        return all;
    }

    /** Comments and string literals of a Java file, each with the line it starts on. */
    static List<Fragment> lex(Path file) {
        String s = read(file);
        List<Fragment> out = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (s.startsWith("//", i)) {
                int end = s.indexOf('\n', i);
                end = end < 0 ? n : end;
                out.add(new Fragment(file, line, Kind.COMMENT, s.substring(i + 2, end)));
                i = end;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                end = end < 0 ? n : end;
                String body = s.substring(i + 2, end);
                out.add(new Fragment(file, line, Kind.COMMENT, body.replaceAll("\\n\\s*\\*", "\n")));
                line += count(body, '\n');
                i = Math.min(n, end + 2);
            } else if (s.startsWith("\"\"\"", i)) {
                int end = s.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end;
                String body = s.substring(i + 3, end);
                out.add(new Fragment(file, line, Kind.STRING, body));
                line += count(body, '\n');
                i = Math.min(n, end + 3);
            } else if (c == '"' || c == '\'') {
                int j = i + 1;
                StringBuilder body = new StringBuilder();
                while (j < n && s.charAt(j) != c && s.charAt(j) != '\n') {
                    if (s.charAt(j) == '\\' && j + 1 < n) {
                        body.append(s.charAt(j)).append(s.charAt(j + 1));
                        j += 2;
                    } else {
                        body.append(s.charAt(j++));
                    }
                }
                if (c == '"') {
                    boolean displayName = s.substring(Math.max(0, i - 40), i).matches("(?s).*@DisplayName\\(\\s*$");
                    out.add(new Fragment(file, line, displayName ? Kind.DISPLAY_NAME : Kind.STRING, body.toString()));
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        return out;
    }

    /** The file with its comments blanked, so a code named in a comment is not taken for one raised. */
    private static String withoutComments(String s) {
        return s.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("(?m)//.*$", " ");
    }

    private static int count(String s, char c) {
        int k = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == c) {
                k++;
            }
        }
        return k;
    }

    private static List<Path> javaFiles(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
