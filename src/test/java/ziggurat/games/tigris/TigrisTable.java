package ziggurat.games.tigris;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import ziggurat.engine.GameSetup;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Viewer;
import ziggurat.engine.kit.RulesTable;
import ziggurat.engine.kit.Square;
import ziggurat.games.tigris.TigrisMove.*;

/** A game on the table for tests: moves go through decide, events through evolve, as on the platform. */
final class TigrisTable implements RulesTable<TigrisState, TigrisMove, TigrisEvent, TigrisView> {

    static final TigrisRuleset RULES = new TigrisRuleset();

    TigrisState state;
    final List<TigrisEvent> log = new ArrayList<>();

    TigrisTable(TigrisState state) {
        this.state = state;
    }

    /** The position every rules test is given, built as [tigris §10.0] writes it. */
    static TigrisTable given(TigrisPosition position) {
        return new TigrisTable(position.build());
    }

    static TigrisTable started(int seats, List<String> stack) {
        List<String> names = List.of("Andreas", "Barbara", "Dieter", "Karen").subList(0, seats);
        GameSetup setup = new GameSetup(names, Optional.ofNullable(stack), "commitment");
        TigrisTable t = new TigrisTable(RULES.initial());
        t.fold(RULES.start(setup, Rng.of("seed", "setup")));
        return t;
    }

    void fold(List<TigrisEvent> events) {
        for (TigrisEvent e : events) {
            state = RULES.evolve(state, e);
            log.add(e);
        }
    }

    @Override
    public TigrisRuleset rules() {
        return RULES;
    }

    @Override
    public TigrisState state() {
        return state;
    }

    /** Plays a move by the seat the game waits for and returns the events it caused. */
    @Override
    public List<TigrisEvent> play(int seat, TigrisMove move) {
        assertEquals(seat, pendingSeat(), "the game should be waiting for seat " + seat);
        List<TigrisEvent> events = RULES.decide(state, seat, move, Rng.of("seed", "move"));
        fold(events);
        return events;
    }

    PendingDecision pending() {
        List<PendingDecision> p = RULES.pending(state, Viewer.EVERYONE);
        assertEquals(1, p.size());
        return p.get(0);
    }

    PendingDecision pending(Viewer viewer) {
        return RULES.pending(state, viewer).get(0);
    }

    @Override
    public int pendingSeat() {
        return pending().seat();
    }

    int points(int seat, Colour c) {
        return state.points[seat * 4 + c.ordinal()];
    }

    int hand(int seat, Colour c) {
        return state.handOf(seat, c);
    }

    // ---- shorthand for moves, as [tigris §10.0] writes them ---

    static Square sq(int r, int c) {
        return new Square(r, c);
    }

    static PlaceTile placeTile(Colour c, int r, int col) {
        return new PlaceTile(c, sq(r, col));
    }

    static PlaceLeader placeLeader(Colour c, int r, int col) {
        return new PlaceLeader(c, sq(r, col));
    }

    static PlaceCatastrophe placeCatastrophe(int r, int c) {
        return new PlaceCatastrophe(sq(r, c));
    }

    static CommitSupport commit(int n) {
        return new CommitSupport(n);
    }

    static Pass pass() {
        return new Pass();
    }

    static TakeTreasure takeTreasure(int r, int c) {
        return new TakeTreasure(sq(r, c));
    }

    static BuildMonument buildMonument(Monument m, int r, int c) {
        return new BuildMonument(m, sq(r, c));
    }

    static ChooseWar chooseWar(Colour c) {
        return new ChooseWar(c);
    }

    static SwapTiles swap(Colour... tiles) {
        return new SwapTiles(List.of(tiles));
    }

    static <T> List<T> ofType(List<TigrisEvent> events, Class<T> type) {
        List<T> out = new ArrayList<>();
        for (TigrisEvent e : events) {
            if (type.isInstance(e)) {
                out.add(type.cast(e));
            }
        }
        return out;
    }
}
