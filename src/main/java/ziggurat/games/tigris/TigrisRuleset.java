package ziggurat.games.tigris;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Moves;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Upcasters;
import ziggurat.engine.ViewRevision;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;
import ziggurat.engine.kit.Square;
import ziggurat.engine.kit.Supply;
import ziggurat.games.tigris.TigrisEvent.*;
import ziggurat.games.tigris.TigrisMove.*;
import ziggurat.games.tigris.Waiting.Kind;

/** Tigris &amp; Euphrates, by the rules of {@code docs/rules/tigris-euphrates.md}. */
public final class TigrisRuleset implements Ruleset<TigrisState, TigrisMove, TigrisEvent> {

    /** Tiles of each colour in the bag at setup: the 57 red minus the 10 starting temples. */
    static final Supply<Colour> BAG = new Supply<>(Colour.class, Colour.WIRE, new int[] {30, 47, 36, 30},
            "tiles", "bag");

    /**
     * Every move of [tigris §8.2], declared once: its wire name, its record, the decision it answers and what it does
     * ({@link Actions}); then how each decision's legal moves are listed ({@link LegalMoves}). The order of the moves
     * is the order the ruleset publishes their names in.
     */
    static final Moves<TigrisMove, Kind, TigrisState, Actions.Deciding, List<TigrisMove>> MOVES =
            Moves.<TigrisMove, Kind, TigrisState, Actions.Deciding, List<TigrisMove>>of(TigrisMove.class)
                    .move("placeLeader", PlaceLeader.class, Kind.ACTION,
                            (d, seat, m) -> Actions.placeLeader(d.play(), seat, m.leader(), m.at()))
                    .move("withdrawLeader", WithdrawLeader.class, Kind.ACTION,
                            (d, seat, m) -> Actions.withdrawLeader(d.play(), seat, m.leader()))
                    .move("placeTile", PlaceTile.class, Kind.ACTION,
                            (d, seat, m) -> Actions.placeTile(d.play(), seat, m.color(), m.at()))
                    .move("placeCatastrophe", PlaceCatastrophe.class, Kind.ACTION,
                            (d, seat, m) -> Actions.placeCatastrophe(d.play(), seat, m.at()))
                    .move("swapTiles", SwapTiles.class, Kind.ACTION,
                            (d, seat, m) -> Actions.swapTiles(d.play(), seat, m.tiles()))
                    .move("pass", Pass.class, Kind.ACTION,
                            (d, seat, m) -> d.play().emit(new ActionPassed(seat)))
                    .move("commitSupport", CommitSupport.class, Kind.COMMIT_SUPPORT,
                            (d, seat, m) -> Actions.commitSupport(d.play(), seat, m.count()))
                    .move("chooseWar", ChooseWar.class, Kind.CHOOSE_WAR,
                            (d, seat, m) -> Actions.chooseWar(d.play(), d.waiting(), seat, m.color()))
                    .move("buildMonument", BuildMonument.class, Kind.MONUMENT,
                            (d, seat, m) -> Actions.buildMonument(d.play(), d.waiting(), seat, m.monument(), m.square()))
                    .move("declineMonument", DeclineMonument.class, Kind.MONUMENT,
                            (d, seat, m) -> d.play().emit(new MonumentDeclined(seat, d.waiting().squares())))
                    .move("takeTreasure", TakeTreasure.class, Kind.TAKE_TREASURE,
                            (d, seat, m) -> Actions.takeTreasure(d.play(), d.waiting(), seat, m.at()))
                    .listing(Kind.ACTION, LegalMoves::actions)
                    .listing(Kind.COMMIT_SUPPORT, LegalMoves::supportCommitments)
                    .listing(Kind.CHOOSE_WAR, LegalMoves::wars)
                    .listing(Kind.MONUMENT, LegalMoves::monuments)
                    .listing(Kind.TAKE_TREASURE, LegalMoves::treasures)
                    .build();

    public TigrisRuleset() {
    }

    @Override
    public RulesetInfo info() {
        return new RulesetInfo("tigris", "Tigris & Euphrates", 2, 4,
                Map.of("dynasties", "A list of distinct dynasties (archer, bull, lion, pot), one per seat in seat order;"
                        + " by default seat 0 is archer, 1 bull, 2 lion, 3 pot."),
                List.copyOf(TigrisMove.NAMES.byName().keySet()));
    }

