package ziggurat.games.qin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Outcome;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RandomGames;
import ziggurat.games.qin.variant.VariantNames;
import ziggurat.play.GameJson;

/**
 * Complete random games of at least 500 distinct valid variants, sampled across every module this service
 * plays, with 2, 3, 4 and 6 seats: after every move all 72 tiles and every pagoda are accounted for, every game ends,
 * and its log folds again into the same table. The sample is drawn from the modules {@link QinRules#implemented}
 * names, so it widens by itself as modules are added; seeded, so every run plays the same games. The random player
 * picks a kind of move first: the extras list trade offers by the dozen, and a uniform pick among them would almost
 * never end a 6-seat turn (a game of {@code mil} then runs thousands of moves of table talk).
 */
class QinPlayoutTest {

    static final QinRuleset RULES = new QinRuleset();
    static final int VARIANTS = 500;
    static final int[] SEATS = {2, 3, 4, 6};
    /** Far above any game seen (a 2-seat game is a few hundred moves): a game still running here does not end. */
    static final int MOVE_CAP = 5_000;

    @Test
    @DisplayName("500 distinct variants over every implemented module, at 2, 3, 4 and 6 seats, play to their end with"
            + " every tile and pagoda accounted for, and replay to the same table")
    void randomGamesOf500VariantsEndAndReplay() {
        List<String> variants = sample(new SplittableRandom(13), VARIANTS);
        assertEquals(VARIANTS, variants.size());

        Set<QinModule> played = EnumSet.noneOf(QinModule.class);
        Map<Integer, Integer> gamesBySeats = new TreeMap<>();
        Map<String, Integer> endReasons = new TreeMap<>();
        long moves = 0;
        for (int i = 0; i < variants.size(); i++) {
            String variant = variants.get(i);
            int seats = SEATS[i % SEATS.length];
            String where = variant + " with " + seats + " seats (game " + i + ")";
            GameSetup setup = QinSnapshotRoundTripTest.setup(variant, seats);
            RandomGames.Game<QinState, QinEvent> game = RandomGames.play(RULES, setup, 1000 + i, MOVE_CAP,
                    QinConformanceTest.invariantsKept(), RandomGames.Chooser.byKind());
            assertTrue(game.finished(), where + " ends within " + MOVE_CAP + " moves");
            assertTrue(RULES.outcome(game.state()) instanceof Outcome.Finished, where);
            assertReplaysToTheSameTable(game, where);
            played.addAll(game.state().started.modules());
            gamesBySeats.merge(seats, 1, Integer::sum);
            game.state().result().endReasons().forEach(r -> endReasons.merge(r, 1, Integer::sum));
            moves += game.moves();
        }

        Set<QinModule> implemented = EnumSet.noneOf(QinModule.class);
        for (QinModule m : QinModule.values()) {
            if (QinRules.implemented(m)) {
                implemented.add(m);
            }
        }
        assertEquals(implemented, played, "every implemented module is played");
        assertEquals(Map.of(2, 125, 3, 125, 4, 125, 6, 125), gamesBySeats);
        System.out.println("QinPlayoutTest: " + variants.size() + " games, " + moves + " moves; ends " + endReasons);
    }

    /** The log folded afresh gives the same table, as every viewer sees it, and the same outcome. */
    private static void assertReplaysToTheSameTable(RandomGames.Game<QinState, QinEvent> game, String where) {
        QinState again = RULES.initial();
        for (QinEvent e : game.log()) {
            again = RULES.evolve(again, e);
        }
        for (Viewer viewer : List.of(Viewer.EVERYONE, Viewer.SPECTATOR, Viewer.seat(0))) {
            assertEquals(GameJson.canonical(RULES.view(game.state(), viewer)),
                    GameJson.canonical(RULES.view(again, viewer)), where + ", replayed, view of " + viewer);
        }
        assertEquals(RULES.outcome(game.state()), RULES.outcome(again), where + ", replayed");
    }

    /**
     * {@code n} distinct valid variants whose modules are all implemented, drawn group by group: one module of each
     * exclusive group, a non-empty set of end rules, any set of extras. Each is given by its canonical name, read back
     * through the naming grammar as a creator would write it.
     */
    static List<String> sample(SplittableRandom random, int n) {
        Map<ModuleGroup, List<QinModule>> playable = new LinkedHashMap<>();
        for (ModuleGroup g : ModuleGroup.values()) {
            playable.put(g, new ArrayList<>());
        }
        for (QinModule m : QinModule.values()) {
            if (QinRules.implemented(m)) {
                playable.get(m.group()).add(m);
            }
        }
        Set<String> names = new java.util.LinkedHashSet<>();
        for (int tries = 0; names.size() < n; tries++) {
            assertTrue(tries < 100 * n, "not " + n + " distinct variants among the implemented modules");
            List<String> syllables = new ArrayList<>();
            for (Map.Entry<ModuleGroup, List<QinModule>> e : playable.entrySet()) {
                List<QinModule> options = e.getValue();
                if (e.getKey().exclusive()) {
                    syllables.add(options.get(random.nextInt(options.size())).syllable());
                    continue;
                }
                List<String> chosen = new ArrayList<>();
                do {
                    chosen.clear();
                    for (QinModule m : options) {
                        if (random.nextBoolean()) {
                            chosen.add(m.syllable());
                        }
                    }
                } while (e.getKey().atLeastOne() && chosen.isEmpty());
                syllables.addAll(chosen);
            }
            Syntagm syntagm = VariantNames.fromSyllables(syllables).syntagm();
            names.add(syntagm.canonicalName());
        }
        List<String> out = new ArrayList<>(names);
        // each name as a creator gives it: read by the grammar, to the same modules
        for (String name : out) {
            assertTrue(QinRules.notPlayed(VariantNames.parse(name).syntagm()).isEmpty(), name);
        }
        return out;
    }
}
