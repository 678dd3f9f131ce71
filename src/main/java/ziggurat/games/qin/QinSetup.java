package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.kit.Supply;
import ziggurat.games.qin.QinEvent.*;
import ziggurat.games.qin.variant.VariantNames;

/** [qin §3.7] setup: the syntagm, the board, the seats and colours, the pile, the deal and the first turn. */
final class QinSetup {

    private QinSetup() {
    }

    /** The default syntagm when the creator names none: the recommended modules [qin §1.3]. */
    static final String DEFAULT_VARIANT = "veles";

    static final Supply<TileType> TILES = new Supply<>(TileType.class, TileType.WIRE,
            new int[] {12, 12, 12, 12, 12, 12}, "tiles", "box");

    static List<QinEvent> start(GameSetup setup, Rng rng) {
        QinOptions options = setup.options(QinOptions.DEFAULT);
        VariantNames.Parsed parsed = variant(options);
        QinRules.resolve(parsed.syntagm());
        Board board = board(options.board());
        int n = setup.seats();
        if (n != 2 && n != 3 && n != 4 && n != 6) {
            throw RuleViolation.invalidSetup("unsupportedPlayerCount", "Qin is played by 2, 3, 4 or 6 players, not "
                    + n + "; the rules give no colours for five.");
        }
        List<TileColour> colours = colours(options.colours(), n);
        Optional<List<String>> stack = setup.stackOfNames();
        List<TileType> pile = stack.isPresent() ? TILES.stacked(stack.get(), 0) : TILES.shuffled(rng);

        QinRules rules = QinRules.resolve(parsed.syntagm());
        List<QinEvent> events = new ArrayList<>();
        events.add(new GameStarted(parsed.name(), parsed.syntagm().canonicalName(), parsed.syntagm().modules(), board,
                colours, setup.stacked(), setup.creatorSeeded()));
        events.add(new PileFormed(List.copyOf(pile), pile.size()));
        int dealt = 0;
        for (int round = 0; round < 3; round++) {
            for (int seat = 0; seat < n && dealt < pile.size(); seat++) {
                events.add(new TilesDrawn(seat, List.of(pile.get(dealt)), 1, DrawReason.DEAL));
                dealt++;
            }
        }
        QinState state = new QinState();
        for (QinEvent e : events) {
            state = state.apply(e);
        }
        Play.Turn t = new Play.Turn(state);
        for (Extra extra : rules.extras()) {
            extra.setUp(t);
        }
        rules.order().next(t);
        events.addAll(t.events());
        return events;
    }

    static VariantNames.Parsed variant(QinOptions options) {
        if (options.variant() != null && options.modules() != null) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("code", "variantAndModules");
            problem.put("message", "Give either 'variant' or 'modules', not both.");
            Map<String, Object> ext = new LinkedHashMap<>();
            ext.put("problems", List.of(problem));
            throw RuleViolation.invalidSetup(VariantNames.CODE, "Give either 'variant' or 'modules', not both.", ext,
                    VariantNames.PROBLEM_TYPE);
        }
        if (options.modules() != null) {
            return VariantNames.fromSyllables(options.modules());
        }
        return VariantNames.parse(options.variant() == null ? DEFAULT_VARIANT : options.variant());
    }

    static Board board(Object supplied) {
        if (supplied == null || "bird".equals(supplied)) {
            return Board.BIRD;
        }
        if ("lion".equals(supplied)) {
            throw RuleViolation.invalidSetup("boardUnavailable", "No transcription of the Lion side exists, so it"
                    + " cannot be played; supply its layout as a custom board (options.board as a board object).");
        }
        if (supplied instanceof String s && !s.contains("\n")) {
            throw RuleViolation.invalidSetup("boardUnavailable", "There is no built-in board called '" + s
                    + "'; the built-in board is 'bird', or supply a board object or the text format.");
        }
        if (!(supplied instanceof String) && !(supplied instanceof Map<?, ?>)) {
            throw RuleViolation.invalidSetup("invalidBoard", "'board' is \"bird\", a board object or a board in the"
                    + " text format.");
        }
        List<Map<String, Object>> problems = new ArrayList<>();
        Board board = Board.read(supplied, problems);
        if (board == null) {
            Map<String, Object> ext = new LinkedHashMap<>();
            ext.put("problems", List.copyOf(problems));
            throw RuleViolation.invalidSetup("invalidBoard", "The board is not valid: " + problems.get(0).get("message")
                    + (problems.size() > 1 ? " (" + (problems.size() - 1) + " more listed)" : ""), ext, null);
        }
        return board;
    }

    /** [qin §3.6] the colours by seat: the defaults, or the given ones if they keep the constraint. */
    static List<TileColour> colours(List<TileColour> given, int n) {
        TileColour r = TileColour.RED;
        TileColour y = TileColour.YELLOW;
        TileColour b = TileColour.BLUE;
        if (given == null) {
            return switch (n) {
                case 2 -> List.of(r, y);
                case 3 -> List.of(r, y, b);
                case 4 -> List.of(r, y, r, y);
                default -> List.of(r, y, b, r, y, b);
            };
        }
        if (given.size() != n || given.contains(null)) {
            throw RuleViolation.invalidSetup("invalidColourAssignment", "'colours' names one colour per seat: " + n
                    + " colours.");
        }
        Map<TileColour, Integer> count = new EnumMap<>(TileColour.class);
        given.forEach(c -> count.merge(c, 1, Integer::sum));
        boolean ok = switch (n) {
            case 2, 3 -> count.size() == n;
            case 4 -> count.size() == 2 && count.values().stream().allMatch(k -> k == 2);
            default -> count.size() == 3 && count.values().stream().allMatch(k -> k == 2);
        };
        if (!ok) {
            throw RuleViolation.invalidSetup("invalidColourAssignment", switch (n) {
                case 2, 3 -> "With " + n + " players each player has a colour of their own: the colours must differ.";
                case 4 -> "With 4 players two colours are used, each by exactly two seats.";
                default -> "With 6 players each colour is used by exactly two seats.";
            });
        }
        return List.copyOf(given);
    }

    /** [qin §3.1] what the creator should know: an unverified board; Seven villages on a board with fewer. */
    static List<SetupWarning> warnings(GameSetup setup) {
        QinOptions options = setup.options(QinOptions.DEFAULT);
        Board board = board(options.board());
        List<SetupWarning> out = new ArrayList<>();
        if (!board.verified()) {
            out.add(new SetupWarning("unverifiedBoard", "The board '" + board.name() + "' has not been checked"
                    + " against a physical board (source: " + (board.source().isEmpty() ? "none given" : board.source())
                    + ")."));
        }
        if (variant(options).syntagm().has(QinModule.SEVEN_VILLAGES) && board.villages().size() < 7) {
            out.add(new SetupWarning("fewVillages", "The board has only " + board.villages().size()
                    + " villages, so the Seven villages conquered end rule (lu) can never fire."));
        }
        return out;
    }
}
