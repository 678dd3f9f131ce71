package ziggurat.games.contest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ziggurat.engine.GameSetup;
import ziggurat.engine.Moves;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.RuleViolation;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Upcasters;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;
import ziggurat.games.contest.ContestEvent.*;
import ziggurat.games.contest.ContestMove.*;

/** Euphrates &amp; Tigris: Contest of Kings, the card game (rules: {@code docs/rules/contest-of-kings.md}). */
public final class ContestRuleset implements Ruleset<ContestState, ContestMove, ContestEvent> {

    public static final String ID = "contest-of-kings";

    /** Seats a game may have [contest §1.3]. */
    static final List<Integer> SEAT_COUNTS = List.of(2, 3, 4);

    /**
     * Every move of [contest §10.2], declared once: its wire name, its record, the decision it answers and what it
     * does; then how each decision's legal moves are listed ({@link LegalMoves}). The order of the moves is the order
     * the ruleset publishes their names in.
     */
    static final Moves<ContestMove, String, ContestState, Resolution, List<ContestMove>> MOVES =
            Moves.<ContestMove, String, ContestState, Resolution, List<ContestMove>>of(ContestMove.class)
                    .move("placeLeader", PlaceLeader.class, PendingDecisions.ACTION, LeaderPlacement::play)
                    .move("playCard", PlayCard.class, PendingDecisions.ACTION, CardPlay::play)
                    .move("playJoiningCard", PlayJoiningCard.class, PendingDecisions.ACTION, Join::play)
                    .move("playCatastrophe", PlayCatastrophe.class, PendingDecisions.ACTION, Catastrophe::play)
                    .move("endTurn", EndTurn.class, PendingDecisions.ACTION, (r, seat, m) -> EndOfTurn.run(r))
                    .move("chooseConflict", ChooseConflict.class, PendingDecisions.CHOOSE_CONFLICT,
                            (r, seat, m) -> Join.chooseConflict(r, m.color()))
                    .move("commitSupport", CommitSupport.class, PendingDecisions.COMMIT_SUPPORT,
                            (r, seat, m) -> Conflicts.commit(r, seat, m.count()))
                    .move("buildShip", BuildShip.class, PendingDecisions.BUILD_SHIP,
                            (r, seat, m) -> Ships.build(r, seat, m.ship()))
                    .move("declineShip", DeclineShip.class, PendingDecisions.BUILD_SHIP,
                            (r, seat, m) -> Ships.decline(r, seat))
                    .move("takeTreasure", TakeTreasure.class, PendingDecisions.TAKE_TREASURE,
                            (r, seat, m) -> Join.takeTreasure(r, seat, m.col()))
                    .move("declineTreasure", DeclineTreasure.class, PendingDecisions.TAKE_TREASURE,
                            (r, seat, m) -> Join.declineTreasure(r, seat))
                    .listing(PendingDecisions.ACTION, LegalMoves::actions)
                    .listing(PendingDecisions.CHOOSE_CONFLICT, LegalMoves::conflicts)
                    .listing(PendingDecisions.COMMIT_SUPPORT, LegalMoves::supportCommitments)
                    .listing(PendingDecisions.BUILD_SHIP, LegalMoves::ships)
                    .listing(PendingDecisions.TAKE_TREASURE, LegalMoves::treasures)
                    .build();

    public ContestRuleset() {
    }

