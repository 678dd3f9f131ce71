package ziggurat.games.qin.variant;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.ModuleGroup;
import ziggurat.games.qin.QinModule;
import ziggurat.games.qin.Syntagm;

/**
 * The naming grammar of Qin's variants [qin §2]: a name read into its syntagm, or refused with every problem it
 * has, each at its position; and a syntagm spelt as its canonical name.
 *
 * <p>Every syllable is one consonant, one or more vowels and at most one final consonant, so in any string of
 * syllables a new one starts exactly where a consonant is followed by a vowel [qin §2.4]. Splitting there needs no
 * search and no backtracking, gives every valid name its one reading, and points at the faulty part of an invalid
 * one. (Greedy longest match would read {@code veles} as {@code vel} + {@code es}.)
 *
 * <p>The ruleset's {@code variants} lookup and game creation both call {@link #parse} and {@link #fromSyllables};
 * an invalid name is the same 422 problem in both [qin §2.7].
 */
public final class VariantNames {

    /** The problem type of an invalid name [qin §2.7]. */
    public static final String PROBLEM_TYPE = "invalid-variant-name";
    public static final String CODE = "INVALID_VARIANT_NAME";

    private static final String TABLE_ORDER = "winner, end rules, mai, turn content, miau, turn order, mil, pagodas,"
            + " muo, villages, mas";

    private VariantNames() {
    }

    /** A syllable of a name and where it starts in the normalised name. */
    public record Token(String text, int position) {
    }

    /**
     * A name read: as supplied, its syntagm, and which modules it spelt out (the others are defaults it left out).
     */
    public record Parsed(String name, Syntagm syntagm, Set<QinModule> explicit) {

