package ziggurat.games.qin;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import ziggurat.engine.GameSetup;
import ziggurat.engine.LegalMove;
import ziggurat.engine.Moves;
import ziggurat.engine.Outcome;
import ziggurat.engine.PendingDecision;
import ziggurat.engine.Rng;
import ziggurat.engine.Ruleset;
import ziggurat.engine.RulesetInfo;
import ziggurat.engine.SetupWarning;
import ziggurat.engine.StateCodec;
import ziggurat.engine.Upcasters;
import ziggurat.engine.ViewRevision;
import ziggurat.engine.Viewer;
import ziggurat.engine.WireNames;
import ziggurat.games.qin.QinEvent.GameEnded;
import ziggurat.games.qin.QinMove.*;
import ziggurat.games.qin.variant.VariantNames;
import ziggurat.games.qin.extra.SellingPagodas;
import ziggurat.games.qin.extra.TileDestruction;
import ziggurat.games.qin.extra.TileSelection;
import ziggurat.games.qin.extra.TileTrading;
import ziggurat.games.qin.order.PagodaAuction;
import ziggurat.games.qin.order.Simultaneous;

/**
 * Qin with the modular variant rules ("Qin-vaihtoehtosäännöstö", {@code qin-variants.md}) for 2, 3, 4 or 6 players.
 * A game names its variant; its modules are resolved once, at setup, into the game's {@link QinRules}.
 */
public final class QinRuleset implements Ruleset<QinState, QinMove, QinEvent> {

    public static final String ID = "qin";

    static final String DESCRIPTION = "Qin (Reiner Knizia, 2012) played with Panu Kalliokoski's modular variant rules"
            + " (2014): a game names a rule syntagm such as 'veles' (the recommended modules), or lists its modules."
            + " All 37 modules are played; 'modules' below describes each.";

    /**
     * What the game waits for, each answered by its own moves and listed by its own piece: the active seat's step of
     * a sequential turn [qin §5.0] ({@link Play}); an extra's move or the answer it waits for [qin §5.7, §7.1], owned
     * by that extra in either turn order; the Pagoda auction's sealed bids [qin §5.4.2]; the Simultaneous round's steps
     * and window [qin §5.4.3, D32], where several seats decide at once and the extras' moves are listed in the
     * round's windows.
     */
    public enum Decision {
        TURN, EXTRA, AUCTION, ROUND;

        /** What {@code s} waits for, in the order the rules look: the turn order's own decision, an answer, a step. */
        static Decision of(QinState s) {
            if (!s.rules().order().pending(s).isEmpty()) {
                return s.auction() != null ? AUCTION : ROUND;
            }
            return Play.waitingFor(s).isEmpty() ? TURN : EXTRA;
        }
    }