    @Override
    public WireNames<TigrisMove> moveNames() {
        return TigrisMove.NAMES;
    }

    @Override
    public WireNames<TigrisEvent> eventNames() {
        return TigrisEvent.NAMES;
    }

    // ---- setup [tigris §1.3] ---------------------------------------------------------------------------

    @Override
    public TigrisOptions defaultOptions() {
        return TigrisOptions.DEFAULT;
    }

    /** The bag in draw order, first drawn first [tigris D5]. */
    @Override
    public Optional<Class<?>> stackShape() {
        return Optional.of(Colour[].class);
    }

    @Override
    public List<TigrisEvent> start(GameSetup setup, Rng rng) {
        int seats = setup.seats();
        if (!info().seatsAllowed(seats)) {
            throw RuleViolation.invalidSetup("INVALID_SEATS", "Tigris & Euphrates is played by 2 to 4 seats, not " + seats + ".");
        }
        List<Dynasty> dynasties = dynasties(setup.options(TigrisOptions.DEFAULT), seats);
        List<Colour> bag = BAG.from(setup, rng, TigrisState.HAND_SIZE * seats);
        List<SeatInfo> seatInfo = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            seatInfo.add(new SeatInfo(seat, setup.seatNames().get(seat), dynasties.get(seat)));
        }
        List<TigrisEvent> events = new ArrayList<>();
        events.add(new GameStarted(seatInfo, "standard", 0, bag.size(), setup.stacked(), setup.creatorSeeded(),
                setup.commitment(), List.copyOf(bag)));
        int drawn = 0;
        for (int seat = 0; seat < seats; seat++) {
            List<Colour> tiles = List.copyOf(bag.subList(drawn, drawn + TigrisState.HAND_SIZE));
            drawn += TigrisState.HAND_SIZE;
            events.add(new TilesDrawn(seat, DrawReason.DEAL, TigrisState.HAND_SIZE, tiles, bag.size() - drawn));
        }
        events.add(new TurnStarted(0, 1));
        return events;
    }

    private static List<Dynasty> dynasties(TigrisOptions options, int seats) {
        if (options.dynasties() == null) {
            List<Dynasty> standard = new ArrayList<>(List.of(Dynasty.values()));
            return standard.subList(0, seats);
        }
        if (options.dynasties().size() != seats) {
            throw RuleViolation.invalidSetup("INVALID_OPTIONS", "'dynasties' must list one dynasty per seat (" + seats + ").");
        }
        List<Dynasty> chosen = new ArrayList<>();
        for (String name : options.dynasties()) {
            Dynasty d;
            try {
                d = Dynasty.fromWire(name);
            } catch (IllegalArgumentException e) {
                throw RuleViolation.invalidSetup("INVALID_OPTIONS", e.getMessage());
            }
            if (chosen.contains(d)) {
                throw RuleViolation.invalidSetup("INVALID_OPTIONS", "The dynasty " + d + " is listed twice.");
            }
            chosen.add(d);
        }
        return chosen;
    }

    // ---- the decider -----------------------------------------------------------------------------------

    @Override
    public TigrisState initial() {
        return TigrisState.beforeSetup();
    }

    @Override
    public TigrisState evolve(TigrisState state, TigrisEvent event) {
        if (event instanceof GameStarted e) {
            return TigrisState.started(e);
        }
        return state.copy().apply(event);
    }

    @Override
    public List<TigrisEvent> decide(TigrisState state, int seat, TigrisMove move, Rng rng) {
        return Actions.decide(state, seat, move);
    }

    @Override
    public List<PendingDecision> pending(TigrisState state, Viewer viewer) {
        Waiting w = Turn.waiting(state);
        if (w.kind() == Waiting.Kind.NOTHING) {
            return List.of();
        }
        return List.of(new PendingDecision(w.seat(), w.kind().wire, details(state, w, viewer)));
    }

    static Object details(TigrisState s, Waiting w, Viewer viewer) {
        return switch (w.kind()) {
            case ACTION -> new TigrisDecision.Action(s.actionsLeft);
            case COMMIT_SUPPORT -> {
                TigrisState.Conflict c = s.conflict;
                Colour colour = c.supportColour();
                Role role = c.attackerCommit() < 0 ? Role.ATTACKER : Role.DEFENDER;
                Integer max = viewer.sees(w.seat()) ? s.handOf(w.seat(), colour) : null;
                yield new TigrisDecision.CommitSupport(c.war() ? "war" : "revolt", colour, role, max);
            }
            case CHOOSE_WAR -> new TigrisDecision.ChooseWar(Colour.listOf(w.colour()));
            case MONUMENT -> new TigrisDecision.MonumentChoice(w.squares(), w.monuments());
            case TAKE_TREASURE -> new TigrisDecision.TakeTreasure(w.squares());
            case NOTHING -> null;
        };
    }

    @Override
    public List<TigrisMove> legalMoves(TigrisState state, int seat) {
        return LegalMoves.of(state, seat);
    }

    /** The view's changes since Tigris games were first stored. */
    static final List<ViewRevision> VIEW_REVISIONS = List.of(
            // [tigris D17] revised: the tiles of declined monument squares became part of the board
            new ViewRevision(2, List.of("declinedTiles")));

    @Override
    public List<ViewRevision> viewRevisions() {
        return VIEW_REVISIONS;
    }

    @Override
    public TigrisView view(TigrisState state, Viewer viewer) {
        return Views.of(state, viewer);
    }

    @Override
    public Optional<TigrisEvent> redact(TigrisEvent event, Viewer viewer) {
        if (event instanceof GameStarted e) {
            return Optional.of(new GameStarted(e.seats(), e.board(), e.startSeat(), e.bagCount(), e.stacked(),
                    e.creatorSeeded(), e.seedCommitment(), null));
        }
        if (event instanceof TilesDrawn e && !viewer.sees(e.seat())) {
            return Optional.of(new TilesDrawn(e.seat(), e.reason(), e.count(), null, e.bagCount()));
        }
        if (event instanceof TilesDiscarded e && !viewer.sees(e.seat())) {
            return Optional.of(new TilesDiscarded(e.seat(), e.count(), null));
        }
        if (event instanceof PointsScored e && !viewer.sees(e.seat())) {
            return Optional.empty();
        }
        return Optional.of(event);
    }

    @Override
    public int seats(TigrisState state) {
        return state.seats;
    }

    /**
     * Pass an action, commit no support, decline a monument; where a choice must be made (the war to resolve, the
     * treasure to take) the first the rules list, as {@link #legalMoves} lists them in the rules' order.
     */
    @Override
    public TigrisMove defaultMove(TigrisState state, int seat) {
        List<TigrisMove> legal = legalMoves(state, seat);
        for (TigrisMove m : legal) {
            if (m instanceof Pass || m instanceof DeclineMonument || m instanceof CommitSupport c && c.count() == 0) {
                return m;
            }
        }
        return legal.get(0);
    }

    @Override
    public Outcome outcome(TigrisState state) {
        if (!state.isOver()) {
            return Outcome.RUNNING;
        }
        List<FinalScore> scores = FinalScoring.scores(state);
        List<Outcome.Placing> placings = new ArrayList<>();
        for (FinalScore sc : scores) {
            placings.add(new Outcome.Placing(sc.seat(), sc.rank(), sc));
        }
        return new Outcome.Finished(state.ended.toString(), FinalScoring.winners(scores), placings);
    }

    /**
     * {@code GameStarted} version 1 called the seed commitment {@code seedHash}; it has one name everywhere now,
     * {@code seedCommitment}, as in the game view. Version 3 says whether the creator chose the seed
     * ({@code creatorSeeded}), as every ruleset's {@code GameStarted} does; earlier ones read it from the game's
     * creation, which recorded it.
     */
    @Override
    public Upcasters upcasters() {
        return Upcasters.of(new Upcasters.Step("GameStarted", 1, Upcasters.renamed("seedHash", "seedCommitment")),
                new Upcasters.Step("GameStarted", 2, Upcasters.creatorSeededAdded("creatorSeeded")));
    }

    /** Snapshots as {@link TigrisSnapshot}: the whole state, hidden hands and bag order included. */
    @Override
    public Optional<StateCodec<TigrisState, ?>> stateCodec() {
        return Optional.of(TigrisCodec.INSTANCE);
    }
}