        /** The answer of {@code GET /v1/rulesets/qin/variants/{name}} [qin §2.4]. */
        public Map<String, Object> answer() {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("name", name);
            out.put("canonicalName", syntagm.canonicalName());
            List<Map<String, Object>> modules = new ArrayList<>();
            for (QinModule m : syntagm.modules()) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("group", m.group().toString());
                entry.put("syllable", m.syllable());
                entry.put("id", m.toString());
                entry.put("finnish", m.finnish());
                entry.put("explicit", explicit.contains(m));
                modules.add(entry);
            }
            out.put("modules", modules);
            out.put("warnings", List.of());
            return out;
        }
    }

    // ---------------------------------------------------------------- reading

    /**
     * The syntagm {@code name} spells [qin §2.4].
     *
     * @throws RuleViolation an {@code invalid-variant-name} setup problem listing every problem [qin §2.7]
     */
    public static Parsed parse(String name) {
        String n = normalise(name);
        List<Map<String, Object>> problems = new ArrayList<>();
        if (n.isEmpty()) {
            problems.add(problem("emptyName", "The name is empty: a variant name spells at least a winner and an end"
                    + " rule, as 'veles' does."));
            throw refusal(name, problems, null);
        }
        for (int i = 0; i < n.length(); ) {
            int c = n.codePointAt(i);
            if (c < 'a' || c > 'z') {
                String character = new String(Character.toChars(c));
                problems.add(problem("invalidCharacter", "Only the letters a to z make a name; '" + character
                        + "' at position " + i + " is not one.", "position", i, "character", character));
            }
            i += Character.charCount(c);
        }
        if (!problems.isEmpty()) {
            throw refusal(name, problems, null);
        }
        List<Token> tokens = split(n);
        List<QinModule> read = new ArrayList<>();
        for (Token t : tokens) {
            Optional<QinModule> m = QinModule.bySyllable(t.text());
            if (m.isEmpty()) {
                List<String> suggestions = suggestions(t.text());
                problems.add(problem("unknownSyllable", "'" + t.text() + "' at position " + t.position()
                        + " is not the syllable of a module" + (suggestions.isEmpty() ? "." : "; did you mean "
                        + orList(suggestions) + "?"), "position", t.position(), "syllable", t.text(),
                        "suggestions", suggestions));
            } else {
                read.add(m.get());
            }
        }
        if (!problems.isEmpty()) {
            throw refusal(name, problems, null);   // [qin D4] no group checks after an unknown syllable
        }
        List<Integer> positions = tokens.stream().map(Token::position).toList();
        duplicates(read, positions, problems);
        for (int i = 1; i < read.size(); i++) {
            QinModule before = read.get(i - 1);
            QinModule m = read.get(i);
            if (m.tableNumber() < before.tableNumber()) {
                Map<String, Object> after = new LinkedHashMap<>();
                after.put("syllable", before.syllable());
                after.put("position", positions.get(i - 1));
                problems.add(problem("wrongOrder", "'" + m.syllable() + "' (" + m.group().words()
                        + ") must come before '" + before.syllable() + "' (" + before.group().words()
                        + "); syllables follow the fixed table order: " + TABLE_ORDER + ".",
                        "position", positions.get(i), "syllable", m.syllable(), "after", after));
            }
        }
        return conclude(name, read, positions, problems);
    }

    /**
     * The syntagm of a module list ({@code options.modules}: syllables in any order, defaults added for the groups
     * left out) [qin §7]; a problem's position is the index in the list.
     *
     * @throws RuleViolation an {@code invalid-variant-name} setup problem, as {@link #parse} throws
     */
    public static Parsed fromSyllables(List<String> syllables) {
        List<Map<String, Object>> problems = new ArrayList<>();
        List<QinModule> read = new ArrayList<>();
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < syllables.size(); i++) {
            String s = syllables.get(i) == null ? "" : syllables.get(i).strip().toLowerCase(Locale.ROOT);
            Optional<QinModule> m = QinModule.bySyllable(s);
            if (m.isEmpty()) {
                List<String> suggestions = suggestions(s);
                problems.add(problem("unknownSyllable", "'" + s + "' (entry " + i + ") is not the syllable of a module"
                        + (suggestions.isEmpty() ? "." : "; did you mean " + orList(suggestions) + "?"),
                        "position", i, "syllable", s, "suggestions", suggestions));
            } else {
                read.add(m.get());
                positions.add(i);
            }
        }
        if (!problems.isEmpty()) {
            throw refusal(null, problems, null);
        }
        duplicates(read, positions, problems);
        Parsed parsed = conclude(null, read, positions, problems);
        return new Parsed(parsed.syntagm().canonicalName(), parsed.syntagm(), parsed.explicit());
    }

    private static Parsed conclude(String name, List<QinModule> read, List<Integer> positions,
                                   List<Map<String, Object>> problems) {
        boolean onlyOrder = !problems.isEmpty();
        for (ModuleGroup group : ModuleGroup.values()) {
            List<QinModule> inGroup = read.stream().filter(m -> m.group() == group).distinct().toList();
            if (group.exclusive() && inGroup.size() > 1) {
                List<Integer> at = new ArrayList<>();
                for (int i = 0; i < read.size(); i++) {
                    if (read.get(i).group() == group) {
                        at.add(positions.get(i));
                    }
                }
                List<String> spelt = inGroup.stream().map(QinModule::syllable).toList();
                problems.add(problem("conflictingModules", quotedAnd(spelt) + " are all " + group.words()
                        + " modules; a syntagm takes exactly one.", "group", group.toString(), "syllables", spelt,
                        "positions", at));
                onlyOrder = false;
            }
        }
        for (ModuleGroup group : List.of(ModuleGroup.WINNER, ModuleGroup.END)) {
            if (read.stream().noneMatch(m -> m.group() == group)) {
                List<String> options = new ArrayList<>();
                for (QinModule m : QinModule.values()) {
                    if (m.group() == group) {
                        options.add(m.syllable());
                    }
                }
                problems.add(problem("missingModule", "There is no " + group.words() + " module; add one of "
                        + orList(options) + ".", "group", group.toString(), "options", options));
                onlyOrder = false;
            }
        }
        EnumSet<QinModule> chosen = EnumSet.noneOf(QinModule.class);
        chosen.addAll(read);
        EnumSet<QinModule> explicit = EnumSet.copyOf(chosen);
        for (ModuleGroup group : ModuleGroup.values()) {
            if (chosen.stream().noneMatch(m -> m.group() == group)) {
                QinModule.defaultOf(group).ifPresent(chosen::add);
            }
        }
        if (!problems.isEmpty()) {
            // [qin D5] a name whose only faults are order and repetition says what it meant
            String suggested = onlyOrder && Syntagm.problemWith(chosen) == null ? Syntagm.of(chosen).canonicalName() : null;
            throw refusal(name, problems, suggested);
        }
        return new Parsed(name, Syntagm.of(chosen), explicit);
    }

    private static void duplicates(List<QinModule> read, List<Integer> positions, List<Map<String, Object>> problems) {
        Map<QinModule, List<Integer>> seen = new TreeMap<>();
        for (int i = 0; i < read.size(); i++) {
            seen.computeIfAbsent(read.get(i), k -> new ArrayList<>()).add(positions.get(i));
        }
        seen.forEach((m, at) -> {
            if (at.size() > 1) {
                problems.add(problem("duplicateModule", "'" + m.syllable() + "' (" + m.group().words()
                        + ") is named " + at.size() + " times; name each module once.", "syllable", m.syllable(),
                        "positions", at));
            }
        });
    }

    /** Trimmed, lower case, without one leading {@code qin-} or {@code qin } [qin §2.4, D3] step 1. */
    static String normalise(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return n.startsWith("qin-") || n.startsWith("qin ") ? n.substring(4) : n;
    }

    /** A token starts at 0 and wherever a consonant is followed by a vowel [qin §2.4] step 3. */
    public static List<Token> split(String normalised) {
        List<Token> tokens = new ArrayList<>();
        int start = 0;
        for (int i = 1; i < normalised.length(); i++) {
            if (!vowel(normalised.charAt(i)) && i + 1 < normalised.length() && vowel(normalised.charAt(i + 1))) {
                tokens.add(new Token(normalised.substring(start, i), start));
                start = i;
            }
        }
        if (!normalised.isEmpty()) {
            tokens.add(new Token(normalised.substring(start), start));
        }
        return tokens;
    }

    private static boolean vowel(char c) {
        return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
    }

    /** The syllables at edit distance 1 or less, else those with the same first letter, in table order. */
    static List<String> suggestions(String token) {
        List<String> near = new ArrayList<>();
        for (QinModule m : QinModule.values()) {
            if (withinOneEdit(token, m.syllable())) {
                near.add(m.syllable());
            }
        }
        if (near.isEmpty() && !token.isEmpty()) {
            for (QinModule m : QinModule.values()) {
                if (m.syllable().charAt(0) == token.charAt(0)) {
                    near.add(m.syllable());
                }
            }
        }
        return near;
    }

    private static boolean withinOneEdit(String a, String b) {
        if (Math.abs(a.length() - b.length()) > 1) {
            return false;
        }
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (a.length() == b.length()) {
            return a.substring(Math.min(i + 1, a.length())).equals(b.substring(Math.min(i + 1, b.length())));
        }
        return a.length() > b.length() ? a.substring(i + 1).equals(b.substring(i)) : a.substring(i).equals(b.substring(i + 1));
    }

    // ---------------------------------------------------------------- problems

    private static Map<String, Object> problem(String code, String message, Object... fields) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("code", code);
        for (int i = 0; i < fields.length; i += 2) {
            p.put((String) fields[i], fields[i + 1]);
        }
        p.put("message", message);
        return p;
    }

    private static RuleViolation refusal(String name, List<Map<String, Object>> problems, String suggestedName) {
        Map<String, Object> extensions = new LinkedHashMap<>();
        if (name != null) {
            extensions.put("name", name);   // a module list has no name to repeat
        }
        extensions.put("problems", List.copyOf(problems));
        if (suggestedName != null) {
            extensions.put("suggestedName", suggestedName);
        }
        String first = (String) problems.get(0).get("message");
        String detail = (name == null ? "The module list" : "'" + name + "'") + " is not a valid variant name: " + first
                + (problems.size() > 1 ? " (" + (problems.size() - 1) + " more problem"
                + (problems.size() > 2 ? "s" : "") + " listed)" : "")
                + (suggestedName != null ? " Did you mean '" + suggestedName + "'?" : "");
        return RuleViolation.invalidSetup(CODE, detail, extensions, PROBLEM_TYPE);
    }

    private static String orList(List<String> items) {
        return join(items, " or ");
    }

    private static String quotedAnd(List<String> items) {
        return join(items.stream().map(s -> "'" + s + "'").toList(), " and ");
    }

    private static String join(List<String> items, String last) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            out.append(i == 0 ? "" : i == items.size() - 1 ? last : ", ").append(items.get(i));
        }
        return out.toString();
    }

    // ---------------------------------------------------------------- counting

    /** How many syntagms there are: every combination a name can spell [qin §2.6]. */
    public static long count() {
        long n = 1;
        for (ModuleGroup group : ModuleGroup.values()) {
            int options = (int) java.util.Arrays.stream(QinModule.values()).filter(m -> m.group() == group).count();
            n *= group.exclusive() ? options : group.atLeastOne() ? (1L << options) - 1 : 1L << options;
        }
        return n;
    }
}
