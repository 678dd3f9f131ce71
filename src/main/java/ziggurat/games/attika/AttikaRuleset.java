package ziggurat.games.attika;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.RandomAccess;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Moves;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Upcasters;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;
import ziggurat.games.attika.AttikaMove.*;

/** Attika, for 2–4 players (rules: {@code attika.md}), data-driven by a component set [attika §1]. */
public final class AttikaRuleset implements Ruleset<AttikaState, AttikaMove, AttikaEvent> {

    public static final String ID = "attika";

    static final String DESCRIPTION = "Attika (Marcel-André Casasola Merkle, 2003) for 2-4 players. The building "
            + "costs, most free-build arrows, the map tiles and the start layouts are data (a component set). The "
            + "default set 'provisional' is PROVISIONAL: its stand-in values were invented by the Ziggurat project "
            + "because the published data was not available, and they are not the components of the published game.";

    /**
     * Every move of [attika §8.2], declared once: its wire name, its record, the decision it answers and what it does;
     * then how each decision's legal moves are listed ({@link LegalMoves}). The order of the moves is the order the
     * ruleset publishes their names in, and the order of the legal moves [attika §8.4].
     */
    static final Moves<AttikaMove, String, AttikaState, Resolution, LegalMoves.Listing> MOVES =
            Moves.<AttikaMove, String, AttikaState, Resolution, LegalMoves.Listing>of(AttikaMove.class)
                    .move("drawBuilding", DrawBuilding.class, AttikaView.ACTION,
                            (r, seat, m) -> Turn.drawBuilding(r, seat, m.stack()))
                    .move("buildDrawn", BuildDrawn.class, AttikaView.RESOLVE_DRAWN_BUILDING, Construction::buildDrawn)
                    .move("storeDrawn", StoreDrawn.class, AttikaView.RESOLVE_DRAWN_BUILDING,
                            (r, seat, m) -> Turn.storeDrawn(r, seat))
                    .move("build", Build.class, AttikaView.ACTION, Construction::build)
                    .move("placeMapTile", PlaceMapTile.class, AttikaView.PLACE_MAP_TILE, MapGrowth::place)
                    .move("useAmphora", UseAmphora.class, AttikaView.ACTION, (r, seat, m) -> Turn.useAmphora(r, seat))
                    .move("endTurn", EndTurn.class, AttikaView.ACTION, (r, seat, m) -> Turn.endTurn(r, seat, false))
                    .listing(AttikaView.ACTION, LegalMoves::actions)
                    .listing(AttikaView.RESOLVE_DRAWN_BUILDING, LegalMoves::drawnResolutions)
                    .listing(AttikaView.PLACE_MAP_TILE, LegalMoves::mapTilePlacements)
                    .build();

    public AttikaRuleset() {
    }

