package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesTable;

/** A game in progress for tests: the state, the log, and moves played as the platform would play them. */
final class ContestTable implements RulesTable<ContestState, ContestMove, ContestEvent, ContestView> {

    static final ContestRuleset RULES = new ContestRuleset();

    ContestState state;
    final List<ContestEvent> log = new ArrayList<>();
    List<ContestEvent> last = List.of();

    ContestTable(ContestState state) {
        this.state = state;
    }

    /** The position every rules test is given, in the rulebook's notation [contest §12]. */
    static ContestTable given(Scenario scenario) {
        return new ContestTable(scenario.build());
    }

    static ContestTable started(int seats, String seed) {
        return started(seats, seed, ContestOptions.DEFAULT, Optional.empty());
    }

    static ContestTable started(int seats, String seed, ContestOptions options, Optional<List<String>> stack) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            names.add("p" + i);
        }
        List<ContestEvent> events = RULES.start(new GameSetup(names, options, stack, "c0ffee"), Rng.of(seed, "setup"));
        ContestTable t = new ContestTable(RULES.initial());
        t.fold(events);
        return t;
    }

    @Override
    public ContestRuleset rules() {
        return RULES;
    }

    @Override
    public ContestState state() {
        return state;
    }

    @Override
    public List<ContestEvent> play(int seat, ContestMove move) {
        List<ContestEvent> events = RULES.decide(state, seat, move, Rng.of("unused", "move"));
        fold(events);
        last = events;
        return events;
    }

    void fold(List<ContestEvent> events) {
        for (ContestEvent e : events) {
            state = RULES.evolve(state, e);
            log.add(e);
        }
    }

    @Override
    public int pendingSeat() {
        return RULES.pending(state, Viewer.EVERYONE).get(0).seat();
    }

    String pendingKind() {
        return RULES.pending(state, Viewer.EVERYONE).get(0).kind();
    }

    @SuppressWarnings("unchecked")
    <E extends ContestEvent> List<E> lastOf(Class<E> type) {
        List<E> found = new ArrayList<>();
        for (ContestEvent e : last) {
            if (type.isInstance(e)) {
                found.add((E) e);
            }
        }
        return found;
    }

    <E extends ContestEvent> E lastOne(Class<E> type) {
        List<E> found = lastOf(type);
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + " in " + last);
        }
        return found.get(0);
    }

    /** A column in the rulebook's notation, for comparing with the examples. */
    String column(int col) {
        StringBuilder b = new StringBuilder(state.headIsTreasure(col) ? "T" : "R");
        b.append(leaderNote(ContestState.cellCode(col, 0))).append(" |");
        for (int row = 1; row <= state.size(col); row++) {
            b.append(row == 1 ? " " : ", ");
            Ship ship = state.shipAt(col, row);
            b.append(ship != null ? "S(" + ship + ")" : String.valueOf(state.cardColour(col, row).letter()));
            b.append(leaderNote(ContestState.cellCode(col, row)));
        }
        return b.toString();
    }

    private String leaderNote(int code) {
        int i = state.occupant(code);
        if (i < 0) {
            return "";
        }
        String dynasty = Dynasty.ofSeat(i / 4).toString();
        return "[" + Character.toUpperCase(dynasty.charAt(0)) + dynasty.substring(1) + " " + Colour.of(i % 4).leaderName() + "]";
    }

    /** Hand as sorted letters k g r b. */
    String hand(int seat) {
        StringBuilder b = new StringBuilder();
        for (Colour c : Colour.values()) {
            for (int i = 0; i < state.hand(seat, c); i++) {
                b.append(b.length() == 0 ? "" : " ").append(c.letter());
            }
        }
        return b.toString();
    }

    /** Kingdoms as the view lists them. */
    List<List<Integer>> kingdoms() {
        return sees(Viewer.EVERYONE).display().kingdoms();
    }
}