    /**
     * Every Qin move, in the order of the table of [qin §7] (the published {@code moveTypes}), with the piece that
     * owns it: the sequential turn's own steps ({@link Play}), an extra of {@code extra/} (which the game's variant may
     * lack: its moves are then refused by name), or a turn order of {@code order/}. An extra's move is decided by its
     * extra, in a sequential turn or in the round's window ({@link Extra#decide}, {@link Extra#roundDecide}).
     */
    public static final Moves<QinMove, Decision, QinState, Play.Deciding, List<QinMove>> MOVES =
            Moves.<QinMove, Decision, QinState, Play.Deciding, List<QinMove>>of(QinMove.class)
                    // a sequential turn's steps [qin §5.0]: Play
                    .move("placeTile", PlaceTile.class, Decision.TURN, (d, seat, m) -> Play.place(d.turn(), seat, m))
                    .move("buyPagoda", BuyPagoda.class, Decision.TURN, (d, seat, m) -> Play.buy(d.turn(), seat, m))
                    .move("usePagoda", UsePagoda.class, Decision.TURN, (d, seat, m) -> Play.use(d.turn(), seat, m))
                    .move("pass", Pass.class, Decision.TURN, (d, seat, m) -> Play.pass(d.turn(), seat))
                    .move("endTurn", EndTurn.class, Decision.TURN, (d, seat, m) -> Play.endTurnMove(d.turn(), seat))
                    // the extras [qin §5.7]: mai, mas, mil, muo
                    .move("sellPagodas", SellPagodas.class, Decision.EXTRA, extra(SellingPagodas.class))
                    .move("takeTile", TakeTile.class, Decision.EXTRA, extra(TileSelection.class))
                    .move("offerTrade", OfferTrade.class, Decision.EXTRA, extra(TileTrading.class))
                    .move("respondTrade", RespondTrade.class, Decision.EXTRA, extra(TileTrading.class))
                    .move("withdrawTrade", WithdrawTrade.class, Decision.EXTRA, extra(TileTrading.class))
                    .move("destroyTile", DestroyTile.class, Decision.EXTRA, extra(TileDestruction.class))
                    .move("discardTile", DiscardTile.class, Decision.EXTRA, extra(TileDestruction.class))
                    // the turn orders [qin §5.4]: no, niu
                    .move("bid", Bid.class, Decision.AUCTION, (d, seat, m) -> PagodaAuction.bid(d.turn(), seat, m))
                    .move("commit", Commit.class, Decision.ROUND,
                            (d, seat, m) -> Simultaneous.commit(d.turn(), seat, m))
                    .move("resolve", Resolve.class, Decision.ROUND,
                            (d, seat, m) -> Simultaneous.resolve(d.turn(), seat, m))
                    // mai's sale declaration in the round's Draw-1 window [qin D32, D58]
                    .move("declareDraw", DeclareDraw.class, Decision.EXTRA, extra(SellingPagodas.class))
                    // niu's extras window, once a seat is done in it [qin D32]
                    .move("ready", Ready.class, Decision.ROUND, (d, seat, m) -> Simultaneous.ready(d.turn(), seat))
                    .listing(Decision.TURN, LegalMoves::turn)
                    .listing(Decision.EXTRA, LegalMoves::answers)
                    .listing(Decision.AUCTION, (s, seat) -> s.rules().order().legal(s, seat))   // PagodaAuction
                    .listing(Decision.ROUND, (s, seat) -> s.rules().order().legal(s, seat))     // Simultaneous
                    .build();

    /** An extra's move: its owner decides it, when the game's variant has that extra. */
    private static Moves.Handler<Play.Deciding, QinMove> extra(Class<? extends Extra> owner) {
        return (d, seat, m) -> d.byExtra(owner, seat, m);
    }