    @Override
    public RulesetInfo info() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("componentSet", "The id of a shipped component set (\"provisional\", the default; stand-in data) "
                + "or a full component-set object, validated at creation.");
        options.put("layout", "The start layout: 2, 3 or 4 (default: the number of seats).");
        options.put("startSeat", "The seat that starts (default: drawn from the seed).");
        return new RulesetInfo(ID, "Attika", 2, 4, options, List.copyOf(AttikaMove.NAMES.byName().keySet()));
    }

    @Override
    public WireNames<AttikaMove> moveNames() {
        return AttikaMove.NAMES;
    }

    @Override
    public WireNames<AttikaEvent> eventNames() {
        return AttikaEvent.NAMES;
    }

    @Override
    public List<AttikaEvent> start(GameSetup setup, Rng rng) {
        return AttikaSetup.start(setup, rng);
    }

    @Override
    public AttikaOptions defaultOptions() {
        return AttikaOptions.DEFAULT;
    }

    /** [attika §1.4] a game on a provisional set says so in every view. */
    @Override
    public List<SetupWarning> warnings(GameSetup setup) {
        ComponentSets.Loaded l = AttikaSetup.componentSet(setup.options(AttikaOptions.DEFAULT).componentSet());
        List<SetupWarning> out = new ArrayList<>();
        if (l.set().provisional()) {
            out.add(new SetupWarning("provisionalComponentSet", l.set().notice()));
        }
        if (ComponentSets.CALLER.equals(l.source())) {
            out.add(new SetupWarning("callerComponentSet",
                    "The component set was supplied by the game's creator; the service does not vouch for it."));
        }
        return out;
    }

    /** The stack's shape [attika D33]: {@code mapTiles}, {@code cards} and per-seat {@code buildings}. */
    @Override
    public Optional<Class<?>> stackShape() {
        return Optional.of(StackShape.class);
    }

    /** The JSON shape of {@code stack} [attika §8.5]. */
    public record StackShape(List<String> mapTiles, List<Resource> cards, List<Map<StackName, List<String>>> buildings) {
    }

    @Override
    public AttikaState initial() {
        return new AttikaState();
    }

    @Override
    public AttikaState evolve(AttikaState state, AttikaEvent event) {
        return state.apply(event);
    }

    @Override
    public List<AttikaEvent> decide(AttikaState state, int seat, AttikaMove move, Rng rng) {
        // The platform answers these two first (409); the checks keep the engine safe on its own.
        if (state.over()) {
            throw RuleViolation.illegal("GAME_OVER", "The game is over.");
        }
        if (state.turnSeat() != seat) {
            throw RuleViolation.illegal("NOT_YOUR_DECISION", "The game is waiting for seat " + state.turnSeat()
                    + ", not you.");
        }
        // [attika §8.3] the codes in table order
        String answers = MOVES.decisionOf(move);
        boolean resolving = AttikaView.RESOLVE_DRAWN_BUILDING.equals(answers);
        boolean placing = AttikaView.PLACE_MAP_TILE.equals(answers);
        if (state.drawn() != null && !resolving) {
            throw RuleViolation.illegal("RESOLVE_DRAWN_FIRST",
                    "Build or store the building you drew (" + state.drawn() + ") first.");
        }
        if (state.mapTile() != null && !placing) {
            throw RuleViolation.illegal("PLACE_MAP_TILE_FIRST", "Place the map tile " + state.mapTile() + " first.");
        }
        if (resolving && state.drawn() == null) {
            throw RuleViolation.illegal("NOTHING_DRAWN", "No drawn building is waiting.");
        }
        if (placing && state.mapTile() == null) {
            throw RuleViolation.illegal("NO_MAP_TILE", "No map tile is waiting to be placed.");
        }
        Resolution r = new Resolution(state, rng);
        MOVES.handle(r, seat, move);
        return List.copyOf(r.events());
    }

    @Override
    public List<PendingDecision> pending(AttikaState state, Viewer viewer) {
        String kind = AttikaView.pendingKind(state);
        if (kind == null || state.turnSeat() < 0) {
            return List.of();
        }
        return List.of(new PendingDecision(state.turnSeat(), kind, null));
    }

    @Override
    public List<AttikaMove> legalMoves(AttikaState state, int seat) {
        // a view, not a copy: the listing makes a build's move only when it is read (see LegalMoves.Listing)
        return new MovesOnly(LegalMoves.of(state, seat));
    }

    /** The moves of a legal-move listing without their details, read through. Unmodifiable. */
    private static final class MovesOnly extends AbstractList<AttikaMove> implements RandomAccess {

        private final LegalMoves.Listing legal;

        MovesOnly(LegalMoves.Listing legal) {
            this.legal = legal;
        }

        @Override
        public AttikaMove get(int index) {
            return legal.move(index);
        }

        @Override
        public int size() {
            return legal.size();
        }
    }

    @Override
    public List<LegalMove<AttikaMove>> legalMovesWithDetails(AttikaState state, int seat) {
        return LegalMoves.of(state, seat);
    }

    @Override
    public AttikaView view(AttikaState state, Viewer viewer) {
        return AttikaView.of(state, viewer);
    }

    @Override
    public Optional<AttikaEvent> redact(AttikaEvent event, Viewer viewer) {
        return Optional.of(Redaction.redact(event, viewer));
    }

    /**
     * {@code GameStarted} version 2 says whether the creator chose the seed ({@code creatorSeeded}), as every
     * ruleset's {@code GameStarted} does; version 1 reads it from the game's creation, which recorded it.
     */
    @Override
    public Upcasters upcasters() {
        return Upcasters.of(new Upcasters.Step("GameStarted", 1, Upcasters.creatorSeededAdded("creatorSeeded")));
    }

    /** Snapshots for the platform: the whole table as an {@link AttikaSnapshot}. */
    @Override
    public Optional<StateCodec<AttikaState, ?>> stateCodec() {
        return Optional.of(AttikaCodec.INSTANCE);
    }

    @Override
    public int seats(AttikaState state) {
        return state.seatCount();
    }

    /**
     * End the turn, or keep a drawn building on the board rather than build it; where the rules leave no such
     * choice (a map tile to place), the first move the legal moves list.
     */
    @Override
    public AttikaMove defaultMove(AttikaState state, int seat) {
        List<AttikaMove> legal = legalMoves(state, seat);
        for (AttikaMove m : legal) {
            if (m instanceof AttikaMove.EndTurn || m instanceof AttikaMove.StoreDrawn) {
                return m;
            }
        }
        return legal.get(0);
    }

    /**
     * [attika D35] A seat leaving the table lays its hand face up on the discard pile and returns its amphorae:
     * otherwise its turns, each ended at once, would draw three cards each and keep them, until no seat still playing
     * could pay for a building and the game, which only a building can end, could never end.
     */
    @Override
    public List<AttikaEvent> leaves(AttikaState state, int seat) {
        return List.of(new AttikaEvent.SeatWithdrawn(seat, Payment.of(state.hand(seat)), state.amphorae(seat)));
    }

    /** [attika §6.5] the winner first, every other player second; the buildings on the map as information. */
    @Override
    public Outcome outcome(AttikaState state) {
        if (!state.over()) {
            return Outcome.RUNNING;
        }
        int winner = state.result().winner();
        List<Outcome.Placing> ranking = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            ranking.add(new Outcome.Placing(seat, seat == winner ? 1 : 2, state.built(seat)));
        }
        return new Outcome.Finished(state.result().reason().toString(), List.of(winner), ranking);
    }

    /**
     * [attika §1.4] the shipped component sets, each with its SHA-256, and the ruleset's description saying the
     * default is provisional.
     */
    @Override
    public Map<String, Object> optionShapes() {
        return Map.of("componentSet", SetValidation.optionSchema(new java.util.TreeSet<>(ComponentSets.ALL.keySet())));
    }

    @Override
    public Map<String, Object> catalogue() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("description", DESCRIPTION);
        m.put("componentSets", ComponentSets.all().stream().map(ComponentSets::summary).toList());
        return m;
    }

    /** The same, with each set's full data. */
    @Override
    public Map<String, Object> catalogueDetail() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("description", DESCRIPTION);
        m.put("componentSets", ComponentSets.all().stream().map(ComponentSets::detail).toList());
        return m;
    }
}