    @Override
    public RulesetInfo info() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("twoPlayerDeckReduction",
                "With 2 seats, 30 unseen cards from the bottom of the deck leave the game (default true; ignored with 3-4 seats or a stack).");
        options.put("openVictoryPiles",
                "The Finnish variant: victory piles are kept sorted by colour, so everyone sees the counts (default false).");
        return RulesetInfo.forSeatCounts(ID, "Euphrates & Tigris: Contest of Kings", SEAT_COUNTS, options,
                List.copyOf(ContestMove.NAMES.byName().keySet()));
    }

    @Override
    public WireNames<ContestMove> moveNames() {
        return ContestMove.NAMES;
    }

    @Override
    public WireNames<ContestEvent> eventNames() {
        return ContestEvent.NAMES;
    }

    @Override
    public List<ContestEvent> start(GameSetup setup, Rng rng) {
        return ContestSetup.start(setup, rng);
    }

    @Override
    public ContestOptions defaultOptions() {
        return ContestOptions.DEFAULT;
    }

    /** The deck in draw order, first drawn first (the API's stack; never reduced for 2 seats [contest D3]). */
    @Override
    public Optional<Class<?>> stackShape() {
        return Optional.of(Colour[].class);
    }

    @Override
    public ContestState initial() {
        return new ContestState();
    }

    @Override
    public ContestState evolve(ContestState state, ContestEvent event) {
        return state.apply(event);
    }

    @Override
    public List<ContestEvent> decide(ContestState state, int seat, ContestMove move, Rng rng) {
        // The platform answers these two first (409); the checks keep the engine safe on its own.
        if (state.over()) {
            throw RuleViolation.illegal("UNEXPECTED_MOVE", "The game is over.");
        }
        PendingDecisions.Decision pending = PendingDecisions.of(state);
        if (pending.seat() != seat) {
            throw RuleViolation.illegal("UNEXPECTED_MOVE", "The game is waiting for seat " + pending.seat() + ", not you.");
        }
        String expected = pending.kind();
        if (!MOVES.answers(expected, move)) {
            throw RuleViolation.illegal("UNEXPECTED_MOVE",
                    "The game is waiting for a " + expected + " decision, not " + move.type() + ".");
        }
        Resolution r = new Resolution(state);
        MOVES.handle(r, seat, move);
        r.settle();
        return List.copyOf(r.events());
    }

    @Override
    public List<PendingDecision> pending(ContestState state, Viewer viewer) {
        return PendingDecisions.pending(state, viewer);
    }

    @Override
    public List<ContestMove> legalMoves(ContestState state, int seat) {
        return LegalMoves.of(state, seat);
    }

    @Override
    public ContestView view(ContestState state, Viewer viewer) {
        return ContestView.of(state, viewer);
    }

    @Override
    public Optional<ContestEvent> redact(ContestEvent event, Viewer viewer) {
        return Optional.of(Redaction.redact(event, viewer));
    }

    @Override
    public int seats(ContestState state) {
        return state.seats();
    }

    /**
     * End the turn, commit no support, decline a ship or a treasure; where a conflict must be chosen, the first open
     * colour in the rules' order, as {@link #legalMoves} lists them.
     */
    @Override
    public ContestMove defaultMove(ContestState state, int seat) {
        List<ContestMove> legal = legalMoves(state, seat);
        for (ContestMove m : legal) {
            if (m instanceof EndTurn || m instanceof DeclineShip || m instanceof DeclineTreasure
                    || m instanceof CommitSupport c && c.count() == 0) {
                return m;
            }
        }
        return legal.get(0);
    }

    @Override
    public Outcome outcome(ContestState state) {
        if (!state.over()) {
            return Outcome.RUNNING;
        }
        FinalScoring.Result result = FinalScoring.score(state);
        List<Outcome.Placing> ranking = new ArrayList<>();
        for (FinalScore score : result.scores()) {
            ranking.add(new Outcome.Placing(score.seat(), score.place(), score));
        }
        return new Outcome.Finished(state.endReason().toString(), result.winners(), ranking);
    }

    /**
     * {@code GameStarted} version 1 called the seed commitment {@code seedSha256}; it has one name everywhere
     * now, {@code seedCommitment}, as in the game view. Version 3 says whether the creator chose the seed
     * ({@code creatorSeeded}), as every ruleset's {@code GameStarted} does; earlier ones read it from the game's
     * creation, which recorded it.
     */
    @Override
    public Upcasters upcasters() {
        return Upcasters.of(new Upcasters.Step("GameStarted", 1, Upcasters.renamed("seedSha256", "seedCommitment")),
                new Upcasters.Step("GameStarted", 2, Upcasters.creatorSeededAdded("creatorSeeded")));
    }

    /** Snapshots as {@link ContestSnapshot}: the whole table, hidden hands, piles and deck order included. */
    @Override
    public Optional<StateCodec<ContestState, ?>> stateCodec() {
        return Optional.of(ContestCodec.INSTANCE);
    }
}
