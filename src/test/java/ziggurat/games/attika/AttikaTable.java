package ziggurat.games.attika;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Rng;
import ziggurat.engine.kit.RulesTable;

/**
 * A game in progress for tests: the state, the log, moves played as the platform plays them, and fixture helpers
 * that set a position up directly (placing buildings, setting hands), as [attika §9] allows.
 */
final class AttikaTable implements RulesTable<AttikaState, AttikaMove, AttikaEvent, AttikaView> {

    static final AttikaRuleset RULES = new AttikaRuleset();

    /** The map pile of the two-player test map [attika §9.0]. */
    static final List<String> TEST_MAP = List.of("T01", "T09", "T05", "T12", "T07", "T02", "T03", "T04", "T06", "T08",
            "T10", "T11", "T13", "T14", "T15", "T16", "T17", "T18", "T19", "T20", "T21", "T22");

    AttikaState state;
    final List<AttikaEvent> log = new ArrayList<>();
    List<AttikaEvent> last = List.of();
    int moveNumber;

    AttikaTable(AttikaState state) {
        this.state = state;
    }

    /**
     * The position every rules test is given [attika §9.0]: Red (seat 0) starts; the test map; cards and buildings
     * from the seed. The fixture methods below then set the position up as the example reads.
     */
    static AttikaTable given() {
        return started(List.of("Red", "Yellow"), new AttikaOptions("provisional", null, 0),
                Map.of("mapTiles", TEST_MAP), "fixture");
    }

    static AttikaTable started(List<String> names, AttikaOptions options, Map<String, Object> stack, String seed) {
        GameSetup setup = new GameSetup(names, options, Optional.ofNullable(stack), "c0ffee");
        List<AttikaEvent> events = RULES.start(setup, Rng.of(seed, "setup"));
        AttikaTable t = new AttikaTable(RULES.initial());
        t.fold(events);
        return t;
    }

    @Override
    public AttikaRuleset rules() {
        return RULES;
    }

    @Override
    public AttikaState state() {
        return state;
    }

    @Override
    public int pendingSeat() {
        return state.turnSeat();
    }

    @Override
    public List<AttikaEvent> play(int seat, AttikaMove move) {
        List<AttikaEvent> events = RULES.decide(state, seat, move, Rng.of("table", "move-" + moveNumber++));
        fold(events);
        last = events;
        return events;
    }

    void fold(List<AttikaEvent> events) {
        for (AttikaEvent e : events) {
            state = RULES.evolve(state, e);
            log.add(e);
        }
    }

    @SuppressWarnings("unchecked")
    <E extends AttikaEvent> List<E> lastOf(Class<E> type) {
        List<E> out = new ArrayList<>();
        for (AttikaEvent e : last) {
            if (type.isInstance(e)) {
                out.add((E) e);
            }
        }
        return out;
    }

    <E extends AttikaEvent> E lastOne(Class<E> type) {
        List<E> found = lastOf(type);
        if (found.size() != 1) {
            throw new AssertionError("expected one " + type.getSimpleName() + " in " + last);
        }
        return found.get(0);
    }

    List<LegalMove<AttikaMove>> legal() {
        return RULES.legalMovesWithDetails(state, state.turnSeat());
    }

    // ---- fixtures ----------------------------------------------------------------------------------------------

    /** Takes the building out of wherever it is for the seat (stacks, board) and puts it on the map. */
    AttikaTable put(int seat, String building, int q, int r) {
        remove(seat, building);
        AttikaState.Seat p = state.seats.get(seat);
        occupy(new Hex(q, r), new AttikaState.Occupant(seat, building));
        p.built++;
        return this;
    }

    /** Takes whatever building stands on the map hex off the map (it goes nowhere). */
    AttikaTable clear(int q, int r) {
        return occupy(new Hex(q, r), null);
    }

    private AttikaTable occupy(Hex at, AttikaState.Occupant occupant) {
        state.occupants = state.occupants.clone();
        state.occupants[state.map.number(at)] = occupant;
        // the memos derived from the occupants no longer hold
        state.settlements = null;
        state.builtNumbers = null;
        state.offers = null;
        return this;
    }

    /** Takes the buildings out of the stacks and lays them on the board. */
    AttikaTable toBoard(int seat, String... buildings) {
        for (String b : buildings) {
            remove(seat, b);
            state.seats.get(seat).board.add(b);
        }
        return this;
    }

    AttikaTable clearBoard(int seat) {
        AttikaState.Seat p = state.seats.get(seat);
        // back on top of stack C, so it stays in the game
        List<String> c = new ArrayList<>(p.board);
        c.addAll(p.stacks.get(StackName.C.ordinal()));
        p.stacks.set(StackName.C.ordinal(), List.copyOf(c));
        p.board = new ArrayList<>();
        return this;
    }

    /** Sets a stack exactly; buildings listed are taken from wherever they were. */
    AttikaTable stack(int seat, StackName name, String... buildings) {
        for (String b : buildings) {
            remove(seat, b);
        }
        state.seats.get(seat).stacks.set(name.ordinal(), List.of(buildings));
        return this;
    }

    AttikaTable hand(int seat, int water, int forest, int hill, int mountain) {
        state.seats.get(seat).hand = new int[] {water, forest, hill, mountain};
        return this;
    }

    AttikaTable amphorae(int seat, int n) {
        int before = state.seats.get(seat).amphorae;
        state.seats.get(seat).amphorae = n;
        state.amphoraSupply -= n - before;
        return this;
    }

    private void remove(int seat, String building) {
        AttikaState.Seat p = state.seats.get(seat);
        for (int i = 0; i < 4; i++) {
            if (p.stacks.get(i).contains(building)) {
                List<String> l = new ArrayList<>(p.stacks.get(i));
                l.remove(building);
                p.stacks.set(i, List.copyOf(l));
            }
        }
        p.board.remove(building);
    }

    Pricing.Quote quote(int seat, String building, int q, int r) {
        return Pricing.quote(state, seat, state.set.building(building), new Hex(q, r), Settlements.count(state, seat));
    }

    static Payment pay(int water, int forest, int hill, int mountain) {
        return new Payment(water, forest, hill, mountain);
    }

    static Map<String, Object> stackOf(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
