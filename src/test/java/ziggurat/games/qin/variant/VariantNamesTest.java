package ziggurat.games.qin.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import ziggurat.engine.RuleViolation;
import ziggurat.games.qin.ModuleGroup;
import ziggurat.games.qin.QinModule;
import ziggurat.games.qin.Syntagm;

/** The naming grammar as the rules file's worked parses and invalid names show it [qin §2, §8] Ex 1, Ex 2. */
class VariantNamesTest {

    static String syllables(Syntagm s) {
        return String.join(" ", s.modules().stream().map(QinModule::syllable).toList());
    }

    static List<Map<String, Object>> problems(String name) {
        RuleViolation refused = assertThrows(RuleViolation.class, () -> VariantNames.parse(name), name);
        assertEquals(RuleViolation.Kind.INVALID_SETUP, refused.kind());
        assertEquals("INVALID_VARIANT_NAME", refused.code());
        assertEquals(VariantNames.PROBLEM_TYPE, refused.problemType());
        assertEquals(name, refused.extensions().get("name"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> problems = (List<Map<String, Object>>) refused.extensions().get("problems");
        problems.forEach(p -> assertTrue(((String) p.get("message")).length() > 10, "every problem has a sentence"));
        return problems;
    }

    static Object suggested(String name) {
        return assertThrows(RuleViolation.class, () -> VariantNames.parse(name)).extensions().get("suggestedName");
    }

    // ---------------------------------------------------------------- [qin §8, §2.5] Ex 1

    @ParameterizedTest(name = "{0} reads as {1}, canonically {2}")
    @DisplayName("[qin §8, §2.5, D2, D3] Ex 1 worked parses: every module, defaults added, and the canonical name")
    @CsvSource(delimiter = '|', value = {
            "veles              | ve les sa na pei ku              | veles",
            "Qin-Veles          | ve les sa na pei ku              | veles",
            "velessa            | ve les sa na pei ku              | veles",
            "vellesse           | vel les se na pei ku             | vellesse",
            "verlamainopamkemas | ver la mai sa no pam ke mas      | verlamainopamkemas",
            "viuluseno          | viu lu se no pei ku              | viuluseno",
            "vellesuonopeus     | vel le suo no peus ku            | vellesuonopeus",
            "'  QIN veles '     | ve les sa na pei ku              | veles"})
    void workedParses(String name, String modules, String canonical) {
        VariantNames.Parsed parsed = VariantNames.parse(name);
        assertEquals(modules, syllables(parsed.syntagm()));
        assertEquals(canonical, parsed.syntagm().canonicalName());
        assertEquals(name, parsed.answer().get("name"), "the name as supplied");
    }

    @Test
    @DisplayName("[qin §2.4] the lookup answer lists each module with its group, id and whether the name spelt it")
    void theLookupAnswer() {
        Map<String, Object> answer = VariantNames.parse("velessa").answer();
        assertEquals("veles", answer.get("canonicalName"));
        assertEquals(List.of(
                Map.of("group", "winner", "syllable", "ve", "id", "mostPagodas", "finnish", "Eniten pagodeja", "explicit", true),
                Map.of("group", "end", "syllable", "les", "id", "supplyEmpty", "finnish", "Ei laattoja varastossa", "explicit", true),
                Map.of("group", "turnContent", "syllable", "sa", "id", "buildOrBuy", "finnish", "Rakenna tai osta", "explicit", true),
                Map.of("group", "turnOrder", "syllable", "na", "id", "inTurn", "finnish", "Vuorotellen", "explicit", false),
                Map.of("group", "pagodas", "syllable", "pei", "id", "playerColours", "finnish", "Pelaajien värit", "explicit", false),
                Map.of("group", "villages", "syllable", "ku", "id", "base", "finnish", "Tukikohta", "explicit", false)),
                answer.get("modules"));
        assertEquals(List.of(), answer.get("warnings"));
    }

    @ParameterizedTest(name = "{0} splits as {1}")
    @DisplayName("[qin §2.4] a syllable starts where a consonant meets a vowel: look-alikes are never confused")
    @CsvSource(delimiter = '|', value = {
            "vela      | ve la", "vella     | vel la", "veles     | ve les", "velese    | ve le se",
            "pamas     | pa mas", "pammas    | pam mas", "pumas     | pu mas", "pummas    | pum mas",
            "lemaisa   | le mai sa", "lesmiauna | les miau na",
            "verlamainopamkemas | ver la mai no pam ke mas"})
    void splits(String letters, String tokens) {
        assertEquals(tokens, String.join(" ", VariantNames.split(letters).stream().map(VariantNames.Token::text).toList()));
    }

    @Test
    @DisplayName("[qin §2.5] the split trace of verlamainopamkemas starts tokens at 0, 3, 5, 8, 10, 13 and 15")
    void splitTrace() {
        assertEquals(List.of(0, 3, 5, 8, 10, 13, 15),
                VariantNames.split("verlamainopamkemas").stream().map(VariantNames.Token::position).toList());
    }

    // ---------------------------------------------------------------- [qin §8, §2.7] Ex 2

    @Test
    @DisplayName("[qin §8] Ex 2 vex: an unknown syllable at 0, with the syllables one edit away")
    void unknownSyllable() {
        Map<String, Object> p = problems("vex").get(0);
        assertEquals("unknownSyllable", p.get("code"));
        assertEquals(0, p.get("position"));
        assertEquals("vex", p.get("syllable"));
        assertEquals(List.of("ve", "ver", "vel"), p.get("suggestions"));
        Map<String, Object> far = problems("velesmee").get(0);
        assertEquals(5, far.get("position"));
        assertEquals(List.of("mai", "miau", "mil", "muo", "mas"), far.get("suggestions"),
                "none within one edit: the syllables with its first letter");
    }

    @Test
    @DisplayName("[qin §8, D4] Ex 2 after an unknown syllable nothing else is judged")
    void unknownStops() {
        List<Map<String, Object>> found = problems("lesxu");
        assertEquals(List.of("unknownSyllable"), found.stream().map(p -> p.get("code")).toList(), "no missing winner");
    }

    @Test
    @DisplayName("[qin §8] Ex 2 les has no winner; ve has no end rule: each names the syllables there are")
    void missingModules() {
        Map<String, Object> winner = problems("les").get(0);
        assertEquals(Map.of("code", "missingModule", "group", "winner", "options", List.of("ve", "ver", "vuo", "viu", "vel", "vil")),
                without(winner, "message"));
        Map<String, Object> end = problems("ve").get(0);
        assertEquals(Map.of("code", "missingModule", "group", "end", "options", List.of("les", "la", "lo", "le", "lu")),
                without(end, "message"));
        assertNull(suggested("ve"), "a missing module is no mere slip of order");
    }

    @Test
    @DisplayName("[qin §8, §2.7, D5] Ex 2 lesve: wrong order, and the name meant is suggested")
    void wrongOrder() {
        Map<String, Object> p = problems("lesve").get(0);
        assertEquals("wrongOrder", p.get("code"));
        assertEquals(3, p.get("position"));
        assertEquals("ve", p.get("syllable"));
        assertEquals(Map.of("syllable", "les", "position", 0), p.get("after"));
        assertEquals("'ve' (winner) must come before 'les' (end); syllables follow the fixed table order: winner, end"
                + " rules, mai, turn content, miau, turn order, mil, pagodas, muo, villages, mas.", p.get("message"));
        assertEquals("veles", suggested("lesve"));
        Map<String, Object> q = problems("veloles").get(0);
        assertEquals(4, q.get("position"));
        assertEquals(Map.of("syllable", "lo", "position", 2), q.get("after"));
        assertEquals("veleslo", suggested("veloles"));
    }

    @Test
    @DisplayName("[qin §8] Ex 2 two modules of an exclusive group conflict, with where they stand")
    void conflictingModules() {
        Map<String, Object> winner = problems("vevelles").get(0);
        assertEquals(Map.of("code", "conflictingModules", "group", "winner", "syllables", List.of("ve", "vel"),
                "positions", List.of(0, 2)), without(winner, "message"));
        Map<String, Object> order = problems("velesnano").get(0);
        assertEquals("turnOrder", order.get("group"));
        assertEquals(List.of("na", "no"), order.get("syllables"));
        assertNull(suggested("velesnano"));
    }

    @Test
    @DisplayName("[qin §8, D5] Ex 2 velesles names les twice: the positions, and the name meant")
    void duplicateModule() {
        Map<String, Object> p = problems("velesles").get(0);
        assertEquals(Map.of("code", "duplicateModule", "syllable", "les", "positions", List.of(2, 5)), without(p, "message"));
        assertEquals("veles", suggested("velesles"));
    }

    @Test
    @DisplayName("[qin D1] a syntagm needs an end rule, and any number of the five may be combined")
    void endRules() {
        assertEquals("ve les la lo le lu sa na pei ku", syllables(VariantNames.parse("veleslalolelu").syntagm()));
        assertEquals("vuo la lo lu sa na pei ku", syllables(VariantNames.parse("vuolalolu").syntagm()));
        assertEquals(List.of("missingModule"), problems("vesa").stream().map(p -> p.get("code")).toList());
        assertEquals("end", problems("vesa").get(0).get("group"));
    }

    @Test
    @DisplayName("[qin D3] Qin-veles is veles, and a problem's position counts in the name without its Qin- prefix")
    void qinPrefix() {
        assertEquals(VariantNames.parse("veles").syntagm(), VariantNames.parse("Qin-veles").syntagm());
        Map<String, Object> p = problems("Qin-lesve").get(0);
        assertEquals("wrongOrder", p.get("code"));
        assertEquals(3, p.get("position"), "the position in 'lesve'");
        assertEquals(Map.of("syllable", "les", "position", 0), p.get("after"));
        assertEquals(0, problems(" QIN vex").get(0).get("position"));
        assertEquals(Map.of("code", "invalidCharacter", "position", 2, "character", "-"),
                without(problems("qin-ve-les").get(0), "message"), "only one prefix is taken off");
    }

    @Test
    @DisplayName("[qin §8, §2.4] Ex 2 a character outside a–z, and an empty name")
    void characters() {
        Map<String, Object> p = problems("ve les").get(0);
        assertEquals(Map.of("code", "invalidCharacter", "position", 2, "character", " "), without(p, "message"));
        assertEquals("emptyName", problems("  Qin- ").get(0).get("code"));
        assertEquals("emptyName", problems("").get(0).get("code"));
        assertEquals("é", problems("véles").get(0).get("character"));
    }

    @Test
    @DisplayName("[qin §7, D2] a module list reads like a name, in any order, defaults added; problems at list entries")
    void moduleLists() {
        VariantNames.Parsed parsed = VariantNames.fromSyllables(List.of("les", "ve", "ku"));
        assertEquals("veles", parsed.name(), "named by its canonical name");
        assertEquals(Syntagm.of(VariantNames.parse("veles").syntagm().modules()), parsed.syntagm());
        RuleViolation refused = assertThrows(RuleViolation.class, () -> VariantNames.fromSyllables(List.of("ve", "lez", "ve")));
        @SuppressWarnings("unchecked")
        Map<String, Object> p = ((List<Map<String, Object>>) refused.extensions().get("problems")).get(0);
        assertEquals(1, p.get("position"));
        assertEquals(List.of("les", "le"), p.get("suggestions"));
        refused = assertThrows(RuleViolation.class, () -> VariantNames.fromSyllables(List.of("ve", "les", "ve")));
        assertEquals("veles", refused.extensions().get("suggestedName"));
    }

    // ---------------------------------------------------------------- every syntagm

    /** Every valid syntagm [qin §2.6], each exactly once. */
    static void everySyntagm(Consumer<EnumSet<QinModule>> each) {
        List<List<List<QinModule>>> choices = new ArrayList<>();
        for (ModuleGroup group : ModuleGroup.values()) {
            List<QinModule> in = java.util.Arrays.stream(QinModule.values()).filter(m -> m.group() == group).toList();
            List<List<QinModule>> options = new ArrayList<>();
            if (group.exclusive()) {
                in.forEach(m -> options.add(List.of(m)));
            } else {
                for (int mask = group.atLeastOne() ? 1 : 0; mask < 1 << in.size(); mask++) {
                    List<QinModule> subset = new ArrayList<>();
                    for (int i = 0; i < in.size(); i++) {
                        if ((mask & 1 << i) != 0) {
                            subset.add(in.get(i));
                        }
                    }
                    options.add(subset);
                }
            }
            choices.add(options);
        }
        walk(choices, 0, EnumSet.noneOf(QinModule.class), each);
    }

    private static void walk(List<List<List<QinModule>>> choices, int group, EnumSet<QinModule> chosen,
                             Consumer<EnumSet<QinModule>> each) {
        if (group == choices.size()) {
            each.accept(chosen);
            return;
        }
        for (List<QinModule> option : choices.get(group)) {
            chosen.addAll(option);
            walk(choices, group + 1, chosen, each);
            chosen.removeAll(option);
        }
    }

    @Test
    @DisplayName("[qin §2.6] every one of the 1,928,448 syntagms prints to a name that reads back as itself")
    void everySyntagmRoundTrips() {
        long[] n = {0, 0};
        everySyntagm(modules -> {
            Syntagm s = Syntagm.of(modules);
            assertEquals(s, VariantNames.parse(s.canonicalName()).syntagm());
            n[0]++;
            // each default written or left out: 2^k spellings of this syntagm [qin §2.6]
            n[1] += 1L << modules.stream().filter(QinModule::groupDefault).count();
            if (n[0] % 97 == 0) {
                assertEquals(s, VariantNames.parse(s.fullName()).syntagm(), "every default spelt out");
            }
        });
        assertEquals(1_928_448, n[0]);
        assertEquals(VariantNames.count(), n[0], "the count the catalogue reports");
        // parse is a function, so names that read back as their syntagms are distinct: no two share a name
        assertEquals(4_952_064, n[1], "accepted spellings");
    }

    private static Map<String, Object> without(Map<String, Object> problem, String key) {
        Map<String, Object> copy = new java.util.LinkedHashMap<>(problem);
        copy.remove(key);
        return copy;
    }
}