    @Override
    public RulesetInfo info() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("variant", "A variant name such as \"veles\" or \"Qin-vellesse\" (default \"veles\"); see"
                + " GET /v1/rulesets/qin/variants/{name}.");
        options.put("modules", "Instead of 'variant': the modules' syllables in any order; defaults are added.");
        options.put("board", "\"bird\" (the default; an unverified transcription), a board object, or a board in the"
                + " text format.");
        options.put("colours", "Each seat's own tile colour in seat order (default: red, yellow, blue as the rules"
                + " assign them).");
        return RulesetInfo.forSeatCounts(ID, "Qin (modular variant rules)", List.of(2, 3, 4, 6), options,
                List.copyOf(QinMove.NAMES.byName().keySet()));
    }

    @Override
    public WireNames<QinMove> moveNames() {
        return QinMove.NAMES;
    }

    @Override
    public WireNames<QinEvent> eventNames() {
        return QinEvent.NAMES;
    }

    @Override
    public List<QinEvent> start(GameSetup setup, Rng rng) {
        return QinSetup.start(setup, rng);
    }

    @Override
    public QinOptions defaultOptions() {
        return QinOptions.DEFAULT;
    }

    @Override
    public List<SetupWarning> warnings(GameSetup setup) {
        return QinSetup.warnings(setup);
    }

    /** The stack [qin §3.7]: tile codes, first drawn first; the whole pile. */
    @Override
    public Optional<Class<?>> stackShape() {
        return Optional.of(TileType[].class);
    }

    @Override
    public QinState initial() {
        return new QinState();
    }

    @Override
    public QinState evolve(QinState state, QinEvent event) {
        return state.apply(event);
    }

    @Override
    public List<QinEvent> decide(QinState state, int seat, QinMove move, Rng rng) {
        return Play.decide(state, seat, move);
    }

    @Override
    public int seats(QinState state) {
        return state.seats();
    }

    @Override
    public List<PendingDecision> pending(QinState state, Viewer viewer) {
        if (state.rules() == null || state.over()) {
            return List.of();
        }
        // the turn order's own decision between turns (the Pagoda auction's bids) [qin §5.4]
        List<PendingDecision> own = state.rules().order().pending(state);
        if (!own.isEmpty()) {
            return own;
        }
        Map<Integer, String> waiting = Play.waitingFor(state);
        if (!waiting.isEmpty()) {
            List<PendingDecision> out = new ArrayList<>();
            waiting.forEach((seat, kind) -> out.add(new PendingDecision(seat, kind, null)));
            return out;
        }
        if (state.active() < 0 || state.step() == null) {
            return List.of();
        }
        return List.of(new PendingDecision(state.active(), state.owed(state.active()) > 0 ? "takeTile"
                : state.step().toString(), null));
    }

    @Override
    public List<QinMove> legalMoves(QinState state, int seat) {
        return LegalMoves.of(state, seat);
    }

    /** A bid, a sale or a sale declaration stands for every set of pagodas it may name: the {@link Choice} beside it says which. */
    @Override
    public List<LegalMove<QinMove>> legalMovesWithDetails(QinState state, int seat) {
        List<QinMove> legal = legalMoves(state, seat);
        if (legal.stream().noneMatch(m -> m instanceof QinMove.Bid || m instanceof QinMove.SellPagodas
                || m instanceof QinMove.DeclareDraw)) {
            return legal.stream().map(LegalMove::of).toList();
        }
        List<LegalMove<QinMove>> out = new ArrayList<>();
        for (QinMove m : legal) {
            Choice choice = m instanceof QinMove.Bid bid ? PagodaAuction.choice(state, seat, bid)
                    : m instanceof QinMove.SellPagodas sale ? SellingPagodas.choice(state, seat, sale)
                    : m instanceof QinMove.DeclareDraw d ? SellingPagodas.choice(state, seat, d) : null;
            out.add(new LegalMove<>(m, choice));
        }
        return out;
    }

    /**
     * End the step or the turn when allowed (in the use step, {@code pass}: the uses are optional); where an action is
     * owed, the first one listed (an owed draw: the first tile of the display in code order); an answer an extra
     * waits for: its most passive one (refuse a trade, withdraw one's offer, give up the first tile of one's hand in
     * code order).
     */
    @Override
    public QinMove defaultMove(QinState state, int seat) {
        if (!state.rules().order().pending(state).isEmpty()) {
            return legalMoves(state, seat).get(0);   // the turn order's own most passive choice (a bid of 0)
        }
        for (Extra extra : state.rules().extras()) {
            QinMove answer = extra.defaultMove(state, seat);
            if (answer != null) {
                return answer;
            }
        }
        List<QinMove> legal = legalMoves(state, seat);
        if (state.step() == QinEvent.Step.USE) {
            return new QinMove.Pass();
        }
        for (QinMove m : legal) {
            if (m instanceof QinMove.EndTurn) {
                return m;
            }
        }
        return legal.get(0);
    }

    /** The view's changes since Qin games were first stored. */
    static final List<ViewRevision> VIEW_REVISIONS = List.of(
            // [qin §5.7] the extras' display, owed draws, offers and destructions (null in games without them)
            new ViewRevision(2, List.of("extras")),
            // [qin §5.4] the turn order's own decision in progress: the Pagoda auction's bids
            new ViewRevision(3, List.of("auction")),
            // [qin §5.4.3] the Simultaneous round in progress: its step, who takes part and who has submitted
            new ViewRevision(4, List.of("round")),
            // [qin §5.4.3] the Simultaneous round's windows under the extras: sale declarations, ready
            new ViewRevision(5, List.of("roundWindow")));

    @Override
    public List<ViewRevision> viewRevisions() {
        return VIEW_REVISIONS;
    }

    /**
     * {@code GameStarted} version 2 says whether the creator chose the seed ({@code creatorSeeded}), as every
     * ruleset's {@code GameStarted} does; version 1 reads it from the game's creation, which recorded it.
     */
    @Override
    public Upcasters upcasters() {
        return Upcasters.of(new Upcasters.Step("GameStarted", 1, Upcasters.creatorSeededAdded("creatorSeeded")));
    }

    /** Snapshots for the platform: the whole table as a {@link QinSnapshot}. */
    @Override
    public Optional<StateCodec<QinState, ?>> stateCodec() {
        return Optional.of(QinCodec.INSTANCE);
    }

    @Override
    public QinView view(QinState state, Viewer viewer) {
        return QinView.of(state, viewer);
    }

    @Override
    public Optional<QinEvent> redact(QinEvent event, Viewer viewer) {
        return Optional.of(Redaction.redact(event, viewer));
    }

    /** [qin §5.1] exactly one winner; the others share second place. The score is the winner rule's measures. */
    @Override
    public Outcome outcome(QinState state) {
        if (!state.over()) {
            return Outcome.RUNNING;
        }
        GameEnded end = state.result();
        List<Outcome.Placing> ranking = new ArrayList<>();
        for (int seat = 0; seat < state.seats(); seat++) {
            ranking.add(new Outcome.Placing(seat, seat == end.winner() ? 1 : 2,
                    end.measures().get(String.valueOf(seat))));
        }
        return new Outcome.Finished(end.endReasons().get(0), List.of(end.winner()), ranking);
    }

    @Override
    public Map<String, Object> catalogue() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("description", DESCRIPTION);
        Map<String, Object> bird = new LinkedHashMap<>();
        bird.put("id", "bird");
        bird.put("name", Board.BIRD.name());
        bird.put("rows", Board.BIRD.rows());
        bird.put("cols", Board.BIRD.cols());
        bird.put("verified", Board.BIRD.verified());
        bird.put("available", true);
        bird.put("source", Board.BIRD.source());
        Map<String, Object> lion = new LinkedHashMap<>();
        lion.put("id", "lion");
        lion.put("name", "Qin board, Lion side");
        lion.put("verified", false);
        lion.put("available", false);
        lion.put("note", "No transcription of the Lion side exists; supply it as a custom board.");
        m.put("boards", List.of(bird, lion));
        m.put("defaultVariant", QinSetup.DEFAULT_VARIANT);
        m.put("validVariants", VariantNames.count());
        List<Map<String, Object>> modules = new ArrayList<>();
        for (QinModule module : QinModule.values()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("syllable", module.syllable());
            one.put("id", module.toString());
            one.put("group", module.group().toString());
            one.put("name", module.english());
            one.put("implemented", QinRules.implemented(module));
            modules.add(one);
        }
        m.put("modules", modules);
        m.put("reconstructions", List.of(
                Map.of("id", "R1", "module", "buildOrBuy", "note", "The two options of Build or buy's step 2 were lost"
                        + " from the source and are reconstructed as: place one tile, or buy a pagoda."),
                Map.of("id", "R2", "module", "byProvinces", "note", "By provinces' list of options was lost and is"
                        + " reconstructed as Build or buy's two options; By provinces has no use step.")));
        return m;
    }

    @Override
    public Set<String> lookupKinds() {
        return Set.of("variants");
    }

    /**
     * {@code variants/{name}}: the modules and canonical name [qin §2.4], with whether the service plays the variant
     * yet; an invalid name is the 422 of [qin §2.7].
     */
    @Override
    public Optional<Object> lookup(String kind, String key) {
        if (!"variants".equals(kind)) {
            return Optional.empty();
        }
        VariantNames.Parsed parsed = VariantNames.parse(key);
        Map<String, Object> answer = new LinkedHashMap<>(parsed.answer());
        List<String> missing = QinRules.notPlayed(parsed.syntagm()).stream().map(QinModule::syllable).toList();
        answer.put("playable", missing.isEmpty());
        answer.put("notYetImplemented", missing);
        return Optional.of(answer);
    }
}
